// `/dashboard/dados-do-casal`: names, genders and phone, with sign-up's rules and messages, and the
// couple's WhatsApp notices.
import { toast } from 'sonner';
import { type CoupleData, coupleDataBody } from '../../../shared/auth/schemas.ts';
import { Form, FormControlledField, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useCurrentSession, useWeddingId } from '../session/session-context.ts';
import { useSeesMoney } from '../shared-access/use-wedding-role.ts';
import { WhatsAppNoticesCard } from '../whatsapp/whatsapp-notices-card.tsx';
import { saveCoupleData } from './account-api.ts';
import { accountMessages } from './account-messages.ts';
import { AccountPageFrame, cardClass } from './account-page-frame.tsx';

type CoupleForm = ReturnType<typeof useCoupleForm>;

function useCoupleForm() {
  const c = useCurrentSession().session.couple;
  return useZodForm(coupleDataBody, {
    defaultValues: {
      name1: c?.name1 ?? '',
      gender1: (c?.gender1 ?? '') as CoupleData['gender1'],
      name2: c?.name2 ?? '',
      gender2: (c?.gender2 ?? '') as CoupleData['gender2'],
      phone: c?.phone ?? '',
    },
  });
}

function PersonFields({ form, n }: { form: CoupleForm; n: 1 | 2 }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      <legend className="sr-only">Noivo(a) {n}</legend>
      <FormField form={form} name={`name${n}`} id={`casal-nome-${n}`} label={`Nome do(a) noivo(a) ${n}`}>
        {(control) => <Input {...control} autoComplete="off" maxLength={80} />}
      </FormField>
      <FormField form={form} name={`gender${n}`} id={`casal-genero-${n}`} label={`Noivo(a) ${n} é`}>
        {(control) => (
          <Select {...control}>
            <option value="">Selecione</option>
            <option value="noiva">Noiva</option>
            <option value="noivo">Noivo</option>
          </Select>
        )}
      </FormField>
    </fieldset>
  );
}

export function CoupleDataPage() {
  const { refresh } = useCurrentSession();
  const form = useCoupleForm();
  const weddingId = useWeddingId();
  const seesMoney = useSeesMoney();

  return (
    <AccountPageFrame
      title="Dados do Casal"
      lead="Os nomes aparecem no site, no painel e na busca de casais. Vocês podem alterá-los a qualquer momento."
    >
      <div className={cardClass}>
        <Form
          form={form}
          summarize
          className="grid gap-6"
          onSubmit={async (data) => {
            await saveCoupleData(data);
            toast.success(accountMessages.saved);
            refresh();
          }}
          footer={<FormSubmit className="sm:w-auto sm:justify-self-start">Salvar dados</FormSubmit>}
        >
          <PersonFields form={form} n={1} />
          <PersonFields form={form} n={2} />
          <FormControlledField
            form={form}
            name="phone"
            id="casal-telefone"
            label="Telefone (opcional)"
            hint="Com DDD, no formato (XX) XXXXX-XXXX. Deixe em branco para não informar."
          >
            {(control) => <PhoneInput {...control} autoComplete="tel-national" />}
          </FormControlledField>
        </Form>
      </div>
      {weddingId && seesMoney && (
        <WhatsAppNoticesCard weddingId={weddingId} className={`${cardClass} grid gap-4`} />
      )}
    </AccountPageFrame>
  );
}
