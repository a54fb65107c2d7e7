import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';

import type { Condition } from '../common/list-query/condition.js';
import { ProblemException } from '../common/problem/problem.js';
import { Edition } from '../editions/edition.entity.js';
import { Token } from '../personalization/token.entity.js';
import { Title } from '../titles/title.entity.js';
import { AnalyticsGoal, type AnalyticsShare } from './analytics.entities.js';
import { GOALS } from './analytics.queries.js';
import { AnalyticsClock } from './analytics-clock.js';
import { AnalyticsReports } from './analytics-reports.js';
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
  type ReportGranularity,
  type ReportQuery,
} from './report-query.js';
import type { ReportRow } from './reports.js';
import { formatDate } from './zoned-time.js';

export const DASHBOARD_PERIODS = PERIODS;
const GOAL_TYPE_LABELS: Record<string, string> = {
  page: 'a page',
  click: 'a click',
  custom: 'an event',
  completion: 'reading to the end',
};
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reports: AnalyticsReports,
    private readonly funnels: Funnel,
    private readonly realtime: Realtime,
    private readonly clock: AnalyticsClock,
  ) {}

  async view(share: AnalyticsShare, params: DashboardParams): Promise<DashboardView | null> {
    const subject = await this.subject(share);
    if (!subject) return null;
    const workspaceId = share.workspace_id;
    const firstDay = params.period === 'all' ? await this.reports.firstDay(workspaceId, params.timezone) : undefined;
    const base = parseReportQuery(
      { period: params.period, timezone: params.timezone, metrics: 'visits' },
      this.clock.now(),
      { firstDay },
    );
    const days = Math.round((base.dateTo.getTime() - base.dateFrom.getTime()) / 86_400_000) + 1;
    const granularity: ReportGranularity = days <= 2 ? 'hour' : days <= 92 ? 'day' : days <= 400 ? 'week' : 'month';
    const where: Condition = { kind: 'compare', column: subject.field, operator: '=', value: subject.id };
    const reads = new DashboardReads(this.reports, workspaceId, { ...base, where, granularity });
    // Every section is an independent read: asked together, the database overlaps them (MySQL's
    // pool) and the page waits once.
    const [totals, series, content, funnel, audience, events, readers, now, goals] = await Promise.all([
      reads.visits(TOTAL_METRICS, [], params.compare),
      reads.visits(['visitors', 'pageviews'], ['time']),
      subject.field === 'project' ? this.docsTable(reads) : pagesTable(reads),
      subject.field === 'doc' ? this.funnels.byPosition(workspaceId, subject.id, base) : undefined,
      Promise.all([
        topTable(reads, 'referrer_domain', 'Sources', 'Referrer'),
        topTable(reads, 'utm_campaign', 'Campaigns', 'utm_campaign'),
        topTable(reads, 'device', 'Devices', 'Device', 'visitors'),
        topTable(reads, 'country', 'Countries', 'Country', 'visitors'),
      ]),
      Promise.all([
        eventsTable(reads, 'click_target', 'Clicks', 'Link', 'Clicks'),
        eventsTable(reads, 'event_name', 'Events', 'Event', 'Count'),
      ]),
      subject.field === 'token' ? undefined : this.readersTable(reads, workspaceId),
      this.readingNow(share),
      this.goals(workspaceId, reads.query(['visits'], [])),
    ]);
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
      series: series.rows,
      funnel: funnel?.steps ?? [],
      tables: [content, ...(goals ? [goals] : []), ...audience, ...events, ...(readers ? [readers] : [])],
      now,
    };
  }

  /** A project's docs, named. */
  private async docsTable(reads: DashboardReads): Promise<DashboardTable> {
    const docs = (await reads.visits(['visitors', 'visits', 'pageviews', 'completion_rate'], ['doc'])).rows;
    const names = await this.names(
      Edition,
      docs.map((row) => Number(row.doc)),
    );
    return {
      key: 'docs',
      title: 'Docs',
      columns: [
        text('name', 'Doc'),
        count('visitors', 'Visitors'),
        count('pageviews', 'Pageviews'),
        { key: 'completion_rate', label: 'Read to the end', kind: 'percent' },
      ],
      rows: docs.map((row) => ({ name: names.get(Number(row.doc)) ?? `Doc ${row.doc}`, ...row })),
    };
  }

  /** The personalized readers: their tokens' names and last views beside their visits. */
  private async readersTable(reads: DashboardReads, workspaceId: number): Promise<DashboardTable> {
    const readers = (await reads.visits(['visits', 'pageviews', 'visit_duration'], ['token'])).rows.filter(
      (row) => row.token !== null,
    );
    const tokens = readers.length
      ? await this.dataSource.getRepository(Token).find({
          select: { id: true, name: true, last_viewed_on: true },
          where: { id: In(readers.map((row) => Number(row.token))), workspace_id: workspaceId },
        })
      : [];
    const byId = new Map(tokens.map((token) => [token.id, token]));
    return {
      key: 'readers',
      title: 'Personalized readers',
      columns: [
        text('name', 'Reader'),
        count('pageviews', 'Views'),
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
    const goals = await this.dataSource.getRepository(AnalyticsGoal).find({
      select: { id: true, name: true, type: true },
      where: GOALS.where({ workspaceId }),
      order: { id: 'ASC' },
      take: GOALS_MAX,
    });
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
      const doc = await this.dataSource
        .getRepository(Edition)
        .findOne({ select: { id: true, name: true }, where: { id: share.edition_id, workspace_id: workspaceId } });
      return doc ? { field: 'doc', id: doc.id, name: doc.name } : null;
    }
    if (share.project_id !== null) {
      const project = await this.dataSource
        .getRepository(Title)
        .findOne({ select: { id: true, name: true }, where: { id: share.project_id, workspace_id: workspaceId } });
      return project ? { field: 'project', id: project.id, name: project.name } : null;
    }
    if (share.token_id !== null) {
      const token = await this.dataSource
        .getRepository(Token)
        .findOne({ select: { id: true, name: true }, where: { id: share.token_id, workspace_id: workspaceId } });
      return token ? { field: 'token', id: token.id, name: token.name } : null;
    }
    return null;
  }

  private async names(entity: typeof Edition, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(entity)
      .find({ select: { id: true, name: true }, where: { id: In(ids) } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}

const count = (key: string, label: string) => ({ key, label, kind: 'count' as const });
const text = (key: string, label: string) => ({ key, label, kind: 'text' as const });

/** The dashboard's reads: one subject (its `where`), period and granularity; each section picks metrics and dimensions. */
class DashboardReads {
  constructor(
    private readonly reports: AnalyticsReports,
    private readonly workspaceId: number,
    private readonly base: Omit<ReportQuery, 'metrics' | 'dimensions' | 'compare' | 'orderBy' | 'page' | 'limit'>,
  ) {}

  /** The subject's query over the period, every row on one page. */
  query(metrics: Metric[], dimensions: Dimension[], compare: Comparison | null = null): ReportQuery {
    return { ...this.base, metrics, dimensions, compare, orderBy: [], page: 1, limit: Number.MAX_SAFE_INTEGER };
  }

  visits(metrics: Metric[], dimensions: Dimension[], compare: Comparison | null = null) {
    return this.reports.run(this.workspaceId, { kind: 'visits', query: this.query(metrics, dimensions, compare) });
  }

  /** Events of one kind (the clicks' targets, the custom events' names), counted by it. */
  events(dimension: 'click_target' | 'event_name') {
    const where: Condition = {
      kind: 'and',
      conditions: [this.base.where!, { kind: 'null', column: dimension, negated: true }],
    };
    const query = {
      ...this.base,
      metrics: ['events' as const],
      dimensions: [dimension],
      where,
      compare: null,
      orderBy: [],
      page: 1,
      limit: Number.MAX_SAFE_INTEGER,
    };
    return this.reports.run(this.workspaceId, { kind: 'events', query });
  }
}

/** A doc's pages in order, with time on page and exits. */
async function pagesTable(reads: DashboardReads): Promise<DashboardTable> {
  const rows = (
    await reads.visits(['pageviews', 'visits', 'time_on_page', 'exit_rate'], ['page_position', 'page'])
  ).rows
    .filter((row) => row.page !== null)
    .sort((a, b) => Number(a.page_position) - Number(b.page_position));
  return {
    key: 'pages',
    title: 'Pages',
    columns: [
      { key: 'page_position', label: '#', kind: 'count' },
      text('page', 'Page'),
      count('pageviews', 'Pageviews'),
      count('visits', 'Visits'),
      { key: 'time_on_page', label: 'Time on page', kind: 'seconds' },
      { key: 'exit_rate', label: 'Exit rate', kind: 'percent' },
    ],
    rows,
  };
}

/** The top values of one dimension, by visits (or visitors), with pageviews. */
async function topTable(
  reads: DashboardReads,
  dimension: Dimension,
  title: string,
  label: string,
  metric: Metric = 'visits',
): Promise<DashboardTable> {
  const rows = (await reads.visits([metric, 'pageviews'], [dimension])).rows.filter((row) => row[dimension] !== null);
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
}

/** Clicks by target, or custom events by name. */
async function eventsTable(
  reads: DashboardReads,
  dimension: 'click_target' | 'event_name',
  title: string,
  label: string,
  countLabel: string,
): Promise<DashboardTable> {
  const key = dimension === 'click_target' ? 'clicks' : 'events';
  const rows = (await reads.events(dimension)).rows;
  return { key, title, columns: [text(dimension, label), count('events', countLabel)], rows };
}
