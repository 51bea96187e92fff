// Rate limiting with rate-limiter-flexible: in memory on one instance, in Redis (REDIS_URL) when scaled out.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

export interface LimitOptions {
  keyPrefix: string;
  /** Allowed events per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

const redisClients = new Map<string, Redis>();

export function createLimiter(options: LimitOptions, redisUrl?: string): RateLimiterAbstract {
  if (!redisUrl) return new RateLimiterMemory(options);
  let client = redisClients.get(redisUrl);
  if (!client) redisClients.set(redisUrl, (client = new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: false })));
  // If Redis is unreachable, fall back to limiting in this process rather than letting everything through.
  return new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) });
}

/** Takes one point for `key`; over the limit → 429 with the spec's message and Retry-After. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw tooManyRequests(Math.ceil(rejection.msBeforeNext / 1000));
    }
    throw rejection;
  }
}

/** 429 (with Retry-After) when `key` has no points left, without taking one. */
export async function throwIfBlocked(limiter: RateLimiterAbstract, key: string, points = limiter.points): Promise<void> {
  const res = await limiter.get(key);
  if (res !== null && res.consumedPoints >= points) throw tooManyRequests(Math.ceil(res.msBeforeNext / 1000));
}
