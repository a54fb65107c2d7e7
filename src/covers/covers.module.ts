import { Module } from '@nestjs/common';

import { MediaLibraryModule } from '../media-library/media-library.module.js';
import { PublicationModule } from '../publication/publication.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { CoverRenderer } from './cover-renderer.js';
import { CoversController } from './covers.controller.js';
import { CoversService } from './covers.service.js';

/**
 * Every doc's cover (docs/covers.md): a doc without a screenshot gets a picture of its first visible
 * page, drawn without a browser on a worker thread, kept in `edition_cover`, served by signed links.
 */
@Module({
  imports: [PublicationModule, MediaLibraryModule, StorageModule],
  controllers: [CoversController],
  providers: [CoversService, CoverRenderer],
  exports: [CoversService],
})
export class CoversModule {}
