import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { clientAddress } from '../common/http/client-address.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import type { CounterStorage } from './counter-storage.js';
import { RedisUnavailable } from './redis-throttler.storage.js';

/** Every counter covers one minute. */
const WINDOW_MS = 60_000;

/** The storage the counters live in (memory or Redis). */
export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');

/** Per API credential, across every authenticated route. */
const PER_CREDENTIAL = 'credential';
/** Per client IP on `/oauth`: guesses at client secrets. */
const PER_CLIENT_IP = 'client-ip';
/** Per client IP: well-formed bearer tokens that were looked up and refused. */
const REFUSED_TOKENS = 'refused-token';
/** Per client IP: reader requests that named nothing (docs/reader.md, "Limits"). */
const READER_MISSES = 'reader-miss';
/** Per client IP and doc: reader password attempts not yet seen to match. */
const READER_PASSWORDS = 'reader-password';
/** Per client IP, by event: the analytics beacon (a batch counts each of its events). */
const ANALYTICS_EVENTS = 'analytics-events';

/**
 * The counters, used by the global guard (per credential, or per client IP on `/oauth`) and by
 * BearerAuth (a refused token counts against the client IP, on a budget of its own). Each count puts
 * `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until the window
 * closes) on the reply; over the limit it throws a 429 with `Retry-After`.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORAGE) private readonly storage: CounterStorage,
  ) {}

  countCredential(reply: FastifyReply, credentialId: number): Promise<void> {
    return this.count(reply, PER_CREDENTIAL, String(credentialId), this.config.RATE_LIMIT_PER_MINUTE);
  }

  countClientIp(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    return this.count(reply, PER_CLIENT_IP, clientAddress(request.ip), this.config.RATE_LIMIT_OAUTH_PER_MINUTE);
  }

  /**
   * Apart from `/oauth`'s counter: a client whose token expired must still be able to get a new
   * one, however many refused requests its page made first.
   */
  countRefusedToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    return this.count(
      reply,
      REFUSED_TOKENS,
      clientAddress(request.ip),
      this.config.RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE,
    );
  }

  /** A reader request that found nothing to serve (READER_MISSES_PER_MINUTE). */
  countReaderMiss(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    return this.count(reply, READER_MISSES, clientAddress(request.ip), this.config.READER_MISSES_PER_MINUTE);
  }

  /**
   * A password attempt at a protected doc, per client IP and doc (READER_PASSWORD_ATTEMPTS_PER_MINUTE):
   * a budget of its own, so wrong reader passwords never lock the address out of `/oauth`.
   */
  countReaderPassword(request: FastifyRequest, reply: FastifyReply, docId: number): Promise<void> {
    return this.count(
      reply,
      READER_PASSWORDS,
      `${clientAddress(request.ip)}:${docId}`,
      this.config.READER_PASSWORD_ATTEMPTS_PER_MINUTE,
    );
  }

  /** `events` more analytics events from this request's client IP (ANALYTICS_EVENTS_PER_MINUTE). */
  countAnalyticsEvents(request: FastifyRequest, reply: FastifyReply, events: number): Promise<void> {
    return this.count(
      reply,
      ANALYTICS_EVENTS,
      clientAddress(request.ip),
      this.config.ANALYTICS_EVENTS_PER_MINUTE,
      events,
    );
  }

  private async count(reply: FastifyReply, name: string, tracker: string, limit: number, hits = 1): Promise<void> {
    let record;
    try {
      // The throttler storage counts one hit per call.
      for (let hit = 0; hit < hits; hit++) {
        record = await this.storage.increment(`${name}:${tracker}`, WINDOW_MS, limit, WINDOW_MS, name);
        if (record.isBlocked) break;
      }
      if (!record) return;
    } catch (error) {
      // Fail open: without a store there is no count to enforce, and no header to tell.
      if (error instanceof RedisUnavailable) return;
      throw error;
    }
    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(Math.max(0, limit - record.totalHits)),
      'X-RateLimit-Reset': String(record.timeToExpire),
    };
    reply.headers(headers);
    if (record.isBlocked) {
      const retryAfter = String(Math.max(1, record.timeToBlockExpire));
      throw new ProblemException(
        429,
        `Rate limit exceeded: ${limit} requests per minute. Retry after ${retryAfter} s.`,
        {
          headers: { ...headers, 'Retry-After': retryAfter },
        },
      );
    }
  }
}
