// "Serviços Adicionais" in the couple's panel: what can be bought and at what price, their orders,
// starting one (the checkout link comes back), and a paid order's receipt. Money: the owner and the
// partner only ('wedding-money'), never the planner.
import {
  extraOrderCreated,
  extraReceipt,
  extrasOverview,
  newExtraOrderBody,
} from '../../../shared/extras-api.ts';
import { routeModule, weddingMoneyModule } from '../../http/define-routes.ts';
import { orderParams } from '../../http/route-schemas.ts';
import { MINUTE, weddingLimit } from '../auth/rate-limits.ts';
import { createExtraOrder } from './extra-orders.ts';
import { extrasOverview as overviewOf, extraReceipt as receiptOf } from './extras-service.ts';

const base = '/api/weddings/:weddingId/extras';

export const extrasRoutes = routeModule({ tags: ['servicos'], ...weddingMoneyModule }, (route, app) => {
  const orderLimit = weddingLimit(app, { name: 'servicos-pedido-casamento', max: 20, window: 10 * MINUTE });

  route.get(base, {
    summary: 'Serviços adicionais: preços e pedidos do casal',
    reply: extrasOverview,
    handler: (request) => overviewOf(app, request.params.weddingId),
  });

  route.post(`${base}/orders`, {
    summary: 'Inicia a compra de um serviço adicional e devolve o link de pagamento',
    body: newExtraOrderBody,
    preHandler: orderLimit,
    created: extraOrderCreated,
    handler: async (request) => {
      const { order, checkoutUrl } = await createExtraOrder(app, request.params.weddingId, request.body);
      return { orderId: order.id, checkoutUrl };
    },
  });

  route.get(`${base}/orders/:orderId/receipt`, {
    summary: 'Recibo de um serviço adicional pago',
    params: orderParams,
    reply: extraReceipt,
    handler: (request) => receiptOf(app, request.params.weddingId, request.params.orderId),
  });
});
