/**
 * Soak: `npm run soak` (not in CI; issue 6, item 9).
 *
 * Builds (the npm script does), creates a fresh MySQL database, starts the built server on it as a
 * child process, makes workspaces and credentials with the operator CLI, then drives a mix of
 * reads, writes and uploads over a fixed number of keep-alive connections: a warm-up, then the
 * measured run. Afterwards it reads back every resource a 201 named. It reports, and exits
 * non-zero when one fails:
 *   - zero 5xx (and no request that failed on the wire or timed out);
 *   - every 201 readable afterwards (a 200 from its Location; what the soak deleted itself, a 404);
 *   - server RSS at the end within 10% of RSS after the warm-up (both read after the same pause).
 *
 * Environment (all optional):
 *   SOAK_SECONDS (60), SOAK_CONNECTIONS (64), SOAK_WORKSPACES (4),
 *   SOAK_WARMUP_SECONDS (20) and SOAK_WARMUP_MAX_SECONDS (180): the warm-up runs at least the first
 *   and then until the server's RSS has grown less than 3% over the last 15 s (V8 lets the heap
 *   fill before its first full collection under load; RSS before that is no baseline), at most the second,
 *   SOAK_MYSQL_URL (mysql://root@127.0.0.1:3306/soak: the server, and the database to recreate),
 *   SOAK_KEEP_DATABASE=1 keeps the database afterwards, SOAK_RSS_TOLERANCE (0.10),
 *   SOAK_NODE_FLAGS (node flags for the server, e.g. --trace-gc), SOAK_SERVER_LOG (a file for its stdout).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { runOnMysqlServer } from '../src/database/mysql-server.js';
import { SoakMix, Tally, type Workspace } from '../test/support/soak-mix.js';
import { freePort, operatorCli, rssBytes, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

const SECONDS = positive('SOAK_SECONDS', 60);
const WARMUP_SECONDS = positive('SOAK_WARMUP_SECONDS', 20);
const WARMUP_MAX_SECONDS = positive('SOAK_WARMUP_MAX_SECONDS', 180);
const PLATEAU_WINDOW_MS = 15_000;
const PLATEAU_GROWTH = 0.03;
const CONNECTIONS = positive('SOAK_CONNECTIONS', 64);
const WORKSPACES = positive('SOAK_WORKSPACES', 4);
const RSS_TOLERANCE = Number(process.env.SOAK_RSS_TOLERANCE ?? 0.1);
const MYSQL_URL = new URL(process.env.SOAK_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/soak');
const DATABASE = MYSQL_URL.pathname.replace(/^\//, '') || 'soak';
/** A pause with no load before each RSS reading, so both readings see the server at rest. */
const SETTLE_MS = 2_000;
const MiB = 1024 * 1024;

if (!/^\w+$/.test(DATABASE)) throw new Error(`SOAK_MYSQL_URL names a database "${DATABASE}" this script will not drop`);

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  DATABASE_URL: MYSQL_URL.toString(),
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  STORAGE_DRIVER: 'local',
  // The rate limiter must not be what this measures.
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_OAUTH_PER_MINUTE: '100000000',
  // Every simulated client comes from this one loopback address: its share of the body memory
  // budget is the whole budget, as it would be spread over the clients' own addresses.
  BODY_MEMORY_PER_IP_BYTES: String(64 * 1024 * 1024),
};

let server: ReturnType<typeof spawn> | undefined;
const mix = new SoakMix(base);

try {
  await runOnMysqlServer(MYSQL_URL, `DROP DATABASE IF EXISTS \`${DATABASE}\``);
  await runOnMysqlServer(MYSQL_URL, `CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);

  const serverFlags = [...SERVER_NODE_FLAGS, ...(process.env.SOAK_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const serverLog = process.env.SOAK_SERVER_LOG ? openSync(process.env.SOAK_SERVER_LOG, 'w') : 'ignore';
  server = spawn(process.execPath, [...serverFlags, join(root, 'dist/src/main.js')], {
    env,
    cwd: dataDir,
    stdio: ['ignore', serverLog, 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  await waitForReady(base, 60);
  const pid = server.pid as number;

  const cli = operatorCli(env, dataDir);
  const workspaces: Workspace[] = [];
  for (let n = 0; n < WORKSPACES; n++) {
    const workspace = await cli('workspace:create', '--name', `Soak ${n}`);
    const credential = await cli('credential:create', '--workspace', String(workspace.id));
    const auth = `Bearer ${await mix.token(credential.client_id, credential.client_secret)}`;
    const setup = new Agent({ keepAlive: true, maxSockets: 1 });
    const rootFolder = JSON.parse((await mix.call(setup, 'GET', '/topiary', auth)).body.toString('utf8'))._embedded
      .folder[0].id as number;
    workspaces.push({
      id: workspace.id,
      auth,
      folders: [rootFolder],
      live: { title: [], user: [], folder: [], file: [] },
    });
    setup.destroy();
  }

  console.log(
    `soak: ${CONNECTIONS} connections, ${WORKSPACES} workspaces, MySQL database ${DATABASE}, warm-up ${WARMUP_SECONDS} to ${WARMUP_MAX_SECONDS} s, run ${SECONDS} s`,
  );
  const agents = Array.from({ length: CONNECTIONS }, () => new Agent({ keepAlive: true, maxSockets: 1 }));

  const warmup = new Tally();
  const warmupStarted = Date.now();
  const warmupSamples: { at: number; rss: number }[] = [];
  await mix.drive(agents, workspaces, WARMUP_MAX_SECONDS, warmup, () => {
    const now = Date.now();
    warmupSamples.push({ at: now, rss: rssBytes(pid) });
    if (now - warmupStarted < WARMUP_SECONDS * 1000) return false;
    const before = warmupSamples.filter((sample) => sample.at < now - PLATEAU_WINDOW_MS);
    if (before.length === 0) return false;
    const peakBefore = Math.max(...before.map((sample) => sample.rss));
    const peakSince = Math.max(
      ...warmupSamples.filter((sample) => sample.at >= now - PLATEAU_WINDOW_MS).map((sample) => sample.rss),
    );
    return peakSince <= peakBefore * (1 + PLATEAU_GROWTH);
  });
  const warmupSeconds = (Date.now() - warmupStarted) / 1000;
  await sleep(SETTLE_MS);
  const rssAfterWarmup = rssBytes(pid);

  const run = new Tally();
  let peakRss = rssAfterWarmup;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pid))), 250);
  const started = Date.now();
  await mix.drive(agents, workspaces, SECONDS, run);
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await sleep(SETTLE_MS);
  const rssAtEnd = rssBytes(pid);

  const readBack = await mix.readEverythingBack(agents);
  for (const agent of agents) agent.destroy();
  const alive = server.exitCode === null;

  const growth = (rssAtEnd - rssAfterWarmup) / rssAfterWarmup;
  const serverErrors = warmup.serverErrors.length + run.serverErrors.length;
  const wireErrors = warmup.wireErrors.length + run.wireErrors.length;
  const checks = {
    'zero 5xx': serverErrors === 0 && wireErrors === 0,
    'every 201 readable': readBack.unreadable.length === 0,
    [`RSS within ${(RSS_TOLERANCE * 100).toFixed(0)}%`]: Math.abs(growth) <= RSS_TOLERANCE,
    'server still up': alive,
  };

  const lines = [
    `requests         ${run.requests} in ${elapsed.toFixed(1)} s = ${(run.requests / elapsed).toFixed(0)} req/s (warm-up: ${warmup.requests} in ${warmupSeconds.toFixed(1)} s)`,
    `latency          p50 ${run.percentile(50).toFixed(1)} ms, p99 ${run.percentile(99).toFixed(1)} ms, max ${run.percentile(100).toFixed(1)} ms`,
    ...run.lines(),
    `5xx              ${serverErrors} (warm-up and run), wire errors or timeouts ${wireErrors}`,
    ...[...warmup.serverErrors, ...run.serverErrors, ...warmup.wireErrors, ...run.wireErrors]
      .slice(0, 10)
      .map((line) => `  ${line}`),
    `201s read back   ${readBack.checked} (${readBack.deleted} deleted by the soak, checked 404), unreadable ${readBack.unreadable.length}`,
    ...readBack.unreadable.slice(0, 10).map((line) => `  ${line}`),
    `server RSS       after warm-up ${(rssAfterWarmup / MiB).toFixed(1)} MiB, at the end ${(rssAtEnd / MiB).toFixed(1)} MiB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%), peak ${(peakRss / MiB).toFixed(1)} MiB`,
    ...Object.entries(checks).map(([name, ok]) => `${ok ? 'ok    ' : 'FAILED'}           ${name}`),
  ];
  console.log(lines.join('\n'));
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
  server.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  if (process.env.SOAK_KEEP_DATABASE !== '1')
    await runOnMysqlServer(MYSQL_URL, `DROP DATABASE IF EXISTS \`${DATABASE}\``).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}
