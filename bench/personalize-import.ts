/**
 * A campaign import (docs/personalization.md, "Campaigns"): 100,000 rows with three values each,
 * imported as one CSV into a doc on MariaDB. Reports the time from the POST to the job's end, the
 * app's RSS (sampled every 100 ms, and its peak), and another workspace's GET p99 idle (BENCH_IDLE_MS,
 * default 10 s, before the import and again after it, pooled) and during the import. Targets: at most 60 s, RSS under 300 MiB, the p99 during at most twice the idle one.
 *
 *   npm run build:tools && BENCH_MYSQL_URL=mysql://root@127.0.0.1:3306/test node dist/bench/personalize-import.js
 *
 * Makes a database of its own (a random name) on the server and drops it at the end.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import mysql from 'mysql2/promise';

import { freePort, operatorCli, rssBytes, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read loosely
type Json = Record<string, any>;

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
const MiB = 1024 * 1024;
const serverUrl = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const database = `bench_import_${randomBytes(4).toString('hex')}`;
const admin = await mysql.createConnection(serverUrl);
await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
const url = new URL(serverUrl);
url.pathname = `/${database}`;

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  DATABASE_URL: url.toString(),
  PORT: String(port),
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  STORAGE_DRIVER: 'local',
  EXPORT_POLL_MS: '200',
  PERSONALIZATION_TOKENS_PER_DOC: '100000',
  RATE_LIMIT_PER_MINUTE: '100000000',
  // IMPORT_REST_PERCENT=0: the import flat out, for a before/after on the same machine.
  ...(process.env.IMPORT_REST_PERCENT !== undefined && { IMPORT_REST_PERCENT: process.env.IMPORT_REST_PERCENT }),
  // BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof": a profile of the app under the import.
  ...(process.env.BENCH_NODE_OPTIONS !== undefined && { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS }),
};

async function tokenFor(
  cli: ReturnType<typeof operatorCli>,
  name: string,
): Promise<{ token: string; workspace: number }> {
  const workspace = await cli('workspace:create', '--name', name);
  const credential = await cli('credential:create', '--workspace', String(workspace.id));
  const response = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: credential.client_id,
      client_secret: credential.client_secret,
    }),
  });
  return {
    token: ((await response.json()) as { access_token: string }).access_token,
    workspace: workspace.id as number,
  };
}

function client(token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Json;
  };
}

/** GETs one after the other until `until` resolves (or for `ms`); their latencies, in ms. */
async function latencies(get: () => Promise<unknown>, stop: { done: boolean }, ms?: number): Promise<number[]> {
  const times: number[] = [];
  const end = ms === undefined ? Infinity : Date.now() + ms;
  while (!stop.done && Date.now() < end) {
    const start = performance.now();
    await get();
    times.push(performance.now() - start);
  }
  return times.sort((x, y) => x - y);
}
const p99 = (times: number[]) => times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];

let server: ReturnType<typeof spawn> | undefined;
try {
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'dist/src/main.js')], {
    env,
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(base, 60);
  const cli = operatorCli(env, dataDir);
  const { token: tokenA, workspace: workspaceA } = await tokenFor(cli, 'Campaign');
  const a = client(tokenA);
  const { token: tokenB, workspace: workspaceB } = await tokenFor(cli, 'Neighbour');
  const b = client(tokenB);
  for (const key of ['first_name', 'company', 'website'])
    await a('POST', '/personalization/property', { key, name: key, ...(key === 'website' ? { type: 'url' } : {}) });
  const projectA = await a('POST', '/v2/magazine/title', { name: 'Campaigns', account: { id: workspaceA } });
  const doc = await a('POST', '/v2/magazine/edition', {
    name: 'Spring',
    title: projectA.id,
    options: { has_personalization: true },
  });
  const projectB = await b('POST', '/v2/magazine/title', { name: 'Other', account: { id: workspaceB } });
  const docB = await b('POST', '/v2/magazine/edition', { name: 'Other doc', title: projectB.id });
  const getB = () => b('GET', `/v2/magazine/edition/${docB.id}`);

  // Idle is measured before and after the import, IDLE_MS each, and pooled: on a machine whose
  // load moves (other work beside the benchmark), one window before the import alone reads the
  // load of that moment, and a p99 over a few hundred requests is its few slowest.
  const loadAtStart = loadavg();
  const idleBefore = await latencies(getB, { done: false }, IDLE_MS);

  // The file, generated as it is sent: never whole in this process either.
  const rows = async function* () {
    yield 'name,external_id,first_name,company,website\n';
    for (let n = 0; n < ROWS; n += 1000) {
      let chunk = '';
      for (let i = n; i < Math.min(ROWS, n + 1000); i++)
        chunk += `"Reader ${i}, Acme",crm-${i},Name${i},Company ${i % 977},https://acme.example/r/${i}\n`;
      yield chunk;
    }
  };
  const pid = server.pid!;
  let peak = rssBytes(pid);
  const rssSamples: number[] = [];
  const sampler = setInterval(() => {
    const rss = rssBytes(pid);
    rssSamples.push(rss);
    peak = Math.max(peak, rss);
  }, 100);
  const stop = { done: false };
  const during = latencies(getB, stop);
  const started = performance.now();
  const response = await fetch(`${base}/personalization/token/import?edition=${doc.id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokenA}`, 'Content-Type': 'text/csv' },
    body: Readable.toWeb(Readable.from(rows())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const accepted = (await response.json()) as Json;
  const answered = performance.now() - started;
  if (response.status !== 202) throw new Error(`import: ${response.status} ${JSON.stringify(accepted)}`);
  let job = accepted;
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await a('GET', `/v2/job/${accepted.id}`);
  }
  const total = performance.now() - started;
  stop.done = true;
  clearInterval(sampler);
  const busy = await during;
  const idleAfter = await latencies(getB, { done: false }, IDLE_MS);
  const idle = [...idleBefore, ...idleAfter].sort((x, y) => x - y);
  const p99Idle = p99(idle);
  const p99During = p99(busy);
  console.log(
    JSON.stringify(
      {
        rows: ROWS,
        status: job.status,
        error: job.error,
        result: { created: job.result?.created, updated: job.result?.updated, errors: job.result?.errors?.length },
        upload_answered_s: +(answered / 1000).toFixed(1),
        total_s: +(total / 1000).toFixed(1),
        rss_peak_mib: +(peak / MiB).toFixed(0),
        rss_median_mib: +(rssSamples.sort((x, y) => x - y)[Math.floor(rssSamples.length / 2)] / MiB).toFixed(0),
        other_workspace_get_p99_ms: {
          idle_before: +p99(idleBefore).toFixed(1),
          idle_after: +p99(idleAfter).toFixed(1),
          idle: +p99Idle.toFixed(1),
          during: +p99During.toFixed(1),
          ratio: +(p99During / p99Idle).toFixed(2),
        },
        gets: { idle_before: idleBefore.length, idle_after: idleAfter.length, during: busy.length },
        import_rest_percent: process.env.IMPORT_REST_PERCENT ?? 'default (50)',
        load_average: { start: loadAtStart.map((n) => +n.toFixed(1)), end: loadavg().map((n) => +n.toFixed(1)) },
        targets: { total_s: 60, rss_mib: 300, p99_ratio: 2 },
      },
      null,
      2,
    ),
  );
} finally {
  if (server) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
