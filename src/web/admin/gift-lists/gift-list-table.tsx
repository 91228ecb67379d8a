// The overview's table (SPEC 2.8 columns): Casal, Email, Tipo de Lista, Itens, Valor Total,
// Arrecadado, Saldo, Status, Criada em, Ações.
import { Eye } from 'lucide-react';
import { type GiftListRow, giftListKindLabels } from '../../../shared/admin-gift-lists.ts';
import { formatBRL } from '../../../shared/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { ScrollRegion } from '../../components/ui/scroll-region.tsx';
import { StatusPill } from '../gift-catalog/status-pill.tsx';
import { formatCount, formatDate } from '../lib/admin-format.ts';

const th = 'px-2 py-3 font-semibold';

export function GiftListTable({
  rows,
  onDetails,
}: {
  rows: GiftListRow[];
  onDetails: (row: GiftListRow) => void;
}) {
  return (
    <ScrollRegion
      label="Tabela de listas"
      className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5"
    >
      <table className="w-full min-w-[56rem] table-fixed text-left text-sm">
        <caption className="sr-only">Listas de presentes</caption>
        <thead className="border-b border-ink/10 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className={`${th} w-32 pl-5`}>
              Casal
            </th>
            <th scope="col" className={`${th} w-40`}>
              Email
            </th>
            <th scope="col" className={th}>
              Tipo de Lista
            </th>
            <th scope="col" className={`${th} text-right`}>
              Itens
            </th>
            <th scope="col" className={`${th} text-right`}>
              Valor Total
            </th>
            <th scope="col" className={`${th} text-right`}>
              Arrecadado
            </th>
            <th scope="col" className={`${th} text-right`}>
              Saldo
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Criada em
            </th>
            <th scope="col" className={`${th} w-16 pr-5 text-right`}>
              Ações
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {rows.map((r) => (
            <tr key={r.weddingId}>
              <th scope="row" className="px-2 py-3 pl-5 font-semibold text-ink">
                {r.coupleNames}
              </th>
              <td className="max-w-56 px-3 py-3 break-words text-muted">{r.email}</td>
              <td className="px-3 py-3">{giftListKindLabels[r.kind]}</td>
              <td className="px-2 py-3 text-right">{formatCount(r.items)}</td>
              <td className="px-2 py-3 text-right whitespace-nowrap">{formatBRL(r.totalCents)}</td>
              <td className="px-2 py-3 text-right whitespace-nowrap">{formatBRL(r.raisedCents)}</td>
              <td className="px-2 py-3 text-right whitespace-nowrap">{formatBRL(r.balanceCents)}</td>
              <td className="px-3 py-3">
                <StatusPill active={r.published} label={r.published ? 'Publicada' : 'Rascunho'} />
              </td>
              <td className="px-2 py-3 whitespace-nowrap">{formatDate(r.createdAt)}</td>
              <td className="px-2 py-3 pr-5 text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Ver detalhes da lista de ${r.coupleNames}`}
                  onClick={() => onDetails(r)}
                  className="px-2.5"
                >
                  <Eye className="size-4" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
