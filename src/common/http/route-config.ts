import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';

/**
 * Adds entries to a handler's Fastify route config. Nest's `@RouteConfig()` replaces the whole
 * config, so a route that is both public and a byte route (a reader's asset) would keep only the
 * decorator applied last; every decorator of ours that writes route config merges through here.
 */
export function mergeRouteConfig(descriptor: PropertyDescriptor, entries: Record<string, unknown>): void {
  const handler = descriptor.value as object;
  const current =
    (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, unknown> | undefined) ?? {};
  Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...current, ...entries }, handler);
}
