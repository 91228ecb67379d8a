// "Senha do site": set, change or remove the password guests type to open the site.
import { Lock, LockOpen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { siteMessages, sitePasswordBody } from '../../../shared/site-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { EditorCard } from './editor-page.tsx';
import { setSitePassword } from './site-api.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

export function PasswordCard() {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const [password, setPassword] = useState('');
  const { pending, error, fail, run } = useFormAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = sitePasswordBody.safeParse({ password });
    if (!body.success || !body.data.password) return fail(siteMessages.passwordTooShort);
    const value = body.data.password;
    void run(async () => {
      await setSitePassword(weddingId, value);
      cache.update((s) => ({ ...s, hasPassword: true }));
      setPassword('');
      toast.success(siteMessages.passwordSet);
    });
  }

  function remove() {
    void run(async () => {
      await setSitePassword(weddingId, null);
      cache.update((s) => ({ ...s, hasPassword: false }));
      setPassword('');
      toast.success(siteMessages.passwordRemoved);
    });
  }

  const Icon = site.hasPassword ? Lock : LockOpen;
  return (
    <EditorCard
      title="Senha do site"
      description="Com senha, os convidados digitam a senha uma vez para abrir o site naquele navegador."
    >
      <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-4">
        <p
          className={`flex items-center gap-2 rounded-2xl px-4 py-3 text-sm font-medium ${site.hasPassword ? 'bg-teal-soft text-ink' : 'bg-cream text-muted'}`}
        >
          <Icon
            className={`size-4 shrink-0 ${site.hasPassword ? 'text-teal-dark' : ''}`}
            aria-hidden="true"
          />
          {site.hasPassword ? 'O site está protegido por senha.' : 'O site está aberto a todos com o link.'}
        </p>
        <div>
          <Label htmlFor="site-senha">Senha do site</Label>
          <PasswordField
            id="site-senha"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={pending}
            invalid={Boolean(error)}
            autoComplete="new-password"
            minLength={8}
            maxLength={100}
            aria-describedby="site-senha-dica"
          />
          <p id="site-senha-dica" className="mt-1.5 text-xs text-muted">
            Pelo menos 4 caracteres. Contem a senha aos convidados junto com o link.
          </p>
        </div>
        <FormError message={error} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SubmitButton pending={pending} className="sm:w-auto">
            {site.hasPassword ? 'Trocar senha' : 'Definir senha'}
          </SubmitButton>
          {site.hasPassword && (
            <Button variant="ghost" size="lg" disabled={pending} onClick={remove}>
              Remover senha
            </Button>
          )}
        </div>
      </form>
    </EditorCard>
  );
}
