// The editor's one way to publish: a checklist (link, gift list, photos, ceremony place, sections
// left out while empty), publishing the site (and the gift list, if they want), then the
// celebration with the address to share on WhatsApp. The header's "Publicar", the "Publicação e
// senha" page and the dashboard's next step (`?publicar=1`) all open it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { siteMessages } from '../../../shared/site-editor.ts';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { guestSiteLabel, guestSiteUrl } from '../../lib/hosts.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { panelPaths as p } from '../layout/panel-paths.ts';
import { publishChecklist } from './publish-checklist.ts';
import { fetchGiftListPublished, publishGiftList, setPublished } from './site-api.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

const icons = {
  done: <CircleCheck className="mt-0.5 size-5 shrink-0 text-teal-dark" aria-hidden="true" />,
  todo: <CircleAlert className="mt-0.5 size-5 shrink-0 text-brand-dark" aria-hidden="true" />,
  note: <Info className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />,
};

function Item({ state, children }: { state: keyof typeof icons; children: ReactNode }) {
  return (
    <li className="flex gap-3 text-sm leading-relaxed text-ink">
      {icons[state]}
      <div className="min-w-0">{children}</div>
    </li>
  );
}

function FixLink({ to, onGo, children }: { to: string; onGo: () => void; children: ReactNode }) {
  return (
    <Link to={to} onClick={onGo} className="font-semibold text-brand-dark underline">
      {children}
    </Link>
  );
}

/** The WhatsApp message with the site's address. */
export function whatsAppShareUrl(siteUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Nosso site de casamento está no ar: ${siteUrl}`)}`;
}

function Celebration({ slug }: { slug: string }) {
  return (
    <div className="mt-5 grid gap-4">
      <p className="rounded-2xl bg-cream px-4 py-3 text-center font-semibold break-all text-ink">
        {guestSiteLabel(slug)}
      </p>
      <ButtonAnchor href={whatsAppShareUrl(guestSiteUrl(slug))} target="_blank" rel="noopener noreferrer">
        Compartilhar no WhatsApp
      </ButtonAnchor>
      <ButtonAnchor variant="outline" href={guestSiteUrl(slug)} target="_blank" rel="noopener noreferrer">
        Ver o site
      </ButtonAnchor>
    </div>
  );
}

/** Opens the publish dialog (the editor's shell holds it). */
export const OpenPublishContext = createContext<() => void>(() => {});

export function useOpenPublish(): () => void {
  return useContext(OpenPublishContext);
}

export function PublishDialog({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const client = useQueryClient();
  const [withList, setWithList] = useState(true);
  const { pending, error, clearError, run } = useFormAction();
  const list = useQuery({
    queryKey: ['gift-list', weddingId],
    queryFn: ({ signal }) => fetchGiftListPublished(weddingId, signal),
    enabled: open,
  });
  const check = publishChecklist(site);
  const close = () => {
    if (pending) return;
    clearError();
    setOpen(false);
  };
  const listPublished = list.data?.published ?? false;
  const ceremony = site.sections.find((s) => s.kind === 'cerimonia');

  const publish = () =>
    run(async () => {
      await setPublished(weddingId, true);
      if (withList && list.data && !listPublished) {
        await publishGiftList(weddingId);
        await client.invalidateQueries({ queryKey: ['gift-list', weddingId] });
      }
      cache.update((s) => ({ ...s, published: true }));
      void cache.refreshSummary();
      toast.success(siteMessages.published);
    });

  const live = site.published && site.slug;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <DialogContent
        title={live ? 'Seu site está no ar!' : 'Publicar o site'}
        description={
          live
            ? 'Compartilhem o endereço com os convidados.'
            : 'Confiram estes pontos antes de colocar o site no ar.'
        }
      >
        {live ? (
          <Celebration slug={live} />
        ) : (
          <div className="mt-5 grid gap-5" aria-busy={pending}>
            <ul className="grid gap-3" aria-label="Lista de verificação">
              {site.slug ? (
                <Item state="done">Link do site: {guestSiteLabel(site.slug)}</Item>
              ) : (
                <Item state="todo">
                  {siteMessages.needsSlug}{' '}
                  <FixLink to={p.sitePublish} onGo={close}>
                    Definir o link
                  </FixLink>
                </Item>
              )}
              {list.isPending ? (
                <Item state="note">Verificando a lista de presentes...</Item>
              ) : listPublished ? (
                <Item state="done">Lista de presentes publicada</Item>
              ) : (
                <Item state="todo">
                  A lista de presentes ainda não está publicada.
                  {list.data && (
                    <div className="mt-2">
                      <SwitchField
                        label="Publicar a lista de presentes junto com o site"
                        checked={withList}
                        onCheckedChange={setWithList}
                        disabled={pending}
                      />
                    </div>
                  )}
                </Item>
              )}
              {check.hasPhotos ? (
                <Item state="done">Fotos adicionadas</Item>
              ) : (
                <Item state="todo">
                  Ainda sem fotos.{' '}
                  <FixLink to={p.siteIntro} onGo={close}>
                    Escolher a foto de capa
                  </FixLink>
                </Item>
              )}
              {check.hasCeremonyPlace ? (
                <Item state="done">Local da cerimônia informado</Item>
              ) : (
                <Item state="todo">
                  O local da cerimônia ainda não foi informado.{' '}
                  {ceremony && (
                    <FixLink to={`${p.siteSections}/${ceremony.id}`} onGo={close}>
                      Informar o local
                    </FixLink>
                  )}
                </Item>
              )}
              <Item state="note">
                {check.emptySections.length
                  ? `Seções vazias ficam ocultas até terem conteúdo: ${check.emptySections.join(', ')}.`
                  : 'Nenhuma seção vazia: todas aparecem no site.'}
              </Item>
            </ul>
            <FormError message={error} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={pending}>
                Agora não
              </Button>
              <Button onClick={() => void publish()} disabled={pending}>
                {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
                {pending ? 'Publicando...' : 'Publicar site'}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
