import type { Type } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';

/**
 * Documents a JSON request body with an example that succeeds as it is, sent from Swagger UI or
 * pasted into curl after a first start (workspace 1). Without one, Swagger UI builds a body from
 * every optional property's placeholder value, which the validation refuses.
 */
export const ApiJsonBody = (
  type: Type<unknown>,
  example: Record<string, unknown>,
  summary = 'A request that succeeds as it is',
  required = true,
) => ApiBody({ type, required, examples: { example: { summary, value: example } } });
