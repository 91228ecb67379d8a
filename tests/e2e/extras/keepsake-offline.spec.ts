// The site keepsake (issue 23): the couple buys it, it becomes "Pronta", they download the zip, and
// its pages open from file:// in Chromium with no server: their names, their photo (drawn, not a
// broken image) and the message wall through its relative link.
// Screenshots: the offline copy's home at 375 px and 1280 px.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { guestMessages, media, siteSections } from '../../../src/server/db/schema.ts';
import { seedDemoSite } from '../../../src/server/db/seed/demo-site.ts';
import { bankActs, GUEST_CPF } from '../checkout/checkout-helpers.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { fullPageShot } from '../support/screenshots.ts';

/** Unzips into a folder (what the couple does with the download). */
async function unzipTo(zipPath: string, dir: string): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true }, (err, z) => (err || !z ? reject(err) : resolve(z))),
  );
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (err, stream) => {
        if (err || !stream) return reject(err);
        const chunks: Buffer[] = [];
        for await (const c of stream) chunks.push(c as Buffer);
        const target = path.join(dir, entry.fileName);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on('end', resolve);
    zip.readEntry();
  });
}

test.use({ viewport: { width: 375, height: 780 } });

test('the couple downloads the keepsake and it opens offline with their photos', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  const db = database.db;
  const couple = await createPanelCouple(db, { sitePublished: true });
  await seedDemoSite(db, couple.wedding.id, couple.wedding.themeId);
  // A photo in "O Casal", where the app keeps uploads (DATA_DIR of the E2E app).
  const fileName = `${randomUUID()}.png`;
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#b85c38' } })
    .png()
    .toBuffer();
  await mkdir(path.resolve('.tmp/e2e-data/uploads'), { recursive: true });
  await writeFile(path.resolve('.tmp/e2e-data/uploads', fileName), png);
  const [photo] = await db
    .insert(media)
    .values({
      weddingId: couple.wedding.id,
      kind: 'image',
      fileName,
      mime: 'image/png',
      width: 600,
      height: 400,
      bytes: png.length,
    })
    .returning();
  await db
    .update(siteSections)
    .set({ content: { story: 'Nos conhecemos numa roda de samba.', photoIds: [photo?.id] } })
    .where(and(eq(siteSections.weddingId, couple.wedding.id), eq(siteSections.kind, 'o-casal')));
  await db.insert(guestMessages).values({
    weddingId: couple.wedding.id,
    authorName: 'Tia Cida',
    body: 'Muitas felicidades!',
    status: 'published',
  });

  await openPanel(page, couple, '/dashboard/servicos');
  const keepsake = page.getByRole('region', { name: 'Cópia do site' });
  await keepsake.getByRole('button', { name: 'Comprar' }).click();
  await page.getByLabel('Seu nome').fill('Helena Lima');
  await page.getByLabel('CPF').fill(GUEST_CPF);
  await page.getByRole('button', { name: 'Pagar R$ 39,90' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  await bankActs(page, db, couple.email);

  await openPanel(page, couple, '/dashboard/servicos');
  await expect(keepsake).toContainText('Pronta', { timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    keepsake.getByRole('link', { name: 'Baixar cópia (ZIP)' }).click(),
  ]);
  const dir = await mkdtemp(path.join(tmpdir(), 'copia-do-site-'));
  const zipPath = path.join(dir, 'copia.zip');
  await download.saveAs(zipPath);
  await unzipTo(zipPath, path.join(dir, 'site'));

  await page.goto(pathToFileURL(path.join(dir, 'site', 'index.html')).href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Helena');
  await expect(page.getByText('Nos conhecemos numa roda de samba.')).toBeVisible();
  const photos = page.locator(`img[src$="${fileName}"]`);
  await expect(photos.first()).toBeAttached();
  await photos.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(600);
  await fullPageShot(page, 'copia-do-site-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await fullPageShot(page, 'copia-do-site-1280');

  await page
    .getByRole('navigation', { name: 'Cópia do site' })
    .getByRole('link', { name: 'Recados e presentes' })
    .click();
  await expect(page).toHaveURL(/recados\.html$/);
  await expect(page.getByText('Muitas felicidades!')).toBeVisible();
});
