import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { DataSourceOptions } from 'typeorm';

import { ANALYTICS_ENTITIES } from '../analytics/analytics.entities.js';
import { AccessToken } from '../auth/access-token.entity.js';
import { ApiCredential } from '../auth/api-credential.entity.js';
import { ServerSecret } from '../auth/server-secret.entity.js';
import type { AppConfig } from '../config/app-config.js';
import { coverBytesType, EditionCover } from '../covers/edition-cover.entity.js';
import { Edition } from '../editions/edition.entity.js';
import { Page } from '../editions/page.entity.js';
import { Job } from '../exports/job.entity.js';
import { JobError } from '../exports/job-error.entity.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity.js';
import { MediaFile } from '../media-library/file.entity.js';
import { Folder } from '../media-library/folder.entity.js';
import { Category } from '../personalization/category.entity.js';
import { Option } from '../personalization/option.entity.js';
import { Property } from '../personalization/property.entity.js';
import { Token } from '../personalization/token.entity.js';
import { Value } from '../personalization/value.entity.js';
import { WriteInFlight } from '../storage/write-in-flight.entity.js';
import { Title } from '../titles/title.entity.js';
import { Membership } from '../users/membership.entity.js';
import { User } from '../users/user.entity.js';
import { WebhookDelivery, WebhookEndpoint } from '../webhooks/webhook.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { MYSQL_MIGRATIONS, SQLITE_MIGRATIONS } from './migrations/index.js';

export const ENTITIES = [
  Workspace,
  ApiCredential,
  AccessToken,
  Title,
  Edition,
  Page,
  User,
  Membership,
  Folder,
  MediaFile,
  IdempotencyKey,
  Job,
  JobError,
  WriteInFlight,
  ServerSecret,
  Category,
  Option,
  Property,
  Token,
  Value,
  ...ANALYTICS_ENTITIES,
  WebhookEndpoint,
  WebhookDelivery,
  EditionCover,
];

const SQLITE_FILE = 'api.sqlite';
/** Per MySQL connection; see `extra` below. */
const MAX_PREPARED_STATEMENTS = 256;

/**
 * MySQL when DATABASE_URL says so, otherwise SQLite in DATA_DIR. Committed migrations run at
 * start-up on both; nothing is ever synchronised.
 */
export function dataSourceOptions(
  config: AppConfig,
  overrides: { migrationsRun?: boolean; replicas?: boolean } = {},
): DataSourceOptions {
  coverBytesType(config.DATABASE_URL !== undefined);
  const common = {
    entities: ENTITIES,
    synchronize: false,
    migrationsRun: overrides.migrationsRun ?? true,
    migrationsTransactionMode: 'each' as const,
    logging: false,
  };
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    const replicas = overrides.replicas ? config.replicaUrls : [];
    return {
      ...common,
      // Same wire protocol; `mariadb` only changes how TypeORM reads the schema back.
      type: url.protocol === 'mariadb:' ? 'mariadb' : 'mysql',
      ...server(url),
      // Reads go to the replicas, routed by Replicas (replicas.ts). mysql2's pool cluster must
      // never drop a server for good nor retry on its own: the pool guard and Replicas decide.
      ...(replicas.length > 0 && {
        replication: {
          master: server(url),
          slaves: replicas.map((replica) => server(new URL(replica))),
          canRetry: false,
          removeNodeErrorCount: Number.POSITIVE_INFINITY,
        },
      }),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      poolSize: config.DB_POOL_SIZE,
      connectTimeout: config.DB_CONNECT_TIMEOUT_MS,
      // Keep-alive finds a peer that vanished without a FIN; the acquire and query timeouts are
      // enforced by the pool guard (pool-guard.ts), which mysql2 has no options for. `trace: false`:
      // mysql2 otherwise captures an async stack trace for every statement, a large part of a GET
      // by id's cost (bench/levers.md); TypeORM's QueryFailedError keeps the query.
      // `maxPreparedStatements`: the prepared statements each connection keeps, least recently used
      // out (closed on the server). The app prepares a few dozen (hot reads, single-statement
      // writes per column list); mysql2's default allocates its cache's arrays at full length up
      // front, in the old generation every mark-compact walks (bench/levers.md, tenth pass), and
      // lets a pool hold more statements than the server's max_prepared_stmt_count allows.
      extra: {
        enableKeepAlive: true,
        keepAliveInitialDelay: 10_000,
        waitForConnections: true,
        trace: false,
        maxPreparedStatements: MAX_PREPARED_STATEMENTS,
      },
      migrations: MYSQL_MIGRATIONS,
    };
  }
  const dir = resolve(config.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: join(dir, SQLITE_FILE),
    // WAL lets readers proceed while a write commits; the busy timeout queues writers instead
    // of failing them.
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
    },
    migrations: SQLITE_MIGRATIONS,
  };
}

/** Where one MySQL server is, from its URL. */
function server(url: URL) {
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
  };
}
