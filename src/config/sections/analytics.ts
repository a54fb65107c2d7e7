import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, Max, Min, ValidateIf } from 'class-validator';

import { NumberOr } from '../validators.js';

/** Native analytics (docs/analytics.md): the reader's country, limits and retention, rollups, and the store (SQL or ClickHouse). */
export class AnalyticsConfig {
  /**
   * A trusted proxy's header that carries the reader's country (ISO 3166-1 alpha-2), such as
   * `CF-IPCountry`. Read only when set: a client could otherwise claim any country.
   */
  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'ANALYTICS_COUNTRY_HEADER must be a header name' })
  ANALYTICS_COUNTRY_HEADER?: string;

  /** An operator's MaxMind-format (mmdb) country or city database, read for the reader's country. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  ANALYTICS_GEOIP_DB?: string;

  /** Analytics events one client IP may send a minute (docs/analytics.md: 120); past it, 429. */
  @NumberOr(120)
  @IsInt()
  @Min(1)
  ANALYTICS_EVENTS_PER_MINUTE = 120;

  /** Days raw analytics events are kept; rollups (what reports read) are kept. */
  @NumberOr(400)
  @IsInt()
  @Min(1)
  @Max(3650)
  ANALYTICS_RAW_RETENTION_DAYS = 400;

  /** How often the rollup worker folds closed minutes into the rollups; 0 makes an instance that never folds. */
  @NumberOr(5000)
  @IsInt()
  @Min(0)
  @Max(600_000)
  ANALYTICS_ROLLUP_INTERVAL_MS = 5000;

  /**
   * How long one analytics report may compute (docs/analytics.md, Limits): it yields the event loop
   * every few milliseconds meanwhile, and past this answers 503 with Retry-After.
   */
  @NumberOr(10_000)
  @IsInt()
  @Min(50)
  @Max(600_000)
  ANALYTICS_REPORT_BUDGET_MS = 10_000;

  /**
   * Where analytics events, visits and rollups live: `sql` (the service's database) or
   * `clickhouse` (CLICKHOUSE_URL; docs/analytics.md, "Running at scale").
   */
  @IsIn(['sql', 'clickhouse'])
  ANALYTICS_STORE: 'sql' | 'clickhouse' = 'sql';

  /** `http://user:password@host:8123/database`; required with ANALYTICS_STORE=clickhouse. */
  @ValidateIf(
    (config: AnalyticsConfig) => config.ANALYTICS_STORE === 'clickhouse' || config.CLICKHOUSE_URL !== undefined,
  )
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'CLICKHOUSE_URL must be http(s)://user:password@host:port/database' },
  )
  @Matches(/^https?:\/\/[^/]+(\/[A-Za-z_][A-Za-z0-9_]*)?\/?$/, {
    message: 'CLICKHOUSE_URL must name at most a database (letters, digits, _) after the host',
  })
  CLICKHOUSE_URL?: string;

  /** How long one ClickHouse request may take before it counts as down (reports 503, ingestion keeps buffering). */
  @NumberOr(10_000)
  @IsInt()
  @Min(100)
  @Max(600_000)
  CLICKHOUSE_TIMEOUT_MS = 10_000;
}
