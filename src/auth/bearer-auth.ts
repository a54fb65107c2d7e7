import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import passport from 'passport';

import type { Principal } from '../common/auth/principal.js';
import { announcesBody } from '../common/http/body-limits.js';
import { routeConfigOf } from '../common/http/route-context.js';
import type { Stage } from '../common/http/stage.js';
import { ProblemException } from '../common/problem/problem.js';
import { replyWithProblem } from '../common/problem/send-problem.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { BEARER_STRATEGY, BearerStrategy } from './bearer.strategy.js';
import { IS_PUBLIC } from './public.decorator.js';
import { isWellFormedToken } from './token.service.js';

const AUTHENTICATE_OPTIONS = { session: false } as const;
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="api", error="invalid_token"' };

/**
 * BearerAuth, deny by default: every route needs a bearer token unless it is marked @Public().
 *
 * The check runs in Fastify's `onRequest`, before any body byte is read, so a client without a
 * valid token cannot make the process hold its body: it gets its 401 (and its connection closed
 * when a body was announced) at once. Whether a route is public comes from the same @Public()
 * mark, which Fastify sees as the route's config (see public.decorator.ts); routes that are not
 * Nest's get none unless `markPublicRoutes` says so. The guard below, the global APP_GUARD, only
 * confirms the result: it never authenticates a second time.
 *
 * Only the Authorization header carries the token (`Bearer <40 hex>`), never `access_token` in
 * the query or the body, where it would end up in logs and caches: the strategy is handed the
 * header alone. A well-formed token that is refused counts against the client IP's budget of
 * refused tokens (RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE, apart from `/oauth`'s); a valid token is
 * never refused by it, since the token is checked first.
 */
@Injectable()
export class BearerAuth {
  constructor(
    // Injected so that the strategy is constructed, and with it registered with passport.
    _strategy: BearerStrategy,
    private readonly rateLimit: RateLimiter,
  ) {}

  /** The principal a `Bearer` header grants, through the passport strategy, or null. */
  authenticate(authorization: string | undefined): Promise<Principal | null> {
    return new Promise((resolve, reject) => {
      const done = (error: unknown, principal: Principal | false | undefined) =>
        error ? reject(error) : resolve(principal || null);
      // A request of the header alone: the strategy would also read `access_token` from a query or body.
      passport.authenticate(BEARER_STRATEGY, AUTHENTICATE_OPTIONS, done)(
        { headers: { authorization } },
        undefined,
        reject,
      );
    });
  }

  /**
   * Registers the pre-body check on every route (after the request id and negotiation hooks).
   * A callback hook, not an async one: a public route (the beacon, the reader) passes through
   * without a promise and the ticks Fastify spends waiting on one.
   */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      // No route (a 404 or 405 to be): nothing to protect, and the router's answer needs no token.
      const route = routeConfigOf(request);
      if (route.url === undefined || route.isPublic) {
        done();
        return;
      }
      // Once the reply is sent (a refusal), the hook chain ends without `done`.
      this.check(request, reply).then((sent) => (sent ? undefined : done()), done);
    });
  }

  /** Authenticates a request of a route that needs a token; true when it was refused (its answer sent). */
  private async check(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    try {
      const principal = await this.authenticate(request.headers.authorization);
      if (principal) {
        request.user = principal;
        return false;
      }
      // Only a token that cost a lookup is counted: with none, or a malformed one (`Bearer
      // null`, an <img> that cannot send one), there is nothing to guess and nothing was asked
      // of the database, and counting it would lock a browser's page out.
      if (presentsWellFormedToken(request.headers.authorization))
        await this.rateLimit.countRefusedToken(request, reply);
      throw new ProblemException(401, 'A valid bearer token is required', { headers: CHALLENGE });
    } catch (error) {
      // The body announced will never be read: end the connection once the answer is out.
      if (announcesBody(request)) reply.header('Connection', 'close');
      replyWithProblem(reply, error, request);
      return true;
    }
  }
}

/** Whether the header presents a token that the store is asked about: `Bearer <40 hex>`, as passport-http-bearer splits it. */
function presentsWellFormedToken(authorization: string | undefined): boolean {
  const parts = authorization?.split(' ') ?? [];
  return parts.length === 2 && /^Bearer$/i.test(parts[0]) && isWellFormedToken(parts[1]);
}

/**
 * Routes Fastify serves that are not Nest's (Swagger UI under /docs) and are public by design.
 * Anything else without @Public() needs a token. (The CORS preflight is answered before any
 * route: security.ts, registerCors.)
 */
function markPublicRoutes(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (/^\/docs(?:[/-]|$)/.test(route.url)) {
      route.config = { ...route.config, isPublic: true };
    }
  });
}

/**
 * The global guard. BearerAuth has already decided in `onRequest`; this confirms that the
 * handler Nest is about to run agrees: public by its own metadata, or holding the principal.
 */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    if (context.switchToHttp().getRequest<FastifyRequest>().user) return true;
    throw new ProblemException(401, 'A valid bearer token is required', { headers: CHALLENGE });
  }
}

/** Routes Fastify serves outside Nest that need no token (Swagger UI). Before any route exists. */
export const publicRoutesStage: Stage = {
  name: 'public-routes',
  phase: 'adapter',
  apply: ({ fastify }) => markPublicRoutes(fastify),
};

/** The bearer token checked before any body byte is read: after the request id, negotiation and CORS. */
export const bearerAuthStage: Stage = {
  name: 'bearer-auth',
  phase: 'app',
  apply: ({ fastify, get }) => get(BearerAuth).register(fastify),
};
