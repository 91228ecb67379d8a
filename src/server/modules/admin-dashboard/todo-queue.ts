// The "A fazer" queue's counts: withdrawals requested, in progress, or failed and not yet retried
// (a retry is keyed by the failed one; the same condition as the withdrawals list's filter that
// "A fazer" links to, withdrawals-admin.ts), and payments in dispute; each one short range of a
// status index (withdrawals_status_created_idx, gift_payments_status_created_idx).
import { sql } from 'drizzle-orm';
import type { TodoQueue } from '../../../shared/admin-todo.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { failedNotRetried } from '../admin-money/withdrawals-admin.ts';

export async function todoQueue(db: Db): Promise<TodoQueue> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM withdrawals WHERE status = 'solicitado')::int AS requested,
           (SELECT count(*) FROM withdrawals WHERE status = 'processando')::int AS processing,
           (SELECT count(*) FROM withdrawals w WHERE ${failedNotRetried})::int AS failed,
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
