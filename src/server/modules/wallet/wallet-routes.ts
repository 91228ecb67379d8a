// "Minha Carteira" for the couple who owns the wedding (checked at the edge by its path): balances,
// statement, withdrawals and a new withdrawal by PIX to the active payout key, after step-up.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  statementEntrySchema,
  walletViewSchema,
  withdrawalBody,
  withdrawalViewSchema,
} from '../../../shared/payments/wallet.ts';
import { requireStepUp } from '../auth/step-up-service.ts';
import { paymentQueues } from '../payment-providers/payment-queues.ts';
import { getSettings } from '../settings/service.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { toWithdrawalView, walletStatement, walletSummary, withdrawalHistory } from './wallet-queries.ts';
import { requestWithdrawal } from './withdrawals.ts';

const params = z.object({ weddingId: z.uuid() });
const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/:weddingId/wallet',
    { schema: { tags, summary: 'Saldos da carteira', params, response: { 200: walletViewSchema } } },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      const settings = await getSettings(app.db);
      return walletSummary(app.db, wedding.id, settings.payoutMaxHours);
    },
  );

  app.get(
    '/api/weddings/:weddingId/wallet/statement',
    {
      schema: {
        tags,
        summary: 'Extrato da carteira',
        params,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: {
          200: z.object({
            entries: z.array(statementEntrySchema),
            total: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      const pageSize = 20;
      const result = await walletStatement(app.db, wedding.id, {
        limit: pageSize,
        offset: (request.query.page - 1) * pageSize,
      });
      return { ...result, pageSize };
    },
  );

  app.get(
    '/api/weddings/:weddingId/withdrawals',
    { schema: { tags, summary: 'Saques', params, response: { 200: z.array(withdrawalViewSchema) } } },
    async (request) => {
      const { wedding } = await requireOwnWedding(request, request.params.weddingId);
      return withdrawalHistory(app.db, wedding.id);
    },
  );

  app.post(
    '/api/weddings/:weddingId/withdrawals',
    {
      schema: {
        tags,
        summary: 'Pede um saque por PIX',
        params,
        body: withdrawalBody,
        response: { 201: withdrawalViewSchema, 200: withdrawalViewSchema },
      },
    },
    async (request, reply) => {
      const { wedding, session } = await requireOwnWedding(request, request.params.weddingId);
      await requireStepUp(request);
      const { withdrawal, created } = await requestWithdrawal(
        app.db,
        wedding.id,
        session.user.id,
        app.payments.provider.name,
        request.body,
      );
      if (created)
        await app.jobs.send(paymentQueues(app.payments.provider.name).payout, {
          withdrawalId: withdrawal.id,
        });
      return reply.status(created ? 201 : 200).send(toWithdrawalView(withdrawal));
    },
  );
};
