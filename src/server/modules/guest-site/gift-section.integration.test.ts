// The guest site's gifts: the home's first few, the gift list page filtered and sorted by the query
// string, and each gift's page; server-rendered at the price the guest pays, and nothing at all
// while the list is hidden.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestPriceCents } from '../../../shared/fees.ts';
import { formatBRL } from '../../../shared/money.ts';
import { defaultSettings } from '../../../shared/settings.ts';
import { giftExternalLinks, giftListItems, giftLists, siteSections, weddings } from '../../db/schema.ts';
import { createCoupleWithWedding, type NewCouple } from '../../db/seed/factories.ts';
import { createTestCategory } from '../../testing/catalog.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { mainListId } from '../gift-list/gift-list-service.ts';
import { GIFTS_ON_HOME } from './load-gifts.ts';
import { ensureSiteSections } from './site-sections.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const rate = defaultSettings.giftFeeBasisPoints;

/** A couple whose site and gift list are published, with nothing in the list yet. */
const publishedCouple = (overrides: Partial<NewCouple> = {}) =>
  createCoupleWithWedding(db, {
    email: `${unique()}@exemplo.com`,
    name1: 'Lia',
    name2: 'Davi',
    slug: unique('presentes-'),
    sitePublished: true,
    giftListPublished: true,
    ...overrides,
  });

async function siteWithGifts(overrides: Partial<NewCouple> = {}) {
  const { wedding } = await publishedCouple(overrides);
  const mainId = await mainListId(db, wedding);
  const kitchen = await createTestCategory(db, `Cozinha ${unique()}`);
  const travel = await createTestCategory(db, `Viagem ${unique()}`);
  const gift = (
    name: string,
    priceCents: number,
    extra: Partial<typeof giftListItems.$inferInsert> = {},
  ) => ({
    weddingId: wedding.id,
    listId: mainId,
    name,
    priceCents,
    categoryId: kitchen.category.id,
    ...extra,
  });
  const [panela, , paris] = await db
    .insert(giftListItems)
    .values([
      gift('Jogo de panelas', 59990),
      gift('Batedeira', 10000, { quantityAvailable: 2, quantitySold: 2 }),
      gift('Lua de mel em Paris', 30000, {
        categoryId: travel.category.id,
        isQuota: true,
        quantityAvailable: 10,
        quantitySold: 3,
      }),
    ])
    .returning();
  const [shower] = await db
    .insert(giftLists)
    .values({ weddingId: wedding.id, name: 'Chá de Panela' })
    .returning();
  await db.insert(giftListItems).values({ ...gift('Potes herméticos', 8990), listId: shower!.id });
  await db
    .insert(giftExternalLinks)
    .values({ weddingId: wedding.id, storeName: 'Loja X', url: 'https://lojax.com.br/l/1' });
  return { wedding, shower: shower!, kitchen, travel, panela: panela!, paris: paris! };
}

const page = async (url: string) => {
  const res = await browser(app).get('noivos', url);
  return { status: res.statusCode, html: res.body };
};
const namesIn = (html: string) => [...html.matchAll(/<h3 class="gift-name">([^<]+)<\/h3>/g)].map((m) => m[1]);

describe("the guest site's gifts", () => {
  it("lists the wedding list's gifts, cheapest first, with quotas left and sold-out gifts marked", async () => {
    const s = await siteWithGifts();
    const { status, html } = await page(`/${s.wedding.slug}/presentes`);
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="section-title">Lista de Presentes</h1>');
    expect(namesIn(html)).toEqual(['Batedeira', 'Lua de mel em Paris', 'Jogo de panelas']);
    expect(html).toContain(formatBRL(59990));
    expect(html).toContain('Restam 7 de 10 cotas');
    expect(html).toContain('Presenteado');
    expect(html).toContain(`href="/${s.wedding.slug}/presentes/${s.panela.id}"`);
    expect(html).toContain('href="https://lojax.com.br/l/1"');
    // The lists as tabs, the current one marked.
    expect(html).toMatch(/aria-current="page"[^>]*>Lista de casamento</);
    expect(html).toContain(`href="/${s.wedding.slug}/presentes?lista=${s.shower.id}"`);
    expect(html).toContain(`action="/${s.wedding.slug}/presentes"`);
  });

  it('filters by category, sorts and switches lists through the query string', async () => {
    const s = await siteWithGifts();
    const list = `/${s.wedding.slug}/presentes`;
    expect(namesIn((await page(`${list}?categoria=${s.travel.category.id}`)).html)).toEqual([
      'Lua de mel em Paris',
    ]);
    expect(namesIn((await page(`${list}?ordem=maior-valor`)).html)).toEqual([
      'Jogo de panelas',
      'Lua de mel em Paris',
      'Batedeira',
    ]);
    expect(namesIn((await page(`${list}?ordem=a-z`)).html)[0]).toBe('Batedeira');
    expect(namesIn((await page(`${list}?lista=${s.shower.id}`)).html)).toEqual(['Potes herméticos']);
    // Unknown values fall back to the defaults instead of failing.
    expect(namesIn((await page(`${list}?ordem=xyz&categoria=nada&lista=outra`)).html)).toHaveLength(3);
  });

  it(`shows the first ${GIFTS_ON_HOME} gifts on the home with "Ver todos os presentes", and no filters`, async () => {
    const s = await siteWithGifts();
    const mainId = await mainListId(db, s.wedding);
    await db.insert(giftListItems).values(
      ['Cafeteira', 'Liquidificador', 'Torradeira', 'Sanduicheira', 'Chaleira'].map((name, i) => ({
        weddingId: s.wedding.id,
        listId: mainId,
        name,
        priceCents: 1000 + i,
      })),
    );
    const { html } = await page(`/${s.wedding.slug}`);
    expect(namesIn(html)).toEqual([
      'Cafeteira',
      'Liquidificador',
      'Torradeira',
      'Sanduicheira',
      'Chaleira',
      'Batedeira',
    ]);
    expect(html).toContain('<p class="gift-count">8 presentes</p>');
    expect(html).toContain(
      `<a class="button" href="/${s.wedding.slug}/presentes">Ver todos os presentes</a>`,
    );
    expect(html).not.toContain('gift-filters');
    expect(html).not.toContain('gift-tabs');
    // The phone's bar leads there too.
    expect(html).toMatch(
      new RegExp(`class="quick-actions".*href="/${s.wedding.slug}/presentes">Presentear</a>`),
    );
    expect(namesIn((await page(`/${s.wedding.slug}/presentes`)).html)).toHaveLength(8);
  });

  it("sends the home's old gift filters to the gift list page", async () => {
    const s = await siteWithGifts();
    const res = await browser(app).get(
      'noivos',
      `/${s.wedding.slug}?categoria=${s.kitchen.category.id}&ordem=a-z#lista-de-presentes`,
    );
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(
      `/${s.wedding.slug}/presentes?categoria=${s.kitchen.category.id}&ordem=a-z`,
    );
    // A form's outcome is not a filter: it stays on the home.
    expect((await browser(app).get('noivos', `/${s.wedding.slug}?rsvp=sim`)).statusCode).toBe(200);
  });

  it('shows the price guests pay when they pay the fee', async () => {
    const s = await siteWithGifts({ feePayer: 'guests' });
    const { html } = await page(`/${s.wedding.slug}`);
    const grossed = guestPriceCents(59990, rate, 'guests');
    expect(grossed).toBeGreaterThan(59990);
    expect(html).toContain(formatBRL(grossed));
    expect(html).not.toContain(`${formatBRL(59990)}<`);
  });

  it('shows nothing of a hidden list, and its pages answer 404', async () => {
    const s = await siteWithGifts({ giftListPublished: false });
    const { html } = await page(`/${s.wedding.slug}`);
    expect(html).not.toContain('id="lista-de-presentes"');
    expect(html).not.toContain('Jogo de panelas');
    expect(html).not.toContain('Presentear');
    expect((await page(`/${s.wedding.slug}/presentes`)).status).toBe(404);
    expect((await page(`/${s.wedding.slug}/presentes/${s.panela.id}`)).status).toBe(404);
  });

  it('leaves out a published list with nothing to give yet, and shows it once a store or a gift is there', async () => {
    const empty = (await publishedCouple()).wedding;
    const { html } = await page(`/${empty.slug}`);
    expect(html).toContain('<h1');
    expect(html).not.toContain('id="lista-de-presentes"');
    expect(html).not.toContain('Volte em breve!');
    expect(html).not.toContain(`href="/${empty.slug}/presentes"`);
    expect((await page(`/${empty.slug}/presentes`)).status).toBe(404);

    const withStore = (await publishedCouple()).wedding;
    await db
      .insert(giftExternalLinks)
      .values({ weddingId: withStore.id, storeName: 'Loja X', url: 'https://lojax.com.br/l/1' });
    expect((await page(`/${withStore.slug}`)).html).toContain('id="lista-de-presentes"');

    const withGift = (await publishedCouple()).wedding;
    await db.insert(giftListItems).values({
      weddingId: withGift.id,
      listId: await mainListId(db, withGift),
      name: 'Jogo de panelas',
      priceCents: 59990,
    });
    const filled = (await page(`/${withGift.slug}`)).html;
    expect(filled).toContain('id="lista-de-presentes"');
    expect(filled).toContain('Jogo de panelas');
  });

  it('has no gift list page while the couple hides the section', async () => {
    const s = await siteWithGifts();
    await ensureSiteSections(db, s.wedding.id, null);
    await db
      .update(siteSections)
      .set({ visible: false })
      .where(and(eq(siteSections.weddingId, s.wedding.id), eq(siteSections.kind, 'lista-de-presentes')));
    expect((await page(`/${s.wedding.slug}`)).html).not.toContain('Presentear');
    expect((await page(`/${s.wedding.slug}/presentes`)).status).toBe(404);
  });
});

describe("a gift's page", () => {
  it("shows the gift at the guest's price with the checkout form to give it", async () => {
    const s = await siteWithGifts({ feePayer: 'guests' });
    const { status, html } = await page(`/${s.wedding.slug}/presentes/${s.paris.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<h1 id="presente-nome" class="gift-detail-name">Lua de mel em Paris</h1>');
    expect(html).toContain(formatBRL(guestPriceCents(30000, rate, 'guests')));
    expect(html).toContain('por cota');
    expect(html).toContain('Restam 7 de 10 cotas');
    expect(html).toContain(`action="/${s.wedding.slug}/presentes/${s.paris.id}"`);
    expect(html).toContain('Quantas cotas?');
    expect(html).toContain('Forma de pagamento');
  });

  it("keeps behind the password gate, and answers 404 for another couple's gift", async () => {
    const locked = await siteWithGifts();
    await db
      .update(weddings)
      .set({ sitePasswordHash: await hashPassword('segredo') })
      .where(eq(weddings.id, locked.wedding.id));
    const gate = await page(`/${locked.wedding.slug}/presentes/${locked.panela.id}`);
    expect(gate.html).toContain('Este site é protegido por senha');
    expect(gate.html).not.toContain('Jogo de panelas');
    const listGate = await page(`/${locked.wedding.slug}/presentes`);
    expect(listGate.html).toContain('Este site é protegido por senha');
    expect(listGate.html).not.toContain('Jogo de panelas');

    const other = await siteWithGifts();
    expect((await page(`/${other.wedding.slug}/presentes/${locked.panela.id}`)).status).toBe(404);
    expect((await page(`/${other.wedding.slug}/presentes/nao-existe`)).status).toBe(404);
  });
});
