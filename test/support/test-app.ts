import { expect } from '@jest/globals';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { CredentialsService, type IssuedCredential } from '../../src/auth/credentials.service.js';
import { AppConfig, loadConfig } from '../../src/config/app-config.js';
import { runOnMysqlServer } from '../../src/database/mysql-server.js';
import { ExportWorker } from '../../src/exports/export-worker.js';
import { WorkspacesService } from '../../src/workspaces/workspaces.service.js';

export const PUBLIC_URL = 'https://api.test.example';
export const PUBLISH_URL = 'https://viewer.test.example';

/** The server the MySQL runs use; each test file gets its own fresh database on it. */
const MYSQL_URL = process.env.DATABASE_URL;

export const DRIVER = MYSQL_URL ? 'mysql' : 'sqlite';

/** Every table the API writes; a refused request must leave all of them as they were. */
const SNAPSHOT_TABLES = ['workspace', 'api_credential', 'access_token', 'title', 'edition', 'page', 'user', 'membership', 'folder', 'media_file', 'idempotency_key', 'job'];

/** Each table's rows, as JSON. */
export type TableSnapshot = Record<string, string>;

export interface Tenant {
  workspaceId: number;
  credential: IssuedCredential;
  token: string;
  auth: { Authorization: string };
}

/**
 * The real app, listening on a loopback port, on a database of its own: a new SQLite file, or
 * a new MySQL database created for this test file and dropped afterwards.
 */
export class TestApp {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly config: AppConfig,
    readonly url: string,
    private readonly cleanup: () => Promise<void>,
  ) {}

  /**
   * `viaPort`: the app reaches the fresh MySQL database through this local port (a test's proxy).
   * `replication`: the fresh database is made on this primary instead of DATABASE_URL's server,
   * and the app reads it from the replicas too (DATABASE_REPLICA_URLS).
   */
  static async start(
    env: Record<string, string> = {},
    options: { viaPort?: number; imports?: Type[]; replication?: { primary: string; replicas: string[] } } = {},
  ): Promise<TestApp> {
    const { databaseUrl, dataDir, cleanup } = await freshDatabase(options.replication?.primary);
    const replicas = options.replication && databaseUrl ? options.replication.replicas.map((server) => onServer(databaseUrl, server)) : [];
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl && options.viaPort ? viaPort(databaseUrl, options.viaPort) : databaseUrl,
      ...(replicas.length > 0 && { DATABASE_REPLICA_URLS: replicas.join(',') }),
      PUBLIC_URL,
      PUBLISH_URL,
      LOG_LEVEL: 'silent',
      // Suites make many requests from one IP and one credential; rate-limit tests pass low limits.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_OAUTH_PER_MINUTE: '1000000',
      ...env,
    });
    const app = await createApp(config, { imports: options.imports });
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    return new TestApp(app, config, `http://127.0.0.1:${address.port}`, cleanup);
  }

  async stop(): Promise<void> {
    await this.app.close();
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
      .send({ grant_type: 'client_credentials', client_id: credential.client_id, client_secret: credential.client_secret })
      .expect(200);
    const token = response.body.access_token as string;
    return { workspaceId: workspace.id, credential, token, auth: { Authorization: `Bearer ${token}` } };
  }

  /**
   * Runs a request that must be refused and asserts that no row changed, nor any file under the
   * given directories (a storage root).
   */
  async refusedWithoutChange<R>(run: () => Promise<R>, directories: string[] = [], tables: string[] = SNAPSHOT_TABLES): Promise<R> {
    const rows = await this.snapshot(tables);
    const files = directories.map(filesUnder);
    const result = await run();
    // Names the tables that changed, not two JSON dumps.
    expect(await this.changedSince(rows)).toEqual([]);
    expect(directories.map(filesUnder)).toEqual(files);
    return result;
  }

  /** Every row of the given tables, table by table, to compare before and after a request that must fail. */
  async snapshot(tables: string[] = SNAPSHOT_TABLES): Promise<TableSnapshot> {
    // Export jobs change their rows (and write archives) in the background: compare settled states.
    await this.app.get(ExportWorker).idle();
    const parts: TableSnapshot = {};
    for (const table of tables) {
      parts[table] = JSON.stringify(await this.dataSource.query(`SELECT * FROM ${this.dataSource.driver.escape(table)} ORDER BY 1`));
    }
    return parts;
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

export async function freshDatabase(server = MYSQL_URL): Promise<{ databaseUrl?: string; dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-e2e-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!server) return { dataDir, cleanup: removeDir };

  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => runOnMysqlServer(server, sql);
  await admin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server);
  url.pathname = `/${name}`;
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
  if (body.type !== 'about:blank' || body.status !== status || typeof body.title !== 'string' || typeof body.detail !== 'string') {
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
