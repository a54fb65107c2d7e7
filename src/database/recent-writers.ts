import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

import { closeRedis } from './redis-close.js';

/** Keys of the marks in Redis: one per credential, expiring with its window. */
const RECENT_WRITER_PREFIX = 'publishing-api:recent-writer:';

/**
 * Credentials that wrote within the last `windowMs`: their reads go to the primary, so a client
 * always reads its own writes whatever a replica's lag. The mark is kept in this process and,
 * with REDIS_URL, in Redis too, so it holds on whichever instance the client's next request
 * lands. If Redis cannot answer, a credential counts as a recent writer: reads move to the
 * primary rather than risk a stale answer.
 */
export class RecentWriters {
  private readonly logger = new Logger('Database');
  private readonly local = new Map<number, number>();
  /** Started by the first mark: a process that writes nothing (the CLI) runs no timer. */
  private sweep: NodeJS.Timeout | undefined;
  private lastWarning = 0;

  constructor(
    private readonly windowMs: number,
    private readonly redis?: Redis,
  ) {
    redis?.on('error', (error: Error) => this.warn(`Redis error: ${error.message}`));
  }

  static connect(windowMs: number, redisUrl: string | undefined): RecentWriters {
    if (!redisUrl) return new RecentWriters(windowMs);
    // Like the rate-limit counters: never queue or retry a command, and give up after 500 ms.
    const redis = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectTimeout: 2000,
    });
    return new RecentWriters(windowMs, redis);
  }

  /** Awaited before the write's response goes out, so the client's next request sees the mark. */
  async mark(credentialId: number): Promise<void> {
    this.sweep ??= setInterval(() => this.evictExpired(), 60_000).unref();
    this.local.set(credentialId, Date.now() + this.windowMs);
    if (!this.redis) return;
    try {
      await this.redis.set(`${RECENT_WRITER_PREFIX}${credentialId}`, '1', 'PX', this.windowMs);
    } catch (error) {
      this.warn(
        `Redis is unavailable (${(error as Error).message}); read-your-writes across instances falls back to the primary`,
      );
    }
  }

  async has(credentialId: number): Promise<boolean> {
    const until = this.local.get(credentialId);
    if (until !== undefined && until > Date.now()) return true;
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(`${RECENT_WRITER_PREFIX}${credentialId}`)) === 1;
    } catch {
      return true;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweep);
    if (!this.redis) return;
    await closeRedis(this.redis);
  }

  private evictExpired(now = Date.now()): void {
    for (const [credentialId, until] of this.local) if (until <= now) this.local.delete(credentialId);
  }

  /** At most one warning every ten seconds, so an outage does not flood the log. */
  private warn(message: string): void {
    const now = Date.now();
    if (now - this.lastWarning < 10_000) return;
    this.lastWarning = now;
    this.logger.warn(message);
  }
}
