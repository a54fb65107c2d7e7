import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';

import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import type * as PrismHttp from '@stoplight/prism-http';
import type { IHttpRequest, IHttpResponse } from '@stoplight/prism-http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as Pino from 'pino';

/**
 * Every response of the e2e suite, checked against openapi.json by Stoplight Prism's validator
 * (the checks its validating proxy, `prism proxy`, makes: the operation exists, the status is
 * documented, the content type is one the status documents, the documented headers and the body
 * match their schemas). Prism runs in-process, not as a proxy: the app's own Fastify hands every
 * reply to it (an onSend hook), so requests made by supertest, fetch, raw sockets and browsers are
 * all seen, and none of the transport the tests exercise (keep-alive, stalled bodies, aborted
 * uploads) goes through a proxy that would change it. docs/openapi-validation.md says why and
 * what is exempt.
 */

/** One request and the response the app sent, as the app's last onSend hook sees them. */
export interface Exchange {
  method: string;
  /** The path as requested, without the query. */
  path: string;
  /** The route Fastify matched (`/v2/magazine/title/:project_id`), undefined when none did. */
  route: string | undefined;
  /** A test's own route says why the document does not describe it (see TEST_ONLY). */
  testOnly?: string;
  requestHeaders: IncomingHttpHeaders;
  status: number;
  responseHeaders: OutgoingHttpHeaders;
  /** The body as sent: text or bytes; 'stream' for a streamed body (a file, an archive), unread. */
  payload: string | Buffer | 'stream' | undefined;
}

export type Outcome = { validated: true; violations: string[] } | { validated: false; exempt: string };

/**
 * Prism and its logger, loaded by Node itself rather than through Jest's module registry: Jest 29
 * cannot require an ES module (Prism requires @faker-js/faker 10, one), Node 20.19+ can; and
 * Node's cache loads them once per Jest process, not once per test file.
 */
const nodeRequire = process.getBuiltinModule('node:module').createRequire(import.meta.url);
const { createInstance } = nodeRequire('@stoplight/prism-http') as typeof PrismHttp;
const { operationsOf } = nodeRequire('./prism-operations.mjs') as {
  operationsOf: (text: string) => ReturnType<typeof PrismHttp.getHttpOperationsFromSpec>;
};
const { pino } = nodeRequire('pino') as typeof Pino;

type Document = { info: Record<string, unknown>; paths: Record<string, Record<string, { operationId?: string }>> };
type Operations = Awaited<ReturnType<typeof PrismHttp.getHttpOperationsFromSpec>>;

export const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/**
 * What the document leaves undescribed on purpose, each with its reason. Everything else the app
 * answers is checked, and a route the app serves but the document lacks is a violation.
 */
const EXEMPT: { test: (exchange: Exchange) => boolean; reason: string }[] = [
  {
    // Swagger UI's page and assets, and the document itself (the JSON and YAML renderings of the
    // document under test): the API's documentation, not its operations.
    test: ({ path }) => /^\/docs(?:[/.-]|$)/.test(path),
    reason: 'Swagger UI and the document itself (/docs, /docs-json, /docs-yaml)',
  },
  {
    // The reader (CONTRACT 14): published docs as HTML pages, their assets, reader.js and the
    // stylesheet, public and never under /v2. It is the publication readers read, not an
    // operation of the JSON API the document describes; test/reader*.e2e-spec.ts check its
    // answers (status, headers, bytes) themselves.
    test: ({ path }) => /^\/read(?:[/?]|$)/.test(path),
    reason: "the reader's HTML pages and files (/read/...)",
  },
  {
    // The shared analytics dashboard (docs/analytics.md): an HTML page behind a signed link, its
    // CSV per table, its "reading now" count and its stylesheet and script. A page people look
    // at, not an operation of the JSON API; test/analytics-api*.e2e-spec.ts check its answers.
    test: ({ path }) => /^(?:\/v2)?\/analytics\/shared\//.test(path),
    reason: 'the shared analytics dashboard (/analytics/shared/...)',
  },
  {
    // The same reader on a project's own domain (CONTRACT 14: a request whose Host is a project's
    // hostname): its GETs are the publication's pages, whatever the path, answered in HTML. The
    // API's answers on such a host (any other method) are JSON and stay checked.
    test: ({ requestHeaders, responseHeaders }) =>
      !/^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/.test(requestHeaders.host ?? '') &&
      String(responseHeaders['content-type'] ?? '').startsWith('text/html'),
    reason: "the reader on a project's own domain (Host), its HTML pages",
  },
  {
    // A CORS preflight is the browser's protocol, answered before routing for every path
    // (CONTRACT 8); the document describes the requests it precedes, not the preflight.
    test: ({ method, requestHeaders }) =>
      method === 'OPTIONS' && requestHeaders['access-control-request-method'] !== undefined,
    reason: 'CORS preflight (OPTIONS with Access-Control-Request-Method)',
  },
  {
    // A route a test adds to the app to probe a mechanism (bearer-auth's deny-by-default probe):
    // not the API. It opts out by name, `@TestOnlyRoutes('why')`, so a route
    // added without it is reported like any other undocumented route.
    test: ({ testOnly }) => testOnly !== undefined,
    reason: "a test-only route (@TestOnlyRoutes on a test's controller)",
  },
  {
    // No route of the app matched: a path or method the API does not have (its 404 and 405
    // problems). The document describes the API's operations; a request outside them has no
    // operation to check against. A route the app has and the document lacks is not this: it
    // has a route, and is reported.
    test: ({ route }) => route === undefined,
    reason: 'no route of the app matched (404/405 for a path or method the API does not have)',
  },
];

/** The route config key by which a test's own route opts out (see EXEMPT). */
export const TEST_ONLY = 'openApiTestOnly';

/**
 * Marks every route of a test's own controller as not the API. Merged into the route config that
 * other decorators set (`@Public()` sets one too, and Nest keeps only the last one set): put it
 * above them, so that it applies last.
 */
export function TestOnlyRoutes(reason: string): ClassDecorator {
  return (target) => {
    const prototype = target.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as Record<string, unknown>;
      Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, [TEST_ONLY]: reason }, handler);
    }
  };
}

const METHOD_NOT_ALLOWED = 'a documented path, a method it does not have (405 with Allow)';

function exempt(reason: string): Outcome {
  return { validated: false, exempt: reason };
}

/** JSON and its `+json` suffixes (hal+json, problem+json): the bodies with a schema to check. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

export class OpenApiWatch {
  private readonly prism = (exchange: Exchange) =>
    createInstance(
      {
        isProxy: true,
        upstream: new URL('http://app.invalid'),
        // The suite sends wrong requests on purpose (that is what a 4xx test is): what is checked
        // is that the app's answer to each is documented, not that the request was.
        validateRequest: false,
        validateResponse: true,
        checkSecurity: false,
        // A request Prism cannot route to an operation is an error, not a pass-through.
        errors: true,
        upstreamProxy: undefined,
        mock: { dynamic: false },
      },
      {
        logger: SILENT as never,
        // The "upstream" is the reply the app already sent.
        forward: () => () => async () => ({ _tag: 'Right', right: response(exchange) }),
      },
    );

  /** The documented path templates, literal ones first (`/edition/category` before `/edition/{id}`). */
  private readonly templates: { path: string; pattern: RegExp }[];

  private constructor(
    private readonly operations: Operations,
    private readonly document: Document,
  ) {
    this.templates = Object.keys(document.paths)
      .sort((a, b) => a.split('{').length - b.split('{').length)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      }));
  }

  static async load(path = OPENAPI_PATH): Promise<OpenApiWatch> {
    const text = readFileSync(path, 'utf8');
    return new OpenApiWatch(await operationsOf(text), JSON.parse(text) as Document);
  }

  async check(exchange: Exchange): Promise<Outcome> {
    const exemption = EXEMPT.find((rule) => rule.test(exchange));
    if (exemption) return exempt(exemption.reason);
    const operationId = this.operationId(exchange);
    const name = `${operationId ?? '(undocumented)'} ${exchange.method} ${exchange.path} → ${exchange.status}`;
    if (!operationId && exchange.status === 405 && this.findPath(this.documentedPath(exchange.path))) {
      // `GET /topiary/file`: Fastify's router matched `/topiary/:topiary_id`, and the app answered
      // 405 because the documented path `/topiary/file` has no GET (CONTRACT 3). As for a request
      // no route matched: a method the API does not have, no operation to check against.
      return exempt(METHOD_NOT_ALLOWED);
    }
    if (!operationId) {
      return {
        validated: true,
        violations: [`${name}: the app serves ${exchange.method} ${exchange.route}, openapi.json does not document it`],
      };
    }
    const result = await this.prism(exchange).request(
      request(exchange, this.documentedPath(exchange.path)),
      this.operations,
    )();
    if (exchange.payload === 'stream' && JSON_TYPE.test(mediaType(exchange.responseHeaders))) {
      return {
        validated: true,
        violations: [`${name}: a JSON body sent as a stream cannot be checked; send it as text`],
      };
    }
    if (result._tag === 'Left') return { validated: true, violations: [`${name}: ${result.left.message}`] };
    // A streamed body is a file's or an archive's bytes, documented as a binary string: left unread
    // (reading it here would buffer every download). HEAD has no body by definition (RFC 9110
    // 9.3.2): GET's headers only. Both: status, content type and headers checked, not the body.
    const bodiless = exchange.payload === 'stream' || exchange.method === 'HEAD';
    const violations = result.right.validations.output
      // Errors, and the warnings: Prism only warns of an undocumented 4xx or 5xx status, which
      // the issue counts as a mismatch (a client generated from the document has no type for it).
      .filter((diagnostic) => diagnostic.severity <= 1)
      .filter((diagnostic) => !(bodiless && diagnostic.path?.[0] === 'body'))
      .map(
        (diagnostic) =>
          `${name}: ${diagnostic.path?.length ? diagnostic.path.join('.') : '(response)'}: ${diagnostic.message}`,
      );
    return { validated: true, violations };
  }

  /**
   * The documented path a request path answers for. The document lists each operation once; its
   * `x-path-twins` names the twin rule (CONTRACT 1: every `/v2` path also answers without the
   * prefix, and the unprefixed Media Library paths also under it), so a twin is checked against
   * the operation it is the twin of.
   */
  private documentedPath(path: string): string {
    const rule = this.document.info['x-path-twins'] as { prefix?: string; untwinned?: string[] } | undefined;
    if (!rule?.prefix || this.findPath(path)) return path;
    const untwinned = (rule.untwinned ?? []).some(
      (head) => path === head || path.startsWith(head.endsWith('/') ? head : `${head}/`),
    );
    if (untwinned) return path;
    const twin = path.startsWith(`${rule.prefix}/`) ? path.slice(rule.prefix.length) : `${rule.prefix}${path}`;
    return this.findPath(twin) ? twin : path;
  }

  /** The documented path template that matches a concrete path, if any. */
  private findPath(path: string): string | undefined {
    return this.templates.find((template) => template.pattern.test(path))?.path;
  }

  /** The operation the request answers for: HEAD is GET without the body (Fastify adds it). */
  private operationId(exchange: Exchange): string | undefined {
    const path = this.findPath(this.documentedPath(exchange.path));
    const method = exchange.method === 'HEAD' ? 'get' : exchange.method.toLowerCase();
    return path ? this.document.paths[path][method]?.operationId : undefined;
  }
}

const SILENT = pino({ level: 'silent' });

function request(exchange: Exchange, path: string): IHttpRequest {
  return {
    method: (exchange.method === 'HEAD' ? 'get' : exchange.method.toLowerCase()) as IHttpRequest['method'],
    url: { path },
    headers: flatten(exchange.requestHeaders),
  };
}

function response(exchange: Exchange): IHttpResponse {
  const headers = flatten(exchange.responseHeaders);
  const type = mediaType(headers);
  let body: unknown;
  if (exchange.payload !== undefined && exchange.payload !== 'stream' && exchange.method !== 'HEAD') {
    const text = exchange.payload.toString();
    body = JSON_TYPE.test(type) && text !== '' ? parse(text) : text;
  }
  return { statusCode: exchange.status, headers, body };
}

function mediaType(headers: OutgoingHttpHeaders): string {
  return String(headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function flatten(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
}

/**
 * Hands every reply of the app to `seen`, after every other onSend hook (the body as it goes on the
 * wire). Added after createApp, so it is the last.
 */
export function watchReplies(fastify: FastifyInstance, seen: (exchange: Exchange) => Promise<void>): void {
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    await seen({
      method: request.method,
      path: request.url.split('?')[0],
      route: request.routeOptions.url,
      testOnly: (request.routeOptions.config as unknown as Record<string, string | undefined> | undefined)?.[TEST_ONLY],
      requestHeaders: request.headers,
      status: reply.statusCode,
      responseHeaders: reply.getHeaders() as OutgoingHttpHeaders,
      payload:
        typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : payload == null ? undefined : 'stream',
    });
    return payload;
  });
}

/**
 * What this test file's apps answered, as the suite's setup (openapi-watch.setup.ts) reads it:
 * one watch per test file (Jest gives each file its own module registry), loaded on first use.
 */
const seen = {
  watch: undefined as Promise<OpenApiWatch> | undefined,
  violations: [] as string[],
  validated: 0,
  exempt: new Map<string, number>(),
  ms: 0,
};

/** Checks every reply of this app against openapi.json; call before it listens. */
export function watchApp(app: { getHttpAdapter(): { getInstance(): FastifyInstance } }): void {
  watchReplies(app.getHttpAdapter().getInstance(), async (exchange) => {
    const started = performance.now();
    seen.watch ??= OpenApiWatch.load();
    const outcome = await (await seen.watch).check(exchange);
    seen.ms += performance.now() - started;
    if (!outcome.validated) {
      seen.exempt.set(outcome.exempt, (seen.exempt.get(outcome.exempt) ?? 0) + 1);
      return;
    }
    seen.validated += 1;
    seen.violations.push(...outcome.violations);
  });
}

/** The violations seen since the last call (each names the operation and the field). */
export function takeViolations(): string[] {
  return seen.violations.splice(0);
}

/** How many replies were checked, how many were exempt (by reason), and the time it took (ms). */
export function tally(): { validated: number; exempt: Record<string, number>; ms: number } {
  return { validated: seen.validated, exempt: Object.fromEntries(seen.exempt), ms: Math.round(seen.ms) };
}
