// "Publicar Tema" asks first: the final preview as guests will see it, how many sites the new
// version reaches, and the theme's colours that read below WCAG AA (the guest site then shows a
// deeper shade instead), as the couple's customiser warns.
import { LoaderCircle, Send } from 'lucide-react';
import { contrastWarnings } from '../../../shared/site-palette.ts';
import type { ThemeDetail } from '../../../shared/theme-studio.ts';
import { themeColorFields } from '../../components/color-field.tsx';
import { ContrastWarningBox } from '../../components/contrast-warning-box.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogActions } from '../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { LEAVING, useFormAction } from '../../lib/use-form-action.ts';
import { ThemePreviewFrame } from './theme-preview-frame.tsx';

/** Who the new version reaches: "10 sites usarão esta versão". */
export function publishReach(sites: number): string {
  if (sites === 0) return 'Nenhum site usa este tema ainda: os casais poderão escolhê-lo.';
  return sites === 1 ? '1 site usará esta versão.' : `${sites} sites usarão esta versão.`;
}

const colourLabels = Object.fromEntries(themeColorFields.map((f) => [f.key, f.label]));

export function PublishThemeDialog({
  theme,
  open,
  onOpenChange,
  onPublish,
}: {
  theme: ThemeDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Publishes; returns LEAVING when the page goes away afterwards. */
  onPublish: () => Promise<unknown>;
}) {
  const { pending, error, clearError, run } = useFormAction();
  const warnings = contrastWarnings(theme.design.colors);

  function change(next: boolean) {
    if (pending) return;
    if (!next) clearError();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title="Publicar tema?"
        description={`"${theme.name}" passa da versão ${theme.version} para a próxima.`}
        closeLabel="Cancelar e fechar"
        className="sm:max-w-3xl"
      >
        <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-[15rem_minmax(0,1fr)]" aria-busy={pending}>
          <section aria-label="Prévia final" className="order-2 min-w-0 sm:order-1">
            <h3 className="mb-2 text-sm font-semibold text-ink">Prévia final</h3>
            <ThemePreviewFrame themeId={theme.id} draft={{}} device="mobile" />
          </section>
          <div className="order-1 grid min-w-0 content-start gap-4 sm:order-2">
            <p className="rounded-2xl bg-brand-soft p-4 text-sm font-semibold text-ink">
              {publishReach(theme.sitesUsing)}
            </p>
            {warnings.length > 0 ? (
              <ContrastWarningBox
                warnings={warnings}
                labels={colourLabels}
                listClassName="mt-2 grid gap-1.5 text-ink"
                shown={(w) => (
                  <>
                    Os sites mostrarão o tom legível mais próximo,{' '}
                    <span className="font-mono text-xs">{w.shown.toUpperCase()}</span>.
                  </>
                )}
              >
                <p className="mt-2 text-ink">Ajuste as cores em "Design" ou publique mesmo assim.</p>
              </ContrastWarningBox>
            ) : (
              <p className="text-sm text-muted">Todas as cores têm contraste adequado (WCAG AA).</p>
            )}
            <FormError message={error} />
            <DialogActions pending={pending}>
              <Button
                disabled={pending}
                onClick={() =>
                  void run(async () => {
                    const result = await onPublish();
                    if (result !== LEAVING) onOpenChange(false);
                    return result;
                  })
                }
              >
                {pending ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Send className="size-4" aria-hidden="true" />
                )}
                {warnings.length > 0 ? 'Publicar mesmo assim' : 'Publicar'}
              </Button>
            </DialogActions>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
