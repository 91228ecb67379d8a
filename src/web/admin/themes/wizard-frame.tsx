// The frame of the three wizard steps (SPEC 2.8): the way back to the list, "Novo Tema" or "Editar
// Tema" with the theme's name and status, the three-step indicator, the page and its actions.
import { ArrowLeft, Check, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { type ThemeStep, themePath, type WizardState } from './theme-paths.ts';
import { ThemeStatusBadge } from './theme-status-badge.tsx';
import { useLoadedTheme } from './use-themes.ts';

/** The three steps in order: the indicator's name for each, and the page's title and lead. */
const steps: { label: string; step: ThemeStep; title: string; lead: string }[] = [
  {
    label: 'Seções do Site',
    step: 'secoes',
    title: 'Seções do Site',
    lead: 'Escolham as seções que os sites com este tema terão e a ordem delas. Arrastem pela alça ou usem as setas.',
  },
  {
    label: 'Informações Básicas',
    step: 'informacoes-basicas',
    title: 'Informações Básicas',
    lead: 'O nome e a descrição aparecem para os casais quando escolhem o tema; as tags ajudam a encontrá-lo na lista.',
  },
  {
    label: 'Design',
    step: 'configuracoes-design',
    title: 'Configurações de Design',
    lead: 'Cores, elementos gráficos e tipografia de todos os sites que usam o tema. A prévia muda enquanto vocês editam.',
  },
];

/** Whether this theme was created in this visit ("Novo Tema"), carried from step to step. */
export function useWizardState(): WizardState {
  return (useLocation().state as WizardState | null) ?? {};
}

function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const theme = useLoadedTheme();
  const state = useWizardState();
  return (
    <nav aria-label="Etapas do tema" className="mt-5">
      <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase sm:hidden">
        Passo {current} de 3
      </p>
      <ol className="mt-2 grid grid-cols-3 gap-2 sm:mt-0">
        {steps.map((s, i) => {
          const n = i + 1;
          const done = n < current;
          const here = n === current;
          return (
            <li key={s.step}>
              <Link
                to={themePath(theme.id, s.step)}
                state={state}
                aria-current={here ? 'step' : undefined}
                className={`flex h-full flex-col gap-2 rounded-2xl border px-3 py-2.5 text-sm transition-colors sm:flex-row sm:items-center ${here ? 'border-brand bg-white shadow-sm' : 'border-ink/10 bg-white/60 hover:bg-white'}`}
              >
                <span
                  className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${here ? 'bg-brand-dark text-white' : done ? 'bg-teal-soft text-teal-dark' : 'bg-ink/5 text-muted'}`}
                  aria-hidden="true"
                >
                  {done ? <Check className="size-4" /> : n}
                </span>
                <span className={`leading-tight font-medium ${here ? 'text-ink' : 'text-muted'}`}>
                  <span className="sr-only">Passo {n} de 3: </span>
                  {s.label}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function ThemeHeading({ title, children }: { title: string; children?: ReactNode }) {
  const theme = useLoadedTheme();
  const { isNew } = useWizardState();
  usePageTitle(`${title} · ${theme.name}`);
  return (
    <div>
      <nav aria-label="Trilha" className="flex items-center gap-1 text-sm text-muted">
        <Link to={adminPagePaths.themes} className="font-medium text-brand-dark hover:underline">
          Temas
        </Link>
        <ChevronRight className="size-4" aria-hidden="true" />
        <span className="truncate">{isNew ? 'Novo Tema' : 'Editar Tema'}</span>
      </nav>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="font-medium break-words text-ink">{theme.name}</span>
            <ThemeStatusBadge status={theme.status} />
            <span>Versão {theme.version}</span>
          </p>
        </div>
        {children}
      </div>
    </div>
  );
}

/**
 * Step `step` of the wizard: its title and lead, the page, then "Voltar" (the step before; from the
 * first, the theme's editor, or the list for a theme created in this visit) and the step's actions.
 */
export function WizardFrame({
  step,
  actions,
  children,
}: {
  step: 1 | 2 | 3;
  /** The step's other buttons (Salvar, Avançar...), under the page on the right. */
  actions: ReactNode;
  children: ReactNode;
}) {
  const theme = useLoadedTheme();
  const state = useWizardState();
  const navigate = useNavigate();
  const { title, lead } = steps[step - 1]!;
  const before = steps[step - 2];
  const back = before
    ? themePath(theme.id, before.step)
    : state.isNew
      ? adminPagePaths.themes
      : themePath(theme.id, 'editar');
  return (
    <div className="mx-auto max-w-6xl">
      <ThemeHeading title={title} />
      <StepIndicator current={step} />
      <p className="mt-5 text-sm leading-relaxed text-muted sm:text-base">{lead}</p>
      <div className="mt-5">{children}</div>
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-ink/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={() => navigate(back, { state })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">{actions}</div>
      </div>
    </div>
  );
}
