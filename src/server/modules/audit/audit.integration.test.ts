// The audit log as administrators browse it: newest first, filters by who, what, target and day.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/audit.ts';
import { todayIn } from '../../../shared/dates.ts';
import { auditLog } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const first = await signedInAdmin(app, db, '10.64.0.1');
const second = await signedInAdmin(app, db, '10.64.0.2');

async function audit(query: Record<string, string | number>): Promise<AuditPage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await first.b.get('admin', `/api/admin/audit?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/admin/audit', () => {
  it("lists each admin's changes, newest first, with the target's name and before and after", async () => {
    const couple = await signedInCouple(app, db, { phone: '11912345678' });
    const edit = {
      name1: 'Ana',
      name2: 'Rui',
      email: couple.email,
      phone: '21998765432',
      weddingDate: '',
      status: 'ativo',
    };
    expect((await first.b.put('admin', `/api/admin/couples/${couple.user.id}`, edit)).statusCode).toBe(200);
    await second.b.post('admin', `/api/admin/couples/${couple.user.id}/deactivate`);
    await first.b.post('admin', `/api/admin/couples/${couple.user.id}/reactivate`);

    const page = await audit({ targetType: 'couple', targetId: couple.user.id });
    expect(page.total).toBe(3);
    expect(page.items.map((i) => [i.action, i.actorEmail, i.targetLabel])).toEqual([
      ['couple.reactivate', first.email, 'Ana & Rui'],
      ['couple.deactivate', second.email, 'Ana & Rui'],
      ['couple.update', first.email, 'Ana & Rui'],
    ]);
    expect(page.items[2]).toMatchObject({
      before: expect.objectContaining({ phone: '11912345678' }),
      after: expect.objectContaining({ phone: '21998765432' }),
      ip: '10.64.0.1',
    });

    const bySecond = await audit({ actor: second.email.toUpperCase(), targetId: couple.user.id });
    expect(bySecond.items.map((i) => i.action)).toEqual(['couple.deactivate']);
    const byAction = await audit({ action: 'couple.update', targetId: couple.user.id });
    expect(byAction.items.map((i) => i.action)).toEqual(['couple.update']);
  });

  it('filters by day in São Paulo and pages', async () => {
    const target = unique('alvo-');
    const actor = first.user.id;
    const at = (iso: string) => new Date(iso);
    await db.insert(auditLog).values([
      // 23:30 in São Paulo on 10/03/2030 is 02:30 UTC on the 11th.
      {
        actorUserId: actor,
        action: 'theme.update',
        targetType: 'theme',
        targetId: target,
        createdAt: at('2030-03-11T02:30:00Z'),
      },
      {
        actorUserId: actor,
        action: 'theme.update',
        targetType: 'theme',
        targetId: target,
        createdAt: at('2030-03-11T15:00:00Z'),
      },
      {
        actorUserId: actor,
        action: 'theme.update',
        targetType: 'theme',
        targetId: target,
        createdAt: at('2030-03-13T12:00:00Z'),
      },
    ]);
    const on10 = await audit({ targetId: target, from: '2030-03-10', to: '2030-03-10' });
    expect(on10.items.map((i) => i.createdAt)).toEqual(['2030-03-11T02:30:00.000Z']);
    expect((await audit({ targetId: target, from: '2030-03-11' })).total).toBe(2);
    expect((await audit({ targetId: target, to: '2030-03-11' })).total).toBe(2);

    const many = unique('muitos-');
    await db.insert(auditLog).values(
      Array.from({ length: 30 }, (_, i) => ({
        actorUserId: actor,
        action: 'product.update',
        targetType: 'catalog_product',
        targetId: many,
        details: { before: { name: `Produto ${i}` }, after: { name: `Produto ${i}!` } },
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const one = await audit({ targetId: many });
    const two = await audit({ targetId: many, page: 2 });
    expect(one.total).toBe(30);
    expect(one.items).toHaveLength(one.pageSize);
    expect(two.items).toHaveLength(30 - one.pageSize);
    expect(one.items[0]?.targetLabel).toBe('Produto 0!');
    expect(todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a bad date, anonymous callers (401) and couples (403)', async () => {
    const bad = await first.b.get('admin', '/api/admin/audit?from=2030-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe uma data válida.');
    expect((await browser(app).get('admin', '/api/admin/audit')).statusCode).toBe(401);
    const couple = await signedInCouple(app, db, {}, '10.64.0.3');
    const asCouple = await couple.b.panelSessionOnAdmin({ method: 'GET', url: '/api/admin/audit' });
    expect(asCouple.statusCode).toBe(403);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.actorUserId, couple.user.id));
    expect(row).toBeUndefined();
  });
});
