import { Module } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { TitlesController } from './titles.controller.js';
import { TitlesService } from './titles.service.js';
import { WorkspaceTitles } from './workspace-titles.js';

@Module({
  imports: [IdempotencyModule, StorageModule, WorkspaceLifecycleModule],
  controllers: [TitlesController],
  providers: [TitlesService, WorkspaceTitles],
})
export class TitlesModule {}
