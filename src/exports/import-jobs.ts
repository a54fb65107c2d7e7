import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import { BulkInsert } from '../database/bulk-insert.js';
import { Transactions } from '../database/transactions.js';
import type {
  ImportJobHandle,
  ImportJobResult,
  ImportJobRow,
  ImportJobStore,
} from '../personalization/import/import-jobs.js';
import type { ImportError } from '../personalization/import/import-rows.js';
import { Job } from './job.entity.js';
import { jobHref, presentJob } from './job.presenter.js';
import { failedImport, forgetSourceKey, importJob, insertJob, setIfAttempt } from './job.queries.js';
import { JobError } from './job-error.entity.js';

/**
 * The `import` jobs of token imports (docs/personalization.md, "Campaigns") on the job table:
 * queued here, claimed and leased like exports (job-queue.ts), run by personalization's
 * TokenImportService, whose every write goes through the attempt-key guard below.
 */
@Injectable()
export class ImportJobs implements ImportJobStore {
  private errorInserts: BulkInsert<JobError> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly config: AppConfig,
  ) {}

  async queue(
    manager: EntityManager,
    fields: { workspaceId: number; editionId: number; sourceKey: string; rows: number },
  ): Promise<{ resource: object; href: string }> {
    const job = manager.create(Job, {
      workspace_id: fields.workspaceId,
      edition_id: fields.editionId,
      token_id: null,
      type: 'import',
      status: 'queued',
      progress: 0,
      error: null,
      size: null,
      checksum: null,
      archive_key: null,
      source_key: fields.sourceKey,
      result: { created: 0, updated: 0, errors: [], stored_through_row: 0, rows: fields.rows },
      lease_owner: null,
      lease_expires_on: null,
      attempts: 0,
      created_on: new Date(),
      started_on: null,
      finished_on: null,
      expires_on: null,
    });
    job.id = await insertJob(manager, job);
    return { resource: presentJob(job, this.config.baseUrl), href: jobHref(this.config.baseUrl, job.id) };
  }

  async find(id: number): Promise<ImportJobRow | null> {
    return importJob(this.dataSource, id);
  }

  async save(
    manager: EntityManager,
    handle: ImportJobHandle,
    result: ImportJobResult,
    progress: number,
    errors: ImportError[],
  ): Promise<boolean> {
    if (!(await this.guarded(manager, handle, { result, progress }))) return false;
    await this.errorInsert().run(
      manager,
      errors.map((error) => ({
        job_id: handle.id,
        row: error.row,
        column: error.column.slice(0, 255),
        rule: error.rule.slice(0, 64),
        message: error.message.slice(0, 1024),
      })),
    );
    return true;
  }

  async finish(handle: ImportJobHandle): Promise<boolean> {
    const now = new Date();
    return this.transactions.run((manager) =>
      this.guarded(manager, handle, {
        status: 'succeeded',
        progress: 100,
        finished_on: now,
        expires_on: new Date(now.getTime() + this.config.EXPORT_RETENTION_DAYS * 86_400_000),
        lease_owner: null,
        lease_expires_on: null,
        source_key: null,
      }),
    );
  }

  async forgetSource(id: number): Promise<string | null> {
    const job = await failedImport(this.dataSource, id);
    if (!job?.source_key) return null;
    await this.transactions.run((manager) => forgetSourceKey(manager, id));
    return job.source_key;
  }

  private errorInsert(): BulkInsert<JobError> {
    return (this.errorInserts ??= new BulkInsert(this.dataSource, JobError, 500));
  }

  private guarded(manager: EntityManager, handle: ImportJobHandle, values: Partial<Record<keyof Job, unknown>>) {
    return setIfAttempt(manager, handle, values);
  }
}
