// Answers a question with the knowledge base (help-search.ts), the settings' figures filled in, and
// keeps it for the back office: what was asked, where, what it answered, and later whether it helped.
// With no article that fits, the answer is where to write and when support answers.
import { eq } from 'drizzle-orm';
import type { AskInput, HelpAnswer } from '../../../shared/help.ts';
import { askBody, helpMessages, helpTexts } from '../../../shared/help.ts';
import { fillPlaceholders } from '../../../shared/marketing-content.ts';
import { settingsPhrases } from '../../../shared/settings-phrases.ts';
import type { Db } from '../../db/client.ts';
import { helpQuestions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { getPublicSettings } from '../settings/service.ts';
import { searchArticles } from './help-search.ts';

export async function answerQuestion(db: Db, input: AskInput): Promise<HelpAnswer> {
  const { question, channel } = askBody.parse(input);
  const [found, settings] = await Promise.all([searchArticles(db, question, channel), getPublicSettings(db)]);
  const t = settingsPhrases(settings);
  const [asked] = await db
    .insert(helpQuestions)
    .values({ question, channel, articleId: found[0]?.id ?? null })
    .returning({ id: helpQuestions.id });
  return {
    questionId: asked!.id,
    articles: found.map((a) => ({
      slug: a.slug,
      title: fillPlaceholders(a.title, t),
      answer: fillPlaceholders(a.answer, t),
    })),
    fallback: found.length === 0 ? helpTexts.nothingFound(t.contactEmail, t.supportHours) : null,
  };
}

/** "Isso ajudou?": the person's verdict on the answer to their question (the last one counts). */
export async function recordFeedback(db: Db, questionId: string, helped: boolean): Promise<void> {
  const updated = await db
    .update(helpQuestions)
    .set({ helped })
    .where(eq(helpQuestions.id, questionId))
    .returning({ id: helpQuestions.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', helpMessages.notFound);
}
