// `/dashboard/dados-do-casamento`: the wedding date, changeable at any time (SPEC 1, 5).
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { authMessages } from '../../../shared/auth/messages.ts';
import { weddingDateBody } from '../../../shared/auth/schemas.ts';
import { formatDateLong, todayIn } from '../../../shared/dates.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { useCurrentSession } from '../session/session-context.ts';
import { saveWeddingDate } from './account-api.ts';
import { accountMessages } from './account-messages.ts';
import { AccountPageFrame, cardClass } from './account-page-frame.tsx';

export function WeddingDataPage() {
  const { session, refresh } = useCurrentSession();
  const current = session.couple?.weddingDate ?? '';
  const [date, setDate] = useState(current);
  const { pending, error, fail, run } = useFormAction();
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body = weddingDateBody.safeParse({ weddingDate: date });
    if (!body.success) return fail(authMessages.requiredFields);
    if (body.data.weddingDate < today) return fail(authMessages.pastWeddingDate);
    void run(async () => {
      await saveWeddingDate(body.data.weddingDate);
      toast.success(accountMessages.saved);
      refresh();
    });
  }

  return (
    <AccountPageFrame
      title="Dados do Casamento"
      lead="A data aparece no site, na contagem regressiva e nos convites. Vocês podem mudá-la quando quiserem, mesmo com o site publicado."
    >
      <form onSubmit={submit} noValidate className={`${cardClass} grid gap-5`} aria-busy={pending}>
        {current && (
          <p className="text-sm text-muted">
            Data atual: <strong className="text-ink">{formatDateLong(current)}</strong>
          </p>
        )}
        <div>
          <Label htmlFor="casamento-data">Data do casamento</Label>
          <Input
            id="casamento-data"
            type="date"
            min={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            disabled={pending}
            invalid={Boolean(error)}
            aria-describedby="casamento-data-dica"
          />
          <p id="casamento-data-dica" className="mt-1.5 text-xs text-muted">
            {accountMessages.dateHint}
          </p>
        </div>
        <FormError message={error} />
        <SubmitButton pending={pending} className="sm:w-auto sm:justify-self-start">
          Salvar data
        </SubmitButton>
      </form>
    </AccountPageFrame>
  );
}
