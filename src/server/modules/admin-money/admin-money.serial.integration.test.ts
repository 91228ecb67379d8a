import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type AdminPaymentDetails,
  type AdminPaymentPage,
  type AdminWithdrawalPage,
  type Finances,
  adminMoneyMessages as m,
} from '../../../shared/admin-money.ts';
import { formatDecimalBRL } from '../../../shared/money.ts';
import { auditLog, ledgerTransactions, withdrawals } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { insertGiftPayment } from '../../testing/gift-payments.ts';
import { csvLines } from '../../testing/http.ts';
import { pastDays } from '../../testing/past-days.ts';
import { checkoutGift, coupleWithGiftList, eventually, paymentRow } from '../../testing/payments.ts';
import { activeKey, stepUp } from '../../testing/payout.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { postTransaction } from '../ledger/ledger.ts';
import { SANDBOX_FAILING_PIX_KEY } from '../payment-providers/sandbox/sandbox-provider.ts';
import { applyChargeState } from '../payments/apply-charge-state.ts';

const { app, db } = await createTestApp();
const DAY = 86_400_000;

async function paidGift(couple: Awaited<ReturnType<typeof coupleWithGiftList>>) {
  const { view } = await checkoutGift(app, couple, 'panelas');
  const row = await paymentRow(db, view.token);
  await app.payments.sandbox?.setChargeState(row.providerChargeId as string, 'paid');
  return eventually(async () => {
    const now = await paymentRow(db, view.token);
    return now.status === 'concluido' && now;
  });
}

describe('/api/admin/payments', () => {
  it('filters payments, shows ledger entries and provider events, and refunds once (audited)', async () => {
    const { b, user } = await signedInAdmin(app, db, '10.33.0.1');
    const couple = await coupleWithGiftList(app, db, { ip: '10.33.0.2' });
    const paid = await paidGift(couple);
    // Another gift (the set of pans is sold out now), left unpaid.
    const { res: pendingRes, view: pending } = await checkoutGift(app, couple, 'paris', {}, '10.33.0.7');
    expect(pendingRes.statusCode, pendingRes.body).toBe(201);

    const list = async (query: string) => {
      const res = await b.get(
        'admin',
        `/api/admin/payments?casal=${encodeURIComponent(couple.email)}&${query}`,
      );
      expect(res.statusCode, query).toBe(200);
      return res.json() as AdminPaymentPage;
    };
    expect((await list('')).total).toBe(2);
    expect((await list('status=concluido')).items.map((p) => p.id)).toEqual([paid.id]);
    expect((await list('status=pendente')).total).toBe(1);
    expect((await list('metodo=card')).total).toBe(0);
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`de=${today}&ate=${today}`)).total).toBe(2);
    expect((await list('de=2001-01-01&ate=2001-01-31')).total).toBe(0);
    const bad = await b.get('admin', '/api/admin/payments?metodo=cheque');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Forma de pagamento inválida.');

    const details = (await b.get('admin', `/api/admin/payments/${paid.id}`)).json() as AdminPaymentDetails;
    expect(details).toMatchObject({
      status: 'concluido',
      feeBasisPoints: 389,
      grossCents: 10_000,
      feeCents: 389,
    });
    expect(details.ledger.reduce((s, e) => s + e.amountCents, 0)).toBe(0);
    expect(details.ledger.map((e) => [e.account, e.amountCents]).sort()).toEqual(
      [
        ['couple_wallet', 9_611],
        ['platform_fees', 389],
        ['provider_clearing', -10_000],
      ].sort(),
    );
    expect(details.events.map((e) => e.type)).toContain('charge.updated');

    const pendingRow = await paymentRow(db, pending.token);
    const refusePending = await b.post('admin', `/api/admin/payments/${pendingRow.id}/refund`);
    expect(refusePending.statusCode).toBe(400);
    expect(refusePending.json().error.message).toBe(m.refundOnlyConcluded);

    const [first, second] = await Promise.all([
      b.post('admin', `/api/admin/payments/${paid.id}/refund`),
      b.post('admin', `/api/admin/payments/${paid.id}/refund`),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    const again = await b.post('admin', `/api/admin/payments/${paid.id}/refund`);
    expect(again.statusCode).toBe(200);
    const refunded = again.json() as AdminPaymentDetails;
    expect(refunded.status).toBe('estornado');
    expect(refunded.ledger.reduce((s, e) => s + e.amountCents, 0)).toBe(0);
    const kinds = await db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.giftPaymentId, paid.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['gift_payment', 'refund']);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.actorUserId, user.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.targetId).toBe(paid.id);
    const wallet = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet`)).json();
    expect(wallet).toMatchObject({ pendingCents: 0, availableCents: 0 });
  });
});

describe('/api/admin/withdrawals', () => {
  it('lists a failed withdrawal and retries it once, from the available balance (audited)', async () => {
    const { b, user } = await signedInAdmin(app, db, '10.33.0.3');
    const couple = await coupleWithGiftList(app, db, { ip: '10.33.0.4' });
    const payment = await insertGiftPayment(db, couple.wedding.id);
    await applyChargeState(db, payment.id, 'paid', {
      releaseDays: 3,
      at: new Date(Date.now() - 20 * DAY),
    });
    await activeKey(db, couple.wedding.id, { key: SANDBOX_FAILING_PIX_KEY });
    await stepUp(couple.b);
    const asked = await couple.b.post('painel', `/api/weddings/${couple.wedding.id}/withdrawals`, {
      amountCents: 5_000,
      idempotencyKey: unique('pedido-'),
    });
    expect(asked.statusCode).toBe(201);
    const failedId = asked.json().id as string;
    await eventually(async () => {
      const [w] = await db.select().from(withdrawals).where(eq(withdrawals.id, failedId));
      return w?.status === 'falhou';
    });

    const page = (await b.get('admin', '/api/admin/withdrawals?status=falhou')).json() as AdminWithdrawalPage;
    expect(page.items.find((w) => w.id === failedId)).toMatchObject({ status: 'falhou', amountCents: 5_000 });

    const retried = await b.post('admin', `/api/admin/withdrawals/${failedId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().created).toBe(true);
    const twice = await b.post('admin', `/api/admin/withdrawals/${failedId}/retry`);
    expect(twice.json()).toEqual({ id: retried.json().id, created: false });
    const listed = (
      await b.get('admin', '/api/admin/withdrawals?status=todos')
    ).json() as AdminWithdrawalPage;
    expect(listed.items.find((w) => w.id === failedId)?.retryId).toBe(retried.json().id);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.retry'), eq(auditLog.actorUserId, user.id)));
    expect(audits).toHaveLength(1);
    const again = await b.post('admin', `/api/admin/withdrawals/${retried.json().id}/retry`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(m.retryOnlyFailed);
  });
});

describe('/api/admin/finances', () => {
  it('adds each day’s volume, refunds, fees, payouts and the balances held at its end', async () => {
    const { b } = await signedInAdmin(app, db, '10.33.0.5');
    const { base: d, at } = pastDays(3, 10);
    const noon = (k: number) => at(-k);
    const query = `periodo=dia&de=${noon(2).toISOString().slice(0, 10)}&ate=${d}`;
    const read = async () => {
      const res = await b.get('admin', `/api/admin/finances?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as Finances;
    };
    const before = await read();
    expect(before.rows.map((r) => r.start)).toEqual([2, 1, 0].map((k) => noon(k).toISOString().slice(0, 10)));

    const couple = await coupleWithGiftList(app, db, { ip: '10.33.0.6' });
    const p = await insertGiftPayment(db, couple.wedding.id);
    await applyChargeState(db, p.id, 'paid', { releaseDays: 3, at: noon(2) });
    await applyChargeState(db, p.id, 'refunded', { releaseDays: 3, at: noon(1) });
    await db.insert(withdrawals).values({
      weddingId: couple.wedding.id,
      amountCents: 3_000,
      pixKeyType: 'email',
      pixKey: 'casal@exemplo.com',
      status: 'pago',
      provider: 'sandbox',
      idempotencyKey: unique('fin-saque-'),
      createdAt: noon(0),
      paidAt: noon(0),
    });
    // Money written to a wallet two days before, released on the last day.
    await postTransaction(db, {
      kind: 'gift_payment',
      idempotencyKey: unique('fin-razao-'),
      at: noon(2),
      lines: [
        { account: { code: 'provider_clearing' }, amountCents: -5_000, availableAt: noon(2) },
        {
          account: { code: 'couple_wallet', weddingId: couple.wedding.id },
          amountCents: 5_000,
          availableAt: noon(0),
        },
      ],
    });

    const after = await read();
    const moved = after.rows.map((r, i) => {
      const was = before.rows[i];
      if (!was) throw new Error('row missing');
      return {
        gifts: r.gifts - was.gifts,
        giftVolumeCents: r.giftVolumeCents - was.giftVolumeCents,
        refundsCents: r.refundsCents - was.refundsCents,
        feeRevenueCents: r.feeRevenueCents - was.feeRevenueCents,
        payoutsCents: r.payoutsCents - was.payoutsCents,
        pendingCents: r.pendingCents - was.pendingCents,
        availableCents: r.availableCents - was.availableCents,
      };
    });
    expect(moved).toEqual([
      {
        gifts: 1,
        giftVolumeCents: 10_000,
        refundsCents: 0,
        feeRevenueCents: 389,
        payoutsCents: 0,
        pendingCents: 5_000,
        availableCents: 0,
      },
      {
        gifts: 0,
        giftVolumeCents: 0,
        refundsCents: 10_000,
        feeRevenueCents: -389,
        payoutsCents: 0,
        pendingCents: 5_000,
        availableCents: 0,
      },
      {
        gifts: 0,
        giftVolumeCents: 0,
        refundsCents: 0,
        feeRevenueCents: 0,
        payoutsCents: 3_000,
        pendingCents: 0,
        availableCents: 5_000,
      },
    ]);

    const csv = await b.get('admin', `/api/admin/finances.csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe(
      '"Dia (início)";"Presentes";"Volume de presentes (R$)";"Estornos (R$)";"Receita de taxas (R$)";"Serviços adicionais (R$)";"Saques pagos (R$)";"Saldo aguardando (R$)";"Saldo disponível (R$)"',
    );
    expect(lines).toHaveLength(4);
    const last = after.rows[2];
    expect(lines[3]?.split(';')[6]).toBe(`"${formatDecimalBRL(last?.payoutsCents ?? 0)}"`);

    const bad = await b.get(
      'admin',
      `/api/admin/finances?periodo=dia&de=${d}&ate=${noon(2).toISOString().slice(0, 10)}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(m.periodOrder);
    const weekly = await b.get('admin', '/api/admin/finances?periodo=semana');
    expect(weekly.json().rows).toHaveLength(12);
    const monthly = await b.get('admin', '/api/admin/finances?periodo=mes');
    expect(monthly.json().rows).toHaveLength(12);
  });
});
