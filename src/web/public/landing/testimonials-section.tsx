// Three sample couple testimonials with five stars (SPEC 1 and 9: marketing sample content).
import { Quote, Star } from 'lucide-react';
import { InitialsAvatar } from '../../components/ui/initials-avatar.tsx';
import type { MarketingTexts } from '../layout/use-marketing-content.ts';
import { LandingBand } from './landing-band.tsx';

export function TestimonialsSection({ texts: { content, fill } }: { texts: MarketingTexts }) {
  const { testimonials } = content;
  return (
    <LandingBand id="depoimentos-titulo" block={testimonials} fill={fill}>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {testimonials.items.map((item) => {
          const couple = item.names.join(' & ');
          return (
            <li key={couple}>
              <figure className="relative flex h-full flex-col rounded-3xl border border-brand/10 bg-cream p-6 sm:p-8">
                <Quote className="absolute top-6 right-6 size-8 text-blush/60" aria-hidden="true" />
                <div role="img" aria-label="5 de 5 estrelas" className="flex gap-0.5 text-star">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink/85">
                  “{fill(item.quote)}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <InitialsAvatar names={[...item.names]} />
                  <span>
                    <span className="block font-serif text-lg font-bold text-ink">{couple}</span>
                    <span className="block text-sm text-muted">{item.when}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </LandingBand>
  );
}
