import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { HAL_CONTENT_TYPE } from '../common/hal/hal-response.js';
import { notModifiedSince } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { AnalyticsReports } from './analytics-reports.js';
import { ApiRangeQuery, ApiReportQuery, ApiReportResponse, ApiShortcutResponse } from './report.schemas.js';

/** Whether the client asked for CSV rather than HAL. */
function wantsCsv(request: FastifyRequest): boolean {
  return /(^|,)\s*text\/csv\s*(;|,|$)/i.test(request.headers.accept ?? '');
}

/**
 * Reports (docs/analytics.md): the general report and the platform report's shortcuts, scoped to the
 * credential's workspace. Each answer carries an ETag from the watermark and the newest event
 * after it, so an unchanged report is a 304 without being computed.
 */
@ApiTags('Analytics')
@Authenticated()
@Controller('analytics')
export class ReportController {
  constructor(private readonly reports: AnalyticsReports) {}

  @Get('report')
  @ApiOperation({
    operationId: 'getAnalyticsReport',
    summary: 'Analytics report: metrics by up to three dimensions, over a period, filtered',
    description:
      'Metrics: visitors, visits, pageviews, views_per_visit, visit_duration, bounce_rate, exit_rate, time_on_page, scroll_depth, completion_rate, clicks, returning_rate; events (clicks and custom events, alone). Dimensions: time, project, doc, page, page_position, token, country, device, browser, os, referrer_domain, utm_source, utm_medium, utm_campaign, entry_page, exit_page (visit metrics only); event_name and click_target (with events). `compare` adds `{metric}_previous` and `{metric}_change` to the totals and rows. An unknown parameter, metric or dimension is a 400 naming it. `Accept: text/csv` answers CSV.',
  })
  @ApiReportQuery()
  @ApiProduces(HAL_CONTENT_TYPE, 'text/csv')
  @ApiReportResponse()
  @ApiProblems(400, 404, 409, 416, 429, 503)
  async report(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    const csv = wantsCsv(request);
    if (await this.notModified(principal, request, reply, csv)) return undefined;
    if (csv) {
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      return this.reports.csv(principal.workspaceId, query);
    }
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    return this.reports.report(principal.workspaceId, query, request.url);
  }

  @Get('doc/:edition_id')
  @ApiOperation({ operationId: 'getDocAnalytics', summary: "A doc's report: totals, a daily series and its pages" })
  @ApiParam({ name: 'edition_id', schema: { type: 'integer', minimum: 1 } })
  @ApiRangeQuery()
  @ApiProduces(HAL_CONTENT_TYPE)
  @ApiShortcutResponse('pages', 'doc')
  @ApiProblems(400, 404, 429, 503)
  async doc(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    await this.reports.assertDoc(principal.workspaceId, id);
    if (await this.notModified(principal, request, reply, false)) return undefined;
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    return this.reports.shortcut(principal.workspaceId, query, request.url, { field: 'doc', id, table: 'page' });
  }

  @Get('project/:project_id')
  @ApiOperation({
    operationId: 'getProjectAnalytics',
    summary: "A project's report: totals, a daily series and its docs",
  })
  @ApiParam({ name: 'project_id', schema: { type: 'integer', minimum: 1 } })
  @ApiRangeQuery()
  @ApiProduces(HAL_CONTENT_TYPE)
  @ApiShortcutResponse('docs', 'project')
  @ApiProblems(400, 404, 429, 503)
  async project(
    @CurrentPrincipal() principal: Principal,
    @Param('project_id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    await this.reports.assertProject(principal.workspaceId, id);
    if (await this.notModified(principal, request, reply, false)) return undefined;
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    return this.reports.shortcut(principal.workspaceId, query, request.url, { field: 'project', id, table: 'doc' });
  }

  @Get('token/:token_id')
  @ApiOperation({
    operationId: 'getTokenAnalytics',
    summary: "A personalized doc's report: totals, a daily series and its pages",
  })
  @ApiParam({ name: 'token_id', schema: { type: 'integer', minimum: 1 } })
  @ApiRangeQuery()
  @ApiProduces(HAL_CONTENT_TYPE)
  @ApiShortcutResponse('pages', 'token')
  @ApiProblems(400, 404, 429, 503)
  async token(
    @CurrentPrincipal() principal: Principal,
    @Param('token_id', ParseIdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    await this.reports.assertToken(principal.workspaceId, id);
    if (await this.notModified(principal, request, reply, false)) return undefined;
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    return this.reports.shortcut(principal.workspaceId, query, request.url, { field: 'token', id, table: 'page' });
  }

  /** A 304 (the entity-tags stage's) when the client holds the current version of this request's answer. */
  private async notModified(
    principal: Principal,
    request: FastifyRequest,
    reply: FastifyReply,
    csv: boolean,
  ): Promise<boolean> {
    const version = await this.reports.version(principal.workspaceId);
    return notModifiedSince(
      request,
      reply,
      `analytics-report|${version}|${principal.workspaceId}|${request.url}|${csv}`,
    );
  }
}
