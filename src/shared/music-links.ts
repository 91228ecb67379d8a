// A song for the guest site from a YouTube or Spotify link: the player address we build from the
// link's id, on hosts named exactly. Nothing of the link itself reaches the page, so any other
// address (another host, a look-alike, a `javascript:` link) gives no player at all.

export type MusicProvider = 'youtube' | 'spotify';

export interface MusicEmbed {
  provider: MusicProvider;
  embedUrl: string;
}

const youtubeId = /^[\w-]{11}$/;
const spotifyId = /^[A-Za-z0-9]{22}$/;
const spotifyKinds = new Set(['track', 'album', 'playlist']);

function youtubeEmbed(id: string | null | undefined): MusicEmbed | null {
  return id && youtubeId.test(id)
    ? { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
    : null;
}

/** youtube.com/watch?v=ID, /shorts/ID, /embed/ID, /live/ID (www., m. and music. alike). */
function fromYoutube(url: URL): MusicEmbed | null {
  if (url.pathname === '/watch') return youtubeEmbed(url.searchParams.get('v'));
  const [, kind, id, ...rest] = url.pathname.split('/');
  const known = kind === 'shorts' || kind === 'embed' || kind === 'live';
  return known && rest.length === 0 ? youtubeEmbed(id) : null;
}

/** youtu.be/ID */
function fromShortYoutube(url: URL): MusicEmbed | null {
  return youtubeEmbed(url.pathname.slice(1));
}

/** open.spotify.com/track|album|playlist/ID, also under a language path ("/intl-pt/track/ID"). */
function fromSpotify(url: URL): MusicEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (/^intl-[a-z]{2}(-[a-z]{2})?$/i.test(segments[0] ?? '')) segments.shift();
  const [kind = '', id = '', ...rest] = segments;
  if (!spotifyKinds.has(kind) || !spotifyId.test(id) || rest.length > 0) return null;
  return { provider: 'spotify', embedUrl: `https://open.spotify.com/embed/${kind}/${id}` };
}

const readersByHost: Record<string, (url: URL) => MusicEmbed | null> = {
  'youtube.com': fromYoutube,
  'www.youtube.com': fromYoutube,
  'm.youtube.com': fromYoutube,
  'music.youtube.com': fromYoutube,
  'youtu.be': fromShortYoutube,
  'open.spotify.com': fromSpotify,
};

/** The player for a YouTube or Spotify link; null for anything else. */
export function musicEmbed(link: string): MusicEmbed | null {
  const text = link.trim();
  if (text.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const read = Object.hasOwn(readersByHost, url.hostname) ? readersByHost[url.hostname] : undefined;
  return read ? read(url) : null;
}

export const musicProviderNames: Record<MusicProvider, string> = { youtube: 'YouTube', spotify: 'Spotify' };

/** What the players may use inside their frame (the guest site's and the editor's). */
export const musicPlayerAllow = 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture';
