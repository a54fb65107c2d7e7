import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { PublicRouteConfig } from '../auth/public.decorator.js';
import { replyWithProblem } from '../common/problem/send-problem.js';
import { sendStatic, StaticFile } from '../reader/static-files.js';
import type { AnalyticsShare } from './analytics.entities.js';
import { toCsv } from './analytics-reports.js';
import { Dashboard, dashboardParams, type DashboardView } from './dashboard.js';
import { DASHBOARD_CSS, DASHBOARD_JS } from './dashboard-assets.js';
import { dashboardHtml, notFoundHtml } from './dashboard-html.js';
import { AnalyticsShares } from './shares.service.js';

type Params = Record<string, string>;
const PUBLIC: PublicRouteConfig = { isPublic: true };
const ASSETS = '/analytics/shared/_/';

/** The reader's CSP (docs/reader.md), with the share's own frame ancestors. */
function csp(share: AnalyticsShare | null): string {
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'self'",
    "script-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${share?.frame_ancestors ?? "'none'"}`,
  ].join('; ');
}

/**
 * The shared dashboard (docs/analytics.md): `/analytics/shared/{signed}/`, public, HTML, with its
 * CSV per table and the "reading now" count. Fastify routes, as the reader's, since they answer
 * pages rather than resources and stay out of the API's negotiation and OpenAPI document.
 */
@Injectable()
export class DashboardRoutes implements OnModuleInit {
  private readonly style = new StaticFile(DASHBOARD_CSS, 'text/css; charset=utf-8');
  private readonly script = new StaticFile(DASHBOARD_JS, 'text/javascript; charset=utf-8');

  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly shares: AnalyticsShares,
    private readonly dashboard: Dashboard,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapter.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify?.route) return;
    this.get(fastify, `${ASSETS}dashboard.css`, (request, reply) => sendStatic(request, reply, this.style));
    this.get(fastify, `${ASSETS}dashboard.js`, (request, reply) => sendStatic(request, reply, this.script));
    this.get(fastify, '/analytics/shared/:signed', (request, reply) => {
      const [path, query] = request.url.split('?');
      reply
        .status(308)
        .header('Location', `${path}/${query ? `?${query}` : ''}`)
        .header('Referrer-Policy', 'no-referrer')
        .send();
    });
    this.get(fastify, '/analytics/shared/:signed/', async (request, reply, p) => {
      const found = await this.load(request, reply, p.signed);
      if (!found) return;
      this.headers(reply, found.share).header('Content-Type', 'text/html; charset=utf-8');
      reply.send(dashboardHtml(found.view, `/analytics/shared/${p.signed}/`, ASSETS));
    });
    this.get(fastify, '/analytics/shared/:signed/now.json', async (request, reply, p) => {
      const share = await this.shares.resolve(p.signed);
      if (!share) return this.missing(reply);
      this.headers(reply, share).header('Content-Type', 'application/json');
      reply.send({ visitors: await this.dashboard.readingNow(share) });
    });
    this.get(fastify, '/analytics/shared/:signed/csv/:table', async (request, reply, p) => {
      const found = await this.load(request, reply, p.signed);
      if (!found) return;
      const csv = csvOf(found.view, p.table.replace(/\.csv$/, ''));
      if (csv === null) return this.missing(reply);
      this.headers(reply, found.share)
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${p.table.replace(/\.csv$/, '').replace(/[^a-z_]/g, '')}-${found.view.dateFrom}-${found.view.dateTo}.csv"`,
        );
      reply.send(csv);
    });
  }

  private async load(
    request: FastifyRequest,
    reply: FastifyReply,
    signed: string,
  ): Promise<{ share: AnalyticsShare; view: DashboardView } | null> {
    const share = await this.shares.resolve(signed);
    const view = share
      ? await this.dashboard.view(share, dashboardParams((request.query ?? {}) as Record<string, unknown>))
      : null;
    if (!share || !view) {
      this.missing(reply);
      return null;
    }
    return { share, view };
  }

  /** Forged, expired, revoked or gone: one page, the same for all. */
  private missing(reply: FastifyReply): void {
    this.headers(reply, null).status(404).header('Content-Type', 'text/html; charset=utf-8').send(notFoundHtml(ASSETS));
  }

  private headers(reply: FastifyReply, share: AnalyticsShare | null): FastifyReply {
    return reply
      .header('Content-Security-Policy', csp(share))
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Robots-Tag', 'noindex, nofollow');
  }

  private get(
    fastify: FastifyInstance,
    url: string,
    handler: (request: FastifyRequest, reply: FastifyReply, params: Params) => Promise<void> | void,
  ): void {
    fastify.route({
      method: 'GET',
      url,
      config: PUBLIC,
      handler: async (request, reply) => {
        try {
          await handler(request, reply, request.params as Params);
        } catch (error) {
          replyWithProblem(reply, error, request);
        }
        return reply;
      },
    });
  }
}

/** One table of the dashboard as CSV, with every row. */
function csvOf(view: DashboardView, key: string): string | null {
  if (key === 'series') return toCsv(['time', 'visitors', 'pageviews'], view.series);
  if (key === 'funnel')
    return toCsv(
      ['step', 'page_position', 'page', 'visits', 'share', 'drop_off', 'drop_off_rate'],
      view.funnel as unknown as Record<string, string | number | null>[],
    );
  const table = view.tables.find((candidate) => candidate.key === key);
  if (!table) return null;
  return toCsv(
    table.columns.map((column) => column.key),
    table.rows,
  );
}
