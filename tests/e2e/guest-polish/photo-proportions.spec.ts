// The guest site draws every photo of "O Casal" and the gallery at its file's own proportions (a
// landscape and a portrait upload, on a phone and on a laptop) in justified rows that leave no
// column short, and a tap opens the photo in a lightbox that Esc closes, handing focus back to it.
import type { Page } from '@playwright/test';
import type { SiteEditorState } from '../../../src/shared/site-editor.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { pngPhoto, siteState } from '../site-editor/site-editor-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { shotPath } from '../support/screenshots.ts';

/** Uploads a photo through the panel's API from the signed-in page; its media id. */
async function upload(page: Page, weddingId: string, width: number, height: number): Promise<string> {
  const bytes = [...(await pngPhoto('#7a9e7e', width, height))];
  return page.evaluate(
    async ({ id, data }) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'foto.png');
      const res = await fetch(`/api/weddings/${id}/media?kind=image`, { method: 'POST', body });
      if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
      return ((await res.json()) as { id: string }).id;
    },
    { id: weddingId, data: bytes },
  );
}

/** Gives a section these photos and shows it. */
async function showPhotos(
  page: Page,
  weddingId: string,
  section: SiteEditorState['sections'][number],
  photoIds: string[],
) {
  const status = await page.evaluate(
    async ({ id, sectionId, content }) =>
      (
        await fetch(`/api/weddings/${id}/site/sections/${sectionId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ visible: true, content }),
        })
      ).status,
    { id: weddingId, sectionId: section.id, content: { ...section.content, photoIds } },
  );
  expect(status).toBe(200);
}

/** Adds a photo gallery section to the site. */
function addGallery(page: Page, weddingId: string): Promise<SiteEditorState['sections'][number]> {
  return page.evaluate(async (id) => {
    const res = await fetch(`/api/weddings/${id}/site/sections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'galeria' }),
    });
    if (res.status !== 201) throw new Error(`adding the gallery answered ${res.status}`);
    return res.json();
  }, weddingId);
}

/** Each drawn photo's width/height beside its file's. */
function drawnAndNatural(page: Page) {
  return page.locator('.photo-tiles img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => {
      const box = img.getBoundingClientRect();
      return { drawn: box.width / box.height, natural: img.naturalWidth / img.naturalHeight };
    }),
  );
}

/**
 * The photos of the first list ("O Casal") in rows, by their top edge: how many share each row,
 * their heights, and how far the row stops short of the list's left and right edges.
 */
function rowsOf(page: Page) {
  return page
    .locator('.photo-tiles')
    .first()
    .evaluate((list) => {
      const edges = list.getBoundingClientRect();
      const rows = new Map<number, DOMRect[]>();
      for (const img of list.querySelectorAll('img')) {
        const box = img.getBoundingClientRect();
        const top = Math.round(box.top);
        rows.set(top, [...(rows.get(top) ?? []), box]);
      }
      return [...rows.values()].map((row) => ({
        count: row.length,
        heights: row.map((box) => Math.round(box.height)),
        shortLeft: Math.round((row[0]?.left ?? 0) - edges.left),
        shortRight: Math.round(edges.right - (row.at(-1)?.right ?? 0)),
      }));
    });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`photos keep their proportions at ${viewport.width} px and open in a lightbox`, async ({
    page,
    database,
  }) => {
    test.setTimeout(90_000);
    const couple = await createPanelCouple(database.db, { sitePublished: true });
    const weddingId = couple.wedding.id;
    await openPanel(page, couple, '/dashboard');
    const landscape = await upload(page, weddingId, 800, 500);
    const portrait = await upload(page, weddingId, 400, 800);
    const square = await upload(page, weddingId, 600, 600);
    const casal = (await siteState(page, weddingId)).sections.find((s) => s.kind === 'o-casal');
    if (!casal) throw new Error('no O Casal section');
    await showPhotos(page, weddingId, casal, [landscape, portrait, square]);
    await showPhotos(page, weddingId, await addGallery(page, weddingId), [landscape, portrait, square]);

    await page.setViewportSize(viewport);
    await page.goto(couple.siteUrl);
    const images = page.locator('.photo-tiles img');
    await expect(images).toHaveCount(6);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const measured = await drawnAndNatural(page);
    expect(measured.map((m) => m.natural.toFixed(2))).toEqual([
      '1.60',
      '0.50',
      '1.00',
      '1.60',
      '0.50',
      '1.00',
    ]);
    for (const { drawn, natural } of measured) expect(Math.abs(drawn - natural) / natural).toBeLessThan(0.02);

    // Justified rows, none left short: the three side by side on a laptop; on a phone the first
    // across, then two. The photos of a row share one height and the row spans the list.
    const rows = await rowsOf(page);
    expect(rows.map((r) => r.count)).toEqual(viewport.width === 1280 ? [3] : [1, 2]);
    for (const row of rows) {
      expect(Math.max(...row.heights) - Math.min(...row.heights)).toBeLessThanOrEqual(1);
      expect(Math.abs(row.shortLeft)).toBeLessThanOrEqual(1);
      expect(Math.abs(row.shortRight)).toBeLessThanOrEqual(1);
    }
    await page
      .locator('section')
      .filter({ has: page.getByRole('list', { name: 'Fotos do casal' }) })
      .screenshot({ path: shotPath(`guest-photos-3-${viewport.width}`) });

    const first = page.getByRole('link', { name: 'Ampliar foto 1 de 3' }).first();
    await first.click();
    const lightbox = page.getByRole('dialog', { name: 'Foto ampliada' });
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(first).toBeFocused();
  });
}
