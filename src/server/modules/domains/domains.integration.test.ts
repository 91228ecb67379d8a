// Custom domains (issue 23): ordering refuses the platform's own hosts and names in use; a paid
// name is registered by the sandbox registrar and then serves the couple's site at its apex (`www.`
// redirects); the TLS proxy's question answers yes only for paid, active domains of active couples;
// a name the couple owns turns active once its DNS points at us; the back office retries (audited).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { domainMessages } from '../../../shared/domains.ts';
import type { DomainSearchResult } from '../../../shared/domains-api.ts';
import { auditLog, extraOrders, guestMessages } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import type { SignedInCouple } from '../../testing/couples.ts';
import { boughtExtra, extraOrderRow, orderExtra, publishedSiteCouple } from '../../testing/extras.ts';
import { eventually } from '../../testing/payments.ts';
import { createTestApp, type TestApp, unique } from '../../testing/test-app.ts';
import { type DnsLookup, replaceDnsLookup } from './dns-check.ts';

const t: TestApp = await createTestApp();
const { db } = t;
let restoreDns: DnsLookup | null = null;
afterEach(() => {
  if (restoreDns) replaceDnsLookup(restoreDns);
  restoreDns = null;
});

const couple = (ip: string) => publishedSiteCouple(t.app, db, ip);
const allowed = (domain: string) =>
  t.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${domain}` });
/** The couple's names as the site writes them (the ampersand escaped). */
const NAMES = /Lia (?:&amp;|&#38;) Tom/;
const onHost = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });

async function activeDomain(c: SignedInCouple, name: string) {
  const { orderId } = await boughtExtra(t.app, db, c, {
    service: 'dominio',
    domain: name,
    domainMode: 'registro',
  });
  return eventually(async () => {
    const o = await extraOrderRow(db, orderId);
    return o.status === 'ativo' ? o : null;
  });
}

describe('custom domains', () => {
  it('never takes a platform host or an invalid name as a couple’s domain', async () => {
    const c = await couple('10.63.0.1');
    for (const domain of ['noivos.localhost', 'admin.localhost:3000', 'localhost', '127.0.0.1']) {
      const res = await orderExtra(c, { service: 'dominio', domain, domainMode: 'proprio' });
      expect(res.statusCode, domain).toBe(400);
    }
    const refusals = [
      ['painel.localhost', 'proprio', domainMessages.platformHost],
      ['maria e joao', 'registro', domainMessages.invalid],
      ['mariaejoao.net', 'registro', domainMessages.endingNotOffered],
      ['casamento-ocupado.com.br', 'registro', domainMessages.unavailable],
    ] as const;
    for (const [domain, domainMode, message] of refusals) {
      const res = await orderExtra(c, { service: 'dominio', domain, domainMode });
      expect(res.json().error.message, domain).toBe(message);
      if (message === domainMessages.unavailable) expect(res.statusCode).toBe(409);
    }
    expect(await db.select().from(extraOrders).where(eq(extraOrders.weddingId, c.wedding.id))).toHaveLength(
      0,
    );
  });

  it('searches .com.br and .com with availability and the settings price', async () => {
    const c = await couple('10.63.0.2');
    const res = await c.b.get(
      'painel',
      `/api/weddings/${c.wedding.id}/domains/search?nome=${encodeURIComponent('Lia & Tóm')}`,
    );
    expect(res.json() as DomainSearchResult).toEqual({
      results: [
        { domain: 'liatom.com.br', available: true, priceCents: 5990 },
        { domain: 'liatom.com', available: true, priceCents: 5990 },
      ],
    });
    const busy = (
      await c.b.get('painel', `/api/weddings/${c.wedding.id}/domains/search?nome=ocupado`)
    ).json();
    expect(busy.results.map((r: { available: boolean }) => r.available)).toEqual([false, false]);
  });

  it('registers a paid name, serves the site there, redirects www and lets the TLS proxy ask', async () => {
    const c = await couple('10.63.0.3');
    const name = `${unique('liatom')}.com.br`;
    expect((await allowed(name)).statusCode).toBe(404);
    const order = await activeDomain(c, name);
    expect(order).toMatchObject({ registrar: 'sandbox', domainMode: 'registro' });

    const home = await onHost(name);
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(NAMES);
    const www = await onHost(`www.${name}`, '/presentes?pagina=1');
    expect(www.statusCode).toBe(301);
    expect(www.headers.location).toBe(`http://${name}/presentes?pagina=1`);
    // The site's own links (`/{slug}/...`) work on the domain too.
    const own = await onHost(name, `/${c.wedding.slug}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toMatch(NAMES);

    // A guest's form posted on the domain (no script) is taken as on the couples' host.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/recados',
      headers: { host: name, origin: `http://${name}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'authorName=Tia+Cida&body=Felicidades+pelo+dom%C3%ADnio',
    });
    expect(posted.statusCode, posted.body).toBe(303);
    const [message] = await db.select().from(guestMessages).where(eq(guestMessages.weddingId, c.wedding.id));
    expect(message?.body).toBe('Felicidades pelo domínio');

    expect((await allowed(name)).statusCode).toBe(200);
    expect((await allowed(`www.${name}`)).statusCode).toBe(200);
    expect((await allowed('outro-nome.com.br')).statusCode).toBe(404);
    expect((await allowed('noivos.localhost')).statusCode).toBe(404);

    // The same name cannot be ordered again by anyone.
    const other = await couple('10.63.0.4');
    const again = await orderExtra(other, { service: 'dominio', domain: name, domainMode: 'proprio' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(domainMessages.taken);
  });

  it('stops serving a deactivated couple’s domain and a refunded one', async () => {
    const c = await couple('10.63.0.5');
    const name = `${unique('lia')}.com`;
    const order = await activeDomain(c, name);
    const admin = await signedInAdmin(t.app, db, '10.63.0.6');
    expect((await admin.b.post('admin', `/api/admin/couples/${c.user.id}/deactivate`)).statusCode).toBe(200);
    expect((await allowed(name)).statusCode).toBe(404);
    expect((await onHost(name)).body).not.toMatch(NAMES);
    expect((await onHost(name)).statusCode).not.toBe(200);
    expect((await admin.b.post('admin', `/api/admin/couples/${c.user.id}/reactivate`)).statusCode).toBe(200);
    expect((await allowed(name)).statusCode).toBe(200);

    const refund = await admin.b.post('admin', `/api/admin/domains/${order.id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await extraOrderRow(db, order.id)).status).toBe('estornado');
    expect((await allowed(name)).statusCode).toBe(404);
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, order.id));
    expect(audits.map((a) => a.action)).toContain('domain.refund');
  });

  it('a name that fails to register is listed for the back office, who tries again (audited)', async () => {
    const c = await couple('10.63.0.7');
    const name = `${unique('falha')}.com.br`;
    const { orderId } = await boughtExtra(t.app, db, c, {
      service: 'dominio',
      domain: name,
      domainMode: 'registro',
    });
    await eventually(async () => (await extraOrderRow(db, orderId)).status === 'falhou');
    expect((await allowed(name)).statusCode).toBe(404);
    const admin = await signedInAdmin(t.app, db, '10.63.0.8');
    const list = await admin.b.get('admin', `/api/admin/domains?status=falhou&busca=${name}`);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: orderId, domain: name, status: 'falhou' }),
    ]);
    const retry = await admin.b.post('admin', `/api/admin/domains/${orderId}/retry`);
    expect(retry.statusCode, retry.body).toBe(200);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, orderId), eq(auditLog.action, 'domain.retry')));
    expect(audit).toBeDefined();
    // Retrying a name that has not failed is refused.
    const c2 = await couple('10.63.0.9');
    const ok = await activeDomain(c2, `${unique('ok')}.com`);
    const refused = await admin.b.post('admin', `/api/admin/domains/${ok.id}/retry`);
    expect(refused.json().error.message).toBe(domainMessages.retryOnlyFailed);
  });

  it('turns a name the couple owns active once its DNS points at us', async () => {
    let answer: string[] = [];
    restoreDns = replaceDnsLookup({ resolve4: async () => answer, resolveCname: async () => [] });
    const c = await couple('10.63.0.10');
    const name = `${unique('nosso')}.art.br`;
    const { orderId } = await boughtExtra(t.app, db, c, {
      service: 'dominio',
      domain: `https://www.${name}/`,
      domainMode: 'proprio',
    });
    const waiting = await eventually(async () => {
      const o = await extraOrderRow(db, orderId);
      return o.status === 'aguardando_dns' ? o : null;
    });
    expect(waiting.domain).toBe(name);
    const records = (await c.b.get('painel', `/api/weddings/${c.wedding.id}/domains/dns-records`)).json();
    expect(records.records).toEqual([
      { type: 'A', name: '@', value: '127.0.0.1' },
      { type: 'CNAME', name: 'www', value: 'dominios.localhost.' },
    ]);
    const check = `/api/weddings/${c.wedding.id}/extras/orders/${orderId}/dns-check`;
    expect((await c.b.post('painel', check)).json()).toEqual({
      apex: false,
      www: false,
      status: 'aguardando_dns',
    });
    answer = ['127.0.0.1'];
    expect((await c.b.post('painel', check)).json()).toMatchObject({ apex: true, status: 'ativo' });
    expect((await allowed(name)).statusCode).toBe(200);
  });

  it('neither allows nor serves a domain whose order is not active yet, and serves it once active', async () => {
    const c = await couple('10.63.0.11');
    const states = ['aguardando_pagamento', 'pago', 'registrando', 'aguardando_dns', 'falhou'] as const;
    const names = states.map((s) => `${unique(s.replace('_', '-'))}.com.br`);
    await db.insert(extraOrders).values(
      states.map((status, i) => ({
        weddingId: c.wedding.id,
        service: 'dominio' as const,
        status,
        priceCents: 5990,
        token: randomUUID(),
        domain: names[i],
        domainMode: 'registro' as const,
        paidAt: status === 'aguardando_pagamento' ? null : new Date(),
      })),
    );
    for (const name of names) {
      expect((await allowed(name)).statusCode, name).toBe(404);
      expect((await allowed(`www.${name}`)).statusCode, name).toBe(404);
      const page = await onHost(name);
      expect(page.statusCode, name).toBe(404);
      expect(page.body).not.toMatch(NAMES);
    }
    // The same order, once active (the site-change notice drops the cached "not ours").
    const waiting = names[3] as string;
    await db
      .update(extraOrders)
      .set({ status: 'ativo', activeAt: new Date() })
      .where(eq(extraOrders.domain, waiting));
    await t.app.siteChanged(c.wedding.id);
    expect((await allowed(waiting)).statusCode).toBe(200);
    expect((await onHost(waiting)).body).toMatch(NAMES);
  });

  it('answers the TLS proxy with no detail, and refuses the platform’s own hosts there', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'painel.localhost',
      'admin.localhost',
      'www.localhost',
    ]) {
      const res = await allowed(host);
      expect(res.statusCode, host).toBe(404);
      expect(res.body, host).not.toMatch(/wedding|slug|status|ativo/i);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/domains/allowed' })).statusCode).toBe(400);
  });

  it('refuses to refund an unpaid domain order, and records nothing', async () => {
    const c = await couple('10.63.0.12');
    const [order] = await db
      .insert(extraOrders)
      .values({
        weddingId: c.wedding.id,
        service: 'dominio',
        status: 'aguardando_pagamento',
        priceCents: 5990,
        token: randomUUID(),
        domain: `${unique('sem-pagar')}.com`,
        domainMode: 'registro',
      })
      .returning({ id: extraOrders.id });
    const id = order?.id ?? '';
    const admin = await signedInAdmin(t.app, db, '10.63.0.13');
    const refund = await admin.b.post('admin', `/api/admin/domains/${id}/refund`);
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error.message).toBe(domainMessages.notRefundable);
    expect((await extraOrderRow(db, id)).status).toBe('aguardando_pagamento');
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(0);
  });

  it('searches a name held by another couple’s order under way as unavailable', async () => {
    const other = await couple('10.63.0.14');
    const label = unique('reservado').replace(/[^a-z0-9-]/g, '');
    await db.insert(extraOrders).values({
      weddingId: other.wedding.id,
      service: 'dominio',
      status: 'registrando',
      priceCents: 5990,
      token: randomUUID(),
      domain: `${label}.com.br`,
      domainMode: 'registro',
      paidAt: new Date(),
    });
    const c = await couple('10.63.0.15');
    const res = await c.b.get('painel', `/api/weddings/${c.wedding.id}/domains/search?nome=${label}`);
    expect((res.json() as DomainSearchResult).results).toEqual([
      { domain: `${label}.com.br`, available: false, priceCents: 5990 },
      { domain: `${label}.com`, available: true, priceCents: 5990 },
    ]);
  });
});
