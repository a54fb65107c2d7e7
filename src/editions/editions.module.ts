import { Module } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { MediaLibraryModule } from '../media-library/media-library.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { ContentEditor } from './content-editor.js';
import { EditionsController, EditionsV3Controller } from './editions.controller.js';
import { EditionsService } from './editions.service.js';
import { PageContentController } from './page-content.controller.js';
import { PagesController } from './pages.controller.js';
import { PagesService } from './pages.service.js';
import { WorkspaceDocs } from './workspace-docs.js';

/**
 * Docs (editions), their pages and the category catalogue (docs/docs-and-pages.md, Docs (editions) and Pages). It reads the
 * projects' and the Media Library's tables; of the Media Library it imports only the signed media
 * links its resources carry. Projects count docs in SQL, so nothing depends back on this one.
 */
@Module({
  imports: [IdempotencyModule, StorageModule, MediaLibraryModule, WorkspaceLifecycleModule],
  controllers: [EditionsController, EditionsV3Controller, PagesController, PageContentController],
  providers: [EditionsService, PagesService, ContentEditor, WorkspaceDocs],
})
export class EditionsModule {}
