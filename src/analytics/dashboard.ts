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
    const totals = await run(query(TOTAL_METRICS, [], params.compare));
    const series = await run(query(['visitors', 'pageviews'], ['time']));
    const tables: DashboardTable[] = [];
    const count = (key: string, label: string) => ({ key, label, kind: 'count' as const });
    const text = (key: string, label: string) => ({ key, label, kind: 'text' as const });
    if (subject.field === 'project') {
      const docs = (await run(query(['visitors', 'visits', 'pageviews', 'completion_rate'], ['doc']))).rows;
      const names = await this.names(
        Edition,
        docs.map((row) => Number(row.doc)),
      );
      tables.push({
        key: 'docs',
        title: 'Docs',
        columns: [
          text('name', 'Doc'),
          count('visitors', 'Visitors'),
          count('pageviews', 'Pageviews'),
          { key: 'completion_rate', label: 'Read to the end', kind: 'percent' },
        ],
        rows: docs.map((row) => ({ name: names.get(Number(row.doc)) ?? `Doc ${row.doc}`, ...row })),
      });
    } else {
      const pages = (
        await run(query(['pageviews', 'visits', 'time_on_page', 'exit_rate'], ['page_position', 'page']))
      ).rows
        .filter((row) => row.page !== null)
        .sort((a, b) => Number(a.page_position) - Number(b.page_position));
      tables.push({
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
        rows: pages,
      });
    }
    const funnel = subject.field === 'doc' ? (await this.funnels.byPosition(workspaceId, subject.id, base)).steps : [];
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
    // Independent reads, asked together (the database overlaps them; the page waits once).
    const [sources, campaigns, devices, countries, clicks, custom] = await Promise.all([
      top('referrer_domain', 'Sources', 'Referrer'),
      top('utm_campaign', 'Campaigns', 'utm_campaign'),
      top('device', 'Devices', 'Device', 'visitors'),
      top('country', 'Countries', 'Country', 'visitors'),
      eventsBy('click_target'),
      eventsBy('event_name'),
    ]);
    tables.push(sources, campaigns, devices, countries);
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
    const goals = await this.goals(workspaceId, query(['visits'], []));
    if (goals) tables.splice(1, 0, goals);
    if (subject.field !== 'token') {
      const readers = (await run(query(['visits', 'pageviews', 'visit_duration'], ['token']))).rows.filter(
        (row) => row.token !== null,
      );
      const tokens = readers.length
        ? await this.dataSource.getRepository(Token).find({
            select: { id: true, name: true, last_viewed_on: true },
            where: { id: In(readers.map((row) => Number(row.token))), workspace_id: workspaceId },
          })
        : [];
      const byId = new Map(tokens.map((token) => [token.id, token]));
      tables.push({
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
      });
    }
    const now = await this.readingNow(share);
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
      funnel,
      tables: tables.map((table) => ({ ...table, rows: table.rows })),
      now,
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
    const answer = await this.realtime.read({
      workspaceId: share.workspace_id,
      doc: share.edition_id ?? undefined,
      project: share.project_id ?? undefined,
    });
    return answer.visitors;
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
