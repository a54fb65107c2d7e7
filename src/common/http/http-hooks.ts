import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemBody } from '../problem/problem.js';
import { PROBLEM_CONTENT_TYPE } from '../problem/problem.filter.js';

const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** An incoming `X-Request-Id` is kept when it is sane; otherwise the service makes one. */
export function requestIdFrom(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Paths that serve HTML or their own formats, left out of JSON content negotiation. */
const NEGOTIATION_EXEMPT = /^\/docs(?:[/?-]|$)/;

/**
 * What clients may ask for: JSON, HAL, problem, any `application/vnd.*+json` (real clients send
 * `application/vnd.becky.v2+json`), wildcards, or no Accept header at all.
 */
export function isAcceptable(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const type = range.split(';', 1)[0].trim().toLowerCase();
    return (
      type === '*/*' ||
      type === 'application/*' ||
      type === 'application/json' ||
      type === 'application/hal+json' ||
      type === 'application/problem+json' ||
      /^application\/vnd\.[\w.-]+\+json$/.test(type)
    );
  });
}

export function sendProblem(reply: FastifyReply, status: number, detail: string): void {
  reply.status(status).header('Content-Type', PROBLEM_CONTENT_TYPE).send(JSON.stringify(problemBody(status, detail)));
}

/** Request id, negotiation and the one-line-per-request log, for every route and every 404. */
export function registerHttpHooks(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    reply.header('X-Request-Id', request.id);
    if (!NEGOTIATION_EXEMPT.test(request.url) && !isAcceptable(request.headers.accept)) {
      sendProblem(reply, 406, 'Not acceptable: this API answers application/json or application/hal+json');
      return;
    }
    done();
  });

  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });
}
