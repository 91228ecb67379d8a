// A sign-up abandoned before the password is no couple of the platform: the dashboard does not
// count it, and the couples list shows it only under "Cadastros incompletos".
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CouplePage } from '../../../shared/admin-couples.ts';
import type { Dashboard } from '../../../shared/admin-dashboard.ts';
import { todayIn } from '../../../shared/dates.ts';
import { couples, users } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const admin = await signedInAdmin(app, db, '10.61.7.1');
const nextYear = `${Number(todayIn().slice(0, 4)) + 1}`;

/** Steps 1 and 2 of sign-up through the API; `complete` is step 3, the password. */
async function startSignUp(name2: string) {
  const b = browser(app);
  const email = `${unique()}@exemplo.com`;
  expect((await b.post('public', '/api/signup/start', { email, acceptedTerms: true })).statusCode).toBe(201);
  const profile = await b.put('public', '/api/signup/profile', {
    name1: 'Ana',
    gender1: 'noiva',
    name2,
    gender2: 'noiva',
    weddingDate: `${nextYear}-06-20`,
  });
  expect(profile.statusCode).toBe(200);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return {
    id: user!.id,
    complete: async () => {
      const res = await b.post('public', '/api/signup/complete', {
        phone: '(11) 98765-4321',
        password: 'Flor-de-Laranjeira9',
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

async function figures(day: string): Promise<Dashboard['figures']> {
  const res = await admin.b.get('admin', `/api/admin/dashboard?ate=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Dashboard).figures;
}

async function listed(q: string, filter: string): Promise<string[]> {
  const res = await admin.b.get('admin', `/api/admin/couples?${new URLSearchParams({ q, filter })}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CouplePage).items.map((i) => i.id);
}

describe('sign-ups abandoned before the password', () => {
  it('are neither counted nor listed as couples', async () => {
    const tag = unique('abandono');
    const abandoned = await startSignUp(`Bia ${tag}`);
    const finished = await startSignUp(`Carla ${tag}`);
    await finished.complete();

    // Both on a day of their own in the past, so no other test's couples move its figures.
    const day = `19${50 + Math.floor(Math.random() * 49)}-0${1 + Math.floor(Math.random() * 9)}-15`;
    const before = await figures(day);
    const created = new Date(`${day}T12:00:00-03:00`);
    const ids = [abandoned.id, finished.id];
    await db.update(users).set({ createdAt: created }).where(inArray(users.id, ids));
    await db.update(couples).set({ createdAt: created }).where(inArray(couples.userId, ids));
    const after = await figures(day);
    expect(after.couples.current - before.couples.current).toBe(1);
    expect(after.activeCouples.current - before.activeCouples.current).toBe(1);
    expect(after.onboarding.current.total - before.onboarding.current.total).toBe(1);

    expect(await listed(tag, 'todos')).toEqual([finished.id]);
    expect(await listed(tag, 'ativos')).toEqual([finished.id]);
    expect(await listed(tag, 'proximos')).toEqual([finished.id]);
    expect(await listed(tag, 'incompletos')).toEqual([abandoned.id]);

    // Once the password is set, it is a couple like any other.
    await abandoned.complete();
    expect((await figures(day)).couples.current - before.couples.current).toBe(2);
    expect(new Set(await listed(tag, 'todos'))).toEqual(new Set(ids));
    expect(await listed(tag, 'incompletos')).toEqual([]);
  });
});
