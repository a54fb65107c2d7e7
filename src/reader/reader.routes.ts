import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { PublicRouteConfig } from '../auth/public.decorator.js';
import { replyWithProblem } from '../common/problem/send-problem.js';
import { STYLE_CSS } from '../rendering/style.js';
import type { DocAddress } from './doc-address.js';
import { ReaderHttp } from './reader-http.js';
import { READER_SCRIPT } from './reader-script.js';
import { redirect, sendStatic, StaticFile, withTrailingSlash } from './static-files.js';

type Params = Record<string, string>;
type Handler = (request: FastifyRequest, reply: FastifyReply, params: Params) => Promise<unknown> | void;

/** Public, like a controller's `@Public()` (the same route config BearerAuth reads before the body). */
const PUBLIC: PublicRouteConfig = { isPublic: true };

/**
 * The reader's routes (docs/reader.md), public, never under /v2, outside the JSON API's negotiation
 * and its OpenAPI document (they answer pages, not resources).
 *
 * They are Fastify routes, not a Nest controller's: the contract's addresses end in `/`
 * (`/read/{workspace}/{project}/{doc}/`) and Nest strips a route's trailing slash, so `/read/w/p/d` and
 * `/read/w/p/d/` could not be told apart (the first must move to the second, 308). Being outside
 * Nest's guards and pipes also keeps a cached page's cost near a static file's (bench/reader.ts).
 */
@Injectable()
export class ReaderRoutes implements OnModuleInit {
  private readonly script = new StaticFile(READER_SCRIPT, 'text/javascript; charset=utf-8');
  private readonly style = new StaticFile(STYLE_CSS, 'text/css; charset=utf-8');

  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly reader: ReaderHttp,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapter.httpAdapter?.getInstance<FastifyInstance>();
    // The OpenAPI writer builds the app without a server.
    if (!fastify?.route) return;
    // One parameter name per position: the router keeps one parametric node per level.
    const published = (p: Params): DocAddress => ({ kind: 'published', workspace: p.a, project: p.b, doc: p.c });
    const preview = (p: Params): DocAddress => ({ kind: 'preview', key: p.b });
    /** An old-form address (`/read/{project}/{doc}/...`): where its one publishing workspace has it, or null. */
    const legacy = async (project: string, doc: string, rest: string) => {
      const workspace = await this.reader.legacyWorkspace(project, doc);
      if (workspace === null) return null;
      const path = [workspace, project, doc].map(encodeURIComponent).join('/');
      return `/read/${path}/${rest}`;
    };

    this.get(fastify, '/read/_/reader.js', (request, reply) => sendStatic(request, reply, this.script));
    this.get(fastify, '/read/_/style.css', (request, reply) => sendStatic(request, reply, this.style));
    this.get(fastify, '/read/preview/:b/', (request, reply, p) => this.reader.page(request, reply, preview(p), null));
    this.get(fastify, '/read/preview/:b/:c/', (request, reply, p) => this.reader.page(request, reply, preview(p), p.c));
    this.get(fastify, '/read/preview/:b/assets/:d', (request, reply, p) =>
      this.reader.asset(request, reply, preview(p), p.d),
    );
    // A project's own address (`/read/{workspace}/{project}/`), or the old form of a doc, `/read/{project}/{doc}/`:
    // 308 when exactly one workspace publishes there.
    this.get(fastify, '/read/:a/:b/', async (request, reply, p) => {
      if (await this.reader.project(request, reply, { workspace: p.a, project: p.b })) return;
      const target = await legacy(p.a, p.b, '');
      if (target === null) return this.reader.miss(request, reply, null);
      redirect(request, reply, target);
    });
    this.get(fastify, '/read/:a/:b/:c/', async (request, reply, p) => {
      // Also the old form of a page, `/read/{project}/{doc}/{page}/`, when no doc is at the new one.
      const moved = await this.reader.page(request, reply, published(p), null, () =>
        legacy(p.a, p.b, `${encodeURIComponent(p.c)}/`),
      );
      if (moved) redirect(request, reply, moved.redirect);
    });
    this.get(fastify, '/read/:a/:b/:c/:d/', (request, reply, p) => this.reader.page(request, reply, published(p), p.d));
    this.get(fastify, '/read/:a/:b/:c/assets/:e', (request, reply, p) =>
      this.reader.asset(request, reply, published(p), p.e),
    );
    // An address without its trailing slash moves to it (308); anything else under /read is the 404 page.
    const other: Handler = async (request, reply) => {
      const path = request.url.split('?')[0].split('/');
      // The old form of an asset, `/read/{project}/{doc}/assets/{name}`.
      if (path.length === 6 && path[4] === 'assets' && path[5] !== '') {
        const target = await legacy(decode(path[2]), decode(path[3]), `assets/${path[5]}`);
        if (target !== null) return redirect(request, reply, target);
      }
      const target = withTrailingSlash(request.url, '/read');
      if (target === null) return this.reader.miss(request, reply, null);
      redirect(request, reply, target);
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
          replyWithProblem(reply, error, request);
        }
        return reply;
      },
    });
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
