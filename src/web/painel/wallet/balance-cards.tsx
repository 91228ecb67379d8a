// The three figures of the wallet, each a sum of ledger entries: received, waiting (with the day
// each part is released) and available.
import { CalendarClock, type LucideIcon, PiggyBank, Wallet } from 'lucide-react';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import type { WalletView } from '../../../shared/payments/wallet.ts';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { walletTexts as t } from './wallet-texts.ts';

function Card({
  icon,
  label,
  hint,
  cents,
  tone,
  children,
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
  cents: number;
  tone: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
      <dt className="flex items-center gap-3 text-sm font-medium text-muted">
        <IconBadge icon={icon} className={`size-10 shrink-0 ${tone}`} />
        {label}
      </dt>
      <dd className="font-serif text-3xl font-bold text-ink tabular-nums">{formatBRL(cents)}</dd>
      <dd className="text-xs leading-snug text-muted">{hint}</dd>
      {children}
    </div>
  );
}

export const releaseDay = (iso: string) => formatDateShort(todayIn('America/Sao_Paulo', new Date(iso)));

export function BalanceCards({ wallet, releaseDays }: { wallet: WalletView; releaseDays: number }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Card
        icon={PiggyBank}
        label={t.totalReceived}
        hint={t.totalReceivedHint}
        cents={wallet.totalReceivedCents}
        tone="bg-brand-soft text-brand-dark"
      />
      <Card
        icon={CalendarClock}
        label={t.pending}
        hint={t.pendingHint(releaseDays)}
        cents={wallet.pendingCents}
        tone="bg-warning-soft text-warning"
      >
        {wallet.releases.length > 0 && (
          <dd>
            <ul className="mt-1 space-y-1 text-sm">
              {wallet.releases.map((r) => (
                <li key={r.releaseAt} className="flex justify-between gap-2">
                  <span className="font-medium text-ink tabular-nums">{formatBRL(r.amountCents)}</span>
                  <span className="text-muted">{t.releaseOn(releaseDay(r.releaseAt))}</span>
                </li>
              ))}
            </ul>
          </dd>
        )}
      </Card>
      <Card
        icon={Wallet}
        label={t.available}
        hint={t.availableHint}
        cents={wallet.availableCents}
        tone="bg-teal-soft text-teal-dark"
      />
    </dl>
  );
}
