// The "Em breve" card: a feature's name and what it will do, or the not-found text for a path
// no feature owns, with the way back.
import { ArrowLeft, Hourglass, MapPinOff } from 'lucide-react';
import { notFoundTexts } from '../../shared/messages.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Badge } from './ui/badge.tsx';
import { ButtonLink } from './ui/button.tsx';

export interface ComingSoonFeature {
  title: string;
  description: string;
}

export function ComingSoonCard({
  feature,
  backTo,
  backLabel,
}: {
  feature: ComingSoonFeature | undefined;
  backTo: string;
  backLabel: string;
}) {
  usePageTitle(feature ? `${feature.title} (em breve)` : notFoundTexts.title);
  const Icon = feature ? Hourglass : MapPinOff;
  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-xl shadow-brand/10 sm:p-12">
      <Icon className="mx-auto size-10 text-teal-dark" aria-hidden="true" />
      {feature && (
        <p className="mt-4">
          <Badge>Em breve</Badge>
        </p>
      )}
      <h1 className="mt-4 font-serif text-3xl font-bold text-balance text-ink">
        {feature?.title ?? notFoundTexts.title}
      </h1>
      <p className="mt-3 leading-relaxed text-muted">
        {feature ? feature.description : notFoundTexts.description}
      </p>
      {feature && (
        <p className="mt-2 text-sm text-muted">Estamos preparando esta área com carinho. Volte em breve!</p>
      )}
      <ButtonLink to={backTo} variant="outline" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </ButtonLink>
    </section>
  );
}
