import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ApiProblems } from '../common/problem/api-responses.js';
import { RateLimiter } from './rate-limiter.js';

const LIMIT_PER_CLIENT_IP = 'rateLimitPerClientIp';

/** Puts a public route under the strict per-client-IP limit instead of none (`/oauth`). */
export const LimitPerClientIp = () => applyDecorators(SetMetadata(LIMIT_PER_CLIENT_IP, true), ApiProblems(429));

/**
 * The global rate limit. It runs after the bearer guard, so an authenticated request counts
 * against its credential; `/oauth` counts against the client IP with the stricter limit (refused
 * tokens are counted by BearerAuth, on a budget of their own). Every counted response, errors included, carries `X-RateLimit-Limit`,
 * `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until the window closes); a 429 adds
 * `Retry-After`. Public routes without a counter (`/health`, `/ready`, `/docs`) carry none.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (request.user?.credentialId !== undefined) {
      await this.limiter.countCredential(reply, request.user.credentialId);
    } else if (
      this.reflector.getAllAndOverride<boolean>(LIMIT_PER_CLIENT_IP, [context.getHandler(), context.getClass()])
    ) {
      await this.limiter.countClientIp(request, reply);
    }
    return true;
  }
}
