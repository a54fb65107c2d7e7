import type { FastifyReply } from 'fastify';

import type { ProblemBody } from './problem.js';

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
