import { mergeRouteConfig } from './route-config.js';

/** The route config of a route that answers no representation (see `NoRepresentation`). */
export interface NoRepresentationRouteConfig {
  noRepresentation?: boolean;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends NoRepresentationRouteConfig {}
}

/**
 * Marks a route that never answers a representation: an empty success or a problem, no HAL
 * body, no `Location`. The hooks that only work on representations (the link prefix, the entity
 * tag) return at their first line for it instead of looking at its headers and body. The
 * analytics beacon is one: every reader's event pays for each hook it goes through.
 */
export const NoRepresentation = (): MethodDecorator => (_target, _key, descriptor: PropertyDescriptor) =>
  mergeRouteConfig(descriptor, { noRepresentation: true } satisfies NoRepresentationRouteConfig);
