// "Bloqueios": wallets in debt (a refund or chargeback after a withdrawal) and card money held for
// review, with "Liberar" for the latter (ADR 013).
import type { ReactNode } from 'react';
import { walletHoldsMessages as m } from '../../../shared/admin-wallet-holds.ts';
import { formatBRL } from '../../../shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { formatDateTime } from '../lib/admin-format.ts';
import { useReleaseWallet, useWalletHolds } from './use-payments.ts';

function Block({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
      <h2 className="font-serif text-lg font-bold text-ink">{title}</h2>
      <p className="text-sm text-muted">{lead}</p>
      {children}
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
          <Block title={m.underReviewTitle} lead={m.underReviewLead}>
            {underReview.length === 0 ? (
              <p className="text-sm text-muted" role="status">
                {m.noneUnderReview}
              </p>
            ) : (
              <ul className="divide-y divide-ink/5">
                {underReview.map((w) => (
                  <li key={w.weddingId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div>
                      <p className="font-semibold text-ink">{w.coupleNames || w.slug}</p>
                      <p className="text-sm text-muted">
                        {formatBRL(w.cardCents)} por cartão desde {formatDateTime(w.firstCardAt)}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      disabled={busy !== null}
                      aria-busy={busy === w.weddingId || undefined}
                      onClick={() => void release(w.weddingId)}
                    >
                      {m.release}
                      <span className="sr-only"> o saldo de {w.coupleNames || w.slug}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Block>
          <Block title={m.inDebtTitle} lead={m.inDebtLead}>
            {inDebt.length === 0 ? (
              <p className="text-sm text-muted" role="status">
                {m.noneInDebt}
              </p>
            ) : (
              <ul className="divide-y divide-ink/5">
                {inDebt.map((w) => (
                  <li key={w.weddingId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <p className="font-semibold text-ink">{w.coupleNames || w.slug}</p>
                    <p className="font-semibold text-danger tabular-nums">−{formatBRL(w.debtCents)}</p>
                  </li>
                ))}
              </ul>
            )}
          </Block>
        </>
      )}
    </ListState>
  );
}
