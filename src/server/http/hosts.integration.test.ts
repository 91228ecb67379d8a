import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const { app } = await createTestApp();
const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });

describe('hosts (SPEC 2.1)', () => {
  it('sends /dashboard/* on the public host to the panel host, keeping the path and query', async () => {
    const res = await get('localhost:3000', '/dashboard/lista-de-presentes/editar-lista?aba=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      'http://painel.localhost:3000/dashboard/lista-de-presentes/editar-lista?aba=1',
    );
  });

  it('sends /admin/* on the public host to the admin host, keeping the path', async () => {
    const res = await get('localhost:3000', '/admin/couples');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://admin.localhost:3000/admin/couples');
  });

  it('serves each host its own app and answers unknown paths with 404', async () => {
    // The public host's home is a marketing page, which runs its own small script (ADR 029): its
    // app is checked on the sign-in page.
    for (const [host, path, entry] of [
      ['localhost:3000', '/entrar', '/assets/public-'],
      ['painel.localhost:3000', '/', '/assets/painel-'],
      ['admin.localhost:3000', '/', '/assets/admin-'],
    ] as const) {
      const known = await get(host, path);
      expect(known.statusCode).toBe(200);
      expect(known.body).toContain(entry);
      const unknown = await get(host, '/nao-existe');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(entry);
    }
  });

  it('answers every public marketing page with 200', async () => {
    for (const path of [
      '/',
      '/site-de-casamento',
      '/lista-de-casamento',
      '/precos-e-servicos',
      '/encontre-um-casamento',
      '/terms',
      '/privacy',
    ]) {
      expect((await get('localhost:3000', path)).statusCode, path).toBe(200);
    }
  });

  it('answers unknown guest-site slugs with the not-found page and 404', async () => {
    const res = await get('noivos.localhost:3000', '/ninguem-com-este-link');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Página não encontrada');
    expect(res.body).toContain('Voltar à página inicial');
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await get('localhost:3000', '/api/nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
  });

  it('sends security headers', async () => {
    const res = await get('localhost:3000', '/');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when served over https', async () => {
    const secure = await createTestApp({
      BASE_HOST: 'casamento.example.com',
      // A public host is production: the sandbox needs to be allowed there (staging).
      ALLOW_SANDBOX: 'true',
      SANDBOX_WEBHOOK_SECRET: 'segredo-de-teste',
    });
    const res = await secure.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'casamento.example.com' },
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('publishes the OpenAPI document and the health check', async () => {
    const doc = await get('localhost:3000', '/api/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/settings', '/api/couples/search', '/api/health']),
    );
    expect((await get('localhost:3000', '/api/health')).json()).toEqual({
      status: 'ok',
      database: 'postgres',
      checks: { database: 'ok', redis: 'desligado', storage: 'ok' },
      storage: 'local',
    });
  });
});

describe('content security policy', () => {
  it('lets pages frame our own preview, maps, video and music players, and nothing else', async () => {
    for (const host of ['painel.localhost:3000', 'noivos.localhost:3000']) {
      const csp = String((await get(host, '/')).headers['content-security-policy']);
      const frameSrc = csp.split(';').find((d) => d.startsWith('frame-src'));
      expect(frameSrc, host).toBe(
        "frame-src 'self' https://maps.google.com https://www.google.com https://www.youtube-nocookie.com https://player.vimeo.com https://open.spotify.com",
      );
      expect(csp, host).toContain("script-src 'self'");
      // Songs play from the couple's uploads only; links play in their service's player.
      expect(
        csp.split(';').find((d) => d.startsWith('media-src')),
        host,
      ).toBe("media-src 'self'");
    }
  });
});
