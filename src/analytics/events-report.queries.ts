import { type EntityManager, In, type SelectQueryBuilder } from 'typeorm';

import { Page } from '../editions/page.entity.js';
import { AnalyticsEvent } from './analytics.entities.js';
import { EVENTS } from './analytics.queries.js';

/**
 * Which of the workspace's raw events an events report reads: these types in `[from, to)`, in
 * these docs or projects when given (none: no row), with these columns set.
 */
export interface EventsNarrowing {
  workspaceId: number;
  types: string[];
  from: Date;
  to: Date;
  editions?: number[];
  projects?: number[];
  notNull: string[];
}

function narrowed(manager: EntityManager, on: EventsNarrowing): SelectQueryBuilder<AnalyticsEvent> {
  const { types, editions, projects } = on;
  const qb = manager
    .getRepository(AnalyticsEvent)
    .createQueryBuilder('event')
    .where(...EVENTS.condition({ workspaceId: on.workspaceId }))
    .andWhere(types.length ? 'event.type IN (:...types)' : '1 = 0', { types })
    .andWhere('event.occurred_on >= :from AND event.occurred_on < :to', { from: on.from, to: on.to });
  if (editions) qb.andWhere(editions.length ? 'event.edition_id IN (:...editions)' : '1 = 0', { editions });
  if (projects) qb.andWhere(projects.length ? 'event.project_id IN (:...projects)' : '1 = 0', { projects });
  for (const column of on.notNull) qb.andWhere(`event.${column} IS NOT NULL`);
  return qb;
}

/** The next `limit` events after id `afterId`, by id, with their id and these columns. */
export function eventsAfter(
  manager: EntityManager,
  on: EventsNarrowing,
  columns: readonly string[],
  afterId: number,
  limit: number,
): Promise<AnalyticsEvent[]> {
  return narrowed(manager, on)
    .select(['id', ...columns].map((column) => `event.${column}`))
    .andWhere('event.id > :afterId', { afterId })
    .orderBy('event.id', 'ASC')
    .limit(limit)
    .getMany();
}

/**
 * One row per combination of these columns with its count (`events`). Text is grouped byte for
 * byte, as the app compares it: on MySQL (`mysql`) by its binary collation, which still pads with
 * spaces, and its length in bytes (SQLite's own collation is binary).
 */
export function eventCombinations(
  manager: EntityManager,
  on: EventsNarrowing,
  columns: readonly string[],
  textColumns: ReadonlySet<string>,
  mysql: boolean,
): Promise<Record<string, unknown>[]> {
  const qb = narrowed(manager, on).select('COUNT(*)', 'events');
  const keys: string[] = [];
  for (const column of columns) {
    const text = mysql && textColumns.has(column);
    qb.addSelect(text ? `MIN(event.${column})` : `event.${column}`, column);
    keys.push(...(text ? [`event.${column} COLLATE utf8mb4_bin`, `LENGTH(event.${column})`] : [`event.${column}`]));
  }
  if (keys.length > 0) qb.groupBy(keys.join(', '));
  return qb.getRawMany<Record<string, unknown>>();
}

/** The identifiers of these pages (those that still exist). */
export function pageIdentifiers(manager: EntityManager, ids: number[]): Promise<Page[]> {
  return manager.getRepository(Page).find({ select: { id: true, identifier: true }, where: { id: In(ids) } });
}
