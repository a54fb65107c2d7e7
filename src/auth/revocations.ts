import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

import { closeRedis } from '../database/redis-close.js';

/** The Redis channel every instance listens on. */
export const REVOCATION_CHANNEL = 'publishing-api:token-revocations';

/** What stopped working: a credential's tokens, or a whole workspace's. `at`: when it was published (epoch ms). */
export type Revocation = ({ credential: number } | { workspace: number }) & { at?: number };

/**
 * Revocations told to every instance at once. With REDIS_URL, whoever revokes (the CLI, or the
 * instance that suspended or deleted a workspace) publishes on one channel and every API
 * instance evicts the tokens it trusts from memory as the message arrives, instead of within
 * TOKEN_CACHE_TTL_MS. Without Redis, or while Redis is away (a message published then is lost),
 * that cache bound is what holds.
 */
export class RevocationChannel {
  private readonly logger = new Logger('Auth');
  private publisher?: Redis;
  private subscriber?: Redis;

  /** Connects at once: by the time a revocation has committed, the connection is there to publish it. */
  constructor(private readonly redisUrl?: string) {
    if (!redisUrl) return;
    // Offline queue on: a publish made before the connection is up waits for it, within the timeouts.
    this.publisher = new Redis(redisUrl, {
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
      connectTimeout: 2000,
      retryStrategy: reconnectDelay,
    });
    // A failed publish is reported below; connection errors in between need no second report.
    this.publisher.on('error', () => undefined);
  }

  async publish(revocation: Revocation): Promise<void> {
    if (!this.publisher) return;
    try {
      await this.publisher.publish(REVOCATION_CHANNEL, JSON.stringify({ ...revocation, at: Date.now() }));
    } catch (error) {
      this.logger.warn(
        `could not publish a revocation (${(error as Error).message}); other instances stop accepting its tokens within the token cache's bound`,
      );
    }
  }

  /** Calls `listener` for every revocation published from now on (by any process, this one included). */
  subscribe(listener: (revocation: Revocation) => void): void {
    if (!this.redisUrl || this.subscriber) return;
    let lastWarning = 0;
    this.subscriber = new Redis(this.redisUrl, { connectTimeout: 2000, retryStrategy: reconnectDelay });
    this.subscriber.on('error', (error: Error) => {
      if (Date.now() - lastWarning < 10_000) return;
      lastWarning = Date.now();
      this.logger.warn(
        `revocation channel: ${error.message}; revocations elsewhere take effect here within the token cache's bound`,
      );
    });
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        listener(JSON.parse(message) as Revocation);
      } catch {
        // Not ours: ignore.
      }
    });
    // Not awaited: a Redis that is away must not hold the boot; ioredis subscribes once connected.
    this.subscriber.subscribe(REVOCATION_CHANNEL).catch(() => undefined);
  }

  async close(): Promise<void> {
    for (const redis of [this.publisher, this.subscriber]) {
      if (!redis) continue;
      await closeRedis(redis);
    }
    this.publisher = this.subscriber = undefined;
  }
}

function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 200, 2000);
}
