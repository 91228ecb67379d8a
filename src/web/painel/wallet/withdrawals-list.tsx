// The couple's withdrawals, newest first, with their state (solicitado, processando, pago, falhou).
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import { pixKeyTypeLabels } from '../../../shared/payments/pix.ts';
import { type WithdrawalView, withdrawalStatusLabels } from '../../../shared/payments/wallet.ts';
import { walletTexts as t } from './wallet-texts.ts';

const tones: Record<WithdrawalView['status'], string> = {
  solicitado: 'bg-ink/5 text-ink',
  processando: 'bg-warning-soft text-warning',
  pago: 'bg-success-soft text-success',
  falhou: 'bg-danger-soft text-danger',
};

const day = (iso: string) => formatDateShort(todayIn('America/Sao_Paulo', new Date(iso)));

export function WithdrawalsList({ withdrawals }: { withdrawals: WithdrawalView[] }) {
  if (withdrawals.length === 0) return <p className="text-sm text-muted">{t.noWithdrawals}</p>;
  return (
    <ul className="divide-y divide-ink/5">
      {withdrawals.map((w) => (
        <li key={w.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-semibold text-ink tabular-nums">{formatBRL(w.amountCents)}</p>
            <p className="truncate text-sm text-muted">
              {day(w.createdAt)} · {pixKeyTypeLabels[w.pixKeyType]} {w.pixKey}
            </p>
            {w.status === 'falhou' && w.failureReason && (
              <p className="text-sm text-danger">{w.failureReason}</p>
            )}
          </div>
          <span className={`rounded-full px-3 py-1 text-xs font-semibold ${tones[w.status]}`}>
            {withdrawalStatusLabels[w.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
