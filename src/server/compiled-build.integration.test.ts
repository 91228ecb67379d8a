// Production runs compiled JavaScript: `npm run build:server` bundles the server and its CLI into
// dist/server, and `NODE_ENV=production npm start` (scripts/start.mjs) runs them with plain node,
// finding the web build and the SQL migrations from the app's folder.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';
import { createCoupleWithWedding } from './db/seed/factories.ts';
import { BASE_HOST, freePort, Process, start } from './testing/app-process.ts';
import { unique } from './testing/test-app.ts';

const database = await openDatabase({ url: process.env.DATABASE_URL });
const app = new Process(await freePort());
const production = { NODE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL ?? '' };
afterAll(async () => {
  app.child?.kill('SIGTERM');
  await database.close();
});

describe('the compiled server', () => {
  it('builds, starts with plain node and serves the API and a server-rendered guest site', {
    timeout: 300_000,
  }, async () => {
    const build = spawnSync('npm', ['run', 'build:server'], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);

    const slug = unique('compilado-');
    await createCoupleWithWedding(database.db, {
      email: `${slug}@exemplo.com`,
      name1: 'Íris',
      name2: 'Davi',
      slug,
      sitePublished: true,
    });
    app.child = await start(app.port, { ...production, BASE_HOST, SEED_DEMO: 'false', LOG_LEVEL: 'warn' }, [
      'scripts/start.mjs',
    ]);
    expect((await app.request('', 'GET', '/api/health')).status).toBe(200);
    const site = await app.request('noivos', 'GET', `/${slug}`);
    expect(site.status).toBe(200);
    expect(site.body.toString()).toContain('Íris');
  });

  it('creates an administrator with the compiled CLI', { timeout: 120_000 }, async () => {
    const email = `${unique()}@exemplo.com`;
    const run = spawnSync(
      process.execPath,
      ['scripts/start.mjs', 'cli/create-admin', email, 'Uma-Senha-Forte1'],
      { encoding: 'utf8', env: { ...process.env, ...production } },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Administrador ${email} criado.`);
    const rows = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(rows).toEqual([{ role: 'admin' }]);
  });

  it('refuses to start in production without the build, saying how to make it', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'sem-build-'));
    try {
      cpSync('scripts/start.mjs', path.join(folder, 'scripts/start.mjs'));
      const run = spawnSync(process.execPath, [path.join(folder, 'scripts/start.mjs')], {
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'O build de produção não existe (dist/server/main.js, dist/web/index.html).',
      );
      expect(run.stderr).toContain('Rode `npm run build` antes de `NODE_ENV=production npm start`.');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
