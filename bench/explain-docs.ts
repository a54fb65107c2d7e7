/**
 * EXPLAIN for the Docs statements on MySQL/MariaDB: `npm run build:tools && node dist/bench/explain-docs.js`.
 *
 * Seeds a scratch database (EXPLAIN_DOCS, default 200,000 docs over 100 workspaces of 20 projects
 * each; the tenant, workspace 1, holds a project of 5,000 docs), runs the app's own list and GET
 * statements through a logging data source, prints each statement's EXPLAIN, fails when one reads
 * a whole table (`type: ALL`), and drops the database. BENCH_MYSQL_URL names the server.
 */
import mysql from 'mysql2/promise';
import { DataSource, type Logger } from 'typeorm';

import { fetchListPage } from '../src/common/list-query/list-page.js';
import { loadConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source.js';
import { Edition } from '../src/editions/edition.entity.js';
import { EDITION_LIST_FIELDS } from '../src/editions/edition.list-fields.js';

const SERVER = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/';
const DOCS = Number(process.env.EXPLAIN_DOCS ?? 200_000);
const WORKSPACES = 100;
const PROJECTS_PER_WORKSPACE = 20;
const TENANT_PROJECT = 1;
const TENANT_PROJECT_DOCS = 5_000;

const captured: { sql: string; params: unknown[] }[] = [];
const logger: Logger = {
  logQuery: (sql, params) => void captured.push({ sql, params: (params ?? []) as unknown[] }),
  logQueryError: () => undefined,
  logQuerySlow: () => undefined,
  logSchemaBuild: () => undefined,
  logMigration: () => undefined,
  log: () => undefined,
};

const name = `explain_docs_${Date.now()}`;
const url = new URL(SERVER);
url.pathname = `/${name}`;
const admin = await mysql.createConnection({ uri: SERVER });
await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
let scans = 0;
try {
  const dataSource = new DataSource({
    ...dataSourceOptions(loadConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' })),
    logger,
    logging: ['query'],
  });
  await dataSource.initialize();
  await seed(url.toString());
  captured.length = 0;

  const list = (query: Record<string, unknown>) =>
    fetchListPage(
      dataSource
        .getRepository(Edition)
        .createQueryBuilder('edition')
        .where('edition.workspace_id = :workspaceId', { workspaceId: 1 }),
      query,
      EDITION_LIST_FIELDS,
      'edition.id',
    );
  await list({
    filter: [
      { field: 'title', type: 'eq', value: String(TENANT_PROJECT) },
      { field: 'name', type: 'like', value: 'Report 1%' },
    ],
    'order-by': [{ field: 'affected_on', direction: 'desc' }],
  });
  await list({ 'order-by': [{ field: 'affected_on', direction: 'desc' }] });
  await list({
    filter: [{ field: 'category', type: 'eq', value: 'report' }],
    'order-by': [{ field: 'created_on', direction: 'desc' }],
  });
  // GET by id: the statement EditionsService.get runs (the doc, its project's address, its page count).
  await dataSource
    .getRepository(Edition)
    .createQueryBuilder('edition')
    .where('edition.id = :id AND edition.workspace_id = :workspaceId', { id: 42, workspaceId: 1 })
    .innerJoin('edition.title', 'title')
    .addSelect(['title.id', 'title.identifier', 'title.hostname'])
    .addSelect('(SELECT COUNT(*) FROM page p WHERE p.edition_id = edition.id)', 'pages_count')
    .getRawAndEntities();

  const conn = await mysql.createConnection({ uri: url.toString() });
  for (const { sql, params } of captured.filter((q) => /^\s*SELECT/i.test(q.sql))) {
    const [rows] = await conn.query<mysql.RowDataPacket[]>(`EXPLAIN ${mysql.format(sql, params as never)}`);
    console.log(`\n${sql.slice(0, 400)}`);
    for (const row of rows) {
      console.log(
        `  ${row.table ?? '-'}: type=${row.type ?? '-'} key=${row.key ?? '-'} rows=${row.rows ?? '-'} ${row.Extra ?? ''}`,
      );
      if (row.type === 'ALL') scans++;
    }
  }
  await conn.end();
  await dataSource.destroy();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.end();
}
console.log(`\n${scans === 0 ? 'no statement reads a whole table' : `${scans} statement(s) read a whole table`}`);
process.exit(scans === 0 ? 0 : 1);

async function seed(databaseUrl: string): Promise<void> {
  const conn = await mysql.createConnection({ uri: databaseUrl });
  const now = '2026-01-01 00:00:00.000';
  await conn.query('SET unique_checks = 0, foreign_key_checks = 0');
  await conn.query('INSERT INTO workspace (id, name, created_on, modified_on) VALUES ?', [
    Array.from({ length: WORKSPACES }, (_, i) => [i + 1, `W${i + 1}`, now, now]),
  ]);
  const titles: unknown[][] = [];
  for (let w = 1; w <= WORKSPACES; w++) {
    for (let p = 0; p < PROJECTS_PER_WORKSPACE; p++) {
      const id = (w - 1) * PROJECTS_PER_WORKSPACE + p + 1;
      titles.push([
        id,
        w,
        `P${id}`,
        `p-${id}`,
        '{}',
        '{}',
        '{}',
        '{}',
        '{}',
        1,
        0,
        now,
        '[]',
        0,
        now,
        now,
        '{}',
        'rgba(0,0,0,0)',
      ]);
    }
  }
  await conn.query(
    'INSERT INTO title (id, workspace_id, name, identifier, vendor_a_code, vendor_b_code, vendor_c_code, vendor_d_code, vendor_e_config, ' +
      'license, has_secure_socket_layer, affected_on, options, automated_certificate, created_on, modified_on, rules, background_color) VALUES ?',
    [titles],
  );
  const titleCount = WORKSPACES * PROJECTS_PER_WORKSPACE;
  let rows: unknown[][] = [];
  for (let id = 1; id <= DOCS; id++) {
    // The tenant's first project gets TENANT_PROJECT_DOCS docs; the rest spread over every project.
    const title = id <= TENANT_PROJECT_DOCS ? TENANT_PROJECT : 1 + (id % titleCount);
    const workspace = 1 + Math.floor((title - 1) / PROJECTS_PER_WORKSPACE);
    const at = new Date(Date.parse('2025-01-01T00:00:00Z') + id * 1000)
      .toISOString()
      .replace('T', ' ')
      .replace('Z', '');
    rows.push([
      id,
      title,
      workspace,
      `${id % 2 ? 'Report' : 'Issue'} ${id}`,
      `d-${id}`,
      `e${String(id).padStart(11, '0')}`,
      'draft',
      at,
      1,
      0,
      id % 3 ? 'report' : 'other',
      '{}',
      at,
    ]);
    if (rows.length === 5_000 || id === DOCS) {
      await conn.query(
        'INSERT INTO edition (id, title_id, workspace_id, name, identifier, uid, status, affected_on, is_visible, is_default, category, options, created_on) VALUES ?',
        [rows],
      );
      rows = [];
    }
  }
  await conn.query('SET unique_checks = 1, foreign_key_checks = 1');
  await conn.query('ANALYZE TABLE title, edition, page');
  await conn.end();
}
