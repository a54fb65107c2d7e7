import { Module } from '@nestjs/common';

import { Countries } from '../common/http/countries.js';
import { CoversModule } from '../covers/covers.module.js';
import { MediaLibraryModule } from '../media-library/media-library.module.js';
import { PublicationModule } from '../publication/publication.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { AssetAllowList } from './asset-allow-list.js';
import { CustomDomains } from './custom-domains.js';
import { ReaderRoutes } from './reader.routes.js';
import { ReaderService } from './reader.service.js';
import { ReaderDocs } from './reader-docs.js';
import { ReaderHttp } from './reader-http.js';
import { ReaderPages } from './reader-pages.js';
import { ReaderProtection } from './reader-protection.js';

/**
 * The reader (docs/reader.md): published docs, previews and custom domains, as HTML. It reads the
 * Docs' and the Media Library's tables, sees docs through src/publication and renders with
 * src/rendering; nothing imports it. When
 * PersonalizationModule provides READER_PERSONALIZATION, pages are personalized by their `?t=`.
 */
@Module({
  imports: [CoversModule, MediaLibraryModule, PublicationModule, RateLimitModule, StorageModule],
  providers: [
    ReaderService,
    ReaderDocs,
    ReaderProtection,
    AssetAllowList,
    ReaderPages,
    ReaderHttp,
    ReaderRoutes,
    CustomDomains,
    Countries,
  ],
  exports: [CustomDomains],
})
export class ReaderModule {}
