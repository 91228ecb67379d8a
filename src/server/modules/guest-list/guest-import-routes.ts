// Bringing a list in: a spreadsheet read into its columns, then the rows (from the chosen columns
// or a pasted list) previewed line by line, then imported. Counted per wedding, after the owner
// check at the edge, so nobody else spends a couple's allowance.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importBody, importMessages, importPreview, importResult } from '../../../shared/guest-import.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { postedFileBytes } from '../../http/posted-file.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { MINUTE, weddingLimit } from '../auth/rate-limits.ts';
import { commitImport, previewImport } from './guest-import-service.ts';
import { MAX_SPREADSHEET_BYTES, readSpreadsheet } from './spreadsheet-file.ts';

const base = '/api/weddings/:weddingId/guest-list/import';

export const guestImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1, fields: 1 } });
  const fileLimit = weddingLimit(app, { name: 'lista-convidados-planilha', max: 60, window: 60 * MINUTE });
  const importLimit = weddingLimit(app, {
    name: 'lista-convidados-importacao',
    max: 300,
    window: 60 * MINUTE,
  });
  const route = defineRoutes(app, { tags: ['guest-list'], params: weddingParams });

  route.post(`${base}/file`, {
    summary: 'Lê uma planilha CSV ou XLSX (campo "file", até 5 MB): cabeçalhos e linhas, nada é salvo',
    preHandler: fileLimit,
    reply: z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())) }),
    handler: async (request) =>
      readSpreadsheet(
        await postedFileBytes(request, {
          missing: importMessages.fileUnreadable,
          tooLarge: importMessages.fileTooLarge,
          unreadable: importMessages.fileUnreadable,
        }),
      ),
  });

  route.post(`${base}/preview`, {
    summary:
      'Confere as linhas a importar: erros e repetidos linha a linha, e os convites que seriam criados',
    preHandler: importLimit,
    body: importBody,
    reply: importPreview,
    handler: (request) => previewImport(app.db, request.params.weddingId, request.body.rows),
  });

  route.post(base, {
    summary: 'Importa os convites válidos das linhas (os com erro ou repetidos ficam de fora), tudo ou nada',
    preHandler: importLimit,
    body: importBody,
    reply: importResult,
    handler: (request) => commitImport(app.db, request.params.weddingId, request.body.rows),
  });
};
