// passo-2: names, genders and wedding date of the couple (SPEC 2.3, 5).
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { authMessages } from '../../../shared/auth/messages.ts';
import { coupleProfileBody, genderSchema } from '../../../shared/auth/schemas.ts';
import { todayIn } from '../../../shared/dates.ts';
import { AuthShell } from '../../components/auth/auth-shell.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { saveCoupleProfile } from './sign-up-api.ts';
import { type Gender, stepPath, useDraft, useKeepInDraft } from './sign-up-draft.ts';
import { StepButtons } from './step-buttons.tsx';
import { StepIndicator } from './step-indicator.tsx';

/** The shared profile rules, the genders as the selects hold them, and a date from today on. */
function coupleStepForm(today: string) {
  const gender = z.string().pipe(genderSchema);
  return coupleProfileBody
    .extend({ gender1: gender, gender2: gender })
    .refine((v) => v.weddingDate >= today, { message: authMessages.pastWeddingDate, path: ['weddingDate'] });
}

type CoupleStepForm = UseFormReturn<
  z.input<ReturnType<typeof coupleStepForm>>,
  unknown,
  z.output<ReturnType<typeof coupleStepForm>>
>;

/** One partner's name and gender on a line (ids as the E2E and the old form had them). */
function NameAndGender({
  form,
  who,
  nameLabel,
  genderLabel,
}: {
  form: CoupleStepForm;
  who: '1' | '2';
  nameLabel: string;
  genderLabel: string;
}) {
  const [nameId, genderId] =
    who === '1' ? ['cadastro-nome', 'cadastro-genero'] : ['cadastro-parceiro', 'cadastro-genero-parceiro'];
  return (
    <div className="grid gap-5 sm:grid-cols-[1fr_9rem]">
      <FormField form={form} name={`name${who}`} label={nameLabel} id={nameId}>
        {(control) => <Input {...control} autoComplete={who === '1' ? 'given-name' : 'off'} maxLength={80} />}
      </FormField>
      <FormField form={form} name={`gender${who}`} label={genderLabel} id={genderId}>
        {(control) => (
          <Select {...control}>
            <GenderOptions />
          </Select>
        )}
      </FormField>
    </div>
  );
}

function GenderOptions() {
  return (
    <>
      <option value="">Selecione</option>
      <option value="noiva">Noiva</option>
      <option value="noivo">Noivo</option>
    </>
  );
}

const coupleToDraft = (
  v: Partial<Record<'name1' | 'gender1' | 'name2' | 'gender2' | 'weddingDate', string>>,
) => ({
  userName: v.name1 ?? '',
  userGender: (v.gender1 ?? '') as Gender,
  partnerName: v.name2 ?? '',
  partnerGender: (v.gender2 ?? '') as Gender,
  weddingDate: v.weddingDate ?? '',
});

function CoupleForm({ today }: { today: string }) {
  const { draft, update } = useDraft();
  const navigate = useNavigate();
  const schema = useMemo(() => coupleStepForm(today), [today]);
  const form = useZodForm(schema, {
    defaultValues: {
      name1: draft.userName,
      gender1: draft.userGender,
      name2: draft.partnerName,
      gender2: draft.partnerGender,
      weddingDate: draft.weddingDate,
    },
  });

  useKeepInDraft(form, coupleToDraft);

  return (
    <Form
      form={form}
      summarize
      quiet
      serverFields={{ PAST_WEDDING_DATE: 'weddingDate' }}
      className="grid grid-cols-1 gap-5"
      onSubmit={async (profile) => {
        await saveCoupleProfile(profile);
        update({ reached: Math.max(draft.reached, 3) });
        navigate(stepPath(3));
      }}
      footer={
        <StepButtons onBack={() => navigate(stepPath(1))}>
          <FormSubmit>
            Continuar
            <ArrowRight className="size-5" aria-hidden="true" />
          </FormSubmit>
        </StepButtons>
      }
    >
      <NameAndGender form={form} who="1" nameLabel="Seu nome" genderLabel="Você é" />
      <NameAndGender form={form} who="2" nameLabel="Nome do(a) parceiro(a)" genderLabel="Seu par é" />
      <FormField
        form={form}
        name="weddingDate"
        label="Data do casamento"
        id="cadastro-data"
        hint={authMessages.dateHint}
      >
        {(control) => <Input {...control} type="date" min={today} />}
      </FormField>
    </Form>
  );
}

export function CoupleStep() {
  const { draft } = useDraft();
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

  if (!draft.accountEmail || draft.reached < 2) return <Navigate to={stepPath(1)} replace />;

  return (
    <AuthShell
      eyebrow={<StepIndicator step={2} />}
      title="Conte um pouco sobre vocês"
      subtitle="Com esses dados montamos o site e o endereço do casamento."
    >
      <CoupleForm today={today} />
    </AuthShell>
  );
}
