/**
 * Where the rate limiter's fixed-window counters live (this process's memory, or Redis). The
 * shape is the one @nestjs/throttler's storages have: this module once borrowed that type and
 * nothing else (its guard, decorators and module were never used, since the limiter here keys
 * by credential and by client IP and writes its own headers), so the dependency is gone.
 */
export interface CounterStorage {
  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<CounterRecord>;
}

/** One key's window after a hit. */
export interface CounterRecord {
  totalHits: number;
  /** Seconds until the window closes. */
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}
