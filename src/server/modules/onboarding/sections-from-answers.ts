// Step 3's answer shapes the site (issue 20): the sections whose subject the couple did not tick
// start hidden. A skipped step hides nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { answerSchemas, type CommunicateId, communicateOptions } from '../../../shared/onboarding.ts';
import type { SectionKind } from '../../../shared/site.ts';
import type { Db } from '../../db/client.ts';
import { onboardingAnswers, siteSections } from '../../db/schema.ts';
import { ensureSiteSections } from '../guest-site/site-sections.ts';

const sectionOf = {
  'about-couple': 'o-casal',
  'ceremony-location': 'cerimonia',
  'party-location': 'recepcao',
  'about-bestmen': 'padrinhos',
  'message-board': 'recados',
} as const satisfies Record<CommunicateId, SectionKind>;

/** The section kinds step 3 left out, or none when it was skipped or never answered. */
export function sectionsNotChosen(answer: string | undefined): SectionKind[] {
  if (!answer?.startsWith('[')) return [];
  const parsed = answerSchemas[3].safeParse(JSON.parse(answer));
  if (!parsed.success || !Array.isArray(parsed.data)) return [];
  const chosen = new Set<string>(parsed.data);
  return communicateOptions.filter((o) => !chosen.has(o.id)).map((o) => sectionOf[o.id]);
}

export async function hideSectionsNotChosen(db: Db, weddingId: string, themeId: string | null) {
  const [answer] = await db
    .select({ text: onboardingAnswers.answer })
    .from(onboardingAnswers)
    .where(and(eq(onboardingAnswers.weddingId, weddingId), eq(onboardingAnswers.step, 3)));
  const hidden = sectionsNotChosen(answer?.text);
  if (hidden.length === 0) return;
  await ensureSiteSections(db, weddingId, themeId);
  await db
    .update(siteSections)
    .set({ visible: false })
    .where(and(eq(siteSections.weddingId, weddingId), inArray(siteSections.kind, hidden)));
}
