import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { Condition } from '../common/list-query/condition.js';
import { AppConfig } from '../config/app-config.js';
import type { AnalyticsSession } from './analytics.entities.js';
import { AnalyticsClock } from './analytics-clock.js';
import { compileLike, type LikeMatcher } from './glob-match.js';
import { HyperLogLog, REPORT_SPARSE_LIMIT } from './hyperloglog.js';
import { ReportBudget } from './report-budget.js';
import type { Dimension, Metric, ReportQuery } from './report-query.js';
import { latestEventId, pagePositions, type ReportScope, sessionsAfter, storedRollups } from './reports.queries.js';
import { Rollups } from './rollups.js';
import {
  COUNTER_NAMES,
  emptyCounters,
  type Granularity,
  PROJECTIONS,
  type RollupCounters,
  TEXT_DIMENSION_COLUMNS,
} from './sessionizer.js';
import { addDays, formatDate, localDate } from './zoned-time.js';

/** One rollup row (stored, or a delta of the minutes not folded yet) as the report reads it. */
interface Fact extends RollupCounters {
  bucket: Date;
  project_id: number;
  edition_id: number;
  page_id: number | null;
  token_id: number | null;
  entry_page_id: number | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  referrer_domain: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  sketch: Buffer | null;
  visitorSet: Set<string> | null;
}

type Value = string | number | null;
export type ReportRow = Record<string, Value>;

export interface ReportResult {
  dataUntil: Date;
  totals: Record<string, number>;
  rows: ReportRow[];
  totalRows: number;
}

interface Group {
  dims: Value[];
  counters: RollupCounters;
  sketch: HyperLogLog | null;
}

const HOUR_MS = 3_600_000;
/** The bounds of a report's scope that SQL applies before any row is read. */
type Scope = ReportScope;

/**
 * Reports (docs/analytics.md) from the hourly or daily rollups plus the minutes after the watermark,
 * folded on the fly. SQL narrows the rows (workspace, range, a doc or project filter); grouping,
 * the remaining filters and the sketches' merge happen here, on rollup rows, never on raw events
 * older than the watermark.
 */
@Injectable()
export class Reports {
  /** A projection's rows being read with their sketches, by the SQL: read once for every report asking meanwhile. */
  private readonly reading = new Map<string, Promise<Record<string, unknown>[]>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rollups: Rollups,
    private readonly clock: AnalyticsClock,
    private readonly config: AppConfig,
  ) {}

  /** What a report's ETag depends on: the watermark and the newest event after it. */
  async version(workspaceId: number): Promise<string> {
    const dataUntil = await this.rollups.dataUntil(this.clock.now());
    const latest = await latestEventId(this.dataSource.manager, workspaceId, dataUntil);
    return `${dataUntil.getTime()}-${latest ?? 0}`;
  }

  async run(workspaceId: number, query: ReportQuery): Promise<ReportResult> {
    const budget = new ReportBudget(this.config.ANALYTICS_REPORT_BUDGET_MS);
    const dataUntil = await this.rollups.dataUntil(this.clock.now());
    const scope: Scope = { workspaceId, ...restrictions(query.where) };
    const needSketch = query.metrics.includes('visitors');
    const granularity = rollupFor(query);
    const byVisit = [...query.dimensions, ...conditionColumns(query.where)].includes('exit_page');
    // Facts come in batches (stored rows and visits are read a page at a time) and are grouped
    // as they come: a report holds its groups, never every row of a month at once.
    const batches = byVisit
      ? this.visits(scope, query, dataUntil)
      : this.rollupFacts(scope, query, dataUntil, granularity, needSketch);
    const pages = new Map<number, { identifier: string; position: number } | undefined>();
    const label = timeLabeller(query);
    const valueOf = (fact: Fact, dimension: Dimension): Value => {
      switch (dimension) {
        case 'time':
          return label(fact.bucket);
        case 'project':
          return fact.project_id;
        case 'doc':
          return fact.edition_id;
        case 'page':
          return fact.page_id === null ? null : (pages.get(fact.page_id)?.identifier ?? null);
        case 'page_position':
          return fact.page_id === null ? null : (pages.get(fact.page_id)?.position ?? null);
        case 'token':
          return fact.token_id;
        case 'entry_page':
          return fact.entry_page_id === null ? null : (pages.get(fact.entry_page_id)?.identifier ?? null);
        case 'exit_page':
          // A visit's fact carries its exit page as its page.
          return fact.page_id === null ? null : (pages.get(fact.page_id)?.identifier ?? null);
        default:
          return fact[dimension];
      }
    };
    const filterValue = (fact: Fact, dimension: string): unknown =>
      dimension === 'time' ? fact.bucket : valueOf(fact, dimension as Dimension);

    const groups = new Map<string, Group>();
    const total: Group = {
      dims: [],
      counters: emptyCounters(),
      sketch: needSketch ? HyperLogLog.empty(REPORT_SPARSE_LIMIT) : null,
    };
    // Without dimensions the one group is the total: each fact is added once.
    const single = query.dimensions.length === 0;
    const targets: Group[] = single ? [total] : [total, total];
    for await (const facts of batches) {
      await budget.check();
      await this.pages(facts, query, pages);
      for (const fact of facts) {
        // Yields the event loop every few ms, and stops past the report's budget.
        const pause = budget.tick();
        if (pause) await pause;
        if (query.where && !matches(query.where, (column) => filterValue(fact, column))) continue;
        if (single) {
          if (groups.size === 0) groups.set('[]', total);
        } else {
          const dims = query.dimensions.map((dimension) => valueOf(fact, dimension));
          const key = JSON.stringify(dims);
          let group = groups.get(key);
          if (!group) {
            group = {
              dims,
              counters: emptyCounters(),
              sketch: needSketch ? HyperLogLog.empty(REPORT_SPARSE_LIMIT) : null,
            };
            groups.set(key, group);
          }
          targets[0] = group;
        }
        for (const target of targets) {
          for (const name of COUNTER_NAMES) target.counters[name] += fact[name];
          if (target.sketch) {
            if (fact.sketch) target.sketch.mergeBuffer(fact.sketch);
            if (fact.visitorSet) for (const visitor of fact.visitorSet) target.sketch.add(visitor);
          }
        }
      }
    }
    await budget.check();
    this.zeroFill(groups, query, needSketch);

    const byPage = query.dimensions.includes('page') || query.dimensions.includes('page_position');
    const rows = [...groups.values()].map((group) => {
      const row: ReportRow = {};
      query.dimensions.forEach((dimension, index) => (row[dimension] = group.dims[index]));
      Object.assign(
        row,
        metricValues(group.counters, () => group.sketch?.count() ?? 0, query.metrics, byPage),
      );
      return row;
    });
    sortRows(rows, query);
    const offset = (query.page - 1) * query.limit;
    return {
      dataUntil,
      totals: metricValues(total.counters, () => total.sketch?.count() ?? 0, query.metrics, false),
      rows: rows.slice(offset, offset + query.limit),
      totalRows: rows.length,
    };
  }

  /** The stored rollup rows of the report, then the minutes after the watermark. */
  private async *rollupFacts(
    scope: Scope,
    query: ReportQuery,
    dataUntil: Date,
    granularity: Granularity,
    needSketch: boolean,
  ): AsyncGenerator<Fact[]> {
    yield* this.stored(scope, query, granularity, needSketch);
    yield await this.pending(scope, query, dataUntil, granularity);
  }

  /**
   * The stored rollup rows: with sketches, REPORT_PAGE rows at a time (by id), since the whole
   * cube of a month can be hundreds of thousands of rows; without, one row per group.
   */
  private async *stored(
    scope: Scope,
    query: ReportQuery,
    granularity: Granularity,
    needSketch: boolean,
  ): AsyncGenerator<Fact[]> {
    let afterId = 0;
    for (;;) {
      const raw = await this.storedPage(scope, query, granularity, needSketch, afterId);
      yield raw.map((row) => storedFact(row, query));
      if (!needSketch || raw.length < REPORT_PAGE) return;
      afterId = Number(raw[raw.length - 1].id);
    }
  }

  private storedPage(
    scope: Scope,
    query: ReportQuery,
    granularity: Granularity,
    needSketch: boolean,
    afterId: number,
  ): Promise<Record<string, unknown>[]> {
    // The columns the dimensions and filters read. Without visitors (sketches merge only in
    // code), SQL sums the rows that agree on them: one row per group, not per cube cell.
    const named = [...query.dimensions, ...conditionColumns(query.where)].map(
      (name) => SOURCE_COLUMN[name as Dimension],
    );
    // With them, each row of a projection is read whole (its few columns), so that reports of
    // the same rows asked together (the dashboard's) ask the same SQL and share one read.
    const projection = needSketch ? PROJECTIONS.find((p) => p.hourly === granularity || p.daily === granularity) : null;
    const whole = projection
      ? ['bucket', ...projection.dimensions.map((name) => SOURCE_COLUMN[name as Dimension])]
      : [];
    const columns = [...new Set([...whole, ...named])];
    const stored = storedRollups(this.dataSource.manager, scope, {
      granularity,
      from: query.from,
      to: query.to,
      columns,
      sketches: needSketch,
      afterId,
      limit: REPORT_PAGE,
    });
    if (!needSketch || !projection) return stored.rows();
    const key = JSON.stringify(stored.queryAndParameters(), (_, value: unknown) =>
      typeof value === 'bigint' ? `${value}n` : value,
    );
    let read = this.reading.get(key);
    if (!read) {
      read = stored.rows();
      this.reading.set(key, read);
      const done = () => this.reading.delete(key);
      read.then(done, done);
    }
    return read;
  }

  /** The minutes after the watermark, folded now and written nowhere. */
  private async pending(scope: Scope, query: ReportQuery, dataUntil: Date, granularity: Granularity): Promise<Fact[]> {
    if (dataUntil >= query.to) return [];
    const { deltas } = await this.rollups.pending(scope.workspaceId, dataUntil);
    return deltas
      .filter(
        (delta) =>
          delta.granularity === granularity &&
          delta.bucket >= query.from &&
          delta.bucket < query.to &&
          (!scope.editions || scope.editions.includes(delta.edition_id)) &&
          (!scope.projects || scope.projects.includes(delta.project_id)),
      )
      .map((delta) => ({ ...delta, sketch: null, visitorSet: delta.visitors }));
  }

  /**
   * The visits that began in the range, each as one fact (its exit page as its page): the stored
   * ones as the minutes after the watermark leave them, folded on the fly.
   */
  private async *visits(scope: Scope, query: ReportQuery, dataUntil: Date): AsyncGenerator<Fact[]> {
    // The minutes after the watermark first: a visit they changed replaces its stored row.
    const pending = new Map<number | string, Omit<AnalyticsSession, 'id' | 'edition'>>();
    const { sessions } = await this.rollups.pending(scope.workspaceId, dataUntil);
    sessions.forEach((session, index) => {
      if (session.started_on < query.from || session.started_on >= query.to) return;
      if (scope.editions && !scope.editions.includes(session.edition_id)) return;
      if (scope.projects && !scope.projects.includes(session.project_id)) return;
      pending.set(session.id ?? `new-${index}`, session);
    });
    let afterId = 0;
    for (;;) {
      const stored = await sessionsAfter(this.dataSource.manager, scope, query.from, query.to, afterId, REPORT_PAGE);
      yield stored.filter((session) => !pending.has(session.id)).map(visitFact);
      if (stored.length < REPORT_PAGE) break;
      afterId = stored[stored.length - 1].id;
    }
    yield [...pending.values()].map(visitFact);
  }

  /** Adds to `found` the pages these facts name that it does not hold yet (when the report names pages). */
  private async pages(
    facts: Fact[],
    query: ReportQuery,
    found: Map<number, { identifier: string; position: number } | undefined>,
  ): Promise<void> {
    const wanted =
      query.dimensions.some((d) => d === 'page' || d === 'page_position' || d === 'entry_page' || d === 'exit_page') ||
      conditionColumns(query.where).some((c) => c.includes('page'));
    if (!wanted) return;
    const ids = new Set<number>();
    for (const fact of facts) {
      if (fact.page_id !== null && !found.has(fact.page_id)) ids.add(fact.page_id);
      if (fact.entry_page_id !== null && !found.has(fact.entry_page_id)) ids.add(fact.entry_page_id);
    }
    const list = [...ids];
    // Asked once: a page that is gone stays unnamed.
    for (const id of list) found.set(id, undefined);
    for (let at = 0; at < list.length; at += 500) {
      const rows = await pagePositions(this.dataSource.manager, list.slice(at, at + 500));
      // Positions go out 1-based, as a reader counts pages.
      for (const row of rows) found.set(row.id, { identifier: row.identifier, position: row.position + 1 });
    }
  }

  /** Every bucket of the range, for each combination of the other dimensions seen. */
  private zeroFill(groups: Map<string, Group>, query: ReportQuery, needSketch: boolean): void {
    const timeIndex = query.dimensions.indexOf('time');
    if (timeIndex < 0) return;
    const labels = allLabels(query);
    const others = new Map<string, Value[]>();
    for (const group of groups.values()) {
      const rest = group.dims.filter((_, index) => index !== timeIndex);
      others.set(JSON.stringify(rest), rest);
    }
    if (others.size === 0) others.set('[]', []);
    for (const rest of others.values()) {
      for (const label of labels) {
        const dims = [...rest];
        dims.splice(timeIndex, 0, label);
        const key = JSON.stringify(dims);
        if (!groups.has(key))
          groups.set(key, {
            dims,
            counters: emptyCounters(),
            sketch: needSketch ? HyperLogLog.empty(REPORT_SPARSE_LIMIT) : null,
          });
      }
    }
  }
}

/** A group a store counted: its dimension values, its counters, its visitors. */
export interface CounterGroup {
  dims: Value[];
  counters: RollupCounters;
  visitors: number;
}

/**
 * A report from groups another store counted (ClickHouse): every bucket of a time series, the
 * metrics, the order and the page, exactly as `Reports.run` makes them.
 */
export function finishReport(
  query: ReportQuery,
  dataUntil: Date,
  counted: CounterGroup[],
  total: CounterGroup,
): ReportResult {
  const groups = new Map<string, CounterGroup>();
  for (const group of counted) groups.set(JSON.stringify(group.dims), group);
  const timeIndex = query.dimensions.indexOf('time');
  if (timeIndex >= 0) {
    const others = new Map<string, Value[]>();
    for (const group of groups.values()) {
      const rest = group.dims.filter((_, index) => index !== timeIndex);
      others.set(JSON.stringify(rest), rest);
    }
    if (others.size === 0) others.set('[]', []);
    const labels = allLabels(query);
    for (const rest of others.values()) {
      for (const label of labels) {
        const dims = [...rest];
        dims.splice(timeIndex, 0, label);
        const key = JSON.stringify(dims);
        if (!groups.has(key)) groups.set(key, { dims, counters: emptyCounters(), visitors: 0 });
      }
    }
  }
  const byPage = query.dimensions.includes('page') || query.dimensions.includes('page_position');
  const rows = [...groups.values()].map((group) => {
    const row: ReportRow = {};
    query.dimensions.forEach((dimension, index) => (row[dimension] = group.dims[index]));
    Object.assign(
      row,
      metricValues(group.counters, () => group.visitors, query.metrics, byPage),
    );
    return row;
  });
  sortRows(rows, query);
  const offset = (query.page - 1) * query.limit;
  return {
    dataUntil,
    totals: metricValues(total.counters, () => total.visitors, query.metrics, false),
    rows: rows.slice(offset, offset + query.limit),
    totalRows: rows.length,
  };
}

/** Stored rows (rollups with sketches, visits) a report holds at a time. */
const REPORT_PAGE = 5_000;

const idOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A stored rollup row (or a group's sums) as the report reads it. */
function storedFact(row: Record<string, unknown>, query: ReportQuery): Fact {
  const fact = {
    bucket:
      row.bucket === undefined
        ? query.from
        : row.bucket instanceof Date
          ? row.bucket
          : new Date(`${String(row.bucket).replace(' ', 'T')}Z`),
    project_id: idOf(row.project_id),
    edition_id: idOf(row.edition_id),
    page_id: idOf(row.page_id),
    token_id: idOf(row.token_id),
    entry_page_id: idOf(row.entry_page_id),
    sketch: (row.visitors as Buffer | undefined) ?? null,
    visitorSet: null,
  } as Fact;
  for (const column of TEXT_DIMENSION_COLUMNS) fact[column] = (row[column] as string | null | undefined) ?? null;
  for (const name of COUNTER_NAMES) fact[name] = Number(row[name] ?? 0);
  return fact;
}

/** A visit as one fact: its exit page as its page. */
function visitFact(session: Omit<AnalyticsSession, 'id' | 'edition'>): Fact {
  return {
    ...emptyCounters(),
    bucket: session.started_on,
    project_id: session.project_id,
    edition_id: session.edition_id,
    page_id: session.exit_page_id,
    token_id: session.token_id,
    entry_page_id: session.entry_page_id,
    country: session.country,
    device: session.device,
    browser: session.browser,
    os: session.os,
    referrer_domain: session.referrer_domain,
    utm_source: session.utm_source,
    utm_medium: session.utm_medium,
    utm_campaign: session.utm_campaign,
    entries: 1,
    pageviews: session.pageviews,
    bounces: session.pageviews === 1 ? 1 : 0,
    duration_ms: session.last_seen_on.getTime() - session.started_on.getTime(),
    completions: session.reached_last ? 1 : 0,
    returning: session.is_returning ? 1 : 0,
    sketch: null,
    visitorSet: new Set([session.visitor]),
  };
}

/** The rollup column each dimension (and filter) reads. */
const SOURCE_COLUMN: Record<Dimension, string> = {
  time: 'bucket',
  project: 'project_id',
  doc: 'edition_id',
  page: 'page_id',
  page_position: 'page_id',
  token: 'token_id',
  entry_page: 'entry_page_id',
  exit_page: 'page_id',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
  referrer_domain: 'referrer_domain',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
};

/** The audience projection (country, device, browser, os). */
const AUDIENCE_PROJECTION = PROJECTIONS.find(({ dimensions }) => dimensions.includes('device'))!;

/** Dimensions every rollup keeps. */
const ALWAYS_KEPT = new Set<string>(['time', 'project', 'doc']);

/**
 * The rollup a report reads: UTC days unless it needs hours (an hourly series, or days in another
 * time zone), and the smallest projection that keeps every dimension its dimensions and filters
 * name, else the whole cube. Every change a fold makes goes to each projection alike
 * (sessionizer.ts), so a report that names none reads any one of them with the same answer: the
 * pages' rows, or with visitors the audience's, where a visit's visitor is in one row a bucket
 * rather than in one a page it saw (fewer sketch registers to merge).
 */
export function rollupFor(query: ReportQuery): Granularity {
  const daily = query.timezone === 'UTC' && query.granularity !== 'hour' && !query.instants;
  const named = [...query.dimensions, ...conditionColumns(query.where)].filter((name) => !ALWAYS_KEPT.has(name));
  const candidates =
    named.length === 0 && query.metrics.includes('visitors') ? [AUDIENCE_PROJECTION, ...PROJECTIONS] : PROJECTIONS;
  const projection = candidates.find(({ dimensions }) => named.every((name) => dimensions.includes(name)));
  if (projection) return daily ? projection.daily : projection.hourly;
  return daily ? 'd' : 'h';
}

/** Doc and project ids a filter pins at its top level (eq or in, and-ed), for SQL to narrow by. */
export function restrictions(where: Condition | null): { editions?: number[]; projects?: number[] } {
  const found: { editions?: number[]; projects?: number[] } = {};
  const parts = where === null ? [] : where.kind === 'and' ? where.conditions : [where];
  for (const part of parts) {
    const column = 'column' in part ? part.column : undefined;
    const key = column === 'doc' ? 'editions' : column === 'project' ? 'projects' : undefined;
    if (!key) continue;
    let ids: number[] | undefined;
    if (part.kind === 'compare' && part.operator === '=') ids = [Number(part.value)];
    else if (part.kind === 'in' && !part.negated) ids = part.values.map(Number);
    if (ids) found[key] = found[key] ? found[key].filter((id) => ids.includes(id)) : ids;
  }
  return found;
}

export function conditionColumns(condition: Condition | null): string[] {
  if (condition === null) return [];
  if ('conditions' in condition) return condition.conditions.flatMap((part) => conditionColumns(part));
  return [condition.column];
}

/** Evaluates a parsed filter (the list grammar's) on one row, as SQL would. */
export function matches(condition: Condition, valueOf: (column: string) => unknown): boolean {
  switch (condition.kind) {
    case 'and':
      return condition.conditions.every((part) => matches(part, valueOf));
    case 'or':
      return condition.conditions.some((part) => matches(part, valueOf));
    case 'null': {
      const isNull = valueOf(condition.column) === null;
      return condition.negated ? !isNull : isNull;
    }
    case 'compare': {
      const left = comparable(valueOf(condition.column));
      const right = comparable(condition.value);
      // SQL: a comparison with NULL is never true.
      if (left === null || right === null) return false;
      switch (condition.operator) {
        case '=':
          return left === right;
        case '<>':
          return left !== right;
        case '<':
          return left < right;
        case '<=':
          return left <= right;
        case '>':
          return left > right;
        case '>=':
          return left >= right;
      }
      return false;
    }
    case 'in': {
      const value = comparable(valueOf(condition.column));
      if (value === null) return false;
      const found = condition.values.some((candidate) => comparable(candidate) === value);
      return condition.negated ? !found : found;
    }
    case 'between': {
      const value = comparable(valueOf(condition.column));
      const from = comparable(condition.from);
      const to = comparable(condition.to);
      return value !== null && from !== null && to !== null && value >= from && value <= to;
    }
    case 'like': {
      const value = valueOf(condition.column);
      if (value === null || value === undefined) return false;
      // Matched in linear-bounded time, never by a backtracking RegExp (glob-match.ts).
      let matcher = LIKE_MATCHERS.get(condition);
      if (!matcher) LIKE_MATCHERS.set(condition, (matcher = compileLike(condition.pattern)));
      const found = matcher(String(value));
      return condition.negated ? !found : found;
    }
  }
}

/** A filter's compiled patterns, one per parsed condition (a report's lifetime). */
const LIKE_MATCHERS = new WeakMap<Condition, LikeMatcher>();

function comparable(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as string | number;
}

const round = (value: number) => Math.round(value * 100) / 100;
const ratio = (part: number, whole: number, scale = 1) => (whole === 0 ? 0 : round((part / whole) * scale));

/**
 * The metrics of a group of rollup rows. Visits are the visits that began in the group; by page,
 * a page's visits are the visits that saw it (its unique views).
 */
function metricValues(
  c: RollupCounters,
  visitorCount: () => number,
  metrics: Metric[],
  byPage: boolean,
): Record<string, number> {
  const visits = byPage ? c.page_visits : c.entries;
  const values: Record<string, number> = {};
  for (const metric of metrics) {
    switch (metric) {
      case 'visitors':
        values.visitors = visitorCount();
        break;
      case 'visits':
        values.visits = visits;
        break;
      case 'pageviews':
        values.pageviews = c.pageviews;
        break;
      case 'views_per_visit':
        values.views_per_visit = ratio(c.pageviews, visits);
        break;
      case 'visit_duration':
        values.visit_duration = ratio(c.duration_ms, c.entries, 1 / 1000);
        break;
      case 'bounce_rate':
        values.bounce_rate = ratio(c.bounces, c.entries, 100);
        break;
      case 'exit_rate':
        values.exit_rate = ratio(c.exits, c.pageviews, 100);
        break;
      case 'time_on_page':
        values.time_on_page = ratio(c.time_ms, c.time_n, 1 / 1000);
        break;
      case 'scroll_depth':
        values.scroll_depth = ratio(c.scroll_sum, c.scroll_n);
        break;
      case 'completion_rate':
        values.completion_rate = ratio(c.completions, c.entries, 100);
        break;
      case 'clicks':
        values.clicks = c.clicks;
        break;
      case 'returning_rate':
        values.returning_rate = ratio(c.returning, c.entries, 100);
        break;
    }
  }
  return values;
}

/** A bucket's label: the hour's instant (UTC, `Z`), else the local date the day, week (Monday) or month begins. */
export function timeLabeller(query: Pick<ReportQuery, 'granularity' | 'timezone'>): (bucket: Date) => string {
  const cache = new Map<number, string>();
  return (bucket) => {
    const key = bucket.getTime();
    let label = cache.get(key);
    if (label === undefined) {
      label =
        query.granularity === 'hour'
          ? new Date(Math.floor(key / HOUR_MS) * HOUR_MS).toISOString()
          : periodStart(localDate(bucket, query.timezone), query);
      cache.set(key, label);
    }
    return label;
  };
}

function periodStart(date: Date, query: Pick<ReportQuery, 'granularity'>): string {
  if (query.granularity === 'week') return formatDate(addDays(date, -((date.getUTCDay() + 6) % 7)));
  if (query.granularity === 'month')
    return formatDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
  return formatDate(date);
}

export function allLabels(query: Pick<ReportQuery, 'granularity' | 'from' | 'to' | 'dateFrom' | 'dateTo'>): string[] {
  const labels = new Set<string>();
  if (query.granularity === 'hour') {
    for (let at = Math.floor(query.from.getTime() / HOUR_MS) * HOUR_MS; at < query.to.getTime(); at += HOUR_MS)
      labels.add(new Date(at).toISOString());
  } else {
    for (let date = query.dateFrom; date <= query.dateTo; date = addDays(date, 1)) labels.add(periodStart(date, query));
  }
  return [...labels];
}

export function sortRows(
  rows: ReportRow[],
  query: { orderBy: ReportQuery['orderBy']; dimensions: readonly string[]; metrics: readonly string[] },
): void {
  const order =
    query.orderBy.length > 0
      ? query.orderBy
      : query.dimensions.includes('time')
        ? [{ column: 'time', direction: 'ASC' as const }]
        : [{ column: query.metrics[0], direction: 'DESC' as const }];
  const keys = [...order, ...query.dimensions.map((dimension) => ({ column: dimension, direction: 'ASC' as const }))];
  rows.sort((a, b) => {
    for (const { column, direction } of keys) {
      const compared = compareValues(a[column], b[column]);
      if (compared !== 0) return direction === 'ASC' ? compared : -compared;
    }
    return 0;
  });
}

/**
 * An events report's answer from all of its rows, grouped in the app: sorted as the query orders,
 * and the page it asks for. Both stores answer events reports this way.
 */
export function eventsPage(
  rows: ReportRow[],
  query: {
    orderBy: ReportQuery['orderBy'];
    dimensions: readonly string[];
    metrics: readonly string[];
    page: number;
    limit: number;
  },
  dataUntil: Date,
  total: number,
): ReportResult {
  sortRows(rows, query);
  const offset = (query.page - 1) * query.limit;
  return {
    dataUntil,
    totals: { events: total },
    rows: rows.slice(offset, offset + query.limit),
    totalRows: rows.length,
  };
}

/** Nulls first, as MySQL and SQLite sort them ascending. */
function compareValues(a: Value | undefined, b: Value | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}
