// The back office's catalogue (SPEC 2.8): search with filters and paging, create, edit, delete.
// Images are uploaded first through /api/admin/assets (purpose catalog-product), then named here.
import { z } from 'zod';
import { catalogQuerySchema, productInputSchema, productPageSchema } from '../../../shared/gift-catalog.ts';
import { routeModule } from '../../http/define-routes.ts';
import { idParams } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { searchCatalog } from './catalog-search.ts';
import { createProduct, deleteProduct, updateProduct } from './product-service.ts';

const saved = z.object({ id: z.string(), name: z.string() });

export const productRoutes = routeModule({ tags: ['admin-catalogo'] }, (route, app) => {
  route.get('/api/admin/catalog/products', {
    summary: 'Busca produtos do catálogo (sem acentos), por categoria e status, paginado',
    querystring: catalogQuerySchema,
    reply: productPageSchema,
    handler: (request) => searchCatalog(app.db, request.query),
  });

  route.post('/api/admin/catalog/products', {
    summary: 'Cria um produto',
    body: productInputSchema,
    created: saved,
    handler: async (request) => createProduct(app.db, await auditActor(request), request.body),
  });

  route.put('/api/admin/catalog/products/:id', {
    summary: 'Atualiza um produto (as listas dos casais não mudam)',
    params: idParams,
    body: productInputSchema,
    reply: saved,
    handler: async (request) => {
      const row = await updateProduct(
        app.db,
        app.files,
        await auditActor(request),
        request.params.id,
        request.body,
      );
      return { id: row!.id, name: row!.name };
    },
  });

  route.delete('/api/admin/catalog/products/:id', {
    summary: 'Exclui um produto (as listas dos casais não mudam)',
    params: idParams,
    reply: 'ok',
    handler: async (request) =>
      deleteProduct(app.db, app.files, await auditActor(request), request.params.id),
  });
});
