// "Precisa de ajuda?" (issue 25): a button that opens the help assistant, at the corner of the page
// (public site) or in a header (the panel, where the corner holds the pages' own buttons). The panel
// (and the form library it uses) loads on the first opening, so pages pay nothing for it until
// someone needs help.
import { CircleHelp, LoaderCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { type HelpChannel, helpTexts as t } from '../../../shared/help-texts.ts';

const HelpPanel = lazy(() => import('./help-panel.tsx'));

const looks = {
  floating: {
    frame: 'fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3',
    panel: '',
    button:
      'flex size-12 items-center justify-center gap-2 rounded-full bg-teal-dark text-sm font-semibold text-white shadow-lg hover:bg-teal-dark/90 sm:w-auto sm:px-5',
  },
  header: {
    frame: 'relative',
    panel: 'absolute top-12 right-0 z-50',
    button:
      'grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft hover:text-brand-dark',
  },
} as const;

export function HelpButton({
  channel,
  placement = 'floating',
  initiallyOpen = false,
}: {
  channel: HelpChannel;
  placement?: keyof typeof looks;
  /** Drawn open: the marketing pages draw the assistant only when its button is first pressed. */
  initiallyOpen?: boolean;
}) {
  const look = looks[placement];
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={`${look.frame} print:hidden`} data-help={placement}>
      {open && (
        <section
          data-help-panel
          id={panelId}
          aria-labelledby={`${panelId}-titulo`}
          className={`${look.panel} max-h-[75dvh] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-white p-5 text-left shadow-2xl ring-1 ring-ink/10`}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <div>
              <h2 id={`${panelId}-titulo`} className="font-serif text-xl font-bold text-ink">
                {t.title}
              </h2>
              <p className="text-sm text-muted">{t.lead}</p>
            </div>
            <button
              type="button"
              aria-label={t.close}
              onClick={() => setOpen(false)}
              className="grid size-9 shrink-0 place-items-center rounded-full text-ink/70 hover:bg-brand-soft"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-muted" role="status">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                Carregando...
              </p>
            }
          >
            <HelpPanel channel={channel} />
          </Suspense>
        </section>
      )}
      <button
        type="button"
        data-help-toggle
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={look.button}
      >
        <CircleHelp className={placement === 'floating' ? 'size-6 sm:size-5' : 'size-5'} aria-hidden="true" />
        {/* On a phone (and in a header) the round button alone, so it hides little of the page. */}
        <span className={placement === 'floating' ? 'sr-only sm:not-sr-only' : 'sr-only'}>{t.open}</span>
      </button>
    </div>
  );
}
