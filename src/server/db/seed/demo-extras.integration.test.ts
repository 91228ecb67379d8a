import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExtrasOverview } from '../../../shared/extras-api.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { giftPayments, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../schema.ts';
import { seedDemoExtras } from './demo-extras.ts';

const { app, database } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const db = database.db;

describe('the demo couple’s extras', () => {
  it('seeds a paid domain of its link and a paid keepsake once, through the ledger', async () => {
    const c = await signedInCouple(app, db, { sitePublished: true }, '10.8.7.1');
    await seedDemoExtras(db, c.wedding.id);
    await seedDemoExtras(db, c.wedding.id);
    const overview = (
      await c.b.get('painel', `/api/weddings/${c.wedding.id}/extras`)
    ).json() as ExtrasOverview;
    expect(overview.orders.map((o) => [o.service, o.domain, o.status])).toEqual([
      ['copia_do_site', null, 'pago'],
      ['dominio', `${(c.wedding.slug as string).replaceAll('-', '')}.com.br`, 'pago'],
    ]);
    expect(overview.orders.every((o) => (o.receiptNumber ?? 0) > 0)).toBe(true);
    const extras = await db
      .select({ amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(giftPayments, eq(giftPayments.id, ledgerTransactions.giftPaymentId))
      .where(eq(giftPayments.weddingId, c.wedding.id));
    expect(extras.reduce((s, e) => s + e.amount, 0)).toBe(0);
    expect(
      extras
        .filter((e) => e.amount > 0)
        .map((e) => e.amount)
        .sort(),
    ).toEqual([3990, 5990]);
  });
});
