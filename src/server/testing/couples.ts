// A couple with its wedding, signed in on the panel host: the starting point of most panel tests.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { createCoupleWithWedding, type NewCouple } from '../db/seed/factories.ts';
import { browser } from './http.ts';
import { unique } from './test-app.ts';

export const TEST_PASSWORD = 'Bem-Casado-2027';

/** A couple with its wedding under a fresh e-mail; the names only matter where a test reads them. */
export function testCouple(db: Db, overrides: Partial<NewCouple> = {}) {
  return createCoupleWithWedding(db, {
    email: `${unique()}@exemplo.com`,
    name1: 'Ana',
    name2: 'Rui',
    ...overrides,
  });
}

export async function signedInCouple(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<NewCouple> = {},
  ip = '10.9.0.1',
) {
  const email = overrides.email ?? `${unique()}@exemplo.com`;
  const created = await createCoupleWithWedding(db, {
    password: TEST_PASSWORD,
    name1: 'Ana',
    name2: 'Rui',
    slug: unique('t-'),
    ...overrides,
    email,
  });
  const b = browser(app, ip);
  const login = await b.post('painel', '/api/auth/login', {
    email,
    password: overrides.password ?? TEST_PASSWORD,
  });
  if (login.statusCode !== 200) throw new Error(`test login failed: ${login.body}`);
  return { b, email, ...created, api: weddingApi(b, created.wedding.id) };
}

/** A browser's panel requests on one wedding's API: `get('/site')` is GET `/api/weddings/<id>/site`. */
export function weddingApi(b: ReturnType<typeof browser>, weddingId: string) {
  const at = (path: string) => `/api/weddings/${weddingId}${path}`;
  return {
    get: (path: string) => b.get('painel', at(path)),
    post: (path: string, payload?: object) => b.post('painel', at(path), payload),
    put: (path: string, payload: object) => b.put('painel', at(path), payload),
  };
}

export type WeddingApi = ReturnType<typeof weddingApi>;

/** A couple signed in to the panel, with its wedding, its browser (`b`) and its wedding's API (`api`). */
export type SignedInCouple = Awaited<ReturnType<typeof signedInCouple>>;

/** Every answer is the one a couple gets about another couple's wedding: 404, as if it did not exist. */
export async function expectWeddingNotFound(answers: Promise<LightMyRequestResponse>[]): Promise<void> {
  for (const res of await Promise.all(answers)) {
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Casamento não encontrado');
  }
}

/** Every request `intruder` makes on `owner`'s wedding (through `requests`) is answered 404. */
export async function expectKeptOut(
  intruder: Pick<SignedInCouple, 'b'>,
  owner: { wedding: { id: string } },
  requests: (theirs: WeddingApi) => Promise<LightMyRequestResponse>[],
): Promise<void> {
  await expectWeddingNotFound(requests(weddingApi(intruder.b, owner.wedding.id)));
}
