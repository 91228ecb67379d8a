// The back office's categories and subcategories (SPEC 2.8). Every route under /api/admin needs an
// admin (http/access.ts); every change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryInputSchema,
  categoryRowSchema,
  subcategoryInputSchema,
} from '../../../shared/gift-catalog.ts';
import { idParams, ok, okReply } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import {
  createCategory,
  createSubcategory,
  deleteCategory,
  deleteSubcategory,
  listCategories,
  updateCategory,
  updateSubcategory,
} from './category-service.ts';

const tags = ['admin-catalogo'];
const created = z.object({ id: z.string() });

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/catalog/categories',
    {
      schema: {
        tags,
        summary: 'Categorias com subcategorias e contagens de produtos',
        response: { 200: z.array(categoryRowSchema) },
      },
    },
    async () => listCategories(app.db),
  );

  app.post(
    '/api/admin/catalog/categories',
    {
      schema: { tags, summary: 'Cria uma categoria', body: categoryInputSchema, response: { 201: created } },
    },
    async (request, reply) => {
      const row = await createCategory(app.db, await auditActor(request), request.body);
      return reply.status(201).send({ id: row.id });
    },
  );

  app.put(
    '/api/admin/catalog/categories/:id',
    {
      schema: {
        tags,
        summary: 'Atualiza uma categoria',
        params: idParams,
        body: categoryInputSchema,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await updateCategory(app.db, await auditActor(request), request.params.id, request.body);
      return ok;
    },
  );

  app.delete(
    '/api/admin/catalog/categories/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma categoria sem subcategorias nem produtos',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteCategory(app.db, await auditActor(request), request.params.id);
      return ok;
    },
  );

  app.post(
    '/api/admin/catalog/categories/:id/subcategories',
    {
      schema: {
        tags,
        summary: 'Cria uma subcategoria',
        params: idParams,
        body: subcategoryInputSchema,
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const row = await createSubcategory(app.db, await auditActor(request), request.params.id, request.body);
      return reply.status(201).send({ id: row.id });
    },
  );

  app.put(
    '/api/admin/catalog/subcategories/:id',
    {
      schema: {
        tags,
        summary: 'Atualiza uma subcategoria',
        params: idParams,
        body: subcategoryInputSchema,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await updateSubcategory(app.db, await auditActor(request), request.params.id, request.body);
      return ok;
    },
  );

  app.delete(
    '/api/admin/catalog/subcategories/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma subcategoria sem produtos',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteSubcategory(app.db, await auditActor(request), request.params.id);
      return ok;
    },
  );
};
