import { applyDecorators, Header } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';

export const HAL_CONTENT_TYPE = 'application/hal+json';

/**
 * Every route of the controller gets `Content-Type: application/hal+json` as a static response
 * header (Nest's `@Header()`), set before the handler runs, as an interceptor would, but without
 * an interceptor: a route with none skips the rxjs pipeline, a measurable part of a GET by id
 * (bench/levers.md). The problem filter overrides it when the handler fails.
 */
function HalContentType(): ClassDecorator & MethodDecorator {
  const header = Header('Content-Type', HAL_CONTENT_TYPE);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a method decorator takes any method's descriptor
  return (target: object, key?: string | symbol, descriptor?: TypedPropertyDescriptor<any>): void => {
    // On one route.
    if (key !== undefined && descriptor) {
      header(target, key, descriptor);
      return;
    }
    // On a controller: each of its routes.
    const prototype = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = Object.getOwnPropertyDescriptor(prototype, name);
      if (name !== 'constructor' && typeof method?.value === 'function') header(prototype, name, method);
    }
  };
}

/** Resources and collections go out as `application/hal+json`. */
export const HalResponses = () => applyDecorators(HalContentType(), ApiProduces(HAL_CONTENT_TYPE));
