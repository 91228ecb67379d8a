// Papelaria (issue 22): the couple edits the Convite, watches the preview follow the typing, and
// downloads it: the PNG has the right size and the theme's primary colour, the SVG it was drawn
// from carries the names, the PDF is one A5 page with bleed; a household's invitation carries its
// QR code to its personal link, which is also that link's preview picture (og:image).
// Screenshots: the Convite page at 375 px and 1280 px.
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { insertHousehold } from '../../../src/server/testing/invited-households.ts';
import { inviteLink } from '../../../src/shared/invite-code.ts';
import { defaultThemeDesign } from '../../../src/shared/theme-design.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test, toast } from '../support/fixtures.ts';
import { fullPageShot } from '../support/screenshots.ts';

/** How many pixels are (within anti-aliasing) the given colour. */
async function pixelsOf(png: Buffer, hex: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= 6) n++;
  return n;
}

test.use({ viewport: { width: 375, height: 780 } });

test('the couple edits the invitation, sees it live and downloads it as PNG and PDF', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  const db = database.db;
  const couple = await createPanelCouple(db, { sitePublished: true });
  const souza = await insertHousehold(db, couple.wedding.id, {
    name: 'Família Souza',
    members: [{ name: 'Ana Souza' }],
  });

  await openPanel(page, couple, '/dashboard/papelaria/convite');
  await expect(page.getByRole('heading', { level: 1, name: 'Convite' })).toBeVisible();
  await expect(page.getByLabel('Nomes do casal')).toHaveValue('Helena & Rafael');
  await expect(page.getByLabel('Data')).toHaveValue('18 de setembro de 2027');

  await page.getByRole('radio', { name: 'Moldura' }).check();
  await page.getByLabel('Nomes do casal').fill('Helena & Rafael Lima');
  const preview = page.getByRole('img', { name: 'Prévia do Convite' });
  await expect(preview).toHaveAttribute('src', /names=Helena\+%26\+Rafael\+Lima/);
  await expect(preview).toHaveAttribute('src', /layout=moldura/);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1080);
  await expectNoAxeViolations(page);
  await fullPageShot(page, 'papelaria-convite-375');

  // A download saves the texts on screen first.
  const [stories] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'PNG para stories (1080x1920)' }).click(),
  ]);
  await expect(toast(page, 'Alterações salvas.')).toBeVisible();
  expect(stories.suggestedFilename()).toBe(`convite-${couple.slug}-stories.png`);
  const png = await readFile((await stories.path())!);
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1920]);
  // The frame is drawn in the theme's primary colour.
  expect(await pixelsOf(png, defaultThemeDesign.colors.primary)).toBeGreaterThan(1000);

  // The SVG the picture is drawn from names the couple as they wrote it (asked from the page).
  const svg = await page.evaluate(async (weddingId) => {
    const api = `/api/weddings/${weddingId}/stationery`;
    const { items } = await (await fetch(api)).json();
    const query = new URLSearchParams({ layout: items[0].layout, ...items[0].texts });
    return (await fetch(`${api}/convite/preview?${query}`)).text();
  }, couple.wedding.id);
  expect(svg).toContain('<title>Helena &#38; Rafael Lima</title>');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'PDF para impressão (A5 com sangria)' }).click(),
  ]);
  const doc = await PDFDocument.load(await readFile((await pdf.path())!));
  expect(doc.getPageCount()).toBe(1);
  const mm = (points: number) => Math.round((points * 25.4) / 72);
  const size = doc.getPage(0).getSize();
  expect([mm(size.width), mm(size.height)]).toEqual([154, 216]);

  // The household's own invitation: its QR code opens its personal link, the link's preview picture.
  await expect(page.getByText('1 convite da lista tem link pessoal')).toBeVisible();
  const personal = inviteLink(couple.siteUrl, souza.code);
  await page.setViewportSize({ width: 1280, height: 900 });
  await fullPageShot(page, 'papelaria-convite-1280');
  await page.goto(personal);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toBe(`${personal}/convite.png`);
  const picture = await page.goto(ogImage!);
  expect(picture?.headers()['content-type']).toBe('image/png');
  const { data, info } = await sharp(await picture!.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(personal);
});

test('Save the Date and Comunicado are edited and downloaded, the first before the site is published', async ({
  page,
  database,
}) => {
  test.setTimeout(60_000);
  const couple = await createPanelCouple(database.db, { sitePublished: false });
  for (const [path, title, message] of [
    ['save-the-date', 'Save the Date', 'Guardem a data!'],
    ['comunicado', 'Comunicado', 'A festa mudou de horário: agora às 17h.'],
  ] as const) {
    await openPanel(page, couple, `/dashboard/papelaria/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByLabel('Mensagem').fill(message);
    const [square] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'PNG quadrado (1080x1080)' }).click(),
    ]);
    expect(square.suggestedFilename()).toBe(`${path}-${couple.slug}-quadrado.png`);
    const png = await readFile((await square.path())!);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
    await expect(page.getByText('O site ainda não foi publicado')).toBeVisible();
    const whatsapp = await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).getAttribute('href');
    const text = new URL(whatsapp!).searchParams.get('text')!;
    if (path === 'comunicado') {
      // Not published yet: the message goes without the site's link.
      expect(text).not.toContain(couple.slug);
      continue;
    }
    // The saved Save the Date goes with its own link: a page with only the names and the date.
    const link = text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBe(`${couple.siteUrl}/save-the-date`);
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helena & Rafael');
    await expect(page.getByText('18 de setembro de 2027')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Save the Date de Helena & Rafael/ })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
