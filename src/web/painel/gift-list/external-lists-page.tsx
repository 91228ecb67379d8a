// "Incluir lista externa": links to lists the couple keeps in other stores, shown under the gifts
// on the site.
import { ExternalLink, Trash2 } from 'lucide-react';
import { externalLinkInputSchema, MAX_EXTERNAL_LINKS } from '../../../shared/gift-list.ts';
import { Form, FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { UrlInput } from '../../components/url-input.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { addExternalLink, removeExternalLink } from './gift-list-api.ts';
import { CardSubmit, NarrowPage, PageCard } from './page-card.tsx';
import { useGiftListWrite, useLoadedGiftList } from './use-gift-list.ts';

export function ExternalListsPage() {
  const { weddingId, state } = useLoadedGiftList();
  const write = useGiftListWrite();
  const form = useZodForm(externalLinkInputSchema, { defaultValues: { storeName: '', url: '' } });
  const removal = useFormAction();
  const full = state.externalLinks.length >= MAX_EXTERNAL_LINKS;

  function remove(linkId: string, name: string) {
    void removal.run(() =>
      write(() => removeExternalLink(weddingId, linkId), 'Lista externa removida', name),
    );
  }

  return (
    <NarrowPage
      title="Incluir lista externa"
      lead="Têm lista em outra loja? Incluam o link e os convidados encontram tudo na seção Lista de Presentes do site."
    >
      <PageCard title="Nova lista externa" id="nova-lista-externa">
        <Form
          form={form}
          summarize
          className="grid gap-4"
          onSubmit={async (link) => {
            await write(() => addExternalLink(weddingId, link), 'Lista externa incluída', link.storeName);
            form.reset();
          }}
          footer={
            <div>
              <CardSubmit disabled={full}>Incluir lista</CardSubmit>
            </div>
          }
        >
          <fieldset disabled={full} className="grid gap-4 sm:grid-cols-[14rem_1fr]">
            <FormField form={form} name="storeName" id="externa-loja" label="Nome da loja">
              {(control) => <Input {...control} maxLength={60} />}
            </FormField>
            <FormField form={form} name="url" id="externa-url" label="Endereço da lista">
              {(control) => (
                <UrlInput {...control} placeholder="https://www.loja.com.br/lista/..." maxLength={500} />
              )}
            </FormField>
          </fieldset>
        </Form>
      </PageCard>
      <PageCard title="Listas incluídas" id="listas-incluidas">
        {state.externalLinks.length === 0 ? (
          <p className="text-muted">Nenhuma lista externa ainda.</p>
        ) : (
          <ul className="grid gap-2">
            {state.externalLinks.map((l) => (
              <li key={l.id} className="flex items-center gap-3 rounded-2xl p-3 ring-1 ring-ink/10">
                <ExternalLink className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{l.storeName}</p>
                  <a
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block truncate text-sm text-brand-dark underline underline-offset-2"
                  >
                    {l.url}
                  </a>
                </div>
                <IconButton
                  icon={Trash2}
                  label={`Remover ${l.storeName}`}
                  onClick={() => remove(l.id, l.storeName)}
                  className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-danger-soft hover:text-danger"
                />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 empty:hidden">
          <FormError message={removal.error} />
        </div>
      </PageCard>
    </NarrowPage>
  );
}
