// Custom domains over HTTP: the couple's search (each ending's availability and price), the DNS
// records for a name they own and its check; the on-demand TLS proxy's question (public); and the
// back office's list, retry and refund.
import { hostName, registrableEndings, searchLabel } from '../../../shared/domains.ts';
import {
  adminDomainsPage,
  adminDomainsQuery,
  allowedDomainQuery,
  dnsCheckResult,
  dnsRecordsView,
  domainSearchQuery,
  domainSearchResult,
} from '../../../shared/domains-api.ts';
import { routeModule } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { idParams, orderParams, weddingParams } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { limitedBy, MINUTE, weddingLimit } from '../auth/rate-limits.ts';
import { orderOfWedding } from '../extras/extra-orders.ts';
import { getSettings } from '../settings/service.ts';
import { listDomainOrders, refundDomain, retryDomain } from './admin-domains.ts';
import { dnsRecordsFor } from './dns-check.ts';
import { domainHeld } from './domain-holder.ts';
import { checkDns, registrarFor } from './domain-hooks.ts';
import { isPlatformHost } from './domain-lookup.ts';

export const domainRoutes = routeModule({ tags: ['servicos'], access: 'wedding-money' }, (route, app) => {
  const searchLimit = weddingLimit(app, { name: 'dominio-busca-casamento', max: 60, window: MINUTE });
  const dnsLimit = weddingLimit(app, { name: 'dominio-dns-casamento', max: 10, window: MINUTE });

  route.get('/api/weddings/:weddingId/domains/search', {
    summary: 'Domínios .com.br e .com disponíveis para um nome, com o preço',
    params: weddingParams,
    querystring: domainSearchQuery,
    reply: domainSearchResult,
    preHandler: searchLimit,
    handler: async (request) => {
      const label = searchLabel(request.query.nome);
      if (!label) throw new AppError('DOMAIN_SEARCH_INVALID');
      const registrar = registrarFor(app);
      const { customDomainPriceCents } = await getSettings(app.db);
      const results = await Promise.all(
        registrableEndings.map(async (ending) => {
          const domain = `${label}.${ending}`;
          const available =
            !!registrar &&
            !isPlatformHost(domain, app.config.baseHost) &&
            !(await domainHeld(app.db, domain)) &&
            (await registrar.checkAvailability(domain)).available;
          return { domain, available, priceCents: customDomainPriceCents };
        }),
      );
      return { results };
    },
  });

  route.get('/api/weddings/:weddingId/domains/dns-records', {
    summary: 'Registros de DNS que apontam um domínio próprio para o site',
    params: weddingParams,
    reply: dnsRecordsView,
    handler: () => ({ records: dnsRecordsFor(app.config) }),
  });

  route.post('/api/weddings/:weddingId/extras/orders/:orderId/dns-check', {
    summary: 'Verifica agora o DNS de um domínio próprio',
    params: orderParams,
    reply: dnsCheckResult,
    preHandler: dnsLimit,
    handler: async (request) => {
      const order = await orderOfWedding(app, request.params.weddingId, request.params.orderId);
      const found = await checkDns(app, order.id);
      const after = await orderOfWedding(app, request.params.weddingId, order.id);
      return { ...found, status: after.status };
    },
  });
});

/** The TLS proxy's question (public) and the back office's domains (admins). */
export const domainAdminRoutes = routeModule({ tags: ['dominios'] }, (route, app) => {
  const allowedLimit = limitedBy(app, [
    { name: 'dominio-permitido-ip', max: 600, window: MINUTE, key: (r) => r.ip },
  ]);

  // Caddy's `on_demand_tls { ask }`: 200 lets it get a certificate for the name, anything else not.
  route.get('/api/domains/allowed', {
    summary: 'Se um domínio é de um casal ativo com o serviço pago (para o certificado TLS)',
    querystring: allowedDomainQuery,
    reply: 'ok',
    preHandler: allowedLimit,
    handler: async (request) => {
      const host = hostName(request.query.domain);
      if (isPlatformHost(host, app.config.baseHost) || !(await app.domainSites.forHost(host)))
        throw new AppError('NOT_FOUND');
    },
  });

  route.get('/api/admin/domains', {
    summary: 'Pedidos de domínio personalizado, com filtros',
    querystring: adminDomainsQuery,
    reply: adminDomainsPage,
    handler: (request) => listDomainOrders(app, request.query),
  });

  route.post('/api/admin/domains/:id/retry', {
    summary: 'Tenta de novo um domínio que falhou',
    params: idParams,
    reply: 'ok',
    handler: async (request) => retryDomain(app, await auditActor(request), request.params.id),
  });

  route.post('/api/admin/domains/:id/refund', {
    summary: 'Estorna um domínio pago e cancela o serviço',
    params: idParams,
    reply: 'ok',
    handler: async (request) => refundDomain(app, await auditActor(request), request.params.id),
  });
});
