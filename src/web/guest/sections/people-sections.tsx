// O Casal (story and photos) and Padrinhos (people with photo, name and role).
import type { GuestPhoto } from '../../../shared/guest-site-data.ts';
import { Paragraphs } from './paragraphs.tsx';
import { PhotoTiles } from './photo-tiles.tsx';

export function CoupleSection({ story, photos }: { story: string; photos: GuestPhoto[] }) {
  return (
    <div className="narrow center">
      {/* Without story nor photos the section is left out (shared/empty-sections.ts). */}
      {story && <Paragraphs text={story} />}
      {photos.length > 0 && <PhotoTiles photos={photos} label="Fotos do casal" />}
    </div>
  );
}

export function GodparentsSection({
  people,
  photos,
}: {
  people: { name: string; role: string; photoId: string | null }[];
  photos: Record<string, GuestPhoto>;
}) {
  if (people.length === 0) return <p className="muted center">Os padrinhos serão apresentados em breve.</p>;
  return (
    <ul className="people">
      {people.map((p, i) => {
        const photo = p.photoId ? photos[p.photoId] : undefined;
        return (
          <li key={i} className="person">
            {photo ? (
              <img className="person-photo" src={photo.url} alt="" loading="lazy" />
            ) : (
              <span className="person-photo person-initials" aria-hidden="true">
                {p.name.charAt(0)}
              </span>
            )}
            <p className="person-name">{p.name}</p>
            {p.role && <p className="person-role">{p.role}</p>}
          </li>
        );
      })}
    </ul>
  );
}
