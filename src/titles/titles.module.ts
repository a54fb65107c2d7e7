import { Module } from '@nestjs/common';

import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { TitlesController } from './titles.controller.js';
import { TitlesService } from './titles.service.js';

@Module({
  imports: [IdempotencyModule, StorageModule],
  controllers: [TitlesController],
  providers: [TitlesService],
})
export class TitlesModule {}
