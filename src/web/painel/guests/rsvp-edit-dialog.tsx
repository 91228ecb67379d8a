// "Editar resposta": the guest form's fields and rules (shared `rsvpBody`), for the couple to fix a
// name, the companions or a contact. The form locks while saving; errors keep the dialog open.
import { z } from 'zod';
import { type RsvpInput, type RsvpItem, rsvpBody, rsvpMessages } from '../../../shared/rsvp.ts';
import { FormControlledField, FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { thenToast } from '../../lib/then-toast.ts';
import { guestsMessages } from './guests-messages.ts';
import { AttendingChoice, CompanionFields } from './rsvp-form-fields.tsx';

const MAX_COMPANIONS = 20;

/** The shared schema's messages speak to the guest; the couple reads them about the guest. */
function fieldError(message: string | undefined): string {
  if (message === rsvpMessages.nameRequired) return guestsMessages.guestNameRequired;
  if (message === rsvpMessages.namesMismatch || message === rsvpMessages.invalidEmail) return message;
  return guestsMessages.checkFields;
}

/**
 * The answer as the form holds it, checked by the guest form's `rsvpBody`: its first issue, in the
 * couple's words, on the field it is about.
 */
export const rsvpEditForm = z
  .object({
    name: z.string(),
    attending: z.boolean(),
    companions: z.number(),
    companionNames: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
    note: z.string(),
  })
  .transform((v, ctx) => {
    const parsed = rsvpBody.safeParse({
      name: v.name,
      attending: v.attending,
      companions: v.attending ? v.companions : 0,
      companionNames: v.attending ? v.companionNames.slice(0, v.companions) : [],
      phone: v.phone || null,
      email: v.email.trim() || null,
      note: v.note.trim() || null,
    });
    const issue = parsed.error?.issues[0];
    if (issue)
      ctx.addIssue({
        code: 'custom',
        path: [String(issue.path[0] ?? 'name')],
        message: fieldError(issue.message),
      });
    return parsed.data ?? z.NEVER;
  });

function RsvpForm({
  rsvp,
  onSave,
  onClose,
}: {
  rsvp: RsvpItem;
  onSave: (id: string, body: RsvpInput) => Promise<void>;
  onClose: () => void;
}) {
  const form = useZodForm(rsvpEditForm, {
    defaultValues: {
      name: rsvp.name,
      attending: rsvp.attending,
      companions: rsvp.companions,
      companionNames: rsvp.companionNames,
      phone: rsvp.phone ?? '',
      email: rsvp.email ?? '',
      note: rsvp.note ?? '',
    },
  });
  const [attending, companions, names] = form.watch(['attending', 'companions', 'companionNames']);

  return (
    <FormDialog
      onClose={onClose}
      title="Editar resposta"
      description={`Corrijam a resposta de ${rsvp.name}. O convidado não é avisado da mudança.`}
      form={form}
      summarize
      submitLabel="Salvar alterações"
      onSubmit={thenToast((body) => onSave(rsvp.id, body), guestsMessages.rsvpSaved)}
    >
      <FormField form={form} name="name" id="rsvp-edit-name" label="Nome completo">
        {(control) => <Input {...control} maxLength={120} autoComplete="off" />}
      </FormField>
      <AttendingChoice attending={attending} onChange={(next) => form.setValue('attending', next)} />
      {attending && (
        <CompanionFields
          count={companions}
          max={MAX_COMPANIONS}
          names={names}
          onCount={(count) => form.setValue('companions', count)}
          onNames={(next) => form.setValue('companionNames', next)}
          invalid={Boolean(form.formState.errors.companionNames)}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <FormControlledField form={form} name="phone" id="rsvp-edit-phone" label="Telefone (opcional)">
          {(control) => <PhoneInput {...control} autoComplete="off" />}
        </FormControlledField>
        <FormField form={form} name="email" id="rsvp-edit-email" label="E-mail (opcional)">
          {(control) => <Input {...control} type="email" autoComplete="off" maxLength={254} />}
        </FormField>
      </div>
      <FormField form={form} name="note" id="rsvp-edit-note" label="Recado para os noivos (opcional)">
        {(control) => <Textarea {...control} rows={3} maxLength={1000} />}
      </FormField>
    </FormDialog>
  );
}

export function RsvpEditDialog({
  rsvp,
  onClose,
  onSave,
}: {
  rsvp: RsvpItem | null;
  onClose: () => void;
  onSave: (id: string, body: RsvpInput) => Promise<void>;
}) {
  if (!rsvp) return null;
  return <RsvpForm key={rsvp.id} rsvp={rsvp} onSave={onSave} onClose={onClose} />;
}
