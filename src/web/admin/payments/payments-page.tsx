// "Pagamentos" (DESIGN.md section 6): every gift payment, with its details, ledger entries,
// provider events and refund; the couples' withdrawals, with a retry for failed ones; and wallets
// that cannot withdraw (in debt, or card money under review with "Liberar"). The open tab is kept in
// the address (?aba=), with each list's filters.
import { FilterTabs } from '../../components/ui/filter-tabs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { PaymentsList } from './payments-list.tsx';
import { usePaymentsTab } from './use-payments.ts';
import { WalletHoldsList } from './wallet-holds-list.tsx';
import { WithdrawalsList } from './withdrawals-list.tsx';

export function PaymentsPage() {
  usePageTitle('Pagamentos');
  const [tab, setTab] = usePaymentsTab();
  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Visão geral"
        title="Pagamentos"
        lead="Todos os pagamentos de presentes, com lançamentos do razão e estornos, e os saques dos casais."
      />
      <FilterTabs
        label="Pagamentos, saques ou bloqueios"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'pagamentos', label: 'Pagamentos' },
          { value: 'saques', label: 'Saques' },
          { value: 'bloqueios', label: 'Bloqueios' },
        ]}
      >
        {tab === 'pagamentos' ? (
          <PaymentsList />
        ) : tab === 'saques' ? (
          <WithdrawalsList />
        ) : (
          <WalletHoldsList />
        )}
      </FilterTabs>
    </section>
  );
}
