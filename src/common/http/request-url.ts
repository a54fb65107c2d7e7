import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The request's URL as the client sent it (path and query): what a list's `self`, `next` and
 * `prev` links are written from. A handler that needs nothing else of the request takes this.
 */
export const RequestUrl = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().url,
);
