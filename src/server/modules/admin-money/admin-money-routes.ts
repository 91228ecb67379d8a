// /api/admin/finances, /api/admin/payments and /api/admin/withdrawals: the back office's money.
// Routes stay thin: parse, call one function, reply; refunds and retries are audited inside.
import { z } from 'zod';
import {
  adminPaymentDetailsSchema,
  adminPaymentPageSchema,
  adminWithdrawalPageSchema,
  financesQuerySchema,
  financesSchema,
  paymentsQuerySchema,
  withdrawalsQuerySchema,
} from '../../../shared/admin-money.ts';
import { walletHoldsSchema } from '../../../shared/admin-wallet-holds.ts';
import { routeModule } from '../../http/define-routes.ts';
import { sendDownload } from '../../http/file-download.ts';
import { idParams, weddingParams } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { paymentQueues } from '../payment-providers/payment-queues.ts';
import { logChargeOutcome } from '../payments/money-outcome-log.ts';
import { noticePaymentChange } from '../payments/payment-notices.ts';
import { getSettings } from '../settings/service.ts';
import { financesCsv } from './finances-csv.ts';
import { financesByPeriod } from './finances-queries.ts';
import { listPayments, paymentDetails } from './payments-queries.ts';
import { refundPayment } from './refund-payment.ts';
import { releaseReview, walletHolds } from './wallet-holds-admin.ts';
import { listWithdrawals, retryWithdrawal } from './withdrawals-admin.ts';

export const adminMoneyRoutes = routeModule({ tags: ['admin'] }, (route, app) => {
  route.get('/api/admin/finances', {
    summary: 'Volume, taxas, saques e saldos retidos por dia, semana ou mês',
    querystring: financesQuerySchema,
    reply: financesSchema,
    handler: (request) => financesByPeriod(app.db, request.query),
  });

  route.get('/api/admin/finances.csv', {
    summary: 'Finanças por período em CSV',
    querystring: financesQuerySchema,
    handler: async (request, reply) => {
      const finances = await financesByPeriod(app.db, request.query);
      const fileName = `financas-${finances.periodo}-${finances.de}-a-${finances.ate}.csv`;
      return sendDownload(reply, { fileName, type: 'text/csv; charset=utf-8' }, financesCsv(finances));
    },
  });

  route.get('/api/admin/payments', {
    summary: 'Todos os pagamentos, com filtros e páginas',
    querystring: paymentsQuerySchema,
    reply: adminPaymentPageSchema,
    handler: (request) => listPayments(app.db, request.query),
  });

  route.get('/api/admin/payments/:id', {
    summary: 'Um pagamento com seus lançamentos no razão e os eventos do provedor',
    params: idParams,
    reply: adminPaymentDetailsSchema,
    handler: (request) => paymentDetails(app.db, request.params.id),
  });

  route.post('/api/admin/payments/:id/refund', {
    summary: 'Estorna um pagamento concluído (provedor e razão, uma vez só)',
    params: idParams,
    reply: adminPaymentDetailsSchema,
    handler: async (request) => {
      const settings = await getSettings(app.db);
      const { refunded, payment } = await refundPayment(
        app.db,
        app.payments.provider,
        await auditActor(request),
        request.params.id,
        settings.releaseBusinessDays,
      );
      if (refunded) {
        logChargeOutcome(request.log, payment, 'admin');
        // The guest page's quotas come back; a couple's purchase stops its service and says so.
        await noticePaymentChange(app, payment);
      }
      return paymentDetails(app.db, request.params.id);
    },
  });

  route.get('/api/admin/withdrawals', {
    summary: 'Saques dos casais e seus estados',
    querystring: withdrawalsQuerySchema,
    reply: adminWithdrawalPageSchema,
    handler: (request) => listWithdrawals(app.db, request.query),
  });

  route.post('/api/admin/withdrawals/:id/retry', {
    summary: 'Tenta de novo um saque que falhou',
    params: idParams,
    reply: z.object({ id: z.uuid(), created: z.boolean() }),
    handler: async (request) => {
      const provider = app.payments.provider.name;
      const result = await retryWithdrawal(app.db, provider, await auditActor(request), request.params.id);
      if (result.created) await app.jobs.send(paymentQueues(provider).payout, { withdrawalId: result.id });
      return result;
    },
  });

  route.get('/api/admin/wallet-holds', {
    summary: 'Carteiras com saldo negativo e saldos de cartão em análise',
    reply: walletHoldsSchema,
    handler: () => walletHolds(app.db),
  });

  route.post('/api/admin/wallet-holds/:weddingId/release', {
    summary: 'Libera para saque o saldo de cartão em análise de um casamento',
    params: weddingParams,
    reply: walletHoldsSchema,
    handler: async (request) => {
      await releaseReview(app.db, await auditActor(request), request.params.weddingId);
      return walletHolds(app.db);
    },
  });
});
