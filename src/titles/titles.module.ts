import { Module } from '@nestjs/common';
import { TitlesController } from './titles.controller.js';
import { TitlesService } from './titles.service.js';

@Module({
  controllers: [TitlesController],
  providers: [TitlesService],
})
export class TitlesModule {}
