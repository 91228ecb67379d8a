// The couples of a page: the spec's columns (Noivo(a) 1, Noivo(a) 2, E-mail, Status, wedding
// date, registration date) with a row menu, in a table where there is room and one card per
// couple on phones.
import { Link } from 'react-router';
import { type CoupleRow, coupleNames, coupleStatusLabels } from '../../../shared/admin-couples.ts';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { StatusPill } from '../gift-catalog/status-pill.tsx';
import { formatCalendarDay, formatDate } from '../lib/admin-format.ts';
import { AdminTable } from '../lib/admin-table.tsx';
import { couplePath } from './couple-paths.ts';
import { CoupleRowMenu } from './couple-row-menu.tsx';
import type { StatusTarget } from './couple-status-dialog.tsx';

const linkClass = 'hover:text-brand-dark hover:underline';
const day = 'whitespace-nowrap tabular-nums';

const columns: DataColumn<CoupleRow>[] = [
  {
    id: 'name1',
    header: 'Noivo(a) 1',
    width: 'w-[16%]',
    rowHeader: true,
    className: 'break-words',
    card: 'hidden',
    cell: (c) => (
      <Link to={couplePath(c.id)} className={linkClass}>
        {c.name1 ?? '—'}
      </Link>
    ),
  },
  {
    id: 'name2',
    header: 'Noivo(a) 2',
    width: 'w-[16%]',
    className: 'break-words text-ink',
    card: 'hidden',
    cell: (c) => c.name2 ?? '—',
  },
  {
    id: 'email',
    header: 'E-mail',
    className: 'text-ink [overflow-wrap:anywhere]',
    card: 'subtitle',
    cell: (c) => c.email,
  },
  {
    id: 'status',
    header: 'Status',
    width: 'w-[6.5rem]',
    cell: (c) => <StatusPill active={c.status === 'ativo'} label={coupleStatusLabels[c.status]} />,
  },
  {
    id: 'wedding',
    header: 'Data do casamento',
    cardLabel: 'Casamento',
    width: 'w-[7.5rem]',
    className: day,
    cell: (c) => formatCalendarDay(c.weddingDate),
  },
  {
    id: 'created',
    header: 'Data de cadastro',
    cardLabel: 'Cadastro',
    width: 'w-[7.5rem]',
    className: day,
    cell: (c) => formatDate(c.createdAt),
  },
];

export function CoupleTable({
  items,
  onStatus,
}: {
  items: CoupleRow[];
  onStatus: (target: StatusTarget) => void;
}) {
  return (
    <AdminTable
      caption="Casais"
      columns={columns}
      rows={items}
      fixed
      actionsWidth="w-[4.5rem]"
      minWidth="min-w-[54rem]"
      rowClassName="hover:bg-cream/50"
      actions={(c) => <CoupleRowMenu couple={c} onStatus={onStatus} />}
      cardTitle={(c) => (
        <Link to={couplePath(c.id)} className={linkClass}>
          {coupleNames(c)}
        </Link>
      )}
    />
  );
}
