// The "A fazer" queue's counts: withdrawals requested, in progress, or failed and not yet retried
// (a retry is keyed by the failed one, withdrawals-admin.ts), and payments in dispute; each one
// short range of a status index (withdrawals_status_created_idx, gift_payments_status_created_idx).
import { sql } from 'drizzle-orm';
import type { TodoQueue } from '../../../shared/admin-todo.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';

export async function todoQueue(db: Db): Promise<TodoQueue> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM withdrawals WHERE status = 'solicitado')::int AS requested,
           (SELECT count(*) FROM withdrawals WHERE status = 'processando')::int AS processing,
           (SELECT count(*) FROM withdrawals w WHERE w.status = 'falhou' AND NOT EXISTS (
              SELECT 1 FROM withdrawals r WHERE r.wedding_id = w.wedding_id
                AND r.idempotency_key = 'withdrawal:' || w.wedding_id || ':retry:' || w.id))::int AS failed,
           (SELECT count(*) FROM gift_payments WHERE status = 'contestado')::int AS disputed`);
  const [row] = rowsOf(result);
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    counts: {
      'saques-solicitados': n('requested'),
      'saques-processando': n('processing'),
      'saques-falharam': n('failed'),
      contestados: n('disputed'),
    },
  };
}
