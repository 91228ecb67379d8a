// Shared access in tests: an account let into a couple's wedding (partner or planner), signed in on
// the panel host.
import type { FastifyInstance } from 'fastify';
import type { MemberRole } from '../../shared/shared-access.ts';
import type { Db } from '../db/client.ts';
import { addWeddingMember } from '../db/seed/demo-shared-access.ts';
import { TEST_PASSWORD } from './couples.ts';
import { browser } from './http.ts';
import { unique } from './test-app.ts';

export async function signedInMember(
  app: FastifyInstance,
  db: Db,
  weddingId: string,
  role: MemberRole,
  ip = '10.9.1.1',
) {
  const email = `${unique()}@exemplo.com`;
  const { user, member } = await addWeddingMember(db, { weddingId, email, password: TEST_PASSWORD, role });
  const b = browser(app, ip);
  const login = await b.post('painel', '/api/auth/login', { email, password: TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`member login failed: ${login.body}`);
  return { b, email, user, member };
}
