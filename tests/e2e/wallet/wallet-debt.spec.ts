// "Minha Carteira" on a phone after a chargeback of money already withdrawn: the negative balance is
// explained in one line, and a withdrawal is refused with the reason (ADR 013).
import { randomUUID } from 'node:crypto';
import { applyChargeState } from '../../../src/server/modules/payments/apply-charge-state.ts';
import { requestWithdrawal } from '../../../src/server/modules/wallet/withdrawals.ts';
import { formatBRL } from '../../../src/shared/money.ts';
import { walletMessages } from '../../../src/shared/payments/wallet.ts';
import { openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { activePayoutKey, confirmedGift, coupleWithGifts } from './wallet-helpers.ts';

test('a wallet in debt says why at 375 px', async ({ page, database }) => {
  const db = database.db;
  const couple = await coupleWithGifts(db);
  const gift = await confirmedGift(db, couple, 10);
  await activePayoutKey(db, couple);
  await requestWithdrawal(db, couple.wedding.id, couple.user.id, 'sandbox', {
    amountCents: 9_611,
    idempotencyKey: randomUUID(),
  });
  await applyChargeState(db, gift.id, 'chargeback', { releaseDays: 3 });

  await page.setViewportSize({ width: 375, height: 800 });
  await openPanel(page, couple, '/dashboard/carteira');
  await expect(page.getByRole('status').filter({ hasText: 'saldo está negativo' })).toHaveText(
    walletMessages.inDebt(9_611),
  );
  await expect(page.locator('dl > div').filter({ hasText: 'Disponível' })).toContainText(formatBRL(-9_611));
  await expectNoAxeViolations(page, 'carteira negativa 375');
});
