// "Extrato": every movement of the wallet with its date and, for gifts, the day it is released;
// one line per movement at every width, inside the list kit's states (loading, error, pages).
import { useState } from 'react';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import type { StatementEntry } from '../../../shared/payments/wallet.ts';
import { ListState } from '../../components/ui/list-state.tsx';
import { useStatement } from './use-wallet.ts';
import { walletTexts as t } from './wallet-texts.ts';

const day = (iso: string) => formatDateShort(todayIn('America/Sao_Paulo', new Date(iso)));

function Movements({ entries }: { entries: StatementEntry[] }) {
  const now = Date.now();
  return (
    <ul className="divide-y divide-ink/5">
      {entries.map((e) => (
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
  );
}

export function StatementList({ weddingId }: { weddingId: string }) {
  const [page, setPage] = useState(1);
  const statement = useStatement(weddingId, page);
  return (
    <ListState
      query={statement}
      className="space-y-4"
      errorMessage={t.loadFailed}
      paging={(data) => ({
        page,
        pageSize: data.pageSize,
        total: data.total,
        onPage: setPage,
        label: 'Páginas do extrato',
      })}
    >
      {(data) =>
        data.total === 0 ? (
          <p className="text-sm text-muted">{t.noStatement}</p>
        ) : (
          <Movements entries={data.entries} />
        )
      }
    </ListState>
  );
}
