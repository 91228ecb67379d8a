// A couple's list in a dialog (SPEC 2.8): four counters and the 10 most recent transactions.
import { useQuery } from '@tanstack/react-query';
import type { GiftListDetails } from '../../../shared/admin-gift-lists.ts';
import { formatBRL } from '../../../shared/money.ts';
import { formatCount, formatDateTime } from '../lib/admin-format.ts';
import { DetailsDialog } from '../lib/details-dialog.tsx';
import { Fetched } from '../lib/fetched.tsx';
import { PaymentStatusPill } from '../lib/payment-status-pill.tsx';
import { fetchGiftListDetails, giftListsKeys } from './gift-lists-api.ts';

function Details({ weddingId }: { weddingId: string }) {
  const details = useQuery({
    queryKey: giftListsKeys.details(weddingId),
    queryFn: ({ signal }) => fetchGiftListDetails(weddingId, signal),
  });
  return <Fetched query={details}>{(d) => <ListDetails d={d} />}</Fetched>;
}

function ListDetails({ d }: { d: GiftListDetails }) {
  const counters = [
    { label: 'Itens na lista', value: formatCount(d.counters.items) },
    { label: 'Valor total', value: formatBRL(d.counters.totalCents) },
    { label: 'Arrecadado', value: formatBRL(d.counters.raisedCents) },
    { label: 'Presentes recebidos', value: formatCount(d.counters.giftsReceived) },
  ];
  return (
    <div className="mt-5 grid gap-5">
      <p className="text-sm break-all text-muted">{d.email}</p>
      <dl className="grid grid-cols-2 gap-3">
        {counters.map((c) => (
          <div key={c.label} className="rounded-2xl bg-cream p-4">
            <dt className="text-xs font-medium text-muted">{c.label}</dt>
            <dd className="mt-1 text-lg font-bold text-ink">{c.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="transacoes-recentes">
        <h3 id="transacoes-recentes" className="font-semibold text-ink">
          Transações recentes
        </h3>
        {d.transactions.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nenhuma transação ainda.</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink/5">
            {d.transactions.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{t.contributorName}</p>
                  <p className="text-muted">
                    {t.itemName} · {formatDateTime(t.createdAt)}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold text-ink">{formatBRL(t.grossCents)}</p>
                  <p className="text-xs text-muted">líquido {formatBRL(t.netCents)}</p>
                </div>
                <PaymentStatusPill status={t.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function GiftListDetailsDialog({
  list,
  onClose,
}: {
  list: { weddingId: string; coupleNames: string } | null;
  onClose: () => void;
}) {
  return (
    <DetailsDialog
      item={list}
      title={(l) => `Lista de ${l.coupleNames}`}
      className="sm:max-w-2xl"
      onClose={onClose}
    >
      {(l) => <Details weddingId={l.weddingId} />}
    </DetailsDialog>
  );
}
