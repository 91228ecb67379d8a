// Why "Minha Carteira" cannot withdraw now although it may show money: a negative balance (a
// refund or chargeback after a withdrawal) or card money under review (ADR 013).
import type { WalletView } from '../../../shared/payments/wallet.ts';
import { walletMessages } from '../../../shared/payments/wallet.ts';

export function WalletHolds({ wallet }: { wallet: Pick<WalletView, 'debtCents' | 'underReviewCents'> }) {
  if (wallet.debtCents <= 0 && wallet.underReviewCents <= 0) return null;
  return (
    <div className="space-y-3">
      {wallet.debtCents > 0 && (
        <p role="status" className="rounded-2xl bg-danger-soft p-4 text-sm leading-relaxed text-danger-deep">
          {walletMessages.inDebt(wallet.debtCents)}
        </p>
      )}
      {wallet.underReviewCents > 0 && (
        <p role="status" className="rounded-2xl bg-warning-soft p-4 text-sm leading-relaxed text-ink">
          {walletMessages.underReview(wallet.underReviewCents)}
        </p>
      )}
    </div>
  );
}
