import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assetRuleMessage } from '../../../shared/assets.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { plainImage, uploadAsset } from '../../testing/multipart.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, database, config } = await createTestApp();

const png = (size: number) => plainImage('png', size);

describe('POST /api/admin/assets', () => {
  it('stores a PNG as a re-encoded WebP, resized to its purpose, and serves it', async () => {
    const { b } = await signedInAdmin(app, database.db, '10.31.0.1');
    const res = await uploadAsset(b, 'theme-graphic', 'grafismo.png', await png(1000));
    expect(res.statusCode).toBe(201);
    const asset = res.json();
    expect(asset.url).toMatch(/^\/media\/[0-9a-f-]+\.webp$/);
    expect([asset.width, asset.height]).toEqual([720, 720]);
    const stored = await readFile(path.join(config.uploadDir, path.basename(asset.url)));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const served = await b.get('admin', asset.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a file that is not an image, or too large for its purpose, with the rule', async () => {
    const { b } = await signedInAdmin(app, database.db, '10.31.0.2');
    const text = await uploadAsset(b, 'catalog-product', 'produto.png', Buffer.from('não sou uma imagem'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe(assetRuleMessage('catalog-product'));

    const big = Buffer.concat([await png(64), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const tooLarge = await uploadAsset(b, 'theme-thumbnail', 'miniatura.png', big);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe('Envie uma imagem PNG ou JPG de até 2 MB.');
  });

  it('refuses a WebP where only PNG and JPG are accepted', async () => {
    const { b } = await signedInAdmin(app, database.db, '10.31.0.3');
    const webp = await plainImage('webp', 10);
    const res = await uploadAsset(b, 'catalog-product', 'produto.webp', webp);
    expect(res.statusCode).toBe(400);
  });
});
