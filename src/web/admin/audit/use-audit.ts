// The audit log's view in the address (?alvo= opens it on one target; ?quem=&acao=&tipo=&de=&ate=
// &pagina= keep the filters) and its page of entries, answered by the server.
import { z } from 'zod';
import type { AuditQuery } from '../../../shared/audit.ts';
import { dayParam, pageParam, searchParam, useListParams } from '../../lib/use-list-params.ts';
import { useListPage } from '../lib/use-list-page.ts';
import { auditKeys, fetchAudit } from './audit-api.ts';

const auditParams = z.object({
  alvo: searchParam,
  quem: searchParam,
  acao: searchParam,
  tipo: searchParam,
  de: dayParam,
  ate: dayParam,
  pagina: pageParam,
});

export function useAuditParams() {
  return useListParams(auditParams);
}

export function useAudit(query: AuditQuery) {
  return useListPage(auditKeys.list(query), fetchAudit, query);
}
