import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ProblemException } from '../common/problem/problem.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import type { Principal } from './principal.js';
import { IS_PUBLIC } from './public.decorator.js';
import { TokenService } from './token.service.js';

const SCHEME = /^Bearer$/i;

/**
 * Deny by default: every route needs a bearer token unless it is marked @Public(). Only the
 * Authorization header carries the token (`Bearer <40 hex>`), never `access_token` in the query
 * or the body, where it would end up in logs and caches. The principal goes on `request.user`.
 */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly rateLimit: RateLimitGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
    const token = bearerToken(request.headers.authorization);
    const principal = token === null ? null : await this.tokens.verify(token);
    if (!principal) {
      // A refused token counts against the client IP's strict limit (429 once it is spent).
      await this.rateLimit.countClientIp(context);
      throw new ProblemException(401, 'A valid bearer token is required', {
        headers: { 'WWW-Authenticate': 'Bearer realm="api", error="invalid_token"' },
      });
    }
    request.user = principal;
    return true;
  }
}

/** `Bearer <token>`, exactly two parts, the scheme in any case (as passport-http-bearer read it). */
function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const parts = header.split(' ');
  return parts.length === 2 && SCHEME.test(parts[0]) ? parts[1] : null;
}
