/**
 * A counter every instance agrees on: the catalogue version (plugins/catalogue-cache.ts) and the session
 * cache's generation (plugins/session-cache.ts). Without Redis, one instance's own counter.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** How often a Redis counter is re-read, in case a published bump was lost. */
const REDIS_POLL_MS = 2_000;

export interface SharedCounter {
  current(): number;
  bump(): Promise<void>;
  close(): Promise<void>;
}

/** One instance's own counter (no Redis). */
export function localCounter(): SharedCounter {
  let value = 0;
  return {
    current: () => value,
    bump: async () => {
      value += 1;
    },
    close: async () => {},
  };
}

/**
 * A counter every instance shares through Redis (`key`: INCR, then PUBLISH on the channel of the same
 * name; polled too in case a message is lost).
 */
export async function redisCounter(
  redis: Redis,
  key: string,
  log: FastifyInstance['log'],
): Promise<SharedCounter> {
  let version = Number((await redis.get(key)) ?? 0);
  const seen = (value: unknown) => {
    const n = Number(value);
    if (Number.isFinite(n) && n > version) version = n;
  };
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error, key }, 'shared counter: redis subscriber error'));
  subscriber.on('message', (_channel, message) => seen(message));
  await subscriber.subscribe(key);
  const poll = setInterval(() => {
    redis.get(key).then(seen, () => undefined);
  }, REDIS_POLL_MS);
  poll.unref();
  return {
    current: () => version,
    async bump() {
      try {
        const next = await redis.incr(key);
        seen(next);
        await redis.publish(key, String(next));
      } catch (error) {
        // Redis is down: at least this instance stops serving what it had cached.
        version += 1;
        log.warn({ err: error, key }, 'shared counter: could not bump the shared value');
      }
    },
    async close() {
      clearInterval(poll);
      await subscriber.quit().catch(() => undefined);
    },
  };
}
