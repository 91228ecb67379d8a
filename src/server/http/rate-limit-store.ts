// Counters behind every rate limit: one key space `limite:<name>:<key>`, in Redis when REDIS_URL is
// set (shared by every app process) or in this process's memory, so two limits never share a count.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../modules/storage/redis.ts';

export interface Count {
  count: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface CounterStore {
  /** Adds one to the key's count in a window of `window` milliseconds started by its first hit. */
  hit(key: string, window: number): Promise<Count>;
  /** The key's count without adding to it. */
  peek(key: string): Promise<Count>;
}

const SWEEP_ABOVE = 20_000;

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counts = new Map<string, { count: number; endsAt: number }>();
  function alive(key: string) {
    const entry = counts.get(key);
    if (entry && entry.endsAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  }
  return {
    async hit(key, window) {
      if (counts.size > SWEEP_ABOVE) for (const k of counts.keys()) alive(k);
      const entry = alive(key) ?? { count: 0, endsAt: now() + window };
      entry.count += 1;
      counts.set(key, entry);
      return { count: entry.count, ttl: entry.endsAt - now() };
    },
    async peek(key) {
      const entry = alive(key);
      return entry ? { count: entry.count, ttl: entry.endsAt - now() } : { count: 0, ttl: 0 };
    },
  };
}

const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/** A Redis outage must not lock everyone out of their account: the counts fail open (zero). */
export function redisCounterStore(redis: Redis, log: FastifyBaseLogger): CounterStore {
  const failOpen = (err: unknown): Count => {
    log.warn({ err }, 'limite de tentativas sem Redis: pedido aceito sem contar');
    return { count: 0, ttl: 0 };
  };
  return {
    async hit(key, window) {
      try {
        const [count, ttl] = (await redis.eval(HIT, 1, key, String(window))) as [number, number];
        return { count, ttl: Math.max(0, ttl) };
      } catch (err) {
        return failOpen(err);
      }
    },
    async peek(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
        return { count: Number(count ?? 0), ttl: Math.max(0, ttl) };
      } catch (err) {
        return failOpen(err);
      }
    },
  };
}
