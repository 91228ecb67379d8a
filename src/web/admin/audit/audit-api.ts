// Calls of the audit log page.
import type { AuditPage, AuditQuery } from '../../../shared/audit.ts';
import { api, queryString } from '../../lib/api.ts';

export const auditKeys = { list: (query: AuditQuery) => ['admin', 'audit', query] as const };

export function fetchAudit(query: AuditQuery, signal?: AbortSignal) {
  return api<AuditPage>(`/api/admin/audit?${queryString(query)}`, { signal });
}
