import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ProblemDto } from './problem.dto.js';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: malformed JSON or a bad list query',
  401: 'Missing, unknown or expired bearer token',
  403: 'The user is shared with other workspaces: only roles can change here',
  404: 'Entity not found (or outside the caller\'s scope)',
  406: 'Not acceptable',
  409: 'Conflict, or a page beyond the last',
  412: 'Precondition Failed: the resource has changed since the ETag in If-Match',
  413: 'Body too large',
  415: 'Unsupported content type',
  416: 'Page size out of range',
  422: 'Failed Validation',
  503: 'Database unavailable',
};

/** Documents problem+json answers for the given statuses. */
export function ApiProblems(...statuses: number[]) {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDto' } } },
      }),
    ),
  );
}

export const PROBLEM_MODELS = [ProblemDto];
