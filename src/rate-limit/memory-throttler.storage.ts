import { OnApplicationShutdown } from '@nestjs/common';

import type { CounterRecord, CounterStorage } from './counter-storage.js';

export type ThrottlerStorageRecord = CounterRecord;

/**
 * Rate-limit counters in this process's memory: the same fixed windows as the Redis storage
 * (the first hit opens a window of `ttl` ms; a hit over the limit is refused until it closes),
 * so one instance behaves the same with or without Redis.
 */
export class MemoryThrottlerStorage implements CounterStorage, OnApplicationShutdown {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();
  /** Started by the first hit: a context that counts nothing (the CLI's) runs no timer. */
  private sweep: NodeJS.Timeout | undefined;

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    this.sweep ??= setInterval(() => this.evictClosed(), 60_000).unref();
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + ttl };
      this.windows.set(key, window);
    }
    window.hits += 1;
    const timeToExpire = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    const isBlocked = window.hits > limit;
    return { totalHits: window.hits, timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToExpire : 0 };
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
    this.windows.clear();
  }

  /** Closed windows are dropped, so the map holds only callers seen in the last minute. */
  private evictClosed(now = Date.now()): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
