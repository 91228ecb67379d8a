// The back office's plain writes, each with its audit entry in the same transaction (record-audit.ts):
// a created row is recorded as `after`, a changed one with its `before` and `after`, a deleted one
// with its `before`. Writes with more rules inside the transaction call recordAudit themselves.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from './record-audit.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** `action` as `<area>.<verb>` and the table's name, as the audit log lists them. */
type Target = { action: string; targetType: string };

export function auditedCreate<T extends { id: string }>(
  db: Db,
  actor: AuditActor,
  target: Target,
  insert: (tx: Tx) => Promise<T[]>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (!row) throw new AppError('INTERNAL');
    await recordAudit(tx, actor, { ...target, targetId: row.id, after: row });
    return row;
  });
}

export function auditedUpdate<T>(
  db: Db,
  actor: AuditActor,
  target: Target & { targetId: string; before: unknown },
  update: (tx: Tx) => Promise<T[]>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await update(tx);
    await recordAudit(tx, actor, { ...target, after: row });
    return row;
  });
}

export function auditedDelete(
  db: Db,
  actor: AuditActor,
  target: Target & { targetId: string; before: unknown },
  remove: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  return db.transaction(async (tx) => {
    await remove(tx);
    await recordAudit(tx, actor, target);
  });
}
