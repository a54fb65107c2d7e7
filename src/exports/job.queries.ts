import { type DataSource, type EntityManager, In, type SelectQueryBuilder, type UpdateQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { type InWorkspace, WorkspaceScope } from '../common/workspace-scope.js';
import { lockRow } from '../database/locks.js';
import { Edition } from '../editions/edition.entity.js';
import { EDITIONS } from '../editions/edition.queries.js';
import { MediaFile } from '../media-library/file.entity.js';
import { FILES } from '../media-library/media.queries.js';
import { TOKENS } from '../personalization/personalization.queries.js';
import { Token } from '../personalization/token.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { Job } from './job.entity.js';
import { JobError } from './job-error.entity.js';

/** The workspace's jobs: every read and write of one by id goes through it. */
export const JOBS = new WorkspaceScope(Job, 'job');

/** The archive keys of the workspace's jobs `where` selects, read in the caller's (deleting) transaction. */
export async function archiveKeysOf(
  manager: EntityManager,
  scope: InWorkspace,
  where: { edition_id?: number; title_id?: number } = {},
): Promise<string[]> {
  const qb = JOBS.query(manager, scope).select('job.archive_key', 'key').andWhere('job.archive_key IS NOT NULL');
  if (where.edition_id !== undefined) qb.andWhere('job.edition_id = :editionId', { editionId: where.edition_id });
  if (where.title_id !== undefined)
    qb.innerJoin('job.edition', 'edition').andWhere('edition.title_id = :titleId', { titleId: where.title_id });
  return (await qb.getRawMany<{ key: string }>()).map((row) => row.key);
}

/** Takes the workspace's row for the rest of the transaction (MySQL): creates that count against its limit take turns. */
export async function lockWorkspaceRow(manager: EntityManager, workspaceId: number): Promise<void> {
  await lockRow(
    manager
      .getRepository(Workspace)
      .createQueryBuilder('workspace')
      .select('workspace.id')
      .where('workspace.id = :id', { id: workspaceId }),
  );
}

/** The workspace's doc `id`, its options only; null outside the workspace. */
export function docOptions(manager: EntityManager, scope: InWorkspace, id: number): Promise<Edition | null> {
  return manager.findOne(Edition, { select: { id: true, options: true }, where: EDITIONS.where(scope, { id }) });
}

/** Whether the token `tokenId` is the doc's (and so the workspace's). */
export function tokenOfDocExists(
  manager: EntityManager,
  scope: InWorkspace,
  tokenId: number,
  editionId: number,
): Promise<boolean> {
  return manager.exists(Token, { where: TOKENS.where(scope, { id: tokenId, edition_id: editionId }) });
}

/** How many of the workspace's exports are queued or running. */
export function activeExports(manager: EntityManager, scope: InWorkspace): Promise<number> {
  return JOBS.query(manager, scope).andWhere("job.type = 'export' AND job.status IN ('queued', 'running')").getCount();
}

/** Inserts a job; its id. */
export async function insertJob(manager: EntityManager, job: Job): Promise<number> {
  return Number((await manager.insert(Job, job as QueryDeepPartialEntity<Job>)).identifiers[0].id);
}

export async function deleteJob(manager: EntityManager, id: number): Promise<void> {
  await manager.delete(Job, { id });
}

/** The doc's and its project's identifiers (an archive's name); undefined when the doc is gone. */
export function archiveNames(
  dataSource: DataSource,
  editionId: number,
): Promise<{ doc: string; project: string } | undefined> {
  return dataSource
    .getRepository(Edition)
    .createQueryBuilder('edition')
    .innerJoin('edition.title', 'title')
    .select(['edition.identifier AS doc', 'title.identifier AS project'])
    .where('edition.id = :id', { id: editionId })
    .getRawOne<{ doc: string; project: string }>();
}

/** The workspace's doc `id` with its project; null outside the workspace. */
export function docWithProject(manager: EntityManager, scope: InWorkspace, id: number): Promise<Edition | null> {
  return manager.findOne(Edition, { where: EDITIONS.where(scope, { id }), relations: { title: true } });
}

/** The workspace's files of these ids, by id. */
export function filesOf(manager: EntityManager, scope: InWorkspace, ids: number[]): Promise<MediaFile[]> {
  return manager.find(MediaFile, { where: FILES.where(scope, { id: In(ids) }), order: { id: 'ASC' } });
}

/** The job's token, if it has one (undefined when the job is gone). */
export async function jobTokenId(dataSource: DataSource, id: number): Promise<number | null | undefined> {
  const row = await dataSource.manager.findOne(Job, { select: { id: true, token_id: true }, where: { id } });
  return row === null ? undefined : row.token_id;
}

/** The import job `id`, what running it needs; null when there is none. */
export function importJob(
  dataSource: DataSource,
  id: number,
): Promise<Pick<Job, 'id' | 'workspace_id' | 'edition_id' | 'status' | 'source_key' | 'result'> | null> {
  return dataSource.manager.findOne(Job, {
    select: { id: true, workspace_id: true, edition_id: true, status: true, source_key: true, result: true },
    where: { id, type: 'import' },
  });
}

/** An import job's per-row errors, for a list query (the caller has checked the job is the workspace's). */
export function jobErrorsQuery(manager: EntityManager, jobId: number): SelectQueryBuilder<JobError> {
  return manager.getRepository(JobError).createQueryBuilder('job_error').where('job_error.job_id = :jobId', { jobId });
}

/** The failed import job `id`; null when there is none. */
export function failedImport(dataSource: DataSource, id: number): Promise<Job | null> {
  return dataSource.manager.findOneBy(Job, { id, type: 'import', status: 'failed' });
}

export async function forgetSourceKey(manager: EntityManager, id: number): Promise<void> {
  await manager.update(Job, { id }, { source_key: null });
}

// The lease protocol's statements (job-queue.ts): each guarded, the affected-row count says
// whether the write held.

/** A date as the driver stores a lease time, for a raw comparison (SQLite keeps date-times as text). */
export function storedJobTime(manager: EntityManager, date: Date): unknown {
  const column = manager.connection.getMetadata(Job).findColumnWithPropertyName('lease_expires_on')!;
  return manager.connection.driver.preparePersistentValue(date, column);
}

/** What the queue reads of the job it takes next. */
export type NextJob = Pick<Job, 'id' | 'workspace_id' | 'edition_id' | 'type' | 'archive_key' | 'attempts' | 'status'>;

/**
 * The job to take next, fairly between workspaces (JobQueue.next says how); `cap` > 0 leaves out
 * workspaces running that many; `skipLocked` reads the candidate FOR UPDATE SKIP LOCKED (MySQL).
 */
export async function nextJob(
  manager: EntityManager,
  at: unknown,
  cap: number,
  skipLocked: boolean,
): Promise<NextJob | undefined> {
  const running =
    "(SELECT COUNT(*) FROM job r WHERE r.workspace_id = j.workspace_id AND r.status = 'running' AND r.lease_expires_on >= ?)";
  const rows = (await manager.query(
    `SELECT j.id, j.workspace_id, j.edition_id, j.type, j.archive_key, j.attempts, j.status FROM job j
      WHERE (j.status = 'queued' OR (j.status = 'running' AND j.lease_expires_on < ?))` +
      (cap > 0 ? ` AND ${running} < ?` : '') +
      ` ORDER BY ${running} ASC,
        (SELECT MAX(s.started_on) FROM job s WHERE s.workspace_id = j.workspace_id) ASC,
        j.id ASC
      LIMIT 1` +
      (skipLocked ? ' FOR UPDATE SKIP LOCKED' : ''),
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

/** Sets the job's columns while it is queued or its lease ran out by `at`; whether it was. */
export async function setIfClaimable(
  manager: EntityManager,
  id: number,
  at: unknown,
  values: QueryDeepPartialEntity<Job>,
): Promise<boolean> {
  const update: UpdateQueryBuilder<Job> = manager.createQueryBuilder().update(Job).set(values);
  const result = await update
    .where('id = :id', { id })
    .andWhere("(status = 'queued' OR (status = 'running' AND lease_expires_on < :now))", { now: at })
    .execute();
  return result.affected === 1;
}

/** Sets the job's columns while this attempt (its archive key) runs it; whether it still did. */
export async function setIfAttempt(
  manager: EntityManager,
  attempt: { id: number; archive_key: string },
  values: Partial<Record<keyof Job, unknown>>,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(Job)
    .set(values as never)
    .where('id = :id AND archive_key = :key AND status = :running', {
      id: attempt.id,
      key: attempt.archive_key,
      running: 'running',
    })
    .execute();
  return result.affected === 1;
}

export function jobRow(manager: EntityManager, id: number): Promise<Job> {
  return manager.findOneByOrFail(Job, { id });
}

/** Jobs by status, all workspaces. */
export async function jobCountsByStatus(dataSource: DataSource): Promise<Map<string, number>> {
  const rows = await dataSource
    .getRepository(Job)
    .createQueryBuilder('job')
    .select('job.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .groupBy('job.status')
    .getRawMany<{ status: string; count: string | number }>();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** Deletes up to `limit` jobs expired by `at`, oldest first; their archive keys. */
export async function deleteExpiredJobs(manager: EntityManager, at: unknown, limit: number): Promise<string[]> {
  const expired = await manager
    .getRepository(Job)
    .createQueryBuilder('job')
    .select(['job.id', 'job.archive_key'])
    .where('job.expires_on < :now', { now: at })
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
}
