import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Who is calling: the credential behind the bearer token, and the workspace it is scoped to. */
export interface Principal {
  credentialId: number;
  workspaceId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by BearerAuth (`bearer-auth.ts`) before the body is read; absent on public routes. */
    user?: Principal;
  }
}

/** The caller of an authenticated route: the global guard lets such a request through only with one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.user) throw new Error('an authenticated route ran without a principal');
  return request.user;
}

/** The authenticated caller, as the bearer guard put it on the request. */
export const CurrentPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal =>
  principalOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
