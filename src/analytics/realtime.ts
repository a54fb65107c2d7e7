import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { pageNames } from './analytics.queries.js';
import { AnalyticsClock } from './analytics-clock.js';
import { ANALYTICS_STORE, type AnalyticsStore } from './analytics-store.js';
import { DocDirectory } from './doc-directory.js';
import { EventBuffer } from './event-buffer.js';
import { Salts, utcDay, visitorHash } from './salts.js';

const MINUTE = 60_000;
/** "Reading now": a visitor with an event in the last five minutes. */
export const NOW_MINUTES = 5;
/** The pageviews-per-minute series. */
export const SERIES_MINUTES = 30;
/** Raw events read at most (the newest first): a flood answers from the newest of them. */
export const REALTIME_ROWS_MAX = 50_000;
/** The pages being read, at most. */
const PAGES_MAX = 20;

export interface RealtimeFilter {
  workspaceId: number;
  doc?: number;
  project?: number;
}

/** One event as realtime counts it. */
export interface RealtimeEvent {
  at: Date;
  type: string;
  visitor: string;
  editionId: number;
  pageId: number | null;
}

export interface RealtimeAnswer {
  as_of: string;
  visitors: number;
  pageviews: number;
  per_minute: { minute: string; pageviews: number }[];
  pages: { doc: number; page: string | null; page_position: number | null; visitors: number }[];
  /** True when more events than REALTIME_ROWS_MAX were in the window (counts are of the newest). */
  truncated: boolean;
}

/**
 * Realtime (docs/analytics.md): visitors in the last five minutes, pageviews per minute for the
 * last thirty, the pages being read now. Read from the raw events of the last thirty minutes (the
 * newest REALTIME_ROWS_MAX) and this instance's buffer, never from the rollups: current within
 * the buffer's flush (a second).
 */
@Injectable()
export class Realtime {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ANALYTICS_STORE) private readonly store: AnalyticsStore,
    private readonly buffer: EventBuffer,
    private readonly docs: DocDirectory,
    private readonly salts: Salts,
    private readonly clock: AnalyticsClock,
  ) {}

  async read(filter: RealtimeFilter): Promise<RealtimeAnswer> {
    const now = this.clock.now();
    const since = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE - (SERIES_MINUTES - 1) * MINUTE);
    const stored = await this.stored(filter, since, now);
    const buffered = (await this.buffered(filter, since)).filter((event) => event.at <= now);
    return this.summarize([...stored.events, ...buffered], now, since, stored.truncated);
  }

  /**
   * `read`'s `visitors` alone (the dashboard's "reading now"): from the events of the last
   * NOW_MINUTES only. The newest events of thirty minutes that fall in the last five are the
   * newest of those five, so the bound cuts the same events.
   */
  async visitorsNow(filter: RealtimeFilter): Promise<number> {
    const now = this.clock.now();
    const recent = new Date(now.getTime() - NOW_MINUTES * MINUTE);
    const stored = await this.stored(filter, recent, now);
    const buffered = (await this.buffered(filter, recent)).filter((event) => event.at <= now);
    return new Set([...stored.events, ...buffered].map((event) => event.visitor)).size;
  }

  /** The stored events since `since`, newest first, bounded (read by the store in use). */
  async stored(
    filter: RealtimeFilter,
    since: Date,
    now: Date,
  ): Promise<{ events: RealtimeEvent[]; truncated: boolean }> {
    const rows = await this.store.recentEvents(filter, since, now, REALTIME_ROWS_MAX);
    return { truncated: rows.length > REALTIME_ROWS_MAX, events: rows.slice(0, REALTIME_ROWS_MAX) };
  }

  /** What this instance holds but has not written yet, resolved as the writer will. */
  private async buffered(filter: RealtimeFilter, since: Date): Promise<RealtimeEvent[]> {
    const waiting = this.buffer.waiting().filter((event) => event.receivedOn >= since);
    if (waiting.length === 0) return [];
    const docs = await this.docs.byUid(waiting.map((event) => event.input.doc));
    const salts = new Map<string, string>();
    const events: RealtimeEvent[] = [];
    for (const event of waiting) {
      const doc = docs.get(event.input.doc);
      if (!doc || !doc.published || doc.workspaceId !== filter.workspaceId) continue;
      if (filter.doc !== undefined && doc.editionId !== filter.doc) continue;
      if (filter.project !== undefined && doc.projectId !== filter.project) continue;
      const page = event.input.page === null ? null : doc.pages.get(event.input.page);
      if (page === undefined) continue;
      const day = utcDay(event.receivedOn);
      let salt = salts.get(day);
      if (salt === undefined) {
        salt = await this.salts.forDay(day);
        salts.set(day, salt);
      }
      events.push({
        at: event.receivedOn,
        type: event.input.type,
        visitor: visitorHash(salt, doc.projectId, event.ip, event.userAgent),
        editionId: doc.editionId,
        pageId: page?.id ?? null,
      });
    }
    return events;
  }

  private async summarize(
    events: RealtimeEvent[],
    now: Date,
    since: Date,
    truncated: boolean,
  ): Promise<RealtimeAnswer> {
    const recent = now.getTime() - NOW_MINUTES * MINUTE;
    const perMinute = new Map<number, number>();
    for (let at = since.getTime(); at <= now.getTime(); at += MINUTE) perMinute.set(at, 0);
    const visitors = new Set<string>();
    // Each recent visitor's latest page: what they are reading now.
    const reading = new Map<string, { at: number; editionId: number; pageId: number | null }>();
    let pageviews = 0;
    for (const event of events) {
      const at = event.at.getTime();
      if (event.type === 'pageview') {
        const minute = Math.floor(at / MINUTE) * MINUTE;
        if (perMinute.has(minute)) perMinute.set(minute, perMinute.get(minute)! + 1);
      }
      if (at < recent) continue;
      visitors.add(event.visitor);
      if (event.type === 'pageview') pageviews++;
      const seen = reading.get(event.visitor);
      if (event.pageId !== null && (!seen || seen.at <= at))
        reading.set(event.visitor, { at, editionId: event.editionId, pageId: event.pageId });
    }
    const byPage = new Map<string, { editionId: number; pageId: number | null; visitors: number }>();
    for (const { editionId, pageId } of reading.values()) {
      const key = `${editionId}:${pageId}`;
      const entry = byPage.get(key) ?? { editionId, pageId, visitors: 0 };
      entry.visitors++;
      byPage.set(key, entry);
    }
    const top = [...byPage.values()].sort((a, b) => b.visitors - a.visitors).slice(0, PAGES_MAX);
    const ids = top.map((entry) => entry.pageId).filter((id): id is number => id !== null);
    const names = new Map(
      (ids.length ? await pageNames(this.dataSource.manager, ids) : []).map((row) => [row.id, row]),
    );
    return {
      as_of: now.toISOString(),
      visitors: visitors.size,
      pageviews,
      per_minute: [...perMinute].map(([minute, count]) => ({
        minute: new Date(minute).toISOString(),
        pageviews: count,
      })),
      pages: top.map((entry) => {
        const found = entry.pageId === null ? undefined : names.get(entry.pageId);
        return {
          doc: entry.editionId,
          page: found?.identifier ?? null,
          page_position: found ? found.position + 1 : null,
          visitors: entry.visitors,
        };
      }),
      truncated,
    };
  }
}
