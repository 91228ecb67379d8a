import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSettingsMessages as m } from '../../../shared/admin-settings.ts';
import { splitGift } from '../../../shared/fees.ts';
import { auditLog } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { checkoutGift, coupleWithGiftList, paymentRow } from '../../testing/payments.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { applyChargeState } from '../payments/apply-charge-state.ts';

const { app, db } = await createTestApp();

const valid = {
  giftFeeBasisPoints: 389,
  releaseBusinessDays: 3,
  maxInstallments: 6,
  minFreeAmountCents: 1000,
  supportHours: { opensAt: 9, closesAt: 21 },
  contactEmail: 'contato@nossosim.com.br',
  cardReviewThresholdCents: 500_000,
  cardReviewDays: 7,
};

function inlinedSettings(html: string) {
  const json = /<script id="app-settings" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('/api/admin/settings', () => {
  it('refuses bad values with a pt-BR message per field and changes nothing', async () => {
    const { b } = await signedInAdmin(app, db, '10.30.0.1');
    const before = (await b.get('admin', '/api/admin/settings')).json();
    const cases: [object, string][] = [
      [{ giftFeeBasisPoints: 2500 }, m.feeRange],
      [{ giftFeeBasisPoints: 4.5 }, m.feeInvalid],
      [{ releaseBusinessDays: 31 }, m.releaseDays],
      [{ maxInstallments: 0 }, m.installments],
      [{ minFreeAmountCents: 499 }, m.minFreeAmount],
      [{ minFreeAmountCents: 100_001 }, m.minFreeAmount],
      [{ supportHours: { opensAt: 21, closesAt: 9 } }, m.hoursOrder],
      [{ contactEmail: 'contato@' }, m.email],
      [{ cardReviewThresholdCents: -1 }, m.reviewThreshold],
      [{ cardReviewDays: 0 }, m.reviewDays],
    ];
    for (const [change, message] of cases) {
      const res = await b.put('admin', '/api/admin/settings', { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await b.get('admin', '/api/admin/settings')).json()).toEqual(before);
  });

  it('a new fee shows at once on the public pages and the checkout, and only new payments use it', async () => {
    const { b, user } = await signedInAdmin(app, db, '10.30.0.2');
    const couple = await coupleWithGiftList(app, db, { feePayer: 'guests', ip: '10.30.0.3' });
    const older = await checkoutGift(app, couple, 'panelas');
    expect(older.view.feeCents).toBe(splitGift(10_000, 389, 'guests').feeCents);

    try {
      const res = await b.put('admin', '/api/admin/settings', {
        ...valid,
        giftFeeBasisPoints: 499,
        maxInstallments: 10,
        contactEmail: 'ajuda@nossosim.com.br',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        giftFeeBasisPoints: 499,
        maxInstallments: 10,
        updatedBy: expect.any(String),
      });

      // The public pages read the settings when they render.
      expect((await app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
        giftFeeBasisPoints: 499,
        contactEmail: 'ajuda@nossosim.com.br',
      });
      const page = await app.inject({
        method: 'GET',
        url: '/lista-de-casamento',
        headers: { host: 'localhost:3000' },
      });
      expect(inlinedSettings(page.body)).toMatchObject({ giftFeeBasisPoints: 499, maxInstallments: 10 });
      const form = await app.inject({
        method: 'GET',
        url: `/${couple.slug}/presentes/${couple.items.panelas.id}`,
        headers: { host: 'noivos.localhost:3000' },
      });
      expect(form.body).toContain('Taxa de serviço (4,99%)');

      // The older guest gave up (its PIX expired), so the one set of pans is on offer again.
      await applyChargeState(db, (await paymentRow(db, older.view.token)).id, 'expired', { releaseDays: 3 });
      const newer = await checkoutGift(app, couple, 'panelas');
      const expected = splitGift(10_000, 499, 'guests');
      expect(newer.view).toMatchObject({ grossCents: expected.grossCents, feeCents: expected.feeCents });
      expect((await paymentRow(db, newer.view.token)).feeBasisPoints).toBe(499);
      // The older payment keeps the rate and amounts it was made with.
      const old = await paymentRow(db, older.view.token);
      expect(old).toMatchObject({ feeBasisPoints: 389, feeCents: 389 + 16, grossCents: 10_405 });

      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorUserId, user.id)))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect(entry?.details).toEqual({
        before: { giftFeeBasisPoints: 389, maxInstallments: 6, contactEmail: 'contato@nossosim.com.br' },
        after: { giftFeeBasisPoints: 499, maxInstallments: 10, contactEmail: 'ajuda@nossosim.com.br' },
      });
    } finally {
      // Other tests share the database and expect the defaults.
      await b.put('admin', '/api/admin/settings', valid);
    }
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).json().giftFeeBasisPoints).toBe(389);
  });

  it('saving the same values changes nothing and writes no audit entry', async () => {
    const { b, user } = await signedInAdmin(app, db, '10.30.0.4');
    const res = await b.put('admin', '/api/admin/settings', valid);
    expect(res.statusCode).toBe(200);
    const entries = await db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id));
    expect(entries).toEqual([]);
  });
});
