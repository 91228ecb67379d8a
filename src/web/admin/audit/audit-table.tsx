// The audit log's rows: when, who, what, on what, and each changed field as "before → after".
import { ArrowRight } from 'lucide-react';
import { type AuditEntry, auditActionLabel, auditChanges, auditTargetLabels } from '../../../shared/audit.ts';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { formatMoment } from '../lib/admin-format.ts';
import { AdminTable } from '../lib/admin-table.tsx';

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="grid gap-1">
      {changes.slice(0, 12).map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-semibold text-ink">{c.field}:</span>{' '}
          <span className="text-muted line-through decoration-muted/60">{c.before}</span>
          <ArrowRight className="mx-1 inline size-3.5 text-muted" aria-label="para" role="img" />
          <span className="text-ink">{c.after}</span>
        </li>
      ))}
      {changes.length > 12 && <li className="text-xs text-muted">e mais {changes.length - 12} campos</li>}
    </ul>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="block font-medium text-ink">{entry.targetLabel ?? '—'}</span>
      <span className="block text-xs text-muted">
        {auditTargetLabels[entry.targetType] ?? entry.targetType}
      </span>
    </>
  );
}

const columns: DataColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'Quando',
    width: 'w-[10.5rem]',
    className: 'tabular-nums',
    cell: (e) => formatMoment(e.createdAt),
  },
  {
    id: 'who',
    header: 'Quem',
    width: 'w-[14rem]',
    className: 'break-all',
    card: 'wide',
    cell: (e) => (
      <>
        {e.actorEmail ?? 'Conta removida'}
        {e.ip && <span className="block text-xs font-normal text-muted">IP {e.ip}</span>}
      </>
    ),
  },
  {
    id: 'action',
    header: 'Ação',
    width: 'w-[11rem]',
    className: 'font-medium text-ink',
    card: 'title',
    cell: (e) => auditActionLabel(e.action),
  },
  { id: 'target', header: 'Alvo', width: 'w-[12rem]', cell: (e) => <Target entry={e} /> },
  { id: 'changes', header: 'Antes → depois', card: 'wide', cell: (e) => <Changes entry={e} /> },
];

/** The entries: a table where there is room, one card per entry on phones. */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <AdminTable
      caption="Registro de auditoria"
      columns={columns}
      rows={items}
      fixed
      alignTop
      minWidth="min-w-[56rem]"
    />
  );
}
