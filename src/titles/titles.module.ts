import { Module } from '@nestjs/common';

import { ExportsModule } from '../exports/exports.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { TitlesController } from './titles.controller.js';
import { TitlesService } from './titles.service.js';

@Module({
  imports: [IdempotencyModule, ExportsModule],
  controllers: [TitlesController],
  providers: [TitlesService],
})
export class TitlesModule {}
