// Galeria de fotos and Vídeos (YouTube/Vimeo players).

import type { GuestPhoto } from '../../../shared/guest-site-data.ts';
import { videoEmbedUrl } from '../../../shared/site.ts';
import { PhotoTiles } from './photo-tiles.tsx';

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
