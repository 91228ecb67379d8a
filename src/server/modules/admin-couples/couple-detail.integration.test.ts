// A couple's page in the back office: each tab's figures against sums this test computes itself
// from the payments, gifts, answers and RSVPs it creates.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CoupleFinance,
  CoupleGiftList,
  CoupleGuests,
  CoupleOnboarding,
  CoupleOverview,
} from '../../../shared/admin-couple-detail.ts';
import { splitGift } from '../../../shared/fees.ts';
import {
  couples,
  type giftListItems,
  giftPayments,
  invitedHouseholds,
  onboardingAnswers,
  rsvps,
  users,
} from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { browser } from '../../testing/http.ts';
import { coupleWithGiftList } from '../../testing/payments.ts';
import { activeKey } from '../../testing/payout.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { applyChargeState } from '../payments/apply-charge-state.ts';

const { app, db } = await createTestApp();
const admin = await signedInAdmin(app, db, '10.62.0.1');
const DAY = 86_400_000;

type Item = typeof giftListItems.$inferSelect;

/** A guest's payment for a gift, confirmed `paidDaysAgo` days ago through the real ledger code. */
async function gift(weddingId: string, item: Item, quantity: number, paidDaysAgo: number | null) {
  const split = splitGift(item.priceCents * quantity, 389, 'couple');
  const [row] = await db
    .insert(giftPayments)
    .values({
      weddingId,
      giftListItemId: item.id,
      itemName: item.name,
      quantity,
      contributorName: `Convidado ${unique()}`,
      contributorEmail: `${unique()}@exemplo.com`,
      giftCents: item.priceCents * quantity,
      ...split,
      feePayer: 'couple',
      method: 'pix',
      provider: 'sandbox',
      providerChargeId: unique('charge-'),
      publicToken: randomUUID(),
      idempotencyKey: randomUUID(),
    })
    .returning();
  if (!row) throw new Error('payment not created');
  if (paidDaysAgo !== null) {
    await applyChargeState(db, row.id, 'paid', {
      at: new Date(Date.now() - paidDaysAgo * DAY),
      releaseDays: 3,
    });
  }
  return { ...row, ...split };
}

async function tab<T>(id: string, path = ''): Promise<T> {
  const res = await admin.b.get('admin', `/api/admin/couples/${id}${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("a couple's details", () => {
  it('Visão Geral and Financeiro show the ledger balances, payout key, fee payer and payments', async () => {
    const couple = await coupleWithGiftList(app, db);
    const weddingId = couple.wedding.id;
    await db.update(users).set({ registrationIp: '203.0.113.7' }).where(eq(users.id, couple.user.id));
    await db
      .update(couples)
      .set({ phone: '11987654321', weddingDate: '2031-10-11' })
      .where(eq(couples.userId, couple.user.id));
    await activeKey(db, weddingId, { key: 'pix@exemplo.com' });
    // Released long ago, still waiting for release, and never paid.
    const old = await gift(weddingId, couple.items.panelas, 1, 30);
    const recent = await gift(weddingId, couple.items.paris, 2, 0);
    const open = await gift(weddingId, couple.items.paris, 1, null);

    const overview = await tab<CoupleOverview>(couple.user.id);
    expect(overview).toMatchObject({
      id: couple.user.id,
      name1: 'Ana',
      name2: 'Rui',
      email: couple.email,
      phone: '11987654321',
      weddingDate: '2031-10-11',
      registrationIp: '203.0.113.7',
      status: 'ativo',
      site: { weddingId, slug: couple.slug, published: true, giftListPublished: true },
      finance: {
        totalReceivedCents: old.netCents + recent.netCents,
        pendingCents: recent.netCents,
        availableCents: old.netCents,
      },
    });

    const finance = await tab<CoupleFinance>(couple.user.id, '/finance');
    expect(finance).toMatchObject({
      totalReceivedCents: old.netCents + recent.netCents,
      pendingCents: recent.netCents,
      availableCents: old.netCents,
      payoutPixKey: { type: 'email', key: 'pix@exemplo.com' },
      feePayer: 'couple',
      transactionsTotal: 3,
    });
    expect(finance.transactions.map((t) => [t.id, t.status, t.grossCents, t.netCents])).toEqual([
      [open.id, 'pendente', open.grossCents, open.netCents],
      [recent.id, 'concluido', recent.grossCents, recent.netCents],
      [old.id, 'concluido', old.grossCents, old.netCents],
    ]);
  });

  it("Lista de Presentes shows each gift's value and what guests gave for it", async () => {
    const couple = await coupleWithGiftList(app, db);
    const weddingId = couple.wedding.id;
    const { panelas, paris, livre } = couple.items;
    const a = await gift(weddingId, paris, 3, 5);
    const b = await gift(weddingId, paris, 1, 0);
    const c = await gift(weddingId, panelas, 1, 1);
    await gift(weddingId, livre, 50, null); // pending: counts nowhere

    const list = await tab<CoupleGiftList>(couple.user.id, '/gift-list');
    const items = [panelas, paris, livre];
    expect(list.totals).toEqual({
      items: 3,
      listValueCents: items.reduce((s, i) => s + i.priceCents * i.quantityAvailable, 0),
      receivedCents: a.netCents + b.netCents + c.netCents,
      gifts: 3,
    });
    const byId = new Map(list.items.map((i) => [i.id, i]));
    expect(byId.get(paris.id)).toMatchObject({
      receivedCents: a.netCents + b.netCents,
      gifts: 2,
      quantitySold: 4,
      quantityAvailable: 10,
      isQuota: true,
    });
    expect(byId.get(panelas.id)).toMatchObject({ receivedCents: c.netCents, gifts: 1, quantitySold: 1 });
    expect(byId.get(livre.id)).toMatchObject({ receivedCents: 0, gifts: 0 });
    expect(list.lists).toEqual([expect.objectContaining({ isMain: true, items: 3 })]);
    expect(list.published).toBe(true);
  });

  it('Onboarding shows each step, done or not, with the answers in words', async () => {
    const couple = await coupleWithGiftList(app, db);
    await db.insert(onboardingAnswers).values([
      { weddingId: couple.wedding.id, step: 1, answer: 'animados' },
      { weddingId: couple.wedding.id, step: 2, answer: 'pular' },
      { weddingId: couple.wedding.id, step: 3, answer: '["about-couple","message-board"]' },
    ]);
    await db.update(couples).set({ onboardingProgress: 3 }).where(eq(couples.userId, couple.user.id));
    const onboarding = await tab<CoupleOnboarding>(couple.user.id, '/onboarding');
    expect(onboarding.progress).toBe(3);
    expect(onboarding.completedAt).toBeNull();
    expect(onboarding.steps).toHaveLength(8);
    expect(onboarding.steps.slice(0, 4).map((s) => [s.done, s.answer])).toEqual([
      [true, 'Animados'],
      [true, 'Pulou esta etapa'],
      [true, 'Sobre o casal, Mural de recados'],
      [false, null],
    ]);
    expect(onboarding.steps[5]).toMatchObject({ step: 6, done: false, answer: couple.slug });
    const overview = await tab<CoupleOverview>(couple.user.id);
    expect(overview.onboarding).toMatchObject({ progress: 3, steps: 8, completedAt: null });
  });

  it('Convidados shows RSVP totals and each invited household with its answers', async () => {
    const couple = await coupleWithGiftList(app, db);
    const weddingId = couple.wedding.id;
    const [silva, souza] = await db
      .insert(invitedHouseholds)
      .values([
        { weddingId, name: 'Família Silva', nameKey: 'familia silva', maxCompanions: 3 },
        { weddingId, name: 'Família Souza', nameKey: 'familia souza', maxCompanions: 1 },
      ])
      .returning();
    const answers = [
      { name: 'Rita Silva', attending: true, companions: 2, householdId: silva?.id },
      { name: 'Jorge Silva', attending: false, companions: 0, householdId: silva?.id },
      { name: 'Lia Prado', attending: true, companions: 1, householdId: null },
      { name: 'Davi Reis', attending: true, companions: 0, householdId: null },
    ];
    await db
      .insert(rsvps)
      .values(answers.map((a) => ({ ...a, weddingId, nameKey: a.name.toLowerCase(), contactKey: a.name })));
    const guests = await tab<CoupleGuests>(couple.user.id, '/guests');
    const attending = answers.filter((a) => a.attending);
    expect(guests.totals).toEqual({
      answers: answers.length,
      attending: attending.length,
      declined: answers.length - attending.length,
      people: attending.reduce((s, a) => s + 1 + a.companions, 0),
      households: 2,
      householdsAnswered: 1,
    });
    expect(guests.households).toEqual([
      { id: silva?.id, name: 'Família Silva', maxCompanions: 3, answers: 2, attending: 1 },
      { id: souza?.id, name: 'Família Souza', maxCompanions: 1, answers: 0, attending: 0 },
    ]);
    expect(guests.rsvps).toHaveLength(4);
    expect(guests.rsvps.find((r) => r.name === 'Rita Silva')?.householdName).toBe('Família Silva');
  });

  it('answers 404 for an unknown id or an administrator, 401 and 403 to others', async () => {
    for (const path of ['', '/finance', '/gift-list', '/onboarding', '/guests']) {
      const unknown = await admin.b.get('admin', `/api/admin/couples/${randomUUID()}${path}`);
      expect(unknown.statusCode, path).toBe(404);
      const anAdmin = await admin.b.get('admin', `/api/admin/couples/${admin.user.id}${path}`);
      expect(anAdmin.statusCode, path).toBe(404);
      const anonymous = await browser(app).get('admin', `/api/admin/couples/${admin.user.id}${path}`);
      expect(anonymous.statusCode, path).toBe(401);
    }
  });
});
