// The Redis connection (REDIS_URL): connected before the app starts, so a wrong address fails at
// start-up with a clear message instead of on the first request.
import { Redis } from 'ioredis';

export type { Redis };

export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(
      `Redis não respondeu em ${url.replace(/\/\/[^@]*@/, '//***@')}: ${(err as Error).message}`,
    );
  }
  return redis;
}
