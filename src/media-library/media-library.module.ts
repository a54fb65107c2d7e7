import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { ContentSender } from './content-sender.js';
import { FilesController, ImagesController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { FoldersController } from './folders.controller.js';
import { FoldersService } from './folders.service.js';
import { ImageVariantsService } from './image-variants.service.js';
import { OrphanSweeper } from './orphan-sweeper.js';
import { MediaStorage } from './storage/media-storage.js';
import { mediaStorageProvider } from './storage/storage.provider.js';
import { UploadFingerprints, UploadInterceptor } from './upload.interceptor.js';
import { UploadReader } from './upload-reader.js';
import { WorkspaceMediaService } from './workspace-media.service.js';

/** Topiary folders, uploads and images (README, Media Library), with bytes behind one storage interface. */
@Module({
  imports: [IdempotencyModule],
  // The file routes come first: `/topiary/file/...` must not be read as a folder id. Each route
  // also answers under /v2 (common/http/route-twins.ts).
  controllers: [FilesController, ImagesController, FoldersController],
  providers: [FoldersService, FilesService, ImageVariantsService, ContentSender, UploadReader, UploadInterceptor, UploadFingerprints, WorkspaceMediaService, mediaStorageProvider, OrphanSweeper],
  // Export archives live in the same store and download like media content (src/exports).
  exports: [WorkspaceMediaService, ContentSender, MediaStorage, ImageVariantsService],
})
export class MediaLibraryModule {}
