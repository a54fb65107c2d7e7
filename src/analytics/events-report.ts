import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { AnalyticsEvent } from './analytics.entities.js';
import { AnalyticsClock } from './analytics-clock.js';
import { eventCombinations, eventsAfter, type EventsNarrowing, pageIdentifiers } from './events-report.queries.js';
import type { EventReportDimension, EventsQuery } from './report-query.js';
import {
  allLabels,
  eventsPage,
  matches,
  type ReportResult,
  type ReportRow,
  restrictions,
  timeLabeller,
} from './reports.js';
import { Rollups } from './rollups.js';

/** Raw events read per query. */
const EVENTS_PAGE = 5_000;

/** The raw event column each dimension of an events report reads. */
const EVENT_COLUMN: Record<EventReportDimension, keyof AnalyticsEvent> = {
  time: 'occurred_on',
  project: 'project_id',
  doc: 'edition_id',
  page: 'page_id',
  token: 'token_id',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
  referrer_domain: 'referrer_domain',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  event_name: 'name',
  click_target: 'target',
};

/**
 * Events reports (docs/analytics.md): the `events` metric, clicks and custom events, by
 * `event_name`, `click_target` and what else an event carries. Rollups keep counts, not names
 * or targets, so this reads the raw events (kept ANALYTICS_RAW_RETENTION_DAYS), a page at a
 * time, grouping as it goes. Plain inputs and outputs, so another store can answer the same.
 */
@Injectable()
export class EventsReport {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rollups: Rollups,
    private readonly clock: AnalyticsClock,
  ) {}

  async run(workspaceId: number, query: EventsQuery): Promise<ReportResult> {
    const dataUntil = await this.rollups.dataUntil(this.clock.now());
    const label = timeLabeller(query);
    const pages = new Map<number, string | null>();
    const groups = new Map<string, { dims: ReportRow[string][]; events: number }>();
    let total = 0;
    const named = [...query.dimensions, ...filterColumns(query)];
    const columns = [...new Set(named.map((d) => EVENT_COLUMN[d]))] as (keyof AnalyticsEvent)[];
    const valueOf = (event: Partial<AnalyticsEvent>, dimension: EventReportDimension): ReportRow[string] => {
      if (dimension === 'time') return label(event.occurred_on as Date);
      if (dimension === 'page') return event.page_id == null ? null : (pages.get(event.page_id) ?? null);
      const value = event[EVENT_COLUMN[dimension]];
      return value === undefined ? null : (value as ReportRow[string]);
    };
    // Each row read stands for `count` events that agree on every column the report reads.
    const add = (event: Partial<AnalyticsEvent>, count: number) => {
      if (query.where && !matches(query.where, (column) => valueOf(event, column as EventReportDimension))) return;
      const dims = query.dimensions.map((dimension) => valueOf(event, dimension));
      const key = JSON.stringify(dims);
      const group = groups.get(key) ?? { dims, events: 0 };
      group.events += count;
      groups.set(key, group);
      total += count;
    };
    const on = this.narrowing(workspaceId, query);
    if (named.includes('time')) {
      // By time: the events themselves, a page at a time (a bucket's label is the app's).
      let afterId = 0;
      for (;;) {
        const batch = await eventsAfter(this.dataSource.manager, on, columns, afterId, EVENTS_PAGE);
        if (columns.includes('page_id')) await this.namePages(batch, pages);
        for (const event of batch) add(event, 1);
        if (batch.length < EVENTS_PAGE) break;
        afterId = batch[batch.length - 1].id;
      }
    } else {
      // Otherwise counted by the database, one row per combination of the columns read, which
      // the app then groups and filters as it would the events (text grouped as the app compares it).
      const mysql = this.dataSource.options.type !== 'better-sqlite3';
      const rows = await eventCombinations(this.dataSource.manager, on, columns, TEXT_COLUMNS, mysql);
      const events = rows.map((row) => {
        const event: Partial<Record<keyof AnalyticsEvent, unknown>> = {};
        for (const column of columns) event[column] = row[column] ?? null;
        return { event: event as Partial<AnalyticsEvent>, count: Number(row.events) };
      });
      if (columns.includes('page_id'))
        await this.namePages(
          events.map(({ event }) => event),
          pages,
        );
      for (const { event, count } of events) if (count > 0) add(event, count);
    }
    const timeIndex = query.dimensions.indexOf('time');
    if (timeIndex >= 0 && query.dimensions.length === 1) {
      for (const bucket of allLabels(query)) {
        const key = JSON.stringify([bucket]);
        if (!groups.has(key)) groups.set(key, { dims: [bucket], events: 0 });
      }
    }
    const rows = [...groups.values()].map((group) => {
      const row: ReportRow = {};
      query.dimensions.forEach((dimension, index) => (row[dimension] = group.dims[index]));
      row.events = group.events;
      return row;
    });
    return eventsPage(rows, query, dataUntil, total);
  }

  /**
   * The clicks and custom events of the workspace in the range, narrowed in SQL by what the
   * filter requires of every event it keeps (the docs or projects it pins, a column it wants
   * set): the filter itself is still applied to each row read. A click carries a target and a
   * custom event a name, and nothing else does (event-input.ts), so a filter that wants one set
   * reads only that type, by the (doc, type, time) index.
   */
  private narrowing(workspaceId: number, query: EventsQuery): EventsNarrowing {
    const { editions, projects, notNull } = required(query.where);
    let types = ['click', 'custom'];
    if (notNull.includes('click_target')) types = types.filter((type) => type === 'click');
    if (notNull.includes('event_name')) types = types.filter((type) => type === 'custom');
    return {
      workspaceId,
      types,
      from: query.from,
      to: query.to,
      editions,
      projects,
      notNull: notNull.map((dimension) => EVENT_COLUMN[dimension]),
    };
  }

  private async namePages(batch: Partial<AnalyticsEvent>[], found: Map<number, string | null>): Promise<void> {
    const ids = [...new Set(batch.map((event) => event.page_id).filter((id): id is number => id != null))].filter(
      (id) => !found.has(id),
    );
    for (const id of ids) found.set(id, null);
    for (let at = 0; at < ids.length; at += 500) {
      const rows = await pageIdentifiers(this.dataSource.manager, ids.slice(at, at + 500));
      for (const row of rows) found.set(row.id, row.identifier);
    }
  }
}

/** The text columns (grouped as bytes on MySQL). */
const TEXT_COLUMNS = new Set<string>([
  'country',
  'device',
  'browser',
  'os',
  'referrer_domain',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'target',
  'name',
]);

/**
 * What a filter requires of every event it keeps, from its top-level (and-ed) parts: the docs and
 * projects it pins, and the columns it wants set (`page` is left out: a page gone is null too).
 */
function required(where: EventsQuery['where']): {
  editions?: number[];
  projects?: number[];
  notNull: EventReportDimension[];
} {
  const parts = where === null ? [] : where.kind === 'and' ? where.conditions : [where];
  const notNull = parts
    .filter((part) => part.kind === 'null' && part.negated)
    .map((part) => ('column' in part ? part.column : ''))
    .filter(
      (column): column is EventReportDimension => column in EVENT_COLUMN && column !== 'page' && column !== 'time',
    );
  return { ...restrictions(where), notNull };
}

function filterColumns(query: EventsQuery): EventReportDimension[] {
  const walk = (condition: EventsQuery['where']): string[] =>
    condition === null ? [] : 'conditions' in condition ? condition.conditions.flatMap(walk) : [condition.column];
  return walk(query.where) as EventReportDimension[];
}
