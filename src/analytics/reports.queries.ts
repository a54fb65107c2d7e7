import { type EntityManager, In } from 'typeorm';

import { Page } from '../editions/page.entity.js';
import { AnalyticsEvent, AnalyticsRollup, AnalyticsSession } from './analytics.entities.js';
import { EVENTS, ROLLUPS, SESSIONS } from './analytics.queries.js';
import { COUNTER_NAMES, type Granularity } from './sessionizer.js';

/** The workspace's rows a report reads, and the docs or projects its filter pins (none: no row). */
export interface ReportScope {
  workspaceId: number;
  editions?: number[];
  projects?: number[];
}

/** The newest event of the workspace at or after `since` (its id), null when none. */
export async function latestEventId(
  manager: EntityManager,
  workspaceId: number,
  since: Date,
): Promise<string | number | null | undefined> {
  const latest = await manager
    .getRepository(AnalyticsEvent)
    .createQueryBuilder('event')
    .select('MAX(event.id)', 'id')
    .where('event.occurred_on >= :dataUntil', { dataUntil: since })
    .andWhere(...EVENTS.condition({ workspaceId }))
    .getRawOne<{ id: string | number | null }>();
  return latest?.id;
}

/** Which stored rollup rows a report reads, and how. */
export interface StoredRollups {
  granularity: Granularity;
  from: Date;
  to: Date;
  /** The columns read (as named), besides the counters. */
  columns: string[];
  /**
   * With the sketches: each row whole (its counters, sketch and id), `limit` rows after id
   * `afterId` by id. Without: SQL sums the rows that agree on `columns`, one row per group.
   */
  sketches: boolean;
  afterId: number;
  limit: number;
}

/** The statement reading stored rollups: its text and parameters (what two equal reads share), and the read. */
export function storedRollups(
  manager: EntityManager,
  scope: ReportScope,
  read: StoredRollups,
): { queryAndParameters(): [string, unknown[]]; rows(): Promise<Record<string, unknown>[]> } {
  const qb = manager
    .getRepository(AnalyticsRollup)
    .createQueryBuilder('r')
    .where(...ROLLUPS.condition(scope, 'r'))
    .andWhere('r.granularity = :granularity', { granularity: read.granularity })
    .andWhere('r.bucket >= :from AND r.bucket < :to', { from: read.from, to: read.to });
  if (scope.editions)
    qb.andWhere(scope.editions.length ? 'r.edition_id IN (:...editions)' : '1 = 0', { editions: scope.editions });
  if (scope.projects)
    qb.andWhere(scope.projects.length ? 'r.project_id IN (:...projects)' : '1 = 0', { projects: scope.projects });
  const columns = read.columns;
  qb.select(columns.map((column) => `r.${column} AS ${column}`));
  if (read.sketches) {
    for (const name of COUNTER_NAMES) qb.addSelect(`r.${name}`, name);
    qb.addSelect('r.visitors', 'visitors');
    qb.addSelect('r.id', 'id');
    qb.andWhere('r.id > :afterId', { afterId: read.afterId }).orderBy('r.id', 'ASC').limit(read.limit);
  } else {
    for (const name of COUNTER_NAMES) qb.addSelect(`SUM(r.${name})`, name);
    if (columns.length > 0) qb.groupBy(columns.map((column) => `r.${column}`).join(', '));
    // No rows give no group, as with the sketches, rather than one of zeros.
    else qb.having('COUNT(*) > 0');
  }
  return {
    queryAndParameters: () => qb.getQueryAndParameters(),
    rows: () => qb.getRawMany<Record<string, unknown>>(),
  };
}

/** The stored visits that began in `[from, to)`, `limit` after id `afterId`, by id. */
export function sessionsAfter(
  manager: EntityManager,
  scope: ReportScope,
  from: Date,
  to: Date,
  afterId: number,
  limit: number,
): Promise<AnalyticsSession[]> {
  const qb = manager
    .getRepository(AnalyticsSession)
    .createQueryBuilder('s')
    .where(...SESSIONS.condition(scope, 's'))
    .andWhere('s.started_on >= :from AND s.started_on < :to', { from, to })
    .andWhere('s.id > :afterId', { afterId })
    .orderBy('s.id', 'ASC')
    .limit(limit);
  if (scope.editions)
    qb.andWhere(scope.editions.length ? 's.edition_id IN (:...editions)' : '1 = 0', { editions: scope.editions });
  if (scope.projects)
    qb.andWhere(scope.projects.length ? 's.project_id IN (:...projects)' : '1 = 0', { projects: scope.projects });
  return qb.getMany();
}

/** The identifier and position of these pages (those that still exist). */
export function pagePositions(manager: EntityManager, ids: number[]): Promise<Page[]> {
  return manager
    .getRepository(Page)
    .find({ select: { id: true, identifier: true, position: true }, where: { id: In(ids) } });
}
