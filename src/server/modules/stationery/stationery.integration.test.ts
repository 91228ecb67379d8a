import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inviteLink } from '../../../shared/invite-code.ts';
import { A5_MM, BLEED_MM, type StationeryTexts } from '../../../shared/stationery.ts';
import { weddings } from '../../db/schema.ts';
import { expectWeddingNotFound, type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { insertHousehold } from '../../testing/invited-households.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const PRIMARY = '#1e6b52';

/** A couple whose site paints with a green primary, so the pictures can be searched for it. */
async function greenCouple(ip: string) {
  const c = await signedInCouple(app, db, { name1: 'Marisa', name2: 'Joel', weddingDate: '2031-05-10' }, ip);
  await db
    .update(weddings)
    .set({ siteSettings: { design: { colors: { primary: PRIMARY } } } })
    .where(eq(weddings.id, c.wedding.id));
  return c;
}

const url = (c: SignedInCouple, path = '') => `/api/weddings/${c.wedding.id}/stationery${path}`;

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Pixels within a few steps of `hex` (anti-aliasing aside, the frame is drawn in it). */
async function pixelsOf(png: Buffer, hex: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= 6) n++;
  }
  return n;
}

async function qrText(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('Papelaria', () => {
  it("starts every item from the wedding's data, with three layouts to choose from", async () => {
    const c = await greenCouple('10.22.0.1');
    const res = await c.b.get('painel', url(c));
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.items.map((i: { item: string }) => i.item)).toEqual([
      'convite',
      'save-the-date',
      'comunicado',
    ]);
    expect(overview.items[0]).toMatchObject({
      layout: 'classico',
      saved: false,
      texts: { names: 'Marisa & Joel', date: '10 de maio de 2031' },
    });
    expect(overview.siteUrl).toBe(`http://noivos.localhost:3000/${c.wedding.slug}`);
  });

  it('saves the texts, and refuses a text past its limit in pt-BR, changing nothing', async () => {
    const c = await greenCouple('10.22.0.2');
    const { texts } = (await c.b.get('painel', url(c))).json().items[1] as { texts: StationeryTexts };
    const saved = await c.b.put('painel', url(c, '/save-the-date'), {
      layout: 'moldura',
      texts: { ...texts, message: 'Guardem a data!' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      layout: 'moldura',
      saved: true,
      texts: { message: 'Guardem a data!' },
    });

    const refused = await c.b.put('painel', url(c, '/save-the-date'), {
      layout: 'classico',
      texts: { ...texts, message: 'x'.repeat(281) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toContainEqual({
      path: 'texts.message',
      message: 'A mensagem pode ter até 280 caracteres.',
    });
    const after = (await c.b.get('painel', url(c))).json().items[1];
    expect(after).toMatchObject({ layout: 'moldura', texts: { message: 'Guardem a data!' } });
  });

  it("previews unsaved texts as an SVG that carries the couple's names", async () => {
    const c = await greenCouple('10.22.0.3');
    const query = new URLSearchParams({
      layout: 'foto',
      heading: 'Vamos casar',
      names: 'Marisa & Joel Pedro',
      date: '10 de maio de 2031',
      place: 'Sítio Primavera',
      message: '',
      footer: '',
    });
    const res = await c.b.get('painel', `${url(c, '/convite/preview')}?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<title>Marisa &#38; Joel Pedro</title>');
    expect(res.body).toContain('Sítio Primavera');
    // A draft of the live preview is kept in memory only, never written under DATA_DIR.
    expect(await cacheKeys(c.wedding.id)).toEqual([]);
  });

  it("downloads PNGs of the right size in the theme's primary colour, and a one-page A5 PDF with bleed", async () => {
    const c = await greenCouple('10.22.0.4');
    const { texts } = (await c.b.get('painel', url(c))).json().items[0];
    await c.b.put('painel', url(c, '/convite'), { layout: 'moldura', texts });

    const stories = await c.b.get('painel', url(c, '/convite/download?formato=stories'));
    expect(stories.statusCode).toBe(200);
    expect(stories.headers['content-disposition']).toBe(
      `attachment; filename="convite-${c.wedding.slug}-stories.png"`,
    );
    expect(pngSize(stories.rawPayload)).toEqual({ width: 1080, height: 1920 });
    expect(await pixelsOf(stories.rawPayload, PRIMARY)).toBeGreaterThan(1000);
    expect(await qrText(stories.rawPayload)).toBe(`http://noivos.localhost:3000/${c.wedding.slug}`);

    const square = await c.b.get('painel', url(c, '/convite/download?formato=quadrado'));
    expect(pngSize(square.rawPayload)).toEqual({ width: 1080, height: 1080 });

    const pdf = await c.b.get('painel', url(c, '/convite/download?formato=pdf'));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const mm = (points: number) => Math.round((points * 25.4) / 72);
    const { width, height } = doc.getPage(0).getSize();
    expect([mm(width), mm(height)]).toEqual([A5_MM.width + 2 * BLEED_MM, A5_MM.height + 2 * BLEED_MM]);
    const trim = doc.getPage(0).getTrimBox();
    expect([mm(trim.width), mm(trim.height)]).toEqual([A5_MM.width, A5_MM.height]);
  });

  it('renders each content once, and again after the site changes', async () => {
    const c = await greenCouple('10.22.0.5');
    const first = await c.b.get('painel', url(c, '/comunicado/download?formato=quadrado'));
    const kept = app.stationeryCache.size;
    const again = await c.b.get('painel', url(c, '/comunicado/download?formato=quadrado'));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(app.stationeryCache.size).toBe(kept);
    const cached = await app.stationeryCache.get(c.wedding.id, (await cacheKeys(c.wedding.id))[0]!);
    expect(cached).toBeDefined();
    await app.siteChanged(c.wedding.id);
    // The files go in the background of the change (the write that caused it does not wait).
    await expect.poll(() => cacheKeys(c.wedding.id)).toEqual([]);
  });

  it('gives each household its invitation with its name and a QR of its personal link, and a zip of all', async () => {
    const c = await greenCouple('10.22.0.6');
    const souza = await insertHousehold(db, c.wedding.id, {
      name: 'Família Souza',
      members: [{ name: 'Lia' }],
    });
    await insertHousehold(db, c.wedding.id, { name: 'Ana e Pedro Lima', members: [{ name: 'Ana' }] });
    const picture = await c.b.get('painel', url(c, `/convite/households/${souza.id}`));
    expect(picture.statusCode).toBe(200);
    expect(pngSize(picture.rawPayload)).toEqual({ width: 1080, height: 1920 });
    const siteUrl = `http://noivos.localhost:3000/${c.wedding.slug}`;
    expect(await qrText(picture.rawPayload)).toBe(inviteLink(siteUrl, souza.code));

    const zip = await c.b.get('painel', url(c, '/convite/households.zip'));
    expect(zip.statusCode).toBe(200);
    const names = [...zip.rawPayload.toString('latin1').matchAll(/convite-[a-z-]+\.png/g)].map((m) => m[0]);
    expect(new Set(names)).toEqual(new Set(['convite-familia-souza.png', 'convite-ana-e-pedro-lima.png']));
  });

  it("makes the household's invitation the personal link's preview (og:image)", async () => {
    const c = await signedInCouple(
      app,
      db,
      { name1: 'Marisa', name2: 'Joel', sitePublished: true },
      '10.22.0.9',
    );
    const souza = await insertHousehold(db, c.wedding.id, {
      name: 'Família Souza',
      members: [{ name: 'Lia' }],
    });
    const siteUrl = `http://noivos.localhost:3000/${c.wedding.slug}`;
    const page = await c.b.get('noivos', `/${c.wedding.slug}/convite/${souza.code}`);
    expect(page.statusCode).toBe(200);
    const picture = `${siteUrl}/convite/${souza.code}/convite.png`;
    expect(page.body).toContain(`<meta property="og:image" content="${picture}">`);
    expect(page.body).toContain('<meta property="og:image:width" content="1080">');

    const image = await c.b.get('noivos', new URL(picture).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.rawPayload)).toEqual({ width: 1080, height: 1080 });
    expect(await qrText(image.rawPayload)).toBe(inviteLink(siteUrl, souza.code));
    // The site's own home keeps the site's preview.
    const home = await c.b.get('noivos', `/${c.wedding.slug}`);
    expect(home.body).toContain(`<meta property="og:image" content="${siteUrl}/og.png">`);

    const wrong = await c.b.get('noivos', `/${c.wedding.slug}/convite/${'x'.repeat(22)}/convite.png`);
    expect(wrong.statusCode).toBe(404);
  });

  it("keeps other couples out of a wedding's stationery", async () => {
    const c = await greenCouple('10.22.0.7');
    const other = await greenCouple('10.22.0.8');
    await expectWeddingNotFound([
      other.b.get('painel', url(c)),
      other.b.get('painel', url(c, '/convite/download')),
      other.b.get('painel', url(c, '/convite/households.zip')),
    ]);
  });

  it('limits the renders a wedding asks for: the zip and the live preview, counted per wedding', async () => {
    const strict = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
    const c = await signedInCouple(
      strict.app,
      strict.database.db,
      { name1: 'Marisa', name2: 'Joel' },
      '10.22.0.9',
    );
    const zip = () => c.b.get('painel', url(c, '/convite/households.zip'));
    for (let i = 0; i < 6; i++) expect((await zip()).statusCode).toBe(200);
    const refused = await zip();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    // Another wedding's allowance is its own.
    const other = await signedInCouple(strict.app, strict.database.db, {}, '10.22.0.9');
    expect((await other.b.get('painel', url(other, '/convite/households.zip'))).statusCode).toBe(200);

    const { texts } = (await c.b.get('painel', url(c))).json().items[0] as { texts: StationeryTexts };
    const query = new URLSearchParams({ layout: 'classico', ...texts });
    const preview = () => c.b.get('painel', url(c, `/convite/preview?${query}`));
    for (let i = 0; i < 120; i++) expect((await preview()).statusCode).toBe(200);
    expect((await preview()).statusCode).toBe(429);
  });
});

/** The files the cache wrote for a wedding under DATA_DIR. */
function cacheKeys(weddingId: string): Promise<string[]> {
  return readdir(path.join(app.config.dataDir, 'stationery', weddingId)).catch(() => []);
}
