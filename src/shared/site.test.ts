import { describe, expect, it } from 'vitest';
import {
  musicSettingsSchema,
  musicSource,
  readSiteSettings,
  sectionContentSchemas,
  videoEmbedUrl,
} from './site.ts';

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

describe('site music', () => {
  const uploaded = '0b7f3c1e-4a55-4c8e-9d51-2f0e6c1a9b10';
  const youtube = 'https://youtu.be/dQw4w9WgXcQ';
  const spotify = 'https://open.spotify.com/intl-pt/track/4uLU6hMCjMI75M1A2tKUQC?si=abc';

  it('takes a YouTube or Spotify link as typed, and refuses any other link in pt-BR', () => {
    expect(musicSettingsSchema.parse({ url: ` ${youtube} ` })).toEqual({ mediaId: null, url: youtube });
    expect(musicSettingsSchema.parse({ url: spotify, mediaId: uploaded })).toEqual({
      mediaId: uploaded,
      url: spotify,
    });
    for (const url of [
      'https://exemplo.com/nossa-musica.mp3',
      'https://open.spotify.com/artist/4uLU6hMCjMI75M1A2tKUQC',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'nossa música',
    ]) {
      const parsed = musicSettingsSchema.safeParse({ url });
      expect(parsed.success, url).toBe(false);
      expect(parsed.error?.issues[0]?.message, url).toBe('Use um link do YouTube ou do Spotify.');
    }
  });

  it('drops a stored link that no longer plays, keeping the rest of the settings', () => {
    const stored = readSiteSettings({
      intro: { headline: 'Enfim!' },
      music: { mediaId: uploaded, url: 'https://exemplo.com/nossa-musica.mp3' },
    });
    expect(stored.music).toEqual({ mediaId: uploaded, url: null });
    expect(stored.intro.headline).toBe('Enfim!');
  });

  it('plays the link when there is a link and a file', () => {
    const player = { provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(musicSource({ mediaId: uploaded, url: youtube })).toEqual({ kind: 'link', embed: player });
    expect(musicSource({ mediaId: uploaded, url: null })).toEqual({ kind: 'file', mediaId: uploaded });
    expect(musicSource({ mediaId: null, url: spotify })).toEqual({
      kind: 'link',
      embed: { provider: 'spotify', embedUrl: 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC' },
    });
    expect(musicSource({ mediaId: null, url: null })).toBeNull();
  });
});
