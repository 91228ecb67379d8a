// "Presentes recebidos" for the couple who owns the wedding (checked at the edge by its path).
import { z } from 'zod';
import {
  receivedGiftSchema,
  receivedGiftsPageSchema,
  receivedGiftsQuery,
  thankYouBody,
} from '../../../shared/payments/gifts-received.ts';
import { routeModule, weddingMoneyModule } from '../../http/define-routes.ts';
import { sendDownload } from '../../http/file-download.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { receivedGiftsCsv } from './gifts-received-csv.ts';
import { receivedGifts, toReceivedGift } from './gifts-received-queries.ts';
import { thankGuest } from './thank-you.ts';

export const giftsReceivedRoutes = routeModule(
  { tags: ['gifts-received'], ...weddingMoneyModule },
  (route, app) => {
    route.get('/api/weddings/:weddingId/gifts-received', {
      summary: 'Presentes recebidos, com busca e filtro de situação',
      querystring: receivedGiftsQuery,
      reply: receivedGiftsPageSchema,
      handler: (request) => receivedGifts(app.db, request.params.weddingId, request.query),
    });

    route.get('/api/weddings/:weddingId/gifts-received.csv', {
      summary: 'Todos os presentes em CSV (Excel pt-BR)',
      handler: async (request, reply) => {
        const csv = await receivedGiftsCsv(app.db, request.params.weddingId);
        return sendDownload(
          reply,
          { fileName: 'presentes-recebidos.csv', type: 'text/csv; charset=utf-8', cacheControl: 'no-store' },
          csv,
        );
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
