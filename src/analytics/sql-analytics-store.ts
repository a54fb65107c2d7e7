import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, type EntityManager, In, LessThan } from 'typeorm';

import { Transactions } from '../database/transactions.js';
import { Edition } from '../editions/edition.entity.js';
import { EDITIONS } from '../editions/edition.queries.js';
import { AnalyticsEvent, AnalyticsRollup, AnalyticsSession } from './analytics.entities.js';
import { EVENTS, ROLLUPS } from './analytics.queries.js';
import type { AnalyticsStore, EventRow, FoldResult } from './analytics-store.js';
import { BulkInsert } from './bulk-insert.js';
import { HyperLogLog } from './hyperloglog.js';
import type { ReportQuery } from './report-query.js';
import { type ReportResult, Reports } from './reports.js';
import {
  COUNTER_NAMES,
  type FoldEvent,
  type RollupDelta,
  type SessionState,
  TEXT_DIMENSION_COLUMNS,
} from './sessionizer.js';

/** Rows per INSERT statement of a batch of events. */
const ROWS_PER_INSERT = 500;
const CHUNK = 400;
/** The raw events held in memory at once while folding. */
const EVENT_PAGE = 2_000;
/** Raw rows deleted per statement: retention never holds long locks. */
const RETENTION_CHUNK = 5000;
/** The event columns a fold reads (`FoldEvent`), and the id its paging orders by. */
const FOLD_COLUMNS = [
  'id',
  'workspace_id',
  'project_id',
  'edition_id',
  'page_id',
  'token_id',
  'occurred_on',
  'type',
  'visitor',
  'engaged_ms',
  'scroll_depth',
  ...TEXT_DIMENSION_COLUMNS,
] as const;

/**
 * The analytics store in the service's own database (SQLite or MariaDB): the tables of
 * analytics.entities.ts; reports read the rollups in reports.ts. A fold commits its visits, its
 * rollup rows and the watermark in one transaction.
 */
@Injectable()
export class SqlAnalyticsStore implements AnalyticsStore {
  readonly name = 'sql' as const;
  private inserts?: {
    events: BulkInsert<AnalyticsEvent>;
    sessions: BulkInsert<AnalyticsSession>;
    newSessions: BulkInsert<AnalyticsSession>;
    rollups: BulkInsert<AnalyticsRollup>;
  };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly reports: Reports,
  ) {}

  /** Made on first use: the entity metadata exists once the data source is initialized. */
  private get insert(): NonNullable<SqlAnalyticsStore['inserts']> {
    this.inserts ??= {
      events: new BulkInsert(this.dataSource, AnalyticsEvent, ROWS_PER_INSERT),
      sessions: new BulkInsert(this.dataSource, AnalyticsSession, CHUNK, true),
      newSessions: new BulkInsert(this.dataSource, AnalyticsSession, CHUNK),
      // Sketches can be 16 KiB: fewer rows per statement.
      rollups: new BulkInsert(this.dataSource, AnalyticsRollup, 100),
    };
    return this.inserts;
  }

  async insertEvents(rows: readonly EventRow[]): Promise<void> {
    if (rows.length === 0) return;
    const insert = this.insert.events;
    // One transaction per batch: all of it or none (and on SQLite, queued with the other writes).
    await this.transactions.run((manager) => insert.run(manager, rows));
  }

  async firstEventTime(): Promise<Date | null> {
    const first = await this.dataSource
      .getRepository(AnalyticsEvent)
      .find({ select: { occurred_on: true }, order: { occurred_on: 'ASC' }, take: 1 });
    return first[0]?.occurred_on ?? null;
  }

  async eventTimeAt(from: Date, before: Date, skip: number): Promise<Date | null> {
    const probe = await this.dataSource.getRepository(AnalyticsEvent).find({
      select: { id: true, occurred_on: true },
      where: { occurred_on: Between(from, new Date(before.getTime() - 1)) },
      order: { occurred_on: 'ASC' },
      skip,
      take: 1,
    });
    return probe[0]?.occurred_on ?? null;
  }

  /**
   * The events of `[from, to)` (or from `from` on) as plain rows of the columns a fold reads,
   * ordered by time and id, EVENT_PAGE at a time (keyset paging on that order).
   */
  async *eventPages(from: Date, to: Date | null, workspaceId?: number): AsyncGenerator<FoldEvent[]> {
    const occurredOn = this.dataSource.getMetadata(AnalyticsEvent).findColumnWithPropertyName('occurred_on')!;
    const driver = this.dataSource.driver;
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const qb = this.dataSource
        .getRepository(AnalyticsEvent)
        .createQueryBuilder('event')
        .select(FOLD_COLUMNS.map((column) => `event.${column} AS ${column}`))
        .orderBy('event.occurred_on', 'ASC')
        .addOrderBy('event.id', 'ASC')
        .limit(EVENT_PAGE);
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
      if (rows.length < EVENT_PAGE) return;
      const last = rows[rows.length - 1];
      after = { at: last.occurred_on as Date, id: Number(last.id) };
    }
  }

  async latestSessions(editionId: number, visitors: readonly string[]): Promise<SessionState[]> {
    const found: SessionState[] = [];
    for (let at = 0; at < visitors.length; at += CHUNK) {
      const rows = await this.dataSource.getRepository(AnalyticsSession).find({
        where: { edition_id: editionId, visitor: In(visitors.slice(at, at + CHUNK)) },
        order: { last_seen_on: 'ASC' },
      });
      for (const { edition: _edition, ...row } of rows) found.push({ ...row, changed: false });
    }
    return found;
  }

  async commitFold(
    _from: Date,
    _to: Date,
    result: FoldResult,
    advance: (manager: EntityManager) => Promise<boolean>,
  ): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      if (!(await advance(manager))) return false;
      await this.writeSessions(manager, result.sessions);
      await this.mergeRollups(manager, result.deltas);
      return true;
    });
  }

  report(workspaceId: number, query: ReportQuery): Promise<ReportResult> {
    return this.reports.run(workspaceId, query);
  }

  version(workspaceId: number): Promise<string> {
    return this.reports.version(workspaceId);
  }

  /**
   * Rollup rows keep their key; reports group by the (now null) token column, so they merge
   * with the plain doc's rows.
   */
  async forgetToken(manager: EntityManager, tokenId: number): Promise<void> {
    for (const entity of [AnalyticsEvent, AnalyticsSession, AnalyticsRollup]) {
      await manager
        .createQueryBuilder()
        .update(entity)
        .set({ token_id: null })
        .where('token_id = :tokenId', { tokenId })
        .execute();
    }
  }

  async purgeWorkspace(manager: EntityManager, workspaceId: number): Promise<void> {
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

  /** The data source is the app's: closed with it. */
  async close(): Promise<void> {}

  /** Every analytics row hangs off its doc with a cascading foreign key: nothing to sweep. */
  async purgeDeletedDocs(): Promise<void> {}

  /**
   * Deletes raw events past retention, oldest first by the time index, in chunks; and the
   * sessions that ended before then (a visit open across the cutoff is kept).
   */
  async retain(cutoff: Date, sessionCutoff: Date): Promise<void> {
    const events = this.dataSource.getRepository(AnalyticsEvent);
    for (;;) {
      const old = await events.find({
        select: { id: true },
        where: { occurred_on: LessThan(cutoff) },
        order: { occurred_on: 'ASC' },
        take: RETENTION_CHUNK,
      });
      if (old.length === 0) break;
      await this.transactions.run((manager) => manager.delete(AnalyticsEvent, { id: In(old.map((row) => row.id)) }));
      if (old.length < RETENTION_CHUNK) break;
    }
    await this.transactions.run((manager) =>
      manager.delete(AnalyticsSession, { last_seen_on: LessThan(sessionCutoff) }),
    );
  }

  private async writeSessions(manager: EntityManager, sessions: SessionState[]): Promise<void> {
    const existing = sessions.filter((session) => session.id !== null);
    for (let at = 0; at < existing.length; at += CHUNK) {
      await manager.delete(AnalyticsSession, { id: In(existing.slice(at, at + CHUNK).map((session) => session.id)) });
    }
    // A session read back keeps its id (a report's visit keys on it); a new one gets the next.
    const rows = sessions.map(({ changed: _changed, id, ...row }) => (id === null ? row : { id, ...row }));
    await this.insert.sessions.run(
      manager,
      rows.filter((row) => 'id' in row),
    );
    await this.insert.newSessions.run(
      manager,
      rows.filter((row) => !('id' in row)),
    );
  }

  /** Adds the deltas to their rows (a row read, merged and written back: sketches merge in code). */
  private async mergeRollups(manager: EntityManager, deltas: RollupDelta[]): Promise<void> {
    const groups = new Map<string, RollupDelta[]>();
    for (const delta of deltas) {
      const key = `${delta.edition_id}|${delta.granularity}`;
      const list = groups.get(key) ?? [];
      list.push(delta);
      groups.set(key, list);
    }
    const merged: Omit<AnalyticsRollup, 'id' | 'edition'>[] = [];
    const replaced: number[] = [];
    for (const list of groups.values()) {
      for (let at = 0; at < list.length; at += CHUNK) {
        const chunk = list.slice(at, at + CHUNK);
        const stored = await manager.getRepository(AnalyticsRollup).find({
          where: {
            edition_id: chunk[0].edition_id,
            granularity: chunk[0].granularity,
            bucket: In([...new Set(chunk.map((delta) => delta.bucket.getTime()))].map((time) => new Date(time))),
            dims_hash: In([...new Set(chunk.map((delta) => delta.dims_hash))]),
          },
        });
        const byKey = new Map(stored.map((row) => [`${row.bucket.getTime()}|${row.dims_hash}`, row]));
        for (const delta of chunk) {
          const row = byKey.get(`${delta.bucket.getTime()}|${delta.dims_hash}`);
          if (row) replaced.push(row.id);
          const sketch = HyperLogLog.fromBuffer(row?.visitors);
          for (const visitor of delta.visitors) sketch.add(visitor);
          const { visitors: _visitors, ...columns } = delta;
          const next = { ...columns, visitors: sketch.toBuffer() };
          for (const name of COUNTER_NAMES) next[name] = Number(row?.[name] ?? 0) + delta[name];
          merged.push(next);
        }
      }
    }
    for (let at = 0; at < replaced.length; at += CHUNK) {
      await manager.delete(AnalyticsRollup, { id: In(replaced.slice(at, at + CHUNK)) });
    }
    await this.insert.rollups.run(manager, merged);
  }
}
