import { existsSync } from 'node:fs';
import { isIP } from 'node:net';

import { plainToInstance, Transform } from 'class-transformer';
import {
  getMetadataStorage,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  validateSync,
  type ValidationOptions,
} from 'class-validator';

/** A URL that parses, with a port (when given) from 1 to 65535. */
function isServiceUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const port = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?(?:\[[^\]]*\]|[^:/]*)(?::(\d*))?/i.exec(value)?.[1];
  return port === undefined || (port !== '' && Number(port) >= 1 && Number(port) <= 65535);
}
const IsServiceUrl = (options: ValidationOptions) =>
  ValidateBy({ name: 'isServiceUrl', validator: { validate: isServiceUrl } }, options);

const MYSQL_URL = /^(mysql|mariadb):\/\/[^/]+\/[^/?]+/;

/** Variables whose values are never printed, not even masked. */
const SECRET_KEYS = new Set(['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID', 'MEDIA_URL_SECRET']);

/** `scheme://user:password@host` with the password replaced, for messages and logs. */
export function maskCredentials(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^/\s]*@/gi, '$1:***@');
}

/** A share of the body memory budget: no more than the budget itself. */
const NotAboveBudget = () =>
  ValidateBy(
    {
      name: 'notAboveBudget',
      validator: {
        validate: (value: unknown, args) =>
          typeof value === 'number' && value <= (args?.object as AppConfig).BODY_MEMORY_BUDGET_BYTES,
      },
    },
    { message: ({ property }) => `${property} must not be above BODY_MEMORY_BUDGET_BYTES` },
  );

/** An unset or empty variable takes the default; anything else is read as a number and validated. */
const NumberOr = (fallback: number) =>
  Transform(({ value }) => (value === undefined || value === '' ? fallback : Number(value)));

/**
 * The process environment, validated at boot. A bad value stops the process with a message
 * that names the variable.
 */
export class AppConfig {
  @NumberOr(3000)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /**
   * The address the server listens on: every IPv4 interface by default (a container's port is
   * published from outside it), `127.0.0.1` for this machine only, `::` for IPv6 as well.
   */
  @ValidateBy(
    {
      name: 'isListenAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && (isIP(value) !== 0 || value === 'localhost'),
      },
    },
    {
      message:
        'HOST must be an IP address to listen on, like 0.0.0.0 (every interface), 127.0.0.1 (this machine only) or :: (IPv6 too), or localhost',
    },
  )
  HOST = '0.0.0.0';

  /** `mysql://user:pass@host:port/db` selects MySQL; unset selects embedded SQLite in DATA_DIR. */
  @IsOptional()
  @Matches(MYSQL_URL, {
    message: 'DATABASE_URL must look like mysql://user:password@host:3306/database',
  })
  @IsServiceUrl({
    message:
      'DATABASE_URL must be a valid URL with a port from 1 to 65535, like mysql://user:password@host:3306/database',
  })
  DATABASE_URL?: string;

  /**
   * MySQL read replicas, comma-separated `mysql://user:pass@host:port/db` URLs: reads go to them,
   * except reads that decide a write and a credential's reads right after its own writes.
   */
  @ValidateIf((config: AppConfig) => config.DATABASE_REPLICA_URLS !== undefined)
  @ValidateBy(
    {
      name: 'replicasNeedPrimary',
      validator: { validate: (_value: unknown, args) => (args?.object as AppConfig).DATABASE_URL !== undefined },
    },
    { message: 'DATABASE_REPLICA_URLS needs DATABASE_URL (the primary)' },
  )
  @ValidateBy(
    {
      name: 'isReplicaUrlList',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          value.split(',').every((url) => MYSQL_URL.test(url.trim()) && isServiceUrl(url.trim())),
      },
    },
    {
      message:
        'DATABASE_REPLICA_URLS must be comma-separated URLs like mysql://user:password@replica:3306/database, each with a port from 1 to 65535',
    },
  )
  DATABASE_REPLICA_URLS?: string;

  /**
   * With replicas: how long a credential's reads go to the primary after it wrote, so it reads
   * its own writes (held across instances through Redis when REDIS_URL is set).
   */
  @NumberOr(5000)
  @IsInt()
  @Min(100)
  @Max(600_000)
  DATABASE_PRIMARY_AFTER_WRITE_MS = 5000;

  /**
   * With replicas: a replica further behind the primary than this (or not replicating at all) is
   * taken out until it catches up; checked every second. 0 turns the check off. Keep it within
   * DATABASE_PRIMARY_AFTER_WRITE_MS, or a client may not read its own writes.
   */
  @NumberOr(5)
  @IsInt()
  @Min(0)
  @Max(86_400)
  DATABASE_REPLICA_MAX_LAG_SECONDS = 5;

  @IsString()
  DATA_DIR = './data';

  /** Base of every link the API writes; defaults to http://localhost:PORT. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @IsIn(['eu', 'us'])
  CLUSTER: 'eu' | 'us' = 'eu';

  @NumberOr(3600)
  @IsInt()
  @Min(60)
  @Max(86400)
  TOKEN_TTL_SECONDS = 3600;

  /**
   * How long a token checked against the database is trusted from memory: the bound on how late
   * a revocation made elsewhere (the CLI) takes effect here. 0 checks the database every time.
   */
  @NumberOr(5000)
  @IsInt()
  @Min(0)
  @Max(5000)
  TOKEN_CACHE_TTL_MS = 5000;

  /**
   * Where a project without a hostname is published: `PUBLISH_URL/{identifier}`. Unset means this
   * service's own reader, `PUBLIC_URL/read` (docs/reader.md); set, it names an outside viewer, and
   * the reader still answers under `/read`.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLISH_URL?: string;

  /**
   * How long the reader serves a cached page before it reads its doc's row again, and trusts what
   * it knows of a `Host` (a project's custom domain or not): the bound on how late a change made
   * on another instance or by the CLI (which send this one no notice) shows. 0 reads the row on
   * every request. Also how long a shared dashboard page is given again while its numbers stand
   * (analytics/dashboard.ts); 0 makes it anew at every view.
   */
  @NumberOr(5000)
  @IsInt()
  @Min(0)
  @Max(60_000)
  READER_REVALIDATE_MS = 5000;

  /**
   * Reader requests one client IP may make per minute that name nothing (an unknown doc, page,
   * asset or preview key); past it, its requests that are not served from the page cache get 429
   * until the minute ends (docs/reader.md, "Limits").
   */
  @NumberOr(120)
  @IsInt()
  @Min(1)
  READER_MISSES_PER_MINUTE = 120;

  /** Password attempts at one protected doc per client IP per minute; past it, 429 (docs/reader.md). */
  @NumberOr(10)
  @IsInt()
  @Min(1)
  READER_PASSWORD_ATTEMPTS_PER_MINUTE = 10;

  /**
   * A port of its own for `GET /metrics` (Prometheus); unset, there is no metrics server. Keep it
   * off the public network; 0 picks a free port (tests).
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT?: number;

  /** The address the metrics server listens on. */
  @IsString()
  @IsNotEmpty()
  METRICS_HOST = '0.0.0.0';

  /** With it, the metrics server also asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  @IsOptional()
  @IsString()
  METRICS_TOKEN?: string;

  /**
   * OpenTelemetry: with an OTLP/HTTP endpoint (`http://collector:4318`), every request is a span
   * sent there, a child of the caller's `traceparent`; unset, no tracing code is loaded.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;

  /** The `service.name` of the spans. */
  @IsString()
  @IsNotEmpty()
  OTEL_SERVICE_NAME = 'publishing-api';

  @IsIn(['debug', 'info', 'warn', 'error', 'silent'])
  LOG_LEVEL: 'debug' | 'info' | 'warn' | 'error' | 'silent' = 'info';

  /** Where uploaded media bytes go: `local` (under DATA_DIR/media) or `s3`. */
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** Required with STORAGE_DRIVER=s3. */
  @ValidateIf((config: AppConfig) => config.STORAGE_DRIVER === 's3')
  @IsString()
  @IsNotEmpty({ message: 'S3_BUCKET is required when STORAGE_DRIVER=s3' })
  S3_BUCKET?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  /** An S3-compatible server (MinIO, Ceph, R2, ...); unset means AWS itself. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  /** `bucket` in the path instead of the host name, as most S3-compatible servers need. */
  @Transform(({ value }) => (value === undefined || value === '' ? false : parseBoolean(value)))
  @IsBoolean({ message: 'S3_FORCE_PATH_STYLE must be true, false, 1 or 0' })
  S3_FORCE_PATH_STYLE = false;

  /** Both or neither; neither uses the SDK's default chain (instance role, AWS_* variables). */
  @ValidateIf((config: AppConfig) => config.S3_SECRET_ACCESS_KEY !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY' })
  S3_ACCESS_KEY_ID?: string;

  @ValidateIf((config: AppConfig) => config.S3_ACCESS_KEY_ID !== undefined)
  @IsString()
  @IsNotEmpty({ message: 'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID' })
  S3_SECRET_ACCESS_KEY?: string;

  /** Largest file one upload may carry; over it, 413. */
  @NumberOr(50 * 1024 * 1024)
  @IsInt()
  @Min(1)
  UPLOAD_MAX_FILE_BYTES = 50 * 1024 * 1024;

  /** Most files one upload request may carry; over it, 413. */
  @NumberOr(20)
  @IsInt()
  @Min(1)
  @Max(1000)
  UPLOAD_MAX_FILES = 20;

  /** Requests one API credential may make per minute, across every route; over it, 429. */
  @NumberOr(600)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 600;

  /** Requests one client IP may make per minute to `/oauth` (guessing client secrets); over it, 429. */
  @NumberOr(30)
  @IsInt()
  @Min(1)
  RATE_LIMIT_OAUTH_PER_MINUTE = 30;

  /**
   * Well-formed bearer tokens (40 hex) one client IP may present per minute that turn out not
   * to be live (unknown, expired, revoked); over it, such requests get 429 instead of 401. A
   * budget apart from `/oauth`'s: a browser whose token expired can still get a new one, and a
   * valid token is never refused because of it. Requests without a token, or with a malformed
   * one (`Bearer null`), are never counted (docs/rate-limits.md).
   */
  @NumberOr(120)
  @IsInt()
  @Min(1)
  RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE = 120;

  /** `redis://[:password@]host:6379[/db]`: rate-limit counters shared by every instance; unset keeps them in memory. */
  @IsOptional()
  @Matches(/^rediss?:\/\/[^/]+/, { message: 'REDIS_URL must look like redis://host:6379' })
  @IsServiceUrl({ message: 'REDIS_URL must be a valid URL with a port from 1 to 65535, like redis://host:6379' })
  REDIS_URL?: string;

  /** Prefix of every rate-limit key in Redis, so several deployments can share one server. */
  @IsString()
  @IsNotEmpty()
  RATE_LIMIT_REDIS_PREFIX = 'publishing-api:rate-limit:';

  /**
   * Which proxies' `X-Forwarded-For` to believe for the client IP (the per-IP `/oauth` limit):
   * unset believes none, so a client cannot pick its own address; a number is how many proxy
   * hops sit in front; otherwise a comma-separated list of proxy addresses or CIDR ranges.
   */
  @IsOptional()
  @Matches(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
    message: 'TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges',
  })
  TRUST_PROXY?: string;

  /**
   * Browser origins allowed to call the API (docs/http.md, Security headers and CORS): unset or `*` allows any origin, a
   * comma-separated list (`https://app.example.com`) narrows it, `off` turns CORS off.
   */
  @IsOptional()
  @Matches(/^(\*|off|https?:\/\/[^\s,/]+(\s*,\s*https?:\/\/[^\s,/]+)*)$/, {
    message: 'CORS_ORIGINS must be *, off, or a comma-separated list of origins such as https://app.example.com',
  })
  CORS_ORIGINS?: string;
  /** MySQL: how long opening a connection may take before the request gets a 503. */
  @NumberOr(1000)
  @IsInt()
  @Min(100)
  @Max(60000)
  DB_CONNECT_TIMEOUT_MS = 1000;

  /** MySQL: how long a request may wait for a pooled connection before it gets a 503. */
  @NumberOr(1000)
  @IsInt()
  @Min(100)
  @Max(60000)
  DB_ACQUIRE_TIMEOUT_MS = 1000;

  /**
   * MySQL: how long one query may go without an answer before its connection is dropped and the
   * request gets a 503 (0 turns it off). Without it, a network that swallows packets hangs requests.
   */
  @NumberOr(1000)
  @IsInt()
  @Min(0)
  @Max(600000)
  DB_QUERY_TIMEOUT_MS = 1000;

  /** MySQL: connections in the pool. */
  @NumberOr(10)
  @IsInt()
  @Min(1)
  @Max(1000)
  DB_POOL_SIZE = 10;

  /** A JSON (or form) body must have arrived this long after its request began; else 408. */
  @NumberOr(30_000)
  @IsInt()
  @Min(100)
  @Max(600_000)
  BODY_TIMEOUT_MS = 30_000;

  /** An upload that sends no byte for this long is cut (408, nothing kept). */
  @NumberOr(30_000)
  @IsInt()
  @Min(100)
  @Max(600_000)
  UPLOAD_IDLE_TIMEOUT_MS = 30_000;

  /**
   * What all request bodies in flight may hold in memory together; a body that would pass it is
   * refused with 503 and Retry-After before it is read.
   */
  @NumberOr(64 * 1024 * 1024)
  @IsInt()
  @Min(4 * 1024 * 1024)
  BODY_MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;

  /**
   * What the request bodies in flight of one API credential may hold together, out of
   * BODY_MEMORY_BUDGET_BYTES; a body that would pass it gets 429 with Retry-After, unread, so
   * one tenant cannot take the budget from the others. At least 2 MiB: a 1 MiB JSON body
   * reserves that much.
   */
  @NumberOr(8 * 1024 * 1024)
  @IsInt()
  @Min(2 * 1024 * 1024)
  @NotAboveBudget()
  BODY_MEMORY_PER_CREDENTIAL_BYTES = 8 * 1024 * 1024;

  /** The same per client IP (TRUST_PROXY decides what the IP is), whether or not a token came with the body. */
  @NumberOr(16 * 1024 * 1024)
  @IsInt()
  @Min(2 * 1024 * 1024)
  @NotAboveBudget()
  BODY_MEMORY_PER_IP_BYTES = 16 * 1024 * 1024;

  /**
   * An upload that averages fewer bytes a second than this over UPLOAD_MIN_RATE_WINDOW_MS is
   * cut (408, nothing kept), as an idle one is: a client dripping bytes must not hold its share
   * of the memory budget for ever. 0 turns the check off.
   */
  @NumberOr(10 * 1024)
  @IsInt()
  @Min(0)
  UPLOAD_MIN_BYTES_PER_SECOND = 10 * 1024;

  /** The window the minimum upload rate is averaged over. */
  @NumberOr(60_000)
  @IsInt()
  @Min(1_000)
  @Max(600_000)
  UPLOAD_MIN_RATE_WINDOW_MS = 60_000;

  /**
   * Stored media bytes with no row (a crash between storing and the row's commit) and
   * unfinished writes are removed once they are this old, unless an upload still writes them
   * (docs/uploads.md). Its heartbeat beats every quarter of it (1 s to 60 s).
   */
  @NumberOr(3600)
  @IsInt()
  @Min(0)
  MEDIA_SWEEP_GRACE_SECONDS = 3600;

  /** How often the sweep runs (it also runs once at start). */
  @NumberOr(3600)
  @IsInt()
  @Min(10)
  MEDIA_SWEEP_INTERVAL_SECONDS = 3600;

  /**
   * Personalization tokens one doc may have (docs/personalization.md: 100,000). A setting so that tests can
   * reach the limit with a few requests.
   */
  @NumberOr(100_000)
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  PERSONALIZATION_TOKENS_PER_DOC = 100_000;

  /**
   * How long a token import rests per unit of work, in percent (docs/personalization.md,
   * "Campaigns"): at 50 it rests half as long as each slice of work took, so other workspaces'
   * requests keep most of the machine. 0 runs the import flat out.
   */
  @NumberOr(50)
  @IsInt()
  @Min(0)
  @Max(1000)
  IMPORT_REST_PERCENT = 50;

  /** Export jobs one instance runs at once; 0 makes an instance that queues exports but never runs them. */
  @NumberOr(1)
  @IsInt()
  @Min(0)
  @Max(64)
  EXPORT_CONCURRENCY = 1;

  /**
   * Export jobs one workspace may have running at once, across all instances; 0 sets no cap. Jobs
   * are always taken in turns between workspaces (the one with the fewest running goes next); a
   * cap below the instances' total EXPORT_CONCURRENCY also keeps slots free for a workspace whose
   * export arrives while another's long ones run.
   */
  @NumberOr(0)
  @IsInt()
  @Min(0)
  @Max(64)
  EXPORT_WORKERS_PER_WORKSPACE = 0;

  /** Days a finished export (its archive and its row) is kept before the sweep removes it. */
  @NumberOr(7)
  @IsInt()
  @Min(1)
  @Max(3650)
  EXPORT_RETENTION_DAYS = 7;

  /**
   * How long a running export stays its worker's without a heartbeat (renewed every third of it).
   * A job whose worker died is taken again by another once this ran out, and runs from the start.
   */
  @NumberOr(60_000)
  @IsInt()
  @Min(500)
  @Max(3_600_000)
  EXPORT_LEASE_MS = 60_000;

  /** How often an idle worker looks for queued exports (a POST in the same process wakes it at once). */
  @NumberOr(2000)
  @IsInt()
  @Min(20)
  @Max(600_000)
  EXPORT_POLL_MS = 2000;

  /** Webhooks (docs/webhooks.md): endpoints may be plain `http://` (tests, private deployments). */
  @Transform(({ value }) => (value === undefined || value === '' ? false : parseBoolean(value)))
  @IsBoolean({ message: 'WEBHOOK_ALLOW_HTTP must be true, false, 1 or 0' })
  WEBHOOK_ALLOW_HTTP = false;

  /** Webhooks may reach loopback and private addresses (link-local and metadata never). */
  @Transform(({ value }) => (value === undefined || value === '' ? false : parseBoolean(value)))
  @IsBoolean({ message: 'WEBHOOK_ALLOW_PRIVATE must be true, false, 1 or 0' })
  WEBHOOK_ALLOW_PRIVATE = false;

  /** The waits before each retry of a failed delivery, in ms, comma-separated (docs/webhooks.md). */
  @Matches(/^\d+(,\d+)*$/, { message: 'WEBHOOK_RETRY_SCHEDULE_MS must be comma-separated milliseconds' })
  WEBHOOK_RETRY_SCHEDULE_MS = '5000,300000,1800000,7200000,18000000,36000000,36000000';

  /** An endpoint failing for this long (ms, default 3 days) is disabled. */
  @NumberOr(259_200_000)
  @IsInt()
  @Min(0)
  WEBHOOK_DISABLE_AFTER_MS = 259_200_000;

  /** One attempt's time limit, connection to the last byte read. */
  @NumberOr(10_000)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOK_TIMEOUT_MS = 10_000;

  /** How often the delivery worker looks for due deliveries. */
  @NumberOr(1000)
  @IsInt()
  @Min(20)
  @Max(600_000)
  WEBHOOK_POLL_MS = 1000;

  /** Endpoints delivered to at once by this instance (each endpoint one at a time, in order); 0 turns delivery off. */
  @NumberOr(16)
  @IsInt()
  @Min(0)
  @Max(1000)
  WEBHOOK_CONCURRENCY = 16;

  /** How long an endpoint stays this instance's without a heartbeat. */
  @NumberOr(60_000)
  @IsInt()
  @Min(500)
  @Max(3_600_000)
  WEBHOOK_LEASE_MS = 60_000;

  /**
   * The key that signs media URLs a page embeds (docs/media-urls.md): at least 32 characters.
   * Unset: the server generates one on first start and keeps it in the database, so every
   * instance on that database shares it. Changing it makes every signed link already given out 403.
   */
  @IsOptional()
  @IsString()
  @Matches(/^.{32,256}$/s, { message: 'MEDIA_URL_SECRET must be 32 to 256 characters' })
  MEDIA_URL_SECRET?: string;

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
  @ValidateIf((config: AppConfig) => config.ANALYTICS_STORE === 'clickhouse' || config.CLICKHOUSE_URL !== undefined)
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

  get isMysql(): boolean {
    return this.DATABASE_URL !== undefined;
  }

  /** DATABASE_REPLICA_URLS as a list; empty without replicas. */
  get replicaUrls(): string[] {
    return this.DATABASE_URL && this.DATABASE_REPLICA_URLS
      ? this.DATABASE_REPLICA_URLS.split(',').map((url) => url.trim())
      : [];
  }

  /** CORS_ORIGINS as Fastify's CORS plugin takes it: false (off), `*` (any, the default) or a list. */
  get corsOrigins(): false | '*' | string[] {
    if (this.CORS_ORIGINS === undefined || this.CORS_ORIGINS === '*') return '*';
    if (this.CORS_ORIGINS === 'off') return false;
    return this.CORS_ORIGINS.split(',').map((origin) => origin.trim());
  }

  /** TRUST_PROXY as Fastify's `trustProxy` takes it: off, a hop test, or the proxies' addresses. */
  get trustProxy(): boolean | string[] | ((address: string, hop: number) => boolean) {
    if (this.TRUST_PROXY === undefined) return false;
    if (/^\d+$/.test(this.TRUST_PROXY)) {
      const hops = Number(this.TRUST_PROXY);
      return (_address, hop) => hop < hops;
    }
    return this.TRUST_PROXY.split(',').map((entry) => entry.trim());
  }

  /** PUBLIC_URL without a trailing slash, ready to prefix paths. */
  get baseUrl(): string {
    return (this.PUBLIC_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /** WEBHOOK_RETRY_SCHEDULE_MS as numbers. */
  get webhookRetrySchedule(): number[] {
    return this.WEBHOOK_RETRY_SCHEDULE_MS.split(',').map(Number);
  }

  /** PUBLISH_URL without a trailing slash; this service's reader when it is unset. */
  get publishUrl(): string {
    return this.PUBLISH_URL === undefined ? `${this.baseUrl}/read` : this.PUBLISH_URL.replace(/\/+$/, '');
  }
}

export class ConfigError extends Error {}

/** Reads `./.env` when there is one; variables already in the environment win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/**
 * Every variable the class declares: each has a validation decorator, so class-validator's
 * metadata lists it, those without a default (optional ones) included. A list kept by hand here
 * once forgot new optional variables, which were then silently ignored.
 */
const KNOWN_KEYS = new Set(
  getMetadataStorage()
    .getTargetValidationMetadatas(AppConfig, '', true, false)
    .map((metadata) => metadata.propertyName),
);

/** `true`/`false`/`1`/`0`; anything else is left as is for the validator to name. */
function parseBoolean(value: unknown): unknown {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

/** A bad value as a message may show it: secrets never, URLs without their password. */
function shown(key: string, value: string | undefined): string {
  if (value === undefined) return '""';
  return SECRET_KEYS.has(key) ? '"***"' : JSON.stringify(maskCredentials(value));
}

/** Builds the config from an environment, throwing a ConfigError that names each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string> = {};
  for (const key of KNOWN_KEYS) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const config = plainToInstance(AppConfig, raw);
  const errors = validateSync(config, { whitelist: true });
  if (errors.length > 0) {
    const lines = errors.map(
      (e) => `${e.property}=${shown(e.property, raw[e.property])}: ${Object.values(e.constraints ?? {}).join('; ')}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return config;
}
