import type { DataSource, EntityManager } from 'typeorm';

import type { Condition } from '../../common/list-query/condition.js';
import type { Transactions } from '../../database/transactions.js';
import { docsById } from '../analytics.queries.js';
import type { AnalyticsClock } from '../analytics-clock.js';
import type { AnalyticsStore, EventRow, FoldCommit, FoldResult } from '../analytics-store.js';
import type { RealtimeEvent, RealtimeFilter } from '../realtime.js';
import type { Dimension, EventReportDimension, EventsQuery, ReportQuery } from '../report-query.js';
import {
  allLabels,
  conditionColumns,
  type CounterGroup,
  eventsPage,
  finishReport,
  type ReportResult,
  type ReportRow,
  restrictions,
  rollupFor,
} from '../reports.js';
import type { Rollups } from '../rollups.js';
import { COUNTER_NAMES, type FoldEvent, type SessionState, TEXT_DIMENSION_COLUMNS } from '../sessionizer.js';
import { insertRows } from '../sql-store.queries.js';
import { type ClickHouse, namedDailyRecount } from './clickhouse.js';
import { workspacePages } from './clickhouse-store.queries.js';
import { join, Sql, sql, type SqlValue, tsvField, tsvValue } from './sql.js';

/** Events read per page while folding. */
const EVENT_PAGE = 5_000;
/** Groups a report may have before it is refused (ask for fewer dimensions or a filter). */
const CLICKHOUSE_GROUPS_MAX = 200_000;
/** A report's bounds on the server: memory, time, and the groups of its GROUP BY. */
const REPORT_SETTINGS = {
  max_execution_time: 30,
  max_rows_to_group_by: CLICKHOUSE_GROUPS_MAX + 1,
  group_by_overflow_mode: 'throw',
  max_memory_usage: 1_000_000_000,
  // Pending rows and large filters are literals: allow them, within reason.
  max_query_size: 16_777_216,
} as const;

/**
 * How long one workspace's tail (the events after the watermark: the report version and the
 * pending fold) serves the reports that follow: the ETag check and the report of one request,
 * the three reports of a shortcut, a dashboard's dozen. A write or delete by this instance ends
 * it at once; another instance's write is seen within this (the buffer itself holds events for
 * up to a second before they are written).
 */
const TAIL_REUSE_MS = 1000;
/**
 * How often the worker's sweep for deleted docs (`purgeDeletedDocs`) reads every doc id the
 * tables hold, when no removal is known to be owed: a delete reaches ClickHouse when it commits
 * (`purgeDeleted`), the sweep only catches those made while ClickHouse was away. Reading the ids
 * scans the raw events: at every worker run (every few seconds) it took a core of a small
 * server at 10M events and more than the server had at 100M.
 */
const SWEEP_EVERY_MS = 3_600_000;

/** Every table holding a doc's, a token's or a workspace's rows (deletes reach each). */
const TABLES = [
  'analytics_event',
  'analytics_named_event',
  'analytics_named_daily',
  'analytics_session',
  'analytics_rollup',
] as const;
/** The tables with a token column (the daily named events have none: a token's report reads the named events). */
const TOKEN_TABLES = TABLES.filter((table) => table !== 'analytics_named_daily');
/** What an events report may name and still be answered from the daily named events. */
const NAMED_DAILY_DIMENSIONS = new Set(['project', 'doc', 'event_name', 'click_target']);
const DAY_MS = 86_400_000;

/** The raw events' columns an insert writes, in the order of its lines (`insertEvents`). */
const EVENT_COLUMNS = [
  'workspace_id',
  'project_id',
  'edition_id',
  'page_id',
  'token_id',
  'occurred_on',
  'at_ms',
  'seq',
  'type',
  'visitor',
  ...TEXT_DIMENSION_COLUMNS,
  'engaged_ms',
  'scroll_depth',
  'target',
  'name',
];

const raw = (text: string) => new Sql(text);
const ms = (date: Date) => date.getTime();
const dateTimeText = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

type Row = Record<string, unknown>;

/** The raw events' columns the fold reads, in the order `foldEventOf` takes them. */
const FOLD_COLUMNS = [
  'workspace_id',
  'project_id',
  'edition_id',
  'page_id',
  'token_id',
  'at_ms',
  'type',
  'visitor',
  'engaged_ms',
  'scroll_depth',
  'target',
  'name',
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'seq',
] as const satisfies readonly (keyof FoldEvent | 'at_ms' | 'seq')[];
const SEQ_FIELD = FOLD_COLUMNS.length - 1;
const optionalNumber = (field: string) => (field === '\\N' ? null : Number(field));

/**
 * A raw event's TabSeparated fields (FOLD_COLUMNS) as the fold reads it, made in one literal
 * (one shape for every event).
 */
function foldEventOf(fields: string[]): FoldEvent {
  return {
    workspace_id: Number(fields[0]),
    project_id: Number(fields[1]),
    edition_id: Number(fields[2]),
    page_id: optionalNumber(fields[3]),
    token_id: optionalNumber(fields[4]),
    occurred_on: new Date(Number(fields[5])),
    type: tsvValue(fields[6])!,
    visitor: tsvValue(fields[7])!,
    engaged_ms: optionalNumber(fields[8]),
    scroll_depth: optionalNumber(fields[9]),
    target: tsvValue(fields[10]),
    name: tsvValue(fields[11]),
    country: tsvValue(fields[12]),
    device: tsvValue(fields[13]),
    browser: tsvValue(fields[14]),
    os: tsvValue(fields[15]),
    referrer_domain: tsvValue(fields[16]),
    utm_source: tsvValue(fields[17]),
    utm_medium: tsvValue(fields[18]),
    utm_campaign: tsvValue(fields[19]),
  };
}

/** The events after the watermark of one workspace, read once: the version and the pending fold. */
interface Tail {
  dataUntil: Date;
  version: string;
  pending: FoldResult;
}

/**
 * The analytics store in ClickHouse (docs/analytics.md, "Running at scale"): raw events in a
 * MergeTree, visits in a ReplacingMergeTree, rollups in an AggregatingMergeTree (sum and
 * uniqCombined states) fed by a materialized view; reports are grouped, filtered and counted by
 * ClickHouse. The fold (sessions, time on page, bounces) is the same code as on the SQL store
 * (rollups.ts, sessionizer.ts), so both stores give the same answers; the watermark stays in the
 * SQL database.
 */
export class ClickHouseAnalyticsStore implements AnalyticsStore {
  readonly name = 'clickhouse' as const;
  /**
   * A write starts once 2,000 events wait (or every FLUSH_MS). Each insert is a new MergeTree part
   * that ClickHouse writes, runs its views on and merges later, so the server's CPU per event
   * falls with the size of the insert: 7.5 µs at 2,000 against 32 µs at 500 (200,000 events
   * inserted alone, docs/benchmarks.md). In bench:analytics's comparison (BENCH_COMPARE=sql),
   * 2,000 made 1.03 and 1.17 times the SQL store's rate, 500 0.71 and 0.76 times. 5,000 kept
   * every accepted event's request objects alive for about a second under load: they outlived
   * the young generation, and the app spent twice the SQL-store app's time in GC per event. The
   * SQL store writes 500 at a time.
   */
  readonly batchEvents = 2000;
  /** Orders events of the same millisecond as they were written (the SQL store's id order). */
  private seq = Date.now() * 1000;
  /** Each workspace's last tail read (`tail()`), and the writes it saw. */
  private readonly tails = new Map<number, { until: number; generation: number; at: number; tail: Promise<Tail> }>();
  /** Counts this instance's writes and deletes: a tail read before one is not reused. */
  private generation = 0;
  /** When this instance last swept for deleted docs, and whether a removal failed since. */
  private sweptAt = -Infinity;
  private sweepOwed = false;

  constructor(
    readonly ch: ClickHouse,
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly rollups: () => Rollups,
    private readonly clock: AnalyticsClock,
  ) {}

  /** The schema is made at start when ClickHouse answers, else on first use. */
  onApplicationBootstrap(): void {
    void this.ch.schema().catch((error: unknown) => this.ch.warn(`schema not ready yet: ${String(error)}`));
  }

  async close(): Promise<void> {
    await this.ch.onApplicationShutdown();
  }

  async insertEvents(rows: readonly EventRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.ch.schema();
    // One TabSeparated string per batch (a line per event, in EVENT_COLUMNS' order): no object
    // per row here, and the cheapest text format for the server to parse.
    const lines: string[] = new Array<string>(rows.length);
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index];
      const at = ms(row.occurred_on);
      let line = `${tsvField(row.workspace_id)}\t${tsvField(row.project_id)}\t${tsvField(row.edition_id)}\t${tsvField(row.page_id)}\t${tsvField(row.token_id)}\t${dateTimeText(row.occurred_on)}\t${tsvField(at)}\t${tsvField(this.seq++)}\t${tsvField(row.type)}\t${tsvField(row.visitor)}`;
      for (const name of TEXT_DIMENSION_COLUMNS) line += `\t${tsvField(row[name])}`;
      lines[index] =
        `${line}\t${tsvField(row.engaged_ms)}\t${tsvField(row.scroll_depth)}\t${tsvField(row.target)}\t${tsvField(row.name)}\n`;
    }
    await this.ch.insertTsv('analytics_event', EVENT_COLUMNS, lines.join(''));
    this.generation++;
  }

  async firstEventTime(): Promise<Date | null> {
    await this.ch.schema();
    const [row] = await this.ch.rows<{ t: number; n: number }>(
      sql`SELECT min(at_ms) AS t, count() AS n FROM analytics_event`,
    );
    return row && Number(row.n) > 0 ? new Date(Number(row.t)) : null;
  }

  async eventTimeAt(from: Date, before: Date, skip: number): Promise<Date | null> {
    await this.ch.schema();
    const rows = await this.ch.rows<{ t: number }>(
      sql`SELECT at_ms AS t FROM analytics_event WHERE ${inRange(from, before)}
          ORDER BY at_ms, seq LIMIT 1 OFFSET ${skip}`,
    );
    return rows.length > 0 ? new Date(Number(rows[0].t)) : null;
  }

  eventPages(from: Date, to: Date | null, workspaceId?: number): AsyncGenerator<FoldEvent[]> {
    return this.pages(from, to, workspaceId);
  }

  /** The events of the range in time order, page by page; `seen` counts them and keeps their last `seq`. */
  private async *pages(
    from: Date,
    to: Date | null,
    workspaceId?: number,
    seen?: { n: number; seq: number },
  ): AsyncGenerator<FoldEvent[]> {
    await this.ch.schema();
    const conditions: Sql[] = [inRange(from, to)];
    if (workspaceId !== undefined) conditions.push(sql`workspace_id = ${workspaceId}`);
    // One query for the range, read a page at a time.
    const rows = this.ch.stream(
      sql`SELECT ${raw(FOLD_COLUMNS.join(', '))} FROM analytics_event WHERE ${join(conditions, ' AND ')}
      ORDER BY at_ms, seq`,
      FOLD_COLUMNS.length,
      EVENT_PAGE,
    );
    // A workspace's events are a report's read (its pending minutes, a goals report): ClickHouse
    // away or past its timeout is a 503 with Retry-After, as for every report, not a 500.
    for await (const page of workspaceId === undefined ? rows : this.ch.streamForReport(rows)) {
      if (seen) {
        seen.n += page.length;
        for (const fields of page) seen.seq = Math.max(seen.seq, Number(fields[SEQ_FIELD]));
      }
      yield page.map(foldEventOf);
    }
  }

  async latestSessions(editionId: number, visitors: readonly string[]): Promise<SessionState[]> {
    const found: SessionState[] = [];
    for (let at = 0; at < visitors.length; at += 1000) {
      const rows = await this.ch.rows<Row>(
        sql`SELECT * FROM analytics_session FINAL
          WHERE edition_id = ${editionId} AND visitor IN (${join(visitors.slice(at, at + 1000).map((v) => sql`${v}`))})
          ORDER BY last_seen_ms`,
      );
      for (const row of rows) found.push(sessionOf(row));
    }
    return found;
  }

  async commitFold(_from: Date, to: Date, result: FoldResult, commit: FoldCommit): Promise<boolean> {
    await this.ch.schema();
    // The watermark's row stays locked while ClickHouse takes the rows: a failed write rolls the
    // watermark back, so the minutes are folded again (never skipped).
    return this.transactions.run(async (manager) => {
      if (!(await commit.advance(manager))) return false;
      await commit.alongside(manager, async (target, rows) => {
        if (rows.length > 0) await insertRows(manager, target, rows);
      });
      const version = ms(to);
      await this.ch.insert(
        'analytics_session',
        result.sessions.map((session) => sessionRow(session, version)),
      );
      await this.ch.insert(
        'analytics_rollup_in',
        result.deltas.map((delta) => {
          const { visitors, ...row } = delta;
          return {
            ...row,
            ...Object.fromEntries(COUNTER_NAMES.map((name) => [name, undefined])),
            ...Object.fromEntries(COUNTER_NAMES.map((name) => [`in_${name}`, delta[name]])),
            bucket: dateTimeText(delta.bucket),
            in_visitors: [...visitors],
          };
        }),
      );
      this.generation++;
      return true;
    });
  }

  /** The watermark, the events after it (how many, the last `seq`): the ETag's version. */
  async version(workspaceId: number): Promise<string> {
    return this.ch.forReport(async () => (await this.tail(workspaceId)).version);
  }

  /**
   * One workspace's events after the watermark, read once for the version and the reports that
   * follow (TAIL_REUSE_MS): the same rows are folded as pending (what reports add to the
   * rollups) and counted for the version, so a report's answer is the one its ETag names, and a
   * request asks ClickHouse for the tail once, not once per report and once more for its ETag.
   */
  private async tail(workspaceId: number): Promise<Tail> {
    const dataUntil = await this.rollups().dataUntil(this.clock.now());
    const now = performance.now();
    const held = this.tails.get(workspaceId);
    if (
      held &&
      held.until === dataUntil.getTime() &&
      held.generation === this.generation &&
      now - held.at < TAIL_REUSE_MS
    )
      return held.tail;
    const seen = { n: 0, seq: 0 };
    const tail = this.rollups()
      .pending(workspaceId, dataUntil, this.pages(dataUntil, null, workspaceId, seen))
      .then((pending) => ({ dataUntil, pending, version: `${dataUntil.getTime()}-${seen.n}-${seen.seq}` }));
    const entry = { until: dataUntil.getTime(), generation: this.generation, at: now, tail };
    this.tails.set(workspaceId, entry);
    // Held no longer than it may be reused (nor after a failure).
    const drop = () => {
      if (this.tails.get(workspaceId) === entry) this.tails.delete(workspaceId);
    };
    setTimeout(drop, TAIL_REUSE_MS).unref();
    tail.catch(drop);
    return tail;
  }

  async report(workspaceId: number, query: ReportQuery): Promise<ReportResult> {
    return this.ch.forReport(async () => {
      const { dataUntil, pending } = await this.tail(workspaceId);
      const named = [...query.dimensions, ...conditionColumns(query.where)];
      const byVisit = named.includes('exit_page');
      const pages = named.some((name) => name.includes('page')) ? await this.pageMap(workspaceId) : null;
      const scope = restrictions(query.where);
      const source = byVisit
        ? this.visitSource(workspaceId, query, scope, pending)
        : this.rollupSource(workspaceId, query, scope, pending);
      const expression = (name: string): Sql => dimensionExpression(name as Dimension, query, pages);
      const where = query.where ? compileFilter(query.where, expression) : sql`1`;
      // The visitors' sketches only when visitors are asked for (as on the SQL store): merging
      // them is most of a report's time (a month of a doc's audience rows: 300 ms with, 60 without).
      const visitors = query.metrics.includes('visitors')
        ? [
            byVisit
              ? raw('uniqCombined(14)(visitor) AS a_visitors')
              : raw('uniqCombinedMerge(14)(visitors) AS a_visitors'),
          ]
        : [];
      const aggregates = join([
        ...COUNTER_NAMES.map((name) =>
          byVisit ? raw(`sum(${name}) AS a_${name}`) : raw(`sumMerge(${name}) AS a_${name}`),
        ),
        ...visitors,
      ]);
      const dims = query.dimensions.map((name, index) => sql`${expression(name)} AS ${raw(`d${index}`)}`);
      // The groups and the totals in one request: WITH TOTALS merges every group's states (the
      // visitors' sketches too), so the totals are those of the whole filtered source. Without
      // dimensions the one row is the totals.
      const grouped =
        dims.length > 0
          ? sql`SELECT ${join(dims)}, ${aggregates} FROM (${source}) WHERE ${where} GROUP BY ${join(
              query.dimensions.map((_, index) => raw(`d${index}`)),
            )} WITH TOTALS HAVING count() > 0`
          : sql`SELECT ${aggregates}, count() AS n FROM (${source}) WHERE ${where} HAVING n > 0`;
      const answer = await this.ch.withTotals<Row>(grouped, REPORT_SETTINGS);
      const rows = answer.rows;
      const total = dims.length > 0 ? answer.totals : rows[0];
      const groups: CounterGroup[] = rows.map((row) => ({
        dims: query.dimensions.map((name, index) => dimensionValue(name, row[`d${index}`])),
        counters: countersOf(row),
        visitors: Number(row.a_visitors ?? 0),
      }));
      return finishReport(query, dataUntil, groups, {
        dims: [],
        counters: countersOf(total ?? {}),
        visitors: Number(total?.a_visitors ?? 0),
      });
    });
  }

  /**
   * Events reports read the clicks and custom events (rollups keep counts, not names or targets),
   * from their own table (`analytics_named_event`, clickhouse.ts): ClickHouse groups the range's
   * events by the asked dimensions; the page, the order and
   * the empty buckets of a time series are made here, as on the SQL store.
   */
  async eventsReport(workspaceId: number, query: EventsQuery): Promise<ReportResult> {
    return this.ch.forReport(async () => {
      const dataUntil = await this.rollups().dataUntil(this.clock.now());
      const named = [...query.dimensions, ...conditionColumns(query.where)];
      const pages = named.includes('page') ? await this.pageMap(workspaceId) : null;
      const scope = restrictions(query.where);
      const source = this.namedSource(workspaceId, query, named, scope);
      const asReport = query as unknown as ReportQuery;
      const expression = (name: string): Sql => dimensionExpression(name as Dimension, asReport, pages);
      const where = query.where ? compileFilter(query.where, expression) : sql`1`;
      const dims = query.dimensions.map((name, index) => sql`${expression(name)} AS ${raw(`d${index}`)}`);
      const grouped =
        dims.length > 0
          ? sql`SELECT ${join(dims)}, sum(n) AS events FROM (${source}) WHERE ${where} GROUP BY ${join(
              query.dimensions.map((_, index) => raw(`d${index}`)),
            )}`
          : sql`SELECT sum(n) AS events FROM (${source}) WHERE ${where} HAVING events > 0`;
      const rows = await this.ch.rows<Row>(grouped, REPORT_SETTINGS);
      const total = rows.reduce((sum, row) => sum + Number(row.events), 0);
      const found = new Map<string, ReportRow>();
      for (const row of rows) {
        const out: ReportRow = {};
        query.dimensions.forEach((name, index) => (out[name] = eventDimensionValue(name, row[`d${index}`])));
        out.events = Number(row.events);
        found.set(JSON.stringify(query.dimensions.map((name) => out[name])), out);
      }
      if (query.dimensions.length === 1 && query.dimensions[0] === 'time') {
        for (const label of allLabels(query)) {
          const key = JSON.stringify([label]);
          if (!found.has(key)) found.set(key, { time: label, events: 0 });
        }
      }
      return eventsPage([...found.values()], query, dataUntil, total);
    });
  }

  /**
   * The clicks and custom events of an events report's range, a row per event (`n` = 1) or, when
   * the report names nothing but the project, the doc, the name and the target, the daily counts
   * (`analytics_named_daily`) for the whole UTC days of the range and single events for the
   * hours at either end: the same groups and counts, from a row per day and target.
   */
  private namedSource(
    workspaceId: number,
    query: EventsQuery,
    named: readonly string[],
    scope: { editions?: number[]; projects?: number[] },
  ): Sql {
    const events = (from: Date, to: Date) =>
      sql`SELECT occurred_on AS bucket, project_id, edition_id, page_id, token_id,
          ${raw(TEXT_DIMENSION_COLUMNS.join(', '))}, name AS event_name, target AS click_target, toUInt64(1) AS n
        FROM analytics_named_event
        WHERE ${join([sql`workspace_id = ${workspaceId}`, inRange(from, to), ...scopeConditions(scope)], ' AND ')}`;
    const firstDay = new Date(Math.ceil(ms(query.from) / DAY_MS) * DAY_MS);
    const endDay = new Date(Math.floor(ms(query.to) / DAY_MS) * DAY_MS);
    if (!named.every((name) => NAMED_DAILY_DIMENSIONS.has(name)) || firstDay >= endDay)
      return events(query.from, query.to);
    const days = sql`SELECT project_id, edition_id, if(has_name = 1, name_text, NULL) AS event_name,
        if(has_target = 1, target_text, NULL) AS click_target, events AS n
      FROM analytics_named_daily
      WHERE ${join([sql`workspace_id = ${workspaceId}`, sql`day >= ${firstDay} AND day < ${endDay}`, ...scopeConditions(scope)], ' AND ')}`;
    const ends = [
      ...(query.from < firstDay ? [events(query.from, firstDay)] : []),
      ...(endDay < query.to ? [events(endDay, query.to)] : []),
    ].map((part) => sql`SELECT project_id, edition_id, event_name, click_target, n FROM (${part})`);
    return join([days, ...ends], ' UNION ALL ');
  }

  async firstActivity(workspaceId: number): Promise<Date | null> {
    return this.ch.forReport(async () => {
      const [row] = await this.ch.rows<{ r: number; rn: number; e: number; en: number }>(
        sql`SELECT
            (SELECT toUInt64(min(bucket)) * 1000 FROM analytics_rollup WHERE workspace_id = ${workspaceId}) AS r,
            (SELECT count() FROM analytics_rollup WHERE workspace_id = ${workspaceId}) AS rn,
            (SELECT min(at_ms) FROM analytics_event WHERE workspace_id = ${workspaceId}) AS e,
            (SELECT count() FROM analytics_event WHERE workspace_id = ${workspaceId}) AS en`,
      );
      const instants = [
        ...(Number(row?.rn ?? 0) > 0 ? [Number(row.r)] : []),
        ...(Number(row?.en ?? 0) > 0 ? [Number(row.e)] : []),
      ];
      return instants.length === 0 ? null : new Date(Math.min(...instants));
    });
  }

  async recentEvents(filter: RealtimeFilter, since: Date, now: Date, max: number): Promise<RealtimeEvent[]> {
    return this.ch.forReport(async () => {
      const conditions = [
        sql`workspace_id = ${filter.workspaceId}`,
        // `now` itself counts, as on the SQL store.
        inRange(since, new Date(ms(now) + 1)),
      ];
      if (filter.doc !== undefined) conditions.push(sql`edition_id = ${filter.doc}`);
      if (filter.project !== undefined) conditions.push(sql`project_id = ${filter.project}`);
      const rows = await this.ch.rows<Row>(
        sql`SELECT at_ms, type, visitor, edition_id, page_id FROM analytics_event
          WHERE ${join(conditions, ' AND ')} ORDER BY at_ms DESC, seq DESC LIMIT ${max + 1}`,
        REPORT_SETTINGS,
      );
      return rows.map((row) => ({
        at: new Date(Number(row.at_ms)),
        type: String(row.type),
        visitor: String(row.visitor),
        editionId: Number(row.edition_id),
        pageId: num(row.page_id),
      }));
    });
  }

  /** The rollup rows of the report's range and granularity, then the pending minutes' deltas. */
  private rollupSource(
    workspaceId: number,
    query: ReportQuery,
    scope: { editions?: number[]; projects?: number[] },
    pending: FoldResult,
  ): Sql {
    const granularity = rollupFor(query);
    const conditions = [
      sql`workspace_id = ${workspaceId}`,
      sql`granularity = ${granularity}`,
      sql`bucket >= ${query.from} AND bucket < ${query.to}`,
      ...scopeConditions(scope),
    ];
    const columns = raw(
      ['bucket', 'project_id', 'edition_id', 'page_id', 'token_id', 'entry_page_id', ...TEXT_DIMENSION_COLUMNS].join(
        ', ',
      ),
    );
    const stored = sql`SELECT ${columns}, ${raw(COUNTER_NAMES.join(', '))}, visitors FROM analytics_rollup WHERE ${join(conditions, ' AND ')}`;
    const deltas = pending.deltas.filter(
      (delta) =>
        delta.granularity === granularity &&
        delta.bucket >= query.from &&
        delta.bucket < query.to &&
        (!scope.editions || scope.editions.includes(delta.edition_id)) &&
        (!scope.projects || scope.projects.includes(delta.project_id)),
    );
    if (deltas.length === 0) return stored;
    // The pending deltas as literals, turned into the same states as stored rows.
    const tuples = deltas.map(
      (delta) =>
        sql`(${join([
          sql`toDateTime(${Math.floor(ms(delta.bucket) / 1000)}, 'UTC')`,
          uint(delta.project_id),
          uint(delta.edition_id),
          nullableUint(delta.page_id),
          nullableUint(delta.token_id),
          nullableUint(delta.entry_page_id),
          ...TEXT_DIMENSION_COLUMNS.map((name) => nullableString(delta[name])),
          ...COUNTER_NAMES.map((name) => sql`toInt64(${delta[name]})`),
          sql`CAST(${[...delta.visitors]} AS Array(String))`,
        ])})`,
    );
    const n = 6 + TEXT_DIMENSION_COLUMNS.length;
    const keyColumns = [
      'bucket',
      'project_id',
      'edition_id',
      'page_id',
      'token_id',
      'entry_page_id',
      ...TEXT_DIMENSION_COLUMNS,
    ].map((name, index) => raw(`t.${index + 1} AS ${name}`));
    const counters = COUNTER_NAMES.map((name, index) =>
      raw(`sumState(if(i = 1, t.${n + index + 1}, toInt64(0))) AS ${name}`),
    );
    const visitorsAt = n + COUNTER_NAMES.length + 1;
    const fresh = sql`SELECT ${join(keyColumns)}, ${join(counters)}, uniqCombinedState(14)(arrayElement(t.${raw(String(visitorsAt))}, i)) AS visitors
      FROM (SELECT arrayJoin([${join(tuples)}]) AS t) ARRAY JOIN arrayEnumerate(t.${raw(String(visitorsAt))}) AS i
      GROUP BY t`;
    return sql`${stored} UNION ALL ${fresh}`;
  }

  /** The visits that began in the range (the pending minutes' version of a visit replaces the stored one). */
  private visitSource(
    workspaceId: number,
    query: ReportQuery,
    scope: { editions?: number[]; projects?: number[] },
    pending: FoldResult,
  ): Sql {
    const sessions = pending.sessions.filter(
      (session) =>
        session.started_on >= query.from &&
        session.started_on < query.to &&
        (!scope.editions || scope.editions.includes(session.edition_id)) &&
        (!scope.projects || scope.projects.includes(session.project_id)),
    );
    const columns = `toDateTime(intDiv(started_ms, 1000), 'UTC') AS bucket, project_id, edition_id, exit_page_id AS page_id,
      token_id, entry_page_id, ${TEXT_DIMENSION_COLUMNS.join(', ')}, pageviews, toInt64(1) AS entries,
      toInt64(0) AS page_visits, toInt64(pageviews = 1) AS bounces, toInt64(0) AS exits, toInt64(is_returning) AS returning,
      toInt64(reached_last) AS completions, toInt64(last_seen_ms) - toInt64(started_ms) AS duration_ms, toInt64(0) AS time_ms,
      toInt64(0) AS time_n, toInt64(0) AS scroll_sum, toInt64(0) AS scroll_n, toInt64(0) AS clicks, toInt64(0) AS customs, visitor`;
    const conditions = [
      sql`workspace_id = ${workspaceId}`,
      sql`started_ms >= ${ms(query.from)} AND started_ms < ${ms(query.to)}`,
      ...scopeConditions(scope),
    ];
    if (sessions.length > 0) {
      conditions.push(
        sql`(edition_id, visitor, started_ms) NOT IN (${join(
          sessions.map((s) => sql`(${uint(s.edition_id)}, ${s.visitor}, toUInt64(${ms(s.started_on)}))`),
        )})`,
      );
    }
    const stored = sql`SELECT ${raw(columns)} FROM analytics_session FINAL WHERE ${join(conditions, ' AND ')}`;
    if (sessions.length === 0) return stored;
    const tuples = sessions.map((s) => sessionTuple(sessionRow(s, 0)));
    const fresh = sql`SELECT ${raw(columns)} FROM (SELECT ${join(
      SESSION_COLUMNS.map(([name], index) => raw(`t.${index + 1} AS ${name}`)),
    )} FROM (SELECT arrayJoin([${join(tuples)}]) AS t))`;
    return sql`${stored} UNION ALL ${fresh}`;
  }

  /** Page ids to identifiers and 1-based positions, for the workspace's docs. */
  private async pageMap(workspaceId: number): Promise<PageMap> {
    const rows = await workspacePages(this.dataSource, workspaceId);
    return {
      ids: rows.map((row) => Number(row.id)),
      identifiers: rows.map((row) => row.identifier),
      positions: rows.map((row) => Number(row.position) + 1),
    };
  }

  async forgetToken(_manager: EntityManager, tokenId: number): Promise<void> {
    await this.ch.schema();
    for (const table of TOKEN_TABLES)
      await this.ch.command(sql`ALTER TABLE ${raw(table)} UPDATE token_id = NULL WHERE token_id = ${tokenId}`);
    await this.mutationsDone();
    this.generation++;
  }

  async purgeWorkspace(_manager: EntityManager, workspaceId: number): Promise<void> {
    await this.ch.schema();
    await this.deleteWhere(sql`workspace_id = ${workspaceId}`);
  }

  /**
   * A doc's or project's delete committed: its rows here go by mutation now (queued, not awaited:
   * the delete answers at once; reads of a deleted doc are 404 anyway). When ClickHouse is away
   * the worker's sweep (`purgeDeletedDocs`) removes them later.
   */
  async purgeDeleted(deleted: { docs?: readonly number[]; projects?: readonly number[] }): Promise<void> {
    const conditions: Sql[] = [];
    if (deleted.docs?.length) conditions.push(sql`edition_id IN (${join(deleted.docs.map((id) => sql`${id}`))})`);
    if (deleted.projects?.length)
      conditions.push(sql`project_id IN (${join(deleted.projects.map((id) => sql`${id}`))})`);
    if (conditions.length === 0) return;
    try {
      await this.ch.schema();
      const condition = join(conditions, ' OR ');
      for (const table of TABLES) await this.ch.command(sql`ALTER TABLE ${raw(table)} DELETE WHERE ${condition}`);
    } catch (error) {
      // The worker's next run sweeps (not an hour later).
      this.sweepOwed = true;
      throw error;
    } finally {
      this.generation++;
    }
  }

  /**
   * Docs (and so projects) deleted in the SQL database: their rows here go too. At the worker's
   * first run, after a removal that failed, and then every SWEEP_EVERY_MS.
   */
  async purgeDeletedDocs(): Promise<void> {
    if (!this.sweepOwed && performance.now() - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweepOwed = false;
    this.sweptAt = performance.now();
    try {
      await this.sweepDeletedDocs();
    } catch (error) {
      this.sweepOwed = true;
      throw error;
    }
  }

  private async sweepDeletedDocs(): Promise<void> {
    await this.ch.schema();
    const held = await this.ch.rows<{ id: number }>(
      join(
        TABLES.map((table) => sql`SELECT DISTINCT edition_id AS id FROM ${raw(table)}`),
        ' UNION ALL ',
      ),
    );
    const ids = [...new Set(held.map((row) => Number(row.id)))];
    const gone: number[] = [];
    for (let at = 0; at < ids.length; at += 1000) {
      const chunk = ids.slice(at, at + 1000);
      const kept = new Set((await docsById(this.dataSource.manager, chunk)).map((doc) => doc.id));
      gone.push(...chunk.filter((id) => !kept.has(id)));
    }
    if (gone.length > 0) await this.deleteWhere(sql`edition_id IN (${join(gone.map((id) => sql`${id}`))})`);
  }

  async retain(cutoff: Date, sessionCutoff: Date): Promise<void> {
    await this.ch.schema();
    // A mutation rewrites parts: only when there is something to delete.
    const [old] = await this.ch.rows<{ n: number }>(
      sql`SELECT count() AS n FROM analytics_event WHERE occurred_on < ${cutoff}`,
    );
    if (Number(old?.n ?? 0) > 0) {
      for (const table of ['analytics_event', 'analytics_named_event'])
        await this.ch.command(sql`ALTER TABLE ${raw(table)} DELETE WHERE occurred_on < ${cutoff}`);
      // The daily counts up to the cutoff's day go; that day is counted again from what is kept
      // of it (its events from the cutoff on: the delete's own bound, whether it ran yet or not).
      const day = new Date(Math.floor(ms(cutoff) / DAY_MS) * DAY_MS);
      await this.ch.command(sql`ALTER TABLE analytics_named_daily DELETE WHERE day <= ${day}`);
      await this.mutationsDone();
      await this.ch.command(
        namedDailyRecount(sql`occurred_on >= ${cutoff} AND occurred_on < ${new Date(ms(day) + DAY_MS)}`),
      );
    }
    const [visits] = await this.ch.rows<{ n: number }>(
      sql`SELECT count() AS n FROM analytics_session WHERE last_seen_ms < ${ms(sessionCutoff)}`,
    );
    if (Number(visits?.n ?? 0) > 0)
      await this.ch.command(sql`ALTER TABLE analytics_session DELETE WHERE last_seen_ms < ${ms(sessionCutoff)}`);
    await this.mutationsDone();
    this.generation++;
  }

  private async deleteWhere(condition: Sql): Promise<void> {
    for (const table of TABLES) await this.ch.command(sql`ALTER TABLE ${raw(table)} DELETE WHERE ${condition}`);
    await this.mutationsDone();
    this.generation++;
  }

  /** Mutations are asynchronous on 18.16 (no mutations_sync): wait a little for ours. */
  async mutationsDone(): Promise<void> {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const [row] = await this.ch.rows<{ n: number }>(
        sql`SELECT count() AS n FROM system.mutations WHERE database = ${this.ch.database} AND is_done = 0`,
      );
      if (Number(row?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

interface PageMap {
  ids: number[];
  identifiers: string[];
  positions: number[];
}

function inRange(from: Date, to: Date | null): Sql {
  // The second-precision column narrows by partition and key; the milliseconds decide.
  const lower = sql`occurred_on >= ${new Date(Math.floor(ms(from) / 1000) * 1000)} AND at_ms >= ${ms(from)}`;
  return to ? sql`${lower} AND occurred_on <= ${to} AND at_ms < ${ms(to)}` : lower;
}

function scopeConditions(scope: { editions?: number[]; projects?: number[] }): Sql[] {
  const out: Sql[] = [];
  if (scope.editions)
    out.push(scope.editions.length ? sql`edition_id IN (${join(scope.editions.map((id) => sql`${id}`))})` : sql`0`);
  if (scope.projects)
    out.push(scope.projects.length ? sql`project_id IN (${join(scope.projects.map((id) => sql`${id}`))})` : sql`0`);
  return out;
}

const uint = (value: number) => sql`toUInt32(${value})`;
const nullableUint = (value: number | null) =>
  value === null ? sql`CAST(NULL AS Nullable(UInt32))` : sql`toNullable(toUInt32(${value}))`;
const nullableString = (value: string | null) =>
  value === null ? sql`CAST(NULL AS Nullable(String))` : sql`toNullable(${value})`;

/** A dimension (or filter column) as an expression over a source's columns. */
function dimensionExpression(name: Dimension, query: ReportQuery, pages: PageMap | null): Sql {
  const identifier = (column: string) =>
    pages && pages.ids.length > 0
      ? sql`nullIf(transform(${raw(column)}, CAST(${pages.ids} AS Array(UInt32)), CAST(${pages.identifiers} AS Array(String)), ''), '')`
      : sql`CAST(NULL AS Nullable(String))`;
  switch (name) {
    case 'time':
      if (query.granularity === 'hour') return sql`formatDateTime(toStartOfHour(bucket), '%Y-%m-%dT%H:00:00.000Z')`;
      if (query.granularity === 'week') return sql`toString(toMonday(toDate(bucket, ${query.timezone})))`;
      if (query.granularity === 'month') return sql`toString(toStartOfMonth(toDate(bucket, ${query.timezone})))`;
      return sql`toString(toDate(bucket, ${query.timezone}))`;
    case 'project':
      return sql`project_id`;
    case 'doc':
      return sql`edition_id`;
    case 'token':
      return sql`token_id`;
    case 'page':
    case 'exit_page':
      return identifier('page_id');
    case 'entry_page':
      return identifier('entry_page_id');
    case 'page_position':
      return pages && pages.ids.length > 0
        ? sql`nullIf(transform(page_id, CAST(${pages.ids} AS Array(UInt32)), CAST(${pages.positions} AS Array(UInt32)), toUInt32(0)), 0)`
        : sql`CAST(NULL AS Nullable(UInt32))`;
    default:
      return raw(name);
  }
}

/** A filter as ClickHouse SQL with the semantics of reports.ts `matches` (SQL's, case-insensitive LIKE). */
function compileFilter(condition: Condition, expression: (column: string) => Sql): Sql {
  const column = (name: string) => (name === 'time' ? raw('bucket') : expression(name));
  const value = (input: unknown): SqlValue => {
    if (input instanceof Date || input === null) return input;
    if (typeof input === 'number' || typeof input === 'string' || typeof input === 'boolean') return input;
    return String(input);
  };
  switch (condition.kind) {
    case 'and':
    case 'or':
      return sql`(${join(
        condition.conditions.map((part) => compileFilter(part, expression)),
        condition.kind === 'and' ? ' AND ' : ' OR ',
      )})`;
    case 'null':
      return condition.negated ? sql`isNotNull(${column(condition.column)})` : sql`isNull(${column(condition.column)})`;
    case 'compare':
      if (condition.value === null) return sql`0`;
      return sql`ifNull(${column(condition.column)} ${raw(condition.operator === '<>' ? '!=' : condition.operator)} ${value(condition.value)}, 0)`;
    case 'in': {
      const target = column(condition.column);
      const values = condition.values.filter((item) => item !== null).map((item) => sql`${value(item)}`);
      if (values.length === 0) return sql`0`;
      return sql`(isNotNull(${target}) AND ${target} ${raw(condition.negated ? 'NOT IN' : 'IN')} (${join(values)}))`;
    }
    case 'between': {
      const target = column(condition.column);
      if (condition.from === null || condition.to === null) return sql`0`;
      return sql`ifNull(${target} >= ${value(condition.from)} AND ${target} <= ${value(condition.to)}, 0)`;
    }
    case 'like': {
      const target = column(condition.column);
      // The grammar's wildcards are % and _; a backslash is itself (escaped for LIKE). Linear time.
      const pattern = condition.pattern.replace(/\\/g, '\\\\');
      const test = sql`lowerUTF8(toString(${target})) LIKE lowerUTF8(${pattern})`;
      return sql`(isNotNull(${target}) AND ${condition.negated ? sql`NOT (${test})` : test})`;
    }
  }
}

function dimensionValue(name: Dimension, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (name === 'project' || name === 'doc' || name === 'token' || name === 'page_position') return Number(value);
  return String(value);
}

function eventDimensionValue(name: EventReportDimension, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (name === 'project' || name === 'doc' || name === 'token') return Number(value);
  return String(value);
}

function countersOf(row: Row): CounterGroup['counters'] {
  return Object.fromEntries(
    COUNTER_NAMES.map((name) => [name, Number(row[`a_${name}`] ?? 0)]),
  ) as unknown as CounterGroup['counters'];
}

const SESSION_COLUMNS: [string, (value: unknown) => Sql][] = [
  ['workspace_id', (v) => uint(v as number)],
  ['project_id', (v) => uint(v as number)],
  ['edition_id', (v) => uint(v as number)],
  ['visitor', (v) => sql`${v as string}`],
  ['started_ms', (v) => sql`toUInt64(${v as number})`],
  ['last_seen_ms', (v) => sql`toUInt64(${v as number})`],
  ['pageviews', (v) => uint(v as number)],
  ['is_returning', (v) => sql`toUInt8(${v as number})`],
  ['reached_last', (v) => sql`toUInt8(${v as number})`],
  ['exit_page_id', (v) => nullableUint(v as number | null)],
  ['token_id', (v) => nullableUint(v as number | null)],
  ['entry_page_id', (v) => nullableUint(v as number | null)],
  ...TEXT_DIMENSION_COLUMNS.map((name): [string, (value: unknown) => Sql] => [
    name,
    (v) => nullableString(v as string | null),
  ]),
];

function sessionTuple(row: Row): Sql {
  return sql`(${join(SESSION_COLUMNS.map(([name, encode]) => encode(row[name])))})`;
}

function sessionRow(session: SessionState, version: number): Row {
  return {
    workspace_id: session.workspace_id,
    project_id: session.project_id,
    edition_id: session.edition_id,
    visitor: session.visitor,
    started_on: dateTimeText(session.started_on),
    started_ms: ms(session.started_on),
    last_seen_ms: ms(session.last_seen_on),
    version,
    pageviews: session.pageviews,
    is_returning: session.is_returning ? 1 : 0,
    reached_last: session.reached_last ? 1 : 0,
    exit_page_id: session.exit_page_id,
    last_pageview_ms: session.last_pageview_on ? ms(session.last_pageview_on) : null,
    last_time_ms: session.last_time_ms,
    last_scroll: session.last_scroll,
    pages_seen: session.pages_seen,
    token_id: session.token_id,
    entry_page_id: session.entry_page_id,
    ...Object.fromEntries(TEXT_DIMENSION_COLUMNS.map((name) => [name, session[name]])),
  };
}

function sessionOf(row: Row): SessionState {
  return {
    id: 0,
    changed: false,
    workspace_id: Number(row.workspace_id),
    project_id: Number(row.project_id),
    edition_id: Number(row.edition_id),
    visitor: String(row.visitor),
    started_on: new Date(Number(row.started_ms)),
    last_seen_on: new Date(Number(row.last_seen_ms)),
    pageviews: Number(row.pageviews),
    is_returning: Number(row.is_returning) === 1,
    reached_last: Number(row.reached_last) === 1,
    exit_page_id: num(row.exit_page_id),
    last_pageview_on: row.last_pageview_ms === null ? null : new Date(Number(row.last_pageview_ms)),
    last_time_ms: num(row.last_time_ms),
    last_scroll: num(row.last_scroll),
    pages_seen: String(row.pages_seen ?? ''),
    token_id: num(row.token_id),
    entry_page_id: num(row.entry_page_id),
    ...(Object.fromEntries(
      TEXT_DIMENSION_COLUMNS.map((name) => [name, (row[name] as string | null) ?? null]),
    ) as Record<(typeof TEXT_DIMENSION_COLUMNS)[number], string | null>),
  };
}
