// "Senha do site": set, change or remove the password guests type to open the site. A password typed
// and not saved asks before leaving the page.
import { Lock, LockOpen } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { siteMessages, sitePasswordBody } from '../../../shared/site-editor.ts';
import { Form, FormAsideButton, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { EditorCard } from './editor-page.tsx';
import { setSitePassword } from './site-api.ts';
import { useUnsavedForm } from './unsaved-changes.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

/** The route's body with a password typed (removing it is the other button). */
const passwordForm = z.object({ password: sitePasswordBody.shape.password.unwrap() });

export function PasswordCard() {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const form = useZodForm(passwordForm, { defaultValues: { password: '' } });
  useUnsavedForm(form.control);

  async function store(password: string | null) {
    await setSitePassword(weddingId, password);
    cache.update((s) => ({ ...s, hasPassword: password !== null }));
    form.reset({ password: '' });
    toast.success(password === null ? siteMessages.passwordRemoved : siteMessages.passwordSet);
  }

  const Icon = site.hasPassword ? Lock : LockOpen;
  return (
    <EditorCard
      title="Senha do site"
      description="Com senha, os convidados digitam a senha uma vez para abrir o site naquele navegador."
    >
      <Form
        form={form}
        onSubmit={({ password }) => store(password)}
        summarize
        className="space-y-4"
        footer={
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <FormSubmit className="sm:w-auto">
              {site.hasPassword ? 'Trocar senha' : 'Definir senha'}
            </FormSubmit>
            {site.hasPassword && (
              <FormAsideButton variant="ghost" size="lg" action={() => store(null)}>
                Remover senha
              </FormAsideButton>
            )}
          </div>
        }
      >
        <p
          className={`flex items-center gap-2 rounded-2xl px-4 py-3 text-sm font-medium ${site.hasPassword ? 'bg-teal-soft text-ink' : 'bg-cream text-muted'}`}
        >
          <Icon
            className={`size-4 shrink-0 ${site.hasPassword ? 'text-teal-dark' : ''}`}
            aria-hidden="true"
          />
          {site.hasPassword ? 'O site está protegido por senha.' : 'O site está aberto a todos com o link.'}
        </p>
        <FormField
          form={form}
          name="password"
          id="site-senha"
          label="Senha do site"
          hint="Pelo menos 4 caracteres. Contem a senha aos convidados junto com o link."
        >
          {(control) => (
            <PasswordField {...control} autoComplete="new-password" minLength={8} maxLength={100} />
          )}
        </FormField>
      </Form>
    </EditorCard>
  );
}
