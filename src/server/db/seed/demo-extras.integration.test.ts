import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExtrasOverview } from '../../../shared/extras-api.ts';
import { startIdleOrders } from '../../modules/extras/extras-jobs.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { eventually } from '../../testing/payments.ts';
import { seedTwice } from '../../testing/seed-twice.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { giftPayments, ledgerAccounts, ledgerEntries, ledgerTransactions } from '../schema.ts';
import { seedDemoExtras } from './demo-extras.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('the demo couple’s extras', () => {
  it('seeds a paid domain of its link and a paid keepsake once, through the ledger', async () => {
    const c = await signedInCouple(app, db, { sitePublished: true }, '10.8.7.1');
    await seedTwice(seedDemoExtras, db, c.wedding.id);
    const overview = (await c.api.get('/extras')).json() as ExtrasOverview;
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

    // The extras sweep starts them as after a real payment: the domain registers and serves the site.
    await startIdleOrders(app, 0);
    const domain = overview.orders.find((o) => o.service === 'dominio')?.domain as string;
    const allowed = () => app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${domain}` });
    await eventually(async () => (await allowed()).statusCode === 200);
  });
});
