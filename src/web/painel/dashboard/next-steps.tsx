// The dashboard's "Próximos passos" (issue 20): what is left before the guests can enjoy the site,
// each step read from the wedding's data and linking to where it is done.
import { ArrowRight, Circle, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { painelPaths } from '../../../shared/routes.ts';
import type { WeddingSteps } from '../../../shared/wedding.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { panelPaths, publishChecklistPath } from '../layout/panel-paths.ts';
import { whatsappShareUrl } from '../layout/share-site.ts';

interface Step {
  label: string;
  done: boolean;
  /** A panel page, or an outside address (the WhatsApp share) that opens in a new tab. */
  to: string;
  external?: boolean;
}

export function nextSteps(onboardingDone: boolean, steps: WeddingSteps, siteUrl: string): Step[] {
  // Until the onboarding is done, finishing it comes first; afterwards it is not a step any more.
  const setup = onboardingDone
    ? []
    : [{ label: 'Terminar a configuração inicial', done: false, to: painelPaths.onboarding }];
  return [
    ...setup,
    { label: 'Adicionar fotos do casal', done: steps.photos, to: panelPaths.siteIntro },
    { label: 'Contar a história de vocês', done: steps.story, to: panelPaths.siteSections },
    { label: 'Publicar a lista de presentes', done: steps.giftListPublished, to: panelPaths.giftListEditor },
    { label: 'Publicar o site', done: steps.sitePublished, to: publishChecklistPath },
    {
      label: 'Compartilhar o site com os convidados',
      done: steps.shared,
      to: whatsappShareUrl(siteUrl),
      external: true,
    },
  ];
}

const rowClass = 'flex min-h-12 items-center gap-3 rounded-2xl px-3 py-2';

function StepRow({ step }: { step: Step }) {
  if (step.done) {
    return (
      <li className={`${rowClass} text-muted`}>
        <CircleCheck className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
        <span className="flex-1 line-through decoration-ink/20">{step.label}</span>
        <span className="sr-only">(feito)</span>
      </li>
    );
  }
  const content = (
    <>
      <Circle className="size-5 shrink-0 text-brand/50" aria-hidden="true" />
      <span className="flex-1">{step.label}</span>
      <ArrowRight className="size-4 shrink-0 text-brand-dark" aria-hidden="true" />
    </>
  );
  const linkClass = `${rowClass} font-semibold text-ink transition-colors hover:bg-brand-soft/60 hover:text-brand-dark`;
  return (
    <li>
      {step.external ? (
        <a href={step.to} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {content}
        </a>
      ) : (
        <Link to={step.to} className={linkClass}>
          {content}
        </Link>
      )}
    </li>
  );
}

export function NextSteps({ steps }: { steps: Step[] }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <section
      aria-labelledby="proximos-passos-titulo"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="proximos-passos-titulo" className="font-serif text-xl font-bold text-ink">
          Próximos passos
        </h2>
        <p className="text-sm text-muted">
          {done} de {steps.length} concluídos
        </p>
      </div>
      <ProgressBar
        label="Progresso do casamento"
        value={done}
        max={steps.length}
        className="mt-3 h-2 bg-brand-soft"
        barClassName="bg-teal"
      />
      {done === steps.length ? (
        <p className="mt-4 text-ink">Tudo pronto! Agora é só aproveitar os recados e os presentes.</p>
      ) : (
        <ul className="mt-3 -mx-3 space-y-0.5">
          {steps.map((step) => (
            <StepRow key={step.label} step={step} />
          ))}
        </ul>
      )}
    </section>
  );
}
