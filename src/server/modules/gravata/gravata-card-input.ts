// What the gravata card shows: the couple's names and date, the guest site's gravata address and the
// wedding's effective design (theme plus the couple's overrides).
import { eq } from 'drizzle-orm';
import { readSiteSettings } from '../../../shared/site.ts';
import type { Db } from '../../db/client.ts';
import { couples, themes, type weddings } from '../../db/schema.ts';
import { effectiveDesign } from '../guest-site/load-site.ts';
import type { GravataCardInput } from './gravata-card.ts';

export async function gravataCardInput(
  db: Db,
  wedding: typeof weddings.$inferSelect & { slug: string },
  /** The couples' host origin, e.g. `https://noivos.example`. */
  origin: string,
): Promise<GravataCardInput> {
  const [[couple], [theme]] = await Promise.all([
    db
      .select({ name1: couples.name1, name2: couples.name2, weddingDate: couples.weddingDate })
      .from(couples)
      .where(eq(couples.userId, wedding.coupleId)),
    wedding.themeId
      ? db.select({ design: themes.design }).from(themes).where(eq(themes.id, wedding.themeId))
      : Promise.resolve([]),
  ]);
  return {
    names: `${couple?.name1 ?? ''} & ${couple?.name2 ?? ''}`,
    weddingDate: couple?.weddingDate ?? null,
    url: `${origin}/${wedding.slug}/gravata`,
    design: effectiveDesign(theme?.design, readSiteSettings(wedding.siteSettings).design),
  };
}
