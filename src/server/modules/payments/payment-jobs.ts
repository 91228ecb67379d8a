// The payments' background work: apply provider events, send payouts, let the sandbox settle its
// transfers, and reconcile every minute (re-queuing anything whose job was lost).
import type { FastifyInstance } from 'fastify';
import { paymentQueues } from '../payment-providers/payment-queues.ts';
import { getSettings } from '../settings/service.ts';
import { sendPayout } from '../wallet/withdrawals.ts';
import {
  logChargeOutcome,
  logPayoutOutcome,
  logReconciliationFixed,
  logReconciliationUnreadable,
} from './money-outcome-log.ts';
import { noticePaymentChange, noticeWithdrawalChange } from './payment-notices.ts';
import { processProviderEvent } from './provider-events.ts';
import { reconcile } from './reconcile.ts';

/** Pending charges younger than this are left to their webhooks. */
const RECONCILE_AFTER_SECONDS = 600;

export async function registerPaymentJobs(app: FastifyInstance): Promise<void> {
  const { provider, sandbox } = app.payments;
  const queues = paymentQueues(provider.name);
  const releaseDays = async () => (await getSettings(app.db)).releaseBusinessDays;

  // Applying an event is idempotent (ledger keys, processed flag), so events go in batches.
  await app.jobs.work<{ eventRowId: string }>(
    queues.event,
    async ({ eventRowId }) => {
      const effects = await processProviderEvent(app.db, provider, eventRowId, await releaseDays());
      if (effects.payment?.changedFrom) {
        logChargeOutcome(app.log, effects.payment.payment, 'webhook');
        await noticePaymentChange(app, effects.payment.payment);
      }
      if (effects.withdrawal?.changed) {
        logPayoutOutcome(app.log, effects.withdrawal.withdrawal, 'webhook');
        await noticeWithdrawalChange(app, effects.withdrawal.withdrawal);
      }
    },
    { batchSize: 25 },
  );

  await app.jobs.work<{ withdrawalId: string }>(queues.payout, async ({ withdrawalId }) => {
    const result = await sendPayout(app.db, provider, withdrawalId);
    if (!result?.changed) return;
    logPayoutOutcome(app.log, result.withdrawal, 'payout-job');
    await noticeWithdrawalChange(app, result.withdrawal);
  });

  if (sandbox) {
    await app.jobs.work<{ transferId: string }>(queues.sandboxTransfer, ({ transferId }) =>
      sandbox.settleTransfer(transferId),
    );
  }

  await app.jobs.work(queues.reconcile, async () => {
    const result = await reconcile(app.db, provider, {
      releaseDays: await releaseDays(),
      pendingAfterSeconds: RECONCILE_AFTER_SECONDS,
      lostAfterSeconds: app.config.lostJobAfterSeconds,
    });
    for (const { payment, changedFrom } of result.payments) {
      logReconciliationFixed(app.log, {
        kind: 'payment',
        id: payment.id,
        from: changedFrom,
        to: payment.status,
      });
      logChargeOutcome(app.log, payment, 'reconciliation');
      await noticePaymentChange(app, payment);
    }
    for (const { withdrawal } of result.withdrawals) {
      // Only withdrawals still "processando" are read back from the provider.
      const fix = {
        kind: 'withdrawal' as const,
        id: withdrawal.id,
        from: 'processando',
        to: withdrawal.status,
      };
      logReconciliationFixed(app.log, fix);
      logPayoutOutcome(app.log, withdrawal, 'reconciliation');
      await noticeWithdrawalChange(app, withdrawal);
    }
    for (const eventRowId of result.lostEvents) await app.jobs.send(queues.event, { eventRowId });
    for (const withdrawalId of result.lostPayouts) await app.jobs.send(queues.payout, { withdrawalId });
    for (const { id, error } of result.unreadable) logReconciliationUnreadable(app.log, id, error);
  });
  await app.jobs.schedule(queues.reconcile, '* * * * *');
  // A process that starts (perhaps replacing one that died) sweeps at once, not at the next minute.
  await app.jobs.send(queues.reconcile, {});
}
