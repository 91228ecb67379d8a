// One payment in a dialog: amounts and the fee rate it was made with, its ledger entries and the
// provider's events, and "Estornar pagamento" for a concluded one (confirmed first).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type AdminPaymentDetails,
  ledgerAccountLabels,
  ledgerKindLabels,
  adminMoneyMessages as m,
  paymentMethodLabels,
} from '../../../shared/admin-money.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { ConfirmDialog, dangerButtonClass } from '../../components/ui/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { formatDateTime } from '../lib/admin-format.ts';
import { moneyColumn } from '../lib/columns.ts';
import { DetailsDialog } from '../lib/details-dialog.tsx';
import { Fetched } from '../lib/fetched.tsx';
import { PaymentStatusPill } from '../lib/payment-status-pill.tsx';
import { fetchPayment, paymentsKeys, refundPayment } from './payments-api.ts';

function Summary({ p }: { p: AdminPaymentDetails }) {
  const items: [string, string][] = [
    ['Casal', p.coupleNames],
    ['Convidado', `${p.contributorName}${p.contributorEmail ? ` (${p.contributorEmail})` : ''}`],
    ['Presente', p.itemName],
    ['Forma', `${paymentMethodLabels[p.method]}${p.installments > 1 ? ` em ${p.installments}x` : ''}`],
    ['Valor pago', formatBRL(p.grossCents)],
    [`Taxa (${formatPercent(p.feeBasisPoints)})`, formatBRL(p.feeCents)],
    ['Líquido do casal', formatBRL(p.netCents)],
    ['Quem paga a taxa', p.feePayer === 'guests' ? 'Convidados' : 'Noivos'],
    ['Criado em', formatDateTime(p.createdAt)],
    ['Confirmado em', p.confirmedAt ? formatDateTime(p.confirmedAt) : '—'],
    ['Liberação', p.releaseAt ? formatDateTime(p.releaseAt) : '—'],
    ['Estornado em', p.refundedAt ? formatDateTime(p.refundedAt) : '—'],
    ['Provedor', `${p.provider}${p.providerChargeId ? ` · ${p.providerChargeId}` : ''}`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const ledgerColumns: DataColumn<AdminPaymentDetails['ledger'][number]>[] = [
  { id: 'kind', header: 'Fato', cell: (e) => ledgerKindLabels[e.kind] ?? e.kind },
  { id: 'account', header: 'Conta', cell: (e) => ledgerAccountLabels[e.account] ?? e.account },
  moneyColumn('amount', 'Valor', (e) => e.amountCents),
  {
    id: 'available',
    header: 'Disponível em',
    className: 'whitespace-nowrap',
    cell: (e) => formatDateTime(e.availableAt),
  },
];

function Ledger({ p }: { p: AdminPaymentDetails }) {
  return (
    <section aria-labelledby="lancamentos">
      <h3 id="lancamentos" className="font-semibold text-ink">
        Lançamentos no razão
      </h3>
      {p.ledger.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nenhum lançamento: o pagamento não foi confirmado.</p>
      ) : (
        <div className="mt-2">
          <DataTable
            caption="Lançamentos no razão"
            regionLabel="Tabela do razão"
            variant="bare"
            columns={ledgerColumns}
            rows={p.ledger}
          />
        </div>
      )}
    </section>
  );
}

function Events({ p }: { p: AdminPaymentDetails }) {
  return (
    <section aria-labelledby="eventos">
      <h3 id="eventos" className="font-semibold text-ink">
        Eventos do provedor
      </h3>
      {p.events.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nenhum evento recebido.</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {p.events.map((e) => (
            <li key={e.id} className="rounded-xl bg-cream p-3">
              <details>
                <summary className="cursor-pointer rounded font-medium text-ink">
                  {e.type} · {formatDateTime(e.receivedAt)}
                  {e.processedAt ? ' · processado' : ' · aguardando'}
                  {e.lastError ? ` · erro: ${e.lastError}` : ''}
                </summary>
                <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap text-muted">{e.payload}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Details({ id, onRefunded }: { id: string; onRefunded: () => void }) {
  const payment = useQuery({
    queryKey: paymentsKeys.details(id),
    queryFn: ({ signal }) => fetchPayment(id, signal),
  });
  return <Fetched query={payment}>{(p) => <Payment p={p} onRefunded={onRefunded} />}</Fetched>;
}

function Payment({ p, onRefunded }: { p: AdminPaymentDetails; onRefunded: () => void }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mt-5 grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PaymentStatusPill status={p.status} />
        {p.status === 'concluido' && (
          <button type="button" className={dangerButtonClass} onClick={() => setConfirming(true)}>
            Estornar pagamento
          </button>
        )}
      </div>
      <Summary p={p} />
      <Ledger p={p} />
      <Events p={p} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.refundConfirm}
        description={`${formatBRL(p.grossCents)} de ${p.contributorName}. ${m.refundHint}`}
        confirmLabel="Estornar"
        pendingLabel="Estornando..."
        onConfirm={async () => {
          const updated = await refundPayment(p.id);
          client.setQueryData(paymentsKeys.details(p.id), updated);
          toast.success(m.refunded, { description: `${formatBRL(p.grossCents)} de ${p.contributorName}` });
          onRefunded();
        }}
      />
    </div>
  );
}

export function PaymentDetailsDialog({
  paymentId,
  onClose,
  onRefunded,
}: {
  paymentId: string | null;
  onClose: () => void;
  onRefunded: () => void;
}) {
  return (
    <DetailsDialog
      item={paymentId}
      title={() => 'Detalhes do pagamento'}
      className="sm:max-w-3xl"
      onClose={onClose}
    >
      {(id) => <Details id={id} onRefunded={onRefunded} />}
    </DetailsDialog>
  );
}
