/**
 * Bench data on MySQL/MariaDB: one database per project count, seeded in bulk once and reused.
 *
 * Every database has 100 workspaces. Workspace 1 is the tenant the benchmark calls as, and it
 * holds the same data at every scale (5,000 projects, 5,000 users), so the only thing that
 * grows between scales is the table around it: the scale runs show what the table size costs a
 * request that should touch its own workspace only. The other 99 workspaces share the rest.
 */
import { createHash } from 'node:crypto';

import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';

import { loadConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source.js';
import { ROOT_FOLDER_NAME } from '../src/media-library/folder.entity.js';

export const WORKSPACES = 100;
export const TENANT = 1;
export const TENANT_PROJECTS = 5_000;
export const TENANT_USERS = 5_000;
export const USERS = 100_000;
/** The tenant's project with many docs, which the doc list scenario filters on; the same at every scale. */
export const DOC_PROJECT = 3;
const DOC_PROJECT_DOCS = 2_000;
/** The list requests the benches make (`npm run bench`, `bench:instructions`): a name search, newest first. */
export const TITLE_LIST =
  '/v2/magazine/title?limit=30&filter[0][field]=name&filter[0][type]=like&filter[0][value]=Project%25' +
  '&filter[1][field]=has_secure_socket_layer&filter[1][type]=eq&filter[1][value]=true&order-by[0][field]=name&order-by[0][direction]=desc';
export const USER_LIST = '/v2/user?filter[0][field]=email&filter[0][type]=like&filter[0][value]=user1%25';
/** What the platform's clients send most: one project's docs, a name search, newest first. */
export const DOC_LIST =
  `/v2/magazine/edition?limit=30&filter[0][field]=title&filter[0][type]=eq&filter[0][value]=${DOC_PROJECT}` +
  '&filter[1][field]=name&filter[1][type]=like&filter[1][value]=Report%25&order-by[0][field]=affected_on&order-by[0][direction]=desc';
/** The tenant's credential (for tokens) and a second one for the POST /oauth scenario. */
export const BENCH_CLIENTS = [
  { clientId: 'bench-reader', secret: 'bench-reader-secret-0123456789abcdef0123456789abcdef' },
  { clientId: 'bench-oauth', secret: 'bench-oauth-secret-0123456789abcdef0123456789abcdef' },
];

/** The body of a `POST /oauth` for `client`'s token (the client-credentials grant). */
export function clientCredentials(client: { clientId: string; secret: string }): string {
  return JSON.stringify({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.secret });
}

/** A token of the tenant's reader credential, from the server's `POST /oauth`. */
export async function readerToken(name: string, base: string): Promise<string> {
  const response = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: clientCredentials(BENCH_CLIENTS[0]),
  });
  if (!response.ok) throw new Error(`${name}: POST /oauth answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

// v3: docs are whole rows (the Docs area), one per project outside the tenant, 2,000 in DOC_PROJECT.
// v5: user.num_accounts, counted by the membership triggers as the memberships are inserted.
const SEED_VERSION = 'bench-seed-v5';
const BATCH = 2_000;

export interface BenchDatabase {
  name: string;
  url: string;
  projects: number;
}

export function benchDatabase(serverUrl: string, projects: number): BenchDatabase {
  const name = process.env.BENCH_DB_NAME
    ? process.env.BENCH_DB_NAME
    : projects === 100_000
      ? 'bench'
      : `bench_${projects >= 1_000_000 ? `${projects / 1_000_000}m` : `${projects / 1_000}k`}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), projects };
}

/** Seeds the database unless a finished seed of the same shape is there already. */
export async function ensureSeeded(serverUrl: string, db: BenchDatabase, log: (line: string) => void): Promise<void> {
  const marker = `${SEED_VERSION}:projects=${db.projects}:users=${USERS}`;
  const server = await mysql.createConnection({ uri: serverUrl, multipleStatements: false });
  try {
    const [found] = await server.query<mysql.RowDataPacket[]>(
      'SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
      [db.name, 'bench_seed'],
    );
    if (found.length > 0) {
      const [rows] = await server.query<mysql.RowDataPacket[]>(
        `SELECT value FROM \`${db.name}\`.bench_seed WHERE name = 'seed'`,
      );
      if (rows[0]?.value === marker) {
        log(`${db.name}: seeded already (${db.projects.toLocaleString('en')} projects), reused`);
        return;
      }
    }
    // Anything else (no marker, another shape, an interrupted seed) starts from scratch.
    await server.query(`DROP DATABASE IF EXISTS \`${db.name}\``);
    await server.query(`CREATE DATABASE \`${db.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await server.end();
  }

  const started = Date.now();
  // The app's own migrations make the schema, exactly as production has it.
  const dataSource = new DataSource(dataSourceOptions(loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent' })));
  await dataSource.initialize();
  await dataSource.destroy();

  const pool = mysql.createPool({ uri: db.url, connectionLimit: 2, dateStrings: true });
  try {
    const conn = await pool.getConnection();
    await conn.query('SET unique_checks = 0, foreign_key_checks = 0');
    await seedWorkspaces(conn);
    await seedProjects(conn, db.projects, log);
    await seedUsers(conn, log);
    await conn.query('SET unique_checks = 1, foreign_key_checks = 1');
    await conn.query('ANALYZE TABLE title, edition, page, user, membership');
    await conn.query('CREATE TABLE bench_seed (name varchar(32) PRIMARY KEY, value varchar(255) NOT NULL)');
    await conn.query("INSERT INTO bench_seed VALUES ('seed', ?)", [marker]);
    conn.release();
  } finally {
    await pool.end();
  }
  log(
    `${db.name}: seeded ${db.projects.toLocaleString('en')} projects and ${USERS.toLocaleString('en')} users in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

const NOW = '2026-01-01 00:00:00.000';

function at(secondsAfter: number): string {
  return new Date(Date.parse('2025-01-01T00:00:00Z') + secondsAfter * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace('Z', '');
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

async function seedWorkspaces(conn: mysql.PoolConnection): Promise<void> {
  const workspaces = Array.from({ length: WORKSPACES }, (_, i) => [
    i + 1,
    `Bench workspace ${i + 1}`,
    `bench-workspace-${i + 1}`,
    'active',
    0,
    0,
    '{}',
    NOW,
    null,
  ]);
  await conn.query(
    'INSERT INTO workspace (id, name, identifier, status, is_trial, is_company, meta, created_on, modified_on) VALUES ?',
    [workspaces],
  );
  const folders = workspaces.map(([id]) => [id, null, ROOT_FOLDER_NAME, NOW, NOW]);
  await conn.query('INSERT INTO folder (workspace_id, parent_id, name, created_on, modified_on) VALUES ?', [folders]);
  const credentials = BENCH_CLIENTS.map((client) => [client.clientId, sha256(client.secret), TENANT, NOW, null]);
  await conn.query(
    'INSERT INTO api_credential (client_id, secret_hash, workspace_id, created_on, revoked_on) VALUES ?',
    [credentials],
  );
}

const VENDOR = {
  a: JSON.stringify({ munchkin_id: '', is_enabled: false }),
  b: JSON.stringify({ hub_id: '', hublet: '', is_enabled: false }),
  c: JSON.stringify({ piCid: '', piAid: '' }),
  d: JSON.stringify({ site_id: '', custom_tracker_subdomain: '' }),
  e: JSON.stringify({ has_enabled: false, has_events_enabled: false, has_views_enabled: false, measurement_id: '' }),
};

/**
 * The tenant's projects come first (ids 1..5,000), then the other workspaces' in turn. Names
 * grow with the id within a workspace, so the bulk insert appends to every index; four in five
 * start with "Project", and half have SSL, which the list scenario filters on.
 */
async function seedProjects(conn: mysql.PoolConnection, total: number, log: (line: string) => void): Promise<void> {
  let rows: unknown[][] = [];
  let editions: unknown[][] = [];
  let uid = 0;
  const doc = (title: number, workspace: number, n: number, status: 'published' | 'draft', created: string) => {
    const published = status === 'published' ? created : null;
    editions.push([
      title,
      workspace,
      `${n % 2 ? 'Report' : 'Issue'} ${title}-${n}`,
      `doc-${n}`,
      `b${String(++uid).padStart(11, '0')}`,
      status,
      published,
      published,
      created,
      1,
      0,
      null,
      null,
      'other',
      '{}',
      null,
      created,
      null,
    ]);
  };
  const flushDocs = async () => {
    if (editions.length === 0) return;
    await conn.query(
      'INSERT INTO edition (title_id, workspace_id, name, identifier, uid, status, published_on, first_published_on, affected_on, ' +
        'is_visible, is_default, has_header, is_starred, category, options, screenshot_id, created_on, modified_on) VALUES ?',
      [editions],
    );
    editions = [];
  };
  for (let id = 1; id <= total; id++) {
    const workspace = id <= TENANT_PROJECTS ? TENANT : 2 + ((id - TENANT_PROJECTS - 1) % (WORKSPACES - 1));
    const word = id % 5 === 0 ? 'Catalogue' : 'Project';
    const created = at(id);
    rows.push([
      id,
      workspace,
      `${word} ${String(id).padStart(7, '0')}`,
      `p-${id}`,
      id % 10 === 0 ? `p${id}.bench.example` : null,
      null,
      VENDOR.a,
      VENDOR.b,
      VENDOR.c,
      VENDOR.d,
      VENDOR.e,
      null,
      id % 3 === 0 ? `https://p${id}.example.com` : null,
      1 + (id % 3),
      id % 2,
      created,
      '[]',
      null,
      null,
      null,
      0,
      created,
      created,
      null,
      null,
      null,
      '{}',
      'rgba(0,0,0,0)',
    ]);
    // The tenant: two docs in every third project, and DOC_PROJECT_DOCS in DOC_PROJECT. Every other
    // workspace's project has one doc, so the doc table grows with the scale around the tenant's.
    if (id === DOC_PROJECT)
      for (let n = 1; n <= DOC_PROJECT_DOCS; n++)
        doc(id, workspace, n, n % 4 === 0 ? 'published' : 'draft', at(id + n));
    else if (workspace === TENANT && id % 3 === 0)
      [1, 2].forEach((n) => doc(id, workspace, n, n === 1 ? 'published' : 'draft', created));
    else if (workspace !== TENANT) doc(id, workspace, 1, 'draft', created);
    if (editions.length >= BATCH) await flushDocs();
    if (rows.length === BATCH || id === total) {
      await conn.query(
        'INSERT INTO title (id, workspace_id, name, identifier, hostname, ua_code, vendor_a_code, vendor_b_code, vendor_c_code, ' +
          'vendor_d_code, vendor_e_config, security_profile, website, license, has_secure_socket_layer, affected_on, options, ' +
          'certificate, certificate_chain, certificate_key, automated_certificate, created_on, modified_on, logo, icon, splash, ' +
          'rules, background_color) VALUES ?',
        [rows],
      );
      rows = [];
      if (id % 100_000 === 0 && total >= 500_000)
        log(`  ${id.toLocaleString('en')} of ${total.toLocaleString('en')} projects`);
    }
  }
  await flushDocs();
}

/**
 * Users 1..5,000 are the tenant's members; the rest spread over the other workspaces. Every
 * tenth user also belongs to a second workspace, so `num_accounts` is not always 1.
 */
async function seedUsers(conn: mysql.PoolConnection, log: (line: string) => void): Promise<void> {
  let users: unknown[][] = [];
  let memberships: unknown[][] = [];
  const options = JSON.stringify({ tour: {} });
  for (let id = 1; id <= USERS; id++) {
    const email = `user${id}@bench.example`;
    const created = at(id);
    users.push([
      id,
      `First${id}`,
      `Last${id}`,
      email,
      email,
      id % 4 === 0 ? null : `+1 555 ${id}`,
      created,
      null,
      null,
      'active',
      options,
      created,
      null,
      null,
      null,
    ]);
    const workspace = id <= TENANT_USERS ? TENANT : 2 + ((id - TENANT_USERS - 1) % (WORKSPACES - 1));
    memberships.push([id, workspace, JSON.stringify(id % 7 === 0 ? ['editor'] : ['viewer']), created]);
    if (id % 10 === 0) memberships.push([id, workspace === WORKSPACES ? 2 : workspace + 1, '["viewer"]', created]);
    if (users.length === BATCH || id === USERS) {
      await conn.query(
        'INSERT INTO user (id, first_name, last_name, email, email_normalized, phone, activated_on, verified_on, activity_on, ' +
          'status, options, created_on, modified_on, country, password_hash) VALUES ?',
        [users],
      );
      await conn.query('INSERT INTO membership (user_id, workspace_id, roles, created_on) VALUES ?', [memberships]);
      users = [];
      memberships = [];
    }
  }
  log(`  ${USERS.toLocaleString('en')} users`);
}
