import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { type LinkPrefix, linkPrefixOf } from '../hal/link-prefix.js';

/**
 * The request's URL as the client sent it (path and query): what a list's `self`, `next` and
 * `prev` links are written from. A handler that needs nothing else of the request takes this.
 */
export const RequestUrl = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().url,
);

/** The request's link prefix (`/v2` or ''): the bytes a GET by id answers with are held per prefix. */
export const RequestLinkPrefix = createParamDecorator((_: unknown, context: ExecutionContext): LinkPrefix =>
  linkPrefixOf(context.switchToHttp().getRequest<FastifyRequest>().url),
);
