import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { ApiProblems } from '../common/dto/api-responses.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { clientAddress } from './client-address.js';
import { RedisUnavailable } from './redis-throttler.storage.js';

/** Every counter covers one minute. */
export const WINDOW_MS = 60_000;

/** The storage the counters live in (a @nestjs/throttler `ThrottlerStorage`). */
export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');

/** Per API credential, across every authenticated route. */
const PER_CREDENTIAL = 'credential';
/** Per client IP: `/oauth`, and requests refused for a missing or bad token. */
const PER_CLIENT_IP = 'client-ip';

const LIMIT_PER_CLIENT_IP = 'rateLimitPerClientIp';

/** Puts a public route under the strict per-client-IP limit instead of none (`/oauth`). */
export const LimitPerClientIp = () => applyDecorators(SetMetadata(LIMIT_PER_CLIENT_IP, true), ApiProblems(429));

/**
 * The global rate limit. It runs after the bearer guard, so an authenticated request counts
 * against its credential; `/oauth` and failed authentications count against the client IP with
 * the stricter limit. Every counted response, errors included, carries `X-RateLimit-Limit`,
 * `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until the window closes); a 429 adds
 * `Retry-After`. Public routes without a counter (`/health`, `/ready`, `/docs`) carry none.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORAGE) private readonly storage: ThrottlerStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: Principal }>();
    const reply = http.getResponse<FastifyReply>();
    if (request.user?.credentialId !== undefined) {
      await this.count(reply, PER_CREDENTIAL, String(request.user.credentialId), this.config.RATE_LIMIT_PER_MINUTE);
    } else if (this.reflector.getAllAndOverride<boolean>(LIMIT_PER_CLIENT_IP, [context.getHandler(), context.getClass()])) {
      await this.countClientIp(request, reply);
    }
    return true;
  }

  /**
   * Counts a request BearerAuth refused, so guessing tokens is held to the strict limit. It runs
   * in `onRequest`, before the body: a 429 is thrown as a ProblemException.
   */
  async countClientIp(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.count(reply, PER_CLIENT_IP, clientAddress(request.ip), this.config.RATE_LIMIT_OAUTH_PER_MINUTE);
  }

  private async count(reply: FastifyReply, name: string, tracker: string, limit: number): Promise<void> {
    let record;
    try {
      record = await this.storage.increment(`${name}:${tracker}`, WINDOW_MS, limit, WINDOW_MS, name);
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
      throw new ProblemException(429, `Rate limit exceeded: ${limit} requests per minute. Retry after ${retryAfter} s.`, {
        headers: { ...headers, 'Retry-After': retryAfter },
      });
    }
  }
}
