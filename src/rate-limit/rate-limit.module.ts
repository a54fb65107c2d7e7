import { Module } from '@nestjs/common';

import { AppConfig } from '../config/app-config.js';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RATE_LIMIT_STORAGE, RateLimiter } from './rate-limiter.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

/**
 * Rate limits: the counters live in Redis when REDIS_URL is set (shared by every instance), in
 * this process's memory otherwise.
 */
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORAGE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        // The CLI's context (config.workers false) serves no request: no Redis connection for it.
        config.REDIS_URL && config.workers
          ? new RedisThrottlerStorage(config.REDIS_URL, config.RATE_LIMIT_REDIS_PREFIX)
          : new MemoryThrottlerStorage(),
    },
    RateLimiter,
    RateLimitGuard,
  ],
  exports: [RateLimitGuard, RateLimiter, RATE_LIMIT_STORAGE],
})
export class RateLimitModule {}
