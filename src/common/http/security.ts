import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

import { ANALYTICS_EVENT_PATH, DOCS_PATH, MEDIA_CONTENT_PATH } from './paths.js';
import type { Stage } from './stage.js';

/** JSON answers load nothing and are framed by nobody. */
const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Swagger UI at /docs: its page, scripts and styles come from this server (the page has an
 * inline `<style>`, no inline script), its icons are data: URIs, and "Try it out" calls the API
 * here or on the documented cluster servers. An image answer (a media variant) is shown from a
 * `blob:` URL Swagger UI makes of the bytes it fetched, hence `blob:` images, on this page only.
 */
function docsCsp(connectTo: string[]): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    `connect-src 'self' ${connectTo.join(' ')}`.trim(),
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

/** The token endpoint: its answers (a token, or why not) must never be cached (RFC 6749 5.1). */
const TOKEN_ENDPOINT = /^(?:\/v2)?\/oauth(?:[/?]|$)/;

/** Headers a browser client may read on a cross-origin response. */
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'Location',
  'Content-Location',
  'ETag',
  'Allow',
  'WWW-Authenticate',
  'Idempotent-Replayed',
  'Content-Range',
  'Accept-Ranges',
  'Content-Disposition',
];

/** helmet's settings for the API: its defaults, with a strict CSP for JSON. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // No HTML is served but the docs; a referrer never needs to carry our URLs elsewhere.
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The headers helmet writes with these options, computed once. They depend on nothing in the
 * request, yet @fastify/helmet ran helmet's middleware (and rebuilt the CSP string) on every
 * request, a measurable part of a GET by id (bench/levers.md).
 */
function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * helmet's headers on every response the app writes (errors and 404s included), registered
 * before any other hook so that no early answer (a 406) goes out without them.
 */
function registerSecurityHeaders(fastify: FastifyInstance, servers: string[]): void {
  const headers = securityHeaders();
  const docs = docsCsp(servers);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    reply.headers(headers);
    const url = request.url;
    if (DOCS_PATH.test(url)) reply.header('Content-Security-Policy', docs);
    if (TOKEN_ENDPOINT.test(url)) reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    // Media bytes are embedded by pages on other origins (`<img src>`), which a same-origin CORP
    // would block; the content sender sets the CSP an SVG needs.
    if (MEDIA_CONTENT_PATH.test(url)) {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      // Media bytes carry the policy their type needs: an SVG its sandbox, an image none.
      reply.removeHeader('Content-Security-Policy');
    }
    done();
  });
}

/** What a preflight is told: every method the API routes, for ten minutes. */
const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
  'access-control-max-age': '600',
};

/**
 * CORS (docs/http.md, Security headers and CORS): on for every origin by default (`Access-Control-Allow-Origin: *`), narrowed
 * by CORS_ORIGINS to a list, or off with `CORS_ORIGINS=off`. Never credentialed: the bearer token
 * is not an ambient credential, so `*` is safe.
 *
 * The first request hook of ours, before the security headers, any authentication and the rate
 * limit: a preflight (an OPTIONS with `Origin` and `Access-Control-Request-Method`) is answered
 * 204 on every path, `/oauth` included, without a token and without being counted. It allows
 * whatever request headers the preflight asks for (Authorization, Content-Type, If-Match,
 * Idempotency-Key, ...). Any other OPTIONS goes on to the router, which answers it as any
 * unrouted method (405 with `Allow`).
 *
 * Written here rather than with @fastify/cors (11.4), for a measured cost and for the wire:
 * - cost: the plugin spreads its options into a new object and resolves the origin through a
 *   callback on every request; through `app.enableCors()` that was about 5% of a GET by id's CPU
 *   (bench/levers.md, lever 11). These headers are computed once.
 * - wire: the plugin always adds an `OPTIONS *` route, so an OPTIONS that is not a preflight
 *   would be its 400 ("Invalid Preflight Request") or, without strictPreflight, a 404 behind the
 *   token check, where the API answers 405 with `Allow`; and the analytics beacon's `*` whatever
 *   CORS_ORIGINS says would need a per-route override on top.
 */
function registerCors(fastify: FastifyInstance, origins: false | '*' | string[]): void {
  const anyOrigin = origins === '*' || (origins !== false && origins.includes('*'));
  const listed = new Set(anyOrigin || origins === false ? [] : origins);
  const exposed = { 'access-control-expose-headers': EXPOSED_HEADERS.join(', ') };
  const open = { 'access-control-allow-origin': '*', ...exposed };
  const always = anyOrigin ? open : { vary: 'Origin', ...exposed };
  const preflight = {
    ...PREFLIGHT_HEADERS,
    vary: anyOrigin ? 'Access-Control-Request-Headers' : 'Origin, Access-Control-Request-Headers',
  };
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    // The analytics beacon is sent by published docs on any origin (docs/analytics.md): CORS `*`
    // there, whatever CORS_ORIGINS says for the API.
    const openPath = ANALYTICS_EVENT_PATH.test(request.url);
    if (origins === false && !openPath) {
      done();
      return;
    }
    reply.headers(openPath ? open : always);
    const origin = request.headers.origin;
    // A listed origin is echoed back; any other gets nothing to read.
    if (!anyOrigin && !openPath && origin !== undefined && listed.has(origin))
      reply.header('access-control-allow-origin', origin);
    if (
      request.method !== 'OPTIONS' ||
      origin === undefined ||
      request.headers['access-control-request-method'] === undefined
    ) {
      done();
      return;
    }
    const requested = request.headers['access-control-request-headers'];
    reply.headers(preflight);
    if (requested !== undefined) reply.header('access-control-allow-headers', requested);
    // Some browsers wait for a body on a 204 without a length.
    reply.code(204).header('content-length', '0').send();
  });
}

/** CORS, and the preflight answered, before anything else of ours looks at the request. */
export const corsStage: Stage = {
  name: 'cors',
  phase: 'adapter',
  apply: ({ fastify, config }) => registerCors(fastify, config.corsOrigins),
};

/** helmet's headers on every answer; the docs page may call the API at `servers` (and the app's own URL). */
export function securityHeadersStage(servers: string[]): Stage {
  return {
    name: 'security-headers',
    phase: 'adapter',
    apply: ({ fastify, config }) => registerSecurityHeaders(fastify, [config.baseUrl, ...servers]),
  };
}
