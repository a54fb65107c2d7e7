/**
 * What `npm run bench` (api.ts) and `npm run bench:api-ab` (api-ab.ts) share: the API's scenarios,
 * the tenant's ids they pick from, and how a server is started on a seeded database and stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';

import type autocannon from 'autocannon';
import mysql from 'mysql2/promise';

import {
  BENCH_CLIENTS,
  type BenchDatabase,
  clientCredentials,
  DOC_LIST,
  readerToken,
  TENANT,
  TITLE_LIST,
  USER_LIST,
} from './seed.js';
import { BENCH_APP_ENV, BENCH_SCRIPTS, BENCH_SERVER_ENV, freePort, SERVER_NODE_FLAGS } from './server-process.js';

const root = new URL('../..', import.meta.url).pathname;
/** The MySQL server the bench databases live on (BENCH_MYSQL_URL). */
export const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/';
/** The scale whose database the targets are about, and the only one some scenarios run at. */
export const MAIN_SCALE = 100_000;

export type Kind = 'get' | 'list' | 'write';
export interface Scenario {
  name: string;
  kind: Kind;
  scales: 'all' | 'main';
  /** Servers besides app and baseline that answer it. */
  also?: ('ceiling' | 'floor' | 'peer')[];
  request: (ids: Ids, token: string) => autocannon.Request;
}
export interface Ids {
  titles: number[];
  users: number[];
  editions: number[];
}

const pick = (list: number[]) => list[Math.floor(Math.random() * list.length)];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A GET of `path`, the same every time. */
const getOf =
  (path: string): Scenario['request'] =>
  (_, token) => ({ method: 'GET', path, headers: bearer(token) });
/** A GET of `prefix/{id}`, the id picked from `list(ids)` per request. */
const getById =
  (prefix: string, list: (ids: Ids) => number[]): Scenario['request'] =>
  (ids, token) => ({
    method: 'GET',
    headers: bearer(token),
    setupRequest: (req) => ({ ...req, path: `${prefix}/${pick(list(ids))}` }),
  });

export const SCENARIOS: Scenario[] = [
  {
    name: 'GET project by id',
    kind: 'get',
    scales: 'all',
    also: ['ceiling', 'floor', 'peer'],
    request: getById('/v2/magazine/title', (ids) => ids.titles),
  },
  { name: 'project list, page 1', kind: 'list', scales: 'all', request: getOf(TITLE_LIST) },
  { name: 'project list, page 50', kind: 'list', scales: 'all', request: getOf(`${TITLE_LIST}&page=50`) },
  {
    name: 'GET doc by id',
    kind: 'get',
    scales: 'all',
    request: getById('/v2/magazine/edition', (ids) => ids.editions),
  },
  { name: 'doc list, title + name like', kind: 'list', scales: 'all', request: getOf(DOC_LIST) },
  {
    name: 'GET user by id',
    kind: 'get',
    scales: 'main',
    also: ['ceiling', 'floor', 'peer'],
    request: getById('/v2/user', (ids) => ids.users),
  },
  { name: 'user list, email like', kind: 'list', scales: 'main', request: getOf(USER_LIST) },
  {
    name: 'PATCH project',
    kind: 'write',
    scales: 'main',
    also: ['ceiling', 'peer'],
    request: (ids, token) => ({
      method: 'PATCH',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        path: `/v2/magazine/title/${pick(ids.titles)}`,
        body: JSON.stringify({ website: `https://w${Math.floor(Math.random() * 1e6)}.example` }),
      }),
    }),
  },
  {
    name: 'POST /oauth',
    kind: 'write',
    scales: 'main',
    also: ['peer'],
    request: () => ({
      method: 'POST',
      path: '/oauth',
      headers: { 'content-type': 'application/json' },
      body: clientCredentials(BENCH_CLIENTS[1]),
    }),
  },
];

export type ServerName = 'app' | 'baseline' | 'ceiling' | 'floor' | 'peer';
export interface Server {
  name: ServerName;
  process: ChildProcess;
  url: string;
  token: string;
}

/** Fresh token table, and the tenant's ids for the random-id scenarios. */
export async function prepare(db: BenchDatabase): Promise<Ids> {
  const conn = await mysql.createConnection(db.url);
  try {
    await conn.query('DELETE FROM access_token');
    const [titles] = await conn.query<mysql.RowDataPacket[]>('SELECT id FROM title WHERE workspace_id = ?', [TENANT]);
    const [users] = await conn.query<mysql.RowDataPacket[]>('SELECT user_id FROM membership WHERE workspace_id = ?', [
      TENANT,
    ]);
    const [editions] = await conn.query<mysql.RowDataPacket[]>('SELECT id FROM edition WHERE workspace_id = ?', [
      TENANT,
    ]);
    return { titles: titles.map((r) => r.id), users: users.map((r) => r.user_id), editions: editions.map((r) => r.id) };
  } finally {
    await conn.end();
  }
}

/**
 * One server on `db`, ready, with its token. `script` swaps in another build's app (bench:api-ab);
 * `nodeFlags` are added after the app's own, `env` over the benchmark's.
 */
export async function startServer(
  name: ServerName,
  db: BenchDatabase,
  { script = BENCH_SCRIPTS[name], nodeFlags = [] as string[], env = {} as Record<string, string> } = {},
): Promise<Server> {
  const port = await freePort();
  // BENCH_NODE_FLAGS (for example `--cpu-prof`) go to the app only, never to the baseline.
  const flags =
    name === 'app'
      ? [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), ...nodeFlags]
      : nodeFlags;
  const child = spawn(process.execPath, [...flags, script], {
    env: {
      ...BENCH_SERVER_ENV,
      ...(name === 'app' ? BENCH_APP_ENV : {}),
      DATABASE_URL: db.url,
      PORT: String(port),
      ...env,
    },
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // The first start on a database runs any new migration, which takes a while on 1,000,000 rows.
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${name} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, process: child, url, token: await readerToken(name, url) };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
