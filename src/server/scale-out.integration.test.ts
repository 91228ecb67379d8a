// Two real app processes on one PostgreSQL database, one Redis and one object store, as in
// production behind a proxy: what one process does, the other sees.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { createCoupleWithWedding } from './db/seed/factories.ts';
import { TEST_PASSWORD } from './testing/couples.ts';
import { multipartFile } from './testing/multipart.ts';
import { startS3Server, type TestS3 } from './testing/s3-server.ts';
import { unique } from './testing/test-app.ts';

const BASE_HOST = 'casamento.test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One app process, reached on its own port with the platform's host names. */
class Process {
  readonly cookies = new Map<string, string>();
  child!: ChildProcess;
  constructor(readonly port: number) {}

  request(
    host: string,
    method: string,
    path: string,
    body?: { payload: Buffer | string; headers: Record<string, string> },
  ): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const fullHost = host ? `${host}.${BASE_HOST}` : BASE_HOST;
      const cookie = this.cookies.get(fullHost);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          headers: {
            host: fullHost,
            'x-forwarded-proto': 'https',
            ...(method !== 'GET' ? { origin: `https://${fullHost}` } : {}),
            ...(cookie ? { cookie } : {}),
            ...body?.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const c of res.headers['set-cookie'] ?? [])
              this.cookies.set(fullHost, c.split(';')[0] ?? '');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
          });
        },
      );
      req.on('error', reject);
      req.end(body?.payload);
    });
  }

  json(host: string, method: string, path: string, data: unknown): Promise<Reply> {
    return this.request(host, method, path, {
      payload: JSON.stringify(data),
      headers: { 'content-type': 'application/json' },
    });
  }

  /** Opens a server-sent event stream and resolves with the first event of the given type. */
  nextEvent(host: string, path: string, type: string): { connected: Promise<void>; event: Promise<void> } {
    let connected!: () => void;
    const ready = new Promise<void>((r) => {
      connected = r;
    });
    const event = new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: this.port,
          path,
          headers: { host: `${host}.${BASE_HOST}`, cookie: this.cookies.get(`${host}.${BASE_HOST}`) ?? '' },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
            if (text.includes(': conectado')) connected();
            if (text.includes(`event: ${type}`)) {
              req.destroy();
              resolve();
            }
          });
        },
      );
      req.on('error', (err) => {
        if (!String(err).includes('socket hang up')) reject(err);
      });
    });
    return { connected: ready, event };
  }
}

async function start(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`app process exited:\n${output}`);
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/health', headers: { host: BASE_HOST } }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`app process did not answer:\n${output}`);
}

let s3: TestS3;
const a = new Process(await freePort());
const b = new Process(await freePort());
const database = await openDatabase({ url: process.env.DATABASE_URL });

beforeAll(async () => {
  s3 = await startS3Server();
  const env = {
    ...s3.env,
    BASE_HOST,
    PUBLIC_PROTOCOL: 'https',
    REDIS_URL,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    WEB_CONCURRENCY: '1',
  };
  [a.child, b.child] = await Promise.all([start(a.port, env), start(b.port, env)]);
}, 120_000);

afterAll(async () => {
  for (const child of [a.child, b.child]) child?.kill('SIGTERM');
  await s3?.stop();
  await database.close();
});

describe('two app processes', () => {
  it('share sessions, live events, guest pages, rate limits and uploads', async () => {
    const email = `${unique()}@exemplo.com`;
    const slug = unique('dois-processos-');
    const { wedding } = await createCoupleWithWedding(database.db, {
      email,
      password: TEST_PASSWORD,
      name1: 'Lia',
      name2: 'Caio',
      slug,
      sitePublished: true,
    });

    // A session made on one works on the other.
    expect(
      (await a.json('painel', 'POST', '/api/auth/login', { email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    b.cookies.set(`painel.${BASE_HOST}`, a.cookies.get(`painel.${BASE_HOST}`) ?? '');
    const session = await b.request('painel', 'GET', '/api/auth/session');
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body.toString()).user.email).toBe(email);

    // An RSVP taken by one appears live on a panel connected to the other.
    const live = b.nextEvent('painel', `/api/weddings/${wedding.id}/events`, 'rsvp');
    await live.connected;
    const rsvp = await a.json('noivos', 'POST', `/api/sites/${slug}/rsvps`, {
      name: 'Tia Rosa',
      attending: true,
    });
    expect(rsvp.status).toBe(200);
    await live.event;

    // An edit made through one is visible at once on the guest page served by the other.
    expect((await b.request('noivos', 'GET', `/${slug}`)).status).toBe(200);
    const editor = JSON.parse(
      (await a.request('painel', 'GET', `/api/weddings/${wedding.id}/site`)).body.toString(),
    );
    const couple = editor.sections.find((s: { kind: string }) => s.kind === 'o-casal');
    const title = `Nossa história ${unique()}`;
    const patch = await a.json('painel', 'PATCH', `/api/weddings/${wedding.id}/site/sections/${couple.id}`, {
      title,
    });
    expect(patch.status).toBe(200);
    expect((await b.request('noivos', 'GET', `/${slug}`)).body.toString()).toContain(title);

    // An upload through one is served by the other from object storage.
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#F3A7C1' } })
      .jpeg()
      .toBuffer();
    const upload = await a.request(
      'painel',
      'POST',
      `/api/weddings/${wedding.id}/media?kind=image`,
      multipartFile('foto.jpg', 'image/jpeg', photo),
    );
    expect(upload.status).toBe(201);
    const { url } = JSON.parse(upload.body.toString());
    const served = await b.request('noivos', 'GET', url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A rate limit holds across both (10 failed logins per address and account in 15 minutes).
    const ip = `10.${Date.now() % 200}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const wrong = (p: Process) =>
      p.request('', 'POST', '/api/auth/login', {
        payload: JSON.stringify({ email, password: 'Errada#2027abc' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 10; i++) expect((await wrong(i % 2 ? a : b)).status).toBe(401);
    expect((await wrong(a)).status).toBe(429);
    expect((await wrong(b)).status).toBe(429);
  }, 90_000);
});
