import { describe, expect, it } from 'vitest';
import { FIND_COUPLE_PAGE_SIZE, findCoupleMessages } from '../../../shared/find-couple.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();

function search(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return app.inject({ method: 'GET', url: `/api/couples/search?${qs}` });
}

function couple(token: string, overrides: Partial<Parameters<typeof createCoupleWithWedding>[1]> = {}) {
  return createCoupleWithWedding(db, {
    email: `${unique()}@exemplo.com`,
    name1: `Conceição ${token}`,
    name2: 'João',
    weddingDate: '2027-03-20',
    slug: unique('s-'),
    sitePublished: true,
    ...overrides,
  });
}

describe('GET /api/couples/search', () => {
  it('finds a published site by a name typed without accents or capitals', async () => {
    const token = unique('zq');
    const { wedding } = await couple(token);
    const res = await search({ q: `conceicao ${token.toUpperCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { slug: wedding.slug, name1: `Conceição ${token}`, name2: 'João', weddingDate: '2027-03-20' },
    ]);
    expect(res.json().total).toBe(1);
  });

  it('matches typed accents against names stored without them', async () => {
    const token = unique('zq');
    await couple(token, { name1: `Jose ${token}`, name2: 'Angela' });
    const res = await search({ q: `josé ${token} ângela` });
    expect(res.json().total).toBe(1);
  });

  it('never lists sites that opted out of search, unpublished sites or deactivated couples', async () => {
    const token = unique('zq');
    await couple(token, { hiddenFromSearch: true });
    await couple(token, { sitePublished: false });
    await couple(token, { status: 'inactive' });
    const visible = await couple(token);
    const res = await search({ q: token });
    expect(res.json().items.map((i: { slug: string }) => i.slug)).toEqual([visible.wedding.slug]);
  });

  it('filters by wedding month and year', async () => {
    const token = unique('zq');
    await couple(token, { weddingDate: '2027-03-20' });
    await couple(token, { weddingDate: '2027-10-02' });
    await couple(token, { weddingDate: '2028-10-09' });
    expect((await search({ q: token, month: 10 })).json().total).toBe(2);
    expect((await search({ q: token, month: 10, year: 2027 })).json().total).toBe(1);
    expect((await search({ q: token, year: 2027 })).json().total).toBe(2);
  });

  it('paginates in pages of a fixed size, ordered by wedding date', async () => {
    const token = unique('zq');
    const total = FIND_COUPLE_PAGE_SIZE + 1;
    for (let i = 0; i < total; i++) {
      await couple(token, { weddingDate: `2027-01-${String(i + 1).padStart(2, '0')}` });
    }
    const first = (await search({ q: token })).json();
    const second = (await search({ q: token, page: 2 })).json();
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(FIND_COUPLE_PAGE_SIZE);
    expect(second.items).toHaveLength(1);
    expect(second.items[0].weddingDate).toBe(`2027-01-${String(total).padStart(2, '0')}`);
    const dates = first.items.map((i: { weddingDate: string }) => i.weddingDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('treats LIKE wildcards in the query as plain text', async () => {
    const token = unique('zq');
    await couple(token);
    expect((await search({ q: `${token}%` })).json().total).toBe(0);
    expect((await search({ q: '%_' })).json().total).toBe(0);
  });

  it('answers 400 with a pt-BR message for a query that is too short', async () => {
    const res = await search({ q: 'a' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(findCoupleMessages.queryTooShort);
  });
});
