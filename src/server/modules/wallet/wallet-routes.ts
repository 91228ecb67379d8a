// "Minha Carteira" for the couple who owns the wedding (checked at the edge by its path): balances,
// statement, withdrawals and a new withdrawal by PIX to the active payout key, after step-up.
import { z } from 'zod';
import {
  statementEntrySchema,
  walletViewSchema,
  withdrawalBody,
  withdrawalViewSchema,
} from '../../../shared/payments/wallet.ts';
import { routeModule, weddingMoneyModule } from '../../http/define-routes.ts';
import { pageNumber } from '../../http/route-schemas.ts';
import { requireStepUp } from '../auth/step-up-service.ts';
import { paymentQueues } from '../payment-providers/payment-queues.ts';
import { getSettings } from '../settings/service.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';
import { toWithdrawalView, walletStatement, walletSummary, withdrawalHistory } from './wallet-queries.ts';
import { requestWithdrawal } from './withdrawals.ts';

const STATEMENT_PAGE_SIZE = 20;

export const walletRoutes = routeModule({ tags: ['wallet'], ...weddingMoneyModule }, (route, app) => {
  route.get('/api/weddings/:weddingId/wallet', {
    summary: 'Saldos da carteira',
    reply: walletViewSchema,
    handler: async (request) => {
      const settings = await getSettings(app.db);
      return walletSummary(app.db, request.params.weddingId, settings.payoutMaxHours);
    },
  });

  route.get('/api/weddings/:weddingId/wallet/statement', {
    summary: 'Extrato da carteira',
    querystring: z.object({ page: pageNumber(10_000) }),
    reply: z.object({
      entries: z.array(statementEntrySchema),
      total: z.number().int(),
      pageSize: z.number().int(),
    }),
    handler: async (request) => {
      const result = await walletStatement(app.db, request.params.weddingId, {
        limit: STATEMENT_PAGE_SIZE,
        offset: (request.query.page - 1) * STATEMENT_PAGE_SIZE,
      });
      return { ...result, pageSize: STATEMENT_PAGE_SIZE };
    },
  });

  route.get('/api/weddings/:weddingId/withdrawals', {
    summary: 'Saques',
    reply: z.array(withdrawalViewSchema),
    handler: (request) => withdrawalHistory(app.db, request.params.weddingId),
  });

  route.post('/api/weddings/:weddingId/withdrawals', {
    summary: 'Pede um saque por PIX',
    body: withdrawalBody,
    // A repeated request (same idempotency key) answers 200 with the withdrawal it already made.
    reply: withdrawalViewSchema,
    created: withdrawalViewSchema,
    handler: async (request, reply) => {
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
  });
});
