import {
  Between,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  In,
  LessThan,
  type ObjectLiteral,
} from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { EDITIONS } from '../editions/edition.queries.js';
import { AnalyticsEvent, AnalyticsRollup, AnalyticsSession, AnalyticsState } from './analytics.entities.js';
import { EVENTS, ROLLUPS } from './analytics.queries.js';
import type { RealtimeEvent, RealtimeFilter } from './realtime.js';
import { STATE_ID } from './rollups.queries.js';
import type { FoldEvent } from './sessionizer.js';
import type { Statement } from './sqlite-fold-writer.js';

/** The time of the first event stored; null when there is none. */
export async function firstEventTime(manager: EntityManager): Promise<Date | null> {
  const first = await manager
    .getRepository(AnalyticsEvent)
    .find({ select: { occurred_on: true }, order: { occurred_on: 'ASC' }, take: 1 });
  return first[0]?.occurred_on ?? null;
}

/** The time of the event `skip` events into `[from, before)`, in time order; null past the last. */
export async function eventTimeAt(
  manager: EntityManager,
  from: Date,
  before: Date,
  skip: number,
): Promise<Date | null> {
  const probe = await manager.getRepository(AnalyticsEvent).find({
    select: { id: true, occurred_on: true },
    where: { occurred_on: Between(from, new Date(before.getTime() - 1)) },
    order: { occurred_on: 'ASC' },
    skip,
    take: 1,
  });
  return probe[0]?.occurred_on ?? null;
}

/**
 * The events of `[from, to)` (or from `from` on) as plain rows of `columns`, ordered by time and
 * id, `pageSize` at a time (keyset paging on that order).
 */
export async function* eventPages(
  dataSource: DataSource,
  columns: readonly string[],
  pageSize: number,
  from: Date,
  to: Date | null,
  workspaceId?: number,
): AsyncGenerator<FoldEvent[]> {
  const occurredOn = dataSource.getMetadata(AnalyticsEvent).findColumnWithPropertyName('occurred_on')!;
  const driver = dataSource.driver;
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const qb = dataSource
      .getRepository(AnalyticsEvent)
      .createQueryBuilder('event')
      .select(columns.map((column) => `event.${column} AS ${column}`))
      .orderBy('event.occurred_on', 'ASC')
      .addOrderBy('event.id', 'ASC')
      .limit(pageSize);
    if (after)
      qb.where('event.occurred_on >= :at AND (event.occurred_on > :at OR event.id > :afterId)', {
        at: after.at,
        afterId: after.id,
      });
    else qb.where('event.occurred_on >= :from', { from });
    if (to) qb.andWhere('event.occurred_on < :to', { to });
    if (workspaceId !== undefined) qb.andWhere(...EVENTS.condition({ workspaceId }));
    const rows = await qb.getRawMany<FoldEvent & { id: number | string; occurred_on: unknown }>();
    if (rows.length === 0) return;
    for (const row of rows) row.occurred_on = driver.prepareHydratedValue(row.occurred_on, occurredOn) as Date;
    yield rows as FoldEvent[];
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1];
    after = { at: last.occurred_on as Date, id: Number(last.id) };
  }
}

/** The stored visits of these visitors to the doc, oldest first. */
export function sessionsOfVisitors(
  manager: EntityManager,
  editionId: number,
  visitors: string[],
): Promise<AnalyticsSession[]> {
  return manager.getRepository(AnalyticsSession).find({
    where: { edition_id: editionId, visitor: In(visitors) },
    order: { last_seen_on: 'ASC' },
  });
}

/** Inserts rows that go with a fold (in its transaction). */
export async function insertRows<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  rows: Partial<E>[],
): Promise<void> {
  await manager.insert(target, rows as never);
}

/** The insert of rows that go with a fold, as a statement for the writer thread. */
export function insertStatement<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  rows: Partial<E>[],
): Statement {
  const [sql, values] = manager.createQueryBuilder().insert().into(target).values(rows).getQueryAndParameters();
  return { sql, values };
}

/** The workspace's first rollup bucket and first event time, as the database gives them. */
export async function firstActivityOf(
  manager: EntityManager,
  workspaceId: number,
): Promise<(Date | string | null | undefined)[]> {
  const rollup = await manager
    .getRepository(AnalyticsRollup)
    .createQueryBuilder('r')
    .select('MIN(r.bucket)', 'first')
    .where('r.workspace_id = :workspaceId', { workspaceId })
    .getRawOne<{ first: Date | string | null }>();
  const event = await manager
    .getRepository(AnalyticsEvent)
    .createQueryBuilder('e')
    .select('e.occurred_on', 'first')
    .where('e.workspace_id = :workspaceId', { workspaceId })
    .orderBy('e.occurred_on', 'ASC')
    .limit(1)
    .getRawOne<{ first: Date | string | null }>();
  return [rollup?.first, event?.first];
}

/** The workspace's events of `[since, now]` the filter keeps, newest first, at most `limit`. */
export async function recentEvents(
  dataSource: DataSource,
  filter: RealtimeFilter,
  since: Date,
  now: Date,
  limit: number,
): Promise<RealtimeEvent[]> {
  // Raw rows (up to 50,000 of a busy half hour): no entity is made of each.
  const qb = dataSource
    .getRepository(AnalyticsEvent)
    .createQueryBuilder('event')
    .select([
      'event.occurred_on AS occurred_on',
      'event.type AS type',
      'event.visitor AS visitor',
      'event.edition_id AS edition_id',
      'event.page_id AS page_id',
    ])
    .where(...EVENTS.condition({ workspaceId: filter.workspaceId }))
    .andWhere('event.occurred_on >= :since AND event.occurred_on <= :now', { since, now })
    .orderBy('event.occurred_on', 'DESC')
    .limit(limit);
  if (filter.doc !== undefined) qb.andWhere('event.edition_id = :doc', { doc: filter.doc });
  if (filter.project !== undefined) qb.andWhere('event.project_id = :project', { project: filter.project });
  const rows = await qb.getRawMany<{
    occurred_on: unknown;
    type: string;
    visitor: string;
    edition_id: number | string;
    page_id: number | string | null;
  }>();
  const occurredOn = dataSource.getMetadata(AnalyticsEvent).findColumnWithPropertyName('occurred_on')!;
  const driver = dataSource.driver;
  return rows.map((row) => ({
    at: driver.prepareHydratedValue(row.occurred_on, occurredOn) as Date,
    type: row.type,
    visitor: row.visitor,
    editionId: Number(row.edition_id),
    pageId: row.page_id === null ? null : Number(row.page_id),
  }));
}

/** Clears the token from every event, visit and rollup row that carries it. */
export async function forgetTokenRows(manager: EntityManager, tokenId: number): Promise<void> {
  for (const entity of [AnalyticsEvent, AnalyticsSession, AnalyticsRollup]) {
    await manager
      .createQueryBuilder()
      .update(entity)
      .set({ token_id: null })
      .where('token_id = :tokenId', { tokenId })
      .execute();
  }
}

/** Deletes the workspace's events, visits and rollups. */
export async function purgeWorkspaceRows(manager: EntityManager, workspaceId: number): Promise<void> {
  // Events and sessions are indexed by doc, not by workspace: they go by the workspace's docs.
  const [condition, parameters] = EDITIONS.condition({ workspaceId }, 'doc');
  const docs = manager
    .createQueryBuilder()
    .subQuery()
    .select('doc.id')
    .from(Edition, 'doc')
    .where(condition)
    .getQuery();
  for (const entity of [AnalyticsEvent, AnalyticsSession])
    await manager.createQueryBuilder().delete().from(entity).where(`edition_id IN ${docs}`, parameters).execute();
  await ROLLUPS.deleteAll(manager, { workspaceId });
}

/** The ids of the oldest `limit` events before `cutoff`, by time. */
export async function eventIdsBefore(manager: EntityManager, cutoff: Date, limit: number): Promise<number[]> {
  const old = await manager.getRepository(AnalyticsEvent).find({
    select: { id: true },
    where: { occurred_on: LessThan(cutoff) },
    order: { occurred_on: 'ASC' },
    take: limit,
  });
  return old.map((row) => row.id);
}

export async function deleteEvents(manager: EntityManager, ids: number[]): Promise<void> {
  await manager.delete(AnalyticsEvent, { id: In(ids) });
}

/** Deletes the visits last seen before `cutoff`. */
export async function deleteSessionsBefore(manager: EntityManager, cutoff: Date): Promise<void> {
  await manager.delete(AnalyticsSession, { last_seen_on: LessThan(cutoff) });
}

export async function deleteSessions(manager: EntityManager, ids: (number | null)[]): Promise<void> {
  await manager.delete(AnalyticsSession, { id: In(ids) });
}

export async function deleteRollups(manager: EntityManager, ids: number[]): Promise<void> {
  await manager.delete(AnalyticsRollup, { id: In(ids) });
}

/** The deletes of these rows by id, `chunk` ids a statement, for the writer thread. */
export function deleteStatements(
  dataSource: DataSource,
  entity: typeof AnalyticsSession | typeof AnalyticsRollup,
  ids: number[],
  chunk: number,
): Statement[] {
  const table = dataSource.driver.escape(dataSource.getMetadata(entity).tableName);
  const statements: Statement[] = [];
  for (let at = 0; at < ids.length; at += chunk) {
    const some = ids.slice(at, at + chunk);
    statements.push({
      sql: `DELETE FROM ${table} WHERE id IN (${some.map(() => '?').join(', ')})`,
      values: some,
    });
  }
  return statements;
}

/** The watermark's move from `from` to `to` as a statement for the writer thread (it changes no row if moved since). */
export function advanceStatement(dataSource: DataSource, from: Date, to: Date): Statement {
  const metadata = dataSource.getMetadata(AnalyticsState);
  const column = metadata.findColumnWithPropertyName('data_until')!;
  const at = (date: Date) => dataSource.driver.preparePersistentValue(date, column) as unknown;
  const escape = (name: string) => dataSource.driver.escape(name);
  return {
    sql: `UPDATE ${escape(metadata.tableName)} SET ${escape(column.databaseName)} = ? WHERE id = ? AND ${escape(column.databaseName)} = ?`,
    values: [at(to), STATE_ID, at(from)],
  };
}

/** The stored rollup rows of one doc and granularity at these buckets and dimension hashes. */
export function storedRollupRows(
  manager: EntityManager,
  editionId: number,
  granularity: AnalyticsRollup['granularity'],
  buckets: Date[],
  hashes: AnalyticsRollup['dims_hash'][],
): Promise<AnalyticsRollup[]> {
  return manager.getRepository(AnalyticsRollup).find({
    where: { edition_id: editionId, granularity, bucket: In(buckets), dims_hash: In(hashes) },
  });
}
