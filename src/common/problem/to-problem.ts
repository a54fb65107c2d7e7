import { HttpException } from '@nestjs/common';

import { isForeignKeyViolation, RowLockTimeout } from '../../database/errors.js';
import { ProblemBody, problemBody, ProblemException } from './problem.js';

export interface ProblemResponse {
  body: ProblemBody;
  headers: Record<string, string>;
  /** True when the cause is ours (a bug), not the client's: log it with the request id. */
  unexpected: boolean;
}

/** Codes that mean the database cannot be reached right now, not that the query was wrong. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
  // The MySQL pool guard: no connection in time, or the breaker is open (database/pool-guard.ts).
  'DATABASE_UNAVAILABLE',
]);

/** What the drivers say when there is no connection at all (closed pool, destroyed source). */
const DATABASE_DOWN_MESSAGES =
  /Pool is closed|Connection lost|connect ETIMEDOUT|Connection is not established|database connection is not open|in closed state/i;

const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is larger than the limit of 1 MiB'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type; send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Malformed JSON: the body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON in request body'],
  // @fastify/multipart
  FST_PARTS_LIMIT: [413, 'Too many parts in the multipart body'],
  FST_FILES_LIMIT: [413, 'Too many files in the multipart body'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the multipart body'],
  FST_REQ_FILE_TOO_LARGE: [413, 'A file in the multipart body is larger than the limit'],
  FST_PROTO_VIOLATION: [400, 'A multipart field name is not allowed'],
  FST_MP_PREMATURE_CLOSE: [400, 'The request ended before the multipart body was complete'],
};

/**
 * Maps anything thrown while handling a request to a problem response. Client errors keep
 * their message; anything unexpected becomes a bare 500 so no stack, SQL or path leaks.
 */
export function toProblem(error: unknown, context: { bodyLimit?: number } = {}): ProblemResponse {
  if (error instanceof ProblemException) {
    return { body: error.body, headers: error.headers, unexpected: false };
  }
  const framework = frameworkError(error);
  if (framework) {
    // A route with its own limit (the analytics beacon's 8 KiB) says that limit, not the default.
    const detail =
      framework[1] === FASTIFY_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE[1] && context.bodyLimit !== undefined
        ? `Request body is larger than the limit of ${formatBytes(context.bodyLimit)}`
        : framework[1];
    return { body: problemBody(framework[0], detail), headers: {}, unexpected: false };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    return { body: problemBody(status, httpExceptionDetail(error)), headers: {}, unexpected: status >= 500 };
  }
  if (error instanceof RowLockTimeout) {
    return {
      body: problemBody(409, `${error.message}; retry after Retry-After seconds`),
      headers: { 'Retry-After': '2' },
      unexpected: false,
    };
  }
  if (isForeignKeyViolation(error)) {
    // What the write referred to was deleted while it ran (a concurrent workspace delete): gone.
    return { body: ProblemException.notFound().body, headers: {}, unexpected: false };
  }
  if (isDatabaseDown(error)) {
    return {
      body: problemBody(503, 'The database is unavailable, try again shortly'),
      headers: { 'Retry-After': '5' },
      unexpected: false,
    };
  }
  const err = error as { statusCode?: unknown };
  if (typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    // A framework client error we have no specific wording for: keep its status, not its text.
    return { body: problemBody(err.statusCode, 'The request could not be processed'), headers: {}, unexpected: false };
  }
  return { body: problemBody(500, 'An unexpected error occurred'), headers: {}, unexpected: true };
}

/** Fastify's own 4xx errors (body parsing, limits), raw or as Nest wraps them, in our words. */
/** 8192 as "8 KiB", 1048576 as "1 MiB", else bytes. */
function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

function frameworkError(error: unknown): [number, string] | undefined {
  const raw = error instanceof HttpException ? error.cause : error;
  const code = (raw as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? FASTIFY_ERRORS[code] : undefined;
}

function httpExceptionDetail(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : error.message;
}

function isDatabaseDown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const e = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && DATABASE_DOWN_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && DATABASE_DOWN_MESSAGES.test(e.message)) return true;
    current = e.driverError ?? e.cause;
  }
  return false;
}
