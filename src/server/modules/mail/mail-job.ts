// E-mails that leave through the job queue, off the request and event paths: a worker sends each
// queued e-mail with the queue's retries (attachments travel in the job as text).
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail } from './mailer.ts';

export const MAIL_JOB = 'mail';

/** Queues an e-mail; one without a recipient is dropped. */
export async function queueMail(jobs: Pick<JobQueue, 'send'>, mail: Mail): Promise<void> {
  if (mail.to) await jobs.send(MAIL_JOB, mail);
}

export async function registerMailJob(app: FastifyInstance): Promise<void> {
  await app.jobs.work<Mail>(MAIL_JOB, (mail) => app.mailer.send(mail));
}
