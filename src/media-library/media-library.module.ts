import { Module } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { ContentSender } from './content-sender.js';
import { FilesController, ImagesController, SignedMediaController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { FoldersController } from './folders.controller.js';
import { FoldersService } from './folders.service.js';
import { ImageVariantsService } from './image-variants.service.js';
import { MediaUrls } from './media-urls.js';
import { OrphanSweeper } from './orphan-sweeper.js';
import { MediaStorage } from './storage/media-storage.js';
import { mediaStorageProvider } from './storage/storage.provider.js';
import { UploadFingerprints, UploadInterceptor } from './upload.interceptor.js';
import { UploadReader } from './upload-reader.js';
import { WorkspaceMediaService } from './workspace-media.service.js';
import { WritesInFlight } from './writes-in-flight.js';

/** Topiary folders, uploads and images (docs/media-library.md, Media Library), with bytes behind one storage interface. */
@Module({
  imports: [IdempotencyModule],
  // The file routes come first: `/topiary/file/...` must not be read as a folder id. Each route
  // also answers under /v2 (common/http/route-twins.ts).
  controllers: [FilesController, ImagesController, FoldersController, SignedMediaController],
  providers: [
    FoldersService,
    FilesService,
    ImageVariantsService,
    ContentSender,
    UploadReader,
    UploadInterceptor,
    UploadFingerprints,
    WorkspaceMediaService,
    mediaStorageProvider,
    OrphanSweeper,
    WritesInFlight,
    MediaUrls,
  ],
  // Export archives live in the same store and download like media content (src/exports).
  exports: [WorkspaceMediaService, ContentSender, MediaStorage, WritesInFlight, MediaUrls, ImageVariantsService],
})
export class MediaLibraryModule {}
