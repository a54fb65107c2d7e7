import { DynamicModule, Module, type Provider, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AnalyticsModule } from './analytics/analytics.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BearerAuthModule } from './auth/bearer-auth.module.js';
import { RouteTable } from './common/http/route-table.js';
import { WorkspaceResourcesModule } from './common/workspace-resources.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { CoversModule } from './covers/covers.module.js';
import { dataSourceOptions } from './database/data-source.js';
import { DatabaseModule } from './database/database.module.js';
import { EditionsModule } from './editions/editions.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { HealthModule } from './health/health.module.js';
import { MediaLibraryModule } from './media-library/media-library.module.js';
import { ObservabilityModule } from './observability/observability.module.js';
import { PersonalizationModule } from './personalization/personalization.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { ReaderModule } from './reader/reader.module.js';
import { TitlesModule } from './titles/titles.module.js';
import { UsersModule } from './users/users.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { WorkspacesModule } from './workspaces/workspaces.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  routes: RouteTable;
  /** The OpenAPI writer builds the app without touching a database. */
  withoutDatabase?: boolean;
  imports?: Type[];
  /** The guards, pipe and filter every handler runs with (pipeline.ts, HANDLER_STAGES). */
  providers?: Provider[];
}

@Module({})
export class AppModule {
  static forRoot({
    config,
    routes,
    withoutDatabase = false,
    imports = [],
    providers = [],
  }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // One attempt at boot: a database that is not there fails the start at once (exit 1, one
        // log line); once running, the pool guard and its breaker ride out outages.
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config, { replicas: true }),
          manualInitialization: withoutDatabase,
          retryAttempts: 1,
        }),
        ObservabilityModule,
        DatabaseModule,
        WorkspaceResourcesModule,
        RateLimitModule,
        AuthModule,
        BearerAuthModule,
        WorkspacesModule,
        HealthModule,
        TitlesModule,
        UsersModule,
        MediaLibraryModule,
        EditionsModule,
        CoversModule,
        ExportsModule,
        PersonalizationModule,
        AnalyticsModule,
        ReaderModule,
        WebhooksModule,
        ...imports,
      ],
      providers: [{ provide: RouteTable, useValue: routes }, ...providers],
    };
  }
}
