import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import { ProblemException } from '../problem/problem.js';

/**
 * Iterates a multipart body's parts. The parser's own errors (truncated body, missing
 * boundary, bad part header) carry no status: they are the client's malformed body, a 400.
 * Limit errors keep their 413.
 */
export async function* multipartParts(
  request: FastifyRequest,
  limits: NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'],
): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts({ limits })) yield part;
  } catch (error) {
    throw multipartError(error);
  }
}

/**
 * The same mapping for an error raised while a file part's stream is read (busboy reports a body
 * that ends mid-part there, not through the iterator).
 */
export function multipartError(error: unknown): unknown {
  if (error instanceof ProblemException || typeof (error as { statusCode?: unknown }).statusCode === 'number')
    return error;
  return ProblemException.badRequest('Malformed multipart body');
}
