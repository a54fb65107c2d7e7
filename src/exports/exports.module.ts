import { Module, type OnModuleInit } from '@nestjs/common';

import { MediaLibraryModule } from '../media-library/media-library.module.js';
import { TokenImportService } from '../personalization/import/token-import.service.js';
import { PersonalizationModule } from '../personalization/personalization.module.js';
import { PublicationModule } from '../publication/publication.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { StoredKeyOwners } from '../storage/stored-key-owners.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { ARCHIVE_KEY_OWNER } from './export-archives.js';
import { ExportRunner } from './export-runner.js';
import { ExportWorker } from './export-worker.js';
import { ImportJobs } from './import-jobs.js';
import { Job } from './job.entity.js';
import { JobQueue } from './job-queue.js';
import { DocExportController, JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';
import { WorkspaceJobs } from './workspace-jobs.js';

/**
 * Export jobs (docs/export-jobs.md, "Export jobs"): the job resource, the worker that runs them under a lease, the
 * renderer and the archive writer. It reads the Docs' tables and imports no Docs module; nothing
 * imports it: the archives of a deleted doc or project are found through the key owner it
 * registers with storage, a deleted workspace's through its WorkspaceJobs.
 */
@Module({
  imports: [MediaLibraryModule, PersonalizationModule, PublicationModule, StorageModule, WorkspaceLifecycleModule],
  controllers: [DocExportController, JobsController],
  providers: [JobsService, JobQueue, ExportRunner, ExportWorker, WorkspaceJobs, ImportJobs],
})
export class ExportsModule implements OnModuleInit {
  constructor(
    private readonly owners: StoredKeyOwners,
    private readonly imports: TokenImportService,
    private readonly importJobs: ImportJobs,
  ) {}

  onModuleInit(): void {
    this.owners.register(ARCHIVE_KEY_OWNER);
    // Token imports past 1,000 rows are jobs of this queue; their file is the row's (`source_key`).
    this.owners.register({ entity: Job, column: 'source_key' });
    this.imports.useJobs(this.importJobs);
  }
}
