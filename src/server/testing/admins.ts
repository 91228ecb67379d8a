// An administrator signed in on the admin host: the starting point of back-office tests.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createUser } from '../db/seed/factories.ts';
import { TEST_PASSWORD } from './couples.ts';
import { browser } from './http.ts';
import { unique } from './test-app.ts';

export async function signedInAdmin(app: FastifyInstance, db: Db, ip = '10.9.1.1') {
  const email = `${unique('admin-')}@exemplo.com`;
  const user = await createUser(db, { email, password: TEST_PASSWORD, role: 'admin' });
  const b = browser(app, ip);
  const login = await b.post('admin', '/api/auth/login', { email, password: TEST_PASSWORD });
  if (login.statusCode !== 200) throw new Error(`admin test login failed: ${login.body}`);
  return { b, email, user };
}
