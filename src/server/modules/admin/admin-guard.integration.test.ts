import { describe, expect, it } from 'vitest';
import { createCoupleWithWedding, createUser } from '../../db/seed/factories.ts';
import { routeAccessTable } from '../../http/access.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, database } = await createTestApp();
const password = 'Alianca-de-Ouro77';

/** Every route the app registered under /api/admin, with its method (the access table's list). */
function adminRoutes(): { method: string; url: string }[] {
  return routeAccessTable(app)
    .filter((r) => r.url === '/api/admin' || r.url.startsWith('/api/admin/'))
    .map(({ method, url }) => ({ method, url }));
}

describe('/api/admin/*', () => {
  it('exists', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('covers the back office’s dashboard, gift lists, money and settings routes', () => {
    const found = adminRoutes().map((r) => `${r.method} ${r.url}`);
    for (const route of [
      'GET /api/admin/dashboard',
      'GET /api/admin/settings',
      'PUT /api/admin/settings',
      'GET /api/admin/gift-lists',
      'GET /api/admin/gift-lists/stats',
      'GET /api/admin/gift-lists/:weddingId',
      'GET /api/admin/finances',
      'GET /api/admin/finances.csv',
      'GET /api/admin/payments',
      'GET /api/admin/payments/:id',
      'POST /api/admin/payments/:id/refund',
      'GET /api/admin/withdrawals',
      'POST /api/admin/withdrawals/:id/retry',
      'GET /api/admin/wallet-holds',
      'POST /api/admin/wallet-holds/:weddingId/release',
    ])
      expect(found, route).toContain(route);
  });

  it('refuses anonymous callers with 401 and couples with 403 on every route; admins pass', async () => {
    const coupleEmail = `${unique()}@exemplo.com`;
    await createCoupleWithWedding(database.db, { email: coupleEmail, password, name1: 'A', name2: 'B' });
    const adminEmail = `${unique()}@exemplo.com`;
    await createUser(database.db, { email: adminEmail, password, role: 'admin' });
    const couple = browser(app, '10.1.0.1');
    await couple.post('painel', '/api/auth/login', { email: coupleEmail, password });
    const admin = browser(app, '10.1.0.2');
    await admin.post('admin', '/api/auth/login', { email: adminEmail, password });

    for (const route of adminRoutes()) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-0000-0000-000000000000');
      const anonymous = await browser(app).request('admin', {
        method: route.method as 'GET',
        url,
        payload: {},
      });
      expect(anonymous.statusCode, `${route.method} ${url}`).toBe(401);
      // A couple's valid session, presented to the admin host.
      const asCouple = await couple.panelSessionOnAdmin({ method: route.method as 'GET', url, payload: {} });
      expect(asCouple.statusCode, `${route.method} ${url}`).toBe(403);
    }
    const overview = await admin.get('admin', '/api/admin/overview');
    expect(overview.statusCode).toBe(200);
    expect(overview.json().couples).toBeGreaterThan(0);
  });
});
