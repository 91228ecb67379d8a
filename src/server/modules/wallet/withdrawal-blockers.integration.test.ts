import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WalletHolds } from '../../../shared/admin-wallet-holds.ts';
import { walletMessages } from '../../../shared/payments/wallet.ts';
import { auditLog } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { checkoutGift, type coupleWithGiftList } from '../../testing/payments.ts';
import { readyToWithdraw, releasedGift, withdraw } from '../../testing/payout.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { applyChargeState } from '../payments/apply-charge-state.ts';

const t: TestApp = await createTestApp();

type Couple = Awaited<ReturnType<typeof coupleWithGiftList>>;
const card = { number: '4111111111111111', holderName: 'CIDA SOUZA', expiry: '12/30', cvv: '123' };

const wallet = async (couple: Couple) =>
  (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet`)).json() as {
    availableCents: number;
    debtCents: number;
    underReviewCents: number;
  };

describe('a refund after the money was withdrawn', () => {
  it('leaves the wallet negative through the ledger, says why, lists it for admins and refuses withdrawals until covered', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    const gift = await releasedGift(t.app, t.database.db, couple, 20_000);
    expect((await withdraw(couple, 19_222)).statusCode).toBe(201);
    await applyChargeState(t.database.db, gift.id, 'chargeback', { releaseDays: 3 });

    expect(await wallet(couple)).toMatchObject({
      availableCents: -19_222,
      debtCents: 19_222,
      underReviewCents: 0,
    });
    const statement = (
      await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/wallet/statement`)
    ).json();
    expect(statement.entries[0]).toMatchObject({ kind: 'chargeback', amountCents: -19_222 });

    const admin = await signedInAdmin(t.app, t.database.db);
    const holds = (await admin.b.get('admin', '/api/admin/wallet-holds')).json() as WalletHolds;
    expect(holds.inDebt).toContainEqual(
      expect.objectContaining({ weddingId: couple.wedding.id, debtCents: 19_222, slug: couple.slug }),
    );

    // A new gift covers part of the debt: still negative, still refused, with its own code.
    await releasedGift(t.app, t.database.db, couple, 10_000);
    expect(await wallet(couple)).toMatchObject({ availableCents: -9_611, debtCents: 9_611 });
    const refused = await withdraw(couple, 1_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'WALLET_IN_DEBT', message: walletMessages.inDebtRefused });
    expect(await wallet(couple)).toMatchObject({ availableCents: -9_611 });

    // Once gifts cover it, the couple withdraws what is left over.
    await releasedGift(t.app, t.database.db, couple, 20_000);
    expect(await wallet(couple)).toMatchObject({ availableCents: 9_611, debtCents: 0 });
    expect((await withdraw(couple, 9_611)).statusCode).toBe(201);
    const after = (await admin.b.get('admin', '/api/admin/wallet-holds')).json() as WalletHolds;
    expect(after.inDebt.map((w) => w.weddingId)).not.toContain(couple.wedding.id);
  });
});

describe('card money of a wedding with no history', () => {
  async function bigCardGift(couple: Couple, amountCents: number) {
    const { res } = await checkoutGift(t.app, couple, 'livre', { amountCents, method: 'card', card });
    expect(res.json()).toMatchObject({ status: 'concluido' });
  }

  it('holds withdrawals above the threshold until an admin releases it (audited)', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    await releasedGift(t.app, t.database.db, couple, 20_000);
    await bigCardGift(couple, 600_000);
    const view = await wallet(couple);
    expect(view).toMatchObject({ availableCents: 19_222, underReviewCents: 576_660 });

    const refused = await withdraw(couple, 1_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'WITHDRAWAL_UNDER_REVIEW',
      message: walletMessages.underReviewRefused,
    });

    const admin = await signedInAdmin(t.app, t.database.db);
    const holds = (await admin.b.get('admin', '/api/admin/wallet-holds')).json() as WalletHolds;
    expect(holds.underReview).toContainEqual(
      expect.objectContaining({ weddingId: couple.wedding.id, cardCents: 576_660 }),
    );
    // A couple cannot release their own review.
    const self = await couple.b.post('admin', `/api/admin/wallet-holds/${couple.wedding.id}/release`, {});
    expect([401, 403]).toContain(self.statusCode);

    const released = await admin.b.post('admin', `/api/admin/wallet-holds/${couple.wedding.id}/release`, {});
    expect(released.statusCode).toBe(200);
    expect((released.json() as WalletHolds).underReview.map((w) => w.weddingId)).not.toContain(
      couple.wedding.id,
    );
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.release_review'), eq(auditLog.targetId, couple.wedding.id)));
    expect(audit).toMatchObject({ actorUserId: admin.user.id, targetType: 'wedding' });

    expect(await wallet(couple)).toMatchObject({ underReviewCents: 0 });
    expect((await withdraw(couple, 1_000)).statusCode).toBe(201);
    // Releasing again has nothing to release.
    const again = await admin.b.post('admin', `/api/admin/wallet-holds/${couple.wedding.id}/release`, {});
    expect(again.statusCode).toBe(400);
  });

  it('does not hold card money under the threshold', async () => {
    const couple = await readyToWithdraw(t.app, t.database.db);
    await releasedGift(t.app, t.database.db, couple, 20_000);
    await bigCardGift(couple, 400_000);
    expect(await wallet(couple)).toMatchObject({ underReviewCents: 0 });
    expect((await withdraw(couple, 1_000)).statusCode).toBe(201);
  });
});
