// Rate limits (DESIGN.md section 5). Each limit has its own name, and its counters live under
// `limite:<name>:<key>`, so failed logins never spend a password reset's allowance and a busy
// address on one endpoint is not slowed on another. Account endpoints have a limit per IP and one
// per IP and account: an attacker is slowed on every address they use, while a real user on their
// own address is never locked out by someone else's failures. A looser per-account limit caps
// distributed guessing; the password-reset link always remains a way in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../../http/errors.ts';
import { type CounterStore, memoryCounterStore, redisCounterStore } from '../../http/rate-limit-store.ts';
import { hashSecret } from './secrets.ts';

export interface Limit {
  /** Unique in the app: the counters' key space. */
  name: string;
  max: number;
  /** Milliseconds. */
  window: number;
  /** What is counted; an empty key is not limited (e.g. no e-mail in the body). */
  key: (request: FastifyRequest) => string;
}

export const MINUTE = 60_000;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export const byIp = (r: FastifyRequest) => r.ip;
/** A couple's route under `/api/weddings/:weddingId/`: counted per wedding, whoever of its people calls. */
export const byWedding = (r: FastifyRequest) => (r.params as { weddingId?: string }).weddingId ?? '';
const byIpAndAccount = (r: FastifyRequest) => `${r.ip}|${bodyEmail(r)}`;
const byAccount = (r: FastifyRequest) => bodyEmail(r);
/** Step-up routes need a session: it stands for the account, hashed so no session id is a counter's key. */
const bySession = (r: FastifyRequest) => (r.cookies?.sid ? hashSecret(r.cookies.sid) : '');

export const authLimits = {
  login: [
    { name: 'login-ip', max: 30, window: 15 * MINUTE, key: byIp },
    { name: 'login-ip-conta', max: 10, window: 15 * MINUTE, key: byIpAndAccount },
    { name: 'login-conta', max: 50, window: 60 * MINUTE, key: byAccount },
  ],
  signUp: [{ name: 'cadastro-ip', max: 20, window: 60 * MINUTE, key: byIp }],
  precheck: [{ name: 'cadastro-previa-ip', max: 30, window: 15 * MINUTE, key: byIp }],
  reset: [
    { name: 'redefinir-senha-ip', max: 10, window: 15 * MINUTE, key: byIp },
    { name: 'redefinir-senha-conta', max: 3, window: 15 * MINUTE, key: byAccount },
  ],
  resendVerification: [{ name: 'reenviar-confirmacao-ip', max: 5, window: 15 * MINUTE, key: byIp }],
  stepUp: [
    { name: 'confirmar-senha-ip', max: 30, window: 15 * MINUTE, key: byIp },
    { name: 'confirmar-senha-sessao', max: 10, window: 15 * MINUTE, key: bySession },
  ],
  /** "Minha conta > Alterar senha": the current password, guessed no faster than at the step-up. */
  changePassword: [
    { name: 'trocar-senha-ip', max: 30, window: 15 * MINUTE, key: byIp },
    { name: 'trocar-senha-sessao', max: 10, window: 15 * MINUTE, key: bySession },
  ],
  stepUpCode: [
    { name: 'codigo-confirmacao-ip', max: 10, window: 15 * MINUTE, key: byIp },
    { name: 'codigo-confirmacao-sessao', max: 3, window: 15 * MINUTE, key: bySession },
  ],
  cancelPayoutKey: [{ name: 'cancelar-chave-pix-ip', max: 10, window: 15 * MINUTE, key: byIp }],
  // Each hop between hosts passes here once.
  handoffStart: [{ name: 'handoff-inicio-ip', max: 60, window: 15 * MINUTE, key: byIp }],
} satisfies Record<string, Limit[]>;

/** The app's limits: names taken so far and where their counts live. */
export class RateLimits {
  private readonly names = new Set<string>();

  constructor(
    readonly store: CounterStore,
    private readonly factor: number,
  ) {}

  /** Claims the limit's name; a second limit with the same name would share its counts. */
  register(limit: Limit): Limit {
    if (this.names.has(limit.name)) throw new Error(`Limite de tentativas duplicado: "${limit.name}".`);
    this.names.add(limit.name);
    return { ...limit, max: limit.max * this.factor };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const storeKey = (limit: Limit, key: string) => `limite:${limit.name}:${key}`;

/** Counters live in Redis when REDIS_URL is set, so a limit holds across every app process. */
export function registerRateLimits(app: FastifyInstance): void {
  const store = app.redis ? redisCounterStore(app.redis, app.log) : memoryCounterStore();
  app.decorate('rateLimits', new RateLimits(store, app.config.rateLimitFactor));
}

function refuse(reply: FastifyReply, ttl: number, code: ErrorCode): never {
  reply.header('retry-after', Math.max(1, Math.ceil(ttl / 1000)));
  throw new AppError(code);
}

/** A preHandler counting every request against each limit; over any of them: 429 with Retry-After. */
export function limitedBy(app: FastifyInstance, limits: Limit[]) {
  const registered = limits.map((l) => app.rateLimits.register(l));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of registered) {
      const key = limit.key(request);
      if (!key) continue;
      const { count, ttl } = await app.rateLimits.store.hit(storeKey(limit, key), limit.window);
      if (count > limit.max) refuse(reply, ttl, 'RATE_LIMITED');
    }
  };
}

/** `limitedBy` one limit counted per wedding: a couple's route under `/api/weddings/:weddingId/`. */
export function weddingLimit(app: FastifyInstance, limit: Omit<Limit, 'key'>) {
  return limitedBy(app, [{ ...limit, key: byWedding }]);
}

/**
 * Limits that count only some outcomes (declined cards, charges created): `check` refuses once a
 * key has reached its maximum, `record` counts one outcome.
 */
export function outcomeLimits(app: FastifyInstance, limits: Limit[], code: ErrorCode) {
  const registered = limits.map((l) => app.rateLimits.register(l));
  return {
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      for (const limit of registered) {
        const key = limit.key(request);
        if (!key) continue;
        const { count, ttl } = await app.rateLimits.store.peek(storeKey(limit, key));
        if (count >= limit.max) refuse(reply, ttl, code);
      }
    },
    async record(request: FastifyRequest): Promise<void> {
      for (const limit of registered) {
        const key = limit.key(request);
        if (key) await app.rateLimits.store.hit(storeKey(limit, key), limit.window);
      }
    },
  };
}

/**
 * The limits of an anonymous page whose link holds its only key (a personal invitation, an
 * unsubscribe link): every request per address, and the keys that open nothing per address (10 an
 * hour), so a guesser is stopped long before a key could be hit. `preHandler` checks both;
 * `recordWrongKey` counts a key that opened nothing.
 */
export function secretLinkLimits(
  app: FastifyInstance,
  perAddress: { name: string; max: number },
  wrongKeysName: string,
) {
  const wrongKeys = outcomeLimits(
    app,
    [{ name: wrongKeysName, max: 10, window: 60 * MINUTE, key: byIp }],
    'RATE_LIMITED',
  );
  return {
    preHandler: [limitedBy(app, [{ ...perAddress, window: 10 * MINUTE, key: byIp }]), wrongKeys.check],
    recordWrongKey: wrongKeys.record,
  };
}
