// The admin home's "A fazer": withdrawals requested, in progress, or failed and not yet retried,
// and payments in dispute, counted live; for administrators only.
import { describe, expect, it } from 'vitest';
import { withdrawalsQuerySchema } from '../../../shared/admin-money.ts';
import { todoItems, todoQueueSchema } from '../../../shared/admin-todo.ts';
import type { Db } from '../../db/client.ts';
import { giftPayments, withdrawals } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { listWithdrawals, retryKey } from '../admin-money/withdrawals-admin.ts';
import { todoQueue } from './todo-queue.ts';

const { app, db } = await createTestApp();

const withdrawal = (
  weddingId: string,
  status: 'solicitado' | 'processando' | 'falhou' | 'pago',
  key = unique('todo-'),
) => ({
  weddingId,
  amountCents: 3_000,
  pixKeyType: 'email' as const,
  pixKey: 'casal@exemplo.com',
  status,
  provider: 'sandbox',
  idempotencyKey: key,
});

describe('GET /api/admin/dashboard/a-fazer', () => {
  it('counts what waits, leaving out paid withdrawals and failed ones already retried', async () => {
    const { wedding } = await createCoupleWithWedding(db, {
      email: `${unique()}@exemplo.com`,
      name1: 'Ana',
      name2: 'Rui',
    });
    // One snapshot (repeatable read), so other tests' writes meanwhile do not move the counts;
    // everything is rolled back.
    const rollback = new Error('rollback');
    await db
      .transaction(
        async (tx) => {
          const before = await todoQueue(tx as unknown as Db);
          const [retried] = await tx
            .insert(withdrawals)
            .values(withdrawal(wedding.id, 'falhou'))
            .returning({ id: withdrawals.id });
          await tx
            .insert(withdrawals)
            .values([
              withdrawal(wedding.id, 'solicitado'),
              withdrawal(wedding.id, 'processando'),
              withdrawal(wedding.id, 'falhou'),
              withdrawal(wedding.id, 'pago'),
              withdrawal(wedding.id, 'solicitado', `withdrawal:${wedding.id}:${retryKey(retried!.id)}`),
            ]);
          await tx.insert(giftPayments).values({
            weddingId: wedding.id,
            itemName: 'Jogo de panelas',
            contributorName: 'Tia Cida',
            giftCents: 10_000,
            grossCents: 10_000,
            feeCents: 389,
            netCents: 9_611,
            feeBasisPoints: 389,
            feePayer: 'couple',
            method: 'card',
            provider: 'sandbox',
            status: 'contestado',
            publicToken: unique('tok-'),
            idempotencyKey: unique('todo-'),
          });
          const after = await todoQueue(tx as unknown as Db);
          const moved = Object.fromEntries(
            Object.entries(after.counts).map(([k, n]) => [
              k,
              n - before.counts[k as keyof typeof before.counts],
            ]),
          );
          expect(moved).toEqual({
            'saques-solicitados': 2,
            'saques-processando': 1,
            'saques-falharam': 1,
            contestados: 1,
          });
          throw rollback;
        },
        { isolationLevel: 'repeatable read' },
      )
      .catch((err) => {
        if (err !== rollback) throw err;
      });
  });

  it('links failed withdrawals to a list of exactly the ones it counts, the retried left out', async () => {
    const { wedding } = await createCoupleWithWedding(db, {
      email: `${unique()}@exemplo.com`,
      name1: 'Lia',
      name2: 'Caio',
    });
    const link = new URLSearchParams(todoItems['saques-falharam'].search);
    const query = withdrawalsQuerySchema.parse({ status: link.get('status') });
    const rollback = new Error('rollback');
    await db
      .transaction(
        async (tx) => {
          const [retried, waiting] = await tx
            .insert(withdrawals)
            .values([withdrawal(wedding.id, 'falhou'), withdrawal(wedding.id, 'falhou')])
            .returning({ id: withdrawals.id });
          await tx
            .insert(withdrawals)
            .values(
              withdrawal(wedding.id, 'solicitado', `withdrawal:${wedding.id}:${retryKey(retried!.id)}`),
            );
          const counted = (await todoQueue(tx as unknown as Db)).counts['saques-falharam'];
          const listed = await listWithdrawals(tx as unknown as Db, query);
          expect(listed.total).toBe(counted);
          const ids = listed.items.map((w) => w.id);
          expect(ids).toContain(waiting!.id);
          expect(ids).not.toContain(retried!.id);
          throw rollback;
        },
        { isolationLevel: 'repeatable read' },
      )
      .catch((err) => {
        if (err !== rollback) throw err;
      });
  });

  it('answers administrators only', async () => {
    const admin = await signedInAdmin(app, db, '10.61.8.1');
    const res = await admin.b.get('admin', '/api/admin/dashboard/a-fazer');
    expect(res.statusCode, res.body).toBe(200);
    expect(todoQueueSchema.safeParse(res.json()).success).toBe(true);
    // The list "A fazer" leads to takes its filter.
    const list = await admin.b.get('admin', `/api/admin/withdrawals${todoItems['saques-falharam'].search}`);
    expect(list.statusCode, list.body).toBe(200);
    expect((await browser(app).get('admin', '/api/admin/dashboard/a-fazer')).statusCode).toBe(401);
  });
});
