import type { FastifyReply } from 'fastify';
import type { ProblemBody } from './problem.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Writes a problem body; the one place the problem content type is set on a reply. */
export function sendProblem(reply: FastifyReply, body: ProblemBody, headers: Record<string, string> = {}): void {
  reply.status(body.status).headers(headers).header('Content-Type', PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}
