// Calls of the audit log page.
import type { AuditPage, AuditQuery } from '../../../shared/audit.ts';
import { api } from '../../lib/api.ts';

export const auditKeys = { list: (query: AuditQuery) => ['admin', 'audit', query] as const };

export function fetchAudit(query: AuditQuery, signal?: AbortSignal) {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== '' && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return api<AuditPage>(`/api/admin/audit?${qs}`, { signal });
}
