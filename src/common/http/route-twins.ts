import type { FastifyInstance, RouteOptions } from 'fastify';

import type { RouteTable } from './route-table.js';
import type { Stage } from './stage.js';

/**
 * docs/http.md, Paths with and without `/v2`: every `/v2` route also answers without the prefix, and the Media Library's
 * unprefixed routes (`/topiary`, `/image`) also answer under `/v2`. Controllers declare one
 * path; Fastify's `onRoute` hook registers the twin with the same handler, hooks and config, so
 * both paths run exactly the same code, the 404/405 logic and the route table see both, and the
 * OpenAPI document (built from the controllers) lists each operation once.
 */

/** Operational routes (the public ones, `@Public()`, and Swagger UI) are not versioned: no twin. */
const UNVERSIONED = /^\/(?:oauth|docs|docs-json|docs-yaml|health|ready|media|read)(?:[/.-]|$)/;

/** Marks a twin in its route config, naming the route as declared. */
const TWIN_OF = 'twinOf';

/**
 * The other path of a route: `/v2/x` answers at `/x` too and an unversioned API path `/x` at
 * `/v2/x`. Other versions (`/v3/...`, the doc copy) and operational routes have none.
 */
export function twinPath(url: string): string | undefined {
  if (url.startsWith('/v2/')) return url.slice(3);
  if (!url.startsWith('/') || url === '/' || /^\/v\d+(?:\/|$)/.test(url) || UNVERSIONED.test(url)) return undefined;
  return `/v2${url}`;
}

/**
 * Records every route in the table and registers each route's twin. Must be added before any
 * route is registered.
 */
export function registerRouteTwins(fastify: FastifyInstance, routes: RouteTable): void {
  fastify.addHook('onRoute', function addTwin(this: FastifyInstance, route: RouteOptions & { prefix?: string }) {
    const config = (route.config ?? {}) as Record<string, unknown>;
    const twinOf = typeof config[TWIN_OF] === 'string' ? (config[TWIN_OF] as string) : undefined;
    routes.add(route.method, route.url, twinOf);
    if (twinOf !== undefined) return;
    const twin = twinPath(route.url);
    // A route of a prefixed plugin is not the app's API (Nest registers on the root instance).
    if (twin === undefined || route.prefix) return;
    // Fastify adds a HEAD route for every GET, the twin GET's included, so a HEAD twin may be
    // there already. (A twin a controller also declares by hand fails the boot as a duplicate
    // route: remove it, the twin is made here.)
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => this.hasRoute({ method, url: twin }))) return;
    this.route({ ...route, url: twin, path: twin, config: { ...config, [TWIN_OF]: route.url } } as RouteOptions);
  });
}

/** Every route recorded in the route table, and answering under its twin path. Before any route exists. */
export const routeTwinsStage: Stage = {
  name: 'route-twins',
  phase: 'adapter',
  apply: ({ fastify, routes }) => registerRouteTwins(fastify, routes),
};
