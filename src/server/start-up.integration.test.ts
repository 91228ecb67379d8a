// `npm start` on a public host (no NODE_ENV): refused while anything is unsafe, with every problem
// in one message and nothing changed; started, without demo data or dev pages, once all is right.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { count, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { themes, users } from './db/schema.ts';
import { createUser } from './db/seed/factories.ts';
import { demoLogins } from './db/seed/index.ts';
import { freePort, Process, PUBLIC_HOST, productionEnv, SOURCE_ENTRY, start } from './testing/app-process.ts';
import { startFakeSmtp } from './testing/fake-smtp.ts';
import { createScratchDatabase } from './testing/scratch-database.ts';

const scratch = await createScratchDatabase('inicio_');
const smtp = await startFakeSmtp();
let database: Database;
afterAll(async () => {
  await database?.close();
  await smtp.stop();
  await scratch.drop();
});

const { NODE_ENV: _, ...parentEnv } = process.env;
const demoEmails = [demoLogins.couple.email, demoLogins.admin.email];

/** Runs the app until it exits by itself, with all it printed. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, SOURCE_ENTRY, {
      env: { ...parentEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', headers: { host: PUBLIC_HOST } }, (res) => {
        res.resume();
        resolve(true);
      })
      .on('error', () => resolve(false));
  });
}

async function themeCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(themes);
  return row?.n ?? 0;
}

describe('a start on a public host', () => {
  it('is refused with every unsafe setting named at once, before migrating, seeding or listening', {
    timeout: 300_000,
  }, async () => {
    // A database once started on localhost: it holds the dev admin whose password the README prints.
    database = await openDatabase({ url: scratch.url });
    await database.migrate();
    await createUser(database.db, {
      email: demoLogins.admin.email,
      password: demoLogins.admin.password,
      role: 'admin',
    });

    const port = await freePort();
    const { code, output } = await runUntilExit({
      PORT: String(port),
      BASE_HOST: PUBLIC_HOST,
      DATABASE_URL: scratch.url,
      ALLOW_SANDBOX: '',
      SMTP_URL: '',
      SANDBOX_WEBHOOK_SECRET: '',
      PAYMENT_PROVIDER: '',
      TWO_FACTOR_KEY: '',
    });

    expect(code).toBe(1);
    expect(output).toContain(
      'O Nosso Sim não inicia em produção (BASE_HOST=casamento.test não é localhost) com estes problemas:',
    );
    expect(output).toContain('  - SMTP_URL não definido');
    expect(output).toContain('  - PAYMENT_PROVIDER=sandbox (o padrão) aprova pagamentos de mentira');
    expect(output).toContain('  - SANDBOX_WEBHOOK_SECRET tem o valor padrão publicado');
    expect(output).toContain('  - TWO_FACTOR_KEY não definido');
    expect(output).toContain(
      `  - O banco de dados tem as contas de demonstração (${demoLogins.admin.email}), cujas senhas estão publicadas no README`,
    );
    expect(await answers(port)).toBe(false);
    expect(await themeCount()).toBe(0);
  });

  it('starts with every setting right, without demo accounts, demo seed or dev pages', {
    timeout: 300_000,
  }, async () => {
    await database.db.delete(users).where(inArray(users.email, demoEmails));
    const app = new Process(await freePort(), PUBLIC_HOST);
    app.child = await start(app.port, {
      ...productionEnv(smtp.url),
      DATABASE_URL: scratch.url,
      // Asked for, and still never on a public host.
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    });
    try {
      expect((await app.request('', 'GET', '/api/health')).status).toBe(200);
      expect((await app.request('', 'GET', '/dev/outbox')).status).toBe(404);
      expect(await themeCount()).toBeGreaterThan(0);
      expect(await database.db.select().from(users).where(inArray(users.email, demoEmails))).toEqual([]);
    } finally {
      app.child.kill('SIGTERM');
    }
  });
});
