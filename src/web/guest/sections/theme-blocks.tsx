// The theme's blocks (visual builder, SPEC 3) as guests see them, server-rendered with no script:
// the carousel scrolls with snap points, videos and maps are embedded players.
import type { CSSProperties } from 'react';
import { directionsLinks } from '../../../shared/directions.ts';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import { videoEmbedUrl } from '../../../shared/site.ts';
import type { ThemeBlock } from '../../../shared/theme-blocks.ts';
import { Paragraphs } from './paragraphs.tsx';

const align = (alignment: 'left' | 'center' | 'right'): CSSProperties => ({ textAlign: alignment });

/** Photos in a grid, or a strip that scrolls sideways (focusable, so keyboards can scroll it). */
function Images({
  images,
  label,
  kind,
}: {
  images: { src: string; alt: string }[];
  label: string;
  kind: string;
}) {
  if (images.length === 0) return null;
  return (
    <ul
      className={`block-images block-${kind}`}
      aria-label={label}
      tabIndex={kind === 'slider' ? 0 : undefined}
    >
      {images.map((img, i) => (
        <li key={`${img.src}-${i}`}>
          <img src={img.src} alt={img.alt} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

function Block({ block }: { block: ThemeBlock }) {
  switch (block.type) {
    case 'title':
      return (
        <h3 className="block-title" style={align(block.content.alignment)}>
          {block.content.text}
        </h3>
      );
    case 'text':
      return (
        <div className="block-text" style={align(block.content.alignment)}>
          <Paragraphs text={block.content.text} />
        </div>
      );
    case 'image-slider':
      return <Images images={block.content.images} label="Carrossel de imagens" kind="slider" />;
    case 'photo-gallery':
      return <Images images={block.content.images} label="Galeria de fotos" kind="gallery" />;
    case 'single-image':
      return block.content.src ? (
        <img
          className={`block-image block-image-${block.content.size}`}
          src={block.content.src}
          alt={block.content.alt}
          loading="lazy"
        />
      ) : null;
    case 'video': {
      const embed = block.content.url ? videoEmbedUrl(block.content.url) : null;
      return embed ? (
        <div className="video block-video">
          <iframe
            src={embed}
            title="Vídeo"
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      ) : null;
    }
    case 'map': {
      if (!block.content.address) return null;
      const links = directionsLinks(block.content.address);
      return (
        <div className="block-map">
          <iframe
            className="map"
            title={`Mapa: ${block.content.address}`}
            src={links.embed}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
          {block.content.showDirections && (
            <div className="button-row button-row-center">
              <a className="button" href={links.google} target="_blank" rel="noopener noreferrer">
                {t.directionsGoogle}
              </a>
              <a
                className="button button-outline"
                href={links.waze}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.directionsWaze}
              </a>
            </div>
          )}
        </div>
      );
    }
    case 'quote':
      return block.content.text ? (
        <figure className="block-quote">
          <blockquote>
            <p>{block.content.text}</p>
          </blockquote>
          {block.content.author && <figcaption>{block.content.author}</figcaption>}
        </figure>
      ) : null;
    case 'list': {
      const items = block.content.items.filter((i) => i.trim());
      if (items.length === 0) return null;
      const List = block.content.type === 'numbered' ? 'ol' : 'ul';
      return (
        <List className="block-list">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      );
    }
  }
}

export function ThemeBlocks({ blocks }: { blocks: ThemeBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className="theme-blocks">
      {blocks.map((b) => (
        <Block key={b.id} block={b} />
      ))}
    </div>
  );
}
