// Runtime configuration from the environment, with the embedded defaults `npm start` relies on.
import path from 'node:path';

export interface Config {
  port: number;
  /** Public host with port, e.g. `localhost:3000` or `casamento.example.com`. */
  baseHost: string;
  /** `http` on localhost, `https` elsewhere unless PUBLIC_PROTOCOL says otherwise. */
  protocol: 'http' | 'https';
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where uploaded photos and audio are kept (default `$DATA_DIR/uploads`). */
  uploadDir: string;
  seedDemo: boolean;
  logLevel: string;
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
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    isProduction: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Nosso Sim <nao-responda@nossosim.com.br>',
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_FACTOR ?? 1)),
  };
}
