import { describe, expect, it } from 'vitest';
import { musicEmbed } from './music-links.ts';

const video = 'dQw4w9WgXcQ';
const youtube = { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${video}` };
const track = '4uLU6hMCjMI75M1A2tKUQC';

describe('musicEmbed', () => {
  it.each([
    `https://www.youtube.com/watch?v=${video}`,
    `https://youtube.com/watch?v=${video}&t=42s&list=PL123`,
    `http://m.youtube.com/watch?feature=share&v=${video}`,
    `https://music.youtube.com/watch?v=${video}&si=abc`,
    `https://youtu.be/${video}`,
    `https://youtu.be/${video}?si=Xy12&t=10`,
    `https://www.youtube.com/shorts/${video}`,
    `https://youtube.com/shorts/${video}?feature=share`,
    `https://www.youtube.com/embed/${video}`,
    `  https://www.youtube.com/watch?v=${video}  `,
  ])('plays YouTube from %s', (link) => {
    expect(musicEmbed(link)).toEqual(youtube);
  });

  it.each([
    ['track', `https://open.spotify.com/track/${track}`],
    ['track', `https://open.spotify.com/track/${track}?si=1a2b3c4d5e`],
    ['track', `https://open.spotify.com/intl-pt/track/${track}?si=1a2b3c`],
    ['album', `https://open.spotify.com/album/${track}`],
    ['playlist', `https://open.spotify.com/intl-pt-br/playlist/${track}?si=x&pt=y`],
  ])('plays a Spotify %s from its link', (kind, link) => {
    expect(musicEmbed(link)).toEqual({
      provider: 'spotify',
      embedUrl: `https://open.spotify.com/embed/${kind}/${track}`,
    });
  });

  it.each([
    '',
    'não é um link',
    `javascript:alert(1)//youtube.com/watch?v=${video}`,
    `javascript://youtube.com/watch?v=${video}`,
    `data:text/html,<script>alert(1)</script>`,
    `ftp://youtube.com/watch?v=${video}`,
    `https://youtube.com.evil.com/watch?v=${video}`,
    `https://evilyoutube.com/watch?v=${video}`,
    `https://youtube.co/watch?v=${video}`,
    `https://youtu.be.evil.com/${video}`,
    `https://open.spotify.com.evil.com/track/${track}`,
    `https://evil.com/open.spotify.com/track/${track}`,
    `https://evil.com\\@youtube.com/watch?v=${video}`,
    `https://youtube.com@evil.com/watch?v=${video}`,
    `https://user:pass@youtube.com/watch?v=${video}`,
    `https://youtube.com:8443/watch?v=${video}`,
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${video}"><script>`,
    `https://www.youtube.com/watch?v=${encodeURIComponent(`${video}/../../x`)}`,
    `https://www.youtube.com/channel/${video}`,
    `https://www.youtube.com/shorts/${video}/extra`,
    `https://youtu.be/${video}/extra`,
    `https://open.spotify.com/artist/${track}`,
    `https://open.spotify.com/track/${track}/extra`,
    `https://open.spotify.com/track/${track.slice(1)}`,
    `https://open.spotify.com/intl-pt/intl-pt/track/${track}`,
    `spotify:track:${track}`,
    `https://vimeo.com/76979871`,
    `https://www.youtube.com/${'a'.repeat(3000)}`,
  ])('gives no player for %s', (link) => {
    expect(musicEmbed(link)).toBeNull();
  });
});
