import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AnalyticsClock } from './analytics-clock.js';
import { AnalyticsReports } from './analytics-reports.service.js';
import { Countries } from './countries.js';
import { DocDirectory } from './doc-directory.js';
import { EventBuffer } from './event-buffer.js';
import { IngestController } from './ingest.controller.js';
import { ReportController } from './report.controller.js';
import { Reports } from './reports.js';
import { RollupWorker } from './rollup-worker.js';
import { Rollups } from './rollups.js';
import { Salts } from './salts.js';

/**
 * Native analytics (CONTRACT 16): the reader's beacon in, sessions and rollups, reports out.
 * Personalization provides ANALYTICS_TOKEN_LOOKUP (token-lookup.ts); without it no event has a token.
 */
@Module({
  imports: [RateLimitModule],
  controllers: [IngestController, ReportController],
  providers: [AnalyticsClock, Countries, DocDirectory, Salts, EventBuffer, Rollups, RollupWorker, Reports, AnalyticsReports],
  exports: [AnalyticsReports, AnalyticsClock, EventBuffer, RollupWorker],
})
export class AnalyticsModule {}
