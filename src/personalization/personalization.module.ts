import { Module } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { TokenImportService } from './import/token-import.service.js';
import { OptionsController } from './options.controller.js';
import { OptionsService } from './options.service.js';
import { PropertiesController } from './properties.controller.js';
import { PropertiesService } from './properties.service.js';
import { READER_PERSONALIZATION } from './reader-personalization.js';
import { ReaderPersonalizationService } from './reader-personalization.service.js';
import { TokensController } from './tokens.controller.js';
import { TokensService } from './tokens.service.js';
import { ValuesController } from './values.controller.js';
import { ValuesService } from './values.service.js';
import { WorkspacePersonalization } from './workspace-personalization.js';

/**
 * Personalization (docs/personalization.md): categories and their options, properties, tokens and their
 * values, and the reader's side of it under READER_PERSONALIZATION. It reads the docs' and the
 * Media Library's tables and imports neither module; deletes cascade by foreign key.
 */
@Module({
  imports: [IdempotencyModule, StorageModule, WorkspaceLifecycleModule],
  controllers: [CategoriesController, OptionsController, PropertiesController, ValuesController, TokensController],
  providers: [
    CategoriesService,
    OptionsService,
    PropertiesService,
    ValuesService,
    TokensService,
    TokenImportService,
    WorkspacePersonalization,
    ReaderPersonalizationService,
    { provide: READER_PERSONALIZATION, useExisting: ReaderPersonalizationService },
  ],
  exports: [READER_PERSONALIZATION, ReaderPersonalizationService, TokensService, TokenImportService],
})
export class PersonalizationModule {}
