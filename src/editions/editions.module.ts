import { Module } from '@nestjs/common';
import { ExportsModule } from '../exports/exports.module.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { EditionsController, EditionsV3Controller } from './editions.controller.js';
import { EditionsService } from './editions.service.js';
import { PagesController } from './pages.controller.js';
import { PagesService } from './pages.service.js';

/**
 * Docs (editions), their pages and the category catalogue (docs/docs-and-pages.md, Docs (editions) and Pages). It reads the
 * projects' and the Media Library's tables, and imports neither module: projects count docs in
 * SQL, so nothing depends back on this one.
 */
@Module({
  imports: [IdempotencyModule, ExportsModule],
  controllers: [EditionsController, EditionsV3Controller, PagesController],
  providers: [EditionsService, PagesService],
})
export class EditionsModule {}
