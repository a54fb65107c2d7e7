/**
 * The Editing Content attack (issue 29, item 1): `npm run bench:patch-attack`.
 *
 * Starts the built app as a child process (SQLite in a temporary directory, or the database in
 * DATABASE_URL), with bench/loop-monitor.ts preloaded to measure its event-loop delay. One tenant
 * has a page of 33,000 empty paragraphs (just under 1 MiB) and sends, in ATTACKERS loops, 1,000
 * inserts at index 0 (a 74 KB request that takes the tree past 1 MiB, so a 422); another tenant
 * reads a project every 10 ms. Measured twice, without the attack and with it:
 * the server's event-loop delay, and the other tenant's latency and statuses.
 * Targets: event loop p99 < 50 ms, the other tenant's p99 < 100 ms, no 5xx.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BENCH_SERVER_ENV, freePort, operatorCli, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ATTACKERS = Number(process.env.BENCH_ATTACKERS ?? 2);
const PARAGRAPHS = 33_000;
const LOOP_TARGET_MS = 50;
const READ_TARGET_MS = 100;

const dist = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-patch-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  ...BENCH_SERVER_ENV,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

interface LoopFigures {
  p50: number;
  p99: number;
  max: number;
}

let server: ReturnType<typeof spawn> | undefined;
try {
  const cli = operatorCli(env, dataDir);
  const attackerWorkspace = await cli('workspace:create', '--name', 'Attacker');
  const bystanderWorkspace = await cli('workspace:create', '--name', 'Bystander');
  const attackerCredential = await cli('credential:create', '--workspace', String(attackerWorkspace.id));
  const bystanderCredential = await cli('credential:create', '--workspace', String(bystanderWorkspace.id));

  server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', join(dist, 'bench/loop-monitor.js'), join(dist, 'src/main.js')],
    {
      env,
      cwd: dataDir,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const child = server;
  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer) => resolve(answer as T));
      child.send(message);
    });
  await waitForReady(base, 60);
  const attacker = { Authorization: `Bearer ${await token(attackerCredential)}`, 'Content-Type': 'application/json' };
  const bystander = { Authorization: `Bearer ${await token(bystanderCredential)}`, 'Content-Type': 'application/json' };

  const project = await post('/v2/magazine/title', attacker, {
    name: 'Attacker project',
    account: { id: attackerWorkspace.id },
  });
  const doc = await post('/v2/magazine/edition', attacker, { name: 'Big doc', title: { id: project.id } });
  const content = {
    type: 'page',
    children: Array.from({ length: PARAGRAPHS }, () => ({ type: 'paragraph', text: '' })),
  };
  const page = await post('/v2/magazine/page', attacker, { name: 'Big page', edition: { id: doc.id }, content });
  const readTarget = `${base}/v2/magazine/title/${(await post('/v2/magazine/title', bystander, { name: 'Bystander project', account: { id: bystanderWorkspace.id } })).id}`;
  const attackUrl = `${base}/v2/magazine/page/${page.id}/content`;
  const attackBody = JSON.stringify(
    Array.from({ length: 1000 }, () => ({ op: 'add', path: ['children', 0], value: { type: 'paragraph', text: 'x' } })),
  );

  const measure = async (attackers: number) => {
    const until = Date.now() + SECONDS * 1000;
    const attackStatuses = new Map<number, number>();
    const attackMs: number[] = [];
    const readStatuses = new Map<number, number>();
    const readMs: number[] = [];
    const count = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
    await ask('loop:reset');
    await Promise.all([
      (async () => {
        while (Date.now() < until) {
          const started = performance.now();
          const response = await fetch(readTarget, { headers: bystander });
          await response.arrayBuffer();
          readMs.push(performance.now() - started);
          count(readStatuses, response.status);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })(),
      ...Array.from({ length: attackers }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          const response = await fetch(attackUrl, { method: 'PATCH', headers: attacker, body: attackBody });
          await response.arrayBuffer();
          attackMs.push(performance.now() - started);
          count(attackStatuses, response.status);
        }
      }),
    ]);
    return { loop: await ask<LoopFigures>('loop:read'), attackStatuses, attackMs, readStatuses, readMs };
  };

  // Warm up: JIT, pools, the content worker's start.
  await fetch(attackUrl, { method: 'PATCH', headers: attacker, body: attackBody }).then((response) =>
    response.arrayBuffer(),
  );
  await fetch(readTarget, { headers: bystander }).then((response) => response.arrayBuffer());
  const quiet = await measure(0);
  const attacked = await measure(ATTACKERS);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const statuses = (map: Map<number, number>) => [...map].map(([status, n]) => `${n}x${status}`).join(' ');
  const fiveHundreds = [...attacked.readStatuses.keys(), ...attacked.attackStatuses.keys()].filter(
    (status) => status >= 500,
  );
  const loopOk = attacked.loop.p99 < LOOP_TARGET_MS;
  const readOk = percentile(attacked.readMs, 99) < READ_TARGET_MS && fiveHundreds.length === 0;
  console.log(
    [
      `patch attack on ${process.env.DATABASE_URL ? 'MySQL' : 'SQLite'}: ${SECONDS} s a phase, ${ATTACKERS} attack loops of 1,000 inserts at the head of ${PARAGRAPHS} paragraphs (${(attackBody.length / 1024).toFixed(0)} KiB a request)`,
      `without the attack  event loop p50 ${ms(quiet.loop.p50)} p99 ${ms(quiet.loop.p99)} max ${ms(quiet.loop.max)}; other tenant ${quiet.readMs.length} reads p50 ${ms(percentile(quiet.readMs, 50))} p99 ${ms(percentile(quiet.readMs, 99))} (${statuses(quiet.readStatuses)})`,
      `with the attack     event loop p50 ${ms(attacked.loop.p50)} p99 ${ms(attacked.loop.p99)} max ${ms(attacked.loop.max)}; other tenant ${attacked.readMs.length} reads p50 ${ms(percentile(attacked.readMs, 50))} p99 ${ms(percentile(attacked.readMs, 99))} (${statuses(attacked.readStatuses)})`,
      `attack requests     ${attacked.attackMs.length} (${statuses(attacked.attackStatuses)}), p50 ${ms(percentile(attacked.attackMs, 50))} p99 ${ms(percentile(attacked.attackMs, 99))}`,
      `targets             event loop p99 < ${LOOP_TARGET_MS} ms ${loopOk ? 'ok' : 'MISSED'}; other tenant p99 < ${READ_TARGET_MS} ms, no 5xx ${readOk ? 'ok' : 'MISSED'}`,
    ].join('\n'),
  );
  process.exitCode = loopOk && readOk ? 0 : 1;
} finally {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function percentile(values: number[], pct: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((pct / 100) * sorted.length) - 1)] ?? 0;
}

async function token({ client_id, client_secret }: { client_id: string; client_secret: string }): Promise<string> {
  const response = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id, client_secret }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function post(path: string, headers: Record<string, string>, body: unknown): Promise<{ id: number }> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (response.status !== 201)
    throw new Error(`POST ${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as { id: number };
}
