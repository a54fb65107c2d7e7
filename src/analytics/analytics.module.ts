import { Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import { Countries } from '../common/http/countries.js';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { PersonalizationModule } from '../personalization/personalization.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { WorkspaceLifecycleModule } from '../workspaces/workspace-lifecycle.js';
import { AnalyticsClock } from './analytics-clock.js';
import { AnalyticsInsights } from './analytics-insights.service.js';
import { AnalyticsReports } from './analytics-reports.js';
import { ANALYTICS_STORE } from './analytics-store.js';
import { Beacon, BeaconRoute } from './beacon.js';
import { ClickHouse } from './clickhouse/clickhouse.js';
import { ClickHouseAnalyticsStore } from './clickhouse/clickhouse-store.js';
import { Dashboard } from './dashboard.js';
import { DashboardRoutes } from './dashboard.routes.js';
import { DocDirectory } from './doc-directory.js';
import { EventBuffer } from './event-buffer.js';
import { EventsReport } from './events-report.js';
import { Funnel } from './funnel.js';
import { GoalsController } from './goals.controller.js';
import { AnalyticsGoals } from './goals.service.js';
import { GoalsReport } from './goals-report.js';
import { IngestController } from './ingest.controller.js';
import { InsightsController } from './insights.controller.js';
import { Realtime } from './realtime.js';
import { ReportController } from './report.controller.js';
import { Reports } from './reports.js';
import { RollupWorker } from './rollup-worker.js';
import { Rollups } from './rollups.js';
import { Salts } from './salts.js';
import { SharesController } from './shares.controller.js';
import { AnalyticsShares } from './shares.service.js';
import { SqlAnalyticsStore } from './sql-analytics-store.js';
import { TokenAnalyticsLink } from './token-link.js';
import { ANALYTICS_TOKEN_LOOKUP } from './token-lookup.js';
import { SqlAnalyticsTokenLookup } from './token-lookup.queries.js';
import { WorkspaceAnalytics } from './workspace-analytics.js';

/**
 * Native analytics (docs/analytics.md): the reader's beacon in, sessions and rollups, reports out. The
 * `token` dimension reads personalization's tokens (ANALYTICS_TOKEN_LOOKUP) and forgets a token
 * that is deleted (TokenAnalyticsLink). Events, visits and rollups live in the store
 * ANALYTICS_STORE names: the SQL database, or ClickHouse (docs/analytics.md, "Running at scale").
 */
@Module({
  imports: [RateLimitModule, PersonalizationModule, WorkspaceLifecycleModule, IdempotencyModule],
  controllers: [IngestController, ReportController, InsightsController, SharesController, GoalsController],
  providers: [
    AnalyticsClock,
    Countries,
    DocDirectory,
    Salts,
    EventBuffer,
    Beacon,
    BeaconRoute,
    Rollups,
    RollupWorker,
    Reports,
    SqlAnalyticsStore,
    {
      provide: ANALYTICS_STORE,
      inject: [AppConfig, SqlAnalyticsStore, getDataSourceToken(), Transactions, ModuleRef, AnalyticsClock],
      useFactory: (
        config: AppConfig,
        sql: SqlAnalyticsStore,
        dataSource: DataSource,
        transactions: Transactions,
        moduleRef: ModuleRef,
        clock: AnalyticsClock,
      ) =>
        config.ANALYTICS_STORE === 'clickhouse'
          ? new ClickHouseAnalyticsStore(
              new ClickHouse(config),
              dataSource,
              transactions,
              () => moduleRef.get(Rollups),
              clock,
            )
          : sql,
    },
    EventsReport,
    Funnel,
    Realtime,
    AnalyticsInsights,
    AnalyticsShares,
    AnalyticsGoals,
    GoalsReport,
    Dashboard,
    DashboardRoutes,
    AnalyticsReports,
    TokenAnalyticsLink,
    { provide: ANALYTICS_TOKEN_LOOKUP, useClass: SqlAnalyticsTokenLookup },
    WorkspaceAnalytics,
  ],
  exports: [AnalyticsReports, AnalyticsClock, EventBuffer, RollupWorker],
})
export class AnalyticsModule {}
