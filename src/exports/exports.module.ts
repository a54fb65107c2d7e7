import { Module, type OnModuleInit } from '@nestjs/common';

import { MediaLibraryModule } from '../media-library/media-library.module.js';
import { PersonalizationModule } from '../personalization/personalization.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { StoredKeyOwners } from '../storage/stored-key-owners.js';
import { ARCHIVE_KEY_OWNER } from './export-archives.js';
import { ExportRunner } from './export-runner.js';
import { ExportWorker } from './export-worker.js';
import { JobQueue } from './job-queue.js';
import { DocExportController, JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';

/**
 * Export jobs (docs/export-jobs.md, "Export jobs"): the job resource, the worker that runs them under a lease, the
 * renderer and the archive writer. It reads the Docs' tables and imports no Docs module; nothing
 * imports it: the archives of a deleted doc, project or workspace are found through the key
 * owners it registers with storage.
 */
@Module({
  imports: [MediaLibraryModule, PersonalizationModule, StorageModule],
  controllers: [DocExportController, JobsController],
  providers: [JobsService, JobQueue, ExportRunner, ExportWorker],
})
export class ExportsModule implements OnModuleInit {
  constructor(private readonly owners: StoredKeyOwners) {}

  onModuleInit(): void {
    this.owners.register(ARCHIVE_KEY_OWNER);
  }
}
