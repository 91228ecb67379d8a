// "Excluir conta" (DESIGN.md section 5): says what is erased and what the law makes us keep, asks
// for the password, and leaves for the public home once the account is gone.
import { Trash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { deleteAccountBody } from '../../../shared/auth/schemas.ts';
import { CheckList } from '../../components/ui/check-list.tsx';
import { DialogActions, dangerButtonClass } from '../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Form, FormField, useFormPending, useZodForm } from '../../components/ui/form.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { hostUrl } from '../../lib/hosts.ts';
import { LEAVING, wait } from '../../lib/use-form-action.ts';
import { deleteAccount } from './account-api.ts';
import { accountMessages } from './account-messages.ts';

export const erasedData = [
  'A conta e os dados do casal: nomes, e-mail, telefone e data do casamento.',
  'O site do casamento: endereço, textos, fotos e seções.',
  'Os convidados, as confirmações de presença e os recados do mural.',
  'As respostas da configuração inicial e as sessões abertas.',
];

function Footer({ ready }: { ready: boolean }) {
  const pending = useFormPending();
  return (
    <DialogActions pending={pending}>
      <button type="submit" className={dangerButtonClass} disabled={pending || !ready}>
        {pending ? 'Excluindo...' : 'Excluir conta definitivamente'}
      </button>
    </DialogActions>
  );
}

/** The dialog's form: mounted when the dialog opens, so closing it forgets the password. */
function DeleteAccountForm() {
  const form = useZodForm(deleteAccountBody, { defaultValues: { password: '' } });
  return (
    <Form
      form={form}
      summarize
      className="grid gap-5"
      serverFields={{ WRONG_PASSWORD: 'password' }}
      onSubmit={async ({ password }) => {
        await deleteAccount(password);
        toast.success(accountMessages.deleted);
        await wait(1500);
        window.location.assign(hostUrl('public', '/'));
        return LEAVING;
      }}
      footer={<Footer ready={Boolean(form.watch('password'))} />}
    >
      <div>
        <h3 className="text-sm font-semibold text-ink">O que apagamos</h3>
        <CheckList className="mt-2 text-sm" items={erasedData} />
      </div>
      <div className="rounded-2xl bg-warning-soft p-4 text-sm leading-relaxed text-warning">
        <h3 className="font-semibold">O que guardamos</h3>
        <p className="mt-1">
          Se a conta recebeu presentes, os registros financeiros (pagamentos, taxas e saques) ficam guardados
          por 5 anos, como exige a legislação tributária brasileira, ligados a uma conta anônima e desativada.
        </p>
      </div>
      <FormField form={form} name="password" id="excluir-senha" label="Digite sua senha para confirmar">
        {(control) => <PasswordField {...control} autoComplete="current-password" />}
      </FormField>
    </Form>
  );
}

export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={dangerButtonClass}>
        <Trash className="size-4" aria-hidden="true" />
        Excluir conta
      </DialogTrigger>
      <DialogContent
        title="Excluir a conta?"
        description="Esta ação não pode ser desfeita. O site sai do ar na hora e o endereço fica livre para outro casal."
        closeLabel="Cancelar e fechar"
      >
        <div className="mt-5">
          <DeleteAccountForm />
        </div>
      </DialogContent>
    </Dialog>
  );
}
