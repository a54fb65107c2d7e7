/**
 * Analytics benchmark: `npm run bench:analytics` (MariaDB at BENCH_MYSQL_URL, default
 * mysql://root@127.0.0.1:3306; a scratch database is made and dropped).
 *
 *   1. seeds SEED_EVENTS (default 1,000,000) raw events of one doc over the last 30 days with
 *      bulk INSERTs, and times the rollup worker folding them (its catch-up rate);
 *   2. ingestion: POST /analytics/event at 32 connections for SECONDS (default 9) in all, in
 *      ROUNDS (default 3) that alternate with the ceiling's (bench/analytics-ceiling.ts: the same
 *      JSON, rows and batches on bare node:http); events/s and p99 of each, the app's RSS (the
 *      app and the ceiling are child processes: the load generator's memory is not counted);
 *   3. rollup lag under that load: for each minute the worker folds, how long after the minute
 *      closed it was in the rollups;
 *   4. reports: a 30-day report of the seeded doc (a daily series and totals) and the
 *      whole-workspace report by page, p50 of 15 runs each; the shared dashboard page (p50 of
 *      5), the funnel and realtime, conversions by goal (7 and 30 days) and a funnel of goals;
 *   5. with SUSTAIN_RATE (events/s, e.g. 3000): after the rounds, the app alone at that steady
 *      rate for SUSTAIN_SECONDS (default 75), and the rollup lag of every fold from then until
 *      the load's last minute is folded, with the app's RSS under it.
 *
 * BENCH_REUSE=<file>: the first run keeps its database (seeded and folded) and writes what it
 * needs to find it again to <file>; a later run with the same file skips setup, seed and fold
 * and measures reports, ingestion and lag on that database (a 1M seed takes minutes to fold).
 * Drop the database by hand when done (its name is in the file).
 *
 * BENCH_ONLY=dashboard: only the shared dashboard page (with BENCH_REUSE, no seed either), p50 of
 * DASHBOARD_RUNS (default 5) after one warm-up, each time printed, and the app's CPU per page,
 * then the doc's 30-day report for scale; then the run stops (no ingestion, nothing written but
 * the share). The page is kept READER_REVALIDATE_MS between views: BENCH_APP_ENV=
 * "READER_REVALIDATE_MS=0" measures it made anew each time.
 *
 * BENCH_COMPARE=sql (with BENCH_STORE=clickhouse): each ingestion round also loads two more apps,
 * one on ClickHouse (in a ClickHouse database of its own, so the run's worker does not fold its
 * events) and one on the SQL store (the same MariaDB database; the events go to its
 * analytics_event), both with their rollup worker off, in alternating order: both stores'
 * ingestion measured in the same run, on the same events, at the same load.
 *
 * Targets (issue 28): ingestion >= 0.6x the ceiling and >= 3,000 events/s with p99 <= 10 ms; the
 * doc report <= 100 ms p50, the workspace report <= 300 ms; rollup lag <= 60 s; RSS <= 250 MiB.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';
import mysql from 'mysql2/promise';

import { seedStatements } from './analytics-seed.js';
import {
  BENCH_APP_ENV,
  BENCH_SCRIPTS,
  BENCH_SERVER_ENV,
  cpuSeconds,
  freePort,
  operatorCli,
  rssBytes,
  SERVER_NODE_FLAGS,
  waitForReady,
} from './server-process.js';

const SEED_EVENTS = Number(process.env.SEED_EVENTS ?? 1_000_000);
/**
 * BENCH_SEED=server: the events and their rollups made by the database itself, the same events
 * on either store (bench/analytics-seed.ts); the fold is skipped (its rate is the default seed's).
 */
const SERVER_SEED = process.env.BENCH_SEED === 'server';
const SECONDS = Number(process.env.SECONDS ?? 9);
/** The ingestion load alternates between the ceiling and the app this many times. */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = 32;
/** A steady rate (events/s) for the sustained phase, off when 0. */
const SUSTAIN_RATE = Number(process.env.SUSTAIN_RATE ?? 0);
const SUSTAIN_SECONDS = Number(process.env.SUSTAIN_SECONDS ?? 75);
const PAGES = 10;
const ONLY_DASHBOARD = process.env.BENCH_ONLY === 'dashboard';
const DASHBOARD_RUNS = Number(process.env.DASHBOARD_RUNS ?? 5);
const COMPARE_SQL = process.env.BENCH_COMPARE === 'sql' && process.env.BENCH_STORE === 'clickhouse';
const MiB = 1024 * 1024;
const dist = new URL('..', import.meta.url).pathname;
const server = new URL(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');

/** What a BENCH_REUSE file holds: the kept database and what the run made in it. */
interface Kept {
  database: string;
  seedEvents: number;
  ids: { workspace: number; project: number; edition: number; pages: number[] };
  uid: string;
  clientId: string;
  clientSecret: string;
}
const reuseFile = process.env.BENCH_REUSE;
const kept: Kept | undefined =
  reuseFile && existsSync(reuseFile) ? (JSON.parse(readFileSync(reuseFile, 'utf8')) as Kept) : undefined;
const database = kept?.database ?? `bench_analytics_${process.pid}`;
const databaseUrl = `${server.protocol}//${server.username ? `${server.username}@` : ''}${server.host}/${database}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
/**
 * BENCH_STORE=clickhouse (with BENCH_CLICKHOUSE_URL, the server's root, e.g.
 * http://default@127.0.0.1:8123): the app's analytics go to a ClickHouse database of this run's
 * (docs/analytics.md, "Running at scale"); the seed is written there, the fold's watermark stays
 * in MariaDB. The ceiling stays MariaDB's (the bare server writing the same rows).
 */
const clickhouseRoot =
  process.env.BENCH_STORE === 'clickhouse'
    ? new URL(process.env.BENCH_CLICKHOUSE_URL ?? 'http://default@127.0.0.1:8123')
    : null;
const clickhouseEnv: Record<string, string> = clickhouseRoot
  ? {
      ANALYTICS_STORE: 'clickhouse',
      CLICKHOUSE_URL: `${clickhouseRoot.protocol}//${clickhouseRoot.username || 'default'}@${clickhouseRoot.host}/${database}`,
    }
  : {};
/** BENCH_COMPARE=sql: the compared ClickHouse app's database, made and dropped around its rounds. */
const COMPARE_DATABASE = `${database}_compare`;
async function clickhouse(query: string, body?: string): Promise<string> {
  const url = `${clickhouseRoot!.protocol}//${clickhouseRoot!.host}/?database=${database}${body === undefined ? '' : `&query=${encodeURIComponent(query)}`}`;
  const response = await fetch(url, { method: 'POST', body: body ?? query });
  const text = await response.text();
  if (!response.ok) throw new Error(`ClickHouse: ${text}`);
  return text;
}
/** One long statement (a server-side seed can run for minutes: no client timeout). */
function clickhouseLong(query: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: clickhouseRoot!.hostname,
        port: clickhouseRoot!.port,
        // A seed's GROUP BY of 100M events spills to disk rather than pass the memory bound.
        path: `/?database=${database}&max_memory_usage=4000000000&max_bytes_before_external_group_by=1000000000`,
        method: 'POST',
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`ClickHouse: ${text}`))));
      },
    );
    req.on('error', reject);
    req.end(query);
  });
}
if (clickhouseRoot && !kept) {
  await fetch(`${clickhouseRoot.protocol}//${clickhouseRoot.host}/`, {
    method: 'POST',
    body: `CREATE DATABASE ${database}`,
  });
}
const admin = await mysql.createConnection({ uri: server.toString(), timezone: 'Z' });
if (!kept) await admin.query(`CREATE DATABASE \`${database}\``);
const db = await mysql.createPool({ uri: databaseUrl, connectionLimit: 2, timezone: 'Z', multipleStatements: false });
const children: ChildProcess[] = [];

const log = (line: string) => console.log(line);
const load1 = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} at ${new Date().toISOString().slice(11, 19)}Z`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * `store: 'sql'`: the app on the SQL store even in a ClickHouse run (BENCH_COMPARE=sql).
 * `store: 'clickhouse-apart'`: on ClickHouse, in a database of its own (COMPARE_DATABASE).
 */
async function startApp(
  rollupMs: number,
  store: 'run' | 'sql' | 'clickhouse-apart' = 'run',
): Promise<{ process: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir>: the app writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // BENCH_APP=<build>/dist/src/main.js: another build's app on the same bench (a lever's before).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, BENCH_SCRIPTS.app], {
    env: {
      ...BENCH_SERVER_ENV,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...(store === 'sql' ? {} : clickhouseEnv),
      ...(store === 'clickhouse-apart'
        ? { CLICKHOUSE_URL: clickhouseEnv.CLICKHOUSE_URL.replace(/[^/]+$/, COMPARE_DATABASE) }
        : {}),
      PORT: String(port),
      ANALYTICS_EVENTS_PER_MINUTE: '1000000000',
      ANALYTICS_ROLLUP_INTERVAL_MS: String(rollupMs),
      // BENCH_APP_ENV="READER_REVALIDATE_MS=0": the dashboard made anew at every view (no page kept).
      ...BENCH_APP_ENV,
    },
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitForReady(base, 60);
  return { process: child, base };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function json(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Raw events of realistic visits: 1 to 8 pages, an engagement on most, now and then a click. */
let seedSeq = 0;

async function seed(ids: { workspace: number; project: number; edition: number; pages: number[] }): Promise<void> {
  const COUNTRIES = ['DE', 'FR', 'US', 'GB', 'NL', null];
  const DEVICES = [
    ['desktop', 'Chrome', 'Windows'],
    ['desktop', 'Firefox', 'Mac OS'],
    ['mobile', 'Mobile Safari', 'iOS'],
    ['mobile', 'Chrome', 'Android'],
    ['tablet', 'Safari', 'iOS'],
  ];
  const REFERRERS = [null, 'google.com', 'linkedin.com', 'news.example', 'mail.example'];
  const CAMPAIGNS = [
    [null, null, null],
    ['newsletter', 'email', 'spring'],
    ['linkedin', 'social', 'launch'],
  ];
  const now = Date.now();
  const start = now - 30 * 86_400_000;
  const end = now - 3_600_000;
  let rows: unknown[][] = [];
  let written = 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  const flush = async () => {
    if (rows.length === 0) return;
    if (clickhouseRoot) {
      const columns = [
        'workspace_id',
        'project_id',
        'edition_id',
        'page_id',
        'token_id',
        'occurred_on',
        'type',
        'visitor',
        'country',
        'device',
        'browser',
        'os',
        'referrer_domain',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'engaged_ms',
        'scroll_depth',
        'target',
        'name',
      ];
      const lines = rows.map((row) => {
        const record: Record<string, unknown> = {};
        columns.forEach((column, index) => (record[column] = row[index]));
        const at = (row[5] as Date).getTime();
        record.occurred_on = (row[5] as Date).toISOString().slice(0, 19).replace('T', ' ');
        record.at_ms = at;
        record.seq = ++seedSeq;
        return JSON.stringify(record);
      });
      await clickhouse('INSERT INTO analytics_event FORMAT JSONEachRow', lines.join('\n'));
      written += rows.length;
      rows = [];
      return;
    }
    await db.query(
      'INSERT INTO analytics_event (workspace_id, project_id, edition_id, page_id, token_id, occurred_on, type, visitor, country, device, browser, os, referrer_domain, utm_source, utm_medium, utm_campaign, engaged_ms, scroll_depth, target, name) VALUES ?',
      [rows],
    );
    written += rows.length;
    rows = [];
  };
  while (written + rows.length < SEED_EVENTS) {
    const visitor = randomBytes(8).toString('hex');
    const [device, browser, os] = pick(DEVICES);
    const country = pick(COUNTRIES);
    const referrer = pick(REFERRERS);
    const [source, medium, campaign] = pick(CAMPAIGNS);
    let at = start + Math.random() * (end - start);
    const pages = 1 + Math.floor(Math.random() * 8);
    for (let p = 0; p < pages && p < ids.pages.length; p++) {
      const page = ids.pages[p];
      const row = (
        type: string,
        when: number,
        engaged: number | null,
        scroll: number | null,
        target: string | null,
      ) => [
        ids.workspace,
        ids.project,
        ids.edition,
        page,
        null,
        new Date(when),
        type,
        visitor,
        country,
        device,
        browser,
        os,
        referrer,
        source,
        medium,
        campaign,
        engaged,
        scroll,
        target,
        null,
      ];
      rows.push(row('pageview', at, null, null, null));
      const dwell = 5_000 + Math.random() * 90_000;
      if (Math.random() < 0.7)
        rows.push(row('engagement', at + dwell, Math.round(dwell), Math.round(Math.random() * 100), null));
      if (Math.random() < 0.1) rows.push(row('click', at + dwell / 2, null, null, 'https://example.com/'));
      at += dwell + 1000;
    }
    if (rows.length >= 5000) await flush();
  }
  await flush();
}

/** BENCH_SEED=server: the statements of bench/analytics-seed.ts, then the watermark past the seed. */
async function seedOnServer(ids: { workspace: number; project: number; edition: number; pages: number[] }) {
  const startSeconds = Math.floor(Date.now() / 1000) - 30 * 86_400;
  const statements = seedStatements(clickhouseRoot ? 'clickhouse' : 'mariadb', SEED_EVENTS, ids, startSeconds);
  const connection = await db.getConnection();
  try {
    await connection.query("SET time_zone = '+00:00'");
    for (const statement of statements) {
      const started = performance.now();
      if (clickhouseRoot) await clickhouseLong(statement);
      else await connection.query(statement);
      log(
        `  ${statement.replace(/\s+/g, ' ').slice(0, 60)}...: ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    connection.release();
  }
  // The seed's last event is two hours old: the fold starts half an hour ago.
  const watermark = new Date(Math.floor((Date.now() - 30 * 60_000) / 60_000) * 60_000);
  await db.query(
    'INSERT INTO analytics_state (id, data_until) VALUES (1, ?) ON DUPLICATE KEY UPDATE data_until = VALUES(data_until)',
    [watermark],
  );
}

async function dataUntil(): Promise<number> {
  const [rows] = await db.query('SELECT data_until FROM analytics_state WHERE id = 1');
  const list = rows as { data_until: Date }[];
  return list.length > 0 ? list[0].data_until.getTime() : 0;
}

interface LoadRun {
  latencies: number[];
  seconds: number;
  errors: number;
  peakRss: number;
  /** CPU seconds (user + system) the server spent during the round. */
  cpuSeconds: number;
  /** CPU seconds each database server (DATABASE_SERVERS) spent during the round, by name. */
  databaseCpuSeconds: Record<string, number>;
}

/**
 * The database servers on this machine, by process name (one of each, else left out): on two
 * cores they take their CPU from the app's, so the ingestion comparison reports theirs per event
 * too. BENCH_CLICKHOUSE_PID names the ClickHouse server when more than one runs.
 */
const DATABASE_SERVERS: { name: string; pid: number }[] = (
  [
    // A process name as /proc/<pid>/comm holds it: its first 15 characters.
    ['clickhouse-server', 'clickhouse-serv', process.env.BENCH_CLICKHOUSE_PID],
    ['mariadbd', 'mariadbd', undefined],
  ] as const
).flatMap(([name, comm, given]) => {
  if (given !== undefined) return [{ name, pid: Number(given) }];
  let found: string[] = [];
  try {
    found = execFileSync('pgrep', ['-x', comm], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    // pgrep exits 1 when nothing matches.
  }
  return found.length === 1 ? [{ name, pid: Number(found[0]) }] : [];
});

const databaseCpu = () => Object.fromEntries(DATABASE_SERVERS.map(({ name, pid }) => [name, cpuSeconds(pid)]));

/** `rate`: requests per second over all connections (autocannon's `overallRate`), else as fast as it goes. */
async function load(url: string, pid: number, seconds: number, rate?: number): Promise<LoadRun> {
  const latencies: number[] = [];
  let errors = 0;
  let peakRss = rssBytes(pid);
  const cpuBefore = cpuSeconds(pid);
  const databaseBefore = databaseCpu();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pid))), 100);
  const body = (n: number) =>
    JSON.stringify({
      type: 'pageview',
      doc: uid,
      page: 'p0',
      url: `https://r.example/?utm_source=s${n % 7}`,
      referrer: 'https://www.google.com/',
      screen_width: 1280,
    });
  let n = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/analytics/event',
        headers: {
          'Content-Type': 'text/plain',
          'User-Agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
        },
        setupRequest: (request) => ({ ...request, body: body(n++) }),
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, took: number) => {
    if (status === 202) latencies.push(took);
    else errors++;
  });
  const result = await instance;
  clearInterval(sampler);
  const cpuAfter = cpuSeconds(pid);
  const databaseCpuSeconds = Object.fromEntries(
    Object.entries(databaseCpu()).map(([name, after]) => [name, after - databaseBefore[name]]),
  );
  return {
    latencies,
    seconds,
    errors: errors + result.errors + result.timeouts,
    peakRss,
    cpuSeconds: cpuAfter - cpuBefore,
    databaseCpuSeconds,
  };
}

/** Rounds of one server merged: events/s over all of them, p50 and p99 of every response. */
function summary(runs: LoadRun[]): {
  eps: number;
  p50: number;
  p99: number;
  errors: number;
  peakRss: number;
  cpuPerEvent: number;
  /** Each database server's CPU per accepted event over the rounds, by name. */
  databaseCpuPerEvent: Record<string, number>;
} {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    eps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    peakRss: Math.max(...runs.map((run) => run.peakRss)),
    // What the machine's other load cannot change: the server's own CPU per accepted event.
    cpuPerEvent: runs.reduce((sum, run) => sum + run.cpuSeconds, 0) / Math.max(1, latencies.length),
    databaseCpuPerEvent: Object.fromEntries(
      DATABASE_SERVERS.map(({ name }) => [
        name,
        runs.reduce((sum, run) => sum + (run.databaseCpuSeconds[name] ?? 0), 0) / Math.max(1, latencies.length),
      ]),
    ),
  };
}

/** The median time of `runs` requests after one warm-up; NaN when one fails (its status is logged). */
async function p50(base: string, token: string, path: string, runs = 15, times: number[] = []): Promise<number> {
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) {
      log(`${path}: ${res.status} after ${ms(performance.now() - started)}: ${(await res.text()).slice(0, 120)}`);
      return NaN;
    }
    await res.arrayBuffer();
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

let uid = '';
const seedEvents = kept?.seedEvents ?? SEED_EVENTS;

/** A workspace, a credential, a project and a published doc of 10 pages, then the seed. */
async function prepare(): Promise<Kept> {
  const setup = await startApp(0);
  const cli = operatorCli(
    { ...BENCH_SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    dataDir,
  );
  const workspace = await cli('workspace:create', '--name', 'Bench');
  const credential = await cli('credential:create', '--workspace', String(workspace.id));
  const token = await tokenFor(setup.base, credential.client_id, credential.client_secret);
  const project = await json(setup.base, token, 'POST', '/v2/magazine/title', {
    name: 'Bench',
    account: { id: workspace.id },
  });
  const doc = await json(setup.base, token, 'POST', '/v2/magazine/edition', {
    name: 'Seeded',
    title: { id: project.id },
  });
  const pages: number[] = [];
  for (let p = 0; p < PAGES; p++) {
    const page = await json(setup.base, token, 'POST', '/v2/magazine/page', {
      name: `Page ${p}`,
      identifier: `p${p}`,
      edition: { id: doc.id },
      content: { type: 'page', children: [] },
    });
    pages.push(Number(page.id));
  }
  const published = String((await json(setup.base, token, 'POST', `/v2/magazine/edition/${doc.id}/publish`)).uid);
  const ids = { workspace: Number(workspace.id), project: Number(project.id), edition: Number(doc.id), pages };

  const started = performance.now();
  // The app made the ClickHouse schema at start (asynchronously): wait for it.
  for (let tries = 0; clickhouseRoot; tries++) {
    try {
      await clickhouse('SELECT count() FROM analytics_rollup_in');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (SERVER_SEED) await seedOnServer(ids);
  else await seed(ids);
  log(
    `seeded ${SEED_EVENTS.toLocaleString('en')} raw events over 30 days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await stop(setup.process);
  return {
    database,
    seedEvents: SEED_EVENTS,
    ids,
    uid: published,
    clientId: credential.client_id,
    clientSecret: credential.client_secret,
  };
}

/** A share of the doc valid one day: its dashboard's path. */
async function dashboardPathOf(base: string, token: string, doc: number): Promise<string> {
  const res = await fetch(`${base}/analytics/share`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ doc, expires_on: new Date(Date.now() + 86_400_000).toISOString() }),
  });
  return new URL(((await res.json()) as { _links: { dashboard: { href: string } } })._links.dashboard.href).pathname;
}

async function tokenFor(base: string, clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

try {
  const prepared = kept ?? (await prepare());
  const { ids } = prepared;
  const pages = ids.pages;
  uid = prepared.uid;
  if (kept) log(`reusing ${database} (${seedEvents.toLocaleString('en')} seeded events, folded before)`);

  // The worker folds the seed: its catch-up rate (on a reused database, only what is new).
  const app = await startApp(1000);
  const started = performance.now();
  const foldCpuBefore = cpuSeconds(app.process.pid!);
  const target = Date.now() - 3_600_000;
  while ((await dataUntil()) < target) await new Promise((resolve) => setTimeout(resolve, 500));
  const foldSeconds = kept || SERVER_SEED ? NaN : (performance.now() - started) / 1000;
  // The app's own CPU per folded event (the database's is not counted): less noisy than the rate.
  const foldCpuPerEvent = kept ? NaN : (cpuSeconds(app.process.pid!) - foldCpuBefore) / SEED_EVENTS;
  if (!kept && !SERVER_SEED)
    log(
      `rollup worker folded the seed in ${foldSeconds.toFixed(1)} s (${Math.round(SEED_EVENTS / foldSeconds).toLocaleString('en')} events/s, app CPU ${(foldCpuPerEvent * 1e6).toFixed(0)} µs per event)`,
    );
  if (reuseFile && !kept) {
    writeFileSync(reuseFile, JSON.stringify(prepared));
    log(`kept ${database} for BENCH_REUSE=${reuseFile}`);
  }
  // BENCH_SEED_ONLY=1 (with BENCH_REUSE): seed and keep the database, measure nothing (the long
  // part done once, in the background; the measuring run reuses it on a quiet machine).
  if (process.env.BENCH_SEED_ONLY === '1') {
    await stop(app.process);
    log(`seed only: ${load1()}`);
  } else {
    const token = await tokenFor(app.base, prepared.clientId, prepared.clientSecret);

    if (ONLY_DASHBOARD) {
      log(`dashboard from ${load1()}`);
      const times: number[] = [];
      const path = `${await dashboardPathOf(app.base, token, ids.edition)}?period=30d`;
      // The app's own CPU per page (the database's is not counted): steadier than the times on a
      // shared machine.
      const cpuBefore = cpuSeconds(app.process.pid!);
      const value = await p50(app.base, token, path, DASHBOARD_RUNS, times);
      const cpu = (cpuSeconds(app.process.pid!) - cpuBefore) / (DASHBOARD_RUNS + 1);
      log(
        `shared dashboard page (doc, 30d, every section), p50 of ${DASHBOARD_RUNS}: ${ms(value)}; app CPU ${ms(cpu * 1000)} per page`,
      );
      log(`each run: ${times.map((time) => time.toFixed(0)).join(', ')} ms`);
      // For scale, beside it: the doc's month with visitors (a report the dashboard's choice of
      // rollups changes too).
      const docMonth = await p50(
        app.base,
        token,
        `/analytics/report?metrics=visitors,visits,pageviews,bounce_rate,time_on_page&dimensions=time&period=30d&filter[0][field]=doc&filter[0][type]=eq&filter[0][value]=${ids.edition}`,
      );
      log(`30-day report of one doc (daily series + totals), p50 of 15: ${ms(docMonth)}; ended with ${load1()}`);
      await stop(app.process);
    } else {
      // Reports on the folded month.
      log(`reports from ${load1()}`);
      const docReport = await p50(
        app.base,
        token,
        `/analytics/report?metrics=visitors,visits,pageviews,bounce_rate,time_on_page&dimensions=time&period=30d&filter[0][field]=doc&filter[0][type]=eq&filter[0][value]=${ids.edition}`,
      );
      const docShortcut = await p50(app.base, token, `/analytics/doc/${ids.edition}?period=30d`);
      const workspaceByPage = await p50(
        app.base,
        token,
        '/analytics/report?metrics=visitors,visits,pageviews,time_on_page,exit_rate&dimensions=page&period=30d',
      );
      const byDevice = await p50(
        app.base,
        token,
        '/analytics/report?metrics=visits,pageviews,bounce_rate&dimensions=device,country&period=30d',
      );
      const byDeviceVisitors = await p50(
        app.base,
        token,
        '/analytics/report?metrics=visitors,visits&dimensions=device,country&period=30d',
        3,
      );
      // The shared dashboard (every section of the doc over 30 days), the funnel and realtime.
      const dashboardPath = await dashboardPathOf(app.base, token, ids.edition);
      const dashboard = await p50(app.base, token, `${dashboardPath}?period=30d`, DASHBOARD_RUNS);
      const funnel = await p50(app.base, token, `/analytics/funnel?doc=${ids.edition}&period=30d`);
      const realtime = await p50(app.base, token, `/analytics/realtime?doc=${ids.edition}`);
      // Goals (goals-report.ts): conversions from the visits and the events the goals name, and the funnel by goals.
      const goalIds: number[] = [];
      for (const goal of [
        { name: 'Page 3', type: 'page', doc: ids.edition, position: 3 },
        { name: 'Clicked out', type: 'click', pattern: '*example.com*' },
        { name: 'Read to the end', type: 'completion', doc: ids.edition },
      ]) {
        const res = await fetch(`${app.base}/analytics/goal`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(goal),
        });
        goalIds.push(((await res.json()) as { id: number }).id);
      }
      const goalsPath = '/analytics/report?metrics=conversions,conversion_rate&dimensions=goal';
      const goals7 = await p50(app.base, token, `${goalsPath}&period=7d`, 3);
      const goals30 = await p50(app.base, token, `${goalsPath}&period=30d`, 3);
      const goalFunnel = await p50(app.base, token, `/analytics/funnel?goals=${goalIds.join(',')}&period=30d`, 3);
      // A kept database starts the next run without goals (with goals its dashboard also runs
      // the goals section): the run's goals go.
      for (const id of goalIds)
        await fetch(`${app.base}/analytics/goal/${id}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${token}` },
        });
      const rollupRows = clickhouseRoot
        ? Number((await clickhouse('SELECT count() FROM analytics_rollup')).trim())
        : ((
            (await db.query('SELECT COUNT(*) AS rollupRows FROM analytics_rollup')) as unknown as [
              [{ rollupRows: number }],
            ]
          )[0][0].rollupRows as number);
      if (!clickhouseRoot) {
        const [sizes] = await db.query(
          'SELECT table_name AS t, ROUND((data_length + index_length) / 1048576) AS mib FROM information_schema.tables WHERE table_schema = ? AND table_name IN (?, ?, ?)',
          [database, 'analytics_event', 'analytics_session', 'analytics_rollup'],
        );
        log(
          `MariaDB on disk: ${(sizes as { t: string; mib: number }[]).map((row) => `${row.t} ${row.mib} MiB`).join('; ')}`,
        );
      }
      if (clickhouseRoot)
        log(
          `ClickHouse on disk: ${(await clickhouse(`SELECT table, formatReadableSize(sum(bytes)) FROM system.parts WHERE database = '${database}' AND active GROUP BY table FORMAT TSV`)).trim().replace(/\n/g, '; ')}`,
        );

      // Ingestion: the ceiling and the app in alternating rounds (ROUNDS of SECONDS / ROUNDS each),
      // so that the machine's other load falls on both alike. The ceiling writes the same rows to a
      // copy of the events table (same columns and indexes), which the app's worker does not fold.
      await db.query('DROP TABLE IF EXISTS analytics_event_ceiling');
      await db.query('CREATE TABLE analytics_event_ceiling LIKE analytics_event');
      const ceilingPort = await freePort();
      const ceiling = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(dist, 'bench/analytics-ceiling.js')], {
        env: {
          PATH: process.env.PATH,
          PORT: String(ceilingPort),
          DATABASE_URL: databaseUrl,
          BENCH_TABLE: 'analytics_event_ceiling',
          BENCH_EDITION: String(ids.edition),
          BENCH_PROJECT: String(ids.project),
          BENCH_WORKSPACE: String(ids.workspace),
          BENCH_PAGE: String(pages[0]),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(ceiling);
      // Listening once it answers anything (its imports take a while on a busy machine).
      for (let tries = 0; ; tries++) {
        try {
          await fetch(`http://127.0.0.1:${ceilingPort}/`, { method: 'POST', body: '{}' });
          break;
        } catch (error) {
          if (tries > 300) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }

      const lags: number[] = [];
      let lastUntil = await dataUntil();
      const lagSampler = setInterval(() => {
        void dataUntil().then((until) => {
          if (until > lastUntil) {
            lags.push(Date.now() - until);
            lastUntil = until;
          }
        });
      }, 250);
      // BENCH_COMPARE=sql: an app on each store, workers off, loaded in the same rounds. The
      // ClickHouse one writes to a database of its own: in the run's database, the run's app's
      // worker would fold its events (on the same two cores, in whichever round), while nothing
      // folds the SQL one's.
      if (COMPARE_SQL) await clickhouse(`CREATE DATABASE IF NOT EXISTS ${COMPARE_DATABASE}`);
      const compared = COMPARE_SQL
        ? { clickhouse: await startApp(0, 'clickhouse-apart'), sql: await startApp(0, 'sql') }
        : undefined;
      const comparedRuns: { clickhouse: LoadRun[]; sql: LoadRun[] } = { clickhouse: [], sql: [] };
      log(`ingestion from ${load1()}`);
      const runStarted = Date.now();
      const ceilingRuns: LoadRun[] = [];
      const appRuns: LoadRun[] = [];
      const roundSeconds = Math.max(1, Math.round(SECONDS / ROUNDS));
      for (let round = 0; round < ROUNDS; round++) {
        ceilingRuns.push(await load(`http://127.0.0.1:${ceilingPort}`, ceiling.pid!, roundSeconds));
        appRuns.push(await load(app.base, app.process.pid!, roundSeconds));
        if (compared) {
          // Each store first in every other round.
          const order = round % 2 === 0 ? (['clickhouse', 'sql'] as const) : (['sql', 'clickhouse'] as const);
          for (const store of order)
            comparedRuns[store].push(await load(compared[store].base, compared[store].process.pid!, roundSeconds));
        }
      }
      await stop(ceiling);
      if (compared) {
        await stop(compared.clickhouse.process);
        await stop(compared.sql.process);
        await clickhouse(`DROP DATABASE IF EXISTS ${COMPARE_DATABASE}`);
      }
      const ceilingRun = summary(ceilingRuns);
      const appRun = summary(appRuns);
      const appRssAfterLoad = rssBytes(app.process.pid!);
      // The sustained phase: its folds are the lags pushed from here on.
      const sustainedFrom = lags.length;
      const sustained = SUSTAIN_RATE
        ? summary([await load(app.base, app.process.pid!, SUSTAIN_SECONDS, SUSTAIN_RATE)])
        : undefined;
      // Until the minute the run ended in is folded.
      const runEndMinute = Math.ceil(Date.now() / 60_000) * 60_000;
      let until = await dataUntil();
      while (until < runEndMinute) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        until = await dataUntil();
      }
      clearInterval(lagSampler);
      // The last fold, when this loop saw it before the sampler did.
      if (until > lastUntil) lags.push(Date.now() - until);
      const live = await p50(
        app.base,
        token,
        `/analytics/report?metrics=visitors,pageviews&period=today&filter[0][field]=doc&filter[0][type]=eq&filter[0][value]=${ids.edition}`,
        5,
      );
      const lifetimePeakRss = rssBytes(app.process.pid!, 'VmHWM');
      await stop(app.process);

      log('');
      log(`| measure | value | target |`);
      log(`|---|---|---|`);
      log(
        `| ingestion, app (${CONNECTIONS} connections, 1 event per request) | ${Math.round(appRun.eps).toLocaleString('en')} events/s, p50 ${ms(appRun.p50)}, p99 ${ms(appRun.p99)}, ${appRun.errors} errors | >= 3,000 events/s, p99 <= 10 ms |`,
      );
      log(
        `| ingestion, ceiling (bare node:http, same JSON, rows, batches) | ${Math.round(ceilingRun.eps).toLocaleString('en')} events/s, p50 ${ms(ceilingRun.p50)}, p99 ${ms(ceilingRun.p99)} | |`,
      );
      log(
        `| CPU per event (user + system), app / ceiling | ${(appRun.cpuPerEvent * 1e6).toFixed(0)} µs / ${(ceilingRun.cpuPerEvent * 1e6).toFixed(0)} µs: ${(ceilingRun.cpuPerEvent / appRun.cpuPerEvent).toFixed(2)}x | |`,
      );
      if (compared) {
        const ch = summary(comparedRuns.clickhouse);
        const sqlStore = summary(comparedRuns.sql);
        for (const [label, run] of [
          ['ClickHouse', ch],
          ['SQL store (MariaDB)', sqlStore],
        ] as const)
          log(
            `| same run, ${label} app, worker off | ${Math.round(run.eps).toLocaleString('en')} events/s, p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, ${run.errors} errors, ${(run.cpuPerEvent * 1e6).toFixed(0)} µs CPU per event, RSS peak ${(run.peakRss / MiB).toFixed(0)} MiB | |`,
          );
        // The machine's two cores are shared: what each database server spent in the same rounds,
        // per event (ClickHouse's merges of an earlier round's parts may land in a later round).
        for (const [label, run] of [
          ['ClickHouse', ch],
          ['SQL store (MariaDB)', sqlStore],
        ] as const) {
          const servers = Object.entries(run.databaseCpuPerEvent);
          const total = run.cpuPerEvent + servers.reduce((sum, [, perEvent]) => sum + perEvent, 0);
          log(
            `| same run, ${label} rounds: CPU per event, app + database servers | ${(total * 1e6).toFixed(0)} µs: app ${(run.cpuPerEvent * 1e6).toFixed(0)}${servers.map(([name, perEvent]) => `, ${name} ${(perEvent * 1e6).toFixed(0)}`).join('')} | |`,
          );
        }
        log(`| same run, ClickHouse / SQL store | ${(ch.eps / sqlStore.eps).toFixed(2)}x | >= 1x |`);
      }
      log(
        `| app / ceiling (${ROUNDS} alternating rounds of ${roundSeconds} s each) | ${(appRun.eps / ceilingRun.eps).toFixed(2)}x | >= 0.6x |`,
      );
      log(
        `| 30-day report of one doc, ${seedEvents.toLocaleString('en')} events (daily series + totals), p50 | ${ms(docReport)} | <= 100 ms |`,
      );
      log(`| doc shortcut (/analytics/doc/{id}, 30d), p50 | ${ms(docShortcut)} | |`);
      log(`| whole-workspace report by page, 30d, p50 | ${ms(workspaceByPage)} | <= 300 ms |`);
      log(`| report by device and country (audience rollups, SQL sums), 30d, p50 | ${ms(byDevice)} | |`);
      log(`| the same with visitors (audience sketches merged in code), 30d, p50 of 3 | ${ms(byDeviceVisitors)} | |`);
      log(
        `| shared dashboard page (doc, 30d, every section), p50 of ${DASHBOARD_RUNS} | ${ms(dashboard)} | <= 300 ms |`,
      );
      log(`| funnel of the doc (30d), p50 | ${ms(funnel)} | <= 200 ms |`);
      log(`| realtime of the doc (raw events of 30 min + buffer), p50 | ${ms(realtime)} | <= 50 ms |`);
      log(
        `| conversions by goal (the workspace's goals: visits + their clicks), 7d, p50 of 3 | ${ms(goals7)} | budget |`,
      );
      log(
        `| conversions by goal (the workspace's goals: visits + their clicks), 30d, p50 of 3 | ${ms(goals30)} | budget |`,
      );
      log(`| funnel of 3 goals (visits + the events they name), 30d, p50 of 3 | ${ms(goalFunnel)} | budget |`);
      log(`| today's report right after the load (rollups + raw tail), p50 | ${ms(live)} | |`);
      log(
        `| rollup lag (a closed minute to its fold), max of ${lags.length} folds | ${lags.length ? `${(Math.max(...lags) / 1000).toFixed(1)} s` : 'n/a'} | <= 60 s |`,
      );
      if (sustained) {
        const sustainedLags = lags.slice(sustainedFrom);
        log(
          `| sustained: ${SUSTAIN_RATE.toLocaleString('en')} events/s asked for ${SUSTAIN_SECONDS} s | ${Math.round(sustained.eps).toLocaleString('en')} events/s, p50 ${ms(sustained.p50)}, p99 ${ms(sustained.p99)}, ${sustained.errors} errors | |`,
        );
        log(
          `| sustained: rollup lag, max of ${sustainedLags.length} folds (until the load's last minute) | ${sustainedLags.length ? `${(Math.max(...sustainedLags) / 1000).toFixed(1)} s` : 'n/a'} | <= 60 s |`,
        );
        log(
          `| sustained: app RSS peak (sampled every 100 ms) | ${(sustained.peakRss / MiB).toFixed(0)} MiB | <= 250 MiB |`,
        );
      }
      log(
        `| rollup catch-up (folding the seed) | ${kept ? 'n/a (reused database)' : SERVER_SEED ? 'n/a (rollups seeded by the database)' : `${Math.round(SEED_EVENTS / foldSeconds).toLocaleString('en')} events/s, app CPU ${(foldCpuPerEvent * 1e6).toFixed(0)} µs per event`} | |`,
      );
      log(`| rollup rows after the seed | ${Number(rollupRows).toLocaleString('en')} | |`);
      log(
        `| app RSS under the ingestion load, peak (sampled every 100 ms) | ${(appRun.peakRss / MiB).toFixed(0)} MiB | <= 250 MiB |`,
      );
      log(`| app RSS right after the load | ${(appRssAfterLoad / MiB).toFixed(0)} MiB | |`);
      log(
        `| app RSS peak over its life (VmHWM: the seed's fold, the reports, the load) | ${(lifetimePeakRss / MiB).toFixed(0)} MiB | |`,
      );

      log(`(load started ${new Date(runStarted).toISOString()}; ended with ${load1()})`);
    }
  }
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db.end();
  // A kept database stays for the next BENCH_REUSE run (once its file is written).
  if (!reuseFile || !existsSync(reuseFile)) {
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    if (clickhouseRoot) await clickhouse(`DROP DATABASE IF EXISTS ${database}`).catch(() => '');
  }
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
