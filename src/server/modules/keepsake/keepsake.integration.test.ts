// The site keepsake (issue 23): once paid, a job builds the zip of the site (pages made relative,
// photos beside them, the wall and gifts page, the CSVs); only the couple downloads it, never
// another couple nor after a refund; a new copy brings the latest messages.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { keepsakeTexts } from '../../../shared/extras.ts';
import {
  catalogProducts,
  extraOrders,
  giftListItems,
  guestMessages,
  media,
  siteSections,
  weddings,
} from '../../db/schema.ts';
import { seedDemoSite } from '../../db/seed/demo-site.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { boughtExtra, extraOrderRow, extraPayment, publishedSiteCouple } from '../../testing/extras.ts';
import { mailTo } from '../../testing/outbox.ts';
import { eventually } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mainListId } from '../gift-list/gift-list-service.ts';

const t: TestApp = await createTestApp();
const { db } = t;

/** The zip's entries, name → text (or bytes' length for binaries). */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, z) => (err || !z ? reject(err) : resolve(z))),
  );
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (err, stream) => {
        if (err || !stream) return reject(err);
        const chunks: Buffer[] = [];
        for await (const c of stream) chunks.push(c as Buffer);
        out.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on('end', resolve);
    zip.readEntry();
  });
  return out;
}

/** A couple whose site has its content and one photo in "O Casal". */
async function coupleWithPhoto(
  ip: string,
): Promise<SignedInCouple & { photo: string; catalogImage: string }> {
  const c = await publishedSiteCouple(t.app, db, ip);
  await seedDemoSite(db, c.wedding.id, c.wedding.themeId);
  const fileName = `${randomUUID()}.png`;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  await t.app.files.put(fileName, png, 'image/png');
  const [photo] = await db
    .insert(media)
    .values({
      weddingId: c.wedding.id,
      kind: 'image',
      fileName,
      mime: 'image/png',
      width: 40,
      height: 30,
      bytes: png.length,
    })
    .returning();
  await db
    .update(siteSections)
    .set({ content: { story: 'Nos conhecemos numa roda de samba.', photoIds: [photo?.id] } })
    .where(and(eq(siteSections.weddingId, c.wedding.id), eq(siteSections.kind, 'o-casal')));
  // Gifts on the list: one with a catalogue picture (served by its own route), one whose picture is gone.
  const [product] = await db.select({ key: catalogProducts.key }).from(catalogProducts).limit(1);
  await db.update(weddings).set({ giftListPublished: true }).where(eq(weddings.id, c.wedding.id));
  const listId = await mainListId(db, c.wedding);
  await db.insert(giftListItems).values([
    {
      weddingId: c.wedding.id,
      listId,
      name: 'Jogo de taças',
      priceCents: 20_000,
      imageUrl: `/media/catalog/${product?.key}.svg`,
    },
    {
      weddingId: c.wedding.id,
      listId,
      name: 'Quadro',
      priceCents: 15_000,
      imageUrl: '/media/catalog/nao-existe.svg',
    },
  ]);
  return { ...c, photo: fileName, catalogImage: `${product?.key}.svg` };
}

async function readyKeepsake(c: SignedInCouple) {
  const { orderId } = await boughtExtra(t.app, db, c, { service: 'copia_do_site' });
  const ready = await eventually(async () => {
    const o = await extraOrderRow(db, orderId);
    return o.status === 'ativo' ? o : null;
  });
  return { orderId, ready };
}

const download = (c: SignedInCouple, weddingId: string, orderId: string) =>
  c.b.get('painel', `/api/weddings/${weddingId}/extras/orders/${orderId}/keepsake`);

describe('the site keepsake', () => {
  it('zips the site with relative pages, its photos, the wall and the CSVs, once paid', async () => {
    const c = await coupleWithPhoto('10.64.0.1');
    await db
      .insert(guestMessages)
      .values({ weddingId: c.wedding.id, authorName: 'Tia Cida', body: 'Felicidades!', status: 'published' });
    const { orderId, ready } = await readyKeepsake(c);
    expect(ready.builtAt).not.toBeNull();
    const mail = await mailTo(db, c.email, keepsakeTexts.readySubject);
    expect(mail.text).toContain('/dashboard/servicos');

    const res = await download(c, c.wedding.id, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="copia-do-site-${c.wedding.slug}.zip"`,
    );
    const files = await unzip(res.rawPayload);
    const index = files.get('index.html')?.toString('utf8') ?? '';
    expect(index).toMatch(/Lia (?:&amp;|&#38;|&) Tom/);
    expect(index).not.toMatch(/<script/);
    expect(index).not.toMatch(/(?:src|href)="\/(?!\/)/);
    // Every file a page asks for is in the zip.
    for (const [, path] of index.matchAll(/(?:src|href)="(arquivos\/[^"#]+)"/g))
      expect(files.has(path ?? ''), path).toBe(true);
    expect(index).toContain(`arquivos/${c.photo}`);
    expect(files.get(`arquivos/${c.photo}`)?.length).toBeGreaterThan(50);
    const css = [...files.keys()].find((f) => f.endsWith('.css'));
    expect(css).toBeDefined();
    const wall = files.get('recados.html')?.toString('utf8') ?? '';
    expect(wall).toContain('Felicidades!');
    expect(wall).toContain('Tia Cida');
    expect(files.get('confirmacoes.csv')?.toString('utf8')).toContain('Nome');
    expect(files.get('presentes-recebidos.csv')?.toString('utf8')).toContain('Convidado');
    expect(index).toContain('href="recados.html"');
    // The gift list's page, with the catalogue's picture; a picture gone leaves only its gift out.
    const gifts = files.get('presentes.html')?.toString('utf8') ?? '';
    expect(gifts).toContain('Jogo de taças');
    expect(files.has(`arquivos/${c.catalogImage}`)).toBe(true);
  });

  it('is the couple’s only: another couple, a refunded order and an unready one get nothing', async () => {
    const c = await coupleWithPhoto('10.64.0.2');
    const { orderId } = await readyKeepsake(c);
    const other = await signedInCouple(t.app, db, { sitePublished: true }, '10.64.0.3');
    expect((await download(other, c.wedding.id, orderId)).statusCode).toBe(404);
    expect((await download(other, other.wedding.id, orderId)).statusCode).toBe(404);

    const admin = await signedInAdmin(t.app, db, '10.64.0.4');
    const payment = await extraPayment(db, orderId);
    expect((await admin.b.post('admin', `/api/admin/payments/${payment.id}/refund`)).statusCode).toBe(200);
    await eventually(async () => (await extraOrderRow(db, orderId)).fileKey === null);
    const refunded = await download(c, c.wedding.id, orderId);
    expect(refunded.statusCode).toBe(404);
    expect(refunded.json().error.message).toBe(keepsakeTexts.notReady);
    const rebuild = await c.b.post(
      'painel',
      `/api/weddings/${c.wedding.id}/extras/orders/${orderId}/keepsake/rebuild`,
    );
    expect(rebuild.statusCode).toBe(404);
  });

  it('builds again with the latest messages, within its year only', async () => {
    const c = await coupleWithPhoto('10.64.0.5');
    const { orderId, ready } = await readyKeepsake(c);
    await db.insert(guestMessages).values({
      weddingId: c.wedding.id,
      authorName: 'Vó Lurdes',
      body: 'Sejam felizes!',
      status: 'published',
    });
    const rebuild = await c.b.post(
      'painel',
      `/api/weddings/${c.wedding.id}/extras/orders/${orderId}/keepsake/rebuild`,
    );
    expect(rebuild.statusCode, rebuild.body).toBe(200);
    const again = await eventually(async () => {
      const o = await extraOrderRow(db, orderId);
      return o.status === 'ativo' && o.fileKey !== ready.fileKey ? o : null;
    });
    expect(again.builtAt?.getTime()).toBeGreaterThanOrEqual(ready.builtAt?.getTime() ?? 0);
    const files = await unzip((await download(c, c.wedding.id, orderId)).rawPayload);
    expect(files.get('recados.html')?.toString('utf8')).toContain('Sejam felizes!');

    await db
      .update(extraOrders)
      .set({ paidAt: new Date(Date.now() - 366 * 86_400_000) })
      .where(eq(extraOrders.id, orderId));
    const late = await c.b.post(
      'painel',
      `/api/weddings/${c.wedding.id}/extras/orders/${orderId}/keepsake/rebuild`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(keepsakeTexts.rebuildClosed);
  });
});
