import type { Redis } from "ioredis";

export type RateDecision = { allowed: boolean; remaining: number; retryAfterMs: number };

/**
 * Fixed-window counters keyed by what is limited ("logs:ip:1.2.3.4"). In memory for one process;
 * in Redis when `REDIS_URL` is set, so several processes share the same counts.
 */
export type RateLimiter = {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** A round trip to the shared store, for the health check; absent when counts stay in memory. */
  ping?(): Promise<void>;
  close(): Promise<void>;
};

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      // Sweep expired windows now and then so the map cannot grow without bound.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        retryAfterMs: window.count <= limit ? 0 : window.resetAt - at,
      };
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const redisKey = `rate:${key}`;
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, "NX").pttl(redisKey).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterMs: count <= limit ? 0 : Math.max(ttl, 0),
      };
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
