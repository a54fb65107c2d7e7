import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a scrape asks of the parts it reports on, each read when Prometheus scrapes. */
export interface MetricSources {
  /** The database breaker: true while requests are refused with 503 without trying. */
  breakerOpen(): boolean;
  /** Each replica's last measured lag in seconds (null: unknown, not replicating, or down). */
  replicaLag(): ReadonlyMap<string, number | null>;
  /** Export jobs by status, as the job table has them now. */
  exportJobs(): Promise<ReadonlyMap<string, number>>;
}

/**
 * The process's Prometheus metrics (prom-client), one registry per app: what operators watch
 * (README, Operations). Event sites count through the fields here; states (the breaker, the
 * replicas, the export queue) are read at scrape time from the MetricSources registered by the
 * modules that own them, so nothing is kept twice.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly sources: Partial<MetricSources> = {};

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the last byte of its answer, by route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly refused = new Counter({
    name: 'http_requests_refused_total',
    help: 'Requests answered 401 (no valid token) or 429 (over a rate limit)',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  readonly bodyBudgetRefusals = new Counter({
    name: 'http_body_budget_refusals_total',
    help: 'Requests refused because the memory budget for request bodies was spent',
    registers: [this.registry],
  });

  readonly poolWait = new Histogram({
    name: 'db_pool_acquire_seconds',
    help: 'Time a request waited for a pooled database connection (MySQL)',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [this.registry],
  });

  readonly exportRun = new Histogram({
    name: 'export_run_seconds',
    help: 'Run time of export jobs in this process, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
    registers: [this.registry],
  });

  readonly exportBytes = new Counter({
    name: 'export_archive_bytes_total',
    help: 'Bytes of the export archives this process wrote',
    registers: [this.registry],
  });

  readonly coverDraw = new Histogram({
    name: 'cover_draw_seconds',
    help: "Time to draw a doc's generated cover (layout and rasterising), by what was drawn: page, or the card's reason",
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly sweepRemoved = new Counter({
    name: 'storage_sweep_removed_total',
    help: 'Stored objects the orphan sweep removed: orphans (no row) and partials (unfinished writes)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor() {
    // The process's own: CPU, memory, heap, event-loop lag, handles, garbage collection.
    collectDefaultMetrics({ register: this.registry });
    const sources = this.sources;
    new Gauge({
      name: 'db_breaker_open',
      help: '1 while the database breaker is open (requests get 503 at once), else 0',
      registers: [this.registry],
      collect() {
        if (sources.breakerOpen) this.set(sources.breakerOpen() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'db_replica_lag_seconds',
      help: 'Replication lag of each read replica at its last check (absent when unknown)',
      labelNames: ['replica'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [replica, lag] of sources.replicaLag?.() ?? []) if (lag !== null) this.set({ replica }, lag);
      },
    });
    new Gauge({
      name: 'export_jobs',
      help: 'Export jobs by status (queued is the queue depth)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        if (!sources.exportJobs) return;
        this.reset();
        for (const status of ['queued', 'running', 'succeeded', 'failed']) this.set({ status }, 0);
        for (const [status, count] of await sources.exportJobs()) this.set({ status }, count);
      },
    });
  }

  /** A module that owns one of the states reports it from now on. */
  report(sources: Partial<MetricSources>): void {
    Object.assign(this.sources, sources);
  }

  /** One answered request: its duration, and a 401 or 429 counted apart. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status }, seconds);
    if (status === 401 || status === 429) this.refused.inc({ status });
  }
}
