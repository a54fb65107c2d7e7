import type { Condition } from '../common/list-query/condition.js';
import type { ListFields } from '../common/list-query/list-fields.js';
import { type OrderDirection, parseListQuery } from '../common/list-query/list-query.js';
import { ProblemException } from '../common/problem/problem.js';
import { addDays, type LocalDate, localDate, parseLocalDate, zonedStart } from './zoned-time.js';

export const METRICS = [
  'visitors',
  'visits',
  'pageviews',
  'views_per_visit',
  'visit_duration',
  'bounce_rate',
  'exit_rate',
  'time_on_page',
  'scroll_depth',
  'completion_rate',
  'clicks',
  'returning_rate',
] as const;
export type Metric = (typeof METRICS)[number];

export const DIMENSIONS = [
  'time',
  'project',
  'doc',
  'page',
  'page_position',
  'token',
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'entry_page',
  'exit_page',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/**
 * A visit's exit page moves with each pageview, so it is no rollup key: a report by (or
 * filtered on) `exit_page` reads the visits themselves, with their metrics only.
 */
export const VISIT_METRICS = new Set<string>([
  'visitors',
  'visits',
  'pageviews',
  'views_per_visit',
  'visit_duration',
  'bounce_rate',
  'completion_rate',
  'returning_rate',
]);

export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type ReportGranularity = (typeof GRANULARITIES)[number];
const PERIODS = ['today', '7d', '30d', 'month', '12mo'];
export const DIMENSIONS_MAX = 3;
/** A time series longer than this is refused (ask a coarser granularity). */
export const BUCKETS_MAX = 5000;

const INTEGER_DIMENSIONS = new Set<string>(['project', 'doc', 'token', 'page_position']);
/** A sentinel tie-breaker for the list grammar's parser; rows are ordered by their dimensions instead. */
const NO_ID = '__none';

/** Dimensions as list fields (filterable), metrics too (orderable only). */
const FILTER_FIELDS: ListFields = Object.fromEntries(
  DIMENSIONS.map((name) => [
    name,
    { type: name === 'time' ? 'datetime' : INTEGER_DIMENSIONS.has(name) ? 'integer' : 'string', column: name },
  ]),
);
const ORDER_FIELDS: ListFields = {
  ...FILTER_FIELDS,
  ...Object.fromEntries(METRICS.map((name) => [name, { type: 'integer', column: name }])),
};

export interface ReportQuery {
  metrics: Metric[];
  dimensions: Dimension[];
  dateFrom: LocalDate;
  dateTo: LocalDate;
  /** The range as instants: from the start of `dateFrom` to the end of `dateTo`, in `timezone`. */
  from: Date;
  to: Date;
  timezone: string;
  granularity: ReportGranularity;
  where: Condition | null;
  orderBy: { column: string; direction: OrderDirection }[];
  page: number;
  limit: number;
}

const bad = (detail: string) => ProblemException.badRequest(detail);

/** Reads and checks a report's query (docs/analytics.md); every bad parameter is a 400 naming it. */
export function parseReportQuery(
  query: Record<string, unknown>,
  now: Date,
  defaults: { metrics?: Metric[] } = {},
): ReportQuery {
  const metrics =
    query.metrics === undefined && defaults.metrics ? defaults.metrics : list(query.metrics, 'metrics', METRICS);
  if (metrics.length === 0) throw bad('metrics: name at least one metric');
  const dimensions = query.dimensions === undefined ? [] : list(query.dimensions, 'dimensions', DIMENSIONS);
  if (dimensions.length > DIMENSIONS_MAX) throw bad(`dimensions: at most ${DIMENSIONS_MAX}`);
  const timezone = parseTimezone(query.timezone);
  const granularity = oneOf(query.granularity, 'granularity', GRANULARITIES) ?? 'day';
  const { dateFrom, dateTo } = parseRange(query, now, timezone);
  const listQuery = parseListQuery(
    { page: query.page, limit: query.limit, 'order-by': query['order-by'] },
    ORDER_FIELDS,
    NO_ID,
  );
  const where = parseListQuery({ filter: query.filter, query: query.query }, FILTER_FIELDS, NO_ID).where;
  if ([...dimensions, ...filterColumns(where)].includes('exit_page')) {
    const pageLevel = [...dimensions, ...filterColumns(where)].find(
      (name) => name === 'page' || name === 'page_position',
    );
    if (pageLevel) throw bad(`dimensions: ${pageLevel} does not combine with exit_page (a visit has one exit page)`);
    const other = metrics.find((metric) => !VISIT_METRICS.has(metric));
    if (other)
      throw bad(`metrics: ${other} is not a visit metric; with exit_page, use ${[...VISIT_METRICS].join(', ')}`);
  }
  const from = zonedStart(dateFrom, timezone);
  const to = zonedStart(addDays(dateTo, 1), timezone);
  if (
    dimensions.includes('time') &&
    granularity === 'hour' &&
    (to.getTime() - from.getTime()) / 3_600_000 > BUCKETS_MAX
  ) {
    throw bad(`granularity: an hourly series is at most ${BUCKETS_MAX} hours; ask for days`);
  }
  return {
    metrics: [...new Set(metrics)],
    dimensions: [...new Set(dimensions)],
    dateFrom,
    dateTo,
    from,
    to,
    timezone,
    granularity,
    where,
    orderBy: listQuery.orderBy.filter((order) => order.column !== NO_ID),
    page: listQuery.page,
    limit: listQuery.limit,
  };
}

export function filterColumns(condition: Condition | null): string[] {
  if (condition === null) return [];
  if ('conditions' in condition) return condition.conditions.flatMap((part) => filterColumns(part));
  return [condition.column];
}

function list<T extends string>(raw: unknown, name: string, allowed: readonly T[]): T[] {
  if (typeof raw !== 'string') throw bad(`${name}: a comma-separated list of ${allowed.join(', ')}`);
  const names = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const part of names) {
    if (!(allowed as readonly string[]).includes(part))
      throw bad(`${name}: unknown "${part.slice(0, 64)}"; one of ${allowed.join(', ')}`);
  }
  return names as T[];
}

function oneOf<T extends string>(raw: unknown, name: string, allowed: readonly T[]): T | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !(allowed as readonly string[]).includes(raw))
    throw bad(`${name}: one of ${allowed.join(', ')}`);
  return raw as T;
}

function parseTimezone(raw: unknown): string {
  if (raw === undefined) return 'UTC';
  if (typeof raw !== 'string' || raw.length > 64) throw bad('timezone: an IANA time zone such as Europe/Berlin');
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw bad(`timezone: unknown time zone "${raw}"`);
  }
}

function parseRange(
  query: Record<string, unknown>,
  now: Date,
  timezone: string,
): { dateFrom: LocalDate; dateTo: LocalDate } {
  const today = localDate(now, timezone);
  if (query.date_from !== undefined || query.date_to !== undefined) {
    if (query.period !== undefined) throw bad('period: give either period or date_from and date_to');
    const dateFrom = parseLocalDate(query.date_from, 'date_from');
    const dateTo = query.date_to === undefined ? today : parseLocalDate(query.date_to, 'date_to');
    if (dateTo.getTime() < dateFrom.getTime()) throw bad('date_to: must not be before date_from');
    if ((dateTo.getTime() - dateFrom.getTime()) / 86_400_000 > 3660)
      throw bad('date_from: a report covers at most ten years');
    return { dateFrom, dateTo };
  }
  const period = query.period ?? '30d';
  if (typeof period !== 'string' || !PERIODS.includes(period)) throw bad(`period: one of ${PERIODS.join(', ')}`);
  switch (period) {
    case 'today':
      return { dateFrom: today, dateTo: today };
    case '7d':
      return { dateFrom: addDays(today, -6), dateTo: today };
    case '30d':
      return { dateFrom: addDays(today, -29), dateTo: today };
    case 'month':
      return { dateFrom: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)), dateTo: today };
    default:
      return { dateFrom: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1)), dateTo: today };
  }
}
