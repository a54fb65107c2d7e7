import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { notModified } from '../common/http/etag.js';

/** A small file the reader serves from memory (its script, its stylesheet), with its tag. */
export class StaticFile {
  readonly body: Buffer;
  readonly etag: string;

  constructor(
    content: string,
    readonly contentType: string,
  ) {
    this.body = Buffer.from(content);
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }
}

/** Cacheable for an hour by anyone, revalidated by its tag after that. */
export function sendStatic(request: FastifyRequest, reply: FastifyReply, file: StaticFile): void {
  reply
    .header('Content-Type', file.contentType)
    .header('Cache-Control', 'public, max-age=3600')
    .header('ETag', file.etag)
    .header('X-Content-Type-Options', 'nosniff')
    // The pages of a custom domain load these from their own origin; nothing else needs to.
    .header('Cross-Origin-Resource-Policy', 'same-origin');
  if (notModified(request, reply, file.etag)) {
    reply.send();
    return;
  }
  reply.header('Content-Length', String(file.body.length)).send(file.body);
}

/**
 * The address a reader path without its trailing slash moves to (308), or null when it names
 * nothing: `{base}/{workspace}/{project}/{doc}`, `{base}/{workspace}/{project}/{doc}/{page}`,
 * `{base}/preview/{key}`, `{base}/preview/{key}/{page}` and the old `{base}/{project}/{doc}` (with
 * `base` `/read`), and on a custom domain (`base` empty) `/{doc}` and `/{doc}/{page}`. The query
 * string goes along.
 */
export function withTrailingSlash(url: string, base: '/read' | ''): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  if (!path.startsWith(`${base}/`) || path.endsWith('/')) return null;
  const segments = path.slice(base.length + 1).split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const depth = segments.length;
  const fits = base === '' ? depth === 1 || depth === 2 : depth >= 2 && depth <= 4;
  if (!fits || segments[0] === '_') return null;
  return `${path}/${query}`;
}

/**
 * A reader redirect (308): the query goes along, and it carries the pages' own referrer policy, so
 * a click from a newsletter or a partner site still reaches the page with its source.
 */
export function redirect(request: FastifyRequest, reply: FastifyReply, target: string): void {
  const queryAt = request.url.indexOf('?');
  const query = queryAt < 0 || target.includes('?') ? '' : request.url.slice(queryAt);
  reply
    .status(308)
    .header('Location', `${target}${query}`)
    .header('Cache-Control', 'public, max-age=60')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .send();
}
