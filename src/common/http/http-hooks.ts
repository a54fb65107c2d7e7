import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { problemBody, statusTitle } from '../problem/problem.js';
import { PROBLEM_CONTENT_TYPE, sendProblem } from '../problem/send-problem.js';
import { ANALYTICS_REPORT_PATH, DOCS_PATH, READER_PATH, TOKEN_LIST_PATH } from './paths.js';
import { loggedUrl } from './request-log.js';
import { routeConfigOf } from './route-context.js';
import type { Stage } from './stage.js';

const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** W3C Trace Context: version 00, a trace id that is not all zeros, a parent id, flags. */
const TRACEPARENT = /^00-(?!0{32})([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/**
 * An incoming `X-Request-Id` is kept when it is sane; else the trace id of an incoming
 * `traceparent`, so a log line and its trace share one id; otherwise the service makes one.
 */
export function requestIdFrom(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && REQUEST_ID.test(incoming)) return incoming;
  const traceparent = request.headers.traceparent;
  const trace = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent.trim()) : null;
  return trace ? trace[1] : randomUUID();
}

/** The docs and the reader serve HTML and their own assets: left out of content negotiation. */
const negotiationExempt = (url: string) => DOCS_PATH.test(url) || READER_PATH.test(url);

/** A range of the Accept header with `q=0` is one the client refuses (RFC 9110 12.4.2). */
const REFUSED = /;\s*q\s*=\s*0(?:\.0{0,3})?\s*(?:;|$)/i;

/** Each media range of an Accept header that the client takes, lower-cased, parameters dropped. */
function acceptedRanges(accept: string): string[] {
  const ranges: string[] = [];
  for (const range of accept.split(',')) {
    if (range.includes(';') && REFUSED.test(range)) continue;
    ranges.push(range.split(';', 1)[0].trim().toLowerCase());
  }
  return ranges;
}

/**
 * What a JSON route may be asked for: JSON, HAL, problem, any `application/vnd.*+json` (real
 * clients send `application/vnd.becky.v2+json`), wildcards, or no Accept header at all.
 */
const acceptsJson = (type: string) =>
  type === '*/*' ||
  type === 'application/*' ||
  type === 'application/json' ||
  type === 'application/hal+json' ||
  type === 'application/problem+json' ||
  /^application\/vnd\.[\w.-]+\+json$/.test(type);

/** Whether `range` (`*\/*`, `image/*`, `image/png`) covers one of the types a byte route produces. */
const covers = (range: string, produces: readonly string[]) =>
  range === '*/*' ||
  produces.some((type) => type === range || (range.endsWith('/*') && type.startsWith(range.slice(0, -1))));

/** Routes that also answer CSV (`Accept: text/csv`). */
const acceptsCsv = (url: string, accept: string | undefined) =>
  (ANALYTICS_REPORT_PATH.test(url) || TOKEN_LIST_PATH.test(url)) && /(^|,)\s*text\/csv\s*(;|,|$)/i.test(accept ?? '');

/**
 * Whether a route can answer this Accept header: a JSON route (no `produces`) in a JSON type, a
 * byte route (`@Produces`, produces.ts) in one of the types it declares. No Accept, or an empty
 * one, takes anything.
 */
export function isAcceptable(accept: string | undefined, produces?: readonly string[]): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  const ranges = acceptedRanges(accept);
  return produces === undefined ? ranges.some(acceptsJson) : ranges.some((range) => covers(range, produces));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (an oversized header or URL,
 * garbage on the wire) still get a problem body.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line or headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request could not be parsed'];
  const body = JSON.stringify(problemBody(status, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusTitle(status)}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Errors Fastify's router raises before any route or hook runs: a URL it cannot decode
 * (`/v2/user/%zz`), or a path parameter over its length limit. Without this they go out as
 * Fastify's own JSON, not as a problem.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Request-Id', request.id);
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path segment of the request URL is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The request URL is malformed'
        : 'The request could not be routed';
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  sendProblem(reply, problemBody(status, detail));
}

/** HAL and problem types as Fastify sends them, charset appended. */
const WITHOUT_CHARSET = /^(application\/(?:hal|problem)\+json)\s*;\s*charset=utf-8$/i;
const JSON_MEDIA_TYPE = /^application\/(?:json|[\w.-]+\+json)$/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/**
 * The charset a JSON body declares when it is not UTF-8 (`charset=utf-16`, `latin1`), else
 * null. JSON is UTF-8 (RFC 8259); a body in another encoding would be read as garbage.
 */
function foreignJsonCharset(contentType: string | undefined): string | null {
  if (!contentType || !JSON_MEDIA_TYPE.test(contentType.split(';', 1)[0].trim())) return null;
  const charset = CHARSET.exec(contentType)?.[1];
  if (charset === undefined) return null;
  return /^utf-?8$/i.test(charset) ? null : charset;
}

/** Request id, negotiation and the one-line-per-request log, for every route and every 404. */
function registerHttpHooks(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    reply.header('X-Request-Id', request.id);
    const { produces, anyAccept } = routeConfigOf(request) as { produces?: readonly string[]; anyAccept?: boolean };
    if (
      !anyAccept &&
      !negotiationExempt(request.url) &&
      !isAcceptable(request.headers.accept, produces) &&
      !acceptsCsv(request.url, request.headers.accept)
    ) {
      const types = produces?.join(', ') ?? 'application/json or application/hal+json';
      sendProblem(reply, problemBody(406, `Not acceptable: this route answers ${types}`));
      return;
    }
    const charset = foreignJsonCharset(request.headers['content-type']);
    if (charset !== null) {
      sendProblem(reply, problemBody(415, `Unsupported charset "${charset}": JSON is read as UTF-8 only`));
      return;
    }
    done();
  });

  // JSON is UTF-8 by definition, and a real client's proxy takes a response only when
  // its Content-Type ends in `json`; Fastify appends `; charset=utf-8` to every JSON type it sends.
  fastify.addHook('onSend', (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string') {
      const bare = WITHOUT_CHARSET.exec(type);
      if (bare) reply.header('content-type', bare[1]);
    }
    done(null, payload);
  });

  // Through the root logger with `reqId` first: the bytes a request's child logger would write,
  // without building one per request (request-log.ts).
  const log = fastify.log;
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const principal = request.user;
    log.info(
      {
        reqId: request.id,
        method: request.method,
        url: loggedUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        // Whose request it was: absent on public routes and refused tokens.
        workspace: principal?.workspaceId,
        credential: principal?.credentialId,
      },
      'request',
    );
    done();
  });
}

/** The request id, content negotiation and the charset check on the way in; the log line on the way out. */
export const httpHooksStage: Stage = {
  name: 'request-id-negotiation-log',
  phase: 'adapter',
  apply: ({ fastify }) => registerHttpHooks(fastify),
};

/** JSON with any `+json` suffix (application/vnd.*+json, hal+json) parses as JSON. */
export const jsonSuffixStage: Stage = {
  name: 'json-suffix-parser',
  phase: 'adapter',
  apply: ({ fastify }) =>
    fastify.addContentTypeParser(
      /^application\/[\w.-]+\+json$/,
      { parseAs: 'string' },
      fastify.getDefaultJsonParser('error', 'error'),
    ),
};
