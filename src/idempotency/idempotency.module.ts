import { Module } from '@nestjs/common';

import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { IdempotencyService } from './idempotency.service.js';
import { WorkspaceIdempotency } from './workspace-idempotency.js';

@Module({
  imports: [WorkspaceLifecycleModule],
  providers: [IdempotencyService, WorkspaceIdempotency],
  exports: [IdempotencyService],
})
export class IdempotencyModule {}
