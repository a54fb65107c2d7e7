import { SetMetadata } from '@nestjs/common';

import { mergeRouteConfig } from '../common/http/route-config.js';

export const IS_PUBLIC = 'isPublic';

/** The Fastify route config of a public route, read before the body arrives (see bearer-auth.ts). */
export interface PublicRouteConfig {
  isPublic?: boolean;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends PublicRouteConfig {}
}

/**
 * Opts a route or a whole controller out of BearerAuth. Everything else needs a bearer token
 * (deny by default). The mark goes on the Nest handler, for the global guard
 * (`reflector.getAllAndOverride`), and into the Fastify route config, so the same decision is
 * made in `onRequest`, before any body byte is read. On a controller, each of its handlers is
 * marked, since Fastify only sees handlers.
 */
export const Public = (): ClassDecorator & MethodDecorator =>
  ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      SetMetadata(IS_PUBLIC, true)(target, key!, descriptor);
      mergeRouteConfig(descriptor, { isPublic: true } satisfies PublicRouteConfig);
      return descriptor;
    }
    SetMetadata(IS_PUBLIC, true)(target as new (...args: unknown[]) => unknown);
    const prototype = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = Object.getOwnPropertyDescriptor(prototype, name);
      if (name !== 'constructor' && typeof method?.value === 'function') {
        mergeRouteConfig(method, { isPublic: true } satisfies PublicRouteConfig);
      }
    }
  }) as ClassDecorator & MethodDecorator;
