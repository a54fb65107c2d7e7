import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ProblemException } from '../common/problem/problem.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { IS_PUBLIC } from './public.decorator.js';

/** Deny by default: every route needs a bearer token unless it is marked @Public(). */
@Injectable()
export class BearerAuthGuard extends AuthGuard('bearer') {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimit: RateLimitGuard,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      // A refused token counts against the client IP's strict limit (429 once it is spent).
      await this.rateLimit.countClientIp(context);
      throw error;
    }
  }

  override handleRequest<TUser>(error: unknown, principal: TUser | false): TUser {
    if (error) throw error;
    if (!principal) {
      throw new ProblemException(401, 'A valid bearer token is required', {
        headers: { 'WWW-Authenticate': 'Bearer realm="api", error="invalid_token"' },
      });
    }
    return principal;
  }
}
