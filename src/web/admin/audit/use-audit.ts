// The audit log's view in the address (?alvo= opens it on one target; ?quem=&acao=&tipo=&de=&ate=
// &pagina= keep the filters) and its page of entries, answered by the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { AuditQuery } from '../../../shared/audit.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { auditKeys, fetchAudit } from './audit-api.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .catch('');

const auditParams = z.object({
  alvo: z.string().catch(''),
  quem: z.string().catch(''),
  acao: z.string().catch(''),
  tipo: z.string().catch(''),
  de: day,
  ate: day,
  pagina: z.coerce.number().int().min(1).catch(1),
});

export function useAuditParams() {
  return useListParams(auditParams);
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => fetchAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}
