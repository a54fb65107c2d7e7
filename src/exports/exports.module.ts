import { Module } from '@nestjs/common';

import { MediaLibraryModule } from '../media-library/media-library.module.js';
import { PersonalizationModule } from '../personalization/personalization.module.js';
import { ExportArchives } from './export-archives.js';
import { ExportRunner } from './export-runner.js';
import { ExportWorker } from './export-worker.js';
import { JobQueue } from './job-queue.js';
import { DocExportController, JobsController } from './jobs.controller.js';
import { JobsService } from './jobs.service.js';

/**
 * Export jobs (docs/export-jobs.md, "Export jobs"): the job resource, the worker that runs them under a lease, the
 * renderer and the archive writer. It reads the Docs' tables and imports no Docs module;
 * `ExportArchives` is exported for the deletes of docs, projects and workspaces.
 */
@Module({
  imports: [MediaLibraryModule, PersonalizationModule],
  controllers: [DocExportController, JobsController],
  providers: [JobsService, JobQueue, ExportRunner, ExportWorker, ExportArchives],
  exports: [ExportArchives],
})
export class ExportsModule {}
