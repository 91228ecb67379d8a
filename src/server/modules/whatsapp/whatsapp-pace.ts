// The provider's pace (WHATSAPP_MAX_PER_SECOND): sends are spaced so the platform's number stays
// under Meta's throughput, which answers a burst with errors that would only be retried. With Redis
// the limit holds across every process (each clock second has a counter they all share); without
// it, within the one process there is.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../storage/redis.ts';

type Sleep = (ms: number) => Promise<void>;
const wait: Sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Within one process: sends start `1000 / perSecond` ms apart. */
export function createPace(perSecond: number, sleep: Sleep = wait) {
  const gap = 1000 / perSecond;
  let next = 0;
  return async (): Promise<void> => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await sleep(at - now);
  };
}

/**
 * Across processes: at most `perSecond` sends start in any clock second, counted in Redis; a send
 * over the count waits for the next second. If Redis fails, the process keeps its own pace.
 */
export function createSharedPace(
  redis: Redis,
  perSecond: number,
  log: FastifyBaseLogger,
  options: { sleep?: Sleep; now?: () => number; prefix?: string } = {},
) {
  const { sleep = wait, now = Date.now, prefix = 'whatsapp:pace' } = options;
  const local = createPace(perSecond, sleep);
  return async (): Promise<void> => {
    for (;;) {
      const at = now();
      const key = `${prefix}:${Math.floor(at / 1000)}`;
      let started: number;
      try {
        const replies = await redis.multi().incr(key).expire(key, 5).exec();
        started = Number(replies?.[0]?.[1]);
      } catch (err) {
        log.warn({ err }, 'whatsapp: ritmo compartilhado indisponível, usando o do processo');
        return local();
      }
      if (!Number.isFinite(started)) return local();
      if (started <= perSecond) return;
      await sleep(1000 - (at % 1000));
    }
  };
}
