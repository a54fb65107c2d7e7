import { applyDecorators } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import { mergeRouteConfig } from './route-config.js';

/** The route config of a route whose answer is not JSON (see `Produces`). */
export interface ProducesRouteConfig {
  produces?: readonly string[];
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends ProducesRouteConfig {}
}

/**
 * The media types a byte route answers with (a download, media content, an image variant, a
 * reader's asset), declared once: content negotiation (http-hooks.ts) accepts an `Accept` that
 * names one of them, a `type/*` range that covers one, or `*\/*`, and refuses the JSON types
 * these routes never send; the OpenAPI document lists them. Errors are problem+json whatever the
 * Accept (RFC 9110 lets an error ignore it). Routes without it answer JSON and negotiate as such.
 */
export const Produces = (...types: string[]): MethodDecorator =>
  applyDecorators(ApiProduces(...types), (_target: object, _key: string | symbol, descriptor: PropertyDescriptor) => {
    mergeRouteConfig(descriptor, { produces: types } satisfies ProducesRouteConfig);
  });

/** An OpenAPI `content` map: the same binary body under each of `types`. */
export function binaryContent(types: readonly string[]): Record<string, { schema: { type: 'string'; format: 'binary' } }> {
  return Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
}
