import { IsInt, IsOptional, Matches, Max, Min, ValidateBy, ValidateIf } from 'class-validator';

import { IsServiceUrl, isServiceUrl, MYSQL_URL, NumberOr } from '../validators.js';

/** The database: MySQL (DATABASE_URL) or the embedded SQLite, its read replicas, its pool and timeouts. */
export class DatabaseConfig {
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
  @ValidateIf((config: DatabaseConfig) => config.DATABASE_REPLICA_URLS !== undefined)
  @ValidateBy(
    {
      name: 'replicasNeedPrimary',
      validator: { validate: (_value: unknown, args) => (args?.object as DatabaseConfig).DATABASE_URL !== undefined },
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
}
