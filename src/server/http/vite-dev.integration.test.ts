// `npm run dev`: pages come from src/web through Vite's middleware (hot reload), not from the build.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('the web app under npm run dev (WEB_DEV_SERVER=vite)', async () => {
  const { app } = await createTestApp({ WEB_DEV_SERVER: 'vite' });

  it("serves a host's page with Vite's client script and the entry from src/web", async () => {
    const res = await app.inject({ url: '/dashboard', headers: { host: 'painel.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script type="module" src="/@vite/client"></script>');
    expect(res.body).toContain('src="/main-painel.tsx"');
    expect(res.body).toContain('id="app-settings"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('answers the modules the page asks for, compiled on request', async () => {
    const client = await app.inject({ url: '/@vite/client', headers: { host: 'painel.localhost:3000' } });
    expect(client.statusCode).toBe(200);
    const entry = await app.inject({ url: '/main-painel.tsx', headers: { host: 'painel.localhost:3000' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.body).toContain('mount(painelRoutes)');
  });

  it('leaves the API to the app', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the web app without WEB_DEV_SERVER (npm start, the E2E app)', async () => {
  const { app } = await createTestApp();

  it('serves the built page, without Vite', async () => {
    const res = await app.inject({ url: '/dashboard', headers: { host: 'painel.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('/@vite/client');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
