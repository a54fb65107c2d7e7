import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { DataSource } from 'typeorm';

import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { Metrics } from '../observability/metrics.js';
import { ImportFileProblem } from '../personalization/import/import-file.js';
import { ImportLeaseLost, TokenImportService } from '../personalization/import/token-import.service.js';
import { DeleteAfterCommit } from '../storage/delete-after-commit.js';
import { ExportFailure, ExportRunner } from './export-runner.js';
import { type ClaimedJob, JobQueue } from './job-queue.js';

/** A running job's progress is written at most this often (and at least with every heartbeat). */
export const PROGRESS_SAVE_MS = 1000;

const tracer = trace.getTracer('publishing-api');

/** How often finished jobs past their retention are swept (and once at start). */
const SWEEP_INTERVAL_MS = 10 * 60_000;

class Stopped extends Error {
  constructor(readonly why: 'shutdown' | 'lease lost') {
    super(why);
  }
}

/**
 * Runs export jobs in this process: up to EXPORT_CONCURRENCY at once, taken from the `job` table
 * by the lease protocol (`job-queue.ts`), so several instances on one database share the queue
 * and each job runs once. A POST in this process wakes it at once; otherwise it polls every
 * EXPORT_POLL_MS. While a job runs, a heartbeat renews its lease every third of EXPORT_LEASE_MS;
 * a heartbeat that finds the job no longer this attempt's (cancelled, deleted, taken over) stops it.
 */
@Injectable()
export class ExportWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ExportWorker');
  /** This process, as `lease_owner`: host, pid and a random part (pids repeat across hosts and restarts). */
  readonly owner = `${hostname().slice(0, 32)}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private pollTimer: NodeJS.Timeout | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private stopping = false;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly runner: ExportRunner,
    private readonly deletes: DeleteAfterCommit,
    private readonly config: AppConfig,
    private readonly imports: TokenImportService,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.dataSource.isInitialized || !this.config.workers) return;
    this.metrics?.report({ exportJobs: () => this.queue.countByStatus() });
    this.sweepInBackground();
    this.sweepTimer = setInterval(() => this.sweepInBackground(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
    if (this.config.EXPORT_CONCURRENCY === 0) return;
    this.pollTimer = setInterval(() => this.wake(), this.config.EXPORT_POLL_MS);
    this.pollTimer.unref();
    this.wake();
  }

  /** Stops taking jobs, stops the running ones and hands them back to the queue for another instance. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.pollTimer);
    clearInterval(this.sweepTimer);
    await this.polling;
    for (const { controller } of this.running.values()) controller.abort(new Stopped('shutdown'));
    await Promise.all([...this.running.values()].map(({ done }) => done));
    await this.sweeping;
  }

  /** Looks for work now (a new job was queued in this process, or a slot came free). */
  wake(): void {
    if (this.stopping || this.config.EXPORT_CONCURRENCY === 0) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .catch((error: unknown) => this.logger.warn(`could not look for export jobs: ${message(error)}`))
      .finally(() => {
        this.polling = undefined;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.wake();
        }
      });
  }

  /** Stops a job running here (it was deleted); elsewhere, its heartbeat notices. */
  cancel(id: number): void {
    this.running.get(id)?.controller.abort(new Stopped('lease lost'));
  }

  /** Resolves when no job runs in this process and no poll is in flight. */
  async idle(): Promise<void> {
    while (this.polling || this.running.size > 0) {
      await this.polling;
      await Promise.all([...this.running.values()].map(({ done }) => done));
    }
  }

  /** The retention sweep, once: expired rows go, then their archives. */
  async sweepExpired(): Promise<number> {
    let removed = 0;
    for (;;) {
      const keys = await this.queue.removeExpired();
      await this.deletes.delete(keys);
      removed += keys.length;
      if (keys.length === 0) return removed;
    }
  }

  private async poll(): Promise<void> {
    const free = this.config.EXPORT_CONCURRENCY - this.running.size;
    if (free <= 0 || this.stopping) return;
    const { claimed, discard } = await this.queue.claim(this.owner, free);
    await this.deletes.delete(discard);
    for (const job of claimed) this.start(job);
  }

  private start(job: ClaimedJob): void {
    const controller = new AbortController();
    const began = performance.now();
    // One span per job when tracing is on (a no-op tracer otherwise; docs/observability.md): its
    // database, storage and S3 calls are its children.
    const done = tracer
      .startActiveSpan('export job', { root: true, attributes: { 'job.id': job.id } }, (span) =>
        this.execute(job, controller).then(
          (outcome) => {
            span.setAttribute('export.outcome', outcome);
            if (outcome === 'failed') span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            return outcome;
          },
          (error: unknown) => {
            span.setStatus({ code: SpanStatusCode.ERROR, message: message(error) });
            span.end();
            throw error;
          },
        ),
      )
      .then((outcome) => this.metrics?.exportRun.observe({ outcome }, (performance.now() - began) / 1000))
      .catch((error: unknown) => this.logger.error(`export job ${job.id}: ${message(error)}`))
      .finally(() => {
        this.running.delete(job.id);
        this.wake();
      });
    this.running.set(job.id, { controller, done });
  }

  /** Runs one job to its end; says how it ended, for the run-time metric. */
  private async execute(job: ClaimedJob, controller: AbortController): Promise<'succeeded' | 'failed' | 'stopped'> {
    let progress = 0;
    let saved = 0;
    let beating = false;
    let lastBeat = 0;
    let trailing: NodeJS.Timeout | undefined;
    // One write renews the lease and records progress; never two at once.
    const beat = () => {
      if (beating) return;
      beating = true;
      lastBeat = Date.now();
      const percent = progress;
      this.queue
        .heartbeat(job, percent)
        .then((held) => {
          saved = percent;
          if (!held) controller.abort(new Stopped('lease lost'));
        })
        // The database may be briefly away: the lease has two more beats' worth of slack.
        .catch((error: unknown) => this.logger.warn(`export job ${job.id}: heartbeat failed: ${message(error)}`))
        .finally(() => (beating = false));
    };
    const heartbeat = setInterval(beat, Math.max(100, Math.floor(this.config.EXPORT_LEASE_MS / 3)));
    // Progress is saved as it changes, at most once a second (PROGRESS_SAVE_MS), so a client
    // watching the job sees it move; the last change of a burst is saved a second later at most.
    const onProgress = (percent: number) => {
      progress = percent;
      if (percent === saved || trailing) return;
      const wait = lastBeat + PROGRESS_SAVE_MS - Date.now();
      if (wait <= 0 && !beating) return beat();
      trailing = setTimeout(
        () => {
          trailing = undefined;
          // A write still in flight: try again shortly rather than drop this value.
          if (progress !== saved) onProgress(progress);
        },
        Math.max(wait, 50),
      );
    };
    try {
      return job.type === 'import'
        ? await this.runImport(job, controller, onProgress)
        : await this.runExport(job, controller, onProgress);
    } finally {
      clearInterval(heartbeat);
      clearTimeout(trailing);
    }
  }

  /** An export: the archive stored and the job succeeded, or its bytes deleted and the job failed, released or left. */
  private async runExport(
    job: ClaimedJob,
    controller: AbortController,
    onProgress: (percent: number) => void,
  ): Promise<'succeeded' | 'failed' | 'stopped'> {
    try {
      const archive = await this.runner.run(job, controller.signal, onProgress);
      if (!(await this.queue.succeed(job, archive))) {
        // Cancelled, deleted or taken over at the last moment: this attempt's bytes are nobody's.
        await this.deletes.delete([job.archive_key]);
        return 'stopped';
      }
      this.metrics?.exportBytes.inc(archive.size);
      return 'succeeded';
    } catch (error) {
      await this.deletes.delete([job.archive_key]);
      const reason = controller.signal.aborted ? controller.signal.reason : undefined;
      if (reason instanceof Stopped) {
        if (reason.why === 'shutdown') await this.queue.release(job).catch(() => undefined);
        return 'stopped';
      }
      if (error instanceof ExportFailure) {
        await this.queue.fail(job, error.message);
        return 'failed';
      }
      this.logger.error(
        `export job ${job.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      await this.queue.fail(
        job,
        `The export failed unexpectedly; start it again, and if it fails again, contact support with job id ${job.id}`,
      );
      return 'failed';
    }
  }

  /**
   * A token import (docs/personalization.md, "Campaigns"): its batches commit under this
   * attempt's lease; a file that can no longer be imported fails the job, whose result says which
   * rows were stored.
   */
  private async runImport(
    job: ClaimedJob,
    controller: AbortController,
    onProgress: (percent: number) => void,
  ): Promise<'succeeded' | 'failed' | 'stopped'> {
    try {
      await this.imports.runJob(job, controller.signal, onProgress);
      return 'succeeded';
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : undefined;
      if (reason instanceof Stopped || error instanceof ImportLeaseLost) {
        if (reason instanceof Stopped && reason.why === 'shutdown')
          await this.queue.release(job).catch(() => undefined);
        return 'stopped';
      }
      const known = error instanceof ImportFileProblem || error instanceof ProblemException;
      if (!known)
        this.logger.error(
          `import job ${job.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      await this.queue.fail(
        job,
        known
          ? `The import stopped: ${(error as Error).message}. Its result names the rows stored (stored_through_row).`
          : `The import failed unexpectedly; its result names the rows stored (stored_through_row). Import the rest again, and if it fails again, contact support with job id ${job.id}`,
      );
      await this.imports.discardSource(job.id).catch(() => undefined);
      return 'failed';
    }
  }

  private sweepInBackground(): void {
    this.sweeping = this.sweeping
      .then(() => this.sweepExpired())
      .catch((error: unknown) => this.logger.warn(`export sweep failed: ${message(error)}`));
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
