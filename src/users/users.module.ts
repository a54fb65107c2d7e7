import { Module } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { MembershipsController } from './memberships.controller.js';
import { MembershipsService } from './memberships.service.js';
import { SelfController } from './self.controller.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [IdempotencyModule],
  controllers: [UsersController, MembershipsController, SelfController],
  providers: [UsersService, MembershipsService],
  exports: [UsersService],
})
export class UsersModule {}
