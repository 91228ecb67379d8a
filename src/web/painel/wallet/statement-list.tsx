// "Extrato": every movement of the wallet with its date and, for gifts, the day it is released.
import { useState } from 'react';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useStatement } from './use-wallet.ts';
import { walletTexts as t } from './wallet-texts.ts';

const day = (iso: string) => formatDateShort(todayIn('America/Sao_Paulo', new Date(iso)));

export function StatementList({ weddingId }: { weddingId: string }) {
  const [page, setPage] = useState(1);
  const statement = useStatement(weddingId, page);
  const data = statement.data;
  if (!data)
    return (
      <p className="text-sm text-muted" role="status">
        {t.loading}
      </p>
    );
  if (data.total === 0) return <p className="text-sm text-muted">{t.noStatement}</p>;
  const now = Date.now();
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-ink/5">
        {data.entries.map((e) => (
          <li key={e.id} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-ink">{e.description}</p>
              <p className="text-xs text-muted">
                {day(e.createdAt)}
                {e.amountCents > 0 && Date.parse(e.availableAt) > now
                  ? ` · ${t.releaseOn(day(e.availableAt))}`
                  : ''}
              </p>
            </div>
            <span
              className={`shrink-0 font-semibold tabular-nums ${e.amountCents < 0 ? 'text-ink' : 'text-success'}`}
            >
              {e.amountCents > 0 ? '+' : '−'} {formatBRL(Math.abs(e.amountCents))}
            </span>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
        label="Páginas do extrato"
        disabled={statement.isFetching}
      />
    </div>
  );
}
