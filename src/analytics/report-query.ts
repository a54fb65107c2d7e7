import type { Condition } from '../common/list-query/condition.js';
import type { ListFields } from '../common/list-query/list-fields.js';
import { type OrderDirection, parseListQuery } from '../common/list-query/list-query.js';
import { ProblemException } from '../common/problem/problem.js';
import { addDays, type LocalDate, localDate, parseLocalDate, wallClock, zonedStart } from './zoned-time.js';

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
export const PERIODS = ['today', 'yesterday', '7d', '30d', 'month', '12mo', 'all'] as const;
export const COMPARISONS = ['previous_period', 'previous_year'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/**
 * Events are reportable (docs/analytics.md): the `events` metric (clicks and custom events)
 * by `event_name` (custom) and `click_target`, read from the raw events (events-report.ts),
 * with the dimensions an event carries.
 */
export const EVENT_METRICS = ['events'] as const;
export const EVENT_DIMENSIONS = ['event_name', 'click_target'] as const;
export type EventDimension = (typeof EVENT_DIMENSIONS)[number];
/** The dimensions an events report may also name (what a raw event carries). */
export const EVENT_REPORT_DIMENSIONS = [
  'time',
  'project',
  'doc',
  'page',
  'token',
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  ...EVENT_DIMENSIONS,
] as const;
export type EventReportDimension = (typeof EVENT_REPORT_DIMENSIONS)[number];
/**
 * Goals are reportable (docs/analytics.md, "Goals"): `conversions` (visits that reached a goal)
 * and `conversion_rate` (of the visits), by `goal` and what a visit carries, read from the raw
 * events (goals-report.ts).
 */
export const GOAL_METRICS = ['conversions', 'conversion_rate'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];
export const GOAL_DIMENSIONS = ['goal'] as const;
/** The dimensions a goals report may also name (what a visit's first pageview carries). */
export const GOAL_REPORT_DIMENSIONS = [
  'time',
  'project',
  'doc',
  'token',
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  ...GOAL_DIMENSIONS,
] as const;
export type GoalReportDimension = (typeof GOAL_REPORT_DIMENSIONS)[number];
/** Every metric and dimension a report names (the OpenAPI enums). */
export const ALL_METRICS = [...METRICS, ...EVENT_METRICS, ...GOAL_METRICS] as const;
export const ALL_DIMENSIONS = [...DIMENSIONS, ...EVENT_DIMENSIONS, ...GOAL_DIMENSIONS] as const;

/** The query parameters of `GET /analytics/report`; anything else is a 400 naming it. */
export const REPORT_PARAMETERS = [
  'metrics',
  'dimensions',
  'period',
  'date_from',
  'date_to',
  'granularity',
  'timezone',
  'compare',
  'filter',
  'query',
  'order-by',
  'page',
  'limit',
];
/** The query parameters of the shortcuts (`/analytics/doc/{id}`, `project`, `token`). */
export const SHORTCUT_PARAMETERS = ['period', 'date_from', 'date_to', 'timezone', 'compare'];

/** A 400 naming the first parameter not in `allowed` (never silently ignored). */
export function assertKnownParameters(query: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(query).filter((name) => !allowed.includes(name));
  if (unknown.length > 0)
    throw bad(
      `${unknown.map((name) => name.slice(0, 64)).join(', ')}: unknown parameter${unknown.length > 1 ? 's' : ''}; ` +
        `the parameters are ${allowed.join(', ')}`,
    );
}
export const DIMENSIONS_MAX = 3;
/** A time series longer than this is refused (ask a coarser granularity). */
export const BUCKETS_MAX = 5000;

const INTEGER_DIMENSIONS = new Set<string>(['project', 'doc', 'token', 'page_position', 'goal']);
/** A sentinel tie-breaker for the list grammar's parser; rows are ordered by their dimensions instead. */
const NO_ID = '__none';

/** Dimensions as list fields (filterable), metrics too (orderable only). */
const filterFields = (names: readonly string[]): ListFields =>
  Object.fromEntries(
    names.map((name) => [
      name,
      { type: name === 'time' ? 'datetime' : INTEGER_DIMENSIONS.has(name) ? 'integer' : 'string', column: name },
    ]),
  );
const FILTER_FIELDS = filterFields(DIMENSIONS);
const EVENT_FILTER_FIELDS = filterFields(EVENT_REPORT_DIMENSIONS);
const GOAL_FILTER_FIELDS = filterFields(GOAL_REPORT_DIMENSIONS);
/** What `order-by` takes: a dimension or a metric (documented as the report's list fields). */
export const ORDER_FIELDS: ListFields = {
  ...filterFields(ALL_DIMENSIONS),
  ...Object.fromEntries(ALL_METRICS.map((name) => [name, { type: 'integer', column: name }])),
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
  /** `compare`: the range the previous values come from. */
  compare: Comparison | null;
  /** True when `date_from`/`date_to` were date-times: the range is whole hours, read from hourly rollups. */
  instants?: boolean;
}

/** An events report: the `events` metric by what an event carries (events-report.ts). */
export interface EventsQuery extends Omit<ReportQuery, 'metrics' | 'dimensions'> {
  metrics: 'events'[];
  dimensions: EventReportDimension[];
}

/** A goals report: conversions by goal and what a visit carries (goals-report.ts). */
export interface GoalsQuery extends Omit<ReportQuery, 'metrics' | 'dimensions'> {
  metrics: GoalMetric[];
  dimensions: GoalReportDimension[];
}

export type AnyReportQuery =
  | { kind: 'visits'; query: ReportQuery }
  | { kind: 'events'; query: EventsQuery }
  | { kind: 'goals'; query: GoalsQuery };

/** What `period=all` starts from: the workspace's first counted day (the caller looks it up). */
export interface QueryDefaults {
  metrics?: Metric[];
  firstDay?: LocalDate;
}

const bad = (detail: string) => ProblemException.badRequest(detail);

/** Reads and checks a report's query (docs/analytics.md); every bad parameter is a 400 naming it. */
export function parseReportQuery(query: Record<string, unknown>, now: Date, defaults: QueryDefaults = {}): ReportQuery {
  const parsed = parseAnyReportQuery(query, now, defaults);
  if (parsed.kind !== 'visits') throw bad(`metrics: ${parsed.kind} reports are asked at /analytics/report`);
  return parsed.query;
}

/** A visits report (rollups) or an events report (raw events), by what the query names. */
export function parseAnyReportQuery(
  query: Record<string, unknown>,
  now: Date,
  defaults: QueryDefaults = {},
): AnyReportQuery {
  const metrics =
    query.metrics === undefined && defaults.metrics
      ? defaults.metrics
      : list<Metric | 'events' | GoalMetric>(query.metrics, 'metrics', ALL_METRICS);
  if (metrics.length === 0) throw bad('metrics: name at least one metric');
  const dimensions =
    query.dimensions === undefined
      ? []
      : list<Dimension | EventDimension | 'goal'>(query.dimensions, 'dimensions', ALL_DIMENSIONS);
  if (dimensions.length > DIMENSIONS_MAX) throw bad(`dimensions: at most ${DIMENSIONS_MAX}`);
  const timezone = parseTimezone(query.timezone);
  const granularity = oneOf(query.granularity, 'granularity', GRANULARITIES) ?? 'day';
  const compare = oneOf(query.compare, 'compare', COMPARISONS) ?? null;
  const range = parseRange(query, now, timezone, defaults.firstDay);
  const eventsReport =
    metrics.includes('events') || dimensions.some((name) => (EVENT_DIMENSIONS as readonly string[]).includes(name));
  if (eventsReport) {
    const other = metrics.find((metric) => metric !== 'events');
    if (other) throw bad(`metrics: ${other} does not combine with events, event_name or click_target; ask it apart`);
    if (!metrics.includes('events')) throw bad('metrics: event_name and click_target report the events metric');
    const dimension = dimensions.find((name) => !(EVENT_REPORT_DIMENSIONS as readonly string[]).includes(name));
    if (dimension)
      throw bad(`dimensions: ${dimension} is not on an event; with events use ${EVENT_REPORT_DIMENSIONS.join(', ')}`);
  }
  const goalsReport =
    !eventsReport &&
    (metrics.some((metric) => (GOAL_METRICS as readonly string[]).includes(metric)) || dimensions.includes('goal'));
  if (goalsReport) {
    const other = metrics.find((metric) => !(GOAL_METRICS as readonly string[]).includes(metric));
    if (other) throw bad(`metrics: ${other} does not combine with conversions, conversion_rate or goal; ask it apart`);
    const dimension = dimensions.find((name) => !(GOAL_REPORT_DIMENSIONS as readonly string[]).includes(name));
    if (dimension)
      throw bad(`dimensions: ${dimension} is not on a visit; with goals use ${GOAL_REPORT_DIMENSIONS.join(', ')}`);
  }
  const fields = eventsReport ? EVENT_FILTER_FIELDS : goalsReport ? GOAL_FILTER_FIELDS : FILTER_FIELDS;
  const listQuery = parseListQuery(
    { page: query.page, limit: query.limit, 'order-by': query['order-by'] },
    ORDER_FIELDS,
    NO_ID,
  );
  const where = parseListQuery({ filter: query.filter, query: query.query }, fields, NO_ID).where;
  if (!eventsReport && !goalsReport && [...dimensions, ...filterColumns(where)].includes('exit_page')) {
    const pageLevel = [...dimensions, ...filterColumns(where)].find(
      (name) => name === 'page' || name === 'page_position',
    );
    if (pageLevel) throw bad(`dimensions: ${pageLevel} does not combine with exit_page (a visit has one exit page)`);
    const other = metrics.find((metric) => !VISIT_METRICS.has(metric));
    if (other)
      throw bad(`metrics: ${other} is not a visit metric; with exit_page, use ${[...VISIT_METRICS].join(', ')}`);
  }
  const { from, to } = range;
  if (
    dimensions.includes('time') &&
    granularity === 'hour' &&
    (to.getTime() - from.getTime()) / 3_600_000 > BUCKETS_MAX
  ) {
    throw bad(`granularity: an hourly series is at most ${BUCKETS_MAX} hours; ask for days`);
  }
  const common = {
    metrics: [...new Set(metrics)],
    dimensions: [...new Set(dimensions)],
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    from,
    to,
    timezone,
    granularity,
    where,
    orderBy: listQuery.orderBy.filter((order) => order.column !== NO_ID),
    page: listQuery.page,
    limit: listQuery.limit,
    compare,
    ...(range.instants ? { instants: true } : {}),
  };
  for (const order of common.orderBy) {
    const known = [...common.metrics, ...common.dimensions] as string[];
    if (!known.includes(order.column))
      throw bad(`order-by: ${order.column} is not a metric or dimension of this report`);
  }
  if (eventsReport) return { kind: 'events', query: common as EventsQuery };
  if (goalsReport) return { kind: 'goals', query: common as GoalsQuery };
  return { kind: 'visits', query: common as ReportQuery };
}

/**
 * The range `compare` reads: the same length just before (`previous_period`), or the same dates
 * a year earlier (`previous_year`).
 */
export function previousRange<
  Q extends Pick<ReportQuery, 'dateFrom' | 'dateTo' | 'from' | 'to' | 'timezone' | 'instants'>,
>(query: Q, comparison: Comparison): Q {
  if (comparison === 'previous_year') {
    const shift = (date: Date) => {
      const moved = new Date(date);
      moved.setUTCFullYear(moved.getUTCFullYear() - 1);
      return moved;
    };
    const dateFrom = shift(query.dateFrom);
    const dateTo = shift(query.dateTo);
    return query.instants
      ? { ...query, dateFrom, dateTo, from: shift(query.from), to: shift(query.to) }
      : {
          ...query,
          dateFrom,
          dateTo,
          from: zonedStart(dateFrom, query.timezone),
          to: zonedStart(addDays(dateTo, 1), query.timezone),
        };
  }
  if (query.instants) {
    const length = query.to.getTime() - query.from.getTime();
    const from = new Date(query.from.getTime() - length);
    return {
      ...query,
      from,
      to: query.from,
      dateFrom: localDate(from, query.timezone),
      dateTo: localDate(new Date(query.from.getTime() - 1), query.timezone),
    };
  }
  const days = Math.round((query.dateTo.getTime() - query.dateFrom.getTime()) / 86_400_000) + 1;
  const dateFrom = addDays(query.dateFrom, -days);
  const dateTo = addDays(query.dateFrom, -1);
  return {
    ...query,
    dateFrom,
    dateTo,
    from: zonedStart(dateFrom, query.timezone),
    to: zonedStart(query.dateFrom, query.timezone),
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

const HOUR = 3_600_000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date-time in `date_from`/`date_to`: with an offset (or Z) an instant, else a wall-clock
 * time in `timezone`.
 */
function parseInstant(raw: string, name: string, timezone: string): Date {
  if (!DATE_TIME.test(raw)) throw bad(`${name}: a date (YYYY-MM-DD) or a date-time (YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM])`);
  const text = raw.replace(' ', 'T');
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  const parsed = new Date(zoned ? text : `${text}Z`);
  if (Number.isNaN(parsed.getTime())) throw bad(`${name}: not a valid date-time`);
  if (zoned) return parsed;
  // A wall-clock time: the instant it is in the zone.
  const offset = wallClock(parsed, timezone).getTime() - parsed.getTime();
  return new Date(parsed.getTime() - offset);
}

interface Range {
  dateFrom: LocalDate;
  dateTo: LocalDate;
  from: Date;
  to: Date;
  instants?: boolean;
}

function dateRange(dateFrom: LocalDate, dateTo: LocalDate, timezone: string): Range {
  return { dateFrom, dateTo, from: zonedStart(dateFrom, timezone), to: zonedStart(addDays(dateTo, 1), timezone) };
}

function parseRange(query: Record<string, unknown>, now: Date, timezone: string, firstDay?: LocalDate): Range {
  const today = localDate(now, timezone);
  if (query.date_from !== undefined || query.date_to !== undefined) {
    if (query.period !== undefined) throw bad('period: give either period or date_from and date_to');
    if (typeof query.date_from === 'string' && query.date_from.length > 10) return instantRange(query, now, timezone);
    if (typeof query.date_to === 'string' && query.date_to.length > 10) return instantRange(query, now, timezone);
    const dateFrom = parseLocalDate(query.date_from, 'date_from');
    const dateTo = query.date_to === undefined ? today : parseLocalDate(query.date_to, 'date_to');
    if (dateTo.getTime() < dateFrom.getTime()) throw bad('date_to: must not be before date_from');
    if ((dateTo.getTime() - dateFrom.getTime()) / 86_400_000 > 3660)
      throw bad('date_from: a report covers at most ten years');
    return dateRange(dateFrom, dateTo, timezone);
  }
  const period = query.period ?? '30d';
  if (typeof period !== 'string' || !(PERIODS as readonly string[]).includes(period))
    throw bad(`period: one of ${PERIODS.join(', ')}`);
  switch (period) {
    case 'today':
      return dateRange(today, today, timezone);
    case 'yesterday':
      return dateRange(addDays(today, -1), addDays(today, -1), timezone);
    case '7d':
      return dateRange(addDays(today, -6), today, timezone);
    case '30d':
      return dateRange(addDays(today, -29), today, timezone);
    case 'month':
      return dateRange(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)), today, timezone);
    case 'all': {
      // From the first counted day, at most ten years back.
      const first = firstDay && firstDay < today ? firstDay : today;
      return dateRange(first < addDays(today, -3660) ? addDays(today, -3660) : first, today, timezone);
    }
    default:
      return dateRange(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1)), today, timezone);
  }
}

/** A range given as date-times (either end may be a date): whole hours, from and to rounded outwards. */
function instantRange(query: Record<string, unknown>, now: Date, timezone: string): Range {
  const end = (raw: unknown, name: string, fallback: Date, dateEnd: boolean): Date => {
    if (raw === undefined) return fallback;
    if (typeof raw !== 'string') throw bad(`${name}: a date or a date-time`);
    if (raw.length > 10) return parseInstant(raw, name, timezone);
    const date = parseLocalDate(raw, name);
    return zonedStart(dateEnd ? addDays(date, 1) : date, timezone);
  };
  const from = new Date(Math.floor(end(query.date_from, 'date_from', now, false).getTime() / HOUR) * HOUR);
  const to = new Date(Math.ceil(end(query.date_to, 'date_to', now, true).getTime() / HOUR) * HOUR);
  if (to.getTime() <= from.getTime()) throw bad('date_to: must be after date_from');
  if ((to.getTime() - from.getTime()) / 86_400_000 > 3660) throw bad('date_from: a report covers at most ten years');
  return {
    from,
    to,
    dateFrom: localDate(from, timezone),
    dateTo: localDate(new Date(to.getTime() - 1), timezone),
    instants: true,
  };
}

/** A positive integer id parameter, or a 400 naming it. */
export function idParameter(raw: unknown, name: string): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647)
    throw bad(`${name}: an id (a positive integer)`);
  return Number(raw);
}
