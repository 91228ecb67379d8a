import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/admin-dashboard.ts';
import type { Db } from '../../db/client.ts';
import { couples, users, weddings } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { insertGiftPayment } from '../../testing/gift-payments.ts';
import { pastDays } from '../../testing/past-days.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { applyChargeState } from '../payments/apply-charge-state.ts';

const { app, db } = await createTestApp();

// A day far in the past, different on every run: other tests write data dated today, so what
// changes in this window is exactly what this test writes. Figures are compared before and after.
const { base: asOfDay, at: onDay, day } = pastDays(6, 10);
/** Midday (São Paulo) of the day `k` days before the as-of day. */
const at = (k: number) => onDay(-k);
const dayOf = (k: number) => day(-k);

interface CoupleSpec {
  createdDaysAgo: number;
  active: boolean;
  listPublished: boolean;
  onboardedDaysAgo: number | null;
  weddingInDays: number;
}
interface PaymentSpec {
  grossCents: number;
  feeCents: number;
  confirmedDaysAgo: number;
  refundedDaysAgo?: number;
}

const coupleSpecs: CoupleSpec[] = [
  { createdDaysAgo: 9, active: true, listPublished: true, onboardedDaysAgo: 8, weddingInDays: 5 },
  { createdDaysAgo: 39, active: false, listPublished: false, onboardedDaysAgo: null, weddingInDays: -10 },
  { createdDaysAgo: 44, active: true, listPublished: true, onboardedDaysAgo: 43, weddingInDays: 40 },
];
const paymentSpecs: PaymentSpec[] = [
  { grossCents: 10_000, feeCents: 389, confirmedDaysAgo: 4 },
  { grossCents: 20_000, feeCents: 778, confirmedDaysAgo: 1 },
  { grossCents: 5_000, feeCents: 195, confirmedDaysAgo: 34 },
  { grossCents: 8_000, feeCents: 311, confirmedDaysAgo: 19, refundedDaysAgo: 2 },
  { grossCents: 7_000, feeCents: 272, confirmedDaysAgo: 49, refundedDaysAgo: 9 },
  // Refunded after the as-of day: on that day it still stood.
  { grossCents: 3_000, feeCents: 117, confirmedDaysAgo: 0, refundedDaysAgo: -5 },
];

async function createCouple(spec: CoupleSpec) {
  const created = at(spec.createdDaysAgo);
  const { user, wedding } = await createCoupleWithWedding(db, {
    email: `${unique('painel-')}@exemplo.com`,
    name1: 'Bia',
    name2: 'Caio',
    status: spec.active ? 'active' : 'inactive',
    giftListPublished: spec.listPublished,
    weddingDate: dayOf(-spec.weddingInDays),
  });
  await db
    .update(couples)
    .set({
      createdAt: created,
      onboardingCompletedAt: spec.onboardedDaysAgo === null ? null : at(spec.onboardedDaysAgo),
    })
    .where(eq(couples.userId, user.id));
  await db.update(users).set({ createdAt: created }).where(eq(users.id, user.id));
  await db.update(weddings).set({ createdAt: created }).where(eq(weddings.id, wedding.id));
  return wedding;
}

async function createPayment(db: Db, weddingId: string, spec: PaymentSpec) {
  const row = await insertGiftPayment(db, weddingId, {
    itemName: 'Presente do teste',
    grossCents: spec.grossCents,
    feeCents: spec.feeCents,
    createdAt: at(spec.confirmedDaysAgo),
  });
  await applyChargeState(db, row.id, 'paid', { at: at(spec.confirmedDaysAgo), releaseDays: 3 });
  if (spec.refundedDaysAgo !== undefined)
    await applyChargeState(db, row.id, 'refunded', { at: at(spec.refundedDaysAgo), releaseDays: 3 });
}

function delta(after: Dashboard, before: Dashboard) {
  const f = (k: Exclude<keyof Dashboard['figures'], 'onboarding'>) => ({
    current: after.figures[k].current - before.figures[k].current,
    previous: after.figures[k].previous - before.figures[k].previous,
  });
  const o = (w: 'current' | 'previous') => ({
    completed: after.figures.onboarding[w].completed - before.figures.onboarding[w].completed,
    total: after.figures.onboarding[w].total - before.figures.onboarding[w].total,
  });
  return {
    couples: f('couples'),
    activeCouples: f('activeCouples'),
    publishedLists: f('publishedLists'),
    gifts: f('gifts'),
    giftVolumeCents: f('giftVolumeCents'),
    feeRevenueCents: f('feeRevenueCents'),
    upcomingWeddings: f('upcomingWeddings'),
    onboarding: { current: o('current'), previous: o('previous') },
    totals: {
      gifts: after.totals.gifts - before.totals.gifts,
      giftVolumeCents: after.totals.giftVolumeCents - before.totals.giftVolumeCents,
      feeRevenueCents: after.totals.feeRevenueCents - before.totals.feeRevenueCents,
    },
    perDay: after.giftsPerDay.map((d, i) => ({
      day: d.day,
      gifts: d.gifts - (before.giftsPerDay[i]?.gifts ?? 0),
      grossCents: d.grossCents - (before.giftsPerDay[i]?.grossCents ?? 0),
    })),
  };
}

/** What the figures must move by, computed here from the specs alone. */
function expected() {
  const count = <T>(list: T[], test: (x: T) => boolean) => list.filter(test).length;
  const sum = <T>(list: T[], test: (x: T) => boolean, value: (x: T) => number) =>
    list.filter(test).reduce((s, x) => s + value(x), 0);
  const existedBy = (lag: number) => (c: CoupleSpec) => c.createdDaysAgo >= lag;
  const standing = (p: PaymentSpec) => p.refundedDaysAgo === undefined || p.refundedDaysAgo < 0;
  const confirmedIn = (from: number, to: number) => (p: PaymentSpec) =>
    p.confirmedDaysAgo >= from && p.confirmedDaysAgo <= to;
  const fees = (from: number, to: number) =>
    sum(paymentSpecs, confirmedIn(from, to), (p) => p.feeCents) -
    sum(
      paymentSpecs,
      (p) => p.refundedDaysAgo !== undefined && p.refundedDaysAgo >= from && p.refundedDaysAgo <= to,
      (p) => p.feeCents,
    );
  const gifts = (from: number, to: number) => (p: PaymentSpec) => confirmedIn(from, to)(p) && standing(p);
  const upcoming = (from: number, to: number) => (c: CoupleSpec) =>
    c.weddingInDays >= from && c.weddingInDays <= to;
  return {
    couples: { current: count(coupleSpecs, existedBy(0)), previous: count(coupleSpecs, existedBy(30)) },
    activeCouples: {
      current: count(coupleSpecs, (c) => c.active && existedBy(0)(c)),
      previous: count(coupleSpecs, (c) => c.active && existedBy(30)(c)),
    },
    publishedLists: {
      current: count(coupleSpecs, (c) => c.listPublished && existedBy(0)(c)),
      previous: count(coupleSpecs, (c) => c.listPublished && existedBy(30)(c)),
    },
    gifts: { current: count(paymentSpecs, gifts(0, 29)), previous: count(paymentSpecs, gifts(30, 59)) },
    giftVolumeCents: {
      current: sum(paymentSpecs, gifts(0, 29), (p) => p.grossCents),
      previous: sum(paymentSpecs, gifts(30, 59), (p) => p.grossCents),
    },
    feeRevenueCents: { current: fees(0, 29), previous: fees(30, 59) },
    upcomingWeddings: {
      current: count(coupleSpecs, upcoming(0, 29)),
      previous: count(coupleSpecs, upcoming(-30, -1)),
    },
    onboarding: {
      current: {
        completed: count(coupleSpecs, (c) => c.onboardedDaysAgo !== null && c.onboardedDaysAgo >= 0),
        total: count(coupleSpecs, existedBy(0)),
      },
      previous: {
        completed: count(coupleSpecs, (c) => c.onboardedDaysAgo !== null && c.onboardedDaysAgo >= 30),
        total: count(coupleSpecs, existedBy(30)),
      },
    },
    totals: {
      gifts: count(paymentSpecs, gifts(0, 10_000)),
      giftVolumeCents: sum(paymentSpecs, gifts(0, 10_000), (p) => p.grossCents),
      feeRevenueCents: fees(0, 10_000),
    },
  };
}

describe('GET /api/admin/dashboard', () => {
  it('moves each figure by exactly what the data created in its window adds', async () => {
    const { b } = await signedInAdmin(app, db, '10.31.0.1');
    const read = async () => {
      const res = await b.get('admin', `/api/admin/dashboard?ate=${asOfDay}`);
      expect(res.statusCode).toBe(200);
      return res.json() as Dashboard;
    };
    const before = await read();
    expect(before.today).toBe(asOfDay);
    expect(before.giftsPerDay).toHaveLength(30);
    expect(before.giftsPerDay.at(-1)?.day).toBe(asOfDay);

    const weddingsMade = [];
    for (const spec of coupleSpecs) weddingsMade.push(await createCouple(spec));
    const target = weddingsMade[0]?.id as string;
    for (const spec of paymentSpecs) await createPayment(db, target, spec);

    const { perDay, ...moved } = delta(await read(), before);
    // The rules, worked out by hand once, so expected() cannot drift into agreeing with anything.
    expect(expected()).toMatchObject({
      gifts: { current: 3, previous: 1 },
      giftVolumeCents: { current: 33_000, previous: 5_000 },
      feeRevenueCents: { current: 389 + 778 + 311 + 117 - 311 - 272, previous: 195 + 272 },
      upcomingWeddings: { current: 1, previous: 1 },
    });
    expect(moved).toEqual(expected());
    // The chart: the standing gifts of each day, zero elsewhere.
    const byDay = new Map<string, { gifts: number; grossCents: number }>();
    for (const p of paymentSpecs.filter((x) => x.confirmedDaysAgo <= 29)) {
      if (p.refundedDaysAgo !== undefined && p.refundedDaysAgo >= 0) continue;
      const day = dayOf(p.confirmedDaysAgo);
      const was = byDay.get(day) ?? { gifts: 0, grossCents: 0 };
      byDay.set(day, { gifts: was.gifts + 1, grossCents: was.grossCents + p.grossCents });
    }
    for (const d of perDay) {
      expect(d, d.day).toEqual({ day: d.day, ...(byDay.get(d.day) ?? { gifts: 0, grossCents: 0 }) });
    }
    expect(perDay.reduce((s, d) => s + d.gifts, 0)).toBe(3);
  });

  it('answers today without a date, and refuses a malformed one in pt-BR', async () => {
    const { b } = await signedInAdmin(app, db, '10.31.0.2');
    const res = await b.get('admin', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().figures.couples.current).toBeGreaterThan(0);
    const bad = await b.get('admin', '/api/admin/dashboard?ate=ontem');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe a data no formato AAAA-MM-DD.');
  });
});
