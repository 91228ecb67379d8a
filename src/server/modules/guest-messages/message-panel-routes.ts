// "Recados recebidos": the couple moderates the wall (approve, hide, delete).
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestMessageItemSchema } from '../../../shared/rsvp.ts';
import { guestMessages } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { requireOwnWedding } from '../weddings/wedding-access.ts';

const weddingParams = z.object({ weddingId: z.uuid() });
const PAGE_SIZE = 50;
const tags = ['messages'];

export const messagePanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/weddings/:weddingId/messages',
    {
      schema: {
        tags,
        summary: 'Recados do mural, de todos os estados, mais novos primeiro',
        params: weddingParams,
        querystring: z.object({
          status: z.enum(['published', 'pending', 'hidden']).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: {
          200: z.object({
            items: z.array(guestMessageItemSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      const where = and(
        eq(guestMessages.weddingId, request.params.weddingId),
        request.query.status ? eq(guestMessages.status, request.query.status) : undefined,
      );
      const [items, [total]] = await Promise.all([
        app.db
          .select()
          .from(guestMessages)
          .where(where)
          .orderBy(desc(guestMessages.createdAt))
          .limit(PAGE_SIZE)
          .offset((request.query.page - 1) * PAGE_SIZE),
        app.db.select({ n: count() }).from(guestMessages).where(where),
      ]);
      return {
        items: items.map((m) => ({
          id: m.id,
          authorName: m.authorName,
          body: m.body,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page: request.query.page,
        pageSize: PAGE_SIZE,
      };
    },
  );

  app.patch(
    '/api/weddings/:weddingId/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Publica (aprova) ou oculta um recado',
        params: weddingParams.extend({ messageId: z.uuid() }),
        body: z.object({ status: z.enum(['published', 'hidden']) }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      const updated = await app.db
        .update(guestMessages)
        .set({ status: request.body.status })
        .where(
          and(
            eq(guestMessages.id, request.params.messageId),
            eq(guestMessages.weddingId, request.params.weddingId),
          ),
        )
        .returning({ id: guestMessages.id });
      if (updated.length === 0) throw new AppError('NOT_FOUND');
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/weddings/:weddingId/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Apaga um recado',
        params: weddingParams.extend({ messageId: z.uuid() }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await requireOwnWedding(request, request.params.weddingId);
      const deleted = await app.db
        .delete(guestMessages)
        .where(
          and(
            eq(guestMessages.id, request.params.messageId),
            eq(guestMessages.weddingId, request.params.weddingId),
          ),
        )
        .returning({ id: guestMessages.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND');
      return { ok: true as const };
    },
  );
};
