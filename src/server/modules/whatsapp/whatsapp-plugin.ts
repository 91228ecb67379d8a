// WhatsApp in the app (issue 25): `app.whatsapp` is the provider WHATSAPP_PROVIDER chose (null when
// off), `app.whatsappPace` spaces its sends; the templates are written on a fresh start, and the
// jobs (sending, the sandbox's statuses, the daily RSVP digest, the guests' reminders) run where job workers run.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CloudApiProvider } from './cloud-api-provider.ts';
import { RSVP_DIGEST_JOB, sendRsvpDigests } from './couple-notices.ts';
import { ensureDefaultTemplates } from './default-templates.ts';
import { GUEST_REMINDERS_JOB, sendGuestReminders } from './guest-reminders.ts';
import { SandboxWhatsApp } from './sandbox-provider.ts';
import { reportSandboxDelivery } from './sandbox-statuses.ts';
import type { WhatsAppProvider } from './whatsapp-provider.ts';
import { createPace, SANDBOX_STATUS_JOB, sendQueued, WHATSAPP_SEND_JOB } from './whatsapp-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    whatsapp: WhatsAppProvider | null;
    whatsappPace: () => Promise<void>;
  }
}

function providerFor(app: FastifyInstance): WhatsAppProvider | null {
  const { provider, cloud } = app.config.whatsapp;
  if (provider === 'sandbox') return new SandboxWhatsApp();
  if (provider === 'cloud' && cloud) return new CloudApiProvider(cloud);
  return null;
}

async function registerJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work<{ messageId: string }>(WHATSAPP_SEND_JOB, (data, attempt) =>
    sendQueued(app, data.messageId, attempt),
  );
  await app.jobs.work<{ messageId: string; to: string }>(SANDBOX_STATUS_JOB, (data) =>
    reportSandboxDelivery(app, data),
  );
  await app.jobs.work(RSVP_DIGEST_JOB, async () => {
    await sendRsvpDigests(app);
  });
  // 20h in São Paulo: the day's answers, before the couple's evening.
  await app.jobs.schedule(RSVP_DIGEST_JOB, '0 20 * * *');
  await app.jobs.work(GUEST_REMINDERS_JOB, async () => {
    await sendGuestReminders(app);
  });
  // 9h in São Paulo: early enough on an event's day, late enough not to wake anyone.
  await app.jobs.schedule(GUEST_REMINDERS_JOB, '0 9 * * *');
}

export const whatsappPlugin = fp(async (app: FastifyInstance) => {
  const provider = providerFor(app);
  app.decorate('whatsapp', provider);
  app.decorate('whatsappPace', createPace(app.config.whatsapp.maxPerSecond));
  await ensureDefaultTemplates(app.db, provider?.name === 'sandbox');
  if (provider && app.config.jobWorkers) app.addHook('onReady', () => registerJobs(app));
});
