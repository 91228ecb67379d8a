// Image uploads of the back office: `POST /api/admin/assets?purpose=...` with the file in "file".
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AssetPurpose, assetPurposes, assetRuleMessage } from '../../../shared/assets.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { requireAdmin } from '../auth/session-plugin.ts';
import { storeImageAsset } from './asset-service.ts';

const purposes = Object.keys(assetPurposes) as [AssetPurpose, ...AssetPurpose[]];
const largest = Math.max(...Object.values(assetPurposes).map((p) => p.maxBytes));

export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: largest, files: 1, fields: 2 } });

  defineRoutes(app, { tags: ['admin'] }).post('/api/admin/assets', {
    summary: 'Envia uma imagem da administração (produto, miniatura, fundo ou grafismo de tema)',
    querystring: z.object({ purpose: z.enum(purposes) }),
    created: z.object({
      id: z.string(),
      url: z.string(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
    handler: async (request) => {
      const session = await requireAdmin(request);
      const { purpose } = request.query;
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw new AppError('VALIDATION', assetRuleMessage(purpose));
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError('VALIDATION', assetRuleMessage(purpose));
      }
      return storeImageAsset(app.db, app.files, { purpose, bytes, createdBy: session.user.id });
    },
  });
};
