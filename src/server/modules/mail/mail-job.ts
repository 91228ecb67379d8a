// E-mails that leave through the job queue, off the request and event paths: a worker sends each
// queued e-mail with the queue's retries (attachments travel in the job as text). An e-mail about a
// wedding names it, so one still queued when the couple erased their account is dropped, unsent.
import type { FastifyInstance } from 'fastify';
import { weddingErased } from '../account/erased-account.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail } from './mailer.ts';

export const MAIL_JOB = 'mail';

/** A queued e-mail and the wedding it is about, if any. */
export interface QueuedMail extends Mail {
  weddingId?: string;
}

/**
 * Queues an e-mail (about `weddingId`, when given); one without a recipient is dropped. With `id`
 * (a uuid naming this one e-mail), queueing it again adds nothing: a retry never e-mails twice.
 */
export async function queueMail(
  jobs: Pick<JobQueue, 'send'>,
  mail: Mail,
  weddingId?: string,
  options: { id?: string } = {},
): Promise<void> {
  if (mail.to) await jobs.send(MAIL_JOB, { ...mail, weddingId } satisfies QueuedMail, options);
}

/** Sends a queued e-mail, unless the wedding it is about was erased meanwhile. */
export async function sendQueuedMail(
  app: FastifyInstance,
  { weddingId, ...mail }: QueuedMail,
): Promise<void> {
  if (weddingId && (await weddingErased(app.db, weddingId))) {
    app.log.info({ weddingId }, 'e-mail descartado: a conta do casal foi excluída');
    return;
  }
  await app.mailer.send(mail);
}

export async function registerMailJob(app: FastifyInstance): Promise<void> {
  await app.jobs.work<QueuedMail>(MAIL_JOB, (mail) => sendQueuedMail(app, mail));
}
