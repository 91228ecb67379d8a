// "Publicação e senha": whether the site is live (publishing goes through the checklist of the
// editor's one "Publicar"; taking it down is here), the link, search visibility (the couples'
// search and Google), the password and the message wall's approval.
import { Globe, GlobeLock, Rocket } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { toast } from 'sonner';
import { searchIndexingTexts, siteMessages } from '../../../shared/site-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { EditorCard, EditorPage } from './editor-page.tsx';
import { PasswordCard } from './password-card.tsx';
import { useOpenPublish } from './publish-dialog.tsx';
import { setSearchIndexing } from './search-indexing-api.ts';
import { saveSettings, setHiddenFromSearch, setPublished } from './site-api.ts';
import { SlugCard } from './slug-card.tsx';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

type Action = 'hidden' | 'indexing' | 'approval';

/** One change saved at once: the others locked while it saves, the server's refusal shown inline. */
function useSavedAtOnce() {
  const [busy, setBusy] = useState<Action | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Action, string>>>({});
  async function run(which: Action, action: () => Promise<void>) {
    if (busy) return;
    setBusy(which);
    setErrors((e) => ({ ...e, [which]: undefined }));
    try {
      await action();
    } catch (err) {
      setErrors((e) => ({ ...e, [which]: errorMessage(err) }));
    } finally {
      setBusy(null);
    }
  }
  return {
    disabled: busy !== null,
    /** The props of the switch `which`, saved by `save`. */
    toggle: (which: Action, save: (value: boolean) => Promise<void>) => ({
      onCheckedChange: (value: boolean) => void run(which, () => save(value)),
      disabled: busy !== null,
      busy: busy === which,
      error: errors[which],
    }),
  };
}

function ToggleField({ error, ...field }: ComponentProps<typeof SwitchField> & { error?: string }) {
  return (
    <>
      <SwitchField {...field} />
      <FormError message={error ?? null} />
    </>
  );
}

function PublicationCard({ saves }: { saves: ReturnType<typeof useSavedAtOnce> }) {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const openPublish = useOpenPublish();
  const [confirming, setConfirming] = useState(false);
  // Taking a live site down asks first; a refusal stays in the question, once.
  const unpublish = async () => {
    await setPublished(weddingId, false);
    cache.update((s) => ({ ...s, published: false }));
    void cache.refreshSummary();
    toast.success(siteMessages.unpublished);
  };
  const Icon = site.published ? Globe : GlobeLock;
  return (
    <EditorCard title="Publicação">
      <div className="space-y-4">
        <p
          className={`flex items-center gap-2 rounded-2xl px-4 py-3 text-sm font-medium ${site.published ? 'bg-teal-soft text-ink' : 'bg-cream text-muted'}`}
        >
          <Icon className={`size-4 shrink-0 ${site.published ? 'text-teal-dark' : ''}`} aria-hidden="true" />
          {site.published
            ? 'No ar: os convidados já podem abrir o site pelo link.'
            : 'Fora do ar: só vocês veem o site, pela prévia.'}
        </p>
        {site.published ? (
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            onClick={() => setConfirming(true)}
            disabled={saves.disabled}
          >
            Despublicar
          </Button>
        ) : (
          <Button className="w-full sm:w-auto" onClick={openPublish}>
            <Rocket className="size-4" aria-hidden="true" />
            Publicar o site
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Tirar o site do ar?"
          description="Os convidados deixam de abrir o site pelo link até vocês publicarem de novo. Nada do que vocês escreveram se perde."
          confirmLabel="Despublicar"
          pendingLabel="Despublicando..."
          onConfirm={unpublish}
        />
      </div>
    </EditorCard>
  );
}

export function PublishPage() {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const saves = useSavedAtOnce();

  const hide = saves.toggle('hidden', async (hidden) => {
    await setHiddenFromSearch(weddingId, hidden);
    cache.update((s) => ({ ...s, hiddenFromSearch: hidden }));
    toast.success(siteMessages.saved);
  });
  const index = saves.toggle('indexing', async (indexed) => {
    await setSearchIndexing(weddingId, indexed);
    cache.update((s) => ({ ...s, searchIndexing: indexed }));
    toast.success(siteMessages.saved);
  });
  const approve = saves.toggle('approval', async (messagesRequireApproval) => {
    cache.setSettings(await saveSettings(weddingId, { messagesRequireApproval }));
    toast.success(siteMessages.saved);
  });

  return (
    <EditorPage
      title="Publicação e senha"
      lead="Decidam quando o site vai ao ar, quem pode abri-lo e se ele aparece na busca de casais e no Google."
    >
      <PublicationCard saves={saves} />
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
            label={searchIndexingTexts.label}
            hint={searchIndexingTexts.hint}
            checked={site.searchIndexing}
            {...index}
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
