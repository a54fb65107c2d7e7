import { createRequire } from 'node:module';

import type { FastifyContextConfig, FastifyRequest } from 'fastify';

// Fastify's own symbol for a request's route context (lib/symbols.js, not in its typings).
const ROUTE_CONTEXT = (createRequire(import.meta.url)('fastify/lib/symbols.js') as { kRouteContext: symbol })
  .kRouteContext;

/** A route's config as Fastify keeps it, with the route's `url` (and `method`) on it. */
export type RouteConfig = FastifyContextConfig & { url?: string; method?: string } & Record<string, unknown>;

/**
 * The request's route config, the object Fastify keeps per route. `request.routeOptions` builds a
 * new object of twelve properties on every read (and asks the server for its version strategy),
 * and the hooks read it several times per request; this reads the one config object they want.
 */
export function routeConfigOf(request: FastifyRequest): RouteConfig {
  return (
    (request as unknown as Record<symbol, { config?: RouteConfig } | undefined>)[ROUTE_CONTEXT]?.config ?? NO_CONFIG
  );
}

/** What a request without a route context (none is, but Fastify's getter allows it) reads. */
const NO_CONFIG: RouteConfig = Object.freeze({}) as RouteConfig;
