import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { routeConfigOf } from '../http/route-context.js';
import type { RouteTable } from '../http/route-table.js';
import { Prewritten } from '../http/shared-representation.js';
import type { Stage } from '../http/stage.js';
import { HAL_CONTENT_TYPE } from './hal-response.js';

/**
 * docs/http.md, Paths with and without `/v2`: every link in a response keeps the prefix of the request. Presenters write
 * links one way (`${base}/v2/...` for versioned resources, `${base}/topiary/...` for the Media
 * Library, as the spec names them); on the way out, every `href` under PUBLIC_URL in the HAL
 * structure (`_links`, and `_embedded` resources and stubs, recursively) is moved under the
 * request's prefix. Nothing else is touched: a field that happens to hold a URL (a project's
 * `website`, a key in `options`) is data, not a link.
 *
 * Done once, at serialisation, so presenters, services and controllers stay unaware of it.
 */

declare module 'fastify' {
  interface FastifyInstance {
    halLinks?: HalLinkPrefixer;
  }
  interface FastifyRequest {
    /** Its HAL body's links were rewritten before serialisation. */
    halLinksRewritten: boolean;
  }
}

export type LinkPrefix = '' | '/v2';

/** `/v2` for a request under a version (`/v3` holds only the doc copy, whose links point at `/v2`), else ''. */
export function linkPrefixOf(url: string): LinkPrefix {
  // `/v`, ASCII digits, then the end or one of `/?#` (as /^\/v\d+(?:[/?#]|$)/, without a RegExp
  // call: three hooks and a GET by id ask it of every request).
  if (url.charCodeAt(0) !== 0x2f || url.charCodeAt(1) !== 0x76) return '';
  let end = 2;
  while (end < url.length && isDigit(url.charCodeAt(end))) end++;
  if (end === 2) return '';
  if (end === url.length) return '/v2';
  const next = url.charCodeAt(end);
  return next === 0x2f || next === 0x3f || next === 0x23 ? '/v2' : '';
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

type Node = Record<string, unknown>;

export class HalLinkPrefixer {
  constructor(
    /** PUBLIC_URL without a trailing slash. */
    private readonly base: string,
    private readonly routes: RouteTable,
  ) {}

  /** One link moved under the prefix; a link outside PUBLIC_URL, or to a path that has no twin, is kept. */
  href(href: string, prefix: LinkPrefix): string {
    const base = this.base;
    if (!href.startsWith(base) || href.charCodeAt(base.length) !== 0x2f) return href;
    const path = href.slice(base.length);
    if (path.startsWith('/v2/')) return prefix === '/v2' ? href : base + path.slice(3);
    if (prefix === '') return href;
    const end = path.slice(1).search(/[/?#]/);
    const root = end === -1 ? path.slice(1) : path.slice(1, end + 1);
    return this.routes.versionedRoots().has(root) ? base + prefix + path : href;
  }

  /** Rewrites the resource's links in place (and returns it): `_links`, and `_embedded` all the way down. */
  apply<T>(resource: T, prefix: LinkPrefix): T {
    this.visit(resource, prefix, 0);
    return resource;
  }

  // for...in rather than Object.values: this runs on every HAL response, and allocates nothing.
  private visit(node: unknown, prefix: LinkPrefix, depth: number): void {
    if (node === null || typeof node !== 'object' || depth > 16) return;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) this.visit(node[i], prefix, depth + 1);
      return;
    }
    const links = (node as Node)._links;
    if (links !== null && typeof links === 'object') {
      for (const rel in links as Node) {
        const value = (links as Node)[rel];
        if (Array.isArray(value)) for (let i = 0; i < value.length; i++) this.link(value[i], prefix);
        else this.link(value, prefix);
      }
    }
    const embedded = (node as Node)._embedded;
    if (embedded !== null && typeof embedded === 'object') {
      for (const key in embedded as Node) this.visit((embedded as Node)[key], prefix, depth + 1);
    }
  }

  private link(value: unknown, prefix: LinkPrefix): void {
    if (value !== null && typeof value === 'object') {
      const href = (value as Node).href;
      if (typeof href === 'string') (value as Node).href = this.href(href, prefix);
    }
  }
}

/**
 * The resource as this request's caller gets it, links under the request's prefix: what a
 * conditional write hashes to compare with the ETag the caller read.
 */
export function asSentTo<T>(request: { url?: string; server?: FastifyInstance }, resource: T): T {
  const prefixer = request.server?.halLinks;
  return prefixer && request.url !== undefined ? prefixer.apply(resource, linkPrefixOf(request.url)) : resource;
}

const LOCATION_HEADERS = ['location', 'content-location'] as const;

function isHal(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith(HAL_CONTENT_TYPE);
}

/**
 * Puts the prefixer on the instance and rewrites links on the way out. Objects are rewritten
 * before serialisation (a walk of `_links`/`_embedded`, no extra parse); a HAL body that arrives
 * already serialised (an idempotent replay, stored as first sent) is parsed, rewritten and
 * serialised again. `Location` and `Content-Location` follow the prefix too. Register before
 * the ETag hook, so the tag is of the bytes the caller gets.
 */
function registerHalLinkPrefix(fastify: FastifyInstance, prefixer: HalLinkPrefixer): void {
  fastify.decorate('halLinks', prefixer);
  // A request decoration, not a WeakSet: every request keeps one shape, and the collector has no
  // weak table to sweep.
  fastify.decorateRequest('halLinksRewritten', false);

  fastify.addHook('preSerialization', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (!routeConfigOf(request).noRepresentation && isHal(reply)) {
      // Held bytes are under their prefix already; a resource presented for them is rewritten as it
      // is written (common/http/shared-representation.ts).
      if (!(payload instanceof Prewritten)) prefixer.apply(payload, linkPrefixOf(request.url));
      request.halLinksRewritten = true;
    }
    done(null, payload);
  });

  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (routeConfigOf(request).noRepresentation) {
      done(null, payload);
      return;
    }
    const prefix = linkPrefixOf(request.url);
    for (const name of LOCATION_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') reply.header(name, prefixer.href(value, prefix));
    }
    let body = payload;
    if (typeof payload === 'string' && !request.halLinksRewritten && isHal(reply)) {
      try {
        body = JSON.stringify(prefixer.apply(JSON.parse(payload) as unknown, prefix));
      } catch {
        // Not JSON after all: sent as it is.
      }
    }
    done(null, body);
  });
}

/** Links, `Location` and `Content-Location` follow the prefix the request came under. */
export const halLinkPrefixStage: Stage = {
  name: 'hal-link-prefix',
  phase: 'adapter',
  apply: ({ fastify, config, routes }) => registerHalLinkPrefix(fastify, new HalLinkPrefixer(config.baseUrl, routes)),
};
