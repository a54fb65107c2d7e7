/**
 * The server-side seed of `npm run bench:analytics` (BENCH_SEED=server): the same events in
 * MariaDB and in ClickHouse, made by the database itself (`INSERT ... SELECT` from MariaDB's
 * sequence engine or ClickHouse's `numbers()`), so that 10M events take minutes, 100M on
 * ClickHouse too, and no event crosses the network. Each event is a function of its number `n`
 * only (integer arithmetic both dialects compute alike), so both stores hold exactly the same
 * events for the same count.
 *
 * A visit is 4 events (`v = n div 4`, `k = n mod 4`): a pageview of its entry page, an
 * engagement on it, a pageview of the next page, then an engagement (a click on every tenth
 * visit). Country, device, referrer, campaign and entry page come from a mix of `v`, so their
 * combinations spread as a real audience's would (4,500 of them); the time from another mix,
 * over the 30 days before the seed (ending two hours before it).
 *
 * The rollups are made the same way, by `GROUP BY` in the database, so the fold is skipped and the
 * watermark is set past the seed (the fold's own catch-up rate is measured by the default seed).
 * Their counters follow the fold's rules for these visits (entries and duration on the entry
 * page's row, exits on the second page's, time and scroll from engagements); ClickHouse gets
 * `uniqCombined(14)` states of the visitors; MariaDB rows carry no sketch (the app's HyperLogLog is
 * made in Node), so its `visitors` read 0 on the seeded rows and its reports skip that merge.
 */

export interface SeedIds {
  workspace: number;
  project: number;
  edition: number;
  pages: number[];
}

interface Dialect {
  div(a: string, b: string | number): string;
  pick(index: string, values: string[]): string;
  text(value: string): string;
  time(seconds: string): string;
  source(count: number): string;
  hourOf(time: string): string;
  dayOf(time: string): string;
  hash(parts: string[]): string;
}

const CH: Dialect = {
  div: (a, b) => `intDiv(${a}, ${b})`,
  pick: (index, values) => `[${values.map((value) => `toNullable(${value})`).join(', ')}][${index} + 1]`,
  text: (value) => `toString(${value})`,
  time: (seconds) => `toDateTime(${seconds})`,
  source: (count) => `(SELECT number AS n FROM numbers(${count}))`,
  hourOf: (time) => `toStartOfHour(${time})`,
  dayOf: (time) => `toDateTime(toDate(${time}))`,
  // concat() takes two arguments at least: a closing '|'.
  hash: (parts) => `hex(MD5(concat(${parts.map((part) => `ifNull(toString(${part}), '-')`).join(", '|', ")}, '|')))`,
};

const MARIADB: Dialect = {
  div: (a, b) => `(${a} DIV ${b})`,
  pick: (index, values) => `ELT(${index} + 1, ${values.join(', ')})`,
  text: (value) => `CAST(${value} AS CHAR)`,
  time: (seconds) => `FROM_UNIXTIME(${seconds})`,
  source: (count) => `(SELECT seq AS n FROM seq_0_to_${count - 1})`,
  hourOf: (time) => `DATE_FORMAT(${time}, '%Y-%m-%d %H:00:00')`,
  dayOf: (time) => `CAST(DATE(${time}) AS DATETIME)`,
  hash: (parts) => `MD5(CONCAT_WS('|', ${parts.map((part) => `IFNULL(${part}, '-')`).join(', ')}))`,
};

const DAY_S = 86_400;
/** Events past which ClickHouse's seed leaves out the whole cube (see `seedStatements`). */
export const FULL_CUBE_MAX = 20_000_000;
const SPAN_S = 30 * DAY_S - 7_200;
const COUNTRIES = ["'DE'", "'FR'", "'US'", "'GB'", "'NL'", 'NULL'];
const DEVICES = ["'desktop'", "'desktop'", "'mobile'", "'mobile'", "'tablet'"];
const BROWSERS = ["'Chrome'", "'Firefox'", "'Mobile Safari'", "'Chrome'", "'Safari'"];
const OSES = ["'Windows'", "'Mac OS'", "'iOS'", "'Android'", "'iOS'"];
const REFERRERS = ['NULL', "'google.com'", "'linkedin.com'", "'news.example'", "'mail.example'"];
const SOURCES = ['NULL', "'newsletter'", "'linkedin'"];
const MEDIUMS = ['NULL', "'email'", "'social'"];
const CAMPAIGNS = ['NULL', "'spring'", "'launch'"];
const TEXT_COLUMNS = [
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
];

/** The generated events as a derived table: every column of an event, plus `k` and `entry_page_id`. */
function events(d: Dialect, count: number, ids: SeedIds, startSeconds: number): string {
  const visitors = Math.max(1, Math.floor(count / 8));
  // Layer 1: the event's number, its visit and place in it; layer 2: the visit's mixes.
  const base = `(SELECT n, ${d.div('n', 4)} AS v, n % 4 AS k FROM ${d.source(count)} s0)`;
  const mixed = `(SELECT n, v, k, (v * 2654435761) % 4294967296 AS x, (v * 2246822519) % ${SPAN_S} AS toff FROM ${base} s1)`;
  const page = `((${d.div('x', 450)} + IF(k >= 2, 1, 0)) % 10)`;
  const type = `IF(k = 0 OR k = 2, 'pageview', IF(k = 3 AND v % 10 = 0, 'click', 'engagement'))`;
  const engaged = `(k = 1 OR (k = 3 AND v % 10 <> 0))`;
  return `(SELECT n, k,
      ${ids.workspace} AS workspace_id, ${ids.project} AS project_id, ${ids.edition} AS edition_id,
      ${d.pick(page, ids.pages.map(String))} AS page_id,
      ${d.pick(`(${d.div('x', 450)} % 10)`, ids.pages.map(String))} AS entry_page_id,
      ${startSeconds} + toff + k * 20 AS at_s,
      ${type} AS type,
      CONCAT('v', ${d.text(`v % ${visitors}`)}) AS visitor,
      ${d.pick('x % 6', COUNTRIES)} AS country,
      ${d.pick(`(${d.div('x', 6)} % 5)`, DEVICES)} AS device,
      ${d.pick(`(${d.div('x', 6)} % 5)`, BROWSERS)} AS browser,
      ${d.pick(`(${d.div('x', 6)} % 5)`, OSES)} AS os,
      ${d.pick(`(${d.div('x', 30)} % 5)`, REFERRERS)} AS referrer_domain,
      ${d.pick(`(${d.div('x', 150)} % 3)`, SOURCES)} AS utm_source,
      ${d.pick(`(${d.div('x', 150)} % 3)`, MEDIUMS)} AS utm_medium,
      ${d.pick(`(${d.div('x', 150)} % 3)`, CAMPAIGNS)} AS utm_campaign,
      IF(${engaged}, 5000 + x % 90000, NULL) AS engaged_ms,
      IF(${engaged}, x % 101, NULL) AS scroll_depth,
      IF(k = 3 AND v % 10 = 0, 'https://example.com/', NULL) AS target
    FROM ${mixed} s2)`;
}

/** The fold's counters for these visits, as aggregates over the generated events (`sum` of each). */
const COUNTERS: [string, string][] = [
  ['pageviews', "type = 'pageview'"],
  ['entries', 'k = 0'],
  ['page_visits', "type = 'pageview'"],
  ['bounces', '0'],
  ['exits', 'k = 2'],
  ['returning', '0'],
  ['completions', '0'],
  ['duration_ms', 'IF(k = 0, 50000, 0)'],
  ['time_ms', "IF(type = 'engagement', engaged_ms, 0)"],
  ['time_n', "type = 'engagement'"],
  ['scroll_sum', "IF(type = 'engagement', scroll_depth, 0)"],
  ['scroll_n', "type = 'engagement'"],
  ['clicks', "type = 'click'"],
  ['customs', '0'],
];

/** The rollup's key columns of each hourly granularity (its daily twin keeps the same): the rest NULL. */
const KEPT: Record<string, string[]> = {
  h: ['page_id', 'entry_page_id', ...TEXT_COLUMNS],
  ph: ['page_id'],
  ah: ['country', 'device', 'browser', 'os'],
  sh: ['referrer_domain', 'utm_source', 'utm_medium', 'utm_campaign'],
};
const DIMENSIONS = ['page_id', 'token_id', 'entry_page_id', ...TEXT_COLUMNS];

/** The statements that seed `count` events and their rollups, in order, for one store. */
export function seedStatements(
  store: 'mariadb' | 'clickhouse',
  count: number,
  ids: SeedIds,
  startSeconds: number,
): string[] {
  const d = store === 'clickhouse' ? CH : MARIADB;
  const source = events(d, count, ids, startSeconds);
  const eventColumns = [
    'workspace_id',
    'project_id',
    'edition_id',
    'page_id',
    'token_id',
    'occurred_on',
    ...(store === 'clickhouse' ? ['at_ms', 'seq'] : []),
    'type',
    'visitor',
    ...TEXT_COLUMNS,
    'engaged_ms',
    'scroll_depth',
    'target',
    'name',
  ];
  const eventValues = [
    'workspace_id',
    'project_id',
    'edition_id',
    'page_id',
    'NULL',
    d.time('at_s'),
    ...(store === 'clickhouse' ? ['toUInt64(at_s) * 1000', 'n'] : []),
    'type',
    'visitor',
    ...TEXT_COLUMNS,
    'engaged_ms',
    'scroll_depth',
    'target',
    'NULL',
  ];
  // MariaDB's events go in in time order, as the app writes them: its indexes on time then grow at
  // their end. In the order of the event numbers, 10M events scatter their index writes over every
  // page, and past the buffer pool every insert reads from disk (the 10M seed outlasted 50 minutes).
  const statements = [
    `INSERT INTO analytics_event (${eventColumns.join(', ')}) SELECT ${eventValues.join(', ')} FROM ${source} e` +
      (store === 'mariadb' ? ' ORDER BY at_s' : ''),
  ];
  const columns = [
    'granularity',
    'bucket',
    'workspace_id',
    'project_id',
    'edition_id',
    'dims_hash',
    ...DIMENSIONS,
    ...COUNTERS.map(([name]) => name),
    'visitors',
  ]
    // `returning` is a reserved word in MariaDB; backquotes name a column in both dialects.
    .map((name) => `\`${name}\``)
    .join(', ');
  // The hourly rows from the events; each daily row from its hourly rows (the states merged).
  // Output names are `o_*` (the INSERT maps by position): ClickHouse's aliases are query-wide.
  // Past FULL_CUBE_MAX events (ClickHouse only) the whole cube (`h`, `d`) is not seeded: its
  // GROUP BY would take longer than the bench's budget, and the measured reports (a doc by day,
  // the workspace by page, by device and country) read the projections. The projections are then
  // grouped from the stored events (read, not generated again).
  const big = store === 'clickhouse' && count > FULL_CUBE_MAX;
  const stored = `(SELECT seq % 4 AS k, toUInt64(occurred_on) AS at_s, workspace_id, project_id, edition_id, page_id,
      CAST(NULL AS Nullable(UInt32)) AS entry_page_id, type, visitor, ${TEXT_COLUMNS.join(', ')}, engaged_ms, scroll_depth
    FROM analytics_event WHERE edition_id = ${ids.edition})`;
  for (const [hourly, daily] of [
    ['h', 'd'],
    ['ph', 'pd'],
    ['ah', 'ad'],
    ['sh', 'sd'],
  ]) {
    if (big && hourly === 'h') continue;
    const from = big ? stored : source;
    const kept = KEPT[hourly];
    const dims = DIMENSIONS.map((name) => (kept.includes(name) ? name : 'NULL'));
    const counters = COUNTERS.map(([name, expression]) =>
      store === 'clickhouse' ? `sumState(toInt64(${expression})) AS o_${name}` : `SUM(${expression}) AS o_${name}`,
    );
    statements.push(`INSERT INTO analytics_rollup (${columns})
      SELECT '${hourly}' AS o_granularity, ${d.hourOf(d.time('at_s'))} AS o_bucket, workspace_id, project_id, edition_id,
        ${d.hash(kept.length ? kept : ["'-'"])} AS o_dims_hash,
        ${dims.map((value, index) => `${value} AS o_${DIMENSIONS[index]}`).join(', ')},
        ${counters.join(', ')}${store === 'clickhouse' ? ', uniqCombinedState(14)(visitor) AS o_visitors' : ", '' AS o_visitors"}
      FROM ${from} e
      GROUP BY workspace_id, project_id, edition_id, o_bucket, ${kept.join(', ')}`);
    const merged = COUNTERS.map(([name]) =>
      store === 'clickhouse' ? `sumMergeState(\`${name}\`) AS o_${name}` : `SUM(\`${name}\`) AS o_${name}`,
    );
    statements.push(`INSERT INTO analytics_rollup (${columns})
      SELECT '${daily}' AS o_granularity, ${d.dayOf('bucket')} AS o_bucket, workspace_id, project_id, edition_id,
        dims_hash, ${DIMENSIONS.map((name) => `${name} AS o_${name}`).join(', ')},
        ${merged.join(', ')}${store === 'clickhouse' ? ', uniqCombinedMergeState(14)(visitors) AS o_visitors' : ", '' AS o_visitors"}
      FROM analytics_rollup WHERE granularity = '${hourly}' AND edition_id = ${ids.edition}
      GROUP BY workspace_id, project_id, edition_id, o_bucket, dims_hash, ${DIMENSIONS.join(', ')}`);
  }
  return statements;
}
