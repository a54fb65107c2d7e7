import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { BulkInsert } from '../database/bulk-insert.js';
import type { RowSink } from '../database/row-sink.js';
import { Transactions } from '../database/transactions.js';
import { AnalyticsEvent, AnalyticsRollup, AnalyticsSession } from './analytics.entities.js';
import type { AnalyticsStore, EventRow, FoldCommit, FoldResult } from './analytics-store.js';
import { EventsReport } from './events-report.js';
import { HyperLogLog } from './hyperloglog.js';
import type { RealtimeEvent, RealtimeFilter } from './realtime.js';
import type { EventsQuery, ReportQuery } from './report-query.js';
import { type ReportResult, Reports } from './reports.js';
import { stateRow } from './rollups.queries.js';
import {
  COUNTER_NAMES,
  type FoldEvent,
  type RollupDelta,
  type SessionState,
  TEXT_DIMENSION_COLUMNS,
} from './sessionizer.js';
import {
  advanceStatement,
  deleteEvents,
  deleteRollups,
  deleteSessions,
  deleteSessionsBefore,
  deleteStatements,
  eventIdsBefore,
  eventPages,
  eventTimeAt,
  firstActivityOf,
  firstEventTime,
  forgetTokenRows,
  insertRows,
  insertStatement,
  purgeWorkspaceRows,
  recentEvents,
  sessionsOfVisitors,
  storedRollupRows,
} from './sql-store.queries.js';
import { SqliteFoldWriter, type Statement } from './sqlite-fold-writer.js';
import { TimeSlices } from './time-slices.js';

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
  // What goals match on (a click's target, a custom event's name).
  'target',
  'name',
  ...TEXT_DIMENSION_COLUMNS,
] as const;

/**
 * The analytics store in the service's own database (SQLite or MariaDB): the tables of
 * analytics.entities.ts; reports read the rollups in reports.ts. A fold commits its visits, its
 * rollup rows and the watermark in one transaction.
 */
@Injectable()
export class SqlAnalyticsStore implements AnalyticsStore, OnApplicationShutdown {
  readonly name = 'sql' as const;
  readonly batchEvents = 500;
  /** SQLite: the fold's rows are written by a thread of its own (sqlite-fold-writer.ts). */
  private readonly writer?: SqliteFoldWriter;
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
    private readonly events: EventsReport,
  ) {
    const file = dataSource.options.type === 'better-sqlite3' ? dataSource.options.database : undefined;
    if (typeof file === 'string' && file !== ':memory:') this.writer = new SqliteFoldWriter(file);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.writer?.close();
  }

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

  firstEventTime(): Promise<Date | null> {
    return firstEventTime(this.dataSource.manager);
  }

  eventTimeAt(from: Date, before: Date, skip: number): Promise<Date | null> {
    return eventTimeAt(this.dataSource.manager, from, before, skip);
  }

  /**
   * The events of `[from, to)` (or from `from` on) as plain rows of the columns a fold reads,
   * ordered by time and id, EVENT_PAGE at a time (keyset paging on that order).
   */
  eventPages(from: Date, to: Date | null, workspaceId?: number): AsyncGenerator<FoldEvent[]> {
    return eventPages(this.dataSource, FOLD_COLUMNS, EVENT_PAGE, from, to, workspaceId);
  }

  async latestSessions(editionId: number, visitors: readonly string[]): Promise<SessionState[]> {
    const found: SessionState[] = [];
    for (let at = 0; at < visitors.length; at += CHUNK) {
      const rows = await sessionsOfVisitors(this.dataSource.manager, editionId, visitors.slice(at, at + CHUNK));
      for (const { edition: _edition, ...row } of rows) found.push({ ...row, changed: false });
    }
    return found;
  }

  async commitFold(from: Date, to: Date, result: FoldResult, commit: FoldCommit): Promise<boolean> {
    const writer = this.writer;
    if (writer) return this.transactions.exclusive(() => this.writeOffThread(writer, from, to, result, commit));
    return this.transactions.run(async (manager) => {
      if (!(await commit.advance(manager))) return false;
      await this.writeSessions(manager, result.sessions);
      await this.mergeRollups(manager, result.deltas);
      await commit.alongside(manager, async (target, rows) => {
        if (rows.length > 0) await insertRows(manager, target, rows);
      });
      return true;
    });
  }

  report(workspaceId: number, query: ReportQuery): Promise<ReportResult> {
    return this.reports.run(workspaceId, query);
  }

  version(workspaceId: number): Promise<string> {
    return this.reports.version(workspaceId);
  }

  eventsReport(workspaceId: number, query: EventsQuery): Promise<ReportResult> {
    return this.events.run(workspaceId, query);
  }

  async firstActivity(workspaceId: number): Promise<Date | null> {
    const instants = (await firstActivityOf(this.dataSource.manager, workspaceId))
      .filter((value): value is Date | string => value !== null && value !== undefined)
      .map((value) => (value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`)))
      .filter((value) => !Number.isNaN(value.getTime()));
    return instants.length === 0 ? null : new Date(Math.min(...instants.map((value) => value.getTime())));
  }

  recentEvents(filter: RealtimeFilter, since: Date, now: Date, max: number): Promise<RealtimeEvent[]> {
    return recentEvents(this.dataSource, filter, since, now, max + 1);
  }

  /**
   * Rollup rows keep their key; reports group by the (now null) token column, so they merge
   * with the plain doc's rows.
   */
  forgetToken(manager: EntityManager, tokenId: number): Promise<void> {
    return forgetTokenRows(manager, tokenId);
  }

  purgeWorkspace(manager: EntityManager, workspaceId: number): Promise<void> {
    return purgeWorkspaceRows(manager, workspaceId);
  }

  /** The data source is the app's: closed with it. */
  async close(): Promise<void> {}

  /** Every analytics row hangs off its doc with a cascading foreign key: nothing left to delete. */
  async purgeDeleted(): Promise<void> {}

  /** Every analytics row hangs off its doc with a cascading foreign key: nothing to sweep. */
  async purgeDeletedDocs(): Promise<void> {}

  /**
   * Deletes raw events past retention, oldest first by the time index, in chunks; and the
   * sessions that ended before then (a visit open across the cutoff is kept).
   */
  async retain(cutoff: Date, sessionCutoff: Date): Promise<void> {
    for (;;) {
      const old = await eventIdsBefore(this.dataSource.manager, cutoff, RETENTION_CHUNK);
      if (old.length === 0) break;
      await this.transactions.run((manager) => deleteEvents(manager, old));
      if (old.length < RETENTION_CHUNK) break;
    }
    await this.transactions.run((manager) => deleteSessionsBefore(manager, sessionCutoff));
  }

  private async writeSessions(manager: EntityManager, sessions: SessionState[]): Promise<void> {
    const existing = sessions.filter((session) => session.id !== null);
    for (let at = 0; at < existing.length; at += CHUNK) {
      await deleteSessions(
        manager,
        existing.slice(at, at + CHUNK).map((session) => session.id),
      );
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

  /**
   * SQLite: the fold's writes, prepared here in slices and run by the writer thread in one
   * transaction whose first statement checks the watermark is still `from`. The caller holds the
   * writers' queue, so the rows read here (the stored rollups, the outbox's endpoints) cannot
   * change before it commits.
   */
  private async writeOffThread(
    writer: SqliteFoldWriter,
    from: Date,
    to: Date,
    result: FoldResult,
    commit: FoldCommit,
  ): Promise<boolean> {
    const manager = this.dataSource.manager;
    const state = await stateRow(manager);
    if (!state || state.data_until.getTime() !== from.getTime()) return false;
    const slices = new TimeSlices();
    const statements: Statement[] = [];
    const deleteIds = (entity: typeof AnalyticsSession | typeof AnalyticsRollup, ids: number[]) => {
      statements.push(...deleteStatements(this.dataSource, entity, ids, CHUNK));
    };
    const inserts = async <E extends object>(insert: BulkInsert<E>, rows: Partial<E>[]) => {
      for (let at = 0; at < rows.length; at += insert.chunkSize) {
        statements.push(insert.statement(rows.slice(at, at + insert.chunkSize)));
        await slices.check();
      }
    };
    deleteIds(
      AnalyticsSession,
      result.sessions.filter((session) => session.id !== null).map((session) => Number(session.id)),
    );
    const rows = result.sessions.map(({ changed: _changed, id, ...row }) => (id === null ? row : { id, ...row }));
    await inserts(
      this.insert.sessions,
      rows.filter((row) => 'id' in row),
    );
    await inserts(
      this.insert.newSessions,
      rows.filter((row) => !('id' in row)),
    );
    const { merged, replaced } = await this.planRollups(manager, result.deltas, slices);
    deleteIds(AnalyticsRollup, replaced);
    await inserts(this.insert.rollups, merged);
    const alongside: RowSink = async (target, rows) => {
      if (rows.length === 0) return;
      statements.push(insertStatement(manager, target, rows));
    };
    await commit.alongside(manager, alongside);
    return writer.write(advanceStatement(this.dataSource, from, to), statements);
  }

  /** Adds the deltas to their rows (a row read, merged and written back: sketches merge in code). */
  private async mergeRollups(manager: EntityManager, deltas: RollupDelta[]): Promise<void> {
    const { merged, replaced } = await this.planRollups(manager, deltas);
    for (let at = 0; at < replaced.length; at += CHUNK) {
      await deleteRollups(manager, replaced.slice(at, at + CHUNK));
    }
    await this.insert.rollups.run(manager, merged);
  }

  /** The rows the deltas make (each stored row read and merged) and the stored rows they replace. */
  private async planRollups(
    manager: EntityManager,
    deltas: RollupDelta[],
    slices?: TimeSlices,
  ): Promise<{ merged: Omit<AnalyticsRollup, 'id' | 'edition'>[]; replaced: number[] }> {
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
        const stored = await storedRollupRows(
          manager,
          chunk[0].edition_id,
          chunk[0].granularity,
          [...new Set(chunk.map((delta) => delta.bucket.getTime()))].map((time) => new Date(time)),
          [...new Set(chunk.map((delta) => delta.dims_hash))],
        );
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
        await slices?.check();
      }
    }
    return { merged, replaced };
  }
}
