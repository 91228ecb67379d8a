// The back office's categories and subcategories (SPEC 2.8). Every route under /api/admin needs an
// admin (http/access.ts); every change is audited.
import { z } from 'zod';
import {
  categoryInputSchema,
  categoryRowSchema,
  subcategoryInputSchema,
} from '../../../shared/gift-catalog.ts';
import { routeModule } from '../../http/define-routes.ts';
import { idParams } from '../../http/route-schemas.ts';
import { auditActor, auditedChange } from '../audit/record-audit.ts';
import {
  createCategory,
  createSubcategory,
  deleteCategory,
  deleteSubcategory,
  listCategories,
  updateCategory,
  updateSubcategory,
} from './category-service.ts';

const created = z.object({ id: z.string() });

export const categoryRoutes = routeModule({ tags: ['admin-catalogo'] }, (route, app) => {
  route.get('/api/admin/catalog/categories', {
    summary: 'Categorias com subcategorias e contagens de produtos',
    reply: z.array(categoryRowSchema),
    handler: () => listCategories(app.db),
  });

  route.post('/api/admin/catalog/categories', {
    summary: 'Cria uma categoria',
    body: categoryInputSchema,
    created,
    handler: async (request) => createCategory(app.db, await auditActor(request), request.body),
  });

  route.put('/api/admin/catalog/categories/:id', {
    summary: 'Atualiza uma categoria',
    params: idParams,
    body: categoryInputSchema,
    reply: 'ok',
    handler: auditedChange(app.db, 'id', updateCategory),
  });

  route.delete('/api/admin/catalog/categories/:id', {
    summary: 'Exclui uma categoria sem subcategorias nem produtos',
    params: idParams,
    reply: 'ok',
    handler: auditedChange(app.db, 'id', deleteCategory),
  });

  route.post('/api/admin/catalog/categories/:id/subcategories', {
    summary: 'Cria uma subcategoria',
    params: idParams,
    body: subcategoryInputSchema,
    created,
    handler: auditedChange(app.db, 'id', createSubcategory),
  });

  route.put('/api/admin/catalog/subcategories/:id', {
    summary: 'Atualiza uma subcategoria',
    params: idParams,
    body: subcategoryInputSchema,
    reply: 'ok',
    handler: auditedChange(app.db, 'id', updateSubcategory),
  });

  route.delete('/api/admin/catalog/subcategories/:id', {
    summary: 'Exclui uma subcategoria sem produtos',
    params: idParams,
    reply: 'ok',
    handler: auditedChange(app.db, 'id', deleteSubcategory),
  });
});
