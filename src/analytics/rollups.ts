import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import { TokensService } from '../personalization/tokens.service.js';
import { enqueueTokenViews } from '../webhooks/webhook-events.js';
import { ANALYTICS_STORE, type AnalyticsStore, type FoldResult } from './analytics-store.js';
import { DocDirectory } from './doc-directory.js';
import { type FoundConversion, recordConversions } from './goal-conversions.js';
import { GoalMatcher } from './goal-matcher.js';
import { presentGoal } from './goals.presenter.js';
import { conversionKey, resolvedGoals } from './goals.queries.js';
import { advanceState, insertState, lockedState, madeStateRow, stateRow, takeLease } from './rollups.queries.js';
import { type FoldEvent, Sessionizer, type SessionState } from './sessionizer.js';
import { TimeSlices } from './time-slices.js';

export type { FoldResult } from './analytics-store.js';

export const MINUTE_MS = 60_000;
/**
 * A minute is folded only this long after it closed: an event is stamped when its request
 * arrives and written by its instance's next flush (within about a second), so by then every
 * instance has written that minute's events.
 */
export const CLOSE_GRACE_MS = 15_000;
/** The events one fold reads at most (but a whole minute is never split). */
const FOLD_EVENTS_MAX = 10_000;

export function floorMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * Folds raw events into sessions and rollups. A fold covers whole closed minutes `[from, to)`
 * starting at the watermark (`data_until`), and commits its sessions, its rollup rows and the new
 * watermark in one transaction that first checks the watermark is still `from` (its row locked):
 * a minute folded twice, by a retry, a restart or two instances, is refused the second time, so
 * it never counts twice.
 */
@Injectable()
export class Rollups {
  private resolvedStore?: AnalyticsStore;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly docs: DocDirectory,
    private readonly moduleRef: ModuleRef,
    private readonly tokens: TokensService,
    private readonly config: AppConfig,
  ) {}

  /** The store in use (looked up on first use: the SQL store's reports depend on this class). */
  private get store(): AnalyticsStore {
    this.resolvedStore ??= this.moduleRef.get<AnalyticsStore>(ANALYTICS_STORE, { strict: false });
    return this.resolvedStore;
  }

  private get mysql(): boolean {
    return this.dataSource.options.type !== 'better-sqlite3';
  }

  /**
   * Reads being made, by what they read: reports asked together (a dashboard's dozen) share one
   * read of the watermark and one fold of the minutes after it, rather than each its own.
   */
  private readonly reading = new Map<string, Promise<unknown>>();

  private shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    let pending = this.reading.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read();
      this.reading.set(key, pending);
      const done = () => this.reading.delete(key);
      pending.then(done, done);
    }
    return pending;
  }

  /** The watermark; the first call creates the state row at the first event's minute (or now's). */
  dataUntil(now: Date): Promise<Date> {
    return this.shared('dataUntil', () => this.readDataUntil(now));
  }

  private async readDataUntil(now: Date): Promise<Date> {
    const state = await stateRow(this.dataSource.manager);
    if (state) return state.data_until;
    const start = floorMinute((await this.store.firstEventTime()) ?? now);
    await this.transactions.run((manager) => insertState(manager, start));
    return (await madeStateRow(this.dataSource.manager)).data_until;
  }

  /** Takes (or renews) the worker lease: one instance folds at a time. */
  async claimLease(owner: string, now: Date, leaseMs: number): Promise<boolean> {
    await this.dataUntil(now);
    return this.transactions.run((manager) => takeLease(manager, owner, now, new Date(now.getTime() + leaseMs)));
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
    const capped = await this.store.eventTimeAt(from, horizon, FOLD_EVENTS_MAX);
    let to = horizon;
    if (capped) {
      // More than the cap: stop at the minute where the cap falls (at least one minute, whole).
      to = new Date(Math.max(floorMinute(capped).getTime(), from.getTime() + MINUTE_MS));
    }
    return this.fold(from, to);
  }

  /** Folds `[from, to)`; false (and nothing written) when the watermark is no longer `from`. */
  async fold(from: Date, to: Date): Promise<boolean> {
    const conversions: FoundConversion[] = [];
    const result = await this.compute(from, to, undefined, conversions);
    const newVisits = result.sessions.filter((session) => session.id === null);
    return this.store.commitFold(from, to, result, {
      advance: async (manager) => {
        const state = await lockedState(manager, this.mysql);
        if (!state || state.data_until.getTime() !== from.getTime()) return false;
        await advanceState(manager, to);
        return true;
      },
      // A visit that began with a token: `token.viewed`, in the fold's transaction (docs/webhooks.md).
      alongside: async (manager, insert) => {
        await enqueueTokenViews(manager, newVisits, (tx, ids) => this.tokens.presentByIds(tx, ids), insert);
        // Each visit's first conversion of each goal: recorded, and `goal.converted` (docs/webhooks.md).
        await recordConversions(
          manager,
          conversions,
          {
            goal: (goal) => presentGoal(goal, this.config.baseUrl),
            tokens: (tx, ids) => this.tokens.presentByIds(tx, ids),
          },
          insert,
        );
      },
    });
  }

  /**
   * What the events of `[from, now)` of one workspace would add, computed as a fold would but
   * written nowhere: reports add it to the stored rollups, so they are current within seconds.
   * `pages`: the tail's events when the caller reads them itself (the ClickHouse store, which
   * takes its report version from the same rows).
   */
  pending(workspaceId: number, from: Date, pages?: AsyncIterable<FoldEvent[]>): Promise<FoldResult> {
    if (pages) return this.compute(from, null, workspaceId, undefined, pages);
    return this.shared(`pending ${workspaceId} ${from.getTime()}`, () => this.compute(from, null, workspaceId));
  }

  /**
   * Folds the events of the range page by page, in time order: only one page of raw rows is
   * held at a time (a busy minute, or the tail a report folds while the worker lags, can hold
   * far more events than the fold's results), and the stored visits and docs are read for the
   * visitors and docs each page brings first.
   */
  private async compute(
    from: Date,
    to: Date | null,
    workspaceId?: number,
    conversions?: FoundConversion[],
    pages: AsyncIterable<FoldEvent[]> = this.store.eventPages(from, to, workspaceId),
  ): Promise<FoldResult> {
    const sessions = new Map<string, SessionState>();
    // The fold (not a report's pending minutes) finds conversions: each workspace's goals, read once.
    const matchers = new Map<number, GoalMatcher>();
    const converted = new Set<string>();
    const lastPageOf = (editionId: number) => lastPages.get(editionId);
    const looked = new Set<string>();
    const lastPages = new Map<number, number | null>();
    const sessionizer = new Sessionizer(sessions, lastPages);
    // Folded in slices of a few ms, each followed by a turn of the event loop (time-slices.ts).
    const slices = new TimeSlices();
    for await (const events of pages) {
      await slices.check();
      await this.latestSessions(events, sessions, looked);
      await slices.check();
      const newDocs = new Set<number>();
      for (const event of events) if (!lastPages.has(event.edition_id)) newDocs.add(event.edition_id);
      if (newDocs.size > 0) {
        const docs = await this.docs.byId(newDocs);
        for (const id of newDocs) lastPages.set(id, docs.get(id)?.lastPageId ?? null);
      }
      if (conversions) {
        const workspaces = [...new Set(events.map((event) => event.workspace_id))].filter((id) => !matchers.has(id));
        const goals = await resolvedGoals(this.dataSource.manager, workspaces);
        for (const id of workspaces)
          matchers.set(
            id,
            new GoalMatcher(
              goals.filter(({ goal }) => goal.workspace_id === id),
              lastPageOf,
            ),
          );
      }
      for (const event of events) {
        sessionizer.fold(event);
        if (conversions) this.findConversions(event, sessionizer, matchers, converted, conversions);
        const pause = slices.tick();
        if (pause) await pause;
      }
    }
    return { deltas: [...sessionizer.deltas.values()], sessions: [...sessionizer.touched] };
  }

  /** The goals an event just folded reaches, on its visit's first reaching of each (in this fold). */
  private findConversions(
    event: FoldEvent,
    sessionizer: Sessionizer,
    matchers: ReadonlyMap<number, GoalMatcher>,
    converted: Set<string>,
    found: FoundConversion[],
  ): void {
    const matcher = matchers.get(event.workspace_id);
    if (!matcher || matcher.size === 0) return;
    const reached = matcher.reached(event);
    if (reached.length === 0) return;
    const visit = sessionizer.sessions.get(Sessionizer.key(event.edition_id, event.visitor));
    const at = event.occurred_on.getTime();
    // An event outside a visit (its pageview was dropped) converts nothing.
    if (!visit || at < visit.started_on.getTime() || at > visit.last_seen_on.getTime()) return;
    for (const id of reached) {
      const key = conversionKey({
        goal_id: id,
        edition_id: visit.edition_id,
        visitor: visit.visitor,
        visit_started_on: visit.started_on,
      });
      if (converted.has(key)) continue;
      converted.add(key);
      found.push({ goal: matcher.goals.get(id)!, visit, pageId: event.page_id, at: event.occurred_on });
    }
  }

  /** Adds the latest stored visit of each visitor of these events (per doc) not looked up before. */
  private async latestSessions(
    events: { edition_id: number; visitor: string }[],
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
      // Oldest first: the latest visit of each visitor is the one left in the map.
      for (const row of await this.store.latestSessions(editionId, [...visitors])) {
        sessions.set(Sessionizer.key(row.edition_id, row.visitor), row);
      }
    }
  }
}
