// "Editar resposta": the guest form's fields and rules (shared `rsvpBody`), for the couple to fix a
// name, the companions or a contact. The form locks while saving; errors keep the dialog open.
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { type RsvpInput, type RsvpItem, rsvpBody, rsvpMessages } from '../../../shared/rsvp.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { formatPhone, phoneDigits } from '../../lib/phone-mask.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { guestsMessages } from './guests-messages.ts';
import { AttendingChoice, CompanionFields } from './rsvp-form-fields.tsx';

const MAX_COMPANIONS = 20;

/** The shared schema's messages speak to the guest; the couple reads them about the guest. */
function fieldError(message: string | undefined): string {
  if (message === rsvpMessages.nameRequired) return guestsMessages.guestNameRequired;
  if (message === rsvpMessages.namesMismatch || message === rsvpMessages.invalidEmail) return message;
  return guestsMessages.checkFields;
}

type FormAction = ReturnType<typeof useFormAction>;

function RsvpForm({
  rsvp,
  action,
  onSave,
  onDone,
}: {
  rsvp: RsvpItem;
  action: FormAction;
  onSave: (id: string, body: RsvpInput) => Promise<void>;
  onDone: () => void;
}) {
  const [name, setName] = useState(rsvp.name);
  const [attending, setAttending] = useState(rsvp.attending);
  const [companions, setCompanions] = useState(rsvp.companions);
  const [names, setNames] = useState<string[]>(rsvp.companionNames);
  const [phone, setPhone] = useState(rsvp.phone ?? '');
  const [email, setEmail] = useState(rsvp.email ?? '');
  const [note, setNote] = useState(rsvp.note ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { pending, error, fail, run } = action;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = rsvpBody.safeParse({
      name,
      attending,
      companions: attending ? companions : 0,
      companionNames: attending ? names.slice(0, companions) : [],
      phone: phone || null,
      email: email.trim() || null,
      note: note.trim() || null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid(String(issue?.path[0] ?? ''));
      return fail(fieldError(issue?.message));
    }
    setInvalid(null);
    void run(async () => {
      await onSave(rsvp.id, parsed.data);
      toast.success(guestsMessages.rsvpSaved);
      onDone();
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-5" aria-busy={pending}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <div>
          <Label htmlFor="rsvp-edit-name">Nome completo</Label>
          <Input
            id="rsvp-edit-name"
            value={name}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            invalid={invalid === 'name'}
          />
        </div>
        <AttendingChoice attending={attending} onChange={setAttending} />
        {attending && (
          <CompanionFields
            count={companions}
            max={MAX_COMPANIONS}
            names={names}
            onCount={setCompanions}
            onNames={setNames}
            invalid={invalid === 'companionNames'}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
          <div>
            <Label htmlFor="rsvp-edit-phone">Telefone (opcional)</Label>
            <Input
              id="rsvp-edit-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              placeholder="(11) 98765-4321"
              value={formatPhone(phone)}
              onChange={(e) => setPhone(phoneDigits(e.target.value))}
            />
          </div>
          <div>
            <Label htmlFor="rsvp-edit-email">E-mail (opcional)</Label>
            <Input
              id="rsvp-edit-email"
              type="email"
              autoComplete="off"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              invalid={invalid === 'email'}
            />
          </div>
        </div>
        <div>
          <Label htmlFor="rsvp-edit-note">Recado para os noivos (opcional)</Label>
          <Textarea
            id="rsvp-edit-note"
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </fieldset>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" size="lg" disabled={pending}>
            Cancelar
          </Button>
        </DialogClose>
        <SubmitButton pending={pending} className="sm:w-auto">
          Salvar alterações
        </SubmitButton>
      </div>
    </form>
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
  const action = useFormAction();
  function change(open: boolean) {
    if (open || action.pending) return;
    action.clearError();
    onClose();
  }
  return (
    <Dialog open={rsvp !== null} onOpenChange={change}>
      {rsvp && (
        <DialogContent
          title="Editar resposta"
          description={`Corrijam a resposta de ${rsvp.name}. O convidado não é avisado da mudança.`}
          closeLabel="Cancelar e fechar"
        >
          <RsvpForm key={rsvp.id} rsvp={rsvp} action={action} onSave={onSave} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
