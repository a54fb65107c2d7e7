import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';

import { closeRedis } from '../database/redis-close.js';
import type { CounterStorage } from './counter-storage.js';
import type { ThrottlerStorageRecord } from './memory-throttler.storage.js';

/**
 * One counter per key and window, made atomic by running in Redis: the first hit starts the
 * window, every hit adds one, and the key expires with the window. Returns [hits, ms left].
 */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if hits == 1 or left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {hits, left}
`;

/** How long the app waits for Redis at boot before it serves requests without counters. */
const CONNECT_WAIT_MS = 2000;

/**
 * Rate-limit counters in Redis, so every instance behind the load balancer shares one limit.
 *
 * Fixed windows: the window opens with the first hit and a request over the limit is refused
 * until it closes. When Redis cannot be reached the storage fails open (see `RedisUnavailable`):
 * a dead Redis must not take the API down with it.
 */
export class RedisThrottlerStorage implements CounterStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  readonly redis: Redis;
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      // Never queue a command while disconnected, never retry one: a request must not wait on Redis.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectTimeout: CONNECT_WAIT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.redis.on('error', (error: Error) => this.warn(`Redis error: ${error.message}`));
  }

  async onModuleInit(): Promise<void> {
    try {
      await this.redis.connect();
    } catch (error) {
      this.warn(
        `Redis is unreachable at boot (${(error as Error).message}); requests are not rate limited until it is back`,
      );
    }
  }

  /** Closes the connection and stops reconnecting, so nothing keeps the process alive. */
  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, _blockDuration: number): Promise<ThrottlerStorageRecord> {
    let reply: [number, number];
    try {
      reply = (await this.redis.eval(INCREMENT, 1, `${this.prefix}${key}`, String(ttl))) as [number, number];
    } catch (error) {
      this.warn(`Redis is unavailable (${(error as Error).message}); this request is not rate limited`);
      throw new RedisUnavailable();
    }
    const [totalHits, left] = reply;
    const timeToExpire = Math.max(1, Math.ceil(left / 1000));
    const isBlocked = totalHits > limit;
    return { totalHits, timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToExpire : 0 };
  }

  /** At most one warning every ten seconds, so an outage does not flood the log. */
  private warn(message: string): void {
    const now = Date.now();
    if (now - this.lastWarning < 10_000) return;
    this.lastWarning = now;
    this.logger.warn(message);
  }
}

/** Thrown by the storage when Redis cannot count; the guard lets the request through. */
export class RedisUnavailable extends Error {
  constructor() {
    super('The rate-limit store is unavailable');
  }
}
