import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** Who is calling: the credential behind the bearer token, and the workspace it is scoped to. */
export interface Principal {
  credentialId: number;
  workspaceId: number;
}

/** The authenticated caller, as the bearer guard put it on the request. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest().user as Principal,
);
