import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { PublicRouteConfig } from '../auth/public.decorator.js';
import { loggableError } from '../common/problem/loggable-error.js';
import { sendProblem } from '../common/problem/send-problem.js';
import { toProblem } from '../common/problem/to-problem.js';
import { STYLE_CSS } from '../rendering/style.js';
import { type ReaderMount, ReaderService } from './reader.service.js';
import { READER_SCRIPT } from './reader-script.js';
import { sendStatic, StaticFile, withTrailingSlash } from './static-files.js';

type Params = Record<string, string>;
type Handler = (request: FastifyRequest, reply: FastifyReply, params: Params) => Promise<void> | void;

/** Public, like a controller's `@Public()` (the same route config BearerAuth reads before the body). */
const PUBLIC: PublicRouteConfig = { isPublic: true };

/**
 * The reader's routes (docs/reader.md), public, never under /v2, outside the JSON API's negotiation
 * and its OpenAPI document (they answer pages, not resources).
 *
 * They are Fastify routes, not a Nest controller's: the contract's addresses end in `/`
 * (`/read/{project}/{doc}/`) and Nest strips a route's trailing slash, so `/read/p/d` and
 * `/read/p/d/` could not be told apart (the first must move to the second, 308). Being outside
 * Nest's guards and pipes also keeps a cached page's cost near a static file's (bench/reader.ts).
 */
@Injectable()
export class ReaderRoutes implements OnModuleInit {
  private readonly script = new StaticFile(READER_SCRIPT, 'text/javascript; charset=utf-8');
  private readonly style = new StaticFile(STYLE_CSS, 'text/css; charset=utf-8');

  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly reader: ReaderService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapter.httpAdapter?.getInstance<FastifyInstance>();
    // The OpenAPI writer builds the app without a server.
    if (!fastify?.route) return;
    const published = (p: Params): ReaderMount => ({ kind: 'published', project: p.project, doc: p.doc });
    const preview = (p: Params): ReaderMount => ({ kind: 'preview', uid: p.uid });
    const variant = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.variant;

    this.get(fastify, '/read/_/reader.js', (request, reply) => sendStatic(request, reply, this.script));
    this.get(fastify, '/read/_/style.css', (request, reply) => sendStatic(request, reply, this.style));
    this.get(fastify, '/read/preview/:uid/', (request, reply, p) => this.reader.page(request, reply, preview(p), null));
    this.get(fastify, '/read/preview/:uid/:page/', (request, reply, p) =>
      this.reader.page(request, reply, preview(p), p.page),
    );
    this.get(fastify, '/read/preview/:uid/assets/:name', (request, reply, p) =>
      this.reader.asset(request, reply, preview(p), p.name, variant(request)),
    );
    this.get(fastify, '/read/:project/:doc/', (request, reply, p) =>
      this.reader.page(request, reply, published(p), null),
    );
    this.get(fastify, '/read/:project/:doc/:page/', (request, reply, p) =>
      this.reader.page(request, reply, published(p), p.page),
    );
    this.get(fastify, '/read/:project/:doc/assets/:name', (request, reply, p) =>
      this.reader.asset(request, reply, published(p), p.name, variant(request)),
    );
    // An address without its trailing slash moves to it (308); anything else under /read is the 404 page.
    const other: Handler = (request, reply) => {
      const target = withTrailingSlash(request.url, '/read');
      if (target === null) return this.reader.send(request, reply, null, this.reader.notFound(null));
      reply.status(308).header('Location', target).header('Cache-Control', 'public, max-age=60').send();
    };
    this.get(fastify, '/read', other);
    this.get(fastify, '/read/*', other);
  }

  private get(fastify: FastifyInstance, url: string, handler: Handler): void {
    fastify.route({
      method: 'GET',
      url,
      config: PUBLIC,
      handler: async (request, reply) => {
        try {
          await handler(request, reply, request.params as Params);
        } catch (error) {
          // The database down or a bug: the API's problem answer, logged when unexpected.
          const { body, headers, unexpected } = toProblem(error);
          if (unexpected) request.log.error({ reqId: request.id, error: loggableError(error) }, 'unexpected error');
          if (!reply.sent) sendProblem(reply, body, headers);
        }
        return reply;
      },
    });
  }
}
