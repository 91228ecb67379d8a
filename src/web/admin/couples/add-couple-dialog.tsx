// "Adicionar casal": the couple's names, e-mail, phone and wedding date. The server creates the
// account and the wedding and e-mails the couple a link to create their password.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  type CoupleCreateInput,
  coupleCreateBody,
  adminCoupleMessages as m,
} from '../../../shared/admin-couples.ts';
import { authMessages } from '../../../shared/auth/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { Field, GenderField, PhoneField } from './couple-fields.tsx';
import { couplePath } from './couple-paths.ts';
import { coupleKeys, createCouple } from './couples-api.ts';

const empty: CoupleCreateInput = {
  name1: '',
  gender1: 'noiva',
  name2: '',
  gender2: 'noivo',
  email: '',
  phone: '',
  weddingDate: '',
};

function AddCoupleForm({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState(empty);
  const { pending, error, fail, run } = useFormAction();
  const update = (patch: Partial<CoupleCreateInput>) => setForm((f) => ({ ...f, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = coupleCreateBody.safeParse(form);
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? authMessages.requiredFields);
      return;
    }
    void run(async () => {
      const created = await createCouple(form);
      toast.success(m.created, { description: m.createdHint });
      await client.invalidateQueries({ queryKey: coupleKeys.all });
      onDone();
      navigate(couplePath(created.id));
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-5" aria-busy={pending}>
      <fieldset disabled={pending} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <Field
          id="novo-nome1"
          label="Nome do(a) noivo(a) 1 *"
          value={form.name1}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => update({ name1: e.target.value })}
        />
        <GenderField
          id="novo-genero1"
          label="Noivo(a) 1 é"
          value={form.gender1}
          onChange={(gender1) => update({ gender1 })}
        />
        <Field
          id="novo-nome2"
          label="Nome do(a) noivo(a) 2 *"
          value={form.name2}
          maxLength={80}
          autoComplete="off"
          onChange={(e) => update({ name2: e.target.value })}
        />
        <GenderField
          id="novo-genero2"
          label="Noivo(a) 2 é"
          value={form.gender2}
          onChange={(gender2) => update({ gender2 })}
        />
        <div className="sm:col-span-2">
          <Field
            id="novo-email"
            label="E-mail *"
            type="email"
            autoComplete="off"
            value={form.email}
            invalid={error === authMessages.invalidEmail || error === m.emailInUse}
            hint="O casal recebe neste e-mail o link para criar a senha."
            onChange={(e) => update({ email: e.target.value })}
          />
        </div>
        <PhoneField
          id="novo-telefone"
          value={form.phone ?? ''}
          invalid={error === authMessages.invalidPhone}
          onChange={(phone) => update({ phone })}
        />
        <Field
          id="novo-data"
          label="Data do casamento *"
          type="date"
          value={form.weddingDate}
          invalid={error === m.invalidDate}
          onChange={(e) => update({ weddingDate: e.target.value })}
        />
      </fieldset>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" size="lg" disabled={pending}>
            Cancelar
          </Button>
        </DialogClose>
        <SubmitButton pending={pending} pendingLabel="Adicionando..." className="sm:w-auto">
          Adicionar casal
        </SubmitButton>
      </div>
    </form>
  );
}

export function AddCoupleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          title="Adicionar casal"
          description="Criamos a conta e o site do casal e enviamos um e-mail para criarem a senha."
          closeLabel="Cancelar e fechar"
          className="sm:max-w-2xl"
        >
          <AddCoupleForm onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
