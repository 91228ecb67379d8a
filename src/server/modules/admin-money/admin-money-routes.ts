// /api/admin/finances, /api/admin/payments and /api/admin/withdrawals: the back office's money.
// Routes stay thin: parse, call one function, reply; refunds and retries are audited inside.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { idParams } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { paymentQueues } from '../payment-providers/payment-queues.ts';
import { logChargeOutcome } from '../payments/money-outcome-log.ts';
import { getSettings } from '../settings/service.ts';
import { financesCsv } from './finances-csv.ts';
import { financesByPeriod } from './finances-queries.ts';
import { listPayments, paymentDetails } from './payments-queries.ts';
import { refundPayment } from './refund-payment.ts';
import { releaseReview, walletHolds } from './wallet-holds-admin.ts';
import { listWithdrawals, retryWithdrawal } from './withdrawals-admin.ts';

const tags = ['admin'];

export const adminMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/finances',
    {
      schema: {
        tags,
        summary: 'Volume, taxas, saques e saldos retidos por dia, semana ou mês',
        querystring: financesQuerySchema,
        response: { 200: financesSchema },
      },
    },
    async (request) => financesByPeriod(app.db, request.query),
  );

  app.get(
    '/api/admin/finances.csv',
    {
      schema: { tags, summary: 'Finanças por período em CSV', querystring: financesQuerySchema },
    },
    async (request, reply) => {
      const finances = await financesByPeriod(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="financas-${finances.periodo}-${finances.de}-a-${finances.ate}.csv"`,
        )
        .send(financesCsv(finances));
    },
  );

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        summary: 'Todos os pagamentos, com filtros e páginas',
        querystring: paymentsQuerySchema,
        response: { 200: adminPaymentPageSchema },
      },
    },
    async (request) => listPayments(app.db, request.query),
  );

  app.get(
    '/api/admin/payments/:id',
    {
      schema: {
        tags,
        summary: 'Um pagamento com seus lançamentos no razão e os eventos do provedor',
        params: idParams,
        response: { 200: adminPaymentDetailsSchema },
      },
    },
    async (request) => paymentDetails(app.db, request.params.id),
  );

  app.post(
    '/api/admin/payments/:id/refund',
    {
      schema: {
        tags,
        summary: 'Estorna um pagamento concluído (provedor e razão, uma vez só)',
        params: idParams,
        response: { 200: adminPaymentDetailsSchema },
      },
    },
    async (request) => {
      const settings = await getSettings(app.db);
      const { refunded, payment } = await refundPayment(
        app.db,
        app.payments.provider,
        await auditActor(request),
        request.params.id,
        settings.releaseBusinessDays,
      );
      if (refunded) logChargeOutcome(request.log, payment, 'admin');
      return paymentDetails(app.db, request.params.id);
    },
  );

  app.get(
    '/api/admin/withdrawals',
    {
      schema: {
        tags,
        summary: 'Saques dos casais e seus estados',
        querystring: withdrawalsQuerySchema,
        response: { 200: adminWithdrawalPageSchema },
      },
    },
    async (request) => listWithdrawals(app.db, request.query),
  );

  app.post(
    '/api/admin/withdrawals/:id/retry',
    {
      schema: {
        tags,
        summary: 'Tenta de novo um saque que falhou',
        params: idParams,
        response: { 200: z.object({ id: z.uuid(), created: z.boolean() }) },
      },
    },
    async (request) => {
      const provider = app.payments.provider.name;
      const result = await retryWithdrawal(app.db, provider, await auditActor(request), request.params.id);
      if (result.created) await app.jobs.send(paymentQueues(provider).payout, { withdrawalId: result.id });
      return result;
    },
  );

  app.get(
    '/api/admin/wallet-holds',
    {
      schema: {
        tags,
        summary: 'Carteiras com saldo negativo e saldos de cartão em análise',
        response: { 200: walletHoldsSchema },
      },
    },
    async () => walletHolds(app.db),
  );

  app.post(
    '/api/admin/wallet-holds/:weddingId/release',
    {
      schema: {
        tags,
        summary: 'Libera para saque o saldo de cartão em análise de um casamento',
        params: z.object({ weddingId: z.uuid() }),
        response: { 200: walletHoldsSchema },
      },
    },
    async (request) => {
      await releaseReview(app.db, await auditActor(request), request.params.weddingId);
      return walletHolds(app.db);
    },
  );
};
