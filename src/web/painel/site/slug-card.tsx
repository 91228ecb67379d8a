// "Link do site": the address guests open, with copy and open, and the change field of onboarding
// step 6 (same normalisation, availability check and messages).
import { Copy, ExternalLink } from 'lucide-react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { isValidSlug, slugMessages } from '../../../shared/slug.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { ApiError } from '../../lib/api.ts';
import { guestSiteLabel, guestSiteUrl } from '../../lib/hosts.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { panelMessages } from '../layout/panel-messages.ts';
import { copyLink } from '../layout/share-site.ts';
import { saveSlug } from '../onboarding/onboarding-api.ts';
import { SlugStatusLine } from '../onboarding/slug-status-line.tsx';
import { useSlugField } from '../onboarding/use-slug-field.ts';
import { EditorCard } from './editor-page.tsx';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

export function SlugCard() {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const field = useSlugField(site.slug, weddingId);
  const { pending, error, fail, run } = useFormAction();
  const prefix = guestSiteLabel('').replace(/\/$/, '');
  const invalid = ['invalid', 'taken', 'error'].includes(field.status.kind);
  const url = site.slug ? guestSiteUrl(site.slug) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!field.slug) return fail(slugMessages.requiredDescription);
    if (!isValidSlug(field.slug)) return fail(slugMessages.invalid);
    if (field.slug === site.slug) return;
    const wanted = field.slug;
    void run(
      async () => {
        try {
          const slug = await saveSlug(weddingId, wanted);
          cache.update((s) => ({ ...s, slug }));
        } catch (err) {
          if (err instanceof ApiError && err.status === 409) field.markTaken();
          throw err;
        }
        void cache.refreshSummary();
        toast.success(slugMessages.saved);
      },
      (err) =>
        err instanceof ApiError && err.status === 409
          ? slugMessages.duplicate
          : err instanceof ApiError && err.status === 400
            ? err.message
            : slugMessages.saveFailed,
    );
  }

  return (
    <EditorCard title="Link do site">
      {url && (
        <div className="mb-5 flex flex-col gap-3 rounded-2xl bg-brand-soft/50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 text-sm font-semibold break-all text-ink" data-testid="link-do-site">
            {guestSiteLabel(site.slug ?? '')}
          </p>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              onClick={() => void copyLink(url, panelMessages.linkCopied)}
            >
              <Copy className="size-4" aria-hidden="true" />
              Copiar
            </button>
            {site.published && (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'sm')}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Abrir
              </a>
            )}
          </div>
        </div>
      )}
      <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-3">
        <Label htmlFor="site-link">{url ? 'Alterar link' : 'Definir link'}</Label>
        <div
          className={`-mt-1.5 flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-colors focus-within:border-brand-dark focus-within:ring-2 focus-within:ring-brand-dark/35 sm:flex-row ${invalid ? 'border-danger' : 'border-field'}`}
        >
          <span
            id="site-link-prefixo"
            className="flex items-center border-b border-ink/10 bg-cream px-4 py-2 text-sm font-medium break-all text-muted sm:border-r sm:border-b-0 sm:py-0"
          >
            {prefix}/
          </span>
          <input
            id="site-link"
            value={field.text}
            onChange={(e) => field.setText(e.target.value)}
            disabled={pending}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby="site-link-prefixo site-link-estado"
            className="h-12 w-full min-w-0 shrink-0 bg-transparent px-4 sm:flex-1 text-base text-ink focus:outline-none disabled:opacity-70"
          />
        </div>
        <SlugStatusLine
          id="site-link-estado"
          status={field.status}
          hints={{
            empty: 'Use letras minúsculas, números e hífens.',
            current: 'Este é o link atual do site de vocês.',
          }}
        />
        <p className="text-xs text-muted">Ao trocar o link, o endereço antigo deixa de funcionar.</p>
        <FormError message={error} />
        <SubmitButton pending={pending} disabled={field.status.kind !== 'available'} className="sm:w-auto">
          Salvar link
        </SubmitButton>
      </form>
    </EditorCard>
  );
}
