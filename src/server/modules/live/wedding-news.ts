// News for a couple's panel (a guest answered or wrote): the request only records it and enqueues
// a wake-up (coalesced, one insert for many); the job publishes the live event to every process and
// sends the couple's RSVP e-mails. A sweep every minute re-sends wake-ups a crash may have lost.
import type { FastifyInstance } from 'fastify';
import { originFor } from '../../../shared/hosts.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { sendPendingRsvpMails, weddingsWithLostRsvpMail } from '../rsvp/rsvp-outbox.ts';
import { publishWeddingEvent } from './wedding-events.ts';

const NEWS = 'wedding-news';
const SWEEP = 'wedding-news-sweep';

interface News {
  weddingId: string;
  type: 'rsvp' | 'message';
}

export function announce(jobs: Pick<JobQueue, 'sendSoon'>, weddingId: string, type: News['type']): void {
  jobs.sendSoon<News>(NEWS, { weddingId, type });
}

export async function registerWeddingNewsJobs(app: FastifyInstance): Promise<void> {
  const panelUrl = `${originFor('painel', app.config.baseHost, app.config.protocol)}/dashboard/convidados/presencas`;
  await app.jobs.work<News>(
    NEWS,
    async ({ weddingId, type }) => {
      await publishWeddingEvent(app.db, weddingId, type);
      if (type === 'rsvp') await sendPendingRsvpMails(app.db, app.mailer, weddingId, panelUrl);
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
