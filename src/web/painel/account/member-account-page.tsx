// "Minha conta" of a member of the wedding (shared access): their e-mail, the name they go by and
// their password. The couple's data, the wedding's date and the payout key stay the owner's.
import { toast } from 'sonner';
import {
  changePasswordBody,
  memberNameBody,
  type OwnAccount,
  memberAccountTexts as t,
} from '../../../shared/member-account.ts';
import { NewPasswordField } from '../../components/auth/new-password-field.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { Loading, PageLoadFailed } from '../../components/ui/query-state.tsx';
import { thenToast } from '../../lib/then-toast.ts';
import { changeOwnPassword } from './account-api.ts';
import { AccountPageFrame, cardClass } from './account-page-frame.tsx';
import { useOwnAccount, useSaveOwnName } from './use-own-account.ts';

function NameForm({ account }: { account: OwnAccount }) {
  const save = useSaveOwnName();
  const form = useZodForm(memberNameBody, { defaultValues: { name: account.name ?? '' } });
  return (
    <Form
      form={form}
      className="grid gap-5"
      onSubmit={thenToast(save, t.nameSaved)}
      footer={<FormSubmit className="sm:w-auto sm:justify-self-start">{t.saveName}</FormSubmit>}
    >
      <p className="text-sm text-muted">
        {t.email}: <strong className="break-words text-ink">{account.email}</strong>
      </p>
      <FormField form={form} name="name" id="conta-nome" label={t.name}>
        {(control) => <Input {...control} autoComplete="name" maxLength={80} />}
      </FormField>
    </Form>
  );
}

function PasswordForm() {
  const form = useZodForm(changePasswordBody, { defaultValues: { currentPassword: '', newPassword: '' } });
  return (
    <Form
      form={form}
      className="grid gap-5"
      serverFields={{ WRONG_PASSWORD: 'currentPassword' }}
      onSubmit={async (body) => {
        await changeOwnPassword(body);
        form.reset();
        toast.success(t.passwordChanged);
      }}
      footer={<FormSubmit className="sm:w-auto sm:justify-self-start">{t.savePassword}</FormSubmit>}
    >
      <h2 className="font-serif text-xl font-bold text-ink">{t.passwordTitle}</h2>
      <FormField form={form} name="currentPassword" id="conta-senha-atual" label={t.currentPassword}>
        {(control) => <PasswordField {...control} autoComplete="current-password" />}
      </FormField>
      <NewPasswordField form={form} name="newPassword" id="conta-nova-senha" label={t.newPassword} />
    </Form>
  );
}

export function MemberAccountPage() {
  const account = useOwnAccount();
  return (
    <AccountPageFrame title={t.title} lead={t.lead}>
      {account.data ? (
        <div className={cardClass}>
          <NameForm account={account.data} />
        </div>
      ) : account.isError ? (
        <PageLoadFailed message={t.loadFailed} retryLabel={t.retry} onRetry={() => void account.refetch()} />
      ) : (
        <Loading label={t.loading} />
      )}
      <div className={cardClass}>
        <PasswordForm />
      </div>
    </AccountPageFrame>
  );
}
