import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The request's path and query as sent, which a collection's `self` link repeats. */
export const RequestUrl = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().url,
);
