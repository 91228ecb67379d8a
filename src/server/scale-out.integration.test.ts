// Two real app processes on one PostgreSQL database, one Redis and one object store, as in
// production behind a proxy: what one process does, the other sees.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { createCoupleWithWedding } from './db/seed/factories.ts';
import { BASE_HOST, freePort, Process, start } from './testing/app-process.ts';
import { TEST_PASSWORD } from './testing/couples.ts';
import { multipartFile } from './testing/multipart.ts';
import { startS3Server, type TestS3 } from './testing/s3-server.ts';
import { unique } from './testing/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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
    // The test stands in for the reverse proxy: it sends each attempt's address in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    WEB_CONCURRENCY: '1',
  };
  [a.child, b.child] = await Promise.all([start(a.port, env), start(b.port, env)]);
}, 300_000);

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

    // An edit made through one shows on the guest page the other serves from its cache: the change
    // notice travels through Redis, so the other drops its copy within moments.
    const before = await b.request('noivos', 'GET', `/${slug}`);
    expect(before.status).toBe(200);
    expect(before.headers.etag).toBeTruthy();
    const again = await b.request('noivos', 'GET', `/${slug}`, {
      payload: '',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(again.status).toBe(304);
    const editor = JSON.parse(
      (await a.request('painel', 'GET', `/api/weddings/${wedding.id}/site`)).body.toString(),
    );
    // The ceremony shows even before its place is given (an empty "O Casal" is left out of the page).
    const ceremony = editor.sections.find((s: { kind: string }) => s.kind === 'cerimonia');
    const title = `Cerimônia ${unique()}`;
    const patch = await a.json(
      'painel',
      'PATCH',
      `/api/weddings/${wedding.id}/site/sections/${ceremony.id}`,
      {
        title,
      },
    );
    expect(patch.status).toBe(200);
    await expect
      .poll(async () => (await b.request('noivos', 'GET', `/${slug}`)).body.toString(), { timeout: 10_000 })
      .toContain(title);

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
