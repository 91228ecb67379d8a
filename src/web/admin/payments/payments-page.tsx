// "Pagamentos" (DESIGN.md section 6): every gift payment, with its details, ledger entries,
// provider events and refund; and the couples' withdrawals, with a retry for failed ones.
import { useState } from 'react';
import { FilterTabs } from '../../components/ui/filter-tabs.tsx';
import { usePageTitle } from '../../public/layout/use-page-title.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { PaymentsList } from './payments-list.tsx';
import { WithdrawalsList } from './withdrawals-list.tsx';

type Tab = 'pagamentos' | 'saques';

export function PaymentsPage() {
  usePageTitle('Pagamentos');
  const [tab, setTab] = useState<Tab>('pagamentos');
  return (
    <section className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Visão geral"
        title="Pagamentos"
        lead="Todos os pagamentos de presentes, com lançamentos do razão e estornos, e os saques dos casais."
      />
      <FilterTabs
        label="Pagamentos ou saques"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'pagamentos', label: 'Pagamentos' },
          { value: 'saques', label: 'Saques' },
        ]}
      >
        {tab === 'pagamentos' ? <PaymentsList /> : <WithdrawalsList />}
      </FilterTabs>
    </section>
  );
}
