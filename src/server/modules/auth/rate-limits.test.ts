import { describe, expect, it } from 'vitest';
import { memoryCounterStore } from '../../http/rate-limit-store.ts';
import { RateLimits } from './rate-limits.ts';

describe('rate limit names', () => {
  it('refuses a second limit with a name already taken, which would share its counts', () => {
    const limits = new RateLimits(memoryCounterStore(), 1);
    limits.register({ name: 'login-ip', max: 3, window: 1000, key: () => 'k' });
    expect(() => limits.register({ name: 'login-ip', max: 5, window: 1000, key: () => 'k' })).toThrow(
      'Limite de tentativas duplicado: "login-ip".',
    );
  });

  it('multiplies the maximum by RATE_LIMIT_FACTOR', () => {
    const limits = new RateLimits(memoryCounterStore(), 4);
    expect(limits.register({ name: 'x', max: 3, window: 1000, key: () => 'k' }).max).toBe(12);
  });
});

describe('memory counters', () => {
  it('count per key within the window and start again after it', async () => {
    let now = 0;
    const store = memoryCounterStore(() => now);
    expect(await store.hit('limite:a:1', 1000)).toEqual({ count: 1, ttl: 1000 });
    now = 400;
    expect(await store.hit('limite:a:1', 1000)).toEqual({ count: 2, ttl: 600 });
    expect(await store.peek('limite:b:1')).toEqual({ count: 0, ttl: 0 });
    now = 1000;
    expect(await store.peek('limite:a:1')).toEqual({ count: 0, ttl: 0 });
    expect((await store.hit('limite:a:1', 1000)).count).toBe(1);
  });
});
