import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { csvCell } from '../common/csv.js';
import { halCollection, link } from '../common/hal/hal.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { Edition } from '../editions/edition.entity.js';
import { EDITIONS } from '../editions/edition.queries.js';
import { Title } from '../titles/title.entity.js';
import { TITLES } from '../titles/title.queries.js';
import { AnalyticsClock } from './analytics-clock.js';
import { ANALYTICS_STORE, type AnalyticsStore } from './analytics-store.js';
import { type Metric, METRICS, parseReportQuery, type ReportQuery } from './report-query.js';
import { ANALYTICS_TOKEN_LOOKUP, type AnalyticsTokenLookup } from './token-lookup.js';
import { formatDate } from './zoned-time.js';

/** The platform report's per-page table. */
const PAGE_TABLE_METRICS: Metric[] = [
  'pageviews',
  'visits',
  'time_on_page',
  'bounce_rate',
  'exit_rate',
  'scroll_depth',
];
const SERIES_METRICS: Metric[] = ['visitors', 'visits', 'pageviews'];

/**
 * The report API over `Reports`: the HAL answer, CSV, the shortcuts, scope checks, and what a
 * deleted token leaves (its events, without it).
 */
@Injectable()
export class AnalyticsReports {
  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ANALYTICS_STORE) private readonly reports: AnalyticsStore,
    private readonly clock: AnalyticsClock,
    config: AppConfig,
    @Optional() @Inject(ANALYTICS_TOKEN_LOOKUP) private readonly tokens: AnalyticsTokenLookup | null,
  ) {
    this.base = config.baseUrl;
  }

  version(workspaceId: number): Promise<string> {
    return this.reports.version(workspaceId);
  }

  async report(workspaceId: number, raw: Record<string, unknown>, requestUrl: string) {
    const query = parseReportQuery(raw, this.clock.now());
    const result = await this.reports.report(workspaceId, query);
    if (query.page > 1 && query.page > Math.ceil(result.totalRows / query.limit))
      throw new ProblemException(409, 'Invalid page provided');
    return {
      ...header(query, result.dataUntil),
      totals: result.totals,
      ...halCollection(this.base, requestUrl, {
        key: 'row',
        items: result.rows,
        totalItems: result.totalRows,
        page: query.page,
        limit: query.limit,
      }),
    };
  }

  async csv(workspaceId: number, raw: Record<string, unknown>): Promise<string> {
    const query = parseReportQuery(raw, this.clock.now());
    const result = await this.reports.report(workspaceId, query);
    const columns = [...query.dimensions, ...query.metrics];
    const lines = [columns.map(csvCell).join(',')];
    for (const row of result.rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
    return `${lines.join('\r\n')}\r\n`;
  }

  /** The platform report's layout: totals, a daily series, and a table (pages, or a project's docs). */
  async shortcut(
    workspaceId: number,
    raw: Record<string, unknown>,
    requestUrl: string,
    of: { field: 'doc' | 'project' | 'token'; id: number; table: 'page' | 'doc' },
  ) {
    const filter = { filter: { 0: { field: of.field, type: 'eq', value: String(of.id) } } };
    const common = { period: raw.period, date_from: raw.date_from, date_to: raw.date_to, timezone: raw.timezone };
    const totalsQuery = parseReportQuery(
      { ...common, ...filter, metrics: METRICS.join(','), dimensions: 'time', granularity: 'day', limit: '100' },
      this.clock.now(),
    );
    const seriesQuery: ReportQuery = { ...totalsQuery, metrics: SERIES_METRICS, limit: Number.MAX_SAFE_INTEGER };
    const tableQuery: ReportQuery = {
      ...totalsQuery,
      dimensions: [of.table],
      metrics:
        of.table === 'doc' ? ['visitors', 'visits', 'pageviews', 'bounce_rate', 'completion_rate'] : PAGE_TABLE_METRICS,
      limit: Number.MAX_SAFE_INTEGER,
      orderBy: [],
    };
    const totals = await this.reports.report(workspaceId, { ...totalsQuery, dimensions: [], limit: 1 });
    const series = await this.reports.report(workspaceId, seriesQuery);
    const table = await this.reports.report(workspaceId, tableQuery);
    return {
      [of.field]: of.id,
      ...header(totalsQuery, totals.dataUntil),
      totals: totals.totals,
      series: series.rows,
      [of.table === 'page' ? 'pages' : 'docs']: table.rows,
      _links: { self: link(`${this.base}${requestUrl.replace(/^\/v2/, '')}`) },
    };
  }

  async assertDoc(workspaceId: number, id: number): Promise<void> {
    if (!(await this.dataSource.getRepository(Edition).existsBy(EDITIONS.where({ workspaceId }, { id }))))
      throw ProblemException.notFound();
  }

  async assertProject(workspaceId: number, id: number): Promise<void> {
    if (!(await this.dataSource.getRepository(Title).existsBy(TITLES.where({ workspaceId }, { id }))))
      throw ProblemException.notFound();
  }

  async assertToken(workspaceId: number, id: number): Promise<void> {
    const token = this.tokens ? await this.tokens.describeToken(id) : null;
    if (!token || token.workspaceId !== workspaceId) throw ProblemException.notFound();
  }

  /**
   * A deleted token's events stay, without it (docs/analytics.md): the personalization module calls
   * this in the transaction that deletes the token. Rollup rows keep their key; reports group by
   * the (now null) token column, so they merge with the plain doc's rows.
   */
  async forgetToken(manager: EntityManager, tokenId: number): Promise<void> {
    await this.reports.forgetToken(manager, tokenId);
  }
}

function header(query: ReportQuery, dataUntil: Date) {
  return {
    date_from: formatDate(query.dateFrom),
    date_to: formatDate(query.dateTo),
    timezone: query.timezone,
    granularity: query.granularity,
    metrics: query.metrics,
    dimensions: query.dimensions,
    data_until: dataUntil.toISOString(),
  };
}
