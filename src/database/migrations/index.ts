import type { MixedList } from 'typeorm';
import { InitialMysql1795304083248 } from './mysql/1795304083248-Initial.js';
import { InitialSqlite1795304083248 } from './sqlite/1795304083248-Initial.js';
import { UsersMysql1795306313591 } from './mysql/1795306313591-Users.js';
import { UsersSqlite1795306313591 } from './sqlite/1795306313591-Users.js';
import { MediaLibraryMysql1795306565414 } from './mysql/1795306565414-MediaLibrary.js';
import { MediaLibrarySqlite1795306565414 } from './sqlite/1795306565414-MediaLibrary.js';
import { IdempotencyKeysMysql1795309967586 } from './mysql/1795309967586-IdempotencyKeys.js';
import { IdempotencyKeysSqlite1795309967586 } from './sqlite/1795309967586-IdempotencyKeys.js';
import { TitleFlagNameIndexesMysql1795311056206 } from './mysql/1795311056206-TitleFlagNameIndexes.js';
import { TitleFlagNameIndexesSqlite1795311056206 } from './sqlite/1795311056206-TitleFlagNameIndexes.js';
import { WorkspacesMysql1795320000000 } from './mysql/1795320000000-Workspaces.js';
import { WorkspacesSqlite1795320000000 } from './sqlite/1795320000000-Workspaces.js';
import { DocsAndPagesMysql1795330000000 } from './mysql/1795330000000-DocsAndPages.js';
import { DocsAndPagesSqlite1795330000000 } from './sqlite/1795330000000-DocsAndPages.js';
import { EmailNormalizedExactMysql1795340000000 } from './mysql/1795340000000-EmailNormalizedExact.js';
import { EmailNormalizedExactSqlite1795340000000 } from './sqlite/1795340000000-EmailNormalizedExact.js';
import { EditionCountersMysql1795350000000 } from './mysql/1795350000000-EditionCounters.js';
import { EditionCountersSqlite1795350000000 } from './sqlite/1795350000000-EditionCounters.js';
import { ExportJobsMysql1795462430316 } from './mysql/1795462430316-ExportJobs.js';
import { ExportJobsSqlite1795462430316 } from './sqlite/1795462430316-ExportJobs.js';
import { AccountCountersMysql1795470000000 } from './mysql/1795470000000-AccountCounters.js';
import { AccountCountersSqlite1795470000000 } from './sqlite/1795470000000-AccountCounters.js';
import { WritesInFlightMysql1795485000000 } from './mysql/1795485000000-WritesInFlight.js';
import { WritesInFlightSqlite1795485000000 } from './sqlite/1795485000000-WritesInFlight.js';
import { ServerSecretsMysql1795490000000 } from './mysql/1795490000000-ServerSecrets.js';
import { ServerSecretsSqlite1795490000000 } from './sqlite/1795490000000-ServerSecrets.js';
import { PersonalizationMysql1795500000000 } from './mysql/1795500000000-Personalization.js';
import { PersonalizationSqlite1795500000000 } from './sqlite/1795500000000-Personalization.js';
import { TokenImportMysql1795730000000 } from './mysql/1795730000000-TokenImport.js';
import { AnalyticsMysql1795600000000 } from './mysql/1795600000000-Analytics.js';
import { AnalyticsSharesMysql1795720000000 } from './mysql/1795720000000-AnalyticsShares.js';
import { TokenImportSqlite1795730000000 } from './sqlite/1795730000000-TokenImport.js';
import { AnalyticsSqlite1795600000000 } from './sqlite/1795600000000-Analytics.js';
import { AnalyticsSharesSqlite1795720000000 } from './sqlite/1795720000000-AnalyticsShares.js';
import { PreviewKeysMysql1795710000000 } from './mysql/1795710000000-PreviewKeys.js';
import { PreviewKeysSqlite1795710000000 } from './sqlite/1795710000000-PreviewKeys.js';
import { ReaderLookupsMysql1795510000000 } from './mysql/1795510000000-ReaderLookups.js';
import { ReaderLookupsSqlite1795510000000 } from './sqlite/1795510000000-ReaderLookups.js';
import { WebhooksMysql1795740000000 } from './mysql/1795740000000-Webhooks.js';
import { WebhooksSqlite1795740000000 } from './sqlite/1795740000000-Webhooks.js';
import { RowVersionsMysql1795760000000 } from './mysql/1795760000000-RowVersions.js';
import { RowVersionsSqlite1795760000000 } from './sqlite/1795760000000-RowVersions.js';
import { UniqueHostnamesMysql1795830000000 } from './mysql/1795830000000-UniqueHostnames.js';
import { UniqueHostnamesSqlite1795830000000 } from './sqlite/1795830000000-UniqueHostnames.js';
import { AnalyticsGoalsMysql1795858943909 } from './mysql/1795858943909-AnalyticsGoals.js';
import { AnalyticsGoalsSqlite1795858943909 } from './sqlite/1795858943909-AnalyticsGoals.js';
import { EditionCoversMysql1795859184126 } from './mysql/1795859184126-EditionCovers.js';
import { EditionCoversSqlite1795859184126 } from './sqlite/1795859184126-EditionCovers.js';
import { AnalyticsEventTypeIndexMysql1795845100000 } from './mysql/1795845100000-AnalyticsEventTypeIndex.js';
import { AnalyticsEventTypeIndexSqlite1795845100000 } from './sqlite/1795845100000-AnalyticsEventTypeIndex.js';
import { ImportJobErrorsMysql1795870379534 } from './mysql/1795870379534-ImportJobErrors.js';
import { ImportJobErrorsSqlite1795870379534 } from './sqlite/1795870379534-ImportJobErrors.js';

/**
 * Committed migrations, one set per driver, generated from the entities with
 * `npm run migration:generate -- <Name>`. They run at start-up; nothing is synchronised.
 */
export const MYSQL_MIGRATIONS: MixedList<Function> = [
  InitialMysql1795304083248,
  UsersMysql1795306313591,
  MediaLibraryMysql1795306565414,
  IdempotencyKeysMysql1795309967586,
  TitleFlagNameIndexesMysql1795311056206,
  WorkspacesMysql1795320000000,
  DocsAndPagesMysql1795330000000,
  EmailNormalizedExactMysql1795340000000,
  EditionCountersMysql1795350000000,
  ExportJobsMysql1795462430316,
  AccountCountersMysql1795470000000,
  WritesInFlightMysql1795485000000,
  ServerSecretsMysql1795490000000,
  PersonalizationMysql1795500000000,
  AnalyticsMysql1795600000000,
  ReaderLookupsMysql1795510000000,
  AnalyticsSharesMysql1795720000000,
  TokenImportMysql1795730000000,
  WebhooksMysql1795740000000,
  RowVersionsMysql1795760000000,
  PreviewKeysMysql1795710000000,
  UniqueHostnamesMysql1795830000000,
  AnalyticsGoalsMysql1795858943909,
  EditionCoversMysql1795859184126,
  AnalyticsEventTypeIndexMysql1795845100000,
  ImportJobErrorsMysql1795870379534,
];
export const SQLITE_MIGRATIONS: MixedList<Function> = [
  InitialSqlite1795304083248,
  UsersSqlite1795306313591,
  MediaLibrarySqlite1795306565414,
  IdempotencyKeysSqlite1795309967586,
  TitleFlagNameIndexesSqlite1795311056206,
  WorkspacesSqlite1795320000000,
  DocsAndPagesSqlite1795330000000,
  EmailNormalizedExactSqlite1795340000000,
  EditionCountersSqlite1795350000000,
  ExportJobsSqlite1795462430316,
  AccountCountersSqlite1795470000000,
  WritesInFlightSqlite1795485000000,
  ServerSecretsSqlite1795490000000,
  PersonalizationSqlite1795500000000,
  AnalyticsSqlite1795600000000,
  ReaderLookupsSqlite1795510000000,
  AnalyticsSharesSqlite1795720000000,
  TokenImportSqlite1795730000000,
  WebhooksSqlite1795740000000,
  RowVersionsSqlite1795760000000,
  PreviewKeysSqlite1795710000000,
  UniqueHostnamesSqlite1795830000000,
  AnalyticsGoalsSqlite1795858943909,
  EditionCoversSqlite1795859184126,
  AnalyticsEventTypeIndexSqlite1795845100000,
  ImportJobErrorsSqlite1795870379534,
];
