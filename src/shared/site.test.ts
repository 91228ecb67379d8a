import { describe, expect, it } from 'vitest';
import { readSiteSettings, sectionContentSchemas, videoEmbedUrl } from './site.ts';

describe('video links', () => {
  it('turns YouTube and Vimeo links into player URLs', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('refuses other sites and malformed ids', () => {
    for (const url of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://youtube.com/watch?v=<script>',
      'nada',
    ]) {
      expect(videoEmbedUrl(url), url).toBeNull();
    }
  });
});

describe('site settings', () => {
  it('fills defaults and survives stored junk', () => {
    expect(readSiteSettings({}).intro).toEqual({
      coverMediaId: null,
      headline: 'Vamos nos casar!',
      showDate: true,
      countdown: true,
    });
    expect(readSiteSettings({ intro: { headline: 42 } }).intro.headline).toBe('Vamos nos casar!');
    expect(readSiteSettings(null).messagesRequireApproval).toBe(false);
  });

  it('validates section content', () => {
    expect(sectionContentSchemas.cerimonia.parse({ place: ' Igreja ' })).toEqual({
      place: 'Igreja',
      address: '',
      date: '',
      time: '',
      notes: '',
    });
    expect(sectionContentSchemas.cerimonia.safeParse({ time: '25h' }).success).toBe(false);
    expect(sectionContentSchemas.padrinhos.safeParse({ people: [{ name: '' }] }).success).toBe(false);
  });
});
