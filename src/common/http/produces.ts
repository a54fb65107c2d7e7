import { applyDecorators } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';

import { mergeRouteConfig } from './route-config.js';

/** The route config of a route whose answer is not JSON (see `Produces`). */
interface ProducesRouteConfig {
  produces?: readonly string[];
  /** Served whatever the Accept: see `ProducesAnyAccept`. */
  anyAccept?: boolean;
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

/**
 * A byte route that answers whatever the Accept, in the types it lists (documented, as with
 * `Produces`). For media content: the platform's clients follow every link they get with their
 * own `Accept: application/vnd.*+json` and expect the bytes (test/http/transport.e2e-spec.ts), and an
 * `<img>` or `<a download>` on another origin sends what its browser sends. A new byte route
 * takes `Produces`: a download asked for as JSON is a 406.
 */
export const ProducesAnyAccept = (...types: string[]): MethodDecorator =>
  applyDecorators(ApiProduces(...types), (_target: object, _key: string | symbol, descriptor: PropertyDescriptor) => {
    mergeRouteConfig(descriptor, { produces: types, anyAccept: true } satisfies ProducesRouteConfig);
  });

/** An OpenAPI `content` map: the same binary body under each of `types`. */
export function binaryContent(
  types: readonly string[],
): Record<string, { schema: { type: 'string'; format: 'binary' } }> {
  return Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
}
