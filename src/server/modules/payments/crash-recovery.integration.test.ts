// A process killed between storing a webhook and crediting it: another process (or the same one
// restarted) picks the stored event up from the queue and credits it, once, with nothing lost.
import type { ChildProcess } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import {
  giftListItems,
  giftPayments,
  ledgerTransactions,
  providerEvents,
  weddings,
} from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { BASE_HOST, freePort, Process, start } from '../../testing/app-process.ts';
import { GUEST_CPF } from '../../testing/payments.ts';
import { unique } from '../../testing/test-app.ts';
import { mainListId } from '../gift-list/gift-list-service.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL });
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await database.close();
});

const env = {
  BASE_HOST,
  PUBLIC_PROTOCOL: 'https',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  LOST_JOB_AFTER_SECONDS: '0',
};

describe('a webhook whose process dies before crediting it', () => {
  it('is credited exactly once by the process that takes over', { timeout: 600_000 }, async () => {
    const slug = unique('crash-');
    const { wedding } = await createCoupleWithWedding(database.db, {
      email: `${slug}@exemplo.com`,
      name1: 'Ana',
      name2: 'Rui',
      slug,
      sitePublished: true,
    });
    await database.db.update(weddings).set({ giftListPublished: true }).where(eq(weddings.id, wedding.id));
    const [gift] = await database.db
      .insert(giftListItems)
      .values({
        weddingId: wedding.id,
        listId: await mainListId(database.db, wedding),
        name: 'Cafeteira',
        priceCents: 35_000,
      })
      .returning();

    // Process A takes requests but runs no jobs, like a web-only process.
    const a = new Process(await freePort());
    a.child = await start(a.port, { ...env, JOB_WORKERS: 'false' });
    children.push(a.child);
    const checkout = await a.json('noivos', 'POST', `/api/sites/${slug}/payments`, {
      itemId: gift?.id,
      name: 'Tio Zé',
      email: `${unique()}@exemplo.com`,
      cpf: GUEST_CPF,
      method: 'pix',
      idempotencyKey: unique('k-'),
    });
    expect(checkout.status).toBe(201);
    const [payment] = await database.db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.weddingId, wedding.id));
    const paid = await a.request('', 'POST', `/dev/pagamentos/${payment?.providerChargeId}/pagar`, {
      payload: '',
      headers: { accept: 'application/json' },
    });
    expect(paid.status).toBe(200);
    // The webhook is stored; A dies before any job could credit it.
    a.child.kill('SIGKILL');
    const [event] = await database.db
      .select()
      .from(providerEvents)
      .where(
        and(
          eq(providerEvents.provider, 'sandbox'),
          eq(providerEvents.chargeId, payment?.providerChargeId as string),
        ),
      );
    expect(event?.processedAt).toBeNull();
    const [before] = await database.db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.id, payment?.id as string));
    expect(before?.status).toBe('pendente');

    // Process B starts with workers: the queue (or its sweep of lost jobs) applies the event.
    const b = new Process(await freePort());
    b.child = await start(b.port, env);
    children.push(b.child);
    for (let i = 0; i < 1800; i++) {
      const [row] = await database.db
        .select()
        .from(giftPayments)
        .where(eq(giftPayments.id, payment?.id as string));
      if (row?.status === 'concluido') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [after] = await database.db
      .select()
      .from(giftPayments)
      .where(eq(giftPayments.id, payment?.id as string));
    expect(after?.status).toBe('concluido');
    const credits = await database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.giftPaymentId, payment?.id as string),
          eq(ledgerTransactions.kind, 'gift_payment'),
        ),
      );
    expect(credits).toHaveLength(1);
    b.child.kill('SIGKILL');
  });
});
