import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPLES_PAGE_SIZE, type CouplePage } from '../../../shared/admin-couples.ts';
import { todayIn } from '../../../shared/dates.ts';
import { users } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const admin = await signedInAdmin(app, db, '10.61.0.1');

function shiftDays(days: number): string {
  return todayIn('America/Sao_Paulo', new Date(Date.now() + days * 86_400_000));
}

async function list(query: Record<string, string | number>): Promise<CouplePage> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await admin.b.get('admin', `/api/admin/couples?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Three couples sharing a made-up word, so searches see only them among every test's data. */
async function trio() {
  const tag = unique('tq');
  const make = (name1: string, name2: string, weddingDate: string, status?: 'inactive') =>
    createCoupleWithWedding(db, {
      email: `${unique()}.${tag}@exemplo.com`,
      name1,
      name2: `${name2} ${tag}`,
      weddingDate,
      status,
    });
  const bia = await make('Bianca', 'Conceição', shiftDays(200));
  const ana = await make('Ângela', 'Joaquim', shiftDays(-30), 'inactive');
  const caio = await make('Caio', 'Érica', shiftDays(10));
  return { tag, bia, ana, caio };
}

const ids = (page: CouplePage) => page.items.map((i) => i.id);

describe('GET /api/admin/couples', () => {
  it('searches either name or the e-mail, without accents or case', async () => {
    const { tag, bia, ana, caio } = await trio();
    expect(ids(await list({ q: `CONCEICAO ${tag}` }))).toEqual([bia.user.id]);
    expect(ids(await list({ q: `angela ${tag}` }))).toEqual([ana.user.id]);
    expect(ids(await list({ q: `${tag} érica` }))).toEqual([caio.user.id]);
    // Part of the e-mail, any case.
    const byEmail = await list({ q: `${caio.user.email.split('.')[0]}.${tag.toUpperCase()}` });
    expect(ids(byEmail)).toEqual([caio.user.id]);
    const all = await list({ q: tag });
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({
      id: caio.user.id,
      name1: 'Caio',
      name2: `Érica ${tag}`,
      email: caio.user.email,
      status: 'ativo',
      weddingDate: shiftDays(10),
    });
    expect((await list({ q: `${tag} ninguem` })).total).toBe(0);
    // LIKE's wildcards are plain characters in a search.
    expect((await list({ q: `${tag} %` })).total).toBe(0);
  });

  it('finds a couple by the e-mail the account has now', async () => {
    const { tag, bia } = await trio();
    const email = `trocado.${tag}@outro.com`;
    await db.update(users).set({ email }).where(eq(users.id, bia.user.id));
    expect(ids(await list({ q: `trocado.${tag}@OUTRO` }))).toEqual([bia.user.id]);
    expect((await list({ q: bia.user.email })).total).toBe(0);
  });

  it('filters: Todos, Ativos, Inativos, Próximos casamentos, Casamentos passados', async () => {
    const { tag, bia, ana, caio } = await trio();
    const set = async (filter: string) => new Set(ids(await list({ q: tag, filter })));
    expect(await set('todos')).toEqual(new Set([bia.user.id, ana.user.id, caio.user.id]));
    expect(await set('ativos')).toEqual(new Set([bia.user.id, caio.user.id]));
    expect(await set('inativos')).toEqual(new Set([ana.user.id]));
    expect(await set('proximos')).toEqual(new Set([bia.user.id, caio.user.id]));
    expect(await set('passados')).toEqual(new Set([ana.user.id]));
    const inactive = await list({ q: tag, filter: 'inativos' });
    expect(inactive.total).toBe(1);
    expect(inactive.items[0]?.status).toBe('inativo');
  });

  it('sorts by registration, by wedding date and alphabetically', async () => {
    const { tag, bia, ana, caio } = await trio();
    const order = async (sort: string) => ids(await list({ q: tag, sort }));
    expect(await order('cadastro-recente')).toEqual([caio.user.id, ana.user.id, bia.user.id]);
    expect(await order('cadastro-antigo')).toEqual([bia.user.id, ana.user.id, caio.user.id]);
    expect(await order('casamento-recente')).toEqual([bia.user.id, caio.user.id, ana.user.id]);
    expect(await order('casamento-antigo')).toEqual([ana.user.id, caio.user.id, bia.user.id]);
    expect(await order('alfabetica')).toEqual([ana.user.id, bia.user.id, caio.user.id]);
  });

  it('pages in SQL and counts every match', async () => {
    const tag = unique('tp');
    const made: string[] = [];
    for (let i = 0; i < COUPLES_PAGE_SIZE + 3; i++) {
      const { user } = await createCoupleWithWedding(db, {
        email: `${unique()}@exemplo.com`,
        name1: `Noiva${String(i).padStart(2, '0')}`,
        name2: tag,
      });
      made.push(user.id);
    }
    const first = await list({ q: tag, sort: 'cadastro-antigo' });
    const second = await list({ q: tag, sort: 'cadastro-antigo', page: 2 });
    expect(first.total).toBe(COUPLES_PAGE_SIZE + 3);
    expect(first.pageSize).toBe(COUPLES_PAGE_SIZE);
    expect(ids(first)).toEqual(made.slice(0, COUPLES_PAGE_SIZE));
    expect(ids(second)).toEqual(made.slice(COUPLES_PAGE_SIZE));
    expect(second.total).toBe(COUPLES_PAGE_SIZE + 3);
  });

  it('never lists administrators and refuses bad queries', async () => {
    const page = await list({ q: admin.email });
    expect(page.total).toBe(0);
    const bad = await admin.b.get('admin', '/api/admin/couples?filter=todas&sort=x&page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
  });

  it('answers 401 to anonymous callers and 403 to couples', async () => {
    expect((await browser(app).get('admin', '/api/admin/couples')).statusCode).toBe(401);
    const couple = await signedInCouple(app, db, {}, '10.61.0.2');
    const res = await couple.b.panelSessionOnAdmin({ method: 'GET', url: '/api/admin/couples' });
    expect(res.statusCode).toBe(403);
  });
});
