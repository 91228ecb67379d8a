// `/admin/couples/{id}/edit` (DESIGN.md decision (7)): names, e-mail, phone, wedding date and
// status. Making the couple inactive here has the same effect as "Desativar".
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CoupleOverview } from '../../../shared/admin-couple-detail.ts';
import {
  coupleEditBody,
  coupleNames,
  coupleStatusLabels,
  adminCoupleMessages as m,
} from '../../../shared/admin-couples.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Form, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BackToCouples } from './couple-detail-page.tsx';
import { EmailField, Field, NameField, PhoneField } from './couple-fields.tsx';
import { couplePath } from './couple-paths.ts';
import { coupleKeys, editCouple } from './couples-api.ts';
import { Loaded } from './detail-parts.tsx';
import { useCoupleId, useCoupleOverview } from './use-couple.ts';

function EditForm({ couple }: { couple: CoupleOverview }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useZodForm(coupleEditBody, {
    defaultValues: {
      name1: couple.name1 ?? '',
      name2: couple.name2 ?? '',
      email: couple.email,
      phone: couple.phone ?? '',
      weddingDate: couple.weddingDate ?? '',
      status: couple.status,
    },
  });

  return (
    <Form
      form={form}
      summarize
      serverFields={{ EMAIL_IN_USE: 'email' }}
      className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-8"
      fieldsetClassName="grid gap-5 sm:grid-cols-2"
      onSubmit={async () => {
        // The form's own values: the server reads an empty date as "no date".
        const saved = await editCouple(couple.id, form.getValues());
        client.setQueryData(coupleKeys.detail(couple.id), saved);
        await client.invalidateQueries({ queryKey: coupleKeys.all });
        toast.success(m.saved);
        navigate(couplePath(couple.id));
      }}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink variant="outline" size="lg" to={couplePath(couple.id)}>
            Cancelar
          </ButtonLink>
          <FormSubmit className="sm:w-auto">Salvar alterações</FormSubmit>
        </div>
      }
    >
      <legend className="sr-only">Dados do casal</legend>
      <NameField form={form} name="name1" id="editar-nome1" label="Noivo(a) 1 *" />
      <NameField form={form} name="name2" id="editar-nome2" label="Noivo(a) 2 *" />
      <EmailField form={form} name="email" id="editar-email" hint="O casal passa a entrar com este e-mail." />
      <PhoneField form={form} name="phone" id="editar-telefone" />
      <Field form={form} name="weddingDate" id="editar-data" label="Data do casamento" type="date" />
      <SelectField
        form={form}
        name="status"
        id="editar-status"
        label="Status"
        hint="Inativo: o site sai do ar, o login é recusado e as sessões abertas são encerradas."
        options={optionsOf(coupleStatusLabels)}
      />
    </Form>
  );
}

export function CoupleEditPage() {
  const id = useCoupleId();
  const overview = useCoupleOverview(id);
  const names = overview.data ? coupleNames(overview.data) : 'Casal';
  usePageTitle(`Editar ${names}`);
  return (
    <section className="mx-auto grid max-w-3xl gap-6">
      <BackToCouples />
      <Loaded query={overview}>
        {(couple) => (
          <>
            <div>
              <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Casais</p>
              <h1 className="mt-1 font-serif text-3xl font-bold break-words text-ink">Editar {names}</h1>
            </div>
            <EditForm key={couple.id} couple={couple} />
          </>
        )}
      </Loaded>
    </section>
  );
}
