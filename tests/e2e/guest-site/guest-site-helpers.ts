// A couple's published site with the demo content, for the guest-site specs: in a theme, with a
// password or with colours the couple chose, each under a slug of its own.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { themes, weddings } from '../../../src/server/db/schema.ts';
import { seedDemoSite } from '../../../src/server/db/seed/demo-site.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { hashPassword } from '../../../src/server/modules/auth/password-hash.ts';
import type { SiteSettings } from '../../../src/shared/site.ts';

export async function publishedSite(
  db: Db,
  options: { password?: string; theme?: string; design?: Partial<SiteSettings['design']> } = {},
) {
  const slug = `visita-${options.theme ?? 'classico'}-${randomUUID().slice(0, 8)}`;
  const [theme] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(eq(themes.key, options.theme ?? 'classico'));
  const { wedding } = await createCoupleWithWedding(db, {
    email: `${slug}@exemplo.com`,
    name1: 'Helena',
    name2: 'Rafael',
    weddingDate: '2031-09-20',
    slug,
    sitePublished: true,
    giftListPublished: true,
    themeId: theme?.id,
  });
  await seedDemoSite(db, wedding.id, theme?.id ?? null);
  if (options.password) {
    await db
      .update(weddings)
      .set({ sitePasswordHash: await hashPassword(options.password) })
      .where(eq(weddings.id, wedding.id));
  }
  if (options.design) {
    await db
      .update(weddings)
      .set({ siteSettings: { design: { colors: {}, ...options.design } } })
      .where(eq(weddings.id, wedding.id));
  }
  return { slug, wedding };
}
