import type { EntityManager } from 'typeorm';

import type { RowSink } from '../database/row-sink.js';
import type { AnalyticsEvent } from './analytics.entities.js';
import type { RealtimeEvent, RealtimeFilter } from './realtime.js';
import type { EventsQuery, ReportQuery } from './report-query.js';
import type { ReportResult } from './reports.js';
import type { FoldEvent, RollupDelta, SessionState } from './sessionizer.js';

/** One event as ingestion writes it (the server decided every id; no IP, no user agent). */
export type EventRow = Omit<AnalyticsEvent, 'id' | 'edition'>;

/** Rows of a fold: what the report adds to the stored rollups for the minutes not yet folded. */
export interface FoldResult {
  deltas: RollupDelta[];
  sessions: SessionState[];
}

/** The provider of the store in use (ANALYTICS_STORE: `sql` or `clickhouse`). */
export const ANALYTICS_STORE = Symbol('ANALYTICS_STORE');

/**
 * Where analytics live (docs/analytics.md, "Running at scale"): the service's SQL database or
 * ClickHouse. Ingestion, the fold (rollups.ts), the reports and the shortcuts go through this and
 * never know which one runs. The fold's watermark and lease stay in the SQL database on both
 * (one small row; coordination, not data). Every method takes and returns plain values; each
 * report kind is one method.
 */
export interface AnalyticsStore {
  readonly name: 'sql' | 'clickhouse';

  /**
   * Buffered events that start a write at once (else the buffer writes every second): the SQL
   * database takes small batches well; ClickHouse makes a part of every insert, so it is given
   * few large ones.
   */
  readonly batchEvents: number;

  /** Ingestion: one batch of events, all or none (throws when the store is away). */
  insertEvents(rows: readonly EventRow[]): Promise<void>;

  /** The fold's reads: the first event's time (null: none), */
  firstEventTime(): Promise<Date | null>;
  /** the time of the event `skip` events after `from` (before `before`), null when fewer, */
  eventTimeAt(from: Date, before: Date, skip: number): Promise<Date | null>;
  /** the events of `[from, to)` (or from `from` on) in time order, a page at a time, */
  eventPages(from: Date, to: Date | null, workspaceId?: number): AsyncGenerator<FoldEvent[]>;
  /** the latest stored visit of each of these visitors of a doc. */
  latestSessions(editionId: number, visitors: readonly string[]): Promise<SessionState[]>;
  /**
   * Writes a fold's visits and rollup deltas and moves the watermark from `from` to `to` (with
   * `commit.advance`, in the SQL database), with `commit.alongside`'s rows in the same transaction;
   * false, nothing counted, when the watermark moved meanwhile.
   */
  commitFold(from: Date, to: Date, result: FoldResult, commit: FoldCommit): Promise<boolean>;

  /** A report (GET /analytics/report and the shortcuts). */
  report(workspaceId: number, query: ReportQuery): Promise<ReportResult>;
  /**
   * An events report (the `events` metric by event name, click target and what else an event
   * carries): raw clicks and custom events of the range, grouped, filtered, ordered and paged as
   * the query says, counted in the store.
   */
  eventsReport(workspaceId: number, query: EventsQuery): Promise<ReportResult>;
  /** The first instant the workspace has analytics for (a rollup's bucket or a raw event), for `period=all`; null: none. */
  firstActivity(workspaceId: number): Promise<Date | null>;
  /** Realtime's stored events of `[since, now]`, newest first, at most `max + 1` (more than `max`: truncated). */
  recentEvents(filter: RealtimeFilter, since: Date, now: Date, max: number): Promise<RealtimeEvent[]>;
  /** What a report's ETag depends on. */
  version(workspaceId: number): Promise<string>;

  /** A deleted token's events, visits and rollups keep their counts, without the token. */
  forgetToken(manager: EntityManager, tokenId: number): Promise<void>;
  /** A deleted workspace's analytics. */
  purgeWorkspace(manager: EntityManager, workspaceId: number): Promise<void>;
  /**
   * Deleted docs' and projects' analytics, once their delete committed: the SQL database's
   * cascade already took them; another store removes them here.
   */
  purgeDeleted(deleted: { docs?: readonly number[]; projects?: readonly number[] }): Promise<void>;
  /** Deleted docs' (and so projects') analytics that `purgeDeleted` missed (the store was away): a sweep. */
  purgeDeletedDocs(): Promise<void>;
  /** Closes the store's own connections (ClickHouse), once the buffer's last flush is written. */
  close(): Promise<void>;
  /** Raw events before `cutoff` and visits that ended before `sessionCutoff`. */
  retain(cutoff: Date, sessionCutoff: Date): Promise<void>;
}

/** What a fold's commit does in the SQL database beside the store's own rows. */
export interface FoldCommit {
  /** Checks the watermark is still where the fold began (its row locked) and moves it; false: write nothing. */
  advance(manager: EntityManager): Promise<boolean>;
  /** Rows that go with the fold (the webhook outbox's `token.viewed`): read with `manager`, written with `insert`. */
  alongside(manager: EntityManager, insert: RowSink): Promise<void>;
}
