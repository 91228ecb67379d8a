// How long the help assistant keeps the questions people typed (they may hold names or numbers):
// a year, long enough for the back office to turn the unanswered ones into articles; a nightly job
// deletes older ones.
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { helpQuestions } from '../../db/schema.ts';

export const HELP_RETENTION_JOB = 'help-questions-retention';
export const HELP_QUESTION_DAYS = 365;

export async function pruneHelpQuestions(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - HELP_QUESTION_DAYS * 86_400_000);
  const gone = await app.db
    .delete(helpQuestions)
    .where(lt(helpQuestions.createdAt, cutoff))
    .returning({ id: helpQuestions.id });
  return gone.length;
}

export async function registerHelpJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work(HELP_RETENTION_JOB, async () => {
    app.log.info({ deleted: await pruneHelpQuestions(app) }, 'ajuda: perguntas antigas apagadas');
  });
  await app.jobs.schedule(HELP_RETENTION_JOB, '45 4 * * *');
}
