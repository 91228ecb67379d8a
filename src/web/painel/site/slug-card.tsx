// "Link do site": the address guests open, with copy and open, and the change field of onboarding
// step 6 (same normalisation, availability check and messages). A link typed and not saved asks
// before leaving the page.
import { Copy, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { isValidSlug, normalizeSlugInput, slugMessages } from '../../../shared/slug.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Form, FormSubmit } from '../../components/ui/form.tsx';
import { ApiError } from '../../lib/api.ts';
import { guestSiteLabel, guestSiteUrl } from '../../lib/hosts.ts';
import { panelMessages } from '../layout/panel-messages.ts';
import { copyLink } from '../layout/share-site.ts';
import { saveSlug } from '../onboarding/onboarding-api.ts';
import { SlugField } from '../onboarding/slug-field.tsx';
import { useSlugField } from '../onboarding/use-slug-field.ts';
import { EditorCard } from './editor-page.tsx';
import { useUnsavedForm } from './unsaved-changes.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

/** A refusal whose text is final: shown above the button and as a toast. */
class SlugRefusal extends Error {}

function describeSlugFailure(err: unknown): string {
  if (err instanceof SlugRefusal) return err.message;
  if (err instanceof ApiError && err.status === 409) return slugMessages.duplicate;
  return slugMessages.saveFailed;
}

export function SlugCard() {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const field = useSlugField(site.slug, weddingId);
  const url = site.slug ? guestSiteUrl(site.slug) : null;
  useUnsavedForm(field.form.control);

  async function save(values: { slug: string }) {
    const wanted = normalizeSlugInput(values.slug);
    if (!wanted) throw new SlugRefusal(slugMessages.requiredDescription);
    if (!isValidSlug(wanted)) throw new SlugRefusal(slugMessages.invalid);
    if (wanted === site.slug) return;
    let slug: string;
    try {
      slug = await saveSlug(weddingId, wanted);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) field.markTaken();
      // The server's reason for a link it cannot take stays above the button, like the others.
      if (err instanceof ApiError && err.status === 400) throw new SlugRefusal(err.message);
      throw err;
    }
    cache.update((s) => ({ ...s, slug }));
    // The saved link is the field's new starting point: nothing left unsaved.
    field.form.reset({ slug });
    void cache.refreshSummary();
    toast.success(slugMessages.saved);
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
      <Form
        form={field.form}
        onSubmit={save}
        describeError={describeSlugFailure}
        className="space-y-3"
        footer={
          <FormSubmit disabled={field.status.kind !== 'available'} className="sm:w-auto">
            Salvar link
          </FormSubmit>
        }
      >
        <SlugField
          field={field}
          label={url ? 'Alterar link' : 'Definir link'}
          inputId="site-link"
          prefixId="site-link-prefixo"
          statusId="site-link-estado"
          hints={{
            empty: 'Use letras minúsculas, números e hífens.',
            current: 'Este é o link atual do site de vocês.',
          }}
          boxClassName="-mt-1.5"
        />
        <p className="text-xs text-muted">Ao trocar o link, o endereço antigo deixa de funcionar.</p>
      </Form>
    </EditorCard>
  );
}
