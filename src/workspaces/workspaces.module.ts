import { Module } from '@nestjs/common';

import { WorkspaceLifecycleModule } from './workspace-lifecycle.js';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesService } from './workspaces.service.js';

/**
 * Workspaces (/v2/account). What other modules keep per workspace they create, count and purge
 * themselves, through the participants they register with WorkspaceLifecycle: this module
 * imports none of them.
 */
@Module({
  imports: [WorkspaceLifecycleModule],
  controllers: [WorkspacesController],
  providers: [WorkspacesService],
  exports: [WorkspacesService],
})
export class WorkspacesModule {}
