// Production is decided by the host (DESIGN.md section 9): on a public BASE_HOST, with no NODE_ENV,
// the dev pages are gone, the sandbox needs ALLOW_SANDBOX, and e-mails are neither kept nor logged
// whole. On localhost everything stays as `npm start` has always had it.
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { outboxEmails } from './db/schema.ts';
import { createCoupleWithWedding } from './db/seed/factories.ts';
import {
  SIGNATURE_HEADER,
  signSandboxPayload,
} from './modules/payment-providers/sandbox/sandbox-provider.ts';
import { PUBLIC_HOST, productionEnv } from './testing/app-process.ts';
import { startFakeSmtp } from './testing/fake-smtp.ts';
import { createTestApp, unique } from './testing/test-app.ts';

const smtp = await startFakeSmtp();
afterAll(() => smtp.stop());
const lines: string[] = [];
const { NODE_ENV: _, ...withoutNodeEnv } = process.env;
const production = await createTestApp(
  { ...withoutNodeEnv, ...productionEnv(smtp.url), LOG_LEVEL: 'info', RATE_LIMIT_FACTOR: '20' },
  { logStream: { write: (line: string) => lines.push(line) } },
);
const development = await createTestApp();

const onProduction = (method: 'GET' | 'POST', url: string, payload?: object) =>
  production.app.inject({
    method,
    url,
    payload,
    headers: {
      host: PUBLIC_HOST,
      ...(method === 'POST' ? { origin: `https://${PUBLIC_HOST}` } : {}),
    },
  });

describe('production mode, decided by BASE_HOST', () => {
  it('is development on localhost, *.localhost and loopback addresses, production elsewhere', () => {
    expect(production.config.development).toBe(false);
    expect(development.config.development).toBe(true);
  });

  it('hides /dev/outbox on a public host and keeps it on localhost', async () => {
    expect((await onProduction('GET', '/dev/outbox')).statusCode).toBe(404);
    const dev = await development.app.inject({ url: '/dev/outbox', headers: { host: 'localhost:3000' } });
    expect(dev.statusCode).toBe(200);
    expect(dev.body).toContain('Caixa de saída (desenvolvimento)');
  });

  it('mails over SMTP, keeping and logging only the recipient and subject, never the link', async () => {
    const email = `${unique()}@exemplo.com`;
    await createCoupleWithWedding(production.database.db, { email, name1: 'Ana', name2: 'Rui' });
    const res = await onProduction('POST', '/api/auth/password-reset/request', { email });
    expect(res.statusCode).toBe(200);

    const mail = smtp.mails.find((m) => m.to.includes(email));
    const link = mail?.data.match(/https:\/\/casamento\.test\/redefinir-senha\/nova\?token=([\w-]+)/);
    expect(link).toBeTruthy();
    const token = link?.[1] as string;

    const [row] = await production.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email))
      .orderBy(desc(outboxEmails.createdAt));
    expect(row).toMatchObject({ subject: 'Redefina sua senha - Nosso Sim', text: '', html: null });
    expect(row?.sentAt).toBeInstanceOf(Date);

    const logged = lines.join('');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('redefinir-senha/nova');
    const sent = lines.map((l) => JSON.parse(l)).find((l) => l.to === email);
    expect(sent).toMatchObject({ msg: 'e-mail enviado', subject: 'Redefina sua senha - Nosso Sim' });
  });

  it('refuses sandbox webhooks signed with the published default secret', async () => {
    const body = JSON.stringify({
      id: `evt_${unique()}`,
      type: 'charge.updated',
      chargeId: 'x',
      state: 'paid',
    });
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: {
        host: PUBLIC_HOST,
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signSandboxPayload('sandbox-dev-secret', body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
  });

  it('builds no sandbox on a public host without ALLOW_SANDBOX', async () => {
    const config = loadConfig({ ...withoutNodeEnv, ...productionEnv(smtp.url), ALLOW_SANDBOX: 'false' });
    const database = await openDatabase({ url: process.env.DATABASE_URL });
    try {
      await expect(buildApp(config, database)).rejects.toThrow(
        'PAYMENT_PROVIDER=sandbox num host público precisa de ALLOW_SANDBOX=true.',
      );
    } finally {
      await database.close();
    }
  });
});
