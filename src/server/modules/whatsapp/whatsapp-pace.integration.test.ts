// The provider's pace across processes: two paces sharing one Redis start at most `perSecond`
// sends in a clock second between them (on a clock the test moves, never the wall clock); without
// Redis answering, a process keeps its own pace.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, type Redis } from '../storage/redis.ts';
import { createSharedPace } from './whatsapp-pace.ts';

const redis = await connectRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => redis.quit());
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

describe('the shared WhatsApp pace', () => {
  it('lets two processes start at most 3 sends per second between them', async () => {
    let clock = 1_900_000_000_000;
    const options = {
      now: () => clock,
      sleep: async (ms: number) => {
        clock += ms;
      },
      prefix: `teste:ritmo:${randomUUID()}`,
    };
    const first = createSharedPace(redis, 3, log, options);
    const second = createSharedPace(redis, 3, log, options);
    const seconds: number[] = [];
    for (let i = 0; i < 8; i++) {
      await (i % 2 ? first : second)();
      seconds.push(Math.floor(clock / 1000) - 1_900_000_000);
    }
    expect(seconds).toEqual([0, 0, 0, 1, 1, 1, 2, 2]);
  });

  it('keeps the process’s own pace when Redis fails', async () => {
    const down = {
      multi: () => ({
        incr() {
          return this;
        },
        expire() {
          return this;
        },
        exec: async () => {
          throw new Error('Redis fora do ar');
        },
      }),
    } as unknown as Redis;
    const slept: number[] = [];
    const pace = createSharedPace(down, 2, log, { sleep: async (ms) => void slept.push(ms) });
    await pace();
    await pace();
    await pace();
    // 2 per second: the second send waits about half a second, the third about a second.
    expect(slept).toHaveLength(2);
    expect(slept[0]).toBeLessThanOrEqual(500);
    expect(slept[1]).toBeGreaterThan(500);
    expect(warnings).toHaveLength(3);
  });
});
