import { hash } from 'node:crypto';
import { Readable } from 'node:stream';

import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HAL_CONTENT_TYPE } from '../hal/hal-response.js';
import { asSentTo, HalLinkPrefixer, type LinkPrefix, linkPrefixOf } from '../hal/link-prefix.js';
import { ApiProblems } from '../problem/api-responses.js';
import { ProblemException } from '../problem/problem.js';
import { routeConfigOf } from './route-context.js';
import type { Stage } from './stage.js';

/**
 * Entity tags for every HAL resource and collection (RFC 9110 section 8.8.3).
 *
 * The tag is a digest of the representation's JSON bytes, not a version column: a user's
 * representation depends on the caller's workspace (its roles, `num_accounts`), a project's on
 * its edition counts, a folder's on its files, so only the representation itself changes exactly
 * when the representation does. It is strong: the bytes are the same whenever the tag is.
 *
 * Reads tag the body Fastify is about to send (serialised once, hashed once). Conditional writes
 * rebuild the current representation inside the write's transaction, after the row lock, and
 * compare there, so the compare and the write are one atomic step.
 *
 * **Tags by version.** A resource whose representation is a function of a few values the
 * database keeps can say so: its presenter attaches a *representation key* (withRepresentationKey)
 * naming all of them (the row's id, its `row_version`, which the database moves on every update of
 * the row, whatever path makes it, see database/migrations/shared/row-versions.ts, and what else
 * the representation reads: the caller's roles, the configured URLs) and the code that builds the
 * representation (representationShape). The tag is then the digest of that key and the request's
 * link prefix, not of the body: strong still (the same key gives the same bytes), the same on
 * every instance of one build and configuration, and a few dozen bytes to hash instead of the
 * body. Reads, writes' answers, idempotent replays and conditional writes all derive it the same
 * way, so a tag read from one is current for the others. A representation without a key (a
 * collection, a resource nobody has proved its key for) keeps the digest of its bytes.
 */

/**
 * The strong tag of a JSON text: 128 bits of its sha256, base64url. The one-shot `hash()` gives
 * the same digest as a Hash object at a fraction of the cost for a body this size (no object,
 * no stream machinery).
 */
export function entityTag(json: string): string {
  return `"${hash('sha256', json, 'base64url').slice(0, 22)}"`;
}

/** The tag the representation gets when it goes out: Fastify serialises plain objects with JSON.stringify. */
export function representationTag(resource: unknown): string {
  return entityTag(JSON.stringify(resource));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The representation key of the resource this request answers with, or null (tagged by digest). */
    representationKey: string | null;
  }
}

const REPRESENTATION_KEY = Symbol('representation key');

/**
 * Marks a resource as tagged by version (see above): `key` must name everything its bytes depend
 * on but the request's link prefix. Not enumerable: no serializer writes it, no spread copies it.
 */
export function withRepresentationKey<T extends object>(resource: T, key: string): T {
  Object.defineProperty(resource, REPRESENTATION_KEY, { value: key });
  return resource;
}

/** The resource's representation key, if its presenter gave it one. */
export function representationKeyOf(resource: unknown): string | undefined {
  return resource !== null && typeof resource === 'object'
    ? ((resource as Record<symbol, string | undefined>)[REPRESENTATION_KEY] ?? undefined)
    : undefined;
}

/**
 * A digest of the code a representation is built by (its presenter and the helpers it calls, the
 * link prefixer that rewrites it on the way out) and a revision: a build that changes how a
 * resource is written changes its tags, so no instance of it answers a 304 for bytes an older
 * build sent. Computed once per resource kind, at load.
 */
export function representationShape(kind: string, revision: number, code: readonly unknown[]): string {
  const sources = [HalLinkPrefixer, ...code].map((part) =>
    typeof part === 'function' ? part.toString() : JSON.stringify(part),
  );
  return `${kind}.${revision}.${hash('sha256', sources.join('\n'), 'base64url').slice(0, 16)}`;
}

/** The tag of a resource tagged by version, as a request under `prefix` gets it. */
export function keyedTag(key: string, prefix: LinkPrefix): string {
  return entityTag(prefix === '' ? key : `${key}|${prefix}`);
}

interface ListedTag {
  weak: boolean;
  opaque: string;
}

const ENTITY_TAG = /^\s*(W\/)?("[\x21\x23-\x7e\x80-\xff]*")\s*(?:,|$)/;

/**
 * `*`, or the entity tags of an If-Match / If-None-Match list. Tags may contain commas, so the
 * list is read tag by tag; a malformed list matches nothing.
 */
export function parseEntityTags(header: string): '*' | ListedTag[] {
  if (header.trim() === '*') return '*';
  const tags: ListedTag[] = [];
  let rest = header;
  while (rest.trim() !== '') {
    const match = ENTITY_TAG.exec(rest);
    if (!match) return [];
    tags.push({ weak: match[1] !== undefined, opaque: match[2] });
    rest = rest.slice(match[0].length);
  }
  return tags;
}

/** If-Match: strong comparison, so a weak tag never matches. */
export function strongMatch(header: string, etag: string): boolean {
  const tags = parseEntityTags(header);
  return tags === '*' || tags.some((tag) => !tag.weak && tag.opaque === stripWeak(etag));
}

/** If-None-Match: weak comparison, `W/` ignored on both sides. */
export function weakMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = parseEntityTags(header);
  return tags === '*' || tags.some((tag) => tag.opaque === stripWeak(etag));
}

function stripWeak(etag: string): string {
  return etag.startsWith('W/') ? etag.slice(2) : etag;
}

const CONDITIONAL_READ = new Set(['GET', 'HEAD']);
const TAGGED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT']);

/**
 * Tags every HAL body on its way out (a 200 or 201 of a read or a write), and answers a GET or
 * HEAD whose If-None-Match matches with a 304: no body, the ETag and X-Request-Id kept. A route
 * that tags its own bytes (media content) keeps its tag.
 */
function registerEntityTags(fastify: FastifyInstance): void {
  // The representation key of the resource about to be serialised (a string payload, a stored
  // replay, has none: its interceptor sets the tag itself).
  fastify.decorateRequest('representationKey', null);
  fastify.addHook('preSerialization', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done) => {
    request.representationKey = representationKeyOf(payload) ?? null;
    done(null, payload);
  });
  // A callback hook, not an async one: no promise per response.
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      done(null, tagged(request, reply, payload));
    },
  );
}

function tagged(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (routeConfigOf(request).noRepresentation) return payload;
  if (typeof payload !== 'string' || (reply.statusCode !== 200 && reply.statusCode !== 201)) return payload;
  if (!TAGGED_METHODS.has(request.method) || reply.hasHeader('ETag')) return payload;
  const contentType = reply.getHeader('Content-Type');
  if (typeof contentType !== 'string' || !contentType.startsWith(HAL_CONTENT_TYPE)) return payload;
  const key = request.representationKey;
  const etag = key === null ? entityTag(payload) : keyedTag(key, linkPrefixOf(request.url));
  reply.header('ETag', etag);
  if (reply.statusCode === 200 && notModified(request, reply, etag)) {
    reply.removeHeader('Content-Type').removeHeader('Content-Length');
    // No body and no Content-Length. Fastify's HEAD handler cannot take a null payload, but
    // drains an (empty) stream and then sends nothing.
    return request.method === 'HEAD' ? Readable.from([]) : null;
  }
  return payload;
}

/**
 * The entity-tags stage's answer before the work, for a GET whose answer is known by a version
 * rather than by its bytes (a report: a watermark and the newest event): the tag of `key` (weak:
 * the same version may be written differently, a default period that moved on), and, when the
 * client's If-None-Match holds it, a 304, so the answer is not computed. True when the 304 is set;
 * on a miss the tag stays and the stage leaves it on the answer.
 */
export function notModifiedSince(request: FastifyRequest, reply: FastifyReply, key: string): boolean {
  const etag = `W/${keyedTag(key, linkPrefixOf(request.url))}`;
  reply.header('ETag', etag);
  return notModified(request, reply, etag);
}

/**
 * Conditional GET, decided here for every route: the stage's own answers (`tagged`, above),
 * reports (`notModifiedSince`), and the routes that tag their own bytes (reader pages, covers,
 * static files, stored content) once they have set their `ETag`. A GET or HEAD whose
 * If-None-Match holds `etag` gets the 304 status; true then, and the caller sends no body.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  if (!CONDITIONAL_READ.has(request.method) || !weakMatch(headerOf(request, 'if-none-match'), etag)) return false;
  reply.code(304);
  return true;
}

function headerOf(
  request: { headers: Record<string, string | string[] | undefined> },
  name: string,
): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

const stale = () =>
  new ProblemException(
    412,
    'The resource has changed since you read it: read it again and retry with its current ETag',
  );

/** The preconditions of a PATCH or DELETE (RFC 9110 section 13.2.2), for the service to check in its transaction. */
export class Preconditions {
  static readonly NONE = new Preconditions(undefined, undefined);

  constructor(
    readonly ifMatch: string | undefined,
    readonly ifNoneMatch: string | undefined,
    /** The representation as this caller gets it (links under the request's prefix), before it is hashed. */
    private readonly asSent: (resource: unknown) => unknown = (resource) => resource,
    /** The request's link prefix, for a resource tagged by version. */
    private readonly prefix: LinkPrefix = '',
  ) {}

  static of(request: {
    headers: Record<string, string | string[] | undefined>;
    url?: string;
    server?: FastifyInstance;
  }): Preconditions {
    const ifMatch = headerOf(request, 'if-match');
    const ifNoneMatch = headerOf(request, 'if-none-match');
    if (ifMatch === undefined && ifNoneMatch === undefined) return Preconditions.NONE;
    return new Preconditions(
      ifMatch,
      ifNoneMatch,
      (resource) => asSentTo(request, resource),
      request.url === undefined ? '' : linkPrefixOf(request.url),
    );
  }

  /** Whether there is anything to check: without conditions, services skip building the current representation. */
  get present(): boolean {
    return this.ifMatch !== undefined || this.ifNoneMatch !== undefined;
  }

  /**
   * Throws 412 when a condition fails against the current representation. Call it inside the
   * write's transaction, after the row is locked (on SQLite, write transactions already run one
   * at a time), so nothing can change between the compare and the write. `current` is built only
   * when a tag has to be compared. `serialise` writes it as it goes out, when that is not plain
   * JSON.stringify (a page whose tree is already JSON text).
   */
  async check(current: () => unknown, serialise: (resource: unknown) => string = JSON.stringify): Promise<void> {
    if (!this.present) return;
    if (this.ifMatch?.trim() === '*' && this.ifNoneMatch === undefined) return;
    const resource = await current();
    const key = representationKeyOf(resource);
    const etag = key === undefined ? entityTag(serialise(this.asSent(resource))) : keyedTag(key, this.prefix);
    if (this.ifMatch !== undefined && !strongMatch(this.ifMatch, etag)) throw stale();
    // On a write, If-None-Match that matches (`*` included: the resource exists) is a failed condition too.
    if (this.ifNoneMatch !== undefined && weakMatch(this.ifNoneMatch, etag)) throw stale();
  }
}

/** The request's If-Match / If-None-Match, as a handler parameter. */
export const RequestPreconditions = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  Preconditions.of(context.switchToHttp().getRequest<FastifyRequest>()),
);

/** The response header every tagged resource documents. */
export const ETAG_HEADER = {
  ETag: {
    description: 'Strong entity tag of this representation; send it back in If-None-Match or If-Match',
    schema: { type: 'string' },
  },
};

/** Documents a GET that answers If-None-Match with 304. */
export const ApiConditionalRead = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'An ETag (or a list, or *): 304 when the representation still has it',
    }),
    ApiResponse({
      status: 304,
      description: 'Not Modified: If-None-Match matched the ETag; no body',
      headers: ETAG_HEADER,
    }),
  );

/** Documents a PATCH or DELETE that honours If-Match (and If-None-Match) with 412. */
export const ApiConditionalWrite = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: 'The ETag you read (or a list, or *): 412 when the resource has changed since',
    }),
    ApiProblems(412),
  );

/** ETags on HAL bodies and the 304 of a matching If-None-Match; after the link prefix, so the tag is of the bytes sent. */
export const entityTagsStage: Stage = {
  name: 'entity-tags',
  phase: 'adapter',
  apply: ({ fastify }) => registerEntityTags(fastify),
};
