// The back office's finances keep a couple's purchases apart from gift fees (issue 23): a paid
// keepsake adds to today's "Serviços adicionais" and nothing to gifts or fees; its refund takes it
// back out. Serial: it reads platform-wide figures.
import { describe, expect, it } from 'vitest';
import type { Finances } from '../../../shared/admin-money.ts';
import { todayIn } from '../../../shared/dates.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { boughtExtra } from '../../testing/extras.ts';
import { csvLines } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

describe('finances and extras', () => {
  it('counts a paid keepsake as extras revenue, apart from gift fees, and its refund takes it out', async () => {
    const { b } = await signedInAdmin(app, db, '10.62.0.1');
    const today = todayIn('America/Sao_Paulo', new Date());
    const query = `periodo=dia&de=${today}&ate=${today}`;
    const todayRow = async () => {
      const res = await b.get('admin', `/api/admin/finances?${query}`);
      expect(res.statusCode).toBe(200);
      const [row] = (res.json() as Finances).rows;
      if (!row) throw new Error('no row for today');
      return row;
    };
    const before = await todayRow();
    const couple = await signedInCouple(app, db, { sitePublished: true }, '10.62.0.2');
    const { payment } = await boughtExtra(app, db, couple, { service: 'copia_do_site' });

    const paid = await todayRow();
    expect(paid.extrasRevenueCents - before.extrasRevenueCents).toBe(3990);
    expect(paid.feeRevenueCents).toBe(before.feeRevenueCents);
    expect(paid.giftVolumeCents).toBe(before.giftVolumeCents);
    expect(paid.gifts).toBe(before.gifts);
    const csv = csvLines((await b.get('admin', `/api/admin/finances.csv?${query}`)).body);
    expect(csv[0]).toContain('Serviços adicionais (R$)');

    const refund = await b.post('admin', `/api/admin/payments/${payment.id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = await todayRow();
    expect(refunded.extrasRevenueCents).toBe(before.extrasRevenueCents);
    expect(refunded.refundsCents).toBe(before.refundsCents);
  });
});
