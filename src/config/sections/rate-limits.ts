import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Min } from 'class-validator';

import { IsServiceUrl, NumberOr } from '../validators.js';

/** Rate limits (docs/rate-limits.md), and the Redis that shares them (and revocations) between instances. */
export class RateLimitsConfig {
  /** Requests one API credential may make per minute, across every route; over it, 429. */
  @NumberOr(600)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 600;

  /** Requests one client IP may make per minute to `/oauth` (guessing client secrets); over it, 429. */
  @NumberOr(30)
  @IsInt()
  @Min(1)
  RATE_LIMIT_OAUTH_PER_MINUTE = 30;

  /**
   * Well-formed bearer tokens (40 hex) one client IP may present per minute that turn out not
   * to be live (unknown, expired, revoked); over it, such requests get 429 instead of 401. A
   * budget apart from `/oauth`'s: a browser whose token expired can still get a new one, and a
   * valid token is never refused because of it. Requests without a token, or with a malformed
   * one (`Bearer null`), are never counted (docs/rate-limits.md).
   */
  @NumberOr(120)
  @IsInt()
  @Min(1)
  RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE = 120;

  /** `redis://[:password@]host:6379[/db]`: rate-limit counters shared by every instance; unset keeps them in memory. */
  @IsOptional()
  @Matches(/^rediss?:\/\/[^/]+/, { message: 'REDIS_URL must look like redis://host:6379' })
  @IsServiceUrl({ message: 'REDIS_URL must be a valid URL with a port from 1 to 65535, like redis://host:6379' })
  REDIS_URL?: string;

  /** Prefix of every rate-limit key in Redis, so several deployments can share one server. */
  @IsString()
  @IsNotEmpty()
  RATE_LIMIT_REDIS_PREFIX = 'publishing-api:rate-limit:';
}
