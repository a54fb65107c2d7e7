import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import { enqueueWebhookEvent } from '../webhooks/webhook-events.js';
import type { Job } from './job.entity.js';
import { presentJob } from './job.presenter.js';
import {
  deleteExpiredJobs,
  jobCountsByStatus,
  jobRow,
  type NextJob,
  nextJob,
  setIfAttempt,
  setIfClaimable,
  storedJobTime,
} from './job.queries.js';

/** A job this worker now holds: the attempt's key is its token for every later write. */
export interface ClaimedJob {
  id: number;
  workspace_id: number;
  edition_id: number;
  /** `export`, or `import` (a token import, run by personalization's TokenImportService). */
  type: Job['type'];
  archive_key: string;
  /** The previous attempt's key, whose bytes (if any) must go. */
  previous_key: string | null;
}

/** A worker that died this many times on one job will die on it again: the job fails instead. */
export const MAX_ATTEMPTS = 3;

/** Where an attempt's archive is stored: a key of its own, so attempts never write over each other. */
function archiveKey(workspaceId: number, jobId: number): string {
  return `exports/ws-${workspaceId}/job-${jobId}-${randomUUID()}`;
}

/**
 * The lease protocol on the `job` table. Every write is one guarded UPDATE whose affected-row
 * count says whether this worker still holds the job:
 * - claim: `WHERE status = 'queued' OR (status = 'running' AND lease_expires_on < now)`; on
 *   MySQL the candidates are read `FOR UPDATE SKIP LOCKED`, so instances polling together take
 *   different rows instead of queueing on the same ones;
 * - heartbeat, success, failure: `WHERE archive_key = <this attempt's key> AND status = 'running'`.
 *   A claim by another worker (after this one's lease ran out), a cancel (DELETE) or a deleted
 *   doc all make it match nothing, so a stale attempt can never publish its archive.
 * Times come from this process's clock; instances are expected to keep theirs in sync (NTP), and
 * the lease is long against any drift.
 */
@Injectable()
export class JobQueue {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
  ) {}

  private get mysql(): boolean {
    return this.dataSource.options.type !== 'better-sqlite3';
  }

  /**
   * Takes up to `limit` jobs for `owner`. Jobs abandoned too often are failed instead; their keys
   * come back in `discard` with the claimed jobs' previous keys.
   */
  async claim(owner: string, limit: number): Promise<{ claimed: ClaimedJob[]; discard: string[] }> {
    return this.transactions.run(async (manager) => {
      const now = new Date();
      const claimed: ClaimedJob[] = [];
      const discard: string[] = [];
      // One job at a time, so each pick counts the ones this transaction has just taken. Bounded:
      // jobs failed for too many attempts take picks too, and the next poll goes on from there.
      for (let picks = 0; claimed.length < limit && picks < limit * 2 + 8; picks++) {
        const job = await this.next(manager, now);
        if (!job) break;
        const at = storedJobTime(manager, now);
        if (job.status === 'running' && job.attempts >= MAX_ATTEMPTS) {
          const failed = await setIfClaimable(manager, job.id, at, {
            status: 'failed',
            error:
              job.type === 'import'
                ? `The import was interrupted ${job.attempts} times before it could finish; its result names the rows stored (stored_through_row); import the rest again`
                : `The export was interrupted ${job.attempts} times before it could finish; start a new export, and if it fails again, remove large files from the doc`,
            ...this.finished(now),
          });
          if (failed) {
            if (job.archive_key) discard.push(job.archive_key);
            const row = await jobRow(manager, job.id);
            await enqueueWebhookEvent(manager, job.workspace_id, 'export.failed', presentJob(row, this.config.baseUrl));
          }
          continue;
        }
        const key = archiveKey(job.workspace_id, job.id);
        const taken = await setIfClaimable(manager, job.id, at, {
          status: 'running',
          progress: 0,
          error: null,
          archive_key: key,
          lease_owner: owner,
          lease_expires_on: this.leaseEnd(now),
          attempts: () => 'attempts + 1',
          started_on: now,
        });
        if (!taken) continue;
        claimed.push({
          id: job.id,
          workspace_id: job.workspace_id,
          edition_id: job.edition_id,
          type: job.type,
          archive_key: key,
          previous_key: job.archive_key,
        });
        if (job.archive_key) discard.push(job.archive_key);
      }
      return { claimed, discard };
    });
  }

  /**
   * The job to take next, fairly between workspaces: from the workspace with the fewest running
   * jobs, then the one that started a job least recently (never first), its oldest job first. A
   * workspace that queued many long exports so takes turns with the others instead of holding
   * every slot until its queue drains. With EXPORT_WORKERS_PER_WORKSPACE, a workspace already
   * running that many jobs (across all instances) gets none until one ends.
   *
   * The counts are read in SQL, so every instance on the database takes the same turns. On MySQL
   * the candidate is read `FOR UPDATE SKIP LOCKED` (the subqueries are plain reads), so instances
   * polling together take different rows.
   */
  private next(manager: EntityManager, now: Date): Promise<NextJob | undefined> {
    return nextJob(manager, storedJobTime(manager, now), this.config.EXPORT_WORKERS_PER_WORKSPACE, this.mysql);
  }

  /** Renews the lease and records progress; false when the attempt no longer holds the job. */
  async heartbeat(job: ClaimedJob, progress: number): Promise<boolean> {
    return this.guarded(job, { lease_expires_on: this.leaseEnd(new Date()), progress });
  }

  /** Jobs by status, all workspaces: the metrics' queue depth. */
  async countByStatus(): Promise<Map<string, number>> {
    return jobCountsByStatus(this.dataSource);
  }

  /** The one write that makes an archive downloadable. */
  async succeed(job: ClaimedJob, archive: { size: number; checksum: string }): Promise<boolean> {
    return this.guarded(
      job,
      {
        status: 'succeeded',
        progress: 100,
        size: archive.size,
        checksum: archive.checksum,
        ...this.finished(new Date()),
      },
      'export.succeeded',
    );
  }

  async fail(job: ClaimedJob, error: string): Promise<boolean> {
    return this.guarded(
      job,
      {
        status: 'failed',
        error: error.slice(0, 1024),
        archive_key: null,
        ...this.finished(new Date()),
      },
      'export.failed',
    );
  }

  /** A worker shutting down hands its job back at once rather than after the lease. */
  async release(job: ClaimedJob): Promise<boolean> {
    return this.guarded(job, {
      status: 'queued',
      progress: 0,
      archive_key: null,
      lease_owner: null,
      lease_expires_on: null,
      started_on: null,
    });
  }

  /** Removes up to `limit` jobs past `expires_on`; returns their archive keys, for after the commit. */
  async removeExpired(limit = 200): Promise<string[]> {
    return this.transactions.run((manager) => deleteExpiredJobs(manager, storedJobTime(manager, new Date()), limit));
  }

  /** One guarded write; with `event`, the job's webhook goes to the outbox in the same transaction. */
  private async guarded(
    job: ClaimedJob,
    values: Partial<Record<keyof Job, unknown>>,
    event?: 'export.succeeded' | 'export.failed',
  ): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      if (!(await setIfAttempt(manager, job, values))) return false;
      if (event) {
        const row = await jobRow(manager, job.id);
        await enqueueWebhookEvent(manager, job.workspace_id, event, presentJob(row, this.config.baseUrl));
      }
      return true;
    });
  }

  private finished(now: Date) {
    return {
      finished_on: now,
      expires_on: new Date(now.getTime() + this.config.EXPORT_RETENTION_DAYS * 86_400_000),
      lease_owner: null,
      lease_expires_on: null,
    };
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.config.EXPORT_LEASE_MS);
  }
}
