// The audit log's rows: when, who, what, on what, and each changed field as "before → after".
import { ArrowRight } from 'lucide-react';
import { type AuditEntry, auditActionLabel, auditChanges, auditTargetLabels } from '../../../shared/audit.ts';
import { ScrollRegion } from '../../components/ui/scroll-region.tsx';
import { formatMoment } from '../lib/admin-format.ts';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const td = 'px-3 py-3 align-top';

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

export function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <ScrollRegion
      label="Registro de auditoria"
      className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5"
    >
      <table className="w-full min-w-[56rem] table-fixed text-sm">
        <caption className="sr-only">Registro de auditoria</caption>
        <colgroup>
          <col className="w-[10.5rem]" />
          <col className="w-[14rem]" />
          <col className="w-[11rem]" />
          <col className="w-[12rem]" />
          <col />
        </colgroup>
        <thead className="border-b border-ink/5 bg-cream/60">
          <tr>
            <th scope="col" className={th}>
              Quando
            </th>
            <th scope="col" className={th}>
              Quem
            </th>
            <th scope="col" className={th}>
              Ação
            </th>
            <th scope="col" className={th}>
              Alvo
            </th>
            <th scope="col" className={th}>
              Antes → depois
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {items.map((e) => (
            <tr key={e.id}>
              <td className={`${td} tabular-nums`}>{formatMoment(e.createdAt)}</td>
              <td className={`${td} break-all`}>
                {e.actorEmail ?? 'Conta removida'}
                {e.ip && <span className="block text-xs text-muted">IP {e.ip}</span>}
              </td>
              <td className={`${td} font-medium text-ink`}>{auditActionLabel(e.action)}</td>
              <td className={td}>
                <Target entry={e} />
              </td>
              <td className={td}>
                <Changes entry={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function AuditCards({ items }: { items: AuditEntry[] }) {
  return (
    <ul className="grid gap-3" aria-label="Registro de auditoria">
      {items.map((e) => (
        <li key={e.id} className="grid gap-2 rounded-3xl bg-white p-4 text-sm shadow-sm ring-1 ring-ink/5">
          <p className="font-semibold text-ink">{auditActionLabel(e.action)}</p>
          <p className="text-xs text-muted">
            {formatMoment(e.createdAt)} ·{' '}
            <span className="break-all">{e.actorEmail ?? 'Conta removida'}</span>
          </p>
          <div>
            <Target entry={e} />
          </div>
          <Changes entry={e} />
        </li>
      ))}
    </ul>
  );
}
