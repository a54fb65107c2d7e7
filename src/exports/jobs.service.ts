import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { fetchListPage } from '../common/list-query/list-page.js';
import { ProblemException } from '../common/problem/problem.js';
import { type ResourceKind, WorkspaceResources } from '../common/workspace-resources.js';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import type { StoredContent } from '../storage/content-sender.js';
import { DeleteAfterCommit } from '../storage/delete-after-commit.js';
import { ExportWorker, PROGRESS_SAVE_MS } from './export-worker.js';
import { Job } from './job.entity.js';
import { JOB_ERROR_LIST_FIELDS, JOB_LIST_FIELDS } from './job.list-fields.js';
import { archiveName, isDownloadable, presentJob, protectionNote } from './job.presenter.js';
import {
  activeExports,
  archiveNames,
  deleteJob,
  docOptions,
  insertJob,
  jobErrorsQuery,
  JOBS,
  lockWorkspaceRow,
  tokenOfDocExists,
} from './job.queries.js';
import type { ImportErrorDto, JobResource } from './job.resource.js';

/** docs/export-jobs.md, "Export jobs": at most this many exports queued or running per workspace. */
const EXPORTS_PER_WORKSPACE = 3;

/** What an export's archive is served as (and all its download route answers, jobs.controller.ts). */
export const ARCHIVE_TYPE = 'application/gzip';

/** What a refused export is told to wait: about one export's run. */
const RETRY_AFTER_SECONDS = 30;

@Injectable()
export class JobsService {
  private readonly kind: ResourceKind<Job, JobResource, 'job'> = {
    scope: JOBS,
    key: 'job',
    fields: JOB_LIST_FIELDS,
    present: (_, rows) => rows.map((job) => presentJob(job, this.base)),
  };
  private readonly routes = this.resources.for(this.kind);
  readonly list = this.routes.list;
  readonly get = this.routes.get;

  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly resources: WorkspaceResources,
    private readonly transactions: Transactions,
    private readonly deletes: DeleteAfterCommit,
    private readonly worker: ExportWorker,
    private readonly config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  /**
   * When a client watching a job should look again (`Retry-After`, seconds), or undefined once it
   * is finished: a running job's progress is saved every second; a queued one waits for a
   * worker, which looks every EXPORT_POLL_MS.
   */
  retryAfter(job: Pick<JobResource, 'status'>): number | undefined {
    if (job.status === 'running') return Math.ceil(PROGRESS_SAVE_MS / 1000);
    if (job.status === 'queued') return Math.max(1, Math.ceil(this.config.EXPORT_POLL_MS / 1000));
    return undefined;
  }

  /**
   * Every per-row error of the workspace's import job `id`, a page at a time, in row order unless
   * `order-by` says otherwise (docs/personalization.md, "Campaigns"); an export's list is empty;
   * 404 for another workspace's job.
   */
  async errors(
    principal: Principal,
    id: number,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'error', ImportErrorDto>> {
    const manager = this.dataSource.manager;
    const job = await JOBS.found(manager, principal, id);
    const page = await fetchListPage(jobErrorsQuery(manager, job.id), query, JOB_ERROR_LIST_FIELDS, 'job_error.id');
    return halCollection(this.base, requestUrl, {
      key: 'error',
      items: page.rows.map((error) => ({
        row: error.row,
        column: error.column,
        rule: error.rule,
        message: error.message,
      })),
      totalItems: page.totalItems,
      page: page.page,
      limit: page.limit,
    });
  }

  /**
   * Queues an export of a doc. The workspace row is locked (MySQL) while the queued and running
   * exports are counted and the job inserted, so concurrent requests cannot pass the limit together.
   */
  async startExport(principal: Principal, editionId: number, tokenId?: number): Promise<JobResource> {
    const resource = await this.transactions.run(async (manager) => {
      await lockWorkspaceRow(manager, principal.workspaceId);
      const edition = await docOptions(manager, principal, editionId);
      if (!edition) throw ProblemException.notFound();
      // A token's personalized copy: the token must be this doc's (and so this workspace's).
      if (tokenId !== undefined && !(await tokenOfDocExists(manager, principal, tokenId, edition.id))) {
        throw ProblemException.invalidField('token', 'notFound', 'No personalization token of this doc has this id');
      }
      const active = await activeExports(manager, principal);
      if (active >= EXPORTS_PER_WORKSPACE) {
        throw new ProblemException(
          429,
          `At most ${EXPORTS_PER_WORKSPACE} exports may be queued or running per workspace; wait for one to finish (or delete one), then try again`,
          { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
        );
      }
      const job = manager.create(Job, {
        workspace_id: principal.workspaceId,
        edition_id: edition.id,
        token_id: tokenId ?? null,
        type: 'export',
        status: 'queued',
        progress: 0,
        error: null,
        size: null,
        checksum: null,
        archive_key: null,
        lease_owner: null,
        lease_expires_on: null,
        attempts: 0,
        created_on: new Date(),
        started_on: null,
        finished_on: null,
        expires_on: null,
      });
      job.id = await insertJob(manager, job);
      // Only the 202 says it (docs/exports.md); the manifest says it for good.
      const protection = edition.options?.authentication?.method;
      return { ...presentJob(job, this.base), ...(protection ? { notes: [protectionNote(protection)] } : {}) };
    });
    this.worker.wake();
    return resource;
  }

  /** The row goes in a transaction, then the archive; a job running anywhere stops at its next heartbeat (here: at once). */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    const key = await this.transactions.run(async (manager) => {
      const job = await this.resources.locked(this.kind, manager, principal, id, conditions);
      await deleteJob(manager, job.id);
      return job.archive_key;
    });
    this.worker.cancel(id);
    if (key) await this.deletes.delete([key]);
  }

  /**
   * The archive as a content route sends it (storage/content-sender.ts): ETag (its sha256),
   * Range, If-None-Match, saved as `{project}-{doc}.tar.gz`.
   */
  async archive(principal: Principal, id: number): Promise<StoredContent> {
    const job = await JOBS.found(this.dataSource.manager, principal, id);
    if (!isDownloadable(job) || !job.archive_key || job.size === null || !job.checksum)
      throw ProblemException.notFound();
    const names = await archiveNames(this.dataSource, job.edition_id);
    if (!names) throw ProblemException.notFound();
    return {
      key: job.archive_key,
      size: job.size,
      etag: `"${job.checksum}"`,
      contentType: ARCHIVE_TYPE,
      filename: `${archiveName(names.project, names.doc)}.tar.gz`,
      lastModified: job.finished_on ?? job.created_on,
      disposition: 'attachment',
    };
  }
}
