import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type UpdateQueryBuilder } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import { enqueueWebhookEvent } from '../webhooks/webhook-events.js';
import { Job } from './job.entity.js';
import { presentJob } from './job.presenter.js';

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
export function archiveKey(workspaceId: number, jobId: number): string {
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
        const guard = (update: UpdateQueryBuilder<Job>) =>
          update
            .where('id = :id', { id: job.id })
            .andWhere("(status = 'queued' OR (status = 'running' AND lease_expires_on < :now))", {
              now: this.time(manager, now),
            });
        if (job.status === 'running' && job.attempts >= MAX_ATTEMPTS) {
          const failed = await guard(
            manager
              .createQueryBuilder()
              .update(Job)
              .set({
                status: 'failed',
                error:
                  job.type === 'import'
                    ? `The import was interrupted ${job.attempts} times before it could finish; its result names the rows stored (stored_through_row); import the rest again`
                    : `The export was interrupted ${job.attempts} times before it could finish; start a new export, and if it fails again, remove large files from the doc`,
                ...this.finished(now),
              }),
          ).execute();
          if (failed.affected === 1) {
            if (job.archive_key) discard.push(job.archive_key);
            const row = await manager.findOneByOrFail(Job, { id: job.id });
            await enqueueWebhookEvent(manager, job.workspace_id, 'export.failed', presentJob(row, this.config.baseUrl));
          }
          continue;
        }
        const key = archiveKey(job.workspace_id, job.id);
        const taken = await guard(
          manager
            .createQueryBuilder()
            .update(Job)
            .set({
              status: 'running',
              progress: 0,
              error: null,
              archive_key: key,
              lease_owner: owner,
              lease_expires_on: this.leaseEnd(now),
              attempts: () => 'attempts + 1',
              started_on: now,
            }),
        ).execute();
        if (taken.affected !== 1) continue;
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
  private async next(
    manager: EntityManager,
    now: Date,
  ): Promise<
    Pick<Job, 'id' | 'workspace_id' | 'edition_id' | 'type' | 'archive_key' | 'attempts' | 'status'> | undefined
  > {
    const at = this.time(manager, now);
    const running =
      "(SELECT COUNT(*) FROM job r WHERE r.workspace_id = j.workspace_id AND r.status = 'running' AND r.lease_expires_on >= ?)";
    const cap = this.config.EXPORT_WORKERS_PER_WORKSPACE;
    const rows = (await manager.query(
      `SELECT j.id, j.workspace_id, j.edition_id, j.type, j.archive_key, j.attempts, j.status FROM job j
        WHERE (j.status = 'queued' OR (j.status = 'running' AND j.lease_expires_on < ?))` +
        (cap > 0 ? ` AND ${running} < ?` : '') +
        ` ORDER BY ${running} ASC,
          (SELECT MAX(s.started_on) FROM job s WHERE s.workspace_id = j.workspace_id) ASC,
          j.id ASC
        LIMIT 1` +
        (this.mysql ? ' FOR UPDATE SKIP LOCKED' : ''),
      cap > 0 ? [at, at, cap, at] : [at, at],
    )) as {
      id: number;
      workspace_id: number;
      edition_id: number;
      type: Job['type'];
      archive_key: string | null;
      attempts: number;
      status: Job['status'];
    }[];
    if (rows.length === 0) return undefined;
    const row = rows[0];
    return {
      id: Number(row.id),
      workspace_id: Number(row.workspace_id),
      edition_id: Number(row.edition_id),
      type: row.type,
      archive_key: row.archive_key,
      attempts: Number(row.attempts),
      status: row.status,
    };
  }

  /** Renews the lease and records progress; false when the attempt no longer holds the job. */
  async heartbeat(job: ClaimedJob, progress: number): Promise<boolean> {
    return this.guarded(job, { lease_expires_on: this.leaseEnd(new Date()), progress });
  }

  /** Jobs by status, all workspaces: the metrics' queue depth. */
  async countByStatus(): Promise<Map<string, number>> {
    const rows = await this.dataSource
      .getRepository(Job)
      .createQueryBuilder('job')
      .select('job.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('job.status')
      .getRawMany<{ status: string; count: string | number }>();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
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
    return this.transactions.run(async (manager) => {
      const expired = await manager
        .getRepository(Job)
        .createQueryBuilder('job')
        .select(['job.id', 'job.archive_key'])
        .where('job.expires_on < :now', { now: this.time(manager, new Date()) })
        .orderBy('job.id', 'ASC')
        .limit(limit)
        .getMany();
      if (expired.length === 0) return [];
      await manager
        .createQueryBuilder()
        .delete()
        .from(Job)
        .whereInIds(expired.map((job) => job.id))
        .execute();
      return expired.flatMap((job) => (job.archive_key ? [job.archive_key] : []));
    });
  }

  /** One guarded write; with `event`, the job's webhook goes to the outbox in the same transaction. */
  private async guarded(
    job: ClaimedJob,
    values: Partial<Record<keyof Job, unknown>>,
    event?: 'export.succeeded' | 'export.failed',
  ): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Job)
        .set(values as never)
        .where('id = :id AND archive_key = :key AND status = :running', {
          id: job.id,
          key: job.archive_key,
          running: 'running',
        })
        .execute();
      if (result.affected !== 1) return false;
      if (event) {
        const row = await manager.findOneByOrFail(Job, { id: job.id });
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

  /** A date as the driver stores it, for a raw comparison (SQLite keeps date-times as text). */
  private time(manager: EntityManager, date: Date): unknown {
    const column = manager.connection.getMetadata(Job).findColumnWithPropertyName('lease_expires_on')!;
    return manager.connection.driver.preparePersistentValue(date, column);
  }
}
