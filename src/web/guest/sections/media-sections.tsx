// Galeria de fotos, Vídeos (YouTube/Vimeo players) and the couple's music by link (YouTube/Spotify).

import type { GuestPhoto } from '../../../shared/guest-site-data.ts';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import { type MusicEmbed, musicPlayerAllow, musicProviderNames } from '../../../shared/music-links.ts';
import { videoEmbedUrl } from '../../../shared/site.ts';
import { PhotoTiles } from './photo-tiles.tsx';
import { TitledSection } from './section-frame.tsx';

export function GallerySection({ photos }: { photos: GuestPhoto[] }) {
  if (photos.length === 0) return <p className="muted center">As fotos chegam em breve.</p>;
  return <PhotoTiles photos={photos} label="Galeria de fotos" />;
}

export function VideosSection({ videos }: { videos: { url: string; title: string }[] }) {
  const playable = videos.map((v) => ({ ...v, embed: videoEmbedUrl(v.url) })).filter((v) => v.embed);
  if (playable.length === 0) return <p className="muted center">Os vídeos chegam em breve.</p>;
  return (
    <div className="videos">
      {playable.map((v, i) => (
        <figure key={i} className="video">
          <iframe
            src={v.embed!}
            title={v.title || `Vídeo ${i + 1}`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
          {v.title && <figcaption>{v.title}</figcaption>}
        </figure>
      ))}
    </div>
  );
}

/** "Nossa música": the player of the couple's YouTube or Spotify link, right below the cover. */
export function MusicSection({ embed }: { embed: MusicEmbed }) {
  return (
    <TitledSection
      id="musica"
      className="section section-music"
      title={t.musicTitle}
      containerClassName="container narrow"
    >
      <iframe
        className={`music-player music-player-${embed.provider}`}
        src={embed.embedUrl}
        title={t.musicPlayer(musicProviderNames[embed.provider])}
        loading="lazy"
        allow={musicPlayerAllow}
        allowFullScreen
      />
    </TitledSection>
  );
}
