import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from '@jest/globals';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Connection, createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource, type DataSourceOptions } from 'typeorm';

import { createApp } from '../../src/app.factory.js';
import { CredentialsService, type IssuedCredential } from '../../src/auth/credentials.service.js';
import { AppConfig, loadConfig } from '../../src/config/app-config.js';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { MYSQL_MIGRATIONS } from '../../src/database/migrations/index.js';
import { runOnMysqlServer } from '../../src/database/mysql-server.js';
import { ExportWorker } from '../../src/exports/export-worker.js';
import { WorkspacesService } from '../../src/workspaces/workspaces.service.js';
import { startClickHouse } from './clickhouse.js';
import { watchApp } from './openapi-watch.js';

export const PUBLIC_URL = 'https://api.test.example';
export const PUBLISH_URL = 'https://viewer.test.example';

/** The server the MySQL runs use; each test file gets its own fresh database on it. */
const MYSQL_URL = process.env.DATABASE_URL;

export const DRIVER = MYSQL_URL ? 'mysql' : 'sqlite';

/**
 * MySQL: how long a request may wait for a connect, a pooled connection and a query before the
 * app answers 503 (DB_*_TIMEOUT_MS, 1 s by default, as in production). A MariaDB busy with other
 * suites on a loaded 2-core machine can take longer than that for a plain query, and a spec that is
 * not about those faults would see 503s it did not ask for; so the specs that test them
 * (db-faults, replicas) start with `productionDbTimeouts`, and the rest with these.
 */
const PATIENT_DB_TIMEOUTS = {
  DB_CONNECT_TIMEOUT_MS: '10000',
  DB_ACQUIRE_TIMEOUT_MS: '10000',
  DB_QUERY_TIMEOUT_MS: '10000',
};

/** Every table the API writes; a refused request must leave all of them as they were. */
export const SNAPSHOT_TABLES = [
  'workspace',
  'api_credential',
  'access_token',
  'title',
  'edition',
  'page',
  'user',
  'membership',
  'folder',
  'media_file',
  'idempotency_key',
  'job',
  'write_in_flight',
];
SNAPSHOT_TABLES.push(
  'personalization_category',
  'personalization_option',
  'personalization_property',
  'personalization_token',
  'personalization_value',
);
SNAPSHOT_TABLES.push(
  'analytics_event',
  'analytics_session',
  'analytics_rollup',
  'analytics_goal',
  'analytics_goal_conversion',
);

/** Each table's rows, as JSON. */
export type TableSnapshot = Record<string, string>;

export interface Tenant {
  workspaceId: number;
  /** The workspace's identifier: the first name of its reader addresses (`/read/{workspace}/...`). */
  workspace: string;
  credential: IssuedCredential;
  token: string;
  auth: { Authorization: string };
}

/**
 * The real app, listening on a loopback port, on a database of its own: a new SQLite file, or
 * a new MySQL database created for this test file and dropped afterwards.
 */
export class TestApp {
  /** MySQL: the test's own connection for snapshots, made on first use (see snapshot). */
  private observer?: Promise<DataSource>;

  private constructor(
    readonly app: NestFastifyApplication,
    readonly config: AppConfig,
    readonly url: string,
    private readonly cleanup: () => Promise<void>,
    /** The database as the test reaches it: directly, not through a test's proxy. */
    private readonly directDatabaseUrl?: string,
  ) {}

  /**
   * `viaPort`: the app reaches the fresh MySQL database through this local port (a test's proxy).
   * `replication`: the fresh database is made on this primary instead of DATABASE_URL's server,
   * and the app reads it from the replicas too (DATABASE_REPLICA_URLS).
   * `migrate`: MySQL, the app's start-up migrates an empty database rather than finding the
   * migrated schema already copied in (see freshDatabase).
   * `productionDbTimeouts`: MySQL, the app's own DB_*_TIMEOUT_MS defaults (see PATIENT_DB_TIMEOUTS).
   */
  static async start(
    env: Record<string, string> = {},
    options: {
      viaPort?: number;
      imports?: Type[];
      replication?: { primary: string; replicas: string[] };
      migrate?: boolean;
      productionDbTimeouts?: boolean;
    } = {},
  ): Promise<TestApp> {
    const { databaseUrl, dataDir, cleanup } = await freshDatabase(options.replication?.primary, {
      migrate: options.migrate,
    });
    const replicas =
      options.replication && databaseUrl
        ? options.replication.replicas.map((server) => onServer(databaseUrl, server))
        : [];
    // ANALYTICS_STORE=clickhouse in the environment (CI's ClickHouse leg, .ci/run): each app gets
    // a database of its own on CLICKHOUSE_URL's server (or on a server of its own without one).
    let cleanupAll = cleanup;
    const analyticsEnv: Record<string, string> = {};
    if (process.env.ANALYTICS_STORE === 'clickhouse' && env.ANALYTICS_STORE === undefined) {
      const clickhouse = await startClickHouse();
      analyticsEnv.ANALYTICS_STORE = 'clickhouse';
      analyticsEnv.CLICKHOUSE_URL = clickhouse.url;
      cleanupAll = async () => {
        await cleanup();
        await clickhouse.stop();
      };
    }
    const config = loadConfig({
      ...analyticsEnv,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl && options.viaPort ? viaPort(databaseUrl, options.viaPort) : databaseUrl,
      ...(replicas.length > 0 && { DATABASE_REPLICA_URLS: replicas.join(',') }),
      PUBLIC_URL,
      PUBLISH_URL,
      LOG_LEVEL: 'silent',
      // Suites make many requests from one IP and one credential; rate-limit tests pass low limits.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_OAUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE: '1000000',
      ...(databaseUrl && !options.productionDbTimeouts && PATIENT_DB_TIMEOUTS),
      ...env,
    });
    const app = await createApp(config, { imports: options.imports });
    // Every reply is checked against openapi.json (docs/openapi-validation.md).
    watchApp(app);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    return new TestApp(app, config, `http://127.0.0.1:${address.port}`, cleanupAll, databaseUrl);
  }

  async stop(): Promise<void> {
    await this.app.close();
    const observer = await this.observer?.catch(() => undefined);
    if (observer?.isInitialized) await observer.destroy();
    await this.cleanup();
  }

  http() {
    return request(this.url);
  }

  get dataSource(): DataSource {
    return this.app.get(DataSource);
  }

  /** A workspace with a credential and a live token, made the way an operator would. */
  async tenant(name = 'Workspace'): Promise<Tenant> {
    const workspace = await this.app.get(WorkspacesService).create(name);
    const credential = await this.app.get(CredentialsService).create(workspace.id);
    const response = await this.http()
      .post('/oauth')
      .send({
        grant_type: 'client_credentials',
        client_id: credential.client_id,
        client_secret: credential.client_secret,
      })
      .expect(200);
    const token = response.body.access_token as string;
    return {
      workspaceId: workspace.id,
      workspace: workspace.identifier,
      credential,
      token,
      auth: { Authorization: `Bearer ${token}` },
    };
  }

  /**
   * Runs a request that must be refused and asserts that no row changed, nor any file under the
   * given directories (a storage root).
   */
  async refusedWithoutChange<R>(
    run: () => Promise<R>,
    directories: string[] = [],
    tables: string[] = SNAPSHOT_TABLES,
  ): Promise<R> {
    const rows = await this.snapshot(tables);
    const files = directories.map(filesUnder);
    const result = await run();
    // Names the tables that changed, not two JSON dumps.
    expect(await this.changedSince(rows)).toEqual([]);
    expect(directories.map(filesUnder)).toEqual(files);
    return result;
  }

  /**
   * The counter columns the database keeps by trigger that disagree with a count of the rows they
   * count: a user's `num_accounts` (memberships) and a project's `editions_total` and
   * `editions_published` (docs). Empty when every counter is exact.
   */
  async counterDrift(): Promise<string[]> {
    const source = await this.observed();
    const user = source.driver.escape('user');
    const users = (await source.query(
      `SELECT u.id, u.num_accounts AS counter, (SELECT COUNT(*) FROM membership m WHERE m.user_id = u.id) AS n FROM ${user} u`,
    )) as { id: number; counter: number | string; n: number | string }[];
    const titles = (await source.query(
      'SELECT t.id, t.editions_total AS total, t.editions_published AS published, ' +
        '(SELECT COUNT(*) FROM edition e WHERE e.title_id = t.id) AS n, ' +
        "(SELECT COUNT(*) FROM edition e WHERE e.title_id = t.id AND e.status = 'published') AS p FROM title t",
    )) as { id: number; total: number | string; published: number | string; n: number | string; p: number | string }[];
    return [
      ...users
        .filter((row) => Number(row.counter) !== Number(row.n))
        .map((row) => `user ${row.id}: num_accounts ${row.counter}, memberships ${row.n}`),
      ...titles
        .filter((row) => Number(row.total) !== Number(row.n) || Number(row.published) !== Number(row.p))
        .map((row) => `title ${row.id}: editions ${row.total}/${row.published}, docs ${row.n}/${row.p}`),
    ];
  }

  /**
   * Every row of the given tables, table by table, to compare before and after a request that must
   * fail. On MySQL through a connection of the test's own, straight to the server: what the test
   * observes must not depend on the app's pool, its timeouts and its breaker (db-faults.e2e-spec.ts
   * cuts the app's connections and checks what was left behind).
   */
  async snapshot(tables: string[] = SNAPSHOT_TABLES): Promise<TableSnapshot> {
    // Export jobs change their rows (and write archives) in the background: compare settled states.
    await this.app.get(ExportWorker).idle();
    const source = await this.observed();
    const parts: TableSnapshot = {};
    for (const table of tables) {
      parts[table] = JSON.stringify(await source.query(`SELECT * FROM ${source.driver.escape(table)} ORDER BY 1`));
    }
    return parts;
  }

  private observed(): Promise<DataSource> {
    if (!this.directDatabaseUrl) return Promise.resolve(this.dataSource);
    this.observer ??= new DataSource({
      ...dataSourceOptions(
        loadConfig({
          DATABASE_URL: this.directDatabaseUrl,
          DATA_DIR: this.config.DATA_DIR,
          LOG_LEVEL: 'silent',
          DB_POOL_SIZE: '2',
          ...PATIENT_DB_TIMEOUTS,
        }),
        {
          migrationsRun: false,
        },
      ),
    } as DataSourceOptions).initialize();
    return this.observer;
  }

  /** The tables of a snapshot whose rows are no longer what they were. */
  async changedSince(before: TableSnapshot): Promise<string[]> {
    const now = await this.snapshot(Object.keys(before));
    return Object.keys(before).filter((table) => now[table] !== before[table]);
  }
}

/** The same database on another server (a replica). */
function onServer(databaseUrl: string, server: string): string {
  const url = new URL(server);
  url.pathname = new URL(databaseUrl).pathname;
  return url.toString();
}

function viaPort(databaseUrl: string, port: number): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

/** Every file under a directory, as sorted relative paths; [] when it does not exist. */
export function filesUnder(root: string): string[] {
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A new SQLite directory, or a new MySQL database. On DATABASE_URL's server that database gets
 * the migrated schema copied in from a template (below), unless `migrate` asks for an empty one;
 * on another server (a replication pair's primary) it is always empty, and the app's start-up
 * migrates it.
 */
export async function freshDatabase(
  server = MYSQL_URL,
  options: { migrate?: boolean } = {},
): Promise<{ databaseUrl?: string; dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-e2e-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!server) return { dataDir, cleanup: removeDir };

  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => runOnMysqlServer(server, sql);
  await admin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  if (server === MYSQL_URL && !options.migrate) {
    try {
      await copyMigratedSchema(server, name);
    } catch (error) {
      await admin(`DROP DATABASE IF EXISTS \`${name}\``);
      throw error;
    }
  }
  return {
    databaseUrl: url.toString(),
    dataDir,
    cleanup: async () => {
      await admin(`DROP DATABASE IF EXISTS \`${name}\``);
      await removeDir();
    },
  };
}

/** Asserts an API Problem body and content type. */
export function expectProblem(
  response: { status: number; headers: Record<string, string>; body: Record<string, unknown> },
  status: number,
  detail?: string | RegExp,
): void {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  if (!response.headers['content-type']?.startsWith('application/problem+json')) {
    throw new Error(`expected problem+json, got ${response.headers['content-type']}`);
  }
  const body = response.body;
  if (
    body.type !== 'about:blank' ||
    body.status !== status ||
    typeof body.title !== 'string' ||
    typeof body.detail !== 'string'
  ) {
    throw new Error(`not a problem body: ${JSON.stringify(body)}`);
  }
  if (detail !== undefined) {
    const ok = typeof detail === 'string' ? body.detail === detail : detail.test(body.detail as string);
    if (!ok) throw new Error(`expected detail ${detail}, got ${JSON.stringify(body.detail)}`);
  }
}

/**
 * A body as the same request under another prefix should answer it: every link under PUBLIC_URL
 * moved to `prefix` ('' or '/v2'). Written independently of the app's own rewriting (on the JSON
 * text), to check it.
 */
export function linksUnder<T>(body: T, prefix: '' | '/v2'): T {
  const text = JSON.stringify(body)
    .replaceAll(`"${PUBLIC_URL}/v2/`, `"${PUBLIC_URL}/`)
    .replaceAll(`"${PUBLIC_URL}/`, `"${PUBLIC_URL}${prefix}/`);
  return JSON.parse(text) as T;
}

/**
 * MySQL: what the committed migrations make of an empty database, made once per server, MariaDB
 * version and migration set by running them as the app's start-up does, then copied into each
 * test file's fresh database: its tables, their rows (the `migrations` table's) and its triggers,
 * about 20 statements in 0.2 s, where the migrations are some 200, most of them ALTERs that
 * rebuild a table (1.3 s a file on a busy 2-core machine, more than a minute per MariaDB run).
 * The app then starts on it as on any migrated database: no migration pending. The migrations
 * themselves still run from empty in every MariaDB run: here, when the set changed, in
 * schema.e2e-spec.ts (`migrate`, which compares the result with the entities), and on the
 * replication pairs. The template stays on the server (`e2e_template_<hash>`) for the next run.
 */
async function copyMigratedSchema(server: string, target: string): Promise<void> {
  const template = await migratedTemplate(server);
  const connection = await connect(server, target);
  try {
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of template.tables) await connection.query(table.create);
    for (const table of template.tables) {
      if (table.rows > 0)
        await connection.query(`INSERT INTO \`${table.name}\` SELECT * FROM \`${template.name}\`.\`${table.name}\``);
    }
    // After the rows, as the migrations made them: a trigger fires on later writes only.
    for (const trigger of template.triggers) {
      await connection.query('SET SESSION sql_mode = ?, character_set_client = ?, collation_connection = ?', [
        trigger.sqlMode,
        trigger.charset,
        trigger.collation,
      ]);
      await connection.query(trigger.create);
    }
  } finally {
    await connection.end();
  }
}

interface Template {
  name: string;
  tables: { name: string; create: string; rows: number }[];
  triggers: { create: string; sqlMode: string; charset: string; collation: string }[];
}

function connect(server: string, database?: string): Promise<Connection> {
  const url = new URL(server);
  return createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database,
    charset: 'utf8mb4_unicode_ci',
  });
}

/** Every file the MySQL migrations are made of, so that a change to one makes a new template. */
function migrationSources(): string {
  const root = fileURLToPath(new URL('../../src/database/migrations/', import.meta.url));
  const hash = createHash('sha256');
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true }).sort((x, y) =>
    join(x.parentPath, x.name).localeCompare(join(y.parentPath, y.name)),
  )) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || relative(root, path).startsWith('sqlite')) continue;
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

async function migratedTemplate(server: string): Promise<Template> {
  const admin = await connect(server);
  try {
    const [[{ version }]] = (await admin.query('SELECT VERSION() AS version')) as unknown as [{ version: string }[]];
    const name = `e2e_template_${createHash('sha256').update(migrationSources()).update(version).digest('hex').slice(0, 16)}`;
    // One maker at a time, across test files, runs and machines sharing the server.
    const [[{ locked }]] = (await admin.query('SELECT GET_LOCK(?, 600) AS locked', [name])) as unknown as [
      { locked: number }[],
    ];
    if (Number(locked) !== 1) throw new Error(`could not lock ${name} to make the migrated template`);
    try {
      const [[{ done }]] = (await admin.query(
        'SELECT COUNT(*) AS done FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?',
        [name, 'migrations'],
      )) as unknown as [{ done: number }[]];
      const applied =
        Number(done) > 0
          ? Number(
              (
                (await admin.query(`SELECT COUNT(*) AS n FROM \`${name}\`.migrations`)) as unknown as [{ n: number }[]]
              )[0][0].n,
            )
          : 0;
      if (applied !== MYSQL_MIGRATIONS.length) {
        // Missing, or left half-made by a run that died: made again, from empty.
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        const url = new URL(server);
        url.pathname = `/${name}`;
        const scratch = mkdtempSync(join(tmpdir(), 'api-e2e-template-'));
        try {
          const dataSource = new DataSource(
            dataSourceOptions(loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: scratch, LOG_LEVEL: 'silent' })),
          );
          await dataSource.initialize();
          await dataSource.destroy();
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      }
      const [others] = (await admin.query(
        `SELECT (SELECT COUNT(*) FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ?) + (SELECT COUNT(*) FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?) +
                (SELECT COUNT(*) FROM information_schema.EVENTS WHERE EVENT_SCHEMA = ?) AS n`,
        [name, name, name],
      )) as unknown as [{ n: number }[]];
      if (Number(others[0].n) !== 0)
        throw new Error(
          `the migrations now make views, routines or events: teach copyMigratedSchema (test/support/test-app.ts) to copy them`,
        );
      const [tableRows] = (await admin.query(
        "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
        [name],
      )) as unknown as [{ name: string }[]];
      const tables: Template['tables'] = [];
      for (const { name: table } of tableRows) {
        const [[created]] = (await admin.query(`SHOW CREATE TABLE \`${name}\`.\`${table}\``)) as unknown as [
          Record<string, string>[],
        ];
        const [[{ n }]] = (await admin.query(`SELECT COUNT(*) AS n FROM \`${name}\`.\`${table}\``)) as unknown as [
          { n: number }[],
        ];
        tables.push({
          name: table,
          create: created['Create Table'].replace(/ AUTO_INCREMENT=\d+/, ''),
          rows: Number(n),
        });
      }
      const [triggerRows] = (await admin.query(
        'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? ORDER BY ACTION_ORDER, TRIGGER_NAME',
        [name],
      )) as unknown as [{ name: string }[]];
      const triggers: Template['triggers'] = [];
      for (const { name: trigger } of triggerRows) {
        const [[shown]] = (await admin.query(`SHOW CREATE TRIGGER \`${name}\`.\`${trigger}\``)) as unknown as [
          Record<string, string>[],
        ];
        triggers.push({
          // Without the template's DEFINER: the trigger runs as whoever creates it, as a migration's does.
          create: shown['SQL Original Statement'].replace(
            /^CREATE\s+DEFINER\s*=\s*(`[^`]*`|'[^']*'|\S+)@(`[^`]*`|'[^']*'|\S+)\s+/i,
            'CREATE ',
          ),
          sqlMode: shown.sql_mode,
          charset: shown.character_set_client,
          collation: shown.collation_connection,
        });
      }
      return { name, tables, triggers };
    } finally {
      await admin.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await admin.end();
  }
}
