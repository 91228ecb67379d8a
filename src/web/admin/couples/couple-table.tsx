// The couples of a page: the spec's columns in a table where there is room (Noivo(a) 1, Noivo(a)
// 2, E-mail, Status, wedding date, registration date, actions), one card per couple on phones.
import { Link } from 'react-router';
import { type CoupleRow, coupleNames, coupleStatusLabels } from '../../../shared/admin-couples.ts';
import { StatusPill } from '../gift-catalog/status-pill.tsx';
import { formatCalendarDay, formatDate } from '../lib/admin-format.ts';
import { couplePath } from './couple-paths.ts';
import { CoupleRowMenu } from './couple-row-menu.tsx';
import type { StatusTarget } from './couple-status-dialog.tsx';

interface Props {
  items: CoupleRow[];
  onStatus: (target: StatusTarget) => void;
}

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const td = 'px-3 py-3 align-middle';

function Status({ couple }: { couple: CoupleRow }) {
  return <StatusPill active={couple.status === 'ativo'} label={coupleStatusLabels[couple.status]} />;
}

export function CoupleTable({ items, onStatus }: Props) {
  return (
    <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5">
      <table className="w-full min-w-[54rem] table-fixed text-sm">
        <caption className="sr-only">Casais</caption>
        <colgroup>
          <col className="w-[16%]" />
          <col className="w-[16%]" />
          <col />
          <col className="w-[6.5rem]" />
          <col className="w-[7.5rem]" />
          <col className="w-[7.5rem]" />
          <col className="w-[3.75rem]" />
        </colgroup>
        <thead className="border-b border-ink/5 bg-cream/60">
          <tr>
            <th scope="col" className={th}>
              Noivo(a) 1
            </th>
            <th scope="col" className={th}>
              Noivo(a) 2
            </th>
            <th scope="col" className={th}>
              E-mail
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Data do casamento
            </th>
            <th scope="col" className={th}>
              Data de cadastro
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {items.map((c) => (
            <tr key={c.id} className="hover:bg-cream/50">
              <th scope="row" className={`${td} text-left font-semibold break-words text-ink`}>
                <Link to={couplePath(c.id)} className="hover:text-brand-dark hover:underline">
                  {c.name1 ?? '—'}
                </Link>
              </th>
              <td className={`${td} break-words text-ink`}>{c.name2 ?? '—'}</td>
              <td className={`${td} text-ink [overflow-wrap:anywhere]`}>{c.email}</td>
              <td className={td}>
                <Status couple={c} />
              </td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{formatCalendarDay(c.weddingDate)}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{formatDate(c.createdAt)}</td>
              <td className={`${td} text-right`}>
                <CoupleRowMenu couple={c} onStatus={onStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CoupleCards({ items, onStatus }: Props) {
  return (
    <ul className="grid gap-3" aria-label="Casais">
      {items.map((c) => (
        <li key={c.id} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link
                to={couplePath(c.id)}
                className="font-semibold break-words text-ink hover:text-brand-dark hover:underline"
              >
                {coupleNames(c)}
              </Link>
              <p className="text-sm break-all text-muted">{c.email}</p>
            </div>
            <CoupleRowMenu couple={c} onStatus={onStatus} />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-muted">Status</dt>
              <dd className="mt-1">
                <Status couple={c} />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Casamento</dt>
              <dd className="mt-1 font-medium text-ink tabular-nums">{formatCalendarDay(c.weddingDate)}</dd>
            </div>
            <div>
              <dt className="text-muted">Cadastro</dt>
              <dd className="mt-1 font-medium text-ink tabular-nums">{formatDate(c.createdAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
