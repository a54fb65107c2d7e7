import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';

import { UserAgents } from '../common/http/user-agents.js';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../observability/metrics.js';
import { ANALYTICS_STORE, type AnalyticsStore, type EventRow } from './analytics-store.js';
import { DocDirectory } from './doc-directory.js';
import { deviceOf, referrerDomain, utmOf } from './enrich.js';
import type { EventInput } from './event-input.js';
import { Salts, utcDay, visitorHash } from './salts.js';
import { ANALYTICS_TOKEN_LOOKUP, type AnalyticsTokenLookup, type TokenViews } from './token-lookup.js';

/** One accepted event, waiting for its batch. The IP lives here (in memory) until then, never in a row. */
export interface PendingEvent {
  input: EventInput;
  receivedOn: Date;
  ip: string;
  userAgent: string;
  country: string | null;
}

/** Events one instance holds at most; past it new events are dropped (and counted), never queued. */
export const BUFFER_MAX = 20_000;
/** A batch is written once it has the store's `batchEvents` events, or every FLUSH_MS. */
export const FLUSH_MS = 1000;

/**
 * The request never waits on the database: an accepted event goes into this bounded buffer and
 * a background flush writes it with others in multi-row INSERTs (every second, or as soon as the
 * store's `batchEvents` wait: 500 on the SQL store, 2,000 on ClickHouse). The flush resolves docs, pages, tokens and the visitor hash; an event whose doc is
 * unknown or not published, or whose page the doc does not have, is dropped there. On shutdown
 * the buffer is flushed. A crash loses at most what the buffer held (about a second).
 *
 * When the store is away or slow (the database, or ClickHouse: docs/analytics.md, "Running at
 * scale"), a batch that failed goes back to the front of the buffer as written rows and is
 * retried by the next flush: nothing the buffer accepted is lost while it stays within
 * BUFFER_MAX; past it, new events are dropped and counted. `analytics_buffer_events`,
 * `analytics_events_dropped_total` and `analytics_store_up` say so; /ready does not depend on it.
 */
@Injectable()
export class EventBuffer implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Analytics');
  private pending: PendingEvent[] = [];
  private flushing: Promise<void> | undefined;
  private inFlight: PendingEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly userAgents = new UserAgents();
  /** A flush is scheduled by `add` and has not started yet. */
  private flushAhead = false;
  /** Rows resolved by a flush whose write failed: written first by the next one. */
  private unwritten: EventRow[] = [];
  /** Counters since start, for logs, metrics and tests. */
  readonly stats = { accepted: 0, droppedFull: 0, droppedUnknown: 0, written: 0, failedBatches: 0, storeUp: 1 };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ANALYTICS_STORE) private readonly store: AnalyticsStore,
    private readonly docs: DocDirectory,
    private readonly salts: Salts,
    @Optional() @Inject(ANALYTICS_TOKEN_LOOKUP) private readonly tokens: AnalyticsTokenLookup | null,
    private readonly config: AppConfig,
    @Optional() metrics: Metrics | null,
  ) {
    if (metrics) this.registerMetrics(metrics);
  }

  private registerMetrics(metrics: Metrics): void {
    const stats = this.stats;
    const held = () => this.size;
    new Gauge({
      name: 'analytics_buffer_events',
      help: 'Analytics events this instance holds, accepted and not yet written (bounded)',
      registers: [metrics.registry],
      collect() {
        this.set(held());
      },
    });
    new Gauge({
      name: 'analytics_store_up',
      help: '1 while the last write to the analytics store succeeded, else 0 (events wait in the buffer)',
      registers: [metrics.registry],
      collect() {
        this.set(stats.storeUp);
      },
    });
    new Gauge({
      name: 'analytics_events_dropped_total',
      help: 'Analytics events dropped because the buffer was full',
      registers: [metrics.registry],
      collect() {
        this.set(stats.droppedFull);
      },
    });
  }

  onApplicationBootstrap(): void {
    if (!this.dataSource.isInitialized || !this.config.workers) return;
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Requests still in flight at `beforeApplicationShutdown` may have added more. */
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.flush();
    await this.store.close();
  }

  /** False when the buffer is full: the events are dropped and counted. */
  add(events: PendingEvent[]): boolean {
    if (this.size + events.length > BUFFER_MAX) {
      this.stats.droppedFull += events.length;
      return false;
    }
    this.pending.push(...events);
    this.stats.accepted += events.length;
    if (this.pending.length >= this.store.batchEvents && !this.flushing && !this.flushAhead) {
      // One flush ahead at a time: every request past the threshold before it starts would
      // otherwise queue one more, and each would write what came in during the write before it
      // (on ClickHouse a median of 122 events an insert for a batchEvents of 2,000).
      this.flushAhead = true;
      setImmediate(() => {
        this.flushAhead = false;
        void this.flush();
      });
    }
    return true;
  }

  get size(): number {
    return this.pending.length + this.unwritten.length;
  }

  /** The events not yet in the database (waiting, or in the batch being written): realtime reads them. */
  waiting(): readonly PendingEvent[] {
    return this.inFlight.length === 0 ? this.pending : [...this.inFlight, ...this.pending];
  }

  /** Writes everything buffered so far; resolves once it is in the database (or dropped). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.size === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.inFlight = batch;
    this.flushing = this.write(batch)
      .then(() => {
        this.stats.storeUp = 1;
      })
      .catch((error: unknown) => {
        // The store is away: the rows wait (bounded by BUFFER_MAX with what arrives meanwhile).
        this.stats.failedBatches++;
        this.stats.storeUp = 0;
        this.logger.warn(
          `could not write analytics events (${this.size} buffered, retried): ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        this.flushing = undefined;
        this.inFlight = [];
      });
    await this.flushing;
  }

  private async write(batch: PendingEvent[]): Promise<void> {
    // What failed before goes first, in its order; once resolved, a row is never resolved again.
    const rows = this.unwritten;
    this.unwritten = [];
    let views: Map<number, TokenViews>;
    try {
      views = await this.resolve(batch, rows);
    } catch (error) {
      // Resolving needs the database: unresolved events go back as they came.
      this.unwritten = rows;
      this.pending.unshift(...batch);
      throw error;
    }
    try {
      await this.store.insertEvents(rows);
    } catch (error) {
      this.unwritten = rows;
      throw error;
    }
    this.stats.written += rows.length;
    if (views.size > 0 && this.tokens) await this.tokens.recordViews(views);
  }

  /** The batch's events as rows (appended to `rows`); the token views they count. */
  private async resolve(batch: PendingEvent[], rows: EventRow[]): Promise<Map<number, TokenViews>> {
    const docs = await this.docs.byUid(batch.map((event) => event.input.doc));
    const tokenIds = await this.resolveTokens(batch, docs);
    const salts = new Map<string, string>();
    for (const event of batch) {
      const day = utcDay(event.receivedOn);
      if (!salts.has(day)) salts.set(day, await this.salts.forDay(day));
    }
    const views = new Map<number, TokenViews>();
    for (const event of batch) {
      const doc = docs.get(event.input.doc);
      const page = event.input.page === null ? null : doc?.pages.get(event.input.page);
      if (!doc || !doc.published || page === undefined) {
        this.stats.droppedUnknown++;
        continue;
      }
      const { input } = event;
      const salt = salts.get(utcDay(event.receivedOn))!;
      const { browser, os } = this.userAgents.parse(event.userAgent);
      const tokenId = input.token === null ? null : (tokenIds.get(`${doc.editionId}:${input.token}`) ?? null);
      if (tokenId !== null && input.type === 'pageview') {
        const seen = views.get(tokenId);
        views.set(tokenId, { views: (seen?.views ?? 0) + 1, lastViewedOn: event.receivedOn });
      }
      rows.push({
        workspace_id: doc.workspaceId,
        project_id: doc.projectId,
        edition_id: doc.editionId,
        page_id: page?.id ?? null,
        token_id: tokenId,
        occurred_on: event.receivedOn,
        type: input.type,
        visitor: visitorHash(salt, doc.projectId, event.ip, event.userAgent),
        country: event.country,
        device: deviceOf(input.screen_width),
        browser,
        os,
        referrer_domain: referrerDomain(input.referrer),
        ...utmOf(input.url),
        engaged_ms: input.engaged_ms,
        scroll_depth: input.scroll_depth,
        target: input.target,
        name: input.name,
      });
    }
    return views;
  }

  /** `editionId:key` to token id, for the keys this batch carries. */
  private async resolveTokens(
    batch: PendingEvent[],
    docs: Map<string, { editionId: number } | null>,
  ): Promise<Map<string, number>> {
    const resolved = new Map<string, number>();
    if (!this.tokens) return resolved;
    const keysByDoc = new Map<number, Set<string>>();
    for (const { input } of batch) {
      const doc = docs.get(input.doc);
      if (!doc || input.token === null) continue;
      const keys = keysByDoc.get(doc.editionId) ?? new Set<string>();
      keys.add(input.token);
      keysByDoc.set(doc.editionId, keys);
    }
    for (const [editionId, keys] of keysByDoc) {
      const found = await this.tokens.findTokens(editionId, [...keys]);
      for (const [key, { tokenId }] of found) resolved.set(`${editionId}:${key}`, tokenId);
    }
    return resolved;
  }
}
