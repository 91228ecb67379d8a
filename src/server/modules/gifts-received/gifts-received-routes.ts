// "Presentes recebidos" for the couple who owns the wedding (checked at the edge by its path).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDecimalBRL } from '../../../shared/money.ts';
import { paymentMethodLabels } from '../../../shared/payments/checkout.ts';
import {
  giftStatusLabels,
  receivedGiftSchema,
  receivedGiftsPageSchema,
  receivedGiftsQuery,
  thankYouBody,
} from '../../../shared/payments/gifts-received.ts';
import { toCsv } from '../../http/csv.ts';
import { allReceivedGifts, receivedGifts, toReceivedGift } from './gifts-received-queries.ts';
import { thankGuest } from './thank-you.ts';

const params = z.object({ weddingId: z.uuid() });
const tags = ['gifts-received'];
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '';

export const giftsReceivedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/:weddingId/gifts-received',
    {
      schema: {
        tags,
        summary: 'Presentes recebidos, com busca e filtro de situação',
        params,
        querystring: receivedGiftsQuery,
        response: { 200: receivedGiftsPageSchema },
      },
    },
    async (request) => receivedGifts(app.db, request.params.weddingId, request.query),
  );

  app.get(
    '/api/weddings/:weddingId/gifts-received.csv',
    { schema: { tags, summary: 'Todos os presentes em CSV (Excel pt-BR)', params } },
    async (request, reply) => {
      const gifts = await allReceivedGifts(app.db, request.params.weddingId);
      const csv = toCsv(
        [
          'Data',
          'Convidado',
          'E-mail',
          'Presente',
          'Cotas',
          'Mensagem',
          'Valor pago',
          'Taxa',
          'Valor líquido',
          'Forma',
          'Parcelas',
          'Situação',
          'Agradecido em',
        ],
        gifts.map((g) => [
          when(g.createdAt),
          g.guestName,
          g.guestEmail,
          g.kind === 'gravata' ? 'Gravata digital' : g.itemName,
          g.quantity,
          g.message,
          formatDecimalBRL(g.grossCents),
          formatDecimalBRL(g.feeCents),
          formatDecimalBRL(g.netCents),
          paymentMethodLabels[g.method],
          g.installments,
          giftStatusLabels[g.status],
          when(g.thankedAt),
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="presentes-recebidos.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/weddings/:weddingId/gifts-received/:paymentId/thanks',
    {
      schema: {
        tags,
        summary: 'Envia um agradecimento ao convidado e marca o presente como agradecido',
        params: params.extend({ paymentId: z.uuid() }),
        body: thankYouBody,
        response: { 200: receivedGiftSchema },
      },
    },
    async (request) =>
      toReceivedGift(
        await thankGuest(app, request.params.weddingId, request.params.paymentId, request.body.message),
      ),
  );
};
