// The jobs of the invitation e-mails: one sends a wedding's waiting e-mails a batch a minute; a
// sweep makes the automatic reminders due and wakes weddings whose wake-up was lost.
import type { FastifyInstance } from 'fastify';
import { queueMail } from '../mail/mail-job.ts';
import {
  INVITATION_EMAILS_JOB,
  type InvitationMailDeps,
  sendPendingInvitationEmails,
  sweepAutoReminders,
  wakeInvitationEmails,
  weddingsWithLostInvitationEmails,
} from './invitation-emails.ts';

const SWEEP = 'invitation-emails-sweep';

export async function registerInvitationSendJobs(app: FastifyInstance): Promise<void> {
  const deps: InvitationMailDeps = {
    queueMail: (mail, weddingId, id) => queueMail(app.jobs, mail, weddingId, { id }),
    links: app.config,
  };
  await app.jobs.work<{ weddingId: string }>(INVITATION_EMAILS_JOB, async ({ weddingId }) => {
    const { more } = await sendPendingInvitationEmails(app.db, deps, weddingId);
    // The next batch a minute later: a big list leaves slowly, as mail servers like.
    if (more) await wakeInvitationEmails(app.jobs, weddingId, 60);
  });
  await app.jobs.work(SWEEP, async () => {
    const due = await sweepAutoReminders(app.db);
    const lost = await weddingsWithLostInvitationEmails(
      app.db,
      Math.max(app.config.lostJobAfterSeconds, 120),
    );
    for (const weddingId of new Set([...due, ...lost])) await wakeInvitationEmails(app.jobs, weddingId);
  });
  // Every hour of the day (São Paulo), so a reminder goes on its day, by day.
  await app.jobs.schedule(SWEEP, '5 8-20 * * *');
}
