import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../testing/admins.ts';
import { plainImage, uploadAsset } from '../../testing/multipart.ts';
import { startS3Server } from '../../testing/s3-server.ts';
import { createTestApp } from '../../testing/test-app.ts';

const s3 = await startS3Server();
afterAll(() => s3.stop());
const { app, database } = await createTestApp(s3.env);

describe('object storage (S3_BUCKET set)', () => {
  it('stores an upload in the bucket and serves it through the app, immutable', async () => {
    expect(app.files.kind).toBe('s3');
    const { b } = await signedInAdmin(app, database.db, '10.52.0.1');
    const png = await plainImage('png', 40);
    const res = await uploadAsset(b, 'theme-graphic', 'grafismo.png', png);
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    const name = url.replace('/media/', '');
    expect((await app.files.read(name))?.contentType).toBe('image/webp');

    const served = await b.get('noivos', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);

    await app.files.remove(name);
    expect((await b.get('noivos', url)).statusCode).toBe(404);
  });

  it('reports the bucket in the health check', async () => {
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ storage: 's3', checks: { storage: 'ok', database: 'ok' } });
  });
});

describe('health', () => {
  it('answers 503 naming the part that fails', async () => {
    const broken = await createTestApp({ ...s3.env, S3_BUCKET: 'balde-que-nao-existe' });
    const health = await broken.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'falhou',
      checks: { storage: 'falhou', database: 'ok', redis: 'desligado' },
    });
  });
});
