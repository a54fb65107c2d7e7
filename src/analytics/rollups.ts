import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, type EntityManager, In } from 'typeorm';

import { Transactions } from '../database/transactions.js';
import { TokensService } from '../personalization/tokens.service.js';
import { enqueueTokenViews } from '../webhooks/webhook-events.js';
import { AnalyticsEvent, AnalyticsRollup, AnalyticsSession, AnalyticsState } from './analytics.entities.js';
import { EVENTS } from './analytics.queries.js';
import { BulkInsert } from './bulk-insert.js';
import { DocDirectory } from './doc-directory.js';
import { HyperLogLog } from './hyperloglog.js';
import {
  COUNTER_NAMES,
  type FoldEvent,
  type RollupDelta,
  Sessionizer,
  type SessionState,
  TEXT_DIMENSION_COLUMNS,
} from './sessionizer.js';
import { SqliteFoldWriter, type Statement } from './sqlite-fold-writer.js';
import { TimeSlices } from './time-slices.js';

const STATE_ID = 1;
export const MINUTE_MS = 60_000;
/**
 * A minute is folded only this long after it closed: an event is stamped when its request
 * arrives and written by its instance's next flush (within about a second), so by then every
 * instance has written that minute's events.
 */
export const CLOSE_GRACE_MS = 15_000;
const CHUNK = 400;
/** The events one fold reads at most (but a whole minute is never split). */
const FOLD_EVENTS_MAX = 10_000;
/** The raw events held in memory at once while folding. */
const EVENT_PAGE = 2_000;
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

export function floorMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** Rows of a fold: what the report adds to the stored rollups for the minutes not yet folded. */
export interface FoldResult {
  deltas: RollupDelta[];
  sessions: SessionState[];
}

/**
 * Folds raw events into sessions and rollups. A fold covers whole closed minutes `[from, to)`
 * starting at the watermark (`data_until`), and commits its sessions, its rollup rows and the new
 * watermark in one transaction that first checks the watermark is still `from` (its row locked):
 * a minute folded twice, by a retry, a restart or two instances, is refused the second time, so
 * it never counts twice.
 */
@Injectable()
export class Rollups implements OnApplicationShutdown {
  /** SQLite: the fold's rows are written by a thread of its own (sqlite-fold-writer.ts). */
  private readonly writer?: SqliteFoldWriter;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly docs: DocDirectory,
    private readonly tokens: TokensService,
  ) {
    const file = dataSource.options.type === 'better-sqlite3' ? dataSource.options.database : undefined;
    if (typeof file === 'string' && file !== ':memory:') this.writer = new SqliteFoldWriter(file);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.writer?.close();
  }

  /** Made on first use: the entity metadata exists once the data source is initialized. */
  private inserts?: {
    sessions: BulkInsert<AnalyticsSession>;
    newSessions: BulkInsert<AnalyticsSession>;
    rollups: BulkInsert<AnalyticsRollup>;
  };

  private get insert(): NonNullable<Rollups['inserts']> {
    this.inserts ??= {
      sessions: new BulkInsert(this.dataSource, AnalyticsSession, CHUNK, true),
      newSessions: new BulkInsert(this.dataSource, AnalyticsSession, CHUNK),
      // Sketches can be 16 KiB: fewer rows per statement.
      rollups: new BulkInsert(this.dataSource, AnalyticsRollup, 100),
    };
    return this.inserts;
  }

  private get mysql(): boolean {
    return this.dataSource.options.type !== 'better-sqlite3';
  }

  /** The watermark; the first call creates the state row at the first event's minute (or now's). */
  async dataUntil(now: Date): Promise<Date> {
    const state = await this.dataSource.getRepository(AnalyticsState).findOneBy({ id: STATE_ID });
    if (state) return state.data_until;
    const first = await this.dataSource
      .getRepository(AnalyticsEvent)
      .find({ select: { occurred_on: true }, order: { occurred_on: 'ASC' }, take: 1 });
    const start = floorMinute(first[0]?.occurred_on ?? now);
    await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .insert()
        .into(AnalyticsState)
        .values({ id: STATE_ID, data_until: start, lease_owner: null, lease_until: null })
        .orIgnore()
        .execute(),
    );
    return (await this.dataSource.getRepository(AnalyticsState).findOneByOrFail({ id: STATE_ID })).data_until;
  }

  /** Takes (or renews) the worker lease: one instance folds at a time. */
  async claimLease(owner: string, now: Date, leaseMs: number): Promise<boolean> {
    await this.dataUntil(now);
    const result = await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(AnalyticsState)
        .set({ lease_owner: owner, lease_until: new Date(now.getTime() + leaseMs) })
        .where('id = :id', { id: STATE_ID })
        .andWhere('(lease_until IS NULL OR lease_until < :now OR lease_owner = :owner)', { now, owner })
        .execute(),
    );
    return result.affected === 1;
  }

  /**
   * Folds the next closed minutes after the watermark, up to `closedUntil` (a minute boundary).
   * Empty minutes are skipped in one step. False when there was nothing to fold.
   */
  async foldNext(closedUntil: Date): Promise<boolean> {
    const from = await this.dataUntil(closedUntil);
    if (from >= closedUntil) return false;
    // Up to a day at once, or FOLD_EVENTS_MAX events, whichever is less: catching up after an
    // outage or a bulk load takes few folds, and one fold's memory stays bounded.
    const horizon = new Date(Math.min(closedUntil.getTime(), from.getTime() + 24 * 60 * MINUTE_MS));
    const probe = await this.dataSource.getRepository(AnalyticsEvent).find({
      select: { id: true, occurred_on: true },
      where: { occurred_on: Between(from, new Date(horizon.getTime() - 1)) },
      order: { occurred_on: 'ASC' },
      skip: FOLD_EVENTS_MAX,
      take: 1,
    });
    let to = horizon;
    if (probe.length > 0) {
      // More than the cap: stop at the minute where the cap falls (at least one minute, whole).
      to = new Date(Math.max(floorMinute(probe[0].occurred_on).getTime(), from.getTime() + MINUTE_MS));
    }
    return this.fold(from, to);
  }

  /** Folds `[from, to)`; false (and nothing written) when the watermark is no longer `from`. */
  async fold(from: Date, to: Date): Promise<boolean> {
    const result = await this.compute(from, to);
    const writer = this.writer;
    if (writer) return this.transactions.exclusive(() => this.writeOffThread(writer, from, to, result));
    return this.transactions.run(async (manager) => {
      const state = await this.lockState(manager);
      if (!state || state.data_until.getTime() !== from.getTime()) return false;
      await this.writeSessions(manager, result.sessions);
      // A visit that began with a token: `token.viewed`, in this transaction (docs/webhooks.md).
      await enqueueTokenViews(
        manager,
        result.sessions.filter((session) => session.id === null),
        (tx, ids) => this.tokens.presentByIds(tx, ids),
      );
      await this.mergeRollups(manager, result.deltas);
      await manager.update(AnalyticsState, { id: STATE_ID }, { data_until: to });
      return true;
    });
  }

  /**
   * What the events of `[from, now)` of one workspace would add, computed as a fold would but
   * written nowhere: reports add it to the stored rollups, so they are current within seconds.
   */
  async pending(workspaceId: number, from: Date): Promise<FoldResult> {
    return this.compute(from, null, workspaceId);
  }

  /**
   * Folds the events of the range page by page, in time order: only one page of raw rows is
   * held at a time (a busy minute, or the tail a report folds while the worker lags, can hold
   * far more events than the fold's results), and the stored visits and docs are read for the
   * visitors and docs each page brings first.
   */
  private async compute(from: Date, to: Date | null, workspaceId?: number): Promise<FoldResult> {
    const sessions = new Map<string, SessionState>();
    const looked = new Set<string>();
    const lastPages = new Map<number, number | null>();
    const sessionizer = new Sessionizer(sessions, lastPages);
    // Folded in slices of a few ms, each followed by a turn of the event loop (time-slices.ts).
    const slices = new TimeSlices();
    for await (const events of this.eventPages(from, to, workspaceId)) {
      await slices.check();
      await this.latestSessions(events, sessions, looked);
      await slices.check();
      const newDocs = new Set<number>();
      for (const event of events) if (!lastPages.has(event.edition_id)) newDocs.add(event.edition_id);
      if (newDocs.size > 0) {
        const docs = await this.docs.byId(newDocs);
        for (const id of newDocs) lastPages.set(id, docs.get(id)?.lastPageId ?? null);
      }
      for (const event of events) {
        sessionizer.fold(event);
        const pause = slices.tick();
        if (pause) await pause;
      }
    }
    return { deltas: [...sessionizer.deltas.values()], sessions: [...sessionizer.touched] };
  }

  /**
   * The events of `[from, to)` (or from `from` on) as plain rows of the columns a fold reads,
   * ordered by time and id, EVENT_PAGE at a time (keyset paging on that order).
   */
  private async *eventPages(from: Date, to: Date | null, workspaceId?: number): AsyncGenerator<FoldEvent[]> {
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

  /** Adds the latest stored visit of each visitor of these events (per doc) not looked up before. */
  private async latestSessions(
    events: FoldEvent[],
    sessions: Map<string, SessionState>,
    looked: Set<string>,
  ): Promise<void> {
    const visitorsByDoc = new Map<number, Set<string>>();
    for (const event of events) {
      const key = Sessionizer.key(event.edition_id, event.visitor);
      // A visit this fold began is newer than any stored one.
      if (looked.has(key) || sessions.has(key)) continue;
      looked.add(key);
      const visitors = visitorsByDoc.get(event.edition_id) ?? new Set<string>();
      visitors.add(event.visitor);
      visitorsByDoc.set(event.edition_id, visitors);
    }
    for (const [editionId, visitors] of visitorsByDoc) {
      const list = [...visitors];
      for (let at = 0; at < list.length; at += CHUNK) {
        const rows = await this.dataSource.getRepository(AnalyticsSession).find({
          where: { edition_id: editionId, visitor: In(list.slice(at, at + CHUNK)) },
          order: { last_seen_on: 'ASC' },
        });
        for (const row of rows) {
          sessions.set(Sessionizer.key(row.edition_id, row.visitor), { ...row, changed: false });
        }
      }
    }
  }

  private async lockState(manager: EntityManager): Promise<AnalyticsState | null> {
    const qb = manager
      .getRepository(AnalyticsState)
      .createQueryBuilder('state')
      .where('state.id = :id', { id: STATE_ID });
    if (this.mysql) qb.setLock('pessimistic_write');
    return qb.getOne();
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

  /**
   * SQLite: the fold's writes, prepared here in slices and run by the writer thread in one
   * transaction whose first statement checks the watermark is still `from`. The caller holds the
   * writers' queue, so the rows read here (the stored rollups) cannot change before it commits.
   */
  private async writeOffThread(writer: SqliteFoldWriter, from: Date, to: Date, result: FoldResult): Promise<boolean> {
    const state = await this.dataSource.getRepository(AnalyticsState).findOneBy({ id: STATE_ID });
    if (!state || state.data_until.getTime() !== from.getTime()) return false;
    const slices = new TimeSlices();
    const statements: Statement[] = [];
    const deleteIds = (entity: typeof AnalyticsSession | typeof AnalyticsRollup, ids: number[]) => {
      const table = this.dataSource.driver.escape(this.dataSource.getMetadata(entity).tableName);
      for (let at = 0; at < ids.length; at += CHUNK) {
        const chunk = ids.slice(at, at + CHUNK);
        statements.push({
          sql: `DELETE FROM ${table} WHERE id IN (${chunk.map(() => '?').join(', ')})`,
          values: chunk,
        });
      }
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
    const { merged, replaced } = await this.planRollups(this.dataSource.manager, result.deltas, slices);
    deleteIds(AnalyticsRollup, replaced);
    await inserts(this.insert.rollups, merged);
    const metadata = this.dataSource.getMetadata(AnalyticsState);
    const column = metadata.findColumnWithPropertyName('data_until')!;
    const at = (date: Date) => this.dataSource.driver.preparePersistentValue(date, column) as unknown;
    const escape = (name: string) => this.dataSource.driver.escape(name);
    return writer.write(
      {
        sql: `UPDATE ${escape(metadata.tableName)} SET ${escape(column.databaseName)} = ? WHERE id = ? AND ${escape(column.databaseName)} = ?`,
        values: [at(to), STATE_ID, at(from)],
      },
      statements,
    );
  }

  /** Adds the deltas to their rows (a row read, merged and written back: sketches merge in code). */
  private async mergeRollups(manager: EntityManager, deltas: RollupDelta[]): Promise<void> {
    const { merged, replaced } = await this.planRollups(manager, deltas);
    for (let at = 0; at < replaced.length; at += CHUNK) {
      await manager.delete(AnalyticsRollup, { id: In(replaced.slice(at, at + CHUNK)) });
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
        await slices?.check();
      }
    }
    return { merged, replaced };
  }
}
