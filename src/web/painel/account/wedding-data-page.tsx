// `/dashboard/dados-do-casamento`: the wedding date, changeable at any time (SPEC 1, 5).
import { useMemo } from 'react';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { weddingDateBody } from '../../../shared/auth/schemas.ts';
import { formatDateLong, todayIn } from '../../../shared/dates.ts';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useCurrentSession } from '../session/session-context.ts';
import { saveWeddingDate } from './account-api.ts';
import { accountMessages } from './account-messages.ts';
import { AccountPageFrame, cardClass } from './account-page-frame.tsx';

/** The server's rule plus the form's own: a date from `today` on. */
export function weddingDateForm(today: string) {
  return weddingDateBody.refine((b) => b.weddingDate >= today, {
    message: authMessages.pastWeddingDate,
    path: ['weddingDate'],
  });
}

export function WeddingDataPage() {
  const { session, refresh } = useCurrentSession();
  const current = session.couple?.weddingDate ?? '';
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const schema = useMemo(() => weddingDateForm(today), [today]);
  const form = useZodForm(schema, { defaultValues: { weddingDate: current } });

  return (
    <AccountPageFrame
      title="Dados do Casamento"
      lead="A data aparece no site, na contagem regressiva e nos convites. Vocês podem mudá-la quando quiserem, mesmo com o site publicado."
    >
      <div className={cardClass}>
        <Form
          form={form}
          summarize
          onSubmit={async ({ weddingDate }) => {
            await saveWeddingDate(weddingDate);
            toast.success(accountMessages.saved);
            refresh();
          }}
          footer={<FormSubmit className="sm:w-auto sm:justify-self-start">Salvar data</FormSubmit>}
        >
          {current && (
            <p className="text-sm text-muted">
              Data atual: <strong className="text-ink">{formatDateLong(current)}</strong>
            </p>
          )}
          <FormField
            form={form}
            name="weddingDate"
            id="casamento-data"
            label="Data do casamento"
            hint={accountMessages.dateHint}
          >
            {(control) => <Input {...control} type="date" min={today} />}
          </FormField>
        </Form>
      </div>
    </AccountPageFrame>
  );
}
