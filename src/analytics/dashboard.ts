import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { Condition } from '../common/list-query/condition.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import type { AnalyticsShare } from './analytics.entities.js';
import { AnalyticsClock } from './analytics-clock.js';
import { AnalyticsReports } from './analytics-reports.js';
import { compareValues } from './compare.js';
import { docNames, goalsOfWorkspace, namedDoc, namedProject, namedToken, readerTokens } from './dashboard.queries.js';
import { Funnel, type FunnelStep } from './funnel.js';
import { GOALS_MAX } from './goals.service.js';
import { Realtime } from './realtime.js';
import {
  type Comparison,
  COMPARISONS,
  type Dimension,
  type Metric,
  parseReportQuery,
  PERIODS,
  previousRange,
  type ReportGranularity,
  type ReportQuery,
} from './report-query.js';
import type { ReportResult, ReportRow } from './reports.js';
import { formatDate, localDate } from './zoned-time.js';

export const DASHBOARD_PERIODS = PERIODS;
const GOAL_TYPE_LABELS: Record<string, string> = {
  page: 'a page',
  click: 'a click',
  custom: 'an event',
  completion: 'reading to the end',
};
/** Dashboard pages kept for their next views (Dashboard.view). */
const KEPT_PAGES_MAX = 100;
export const TOTAL_METRICS: Metric[] = [
  'visitors',
  'visits',
  'pageviews',
  'visit_duration',
  'bounce_rate',
  'completion_rate',
];

/** One table of the dashboard: its rows, and the columns (a dimension, then metrics) its CSV has. */
export interface DashboardTable {
  key: string;
  title: string;
  columns: { key: string; label: string; kind: 'text' | 'count' | 'seconds' | 'percent' | 'date' }[];
  rows: ReportRow[];
}

export interface DashboardView {
  subject: { field: 'doc' | 'project' | 'token'; id: number; name: string };
  period: string;
  timezone: string;
  compare: Comparison | null;
  dateFrom: string;
  dateTo: string;
  dataUntil: string;
  granularity: ReportGranularity;
  totals: Record<string, number | null>;
  series: ReportRow[];
  funnel: FunnelStep[];
  tables: DashboardTable[];
  now: number;
}

export interface DashboardParams {
  period: string;
  timezone: string;
  compare: Comparison | null;
}

/** Reads the page's own controls; anything unknown falls back to the default rather than an error page. */
export function dashboardParams(query: Record<string, unknown>): DashboardParams {
  const period =
    typeof query.period === 'string' && (PERIODS as readonly string[]).includes(query.period) ? query.period : '30d';
  let timezone = 'UTC';
  if (typeof query.timezone === 'string' && query.timezone.length <= 64) {
    try {
      timezone = new Intl.DateTimeFormat('en-US', { timeZone: query.timezone }).resolvedOptions().timeZone;
    } catch {
      timezone = 'UTC';
    }
  }
  const compare =
    query.compare === 'none'
      ? null
      : typeof query.compare === 'string' && (COMPARISONS as readonly string[]).includes(query.compare)
        ? (query.compare as Comparison)
        : 'previous_period';
  return { period, timezone, compare };
}

/**
 * What a shared dashboard shows (docs/analytics.md): the reports of one doc, project or token
 * over the page's period, through the same report engine as the API (no SQL of its own).
 */
@Injectable()
export class Dashboard {
  /** Pages made lately (at most KEPT_PAGES_MAX), oldest first; a page being made is kept as its promise. */
  private readonly kept = new Map<string, { at: number; version: string; view: Promise<DashboardView | null> }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reports: AnalyticsReports,
    private readonly funnels: Funnel,
    private readonly realtime: Realtime,
    private readonly clock: AnalyticsClock,
    private readonly config: AppConfig,
  ) {}

  /**
   * The page of a share and its controls. A page made lately is given again, with a fresh
   * "reading now", while it is younger than READER_REVALIDATE_MS (the bound a reader's page
   * keeps too) and the numbers cannot have changed: the reports' version (the watermark and the
   * newest event after it) and the local day are what they were when it was made. Names (the
   * doc's, the readers') can be that much late; 0 makes every page anew.
   */
  async view(share: AnalyticsShare, params: DashboardParams): Promise<DashboardView | null> {
    const keepMs = this.config.READER_REVALIDATE_MS;
    if (keepMs === 0) return this.make(share, params);
    const now = this.clock.now();
    const key = JSON.stringify([
      share.id,
      share.nonce,
      params.period,
      params.timezone,
      params.compare,
      formatDate(localDate(now, params.timezone)),
    ]);
    const version = await this.reports.version(share.workspace_id);
    const kept = this.kept.get(key);
    const age = kept ? now.getTime() - kept.at : keepMs;
    if (kept && kept.version === version && age >= 0 && age < keepMs) {
      const [view, reading] = await Promise.all([kept.view, this.readingNow(share)]);
      return view && { ...view, now: reading };
    }
    const view = this.make(share, params);
    // Oldest first: the pages past their time go, and the oldest past the bound.
    this.kept.delete(key);
    for (const [old, entry] of this.kept) {
      if (now.getTime() - entry.at < keepMs && this.kept.size < KEPT_PAGES_MAX) break;
      this.kept.delete(old);
    }
    this.kept.set(key, { at: now.getTime(), version, view });
    // A failed page is not kept.
    view.catch(() => {
      if (this.kept.get(key)?.view === view) this.kept.delete(key);
    });
    return view;
  }

  private async make(share: AnalyticsShare, params: DashboardParams): Promise<DashboardView | null> {
    const workspaceId = share.workspace_id;
    const subject = await this.subject(share);
    if (!subject) return null;
    const firstDay = params.period === 'all' ? await this.reports.firstDay(workspaceId, params.timezone) : undefined;
    const base = parseReportQuery(
      { period: params.period, timezone: params.timezone, metrics: 'visits' },
      this.clock.now(),
      { firstDay },
    );
    const days = Math.round((base.dateTo.getTime() - base.dateFrom.getTime()) / 86_400_000) + 1;
    const granularity: ReportGranularity = days <= 2 ? 'hour' : days <= 92 ? 'day' : days <= 400 ? 'week' : 'month';
    const where: Condition = { kind: 'compare', column: subject.field, operator: '=', value: subject.id };
    const query = (metrics: Metric[], dimensions: Dimension[], compare: Comparison | null = null): ReportQuery => ({
      ...base,
      metrics,
      dimensions,
      where,
      granularity,
      compare,
      orderBy: [],
      page: 1,
      limit: Number.MAX_SAFE_INTEGER,
    });
    const run = (q: ReportQuery) => this.reports.run(workspaceId, { kind: 'visits', query: q });
    const count = (key: string, label: string) => ({ key, label, kind: 'count' as const });
    const text = (key: string, label: string) => ({ key, label, kind: 'text' as const });
    const top = async (
      dimension: Dimension,
      title: string,
      label: string,
      metric: Metric = 'visits',
    ): Promise<DashboardTable> => {
      const rows = (await run(query([metric, 'pageviews'], [dimension]))).rows.filter((row) => row[dimension] !== null);
      return {
        key: dimension,
        title,
        columns: [
          text(dimension, label),
          count(metric, metric === 'visitors' ? 'Visitors' : 'Visits'),
          count('pageviews', 'Pageviews'),
        ],
        rows,
      };
    };
    // Events of one kind (the clicks' targets, the custom events' names), counted by it.
    const eventsBy = (dimension: 'click_target' | 'event_name') =>
      this.reports.run(workspaceId, {
        kind: 'events',
        query: {
          ...query(['visits'], []),
          metrics: ['events'],
          dimensions: [dimension],
          where: { kind: 'and', conditions: [where, { kind: 'null', column: dimension, negated: true }] },
        },
      });
    // Every section reads on its own and none waits for another: they are asked together (the
    // MySQL pool runs them side by side; SQLite's one connection in turn), the page waits once.
    const [
      { totals, series },
      first,
      funnel,
      sources,
      campaigns,
      devices,
      countries,
      clicks,
      custom,
      readers,
      now,
      goals,
    ] = await Promise.all([
      this.totalsAndSeries(run, query, params.compare),
      subject.field === 'project'
        ? this.docsTable(run(query(['visitors', 'visits', 'pageviews', 'completion_rate'], ['doc'])))
        : this.pagesTable(run(query(['pageviews', 'visits', 'time_on_page', 'exit_rate'], ['page_position', 'page']))),
      subject.field === 'doc'
        ? this.funnels.byPosition(workspaceId, subject.id, base).then((found) => found.steps)
        : [],
      top('referrer_domain', 'Sources', 'Referrer'),
      top('utm_campaign', 'Campaigns', 'utm_campaign'),
      top('device', 'Devices', 'Device', 'visitors'),
      top('country', 'Countries', 'Country', 'visitors'),
      eventsBy('click_target'),
      eventsBy('event_name'),
      subject.field === 'token'
        ? null
        : this.readersTable(workspaceId, run(query(['visits', 'pageviews', 'visit_duration'], ['token']))),
      this.readingNow(share),
      this.goals(workspaceId, query(['visits'], [])),
    ]);
    const tables: DashboardTable[] = [first, ...(goals ? [goals] : []), sources, campaigns, devices, countries];
    tables.push({
      key: 'clicks',
      title: 'Clicks',
      columns: [text('click_target', 'Link'), count('events', 'Clicks')],
      rows: clicks.rows,
    });
    tables.push({
      key: 'events',
      title: 'Events',
      columns: [text('event_name', 'Event'), count('events', 'Count')],
      rows: custom.rows,
    });
    if (readers) tables.push(readers);
    return {
      subject,
      period: params.period,
      timezone: base.timezone,
      compare: params.compare,
      dateFrom: formatDate(base.dateFrom),
      dateTo: formatDate(base.dateTo),
      dataUntil: totals.dataUntil.toISOString(),
      granularity,
      totals: totals.totals,
      series,
      funnel,
      tables: tables.map((table) => ({ ...table, rows: table.rows })),
      now,
    };
  }

  /**
   * The totals (with the previous period's, when compared) and the series: one read of the
   * period by time gives both (a report's totals are its rows' whole), the previous period
   * only its totals.
   */
  private async totalsAndSeries(
    run: (query: ReportQuery) => Promise<ReportResult>,
    query: (metrics: Metric[], dimensions: Dimension[]) => ReportQuery,
    compare: Comparison | null,
  ): Promise<{ totals: ReportResult; series: ReportRow[] }> {
    const [totals, previous] = await Promise.all([
      run(query(TOTAL_METRICS, ['time'])),
      compare ? run(previousRange(query(TOTAL_METRICS, []), compare)) : null,
    ]);
    if (previous) compareValues(totals.totals, previous.totals, TOTAL_METRICS);
    const series = totals.rows.map(({ time, visitors, pageviews }) => ({ time, visitors, pageviews }));
    return { totals, series };
  }

  /** A project's docs, by name. */
  private async docsTable(report: Promise<ReportResult>): Promise<DashboardTable> {
    const docs = (await report).rows;
    const names = await docNames(
      this.dataSource.manager,
      docs.map((row) => Number(row.doc)),
    );
    return {
      key: 'docs',
      title: 'Docs',
      columns: [
        { key: 'name', label: 'Doc', kind: 'text' },
        { key: 'visitors', label: 'Visitors', kind: 'count' },
        { key: 'pageviews', label: 'Pageviews', kind: 'count' },
        { key: 'completion_rate', label: 'Read to the end', kind: 'percent' },
      ],
      rows: docs.map((row) => ({ name: names.get(Number(row.doc)) ?? `Doc ${row.doc}`, ...row })),
    };
  }

  /** A doc's (or a token's) pages, in reading order. */
  private async pagesTable(report: Promise<ReportResult>): Promise<DashboardTable> {
    const pages = (await report).rows
      .filter((row) => row.page !== null)
      .sort((a, b) => Number(a.page_position) - Number(b.page_position));
    return {
      key: 'pages',
      title: 'Pages',
      columns: [
        { key: 'page_position', label: '#', kind: 'count' },
        { key: 'page', label: 'Page', kind: 'text' },
        { key: 'pageviews', label: 'Pageviews', kind: 'count' },
        { key: 'visits', label: 'Visits', kind: 'count' },
        { key: 'time_on_page', label: 'Time on page', kind: 'seconds' },
        { key: 'exit_rate', label: 'Exit rate', kind: 'percent' },
      ],
      rows: pages,
    };
  }

  /** The personalized readers: each token's visits, named (the tokens of the workspace only). */
  private async readersTable(workspaceId: number, report: Promise<ReportResult>): Promise<DashboardTable> {
    const readers = (await report).rows.filter((row) => row.token !== null);
    const tokens = readers.length
      ? await readerTokens(
          this.dataSource.manager,
          workspaceId,
          readers.map((row) => Number(row.token)),
        )
      : [];
    const byId = new Map(tokens.map((token) => [token.id, token]));
    return {
      key: 'readers',
      title: 'Personalized readers',
      columns: [
        { key: 'name', label: 'Reader', kind: 'text' },
        { key: 'pageviews', label: 'Views', kind: 'count' },
        { key: 'last_view', label: 'Last view', kind: 'date' },
        { key: 'visit_duration', label: 'Time per visit', kind: 'seconds' },
      ],
      rows: readers.map((row) => {
        const token = byId.get(Number(row.token));
        return {
          name: token?.name ?? `Reader ${row.token}`,
          last_view: token?.last_viewed_on ? token.last_viewed_on.toISOString() : null,
          ...row,
        };
      }),
    };
  }

  /**
   * The workspace's goals with their conversions on this subject (none: no table). They are
   * counted from the raw events (goals-report.ts): a period with more than the report's budget
   * can read shows the goals uncounted, saying so, rather than failing the page.
   */
  private async goals(workspaceId: number, base: ReportQuery): Promise<DashboardTable | null> {
    const goals = await goalsOfWorkspace(this.dataSource.manager, workspaceId, GOALS_MAX);
    if (goals.length === 0) return null;
    const byId = new Map(goals.map((goal) => [goal.id, goal]));
    let title = 'Goals';
    let rows: ReportRow[] = goals.map((goal) => ({ goal: goal.id, conversions: null, conversion_rate: null }));
    try {
      const result = await this.reports.run(workspaceId, {
        kind: 'goals',
        query: {
          ...base,
          metrics: ['conversions', 'conversion_rate'],
          dimensions: ['goal'],
          orderBy: [{ column: 'conversions', direction: 'DESC' }],
        },
      });
      rows = result.rows;
    } catch (error) {
      if (!(error instanceof ProblemException) || error.getStatus() !== 503) throw error;
      title = 'Goals (not counted: too many events in this period, choose a shorter one)';
    }
    return {
      key: 'goals',
      title,
      columns: [
        { key: 'name', label: 'Goal', kind: 'text' },
        { key: 'type', label: 'Reached by', kind: 'text' },
        { key: 'conversions', label: 'Conversions', kind: 'count' },
        { key: 'conversion_rate', label: 'Conversion rate', kind: 'percent' },
      ],
      rows: rows.map((row) => {
        const goal = byId.get(Number(row.goal));
        return { name: goal?.name ?? `Goal ${row.goal}`, type: goal ? GOAL_TYPE_LABELS[goal.type] : null, ...row };
      }),
    };
  }

  /** Visitors in the last five minutes, for the "reading now" count (a token's share counts the workspace's). */
  async readingNow(share: AnalyticsShare): Promise<number> {
    return this.realtime.visitorsNow({
      workspaceId: share.workspace_id,
      doc: share.edition_id ?? undefined,
      project: share.project_id ?? undefined,
    });
  }

  private async subject(share: AnalyticsShare): Promise<DashboardView['subject'] | null> {
    const workspaceId = share.workspace_id;
    if (share.edition_id !== null) {
      const doc = await namedDoc(this.dataSource.manager, workspaceId, share.edition_id);
      return doc ? { field: 'doc', id: doc.id, name: doc.name } : null;
    }
    if (share.project_id !== null) {
      const project = await namedProject(this.dataSource.manager, workspaceId, share.project_id);
      return project ? { field: 'project', id: project.id, name: project.name } : null;
    }
    if (share.token_id !== null) {
      const token = await namedToken(this.dataSource.manager, workspaceId, share.token_id);
      return token ? { field: 'token', id: token.id, name: token.name } : null;
    }
    return null;
  }
}
