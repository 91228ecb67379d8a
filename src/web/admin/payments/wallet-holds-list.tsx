// "Bloqueios": wallets in debt (a refund or chargeback after a withdrawal) and card money held for
// review, with "Liberar" for the latter (ADR 013).
import type { ReactNode } from 'react';
import { walletHoldsMessages as m } from '../../../shared/admin-wallet-holds.ts';
import { formatBRL } from '../../../shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { formatDateTime } from '../lib/admin-format.ts';
import { rowButton } from '../lib/use-row-action.ts';
import { useReleaseWallet, useWalletHolds } from './use-payments.ts';

/** One kind of hold: its title and explanation, then its wallets or the line saying there are none. */
function Block<T extends { weddingId: string }>({
  title,
  lead,
  none,
  items,
  children,
}: {
  title: string;
  lead: string;
  none: string;
  items: T[];
  children: (wallet: T) => ReactNode;
}) {
  return (
    <section aria-label={title} className="grid gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
      <h2 className="font-serif text-lg font-bold text-ink">{title}</h2>
      <p className="text-sm text-muted">{lead}</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted" role="status">
          {none}
        </p>
      ) : (
        <ul className="divide-y divide-ink/5">
          {items.map((w) => (
            <li key={w.weddingId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              {children(w)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function WalletHoldsList() {
  const holds = useWalletHolds();
  const { busy, release } = useReleaseWallet();
  return (
    <ListState query={holds}>
      {({ inDebt, underReview }) => (
        <>
          <Block
            title={m.underReviewTitle}
            lead={m.underReviewLead}
            none={m.noneUnderReview}
            items={underReview}
          >
            {(w) => (
              <>
                <div>
                  <p className="font-semibold text-ink">{w.coupleNames || w.slug}</p>
                  <p className="text-sm text-muted">
                    {formatBRL(w.cardCents)} por cartão desde {formatDateTime(w.firstCardAt)}
                  </p>
                </div>
                <Button size="sm" {...rowButton(busy, w.weddingId)} onClick={() => void release(w.weddingId)}>
                  {m.release}
                  <span className="sr-only"> o saldo de {w.coupleNames || w.slug}</span>
                </Button>
              </>
            )}
          </Block>
          <Block title={m.inDebtTitle} lead={m.inDebtLead} none={m.noneInDebt} items={inDebt}>
            {(w) => (
              <>
                <p className="font-semibold text-ink">{w.coupleNames || w.slug}</p>
                <p className="font-semibold text-danger tabular-nums">−{formatBRL(w.debtCents)}</p>
              </>
            )}
          </Block>
        </>
      )}
    </ListState>
  );
}
