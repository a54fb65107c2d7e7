import { Module } from '@nestjs/common';

import { Countries } from '../common/http/countries.js';
import { MediaLibraryModule } from '../media-library/media-library.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { CustomDomains } from './custom-domains.js';
import { ReaderRoutes } from './reader.routes.js';
import { ReaderService } from './reader.service.js';

/**
 * The reader (docs/reader.md): published docs, previews and custom domains, as HTML. It reads the
 * Docs' and the Media Library's tables and renders with src/rendering; nothing imports it. When
 * PersonalizationModule provides READER_PERSONALIZATION, pages are personalized by their `?t=`.
 */
@Module({
  imports: [MediaLibraryModule, RateLimitModule, StorageModule],
  providers: [ReaderService, ReaderRoutes, CustomDomains, Countries],
  exports: [CustomDomains],
})
export class ReaderModule {}
