// "Presentes recebidos" for the couple who owns the wedding (checked at the edge by its path).
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
import { routeModule } from '../../http/define-routes.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { allReceivedGifts, receivedGifts, toReceivedGift } from './gifts-received-queries.ts';
import { thankGuest } from './thank-you.ts';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '';

export const giftsReceivedRoutes = routeModule(
  { tags: ['gifts-received'], access: 'wedding-money' },
  (route, app) => {
    route.get('/api/weddings/:weddingId/gifts-received', {
      summary: 'Presentes recebidos, com busca e filtro de situação',
      params: weddingParams,
      querystring: receivedGiftsQuery,
      reply: receivedGiftsPageSchema,
      handler: (request) => receivedGifts(app.db, request.params.weddingId, request.query),
    });

    route.get('/api/weddings/:weddingId/gifts-received.csv', {
      summary: 'Todos os presentes em CSV (Excel pt-BR)',
      params: weddingParams,
      handler: async (request, reply) => {
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
    });

    route.post('/api/weddings/:weddingId/gifts-received/:paymentId/thanks', {
      summary: 'Envia um agradecimento ao convidado e marca o presente como agradecido',
      params: weddingParams.extend({ paymentId: z.uuid() }),
      body: thankYouBody,
      reply: receivedGiftSchema,
      handler: async (request) =>
        toReceivedGift(
          await thankGuest(app, request.params.weddingId, request.params.paymentId, request.body.message),
        ),
    });
  },
);
