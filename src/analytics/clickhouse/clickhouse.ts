import { Readable } from 'node:stream';

import { type ClickHouseClient, createClient } from '@clickhouse/client';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';

import { ProblemException } from '../../common/problem/problem.js';
import { AppConfig } from '../../config/app-config.js';
import { ident, type Sql, sql } from './sql.js';

/** Seconds a client is asked to wait when ClickHouse does not answer a report. */
export const CLICKHOUSE_RETRY_AFTER = '5';

/** `CLICKHOUSE_URL` (`http://user:password@host:8123/database`) split for the client. */
export function clickHouseTarget(url: string): {
  origin: string;
  username: string;
  password: string;
  database: string;
} {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'default';
  ident(database);
  return {
    origin: `${parsed.protocol}//${parsed.host}`,
    username: decodeURIComponent(parsed.username) || 'default',
    password: decodeURIComponent(parsed.password),
    database,
  };
}

/**
 * The analytics store's connection to ClickHouse (docs/analytics.md, "Running at scale"). Every
 * statement is a `Sql` built by the `sql` tag (clickhouse/sql.ts): values reach the server only
 * through its literal encoder. The schema is created (and migrated: CREATE ... IF NOT EXISTS,
 * then the numbered steps not yet recorded) on first use, so a server that was away at start
 * gets it when it comes back.
 */
export class ClickHouse implements OnApplicationShutdown {
  private readonly logger = new Logger('ClickHouse');
  readonly client: ClickHouseClient;
  readonly database: string;
  private ready: Promise<void> | undefined;

  constructor(config: AppConfig) {
    const target = clickHouseTarget(config.CLICKHOUSE_URL ?? 'http://127.0.0.1:8123/default');
    this.database = target.database;
    this.client = createClient({
      url: target.origin,
      username: target.username,
      password: target.password,
      database: target.database,
      request_timeout: config.CLICKHOUSE_TIMEOUT_MS,
      application: 'publishing-api',
    });
  }

  warn(message: string): void {
    this.logger.warn(message);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }

  /** Creates or migrates the schema once; retried on the next call after a failure. */
  schema(): Promise<void> {
    this.ready ??= migrate(this).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async command(statement: Sql): Promise<void> {
    await this.client.command({ query: statement.text });
  }

  async rows<T>(statement: Sql, settings: Record<string, string | number> = {}): Promise<T[]> {
    const result = await this.client.query({
      query: statement.text,
      format: 'JSONEachRow',
      clickhouse_settings: {
        // Integers as numbers (counts and ids stay far below 2^53).
        output_format_json_quote_64bit_integers: 0,
        ...settings,
      } as never,
    });
    return result.json<T>();
  }

  /**
   * One query's rows in order as they arrive, `size` at a time, each as its `columns` TabSeparated
   * fields (`tsvValue` reads one): the server sorts once, however many pages are read (a LIMIT
   * page per query would read and sort the range again for each), and a row costs a split, not a
   * JSON object (`JSON.parse` of JSONEachRow rows was a third of a goals report's time). A line
   * of another width (an error the server appended to an answer it had begun) fails the read.
   * The response is read as the pages are taken (the socket waits while the reader works, up to
   * CLICKHOUSE_TIMEOUT_MS between two reads); a reader that stops early ends the request. A sort
   * past `max_bytes_before_external_sort` goes on disk rather than past the memory bound.
   */
  async *stream(statement: Sql, columns: number, size: number): AsyncGenerator<string[][]> {
    const result = await this.client.query({
      query: statement.text,
      format: 'TabSeparated',
      clickhouse_settings: { max_bytes_before_external_sort: STREAM_SORT_BYTES } as never,
    });
    try {
      let page: string[][] = [];
      for await (const rows of result.stream()) {
        for (const row of rows) {
          const fields = row.text.split('\t');
          if (fields.length !== columns)
            throw new Error(`ClickHouse: a line of ${fields.length} fields for ${columns}: ${row.text.slice(0, 200)}`);
          page.push(fields);
        }
        if (page.length >= size) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    } finally {
      result.close();
    }
  }

  /**
   * A `GROUP BY ... WITH TOTALS` query's rows and its totals row, from one request (the JSON
   * format carries both; JSONEachRow drops the totals).
   */
  async withTotals<T>(
    statement: Sql,
    settings: Record<string, string | number> = {},
  ): Promise<{ rows: T[]; totals: T | undefined }> {
    const result = await this.client.query({
      query: statement.text,
      format: 'JSON',
      clickhouse_settings: { output_format_json_quote_64bit_integers: 0, ...settings } as never,
    });
    const body = await result.json<T>();
    return { rows: body.data, totals: body.totals };
  }

  /** Rows as JSON objects (the client serializes them; no SQL is built from values). */
  async insert(table: string, values: readonly Record<string, unknown>[]): Promise<void> {
    if (values.length === 0) return;
    ident(table);
    await this.client.insert({ table, values: values as Record<string, unknown>[], format: 'JSONEachRow' });
  }

  /**
   * Rows already encoded as one TabSeparated body (`tsvField` for every field, clickhouse/sql.ts)
   * into `columns` of `table`: one string per batch, no object per row.
   */
  async insertTsv(table: string, columns: readonly string[], body: string): Promise<void> {
    if (body.length === 0) return;
    ident(table);
    for (const column of columns) ident(column);
    await this.client.insert({
      table,
      columns: columns as [string, ...string[]],
      values: Readable.from([Buffer.from(body, 'utf8')], { objectMode: false }),
      format: 'TabSeparated',
    });
  }

  /** Runs a report's read, turning "ClickHouse is away or slow" into 503 with Retry-After. */
  async forReport<T>(work: () => Promise<T>): Promise<T> {
    try {
      await this.schema();
      return await work();
    } catch (error) {
      throw this.reportError(error);
    }
  }

  /** A report's pages (`stream`), failures turned into problems as `forReport` does. */
  async *streamForReport<T>(pages: AsyncGenerator<T[]>): AsyncGenerator<T[]> {
    try {
      await this.schema();
      yield* pages;
    } catch (error) {
      throw this.reportError(error);
    }
  }

  /** What a report's failed read answers. */
  private reportError(error: unknown): unknown {
    if (error instanceof ProblemException) return error;
    // The report's bounds on the server (clickhouse-store.ts REPORT_SETTINGS): too many groups.
    if (/Limit for rows to GROUP BY exceeded|TOO_MANY_ROWS/i.test(error instanceof Error ? error.message : ''))
      return ProblemException.badRequest(
        'dimensions: the report has too many groups; narrow it with a filter, fewer dimensions or a shorter range',
      );
    if (!isUnavailable(error)) return error;
    this.logger.warn(`report: ClickHouse unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return new ProblemException(503, 'The analytics store is unavailable, try again shortly', {
      headers: { 'Retry-After': CLICKHOUSE_RETRY_AFTER },
    });
  }
}

/** Bytes a streamed query's sort holds in memory before it continues on disk. */
const STREAM_SORT_BYTES = 256 * 1024 * 1024;

/** A connection failure or a timeout (not a query ClickHouse refused). */
export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : '';
  if (
    typeof code === 'string' &&
    /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|UND_ERR)/.test(code)
  )
    return true;
  return /timeout|ECONNREFUSED|socket hang up|ECONNRESET|Timeout error/i.test(message);
}

/**
 * The tables (SQL accepted by 18.16 and by current releases alike):
 * - `analytics_event`: raw events, a MergeTree partitioned by month, ordered by workspace, doc and
 *   time. Times are whole seconds (`occurred_on`, for partitions and ranges) plus `at_ms`, the
 *   instant in milliseconds the fold reads.
 * - `analytics_session`: visits, a ReplacingMergeTree (the newest version of a visit wins),
 *   keyed by doc, visitor and start.
 * - `analytics_rollup`: hourly and daily rollups (and their projections), an AggregatingMergeTree
 *   with `sum` states for the counters and `uniqCombined(14)` states for the visitors (the SQL
 *   store's sketches' precision, so both count with the same error; the default, 17, makes far
 *   larger states that every report merges), fed by the
 *   materialized view `analytics_rollup_mv` from `analytics_rollup_in` (a Null table the fold
 *   writes its deltas to, one row per delta with its visitors as an array; its columns are
 *   prefixed `in_` since 18.16's aliases are query-wide and must not meet the view's own).
 *   Its granules are 256 rows, not 8,192: a report reads a few hundred rows of one granularity,
 *   and every row read is a sketch deserialized, so a large granule made a doc's month read the
 *   neighbouring granularities' sketches too.
 * - `analytics_named_event`: the clicks and custom events alone (their names and targets are in
 *   no rollup), copied from every insert into `analytics_event` by the materialized view
 *   `analytics_named_event_mv`, and once from the events already there. Events reports read it:
 *   a few percent of the raw rows, where a doc's month of raw events was a scan of every event
 *   (2.5 s at 10M events under load, past the report's time at 100M).
 * - `analytics_named_daily`: those events counted by UTC day, workspace, project, doc, target
 *   and name (a click carries a target, a custom event a name: the type is in no report) (a SummingMergeTree; a NULL target or name as its flag and ''), fed by
 *   `analytics_named_daily_mv` from every insert into `analytics_event`, and once from the named
 *   events already there. An events report that groups and filters by nothing else reads it for
 *   the whole UTC days of its range and the named events for the hours at either end
 *   (clickhouse-store.ts `eventsReport`): the dashboard's clicks and events tables read a row per
 *   day and target, not every click of the month (2.46M rows at 100M events).
 */
const COUNTERS = [
  'pageviews',
  'entries',
  'page_visits',
  'bounces',
  'exits',
  'returning',
  'completions',
  'duration_ms',
  'time_ms',
  'time_n',
  'scroll_sum',
  'scroll_n',
  'clicks',
  'customs',
] as const;
const TEXT_DIMS = [
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;

const ROLLUP_KEYS = `granularity String, bucket DateTime('UTC'), workspace_id UInt32, project_id UInt32, edition_id UInt32,
  dims_hash String, page_id Nullable(UInt32), token_id Nullable(UInt32), entry_page_id Nullable(UInt32),
  ${TEXT_DIMS.map((name) => `${name} Nullable(String)`).join(', ')}`;

/** What an events report reads of a click or custom event. */
const NAMED_EVENT_COLUMNS = `workspace_id UInt32, project_id UInt32, edition_id UInt32, page_id Nullable(UInt32),
  token_id Nullable(UInt32), occurred_on DateTime('UTC'), at_ms UInt64,
  ${TEXT_DIMS.map((name) => `${name} Nullable(String)`).join(', ')}, target Nullable(String), name Nullable(String)`;
const NAMED_EVENT_NAMES = [
  'workspace_id',
  'project_id',
  'edition_id',
  'page_id',
  'token_id',
  'occurred_on',
  'at_ms',
  ...TEXT_DIMS,
  'target',
  'name',
].join(', ');

/**
 * The daily named events' columns. Their target and name are not Nullable (a sorting key may
 * not hold one on 18.16): a flag and '' stand for NULL. They are named apart from the raw
 * columns since 18.16's aliases are query-wide (`ifNull(target, '') AS target` would turn the
 * flag's `target` into the alias).
 */
const NAMED_DAILY_COLUMNS = `workspace_id UInt32, day DateTime('UTC'), edition_id UInt32, project_id UInt32,
  has_target UInt8, target_text String, has_name UInt8, name_text String`;
const NAMED_DAILY_NAMES = 'workspace_id, day, edition_id, project_id, has_target, target_text, has_name, name_text';
const NAMED_DAILY_KEY = NAMED_DAILY_NAMES;
const NAMED_DAILY_SELECT = `workspace_id, toStartOfDay(occurred_on) AS day, edition_id, project_id,
  isNotNull(target) AS has_target, ifNull(target, '') AS target_text, isNotNull(name) AS has_name,
  ifNull(name, '') AS name_text`;

const STEPS: string[] = [
  `CREATE TABLE IF NOT EXISTS analytics_event (
    workspace_id UInt32, project_id UInt32, edition_id UInt32, page_id Nullable(UInt32), token_id Nullable(UInt32),
    occurred_on DateTime('UTC'), at_ms UInt64, seq UInt64, type String, visitor String,
    ${TEXT_DIMS.map((name) => `${name} Nullable(String)`).join(', ')},
    engaged_ms Nullable(UInt32), scroll_depth Nullable(UInt8), target Nullable(String), name Nullable(String)
  ) ENGINE = MergeTree PARTITION BY toYYYYMM(occurred_on) ORDER BY (workspace_id, edition_id, occurred_on)`,
  `CREATE TABLE IF NOT EXISTS analytics_session (
    workspace_id UInt32, project_id UInt32, edition_id UInt32, visitor String,
    started_on DateTime('UTC'), started_ms UInt64, last_seen_ms UInt64, version UInt64,
    pageviews UInt32, is_returning UInt8, reached_last UInt8, exit_page_id Nullable(UInt32),
    last_pageview_ms Nullable(UInt64), last_time_ms Nullable(UInt32), last_scroll Nullable(UInt8), pages_seen String,
    token_id Nullable(UInt32), entry_page_id Nullable(UInt32),
    ${TEXT_DIMS.map((name) => `${name} Nullable(String)`).join(', ')}
  ) ENGINE = ReplacingMergeTree(version) PARTITION BY toYYYYMM(started_on)
    ORDER BY (workspace_id, edition_id, visitor, started_ms)`,
  `CREATE TABLE IF NOT EXISTS analytics_rollup (${ROLLUP_KEYS},
    ${COUNTERS.map((name) => `${name} AggregateFunction(sum, Int64)`).join(', ')},
    visitors AggregateFunction(uniqCombined(14), String)
  ) ENGINE = AggregatingMergeTree PARTITION BY toYYYYMM(bucket)
    ORDER BY (workspace_id, granularity, bucket, edition_id, dims_hash) SETTINGS index_granularity = 256`,
  `CREATE TABLE IF NOT EXISTS analytics_rollup_in (${ROLLUP_KEYS},
    ${COUNTERS.map((name) => `in_${name} Int64`).join(', ')}, in_visitors Array(String)
  ) ENGINE = Null`,
  // One state per delta: the counters from the delta's first visitor row, every visitor into the sketch.
  `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_rollup_mv TO analytics_rollup AS
    SELECT granularity, bucket, workspace_id, project_id, edition_id, dims_hash, page_id, token_id, entry_page_id,
      ${TEXT_DIMS.join(', ')},
      ${COUNTERS.map((name) => `sumState(if(i = 1, in_${name}, toInt64(0))) AS ${name}`).join(', ')},
      uniqCombinedState(14)(in_visitors[i]) AS visitors
    FROM analytics_rollup_in ARRAY JOIN arrayEnumerate(in_visitors) AS i
    GROUP BY granularity, bucket, workspace_id, project_id, edition_id, dims_hash, page_id, token_id, entry_page_id,
      ${TEXT_DIMS.join(', ')}`,
  `CREATE TABLE IF NOT EXISTS analytics_named_event (${NAMED_EVENT_COLUMNS})
    ENGINE = MergeTree PARTITION BY toYYYYMM(occurred_on) ORDER BY (workspace_id, edition_id, occurred_on)`,
  `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_named_event_mv TO analytics_named_event AS
    SELECT ${NAMED_EVENT_NAMES} FROM analytics_event WHERE type IN ('click', 'custom')`,
  // The events written before the view (a fresh schema has none). This instance writes no event
  // until its schema is done; another instance's insert between the view and this copy would be
  // counted twice: migrate with one instance writing, as every step here assumes.
  `INSERT INTO analytics_named_event (${NAMED_EVENT_NAMES})
    SELECT ${NAMED_EVENT_NAMES} FROM analytics_event WHERE type IN ('click', 'custom')`,
  `CREATE TABLE IF NOT EXISTS analytics_named_daily (${NAMED_DAILY_COLUMNS}, events UInt64)
    ENGINE = SummingMergeTree(events) PARTITION BY toYYYYMM(day) ORDER BY (${NAMED_DAILY_KEY})`,
  // From the raw events (as the named events' view), not from that view's table: a view's
  // insert does not reach the views of its target on every release.
  `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics_named_daily_mv TO analytics_named_daily AS
    SELECT ${NAMED_DAILY_SELECT}, count() AS events FROM analytics_event WHERE type IN ('click', 'custom')
    GROUP BY ${NAMED_DAILY_KEY}`,
  // The named events written before the view (the same caveat as the step before the last).
  `INSERT INTO analytics_named_daily (${NAMED_DAILY_NAMES}, events)
    SELECT ${NAMED_DAILY_SELECT}, count() AS events FROM analytics_named_event GROUP BY ${NAMED_DAILY_KEY}`,
];

/** The named events of `condition` counted again into the daily table (retention's cut day). */
export function namedDailyRecount(condition: Sql): Sql {
  return sql`INSERT INTO analytics_named_daily (${rawDdl(NAMED_DAILY_NAMES)}, events)
    SELECT ${rawDdl(NAMED_DAILY_SELECT)}, count() AS events FROM analytics_named_event WHERE ${condition}
    GROUP BY ${rawDdl(NAMED_DAILY_KEY)}`;
}

async function migrate(ch: ClickHouse): Promise<void> {
  await ch.command(sql`CREATE TABLE IF NOT EXISTS analytics_schema (step UInt32, applied DateTime) ENGINE = TinyLog`);
  const done = new Set(
    (await ch.rows<{ step: number }>(sql`SELECT step FROM analytics_schema`)).map((row) => Number(row.step)),
  );
  for (const [index, statement] of STEPS.entries()) {
    const step = index + 1;
    if (done.has(step)) continue;
    await ch.command(rawDdl(statement));
    await ch.command(sql`INSERT INTO analytics_schema (step, applied) VALUES (${step}, now())`);
  }
}

/** The DDL above: written in this file, no value in it. */
function rawDdl(text: string): Sql {
  return sql([text] as unknown as TemplateStringsArray);
}
