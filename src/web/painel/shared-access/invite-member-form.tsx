// "Convidar alguém": the person's e-mail and the access they get, each access explained. A refusal
// about the address (already invited, a couple's account, a second partner) shows under the e-mail.
import { toast } from 'sonner';
import {
  type InviteMember,
  inviteMemberBody,
  memberRoles,
  sharedAccessTexts as t,
} from '../../../shared/shared-access.ts';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';

export function InviteMemberForm({ onInvite }: { onInvite: (input: InviteMember) => Promise<unknown> }) {
  const form = useZodForm(inviteMemberBody, {
    defaultValues: { email: '', role: 'planner' as InviteMember['role'] },
  });
  const role = form.watch('role');
  return (
    <Form
      form={form}
      className="grid gap-5"
      serverFields={{ MEMBER_EXISTS: 'email', MEMBER_EMAIL_TAKEN: 'email', PARTNER_EXISTS: 'role' }}
      onSubmit={async (input) => {
        await onInvite(input);
        toast.success(t.invited(input.email));
        form.reset({ email: '', role: input.role });
      }}
      footer={<FormSubmit className="sm:w-auto sm:justify-self-start">{t.invite}</FormSubmit>}
    >
      <FormField form={form} name="email" id="acesso-email" label={t.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            maxLength={254}
          />
        )}
      </FormField>
      <SelectField
        form={form}
        name="role"
        id="acesso-papel"
        label={t.role}
        hint={t.roleHint[role]}
        options={optionsOf(t.roleLabel, memberRoles)}
      />
    </Form>
  );
}
