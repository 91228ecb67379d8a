// "Adicionar casal": the couple's names, e-mail, phone and wedding date. The server creates the
// account and the wedding and e-mails the couple a link to create their password.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  type CoupleCreateInput,
  coupleCreateBody,
  adminCoupleMessages as m,
} from '../../../shared/admin-couples.ts';
import { useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { EmailField, Field, GenderField, NameField, PhoneField } from './couple-fields.tsx';
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

function AddCoupleFormDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useZodForm(coupleCreateBody, { defaultValues: empty });
  return (
    <FormDialog
      onClose={onClose}
      title="Adicionar casal"
      description="Criamos a conta e o site do casal e enviamos um e-mail para criarem a senha."
      className="sm:max-w-2xl"
      form={form}
      summarize
      serverFields={{ EMAIL_IN_USE: 'email' }}
      submitLabel="Adicionar casal"
      pendingLabel="Adicionando..."
      onSubmit={async (values) => {
        const created = await createCouple(values);
        toast.success(m.created, { description: m.createdHint });
        await client.invalidateQueries({ queryKey: coupleKeys.all });
        navigate(couplePath(created.id));
      }}
    >
      <div className="grid min-w-0 gap-4 sm:grid-cols-2">
        <NameField form={form} name="name1" id="novo-nome1" label="Nome do(a) noivo(a) 1 *" />
        <GenderField form={form} name="gender1" id="novo-genero1" label="Noivo(a) 1 é" />
        <NameField form={form} name="name2" id="novo-nome2" label="Nome do(a) noivo(a) 2 *" />
        <GenderField form={form} name="gender2" id="novo-genero2" label="Noivo(a) 2 é" />
        <EmailField
          form={form}
          name="email"
          id="novo-email"
          hint="O casal recebe neste e-mail o link para criar a senha."
        />
        <PhoneField form={form} name="phone" id="novo-telefone" />
        <Field form={form} name="weddingDate" id="novo-data" label="Data do casamento *" type="date" />
      </div>
    </FormDialog>
  );
}

export function AddCoupleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <AddCoupleFormDialog onClose={onClose} /> : null;
}
