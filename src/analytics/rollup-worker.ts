import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { trace } from '@opentelemetry/api';
import { DataSource } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { AnalyticsClock } from './analytics-clock.js';
import { ANALYTICS_STORE, type AnalyticsStore } from './analytics-store.js';
import { CLOSE_GRACE_MS, floorMinute, Rollups } from './rollups.js';
import { Salts } from './salts.js';
import { SESSION_IDLE_MS } from './sessionizer.js';

const tracer = trace.getTracer('publishing-api');

/** How long the worker's lease lasts without renewal: another instance takes over after it. */
const LEASE_MS = 60_000;
/** Folds per run, a minute each, so one run never holds the lease for long. */
const FOLDS_PER_RUN = 120;

/**
 * Runs the fold on one instance at a time (a lease row), every ANALYTICS_ROLLUP_INTERVAL_MS:
 * closed minutes into sessions and rollups, then retention (raw events and sessions older than
 * ANALYTICS_RAW_RETENTION_DAYS; rollups are kept), the analytics of deleted docs where the store
 * does not cascade (ClickHouse), and the salts older than yesterday.
 */
@Injectable()
export class RollupWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Analytics');
  readonly owner = `${hostname().slice(0, 32)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ANALYTICS_STORE) private readonly store: AnalyticsStore,
    private readonly rollups: Rollups,
    private readonly salts: Salts,
    private readonly clock: AnalyticsClock,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.dataSource.isInitialized || !this.config.workers || this.config.ANALYTICS_ROLLUP_INTERVAL_MS === 0)
      return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.logger.warn(`analytics rollup failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          this.running = undefined;
        });
    }, this.config.ANALYTICS_ROLLUP_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One run: false when another instance holds the lease. */
  async runOnce(): Promise<boolean> {
    const now = this.clock.now();
    if (!(await this.rollups.claimLease(this.owner, now, LEASE_MS))) return false;
    const closedUntil = floorMinute(new Date(now.getTime() - CLOSE_GRACE_MS));
    for (let fold = 0; fold < FOLDS_PER_RUN; fold++) {
      // One span per fold when tracing is on (a no-op tracer otherwise; docs/observability.md).
      const folded = await tracer.startActiveSpan('analytics rollup fold', { root: true }, (span) =>
        this.rollups.foldNext(closedUntil).finally(() => span.end()),
      );
      if (!folded) break;
    }
    await this.retain(now);
    await this.store.purgeDeletedDocs();
    await this.salts.prune(now);
    return true;
  }

  /**
   * Deletes raw events past retention, and the sessions that ended before then (a visit open
   * across the cutoff is kept).
   */
  async retain(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - this.config.ANALYTICS_RAW_RETENTION_DAYS * 86_400_000);
    await this.store.retain(cutoff, new Date(cutoff.getTime() - SESSION_IDLE_MS));
  }
}
