import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { FilesController, FilesV2Controller, ImagesController, ImagesV2Controller } from './files.controller.js';
import { FilesService } from './files.service.js';
import { FoldersController, FoldersV2Controller } from './folders.controller.js';
import { FoldersService } from './folders.service.js';
import { OrphanSweeper } from './orphan-sweeper.js';
import { mediaStorageProvider } from './storage/storage.provider.js';

/** Topiary folders, uploads and images (CONTRACT 6), with bytes behind one storage interface. */
@Module({
  imports: [IdempotencyModule],
  // The file routes come first: `/topiary/file/...` must not be read as a folder id.
  controllers: [FilesController, ImagesController, FoldersController, FilesV2Controller, ImagesV2Controller, FoldersV2Controller],
  providers: [FoldersService, FilesService, mediaStorageProvider, OrphanSweeper],
})
export class MediaLibraryModule {}
