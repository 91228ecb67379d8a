import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Loading } from '../../components/ui/query-state.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import { WeddingPageFrame } from '../wedding-page-frame.tsx';
import { BalanceCards } from './balance-cards.tsx';
import { PayoutKeySection } from './payout-key-section.tsx';
import { StatementList } from './statement-list.tsx';
import { StepUpDialog } from './step-up-dialog.tsx';
import { useStepUp } from './use-step-up.ts';
import { useWallet, useWithdrawals } from './use-wallet.ts';
import { WalletHolds } from './wallet-holds.tsx';
import { walletTexts as t } from './wallet-texts.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalsList } from './withdrawals-list.tsx';

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6">
      <h2 className="font-serif text-xl font-bold text-ink">{title}</h2>
      {lead && <p className="mt-1 text-sm leading-relaxed text-muted">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Wallet({ weddingId }: { weddingId: string }) {
  const settings = useSettings();
  const wallet = useWallet(weddingId);
  const withdrawals = useWithdrawals(weddingId);
  const stepUp = useStepUp();
  if (wallet.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <FormError message={errorMessage(wallet.error) || t.loadFailed} />
        <Button variant="outline" size="sm" onClick={() => void wallet.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!wallet.data) {
    return <Loading label={t.loading} />;
  }
  return (
    <div className="space-y-6">
      <WalletHolds wallet={wallet.data} />
      <BalanceCards wallet={wallet.data} releaseDays={settings.releaseBusinessDays} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t.withdrawTitle} lead={t.withdrawLead(wallet.data.payoutMaxHours)}>
          <WithdrawForm weddingId={weddingId} wallet={wallet.data} guarded={stepUp.guarded} />
        </Section>
        <Section title={t.keyTitle} lead={t.keyLead}>
          <PayoutKeySection
            weddingId={weddingId}
            payoutKey={wallet.data.payoutKey}
            guarded={stepUp.guarded}
          />
        </Section>
      </div>
      <Section title={t.withdrawalsTitle}>
        <WithdrawalsList withdrawals={withdrawals} />
      </Section>
      <StepUpDialog {...stepUp.dialog} />
      <Section title={t.statementTitle}>
        <StatementList weddingId={weddingId} />
      </Section>
    </div>
  );
}

export function WalletPage() {
  return (
    <WeddingPageFrame title={t.title} lead={t.lead} noWedding={<p className="text-muted">{t.noWedding}</p>}>
      {(weddingId) => <Wallet weddingId={weddingId} />}
    </WeddingPageFrame>
  );
}
