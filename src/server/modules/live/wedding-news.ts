// News for a couple's panel (a guest answered or wrote; a household opened its invitation): the
// request only records it and enqueues a wake-up (coalesced, one insert for many); the job publishes the live event to every process and
// sends the RSVP e-mails (the couple's; the guest's confirmation through the mail job). A sweep
// every minute re-sends wake-ups a crash may have lost.
import type { FastifyInstance } from 'fastify';
import { originFor } from '../../../shared/hosts.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { queueMail } from '../mail/mail-job.ts';
import { type RsvpMailDeps, sendPendingRsvpMails, weddingsWithLostRsvpMail } from '../rsvp/rsvp-outbox.ts';
import { publishWeddingEvent } from './wedding-events.ts';

const NEWS = 'wedding-news';
const SWEEP = 'wedding-news-sweep';

interface News {
  weddingId: string;
  /** 'invitation': a household opened its personal link. */
  type: 'rsvp' | 'message' | 'invitation';
}

export function announce(jobs: Pick<JobQueue, 'sendSoon'>, weddingId: string, type: News['type']): void {
  jobs.sendSoon<News>(NEWS, { weddingId, type });
}

export async function registerWeddingNewsJobs(app: FastifyInstance): Promise<void> {
  const rsvpMails: RsvpMailDeps = {
    mailer: app.mailer,
    queueMail: (mail, weddingId) => queueMail(app.jobs, mail, weddingId),
    panelUrl: `${originFor('painel', app.config.baseHost, app.config.protocol)}/dashboard/convidados/presencas`,
    links: app.config,
  };
  await app.jobs.work<News>(
    NEWS,
    async ({ weddingId, type }) => {
      await publishWeddingEvent(app.db, weddingId, type);
      if (type === 'rsvp') await sendPendingRsvpMails(app.db, rsvpMails, weddingId);
    },
    { batchSize: 25 },
  );
  await app.jobs.work(SWEEP, async () => {
    for (const weddingId of await weddingsWithLostRsvpMail(app.db, app.config.lostJobAfterSeconds)) {
      await app.jobs.send<News>(NEWS, { weddingId, type: 'rsvp' });
    }
  });
  await app.jobs.schedule(SWEEP, '* * * * *');
  await app.jobs.send(SWEEP, {});
}
