import { STATUS_CODES } from 'node:http';

import { applyDecorators } from '@nestjs/common';
import { ApiResponse, type HeadersObject, type ResponseObject } from '@nestjs/swagger';

import { ProblemDto } from './problem.dto.js';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: malformed JSON or a bad list query',
  401: 'Missing, unknown or expired bearer token',
  403: 'The user is shared with other workspaces: only roles can change here',
  404: "Entity not found (or outside the caller's scope)",
  406: 'Not acceptable: the Accept header names no JSON type',
  408: 'Request Timeout: the body did not arrive in time (an upload: it went idle or fell under the minimum rate); nothing was kept',
  409: 'Conflict, or a page beyond the last',
  412: 'Precondition Failed: the resource has changed since the ETag in If-Match',
  413: 'Body too large',
  415: 'Unsupported content type',
  416: 'Page size out of range',
  422: 'Failed Validation',
  429: "Too many requests: over the rate limit, or (a request with a body) over this client's share of the body memory; retry after Retry-After seconds",
  500: 'Internal Server Error: something unexpected; the body names nothing internal, the log has the request id',
  503: 'Service unavailable: the database does not answer; retry after Retry-After seconds',
};

/** A real answer of this API for each status, as Swagger UI shows it beside the schema. */
const EXAMPLE_DETAILS: Record<number, string> = {
  400: 'filter[0][field]: unknown field "colour"',
  401: 'A valid bearer token is required',
  403: 'The user is shared with other workspaces: only roles can change here',
  404: 'Entity not found.',
  406: 'Not acceptable: this route answers application/json or application/hal+json',
  408: 'The request body did not arrive within 30000 ms',
  409: 'Invalid page provided',
  412: 'The resource has changed since you read it: read it again and retry with its current ETag',
  413: 'Request body is larger than the limit of 1 MiB',
  415: 'Unsupported content type; send application/json',
  416: 'Page size is out of range, maximum page size is 100',
  429: 'Rate limit exceeded: 600 requests per minute. Retry after 12 s.',
  500: 'An unexpected error occurred',
  503: 'The database does not answer',
};

const exampleName = (status: number) => `problem${status}`;

/** The examples the problem responses refer to, for the document's `components.examples`. */
export function problemExamples(): Record<string, { summary: string; value: Record<string, unknown> }> {
  const statuses = [...Object.keys(EXAMPLE_DETAILS).map(Number), 422].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => [
      exampleName(status),
      { summary: `${status} ${STATUS_CODES[status]}`, value: problemExample(status) },
    ]),
  );
}

function problemExample(status: number): Record<string, unknown> {
  const example: Record<string, unknown> = { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status };
  if (status === 422) {
    return {
      ...example,
      detail: 'Failed Validation',
      validation_messages: { name: { isNotEmpty: 'name should not be empty' } },
    };
  }
  return { ...example, detail: EXAMPLE_DETAILS[status] ?? STATUS_CODES[status] ?? 'Error' };
}

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' as const, minimum: 0 } });

/** What every counted response carries; a 429 adds Retry-After. */
const RATE_LIMIT_HEADERS: HeadersObject = {
  'X-RateLimit-Limit': integerHeader('Requests allowed in the current one-minute window'),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current window'),
  'X-RateLimit-Reset': integerHeader('Seconds until the current window closes'),
};

const RETRY_AFTER: HeadersObject = { 'Retry-After': integerHeader('Seconds to wait before retrying') };

const HEADERS: Record<number, HeadersObject> = {
  401: {
    'WWW-Authenticate': { description: 'Bearer realm="api", error="invalid_token"', schema: { type: 'string' } },
  },
  429: { ...RETRY_AFTER, ...RATE_LIMIT_HEADERS },
  503: RETRY_AFTER,
};

/** A problem+json answer, as every error of this API is (docs/http.md, Errors). */
export function problemResponse(status: number, description = DESCRIPTIONS[status] ?? 'Error'): ResponseObject {
  return {
    description,
    ...(HEADERS[status] ? { headers: HEADERS[status] } : {}),
    content: {
      'application/problem+json': {
        schema: { $ref: '#/components/schemas/ProblemDto' },
        ...(EXAMPLE_DETAILS[status] || status === 422
          ? { examples: { [status]: { $ref: `#/components/examples/${exampleName(status)}` } } }
          : {}),
      },
    },
  };
}

/** Documents problem+json answers for the given statuses. */
export function ApiProblems(...statuses: number[]) {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, ...problemResponse(status) })));
}

export const PROBLEM_MODELS = [ProblemDto];
