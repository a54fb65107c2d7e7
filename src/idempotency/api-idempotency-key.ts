import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';

import { IDEMPOTENCY_HEADER } from './idempotency.service.js';

/** Documents the optional Idempotency-Key header of a create and the answers it adds. */
export const ApiIdempotencyKey = () =>
  applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      schema: {
        type: 'string',
        minLength: 1,
        maxLength: 255,
        pattern: '^[\\x21-\\x7e]([\\x20-\\x7e]*[\\x21-\\x7e])?$',
      },
      description:
        'Makes a retry safe: the first 201 for a key is kept 24 h (per credential) and the same request with the same key ' +
        'gets it again, with `Idempotent-Replayed: true`, creating nothing. The same key with a different request is a 422 ' +
        'naming the fields that differ. A failed request keeps nothing, so its key can be retried. 1 to 255 printable ASCII characters, else 400.',
    }),
    ApiResponse({
      status: 409,
      description: 'A request with the same Idempotency-Key is still in progress',
      content: {
        'application/problem+json': {
          schema: { $ref: '#/components/schemas/ProblemDto' },
          examples: {
            409: {
              summary: '409 Conflict',
              value: {
                type: 'about:blank',
                title: 'Conflict',
                status: 409,
                detail: `A request with this ${IDEMPOTENCY_HEADER} is still in progress; retry shortly`,
              },
            },
          },
        },
      },
    }),
  );
