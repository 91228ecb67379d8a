// Runtime configuration from the environment, with the embedded defaults `npm start` relies on.
import path from 'node:path';
import type { S3Settings } from './modules/storage/s3-file-store.ts';

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
  /** Redis for rate limits shared by every app process (REDIS_URL set); else in-process. */
  redisUrl: string | undefined;
  /** App processes `npm start` runs (WEB_CONCURRENCY, default 1); more than one needs PostgreSQL. */
  workers: number;
  seedDemo: boolean;
  logLevel: string;
  /** One readable line per request in development; JSON lines in production (LOG_FORMAT=json|pretty). */
  prettyLogs: boolean;
  isProduction: boolean;
  /** SMTP connection URL; unset: mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Multiplies every rate limit (E2E suites sign in many times from one address). */
  rateLimitFactor: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const baseHost = env.BASE_HOST ?? `localhost:${port}`;
  const isLocal = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(baseHost);
  return {
    port,
    baseHost,
    protocol: (env.PUBLIC_PROTOCOL as 'http' | 'https' | undefined) ?? (isLocal ? 'http' : 'https'),
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
    redisUrl: env.REDIS_URL || undefined,
    workers: Math.max(1, Math.trunc(Number(env.WEB_CONCURRENCY ?? 1)) || 1),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    prettyLogs: env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : env.NODE_ENV !== 'production' && !env.CI,
    isProduction: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Nosso Sim <nao-responda@nossosim.com.br>',
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1)),
  };
}
