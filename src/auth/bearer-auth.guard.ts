import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ProblemException } from '../common/problem/problem.js';
import { IS_PUBLIC } from './public.decorator.js';

/** Deny by default: every route needs a bearer token unless it is marked @Public(). */
@Injectable()
export class BearerAuthGuard extends AuthGuard('bearer') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
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
