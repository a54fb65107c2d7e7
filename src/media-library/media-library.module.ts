import { Module, type OnModuleInit } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { StoredKeyOwners } from '../storage/stored-key-owners.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { MediaFile } from './file.entity.js';
import { FilesController, ImagesController, SignedMediaController } from './files.controller.js';
import { FilesService } from './files.service.js';
import { FoldersController } from './folders.controller.js';
import { FoldersService } from './folders.service.js';
import { originalKeyOf } from './image-variants.js';
import { ImageVariantsService } from './image-variants.service.js';
import { MediaUrls } from './media-urls.js';
import { UploadFingerprints, UploadInterceptor } from './upload.interceptor.js';
import { UploadReader } from './upload-reader.js';
import { WorkspaceMediaService } from './workspace-media.service.js';

/** Topiary folders, uploads and images (docs/media-library.md, Media Library), with bytes behind one storage interface. */
@Module({
  imports: [IdempotencyModule, StorageModule, WorkspaceLifecycleModule],
  // The file routes come first: `/topiary/file/...` must not be read as a folder id. Each route
  // also answers under /v2 (common/http/route-twins.ts).
  controllers: [FilesController, ImagesController, FoldersController, SignedMediaController],
  providers: [
    FoldersService,
    FilesService,
    ImageVariantsService,
    UploadReader,
    UploadInterceptor,
    UploadFingerprints,
    WorkspaceMediaService,
    MediaUrls,
  ],
  exports: [MediaUrls, ImageVariantsService],
})
export class MediaLibraryModule implements OnModuleInit {
  constructor(private readonly owners: StoredKeyOwners) {}

  /** A file's bytes are named by its row; its image variants by keys derived from that (image-variants.ts). */
  onModuleInit(): void {
    this.owners.register({ entity: MediaFile, column: 'storage_key', derivedFrom: originalKeyOf });
  }
}
