// The one "Em breve" page: every panel link whose feature a later issue builds lands here, with
// the feature's name and what it will do. Unknown panel paths get the not-found text instead.
import { ArrowLeft, Hourglass, MapPinOff } from 'lucide-react';
import { useLocation } from 'react-router';
import { notFoundTexts } from '../../../shared/messages.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { usePageTitle } from '../../public/layout/use-page-title.ts';
import { comingSoonFeatures } from './coming-soon-features.ts';
import { panelPaths } from './panel-paths.ts';

export function ComingSoonPage() {
  const { pathname } = useLocation();
  const feature = comingSoonFeatures(useSettings())[pathname.replace(/\/+$/, '')];
  usePageTitle(feature ? `${feature.title} (em breve)` : notFoundTexts.title);
  const Icon = feature ? Hourglass : MapPinOff;

  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-xl shadow-brand/10 sm:p-12">
      <Icon className="mx-auto size-10 text-teal" aria-hidden="true" />
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
      <ButtonLink to={panelPaths.dashboard} variant="outline" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar ao painel
      </ButtonLink>
    </section>
  );
}
