import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, Equal, type FindOptionsWhere, In, LessThan, MoreThan, MoreThanOrEqual } from 'typeorm';

import { Page } from '../editions/page.entity.js';
import { AnalyticsEvent } from './analytics.entities.js';
import { EVENTS } from './analytics.queries.js';
import { AnalyticsClock } from './analytics-clock.js';
import type { EventReportDimension, EventsQuery } from './report-query.js';
import { allLabels, eventsPage, matches, type ReportResult, type ReportRow, timeLabeller } from './reports.js';
import { Rollups } from './rollups.js';

/** Raw events read per query. */
const EVENTS_PAGE = 5_000;

/** The event types events reports count. */
const EVENT_TYPES = ['click', 'custom'] as const;

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
    const columns = [
      ...new Set(['id', ...[...query.dimensions, ...filterColumns(query)].map((d) => EVENT_COLUMN[d])]),
    ] as (keyof AnalyticsEvent)[];
    const valueOf = (event: Partial<AnalyticsEvent>, dimension: EventReportDimension): ReportRow[string] => {
      if (dimension === 'time') return label(event.occurred_on as Date);
      if (dimension === 'page') return event.page_id == null ? null : (pages.get(event.page_id) ?? null);
      const value = event[EVENT_COLUMN[dimension]];
      return value === undefined ? null : (value as ReportRow[string]);
    };
    for await (const batch of this.events(workspaceId, query, columns)) {
      if (columns.includes('page_id')) await this.namePages(batch, pages);
      for (const event of batch) {
        if (query.where && !matches(query.where, (column) => valueOf(event, column as EventReportDimension))) continue;
        const dims = query.dimensions.map((dimension) => valueOf(event, dimension));
        const key = JSON.stringify(dims);
        const group = groups.get(key) ?? { dims, events: 0 };
        group.events += 1;
        groups.set(key, group);
        total += 1;
      }
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
   * The workspace's clicks, then its custom events, of the query's range, EVENTS_PAGE at a time:
   * each page continues after the last one's (occurred_on, id), the order of the index
   * `ix_analytics_event_kind` (workspace, type, time, id, and the columns these reports read), so
   * a page reads its rows from the index alone and no more of them than it returns.
   */
  private async *events(
    workspaceId: number,
    query: EventsQuery,
    columns: (keyof AnalyticsEvent)[],
  ): AsyncGenerator<Partial<AnalyticsEvent>[]> {
    const select = Object.fromEntries([...columns, 'occurred_on'].map((column) => [column, true]));
    const repository = this.dataSource.getRepository(AnalyticsEvent);
    for (const type of EVENT_TYPES) {
      const of = { ...EVENTS.where({ workspaceId }), type };
      let where: FindOptionsWhere<AnalyticsEvent>[] = [
        { ...of, occurred_on: And(MoreThanOrEqual(query.from), LessThan(query.to)) },
      ];
      for (;;) {
        const batch = await repository.find({
          select,
          where,
          order: { occurred_on: 'ASC', id: 'ASC' },
          take: EVENTS_PAGE,
        });
        if (batch.length > 0) yield batch;
        if (batch.length < EVENTS_PAGE) break;
        const last = batch[batch.length - 1];
        where = [
          { ...of, occurred_on: And(MoreThan(last.occurred_on), LessThan(query.to)) },
          { ...of, occurred_on: Equal(last.occurred_on), id: MoreThan(last.id) },
        ];
      }
    }
  }

  private async namePages(batch: Partial<AnalyticsEvent>[], found: Map<number, string | null>): Promise<void> {
    const ids = [...new Set(batch.map((event) => event.page_id).filter((id): id is number => id != null))].filter(
      (id) => !found.has(id),
    );
    for (const id of ids) found.set(id, null);
    for (let at = 0; at < ids.length; at += 500) {
      const rows = await this.dataSource
        .getRepository(Page)
        .find({ select: { id: true, identifier: true }, where: { id: In(ids.slice(at, at + 500)) } });
      for (const row of rows) found.set(row.id, row.identifier);
    }
  }
}

function filterColumns(query: EventsQuery): EventReportDimension[] {
  const walk = (condition: EventsQuery['where']): string[] =>
    condition === null ? [] : 'conditions' in condition ? condition.conditions.flatMap(walk) : [condition.column];
  return walk(query.where) as EventReportDimension[];
}
