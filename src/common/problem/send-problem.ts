import type { FastifyReply, FastifyRequest } from 'fastify';

import { loggableError } from './loggable-error.js';
import type { ProblemBody } from './problem.js';
import { toProblem } from './to-problem.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * Writes a problem body; the one place the problem content type is set on a reply. The body goes
 * as bytes: Fastify appends `; charset=utf-8` to a JSON type sent as a string, and some problems
 * (a URL the router cannot decode) are sent where no onSend hook runs to take it off (README: HAL and problem types carry no charset).
 */
export function sendProblem(reply: FastifyReply, body: ProblemBody, headers: Record<string, string> = {}): void {
  reply
    .status(body.status)
    .headers(headers)
    .header('Content-Type', PROBLEM_CONTENT_TYPE)
    .send(Buffer.from(JSON.stringify(body)));
}

/**
 * The error tail of a route outside Nest's handler chain (a Fastify hook or a route registered on
 * Fastify directly), the same as the global filter's: `error` mapped by toProblem, logged with the
 * request id when it is ours (a bug), and written as a problem unless an answer already went out.
 */
export function replyWithProblem(
  reply: FastifyReply,
  error: unknown,
  request: FastifyRequest,
  context: { bodyLimit?: number } = {},
): void {
  const { body, headers, unexpected } = toProblem(error, context);
  if (unexpected) request.log.error({ reqId: request.id, error: loggableError(error) }, 'unexpected error');
  if (!reply.sent) sendProblem(reply, body, headers);
}
