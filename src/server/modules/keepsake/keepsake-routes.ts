// The keepsake in the couple's panel: its zip to download, and a new copy with the latest messages.
// Money access (the owner and the partner, never the planner); another couple's order is not found.
import { routeModule } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { sendDownload } from '../../http/file-download.ts';
import { orderParams } from '../../http/route-schemas.ts';
import { MINUTE, weddingLimit } from '../auth/rate-limits.ts';
import { keepsakeFile, rebuildKeepsake } from './keepsake-hooks.ts';

export const keepsakeRoutes = routeModule({ tags: ['servicos'], access: 'wedding-money' }, (route, app) => {
  const rebuildLimit = weddingLimit(app, { name: 'copia-do-site-casamento', max: 5, window: 60 * MINUTE });

  route.get('/api/weddings/:weddingId/extras/orders/:orderId/keepsake', {
    summary: 'A cópia do site (ZIP) para baixar',
    params: orderParams,
    handler: async (request, reply) => {
      const file = await keepsakeFile(app, request.params.weddingId, request.params.orderId);
      if (!file) throw new AppError('KEEPSAKE_NOT_READY');
      return sendDownload(
        reply,
        { fileName: file.name, type: 'application/zip', cacheControl: 'private, no-store' },
        file.data,
      );
    },
  });

  route.post('/api/weddings/:weddingId/extras/orders/:orderId/keepsake/rebuild', {
    summary: 'Gera a cópia do site de novo, com os últimos recados',
    params: orderParams,
    preHandler: rebuildLimit,
    reply: 'ok',
    handler: (request) => rebuildKeepsake(app, request.params.weddingId, request.params.orderId),
  });
});
