// WhatsApp in the app (issue 25): `app.whatsapp` is the provider WHATSAPP_PROVIDER chose (null when
// off), `app.whatsappPace` spaces its sends (across processes with Redis); the templates are written
// on a fresh start, and the jobs (sending, the sandbox's statuses, the daily RSVP digest, the guests'
// reminders) run where job workers run; the log's retention runs there even with WhatsApp off.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CloudApiProvider } from './cloud-api-provider.ts';
import { RSVP_DIGEST_JOB, sendRsvpDigests } from './couple-notices.ts';
import { ensureDefaultTemplates } from './default-templates.ts';
import { GUEST_REMINDERS_JOB, sendGuestReminders } from './guest-reminders.ts';
import { SandboxWhatsApp } from './sandbox-provider.ts';
import { reportSandboxDelivery } from './sandbox-statuses.ts';
import { createPace, createSharedPace } from './whatsapp-pace.ts';
import type { WhatsAppProvider } from './whatsapp-provider.ts';
import { pruneWhatsAppLog, WHATSAPP_RETENTION_JOB } from './whatsapp-retention.ts';
import { SANDBOX_STATUS_JOB, sendQueued, WHATSAPP_SEND_JOB } from './whatsapp-sender.ts';

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
  const { maxPerSecond } = app.config.whatsapp;
  app.decorate(
    'whatsappPace',
    app.redis ? createSharedPace(app.redis, maxPerSecond, app.log) : createPace(maxPerSecond),
  );
  await ensureDefaultTemplates(app.db, provider?.name === 'sandbox');
  if (!app.config.jobWorkers) return;
  app.addHook('onReady', async () => {
    await app.jobs.work(WHATSAPP_RETENTION_JOB, async () => {
      app.log.info(await pruneWhatsAppLog(app), 'whatsapp: registro antigo apagado');
    });
    await app.jobs.schedule(WHATSAPP_RETENTION_JOB, '30 4 * * *');
    if (provider) await registerJobs(app);
  });
});
