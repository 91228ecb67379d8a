// GET /api/couples/search: "Encontre um casal" on the public site (published sites only).
import { findCoupleQuerySchema, findCoupleResultSchema } from '../../../shared/find-couple.ts';
import { routeModule } from '../../http/define-routes.ts';
import { findCouples } from './service.ts';

export const findCoupleRoutes = routeModule({ tags: ['find-couple'] }, (route, app) => {
  route.get('/api/couples/search', {
    summary: 'Busca sites publicados pelo nome dos noivos (sem acentos), com filtro opcional de mês/ano',
    querystring: findCoupleQuerySchema,
    reply: findCoupleResultSchema,
    handler: (request) => findCouples(app.db, request.query),
  });
});
