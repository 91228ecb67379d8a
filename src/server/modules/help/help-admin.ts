// /admin/chatbots: the knowledge base's articles (written, published or kept as drafts, audited) and
// the questions people asked, newest first, with what was answered and whether it helped; the
// unanswered ones are the articles to write next.
import { desc, eq, isNull } from 'drizzle-orm';
import type { HelpArticle, HelpArticleInput, HelpQuestion } from '../../../shared/help.ts';
import { helpMessages } from '../../../shared/help.ts';
import type { Db } from '../../db/client.ts';
import { helpArticles, helpQuestions } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';

const articleColumns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  title: helpArticles.title,
  answer: helpArticles.answer,
  examples: helpArticles.examples,
  audience: helpArticles.audience,
  published: helpArticles.published,
  updatedAt: helpArticles.updatedAt,
};

type ArticleRow = Omit<HelpArticle, 'updatedAt'> & { updatedAt: Date };
const view = (row: ArticleRow): HelpArticle => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listArticles(db: Db): Promise<HelpArticle[]> {
  const rows = await db.select(articleColumns).from(helpArticles).orderBy(helpArticles.title);
  return rows.map(view);
}

export async function saveArticle(
  db: Db,
  actor: AuditActor,
  id: string | null,
  input: HelpArticleInput,
): Promise<HelpArticle> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = id
        ? await tx.select(articleColumns).from(helpArticles).where(eq(helpArticles.id, id))
        : [];
      if (id && !before) throw new AppError('NOT_FOUND', helpMessages.articleNotFound);
      const [row] = id
        ? await tx
            .update(helpArticles)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(helpArticles.id, id))
            .returning(articleColumns)
        : await tx.insert(helpArticles).values(input).returning(articleColumns);
      await recordAudit(tx, actor, {
        action: id ? 'help_article.update' : 'help_article.create',
        targetType: 'help_article',
        targetId: row!.id,
        before: before ? view(before) : null,
        after: input,
      });
      return view(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SLUG_TAKEN', helpMessages.slugTaken);
    throw err;
  }
}

export async function listQuestions(db: Db, only: 'todas' | 'sem-resposta'): Promise<HelpQuestion[]> {
  const rows = await db
    .select({
      id: helpQuestions.id,
      question: helpQuestions.question,
      channel: helpQuestions.channel,
      answeredTitle: helpArticles.title,
      helped: helpQuestions.helped,
      createdAt: helpQuestions.createdAt,
    })
    .from(helpQuestions)
    .leftJoin(helpArticles, eq(helpArticles.id, helpQuestions.articleId))
    .where(only === 'sem-resposta' ? isNull(helpQuestions.articleId) : undefined)
    .orderBy(desc(helpQuestions.createdAt))
    .limit(100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
