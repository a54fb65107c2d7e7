import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { csvCell } from '../common/csv.js';
import { halCollection, link } from '../common/hal/hal.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { hasDoc, hasProject } from './analytics.queries.js';
import { AnalyticsClock } from './analytics-clock.js';
import { ANALYTICS_STORE, type AnalyticsStore } from './analytics-store.js';
import { attachComparison, compareValues } from './compare.js';
import { goalsVersion } from './goals.queries.js';
import { GoalsReport } from './goals-report.js';
import {
  type AnyReportQuery,
  assertKnownParameters,
  type Metric,
  METRICS,
  parseAnyReportQuery,
  parseReportQuery,
  previousRange,
  REPORT_PARAMETERS,
  type ReportQuery,
  SHORTCUT_PARAMETERS,
} from './report-query.js';
import type { ReportResult, ReportRow } from './reports.js';
import { AnalyticsShares } from './shares.service.js';
import { ANALYTICS_TOKEN_LOOKUP, type AnalyticsTokenLookup } from './token-lookup.js';
import { type LocalDate, localDate } from './zoned-time.js';
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
    private readonly shares: AnalyticsShares,
    private readonly clock: AnalyticsClock,
    private readonly goals: GoalsReport,
    config: AppConfig,
    @Optional() @Inject(ANALYTICS_TOKEN_LOOKUP) private readonly tokens: AnalyticsTokenLookup | null,
  ) {
    this.base = config.baseUrl;
  }

  /** What a report's ETag depends on: the store's data, and the goals conversions are counted for. */
  async version(workspaceId: number): Promise<string> {
    return `${await this.reports.version(workspaceId)}-g${await goalsVersion(this.dataSource.manager, workspaceId)}`;
  }

  /** Reads a report's query: unknown parameters are a 400, `period=all` starts at the first counted day. */
  async parse(workspaceId: number, raw: Record<string, unknown>): Promise<AnyReportQuery> {
    assertKnownParameters(raw, REPORT_PARAMETERS);
    const firstDay = raw.period === 'all' ? await this.firstDay(workspaceId, raw.timezone) : undefined;
    return parseAnyReportQuery(raw, this.clock.now(), { firstDay });
  }

  /** Runs a visits, events or goals report, with its comparison when asked (every row then read, and paged here). */
  async run(workspaceId: number, parsed: AnyReportQuery): Promise<ReportResult> {
    const runOne = (query: AnyReportQuery['query']) =>
      parsed.kind === 'events'
        ? this.reports.eventsReport(workspaceId, query as typeof parsed.query)
        : parsed.kind === 'goals'
          ? this.goals.run(workspaceId, query as typeof parsed.query)
          : this.reports.report(workspaceId, query as ReportQuery);
    const query = parsed.query;
    if (!query.compare) return runOne(query);
    const all = { page: 1, limit: Number.MAX_SAFE_INTEGER };
    const previousQuery = { ...previousRange(query, query.compare), ...all, orderBy: [] };
    // The two ranges read apart: asked together.
    const [current, previous] = await Promise.all([runOne({ ...query, ...all }), runOne(previousQuery)]);
    compareValues(current.totals, previous.totals, query.metrics);
    attachComparison(current.rows, query, previous.rows, previousQuery, query.metrics);
    const offset = (query.page - 1) * query.limit;
    return { ...current, rows: current.rows.slice(offset, offset + query.limit) };
  }

  async report(workspaceId: number, raw: Record<string, unknown>, requestUrl: string) {
    const parsed = await this.parse(workspaceId, raw);
    const query = parsed.query;
    const result = await this.run(workspaceId, parsed);
    if (query.page > 1 && query.page > Math.ceil(result.totalRows / query.limit))
      throw new ProblemException(409, 'Invalid page provided');
    return {
      ...header(query, result.dataUntil),
      ...(query.compare ? { compare: query.compare } : {}),
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
    const parsed = await this.parse(workspaceId, raw);
    const query = parsed.query;
    const result = await this.run(workspaceId, parsed);
    const metrics = query.compare
      ? query.metrics.flatMap((metric) => [metric, `${metric}_previous`, `${metric}_change`])
      : query.metrics;
    return toCsv([...query.dimensions, ...metrics], result.rows);
  }

  /** The first day the workspace has analytics for (in `timezone`), for `period=all`. */
  async firstDay(workspaceId: number, timezone: unknown): Promise<LocalDate | undefined> {
    const zone = typeof timezone === 'string' ? timezone : 'UTC';
    const first = await this.reports.firstActivity(workspaceId);
    if (first === null) return undefined;
    try {
      return localDate(first, zone);
    } catch {
      return localDate(first, 'UTC');
    }
  }

  /** The platform report's layout: totals, a daily series, and a table (pages, or a project's docs). */
  async shortcut(
    workspaceId: number,
    raw: Record<string, unknown>,
    requestUrl: string,
    of: { field: 'doc' | 'project' | 'token'; id: number; table: 'page' | 'doc' },
  ) {
    assertKnownParameters(raw, SHORTCUT_PARAMETERS);
    const filter = { filter: { 0: { field: of.field, type: 'eq', value: String(of.id) } } };
    const common = {
      period: raw.period,
      date_from: raw.date_from,
      date_to: raw.date_to,
      timezone: raw.timezone,
      compare: raw.compare,
    };
    const firstDay = raw.period === 'all' ? await this.firstDay(workspaceId, raw.timezone) : undefined;
    const totalsQuery = parseReportQuery(
      { ...common, ...filter, metrics: METRICS.join(','), dimensions: 'time', granularity: 'day', limit: '100' },
      this.clock.now(),
      { firstDay },
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
    const visits = (query: ReportQuery) => this.run(workspaceId, { kind: 'visits', query });
    const totals = await visits({ ...totalsQuery, dimensions: [], limit: 1 });
    const series = await visits(seriesQuery);
    const table = await visits(tableQuery);
    return {
      [of.field]: of.id,
      ...header(totalsQuery, totals.dataUntil),
      ...(totalsQuery.compare ? { compare: totalsQuery.compare } : {}),
      totals: totals.totals,
      series: series.rows,
      [of.table === 'page' ? 'pages' : 'docs']: table.rows,
      _links: {
        self: link(`${this.base}${requestUrl.replace(/^\/v2/, '')}`),
        // A fresh share valid one day: the dashboard a person can open (docs/analytics.md).
        ...(of.field === 'token' ? {} : { dashboard: link(await this.shares.dayShare(workspaceId, of)) }),
      },
    };
  }

  async assertDoc(workspaceId: number, id: number): Promise<void> {
    if (!(await hasDoc(this.dataSource.manager, { workspaceId }, id))) throw ProblemException.notFound();
  }

  async assertProject(workspaceId: number, id: number): Promise<void> {
    if (!(await hasProject(this.dataSource.manager, { workspaceId }, id))) throw ProblemException.notFound();
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

/** Rows as CSV: a header row, then one line a row. */
export function toCsv(columns: readonly string[], rows: ReportRow[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function header(
  query: Pick<ReportQuery, 'dateFrom' | 'dateTo' | 'timezone' | 'granularity'> & {
    metrics: readonly string[];
    dimensions: readonly string[];
  },
  dataUntil: Date,
) {
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
