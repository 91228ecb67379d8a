// Builds the Fastify app: plugins, error format, API modules and the per-host web pages.
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installBrazilianZodMessages } from '../shared/zod-messages.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerAccessCheck } from './http/access.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerPages } from './http/pages.ts';
import { loggerOptions, registerRequestLog } from './http/request-log.ts';
import { accountRoutes } from './modules/account/account-routes.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { adminCoupleRoutes } from './modules/admin-couples/couple-routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/dashboard-routes.ts';
import { adminGiftListsRoutes } from './modules/admin-gift-lists/gift-lists-routes.ts';
import { adminMoneyRoutes } from './modules/admin-money/admin-money-routes.ts';
import { auditRoutes } from './modules/audit/audit-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { registerRateLimits } from './modules/auth/rate-limits.ts';
import { recoveryRoutes } from './modules/auth/recovery-routes.ts';
import { sessionPlugin } from './modules/auth/session-plugin.ts';
import { signUpRoutes } from './modules/auth/sign-up-routes.ts';
import { stepUpRoutes } from './modules/auth/step-up-routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor/two-factor-routes.ts';
import { catalogImageRoutes } from './modules/catalog-images/routes.ts';
import { checkInRoutes } from './modules/check-in/check-in-routes.ts';
import { checkoutPageRoutes } from './modules/checkout/checkout-page-routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout-routes.ts';
import { outboxRoutes } from './modules/dev/outbox-routes.ts';
import { registerCustomHosts } from './modules/domains/custom-host.ts';
import { registerDomainJobs } from './modules/domains/domain-jobs.ts';
import { domainAdminRoutes, domainRoutes } from './modules/domains/domain-routes.ts';
import { extraCheckoutRoutes } from './modules/extras/extra-checkout-routes.ts';
import { registerExtrasJobs } from './modules/extras/extras-jobs.ts';
import { extrasRoutes } from './modules/extras/extras-routes.ts';
import { findCoupleRoutes } from './modules/find-couple/routes.ts';
import { categoryRoutes } from './modules/gift-catalog/category-routes.ts';
import { productRoutes } from './modules/gift-catalog/product-routes.ts';
import { giftItemRoutes } from './modules/gift-list/gift-item-routes.ts';
import { giftListRoutes } from './modules/gift-list/gift-list-routes.ts';
import { giftsReceivedRoutes } from './modules/gifts-received/gifts-received-routes.ts';
import { gravataRoutes } from './modules/gravata/gravata-routes.ts';
import { guestImportRoutes } from './modules/guest-list/guest-import-routes.ts';
import { guestListRoutes } from './modules/guest-list/guest-list-routes.ts';
import { messagePanelRoutes } from './modules/guest-messages/message-panel-routes.ts';
import { guestFormsRoutes } from './modules/guest-site/guest-forms-routes.ts';
import { guestSiteRoutes } from './modules/guest-site/guest-site-routes.ts';
import { registerPageCache } from './modules/guest-site/page-cache/page-cache-plugin.ts';
import { registerSlugRedirects } from './modules/guest-site/slug-redirects.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerHelpJobs } from './modules/help/help-retention.ts';
import { helpRoutes } from './modules/help/help-routes.ts';
import { registerInvitationSendJobs } from './modules/invitation-sends/invitation-sends-jobs.ts';
import { invitationSendsRoutes } from './modules/invitation-sends/invitation-sends-routes.ts';
import { unsubscribeRoutes } from './modules/invitation-sends/unsubscribe-routes.ts';
import { invitationRoutes } from './modules/invitations/invitation-routes.ts';
import { jobsPlugin } from './modules/jobs/jobs-plugin.ts';
import { registerKeepsakeJobs } from './modules/keepsake/keepsake-jobs.ts';
import { keepsakeRoutes } from './modules/keepsake/keepsake-routes.ts';
import { createEventHub, eventsRoutes } from './modules/live/events-routes.ts';
import { createSessionEnds } from './modules/live/session-ends.ts';
import { registerWeddingNewsJobs } from './modules/live/wedding-news.ts';
import { registerMailJob } from './modules/mail/mail-job.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { layoutRoutes } from './modules/marketing-content/layout-routes.ts';
import { assetRoutes } from './modules/media/asset-routes.ts';
import { mediaRoutes } from './modules/media/media-routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes.ts';
import { sandboxRoutes } from './modules/payment-providers/sandbox/sandbox-routes.ts';
import { paymentsPlugin } from './modules/payments/payments-plugin.ts';
import { webhookRoutes } from './modules/payments/webhook-routes.ts';
import { readyListRoutes } from './modules/ready-lists/ready-list-routes.ts';
import { rsvpConflictRoutes } from './modules/rsvp/rsvp-conflict-routes.ts';
import { rsvpPanelRoutes } from './modules/rsvp/rsvp-panel-routes.ts';
import { rsvpUnlinkedRoutes } from './modules/rsvp/rsvp-unlinked-routes.ts';
import { registerGuestNoindex } from './modules/seo/guest-indexing.ts';
import { seoRoutes } from './modules/seo/seo-routes.ts';
import { adminSettingsRoutes } from './modules/settings/admin-settings-routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { sharedAccessRoutes } from './modules/shared-access/members-routes.ts';
import { siteEditorRoutes } from './modules/site-editor/site-editor-routes.ts';
import { householdPictureRoutes } from './modules/stationery/household-picture-routes.ts';
import { saveTheDateRoutes } from './modules/stationery/save-the-date-routes.ts';
import { registerStationeryCache } from './modules/stationery/stationery-cache.ts';
import { stationeryRoutes } from './modules/stationery/stationery-routes.ts';
import { createFileStore } from './modules/storage/create-file-store.ts';
import type { FileStore } from './modules/storage/file-store.ts';
import { connectRedis, type Redis } from './modules/storage/redis.ts';
import { adminThemeRoutes } from './modules/themes/admin-theme-routes.ts';
import { themeRoutes } from './modules/themes/theme-routes.ts';
import { payoutKeyRoutes } from './modules/wallet/payout-key-routes.ts';
import { walletRoutes } from './modules/wallet/wallet-routes.ts';
import { weddingEventsRoutes } from './modules/wedding-events/wedding-events-routes.ts';
import { weddingRoutes } from './modules/weddings/wedding-routes.ts';
import { whatsappPlugin } from './modules/whatsapp/whatsapp-plugin.ts';
import { whatsappRoutes, whatsappWebhookRoutes } from './modules/whatsapp/whatsapp-routes.ts';
import { whatsappSandboxRoutes } from './modules/whatsapp/whatsapp-sandbox-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
    config: Config;
    mailer: Mailer;
    /** Uploaded and generated files: a local folder or S3-compatible object storage. */
    files: FileStore;
    /** Shared by every app process when REDIS_URL is set (rate limits). */
    redis: Redis | undefined;
  }
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** pg-boss's schema when not `pgboss` (each Vitest worker has its own). */
  jobSchema?: string;
}

export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  installBrazilianZodMessages();
  const trust = config.trustProxy;
  const app = Fastify({
    ...loggerOptions({ level: config.logLevel, pretty: config.prettyLogs, stream: options.logStream }),
    // A hop count as proxy-addr reads it (Fastify's types accept only the function form).
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('files', await createFileStore(config));
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('weddingEvents', createEventHub(database, app.log));
  app.decorate('sessionEnds', createSessionEnds(database, app.log));
  app.decorate(
    'mailer',
    createMailer(database.db, app.log, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      development: config.development,
    }),
  );
  registerRequestLog(app);
  registerErrorHandler(app);
  // Before every other check: a couple's domain is answered as the couples' host would, with them.
  registerCustomHosts(app);
  registerGuestNoindex(app);
  registerOriginCheck(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Guest sites (and their preview in the panel) embed maps, videos and the couple's music
        // link (YouTube or Spotify, shared/music-links.ts); uploaded songs play from our own files.
        frameSrc: [
          "'self'",
          'https://maps.google.com',
          'https://www.google.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          'https://open.spotify.com',
        ],
        mediaSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'", `${config.protocol}://*.${config.baseHost}`],
        upgradeInsecureRequests: config.protocol === 'https' ? [] : null,
      },
    },
    hsts: config.protocol === 'https' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Browsers send `Origin: null` on form posts under `no-referrer`, which the CSRF check refuses;
    // this policy keeps full URLs private across sites and still names our own origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'API da plataforma de casamentos', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(sessionPlugin);
  registerAccessCheck(app);
  registerRateLimits(app);
  await registerPageCache(app, database);
  registerStationeryCache(app);
  registerSlugRedirects(app);

  await app.register(jobsPlugin(database, options.jobSchema));
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(authRoutes);
  await app.register(signUpRoutes);
  await app.register(recoveryRoutes);
  await app.register(stepUpRoutes);
  await app.register(twoFactorRoutes);
  await app.register(adminRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminGiftListsRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminCoupleRoutes);
  await app.register(auditRoutes);
  await app.register(themeRoutes);
  await app.register(adminThemeRoutes);
  await app.register(onboardingRoutes);
  await app.register(weddingRoutes);
  await app.register(accountRoutes);
  await app.register(catalogImageRoutes);
  await app.register(guestSiteRoutes);
  await app.register(guestFormsRoutes);
  await app.register(invitationRoutes);
  await app.register(householdPictureRoutes);
  await app.register(saveTheDateRoutes);
  await app.register(mediaRoutes);
  await app.register(assetRoutes);
  await app.register(siteEditorRoutes);
  await app.register(stationeryRoutes);
  await app.register(rsvpPanelRoutes);
  await app.register(rsvpConflictRoutes);
  await app.register(rsvpUnlinkedRoutes);
  await app.register(weddingEventsRoutes);
  await app.register(guestListRoutes);
  await app.register(guestImportRoutes);
  await app.register(messagePanelRoutes);
  await app.register(eventsRoutes);
  await app.register(invitationSendsRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(checkInRoutes);
  if (config.jobWorkers) {
    app.addHook('onReady', () => registerMailJob(app));
    app.addHook('onReady', () => registerWeddingNewsJobs(app));
    app.addHook('onReady', () => registerInvitationSendJobs(app));
    app.addHook('onReady', () => registerExtrasJobs(app));
    app.addHook('onReady', () => registerDomainJobs(app));
    app.addHook('onReady', () => registerKeepsakeJobs(app));
    app.addHook('onReady', () => registerHelpJobs(app));
  }
  await app.register(paymentsPlugin);
  await app.register(webhookRoutes);
  if (app.payments.sandbox) await app.register(sandboxRoutes(app.payments.sandbox));
  await app.register(checkoutRoutes);
  await app.register(walletRoutes);
  await app.register(payoutKeyRoutes);
  await app.register(giftsReceivedRoutes);
  await app.register(checkoutPageRoutes);
  await app.register(gravataRoutes);
  await app.register(extrasRoutes);
  await app.register(extraCheckoutRoutes);
  await app.register(domainRoutes);
  await app.register(domainAdminRoutes);
  await app.register(keepsakeRoutes);
  if (config.development) await app.register(outboxRoutes);
  await app.register(settingsRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(layoutRoutes);
  await app.register(helpRoutes);
  await app.register(whatsappPlugin);
  await app.register(whatsappWebhookRoutes);
  await app.register(whatsappRoutes);
  // Its page lists people's numbers and messages: development only, like the mail outbox.
  if (app.whatsapp?.name === 'sandbox' && config.development) await app.register(whatsappSandboxRoutes);
  await app.register(findCoupleRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(readyListRoutes);
  await app.register(giftListRoutes);
  await app.register(giftItemRoutes);
  await app.register(sharedAccessRoutes);
  await registerPages(app);
  return app;
}
