// Rate limits for the account endpoints (DESIGN.md section 5). Each endpoint has a limit per IP
// and one per IP and account: an attacker is slowed on every address they use, while a real user
// on their own address is never locked out by someone else's failures. A looser per-account limit
// caps distributed guessing; the password-reset link always remains a way in.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';

type Check = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

interface Limit {
  max: number;
  /** Milliseconds. */
  window: number;
  key: (request: FastifyRequest) => string;
}

const MINUTE = 60_000;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const byIp = (r: FastifyRequest) => r.ip;
const byIpAndAccount = (r: FastifyRequest) => `${r.ip}|${bodyEmail(r)}`;
const byAccount = (r: FastifyRequest) => bodyEmail(r);
/** Step-up routes need a session: its cookie stands for the account (hashed by the limiter's store). */
const bySession = (r: FastifyRequest) => `sessao|${r.cookies?.sid ?? ''}`;

export const authLimits = {
  login: [
    { max: 30, window: 15 * MINUTE, key: byIp },
    { max: 10, window: 15 * MINUTE, key: byIpAndAccount },
    { max: 50, window: 60 * MINUTE, key: byAccount },
  ],
  signUp: [{ max: 20, window: 60 * MINUTE, key: byIp }],
  precheck: [{ max: 30, window: 15 * MINUTE, key: byIp }],
  reset: [
    { max: 10, window: 15 * MINUTE, key: byIp },
    { max: 3, window: 15 * MINUTE, key: byAccount },
  ],
  resendVerification: [{ max: 5, window: 15 * MINUTE, key: byIp }],
  stepUp: [
    { max: 30, window: 15 * MINUTE, key: byIp },
    { max: 10, window: 15 * MINUTE, key: bySession },
  ],
  stepUpCode: [
    { max: 10, window: 15 * MINUTE, key: byIp },
    { max: 3, window: 15 * MINUTE, key: bySession },
  ],
  cancelPayoutKey: [{ max: 10, window: 15 * MINUTE, key: byIp }],
  // Each hop between hosts passes here once; the key is prefixed so it counts apart from the others.
  handoffStart: [{ max: 60, window: 15 * MINUTE, key: (r) => `handoff-start|${r.ip}` }],
} satisfies Record<string, Limit[]>;

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimit(options: {
      max: number;
      timeWindow: number;
      keyGenerator: (request: FastifyRequest) => string;
    }): Check;
  }
}

/** Counters live in Redis when REDIS_URL is set, so a limit holds across every app process. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everyone out of their account: the limits fail open.
    ...(app.redis ? { redis: app.redis, nameSpace: 'limite:', skipOnError: true } : {}),
  });
}

/** A preHandler enforcing every limit in the list; over any of them: 429 with Retry-After. */
export function limitedBy(app: FastifyInstance, limits: Limit[]) {
  const checks = limits.map((l) =>
    app.createRateLimit({
      max: l.max * app.config.rateLimitFactor,
      timeWindow: l.window,
      keyGenerator: (r) => `${l.key(r)}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(request);
      if (result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED');
      }
    }
  };
}
