import { Module } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { MembershipsController } from './memberships.controller.js';
import { MembershipsService } from './memberships.service.js';
import { SelfController } from './self.controller.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { WorkspaceMembers } from './workspace-members.js';

@Module({
  imports: [IdempotencyModule, WorkspaceLifecycleModule],
  controllers: [UsersController, MembershipsController, SelfController],
  providers: [UsersService, MembershipsService, WorkspaceMembers],
  exports: [UsersService],
})
export class UsersModule {}
