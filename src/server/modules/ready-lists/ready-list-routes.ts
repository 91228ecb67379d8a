// The back office's ready-made lists (listas prontas) and their editor (SPEC 2.7 editar-lista).
import { z } from 'zod';
import {
  readyListInputSchema,
  readyListSchema,
  readyListSummarySchema,
} from '../../../shared/ready-lists.ts';
import { routeModule } from '../../http/define-routes.ts';
import { idParams } from '../../http/route-schemas.ts';
import { auditActor, auditedChange } from '../audit/record-audit.ts';
import {
  addReadyListProduct,
  createReadyList,
  deleteReadyList,
  getReadyList,
  listReadyLists,
  removeReadyListProducts,
  updateReadyList,
} from './ready-list-service.ts';

const base = '/api/admin/ready-lists';

export const readyListRoutes = routeModule({ tags: ['admin-listas-prontas'] }, (route, app) => {
  route.get(base, {
    summary: 'Listas prontas com quantidade de produtos e valor total',
    reply: z.array(readyListSummarySchema),
    handler: () => listReadyLists(app.db),
  });

  route.post(base, {
    summary: 'Cria uma lista pronta',
    body: readyListInputSchema,
    created: z.object({ id: z.string() }),
    handler: async (request) => {
      const row = await createReadyList(app.db, await auditActor(request), request.body);
      return { id: row.id };
    },
  });

  route.get(`${base}/:id`, {
    summary: 'Uma lista pronta com seus produtos',
    params: idParams,
    reply: readyListSchema,
    handler: (request) => getReadyList(app.db, request.params.id),
  });

  route.put(`${base}/:id`, {
    summary: 'Renomeia uma lista pronta',
    params: idParams,
    body: readyListInputSchema,
    reply: 'ok',
    handler: auditedChange(app.db, 'id', updateReadyList),
  });

  route.delete(`${base}/:id`, {
    summary: 'Exclui uma lista pronta (as quatro do cadastro ficam)',
    params: idParams,
    reply: 'ok',
    handler: auditedChange(app.db, 'id', deleteReadyList),
  });

  route.post(`${base}/:id/products`, {
    summary: 'Adiciona um produto do catálogo à lista pronta',
    params: idParams,
    body: z.object({ productId: z.uuid() }),
    reply: 'ok',
    handler: async (request) =>
      addReadyListProduct(app.db, await auditActor(request), request.params.id, request.body.productId),
  });

  route.delete(`${base}/:id/products/:productId`, {
    summary: 'Remove um produto da lista pronta',
    params: idParams.extend({ productId: z.uuid() }),
    reply: 'ok',
    handler: async (request) =>
      removeReadyListProducts(app.db, await auditActor(request), request.params.id, request.params.productId),
  });

  route.delete(`${base}/:id/products`, {
    summary: 'Esvazia a lista pronta',
    params: idParams,
    reply: 'ok',
    handler: async (request) =>
      removeReadyListProducts(app.db, await auditActor(request), request.params.id, null),
  });
});
