// Runtime configuration from the environment, with the embedded defaults `npm start` relies on.
import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { type AsaasConfig, asaasConfigFromEnv } from './modules/payment-providers/asaas/asaas-config.ts';
import type { S3Settings } from './modules/storage/s3-file-store.ts';
import { type WhatsAppConfig, whatsappConfigFromEnv } from './modules/whatsapp/whatsapp-config.ts';

export interface Config {
  port: number;
  /** Public host with port, e.g. `localhost:3000` or `casamento.example.com`. */
  baseHost: string;
  /** `http` on localhost, `https` elsewhere unless PUBLIC_PROTOCOL says otherwise. */
  protocol: 'http' | 'https';
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded photos and audio are kept (default `$DATA_DIR/uploads`) when S3 is not set. */
  uploadDir: string;
  /** S3-compatible object storage for uploads and generated files (S3_BUCKET set); else the folder. */
  s3: S3Settings | undefined;
  /** Storage each wedding may fill with uploads (UPLOAD_QUOTA_MB, default 2048). */
  uploadQuotaBytes: number;
  /** Redis for rate limits shared by every app process (REDIS_URL set); else in-process. */
  redisUrl: string | undefined;
  /** App processes `npm start` runs (WEB_CONCURRENCY, default 1); more than one needs PostgreSQL. */
  workers: number;
  /** Demo couple and dev admin at start: development only (SEED_DEMO=false turns it off there too). */
  seedDemo: boolean;
  logLevel: string;
  /** One readable line per request in development; JSON lines in production (LOG_FORMAT=json|pretty). */
  prettyLogs: boolean;
  /**
   * NODE_ENV=production: the compiled build, cached page templates, JSON logs. It says nothing about
   * development conveniences; `development` (from BASE_HOST) decides those.
   */
  isProduction: boolean;
  /** SMTP connection URL; unset: mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the caller (default: none). */
  trustProxy: TrustProxy;
  /** Multiplies every rate limit (E2E suites sign in many times from one address). */
  rateLimitFactor: number;
  /** PAYMENT_PROVIDER: `sandbox` (default, offline) or `asaas`. */
  paymentProvider: 'sandbox' | 'asaas';
  /** Key the sandbox signs its webhooks with (HMAC-SHA256). */
  sandboxWebhookSecret: string;
  /** ASAAS_API_KEY, ASAAS_BASE_URL, ASAAS_WEBHOOK_TOKEN; unset without a key. */
  asaas: AsaasConfig | undefined;
  /** The longest a cached guest page is served (PAGE_CACHE_SECONDS, default 60; 0 turns the cache off). */
  pageCacheSeconds: number;
  /** Whether this process runs background jobs (JOB_WORKERS=false: web only). */
  jobWorkers: boolean;
  /** Stored events and payouts still waiting after this many seconds lost their job and are re-sent. */
  lostJobAfterSeconds: number;
  /** How long a slug a wedding gave up stays reserved for it and redirects (SLUG_HOLD_MONTHS, default 12). */
  slugHoldMonths: number;
  /** Charges guests may start for one wedding in an hour (CHECKOUT_CHARGES_PER_WEDDING_HOUR, default 300). */
  checkoutChargesPerWeddingHour: number;
  /** How long a PIX code stays payable, in minutes. */
  pixExpiresMinutes: number;
  /** Days until a boleto falls due. */
  boletoDueDays: number;
  /** Hours a new or changed payout PIX key waits before its first payout (PAYOUT_KEY_HOLD_HOURS). */
  payoutKeyHoldHours: number;
  /**
   * BASE_HOST is localhost, `*.localhost` or a loopback address: demo seed, dev pages (`/dev/*`),
   * the sandbox provider and the mail outbox with whole e-mails. Any other host is production.
   */
  development: boolean;
  /**
   * WEB_DEV_SERVER=vite (`npm run dev`), in development only: the web app is served from src/web
   * through Vite's middleware with hot reload instead of from the build in dist/web.
   */
  viteDevServer: boolean;
  /** ALLOW_SANDBOX=true: the sandbox provider on a public (staging) host; never the demo seed. */
  allowSandbox: boolean;
  /** ADMIN_SESSION_HOURS (default 12): an administrator's session ends this long after sign-in, never renewed. */
  adminSessionHours: number;
  /**
   * TWO_FACTOR_KEY: encrypts administrators' TOTP secrets at rest. In development a built-in key
   * stands in; on a public host it must be set (the start-up check names it).
   */
  twoFactorKey: string | undefined;
  /** Two-step verification is required of every administrator outside development. */
  adminTwoFactorRequired: boolean;
  /** CUSTOM_DOMAIN_IP: the address a couple's domain points its A record at (our proxy); unset on a public host: no own domains. */
  customDomainIp: string;
  /** CUSTOM_DOMAIN_CNAME: the name a couple's `www` points at (default `dominios.{base host}`). */
  customDomainTarget: string;
  /** WHATSAPP_PROVIDER and the Cloud API's settings (modules/whatsapp/whatsapp-config.ts). */
  whatsapp: WhatsAppConfig;
  /** REGISTRAR: who registers couples' new domains (`sandbox` by default; only outside production). */
  registrar: string;
}

/** The built-in TWO_FACTOR_KEY of development only: published here, so never valid in production. */
export const DEVELOPMENT_TWO_FACTOR_KEY = 'nosso-sim-chave-de-desenvolvimento-2fa';

/** The published default of SANDBOX_WEBHOOK_SECRET: anyone can sign webhooks with it. */
export const DEFAULT_SANDBOX_SECRET = 'sandbox-dev-secret';

/** `localhost`, `*.localhost`, `127.x.x.x` or `[::1]`, each with an optional port. */
export function isLoopbackHost(host: string): boolean {
  return /^(?:(?:[a-z0-9-]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i.test(host);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const baseHost = env.BASE_HOST ?? `localhost:${port}`;
  const development = isLoopbackHost(baseHost);
  return {
    port,
    baseHost,
    protocol: (env.PUBLIC_PROTOCOL as 'http' | 'https' | undefined) ?? (development ? 'http' : 'https'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR ?? 'data', 'uploads')),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
          prefix: env.S3_PREFIX ?? '',
        }
      : undefined,
    uploadQuotaBytes: Math.max(1, Number(env.UPLOAD_QUOTA_MB ?? 2048) || 2048) * 1024 * 1024,
    redisUrl: env.REDIS_URL || undefined,
    workers: Math.max(1, Math.trunc(Number(env.WEB_CONCURRENCY ?? 1)) || 1),
    seedDemo: development && env.SEED_DEMO !== 'false',
    viteDevServer: development && env.WEB_DEV_SERVER === 'vite',
    logLevel: env.LOG_LEVEL ?? 'info',
    prettyLogs: env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : env.NODE_ENV !== 'production' && !env.CI,
    isProduction: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Nosso Sim <nao-responda@nossosim.com.br>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1)),
    paymentProvider: env.PAYMENT_PROVIDER === 'asaas' ? 'asaas' : 'sandbox',
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET || DEFAULT_SANDBOX_SECRET,
    asaas: asaasConfigFromEnv(env),
    pageCacheSeconds: Math.max(0, Number(env.PAGE_CACHE_SECONDS ?? 60) || 0),
    jobWorkers: env.JOB_WORKERS !== 'false',
    customDomainIp: env.CUSTOM_DOMAIN_IP || (development ? '127.0.0.1' : ''),
    customDomainTarget: env.CUSTOM_DOMAIN_CNAME || '',
    registrar: env.REGISTRAR || 'sandbox',
    whatsapp: whatsappConfigFromEnv(env, development || env.ALLOW_SANDBOX === 'true'),
    lostJobAfterSeconds: Math.max(0, Number(env.LOST_JOB_AFTER_SECONDS ?? 60)),
    slugHoldMonths: Math.max(0, Math.trunc(Number(env.SLUG_HOLD_MONTHS || 12)) || 0),
    checkoutChargesPerWeddingHour: Math.max(
      1,
      Math.trunc(Number(env.CHECKOUT_CHARGES_PER_WEDDING_HOUR ?? 300)) || 300,
    ),
    pixExpiresMinutes: Math.max(1, Number(env.PIX_EXPIRES_MINUTES ?? 30)),
    boletoDueDays: Math.max(1, Number(env.BOLETO_DUE_DAYS ?? 3)),
    payoutKeyHoldHours: Math.max(0, Number(env.PAYOUT_KEY_HOLD_HOURS ?? 24)) || 0,
    development,
    allowSandbox: env.ALLOW_SANDBOX === 'true',
    adminSessionHours: Math.max(1, Number(env.ADMIN_SESSION_HOURS ?? 12) || 12),
    twoFactorKey:
      env.TWO_FACTOR_KEY && (development || env.TWO_FACTOR_KEY !== DEVELOPMENT_TWO_FACTOR_KEY)
        ? env.TWO_FACTOR_KEY
        : development
          ? DEVELOPMENT_TWO_FACTOR_KEY
          : undefined,
    adminTwoFactorRequired: !development,
  };
}
