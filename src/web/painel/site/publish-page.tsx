// "Publicação e senha": publish or unpublish, the link, search visibility, the password and the
// message wall's approval.
import { type ComponentProps, useState } from 'react';
import { toast } from 'sonner';
import { siteMessages } from '../../../shared/site-editor.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { EditorCard, EditorPage } from './editor-page.tsx';
import { PasswordCard } from './password-card.tsx';
import { saveSettings, setHiddenFromSearch, setPublished } from './site-api.ts';
import { SlugCard } from './slug-card.tsx';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

type Toggle = 'published' | 'hidden' | 'approval';

/** One switch saved on change: locked while saving, the server's refusal inline and as a toast. */
function useToggles() {
  const [busy, setBusy] = useState<Toggle | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Toggle, string>>>({});
  async function toggle(which: Toggle, action: () => Promise<void>) {
    if (busy) return;
    setBusy(which);
    setErrors((e) => ({ ...e, [which]: undefined }));
    try {
      await action();
    } catch (err) {
      const message = errorMessage(err);
      setErrors((e) => ({ ...e, [which]: message }));
      toast.error(message);
    } finally {
      setBusy(null);
    }
  }
  /** The props of the switch `which`, saved by `save`. */
  return (which: Toggle, save: (value: boolean) => Promise<void>) => ({
    onCheckedChange: (value: boolean) => void toggle(which, () => save(value)),
    disabled: busy !== null,
    busy: busy === which,
    error: errors[which],
  });
}

function ToggleField({ error, ...field }: ComponentProps<typeof SwitchField> & { error?: string }) {
  return (
    <>
      <SwitchField {...field} />
      <FormError message={error ?? null} />
    </>
  );
}

export function PublishPage() {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const toggle = useToggles();

  const publish = toggle('published', async (published) => {
    await setPublished(weddingId, published);
    cache.update((s) => ({ ...s, published }));
    void cache.refreshSummary();
    toast.success(published ? siteMessages.published : siteMessages.unpublished);
  });
  const hide = toggle('hidden', async (hidden) => {
    await setHiddenFromSearch(weddingId, hidden);
    cache.update((s) => ({ ...s, hiddenFromSearch: hidden }));
    toast.success(siteMessages.saved);
  });
  const approve = toggle('approval', async (messagesRequireApproval) => {
    cache.setSettings(await saveSettings(weddingId, { messagesRequireApproval }));
    toast.success(siteMessages.saved);
  });

  return (
    <EditorPage
      title="Publicação e senha"
      lead="Decidam quando o site vai ao ar, quem pode abri-lo e se ele aparece na busca de casais."
    >
      <EditorCard title="Publicação">
        <div className="space-y-3">
          <ToggleField
            label="Site publicado"
            hint={
              site.published
                ? 'No ar: os convidados já podem abrir o site pelo link.'
                : 'Fora do ar: só vocês veem o site, pela prévia.'
            }
            checked={site.published}
            {...publish}
          />
        </div>
      </EditorCard>
      <SlugCard />
      <EditorCard title="Busca e recados">
        <div className="space-y-5">
          <ToggleField
            label="Esconder da busca de casais"
            hint="O site não aparece em “Encontre um casamento”; quem tem o link continua abrindo."
            checked={site.hiddenFromSearch}
            {...hide}
          />
          <ToggleField
            label="Aprovar recados antes de publicar"
            hint="Os recados novos só aparecem no mural depois que vocês aprovarem em “Recados recebidos”."
            checked={site.settings.messagesRequireApproval}
            {...approve}
          />
        </div>
      </EditorCard>
      <PasswordCard />
    </EditorPage>
  );
}
