// Seeds what the platform needs (settings, themes, categories, catalogue) and, for development,
// a demo couple with a published site, a gift list and its first gifts, and a dev admin. Safe to run
// on every start.
import { eq, inArray } from 'drizzle-orm';
import { searchKey } from '../../../shared/text.ts';
import { defaultSections } from '../../../shared/theme-design.ts';
import { firstFreeSlug } from '../../modules/auth/slug-service.ts';
import { seedMarketingContent } from '../../modules/marketing-content/content-versions.ts';
import { fillMoneyDailyOnce } from '../../modules/money-summary/money-daily.ts';
import { SANDBOX_BANK_NAME } from '../../modules/payment-providers/sandbox/sandbox-provider.ts';
import { seedDefaultSettings } from '../../modules/settings/service.ts';
import type { Db } from '../client.ts';
import {
  catalogProducts,
  giftCategories,
  giftSubcategories,
  readyListItems,
  readyLists,
  themeSections,
  themes,
  users,
  weddings,
} from '../schema.ts';
import { categorySeeds, productSeeds } from './catalog-data.ts';
import { seedDemoCheckIn } from './demo-check-in.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoExtras } from './demo-extras.ts';
import { seedDemoGiftList } from './demo-gift-list.ts';
import { seedDemoGifts } from './demo-gifts.ts';
import { seedDemoGuestList } from './demo-guest-list.ts';
import { seedDemoGuests } from './demo-guests.ts';
import { seedDemoInvitationSends } from './demo-invitation-sends.ts';
import { seedDemoOpenAnswers } from './demo-open-answers.ts';
import { seedDemoReservation } from './demo-reservation.ts';
import { demoMemberLogins, seedDemoSharedAccess } from './demo-shared-access.ts';
import { seedDemoSite } from './demo-site.ts';
import { seedDemoStationery } from './demo-stationery.ts';
import { seedDemoWhatsApp } from './demo-whatsapp.ts';
import { createActivePayoutKey, createCoupleWithWedding, createUser } from './factories.ts';
import { seedHelpArticles } from './help-articles.ts';
import { readyListSeeds } from './ready-lists-data.ts';
import { themeSeeds } from './themes/index.ts';

export const demoLogins = {
  couple: { label: 'Noivos (demo):', email: 'noivos@exemplo.com.br', password: 'Noivos#Demo2027' },
  admin: { label: 'Admin (dev):', email: 'admin@exemplo.com.br', password: 'Admin@2027!dev' },
} as const;

export async function seed(db: Db, options: { demo: boolean }) {
  await seedDefaultSettings(db);
  await seedMarketingContent(db);
  await seedHelpArticles(db);
  await seedThemes(db);
  await seedCatalog(db);
  await seedReadyLists(db);
  await fillMoneyDailyOnce(db);
  if (!options.demo) return { logins: [] };
  await seedDemoAccounts(db);
  return {
    logins: [demoLogins.couple, demoLogins.admin, demoMemberLogins.partner, demoMemberLogins.planner],
  };
}

async function seedThemes(db: Db) {
  const inserted = await db
    .insert(themes)
    .values(themeSeeds)
    .onConflictDoNothing()
    .returning({ id: themes.id });
  if (inserted.length === 0) return;
  await db.insert(themeSections).values(
    inserted.flatMap(({ id }) =>
      defaultSections.map((s, i) => ({
        themeId: id,
        name: s.name,
        slug: s.slug,
        key: s.slug,
        type: 'default' as const,
        position: i + 1,
      })),
    ),
  );
}

async function seedCatalog(db: Db) {
  await db
    .insert(giftCategories)
    .values(categorySeeds.map(({ subcategories: _, ...c }) => c))
    .onConflictDoNothing();
  const categories = await db
    .select({ id: giftCategories.id, key: giftCategories.key })
    .from(giftCategories)
    .where(
      inArray(
        giftCategories.key,
        categorySeeds.map((c) => c.key),
      ),
    );
  const categoryId = new Map(categories.map((c) => [c.key, c.id]));

  await db
    .insert(giftSubcategories)
    .values(
      categorySeeds.flatMap((c) =>
        c.subcategories.map((s, i) => ({
          key: s.key,
          name: s.name,
          displayOrder: i + 1,
          categoryId: categoryId.get(c.key)!,
        })),
      ),
    )
    .onConflictDoNothing();
  const subcategories = await db
    .select({ id: giftSubcategories.id, key: giftSubcategories.key })
    .from(giftSubcategories);
  const subcategoryId = new Map(subcategories.map((s) => [s.key, s.id]));

  const rows = productSeeds.map((p) => ({
    key: p.key,
    name: p.name,
    searchName: searchKey(p.name),
    description: p.description,
    suggestedPriceCents: p.priceCents,
    categoryId: categoryId.get(p.categoryKey)!,
    subcategoryId: subcategoryId.get(p.subcategoryKey)!,
    tags: p.tags,
    itemType: p.itemType,
    allowsCustomAmount: p.allowsCustomAmount,
    imageUrl: `/media/catalog/${p.key}.svg`,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(catalogProducts)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
}

/** The four lists of onboarding step 5, once: an admin's later changes to them stay. */
async function seedReadyLists(db: Db) {
  for (const list of readyListSeeds) {
    const [created] = await db
      .insert(readyLists)
      .values({ key: list.key, name: list.name, description: list.description })
      .onConflictDoNothing()
      .returning({ id: readyLists.id });
    if (!created) continue;
    const products = await db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(inArray(catalogProducts.key, list.productKeys));
    if (products.length === 0) continue;
    await db
      .insert(readyListItems)
      .values(products.map((p) => ({ readyListId: created.id, productId: p.id })))
      .onConflictDoNothing();
  }
}

async function seedDemoAccounts(db: Db) {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, [demoLogins.couple.email, demoLogins.admin.email]));
  const has = (email: string) => existing.some((u) => u.email === email);

  if (!has(demoLogins.admin.email)) {
    await createUser(db, {
      email: demoLogins.admin.email,
      password: demoLogins.admin.password,
      role: 'admin',
    });
  }
  if (!has(demoLogins.couple.email)) {
    const [classic] = await db.select({ id: themes.id }).from(themes).where(eq(themes.key, 'classico'));
    const demo = { name1: 'Mariana', name2: 'João', weddingDate: '2027-05-15' };
    const { wedding } = await createCoupleWithWedding(db, {
      email: demoLogins.couple.email,
      password: demoLogins.couple.password,
      ...demo,
      gender1: 'noiva',
      gender2: 'noivo',
      phone: '11987654321',
      // `mariana-e-joao`, unless a real Mariana & João signed up first: then the next free link.
      slug: await firstFreeSlug(db, demo.name1, demo.name2, demo.weddingDate),
      sitePublished: true,
      // The demo shows "Aparecer em buscadores (Google)" chosen: its site drops noindex.
      searchIndexing: true,
      themeId: classic?.id,
      onboardingCompleted: true,
    });
    await seedDemoSite(db, wedding.id, classic?.id ?? null);
    await seedDemoGiftList(db, wedding.id);
    await seedDemoGifts(db, wedding.id);
    await seedDemoGuests(db, wedding.id);
    await seedDemoGuestList(db, wedding.id);
    // With the demo only: an answer the couple dismissed does not come back on the next start.
    await seedDemoOpenAnswers(db, wedding.id);
    await seedDemoReservation(db, wedding.id);
  }
  const demo = await demoCoupleWedding(db);
  if (!demo) return;
  for (const seedPart of demoCoupleParts) await seedPart(db, demo.id);
}

/** The demo couple's wedding, found by the couple's e-mail (none when the demo is not seeded). */
async function demoCoupleWedding(db: Db) {
  const [demo] = await db
    .select({ id: weddings.id })
    .from(weddings)
    .innerJoin(users, eq(users.id, weddings.coupleId))
    .where(eq(users.email, demoLogins.couple.email));
  return demo;
}

/**
 * What the demo couple's wedding gets on every start, in this order; each part adds itself once.
 */
const demoCoupleParts: ((db: Db, weddingId: string) => Promise<void>)[] = [
  // Withdraws right away, after re-entering the password.
  seedDemoPayoutKey,
  // Events after its guest list: its households are invited once they exist.
  seedDemoEvents,
  // Stationery once its events give the invitation its place.
  seedDemoStationery,
  // Invitation sends, once its guest list exists.
  seedDemoInvitationSends,
  // The first arrivals at the door, once its events have answers.
  seedDemoCheckIn,
  // Its partner, cerimonialista and a pending invitation (demo-shared-access.ts).
  seedDemoSharedAccess,
  // Its custom domain and keepsake, paid (started by the extras sweep).
  seedDemoExtras,
  // Its WhatsApp notices and the back office's message log (demo-whatsapp.ts).
  seedDemoWhatsApp,
];

async function seedDemoPayoutKey(db: Db, weddingId: string) {
  await createActivePayoutKey(db, weddingId, {
    holderCpf: '39053344705',
    type: 'email',
    key: 'mariana.joao@exemplo.com.br',
    // As the sandbox's key look-up names them.
    holderName: 'Mariana',
    bankName: SANDBOX_BANK_NAME,
  });
}
