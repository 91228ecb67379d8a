// The help assistant (issue 25, "Precisa de ajuda?"): a person asks in their own words and gets the
// best articles of the knowledge base, ranked by PostgreSQL's Portuguese full-text search on the
// server; the articles' figures are the settings' (`{taxa}`, `{liberacao}`... as in the Layout's
// texts). What both sides read: the question, the answer, the articles as the back office edits them.
import { z } from 'zod';
import { filledText, instant } from './api-fields.ts';
import { helpAudiences, helpChannels, helpMessages } from './help-texts.ts';
import { SLUG_SHAPE } from './slug.ts';

// The plain names and texts live in help-texts.ts (no zod); they are also read from here.
export * from './help-texts.ts';

export const askBody = z.object({
  question: z.string().trim().min(3, helpMessages.questionTooShort).max(300, helpMessages.questionTooLong),
  channel: z.enum(helpChannels).default('site'),
});
export type AskInput = z.input<typeof askBody>;

export const helpAnswerSchema = z.object({
  /** The asked question's id, for "Isso ajudou?". */
  questionId: z.string(),
  articles: z.array(z.object({ slug: z.string(), title: z.string(), answer: z.string() })),
  /** When nothing fits: where to write and when support answers. */
  fallback: z.string().nullable(),
});
export type HelpAnswer = z.infer<typeof helpAnswerSchema>;

export const feedbackBody = z.object({ helped: z.boolean() });

export const helpArticleBody = z.object({
  slug: z.string().trim().regex(SLUG_SHAPE, 'Use letras minúsculas, números e hífens.').max(80),
  title: filledText(160),
  answer: filledText(2000),
  /** Questions people ask in their own words; they weigh as much as the title. */
  examples: z.array(filledText(200)).max(20),
  audience: z.enum(helpAudiences),
  published: z.boolean(),
});
export type HelpArticleInput = z.infer<typeof helpArticleBody>;

export const helpArticleSchema = helpArticleBody.extend({ id: z.string(), updatedAt: instant });
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  channel: z.enum(helpChannels),
  /** The first article answered, if any. */
  answeredTitle: z.string().nullable(),
  helped: z.boolean().nullable(),
  createdAt: instant,
});
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;
