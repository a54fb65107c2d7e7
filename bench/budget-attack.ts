/**
 * Body-budget attack benchmark: `npm run bench:budget-attack` (issue 29, item 2).
 *
 * Starts the built app as a child process on SQLite in a temporary directory (BENCH_APP swaps in
 * another build's `dist/src/main.js`, to measure the code before a change), makes two workspaces
 * with the operator CLI, then measures another tenant's uploads and JSON writes, one after the
 * other for BENCH_DURATION seconds (default 10):
 *   1. at rest;
 *   2. under the attack of the issue: one tenant, from one address, holds 85 uploads that send a
 *      byte every 10 s and one JSON body that never arrives.
 * The two tenants come from different addresses (X-Forwarded-For behind TRUST_PROXY=127.0.0.1),
 * as they would on the internet. Reported: the other tenant's latency (p50, p99, max) and
 * statuses in each phase, and what the attacker's requests were answered.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BENCH_SCRIPTS, freePort, operatorCli, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SLOW_UPLOADS = Number(process.env.BENCH_SLOW_UPLOADS ?? 85);
const DRIP_EVERY_MS = 10_000;
const ATTACKER_IP = '203.0.113.1';
const VICTIM_IP = '203.0.113.2';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const dataDir = mkdtempSync(join(tmpdir(), 'bench-budget-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  STORAGE_DRIVER: 'local',
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_OAUTH_PER_MINUTE: '100000000',
};

interface Sample {
  kind: 'upload' | 'json';
  status: number;
  ms: number;
}

interface Attack {
  sockets: Socket[];
  statuses: (number | undefined)[];
  drip: NodeJS.Timeout;
}

let server: ReturnType<typeof spawn> | undefined;
let attack: Attack | undefined;
try {
  const cli = operatorCli(env, dataDir);
  const tenants = [];
  for (const name of ['Attacker', 'Other tenant']) {
    const workspace = await cli('workspace:create', '--name', name);
    const credential = await cli('credential:create', '--workspace', String(workspace.id));
    tenants.push({
      workspaceId: workspace.id as number,
      clientId: credential.client_id as string,
      secret: credential.client_secret as string,
    });
  }

  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, BENCH_SCRIPTS.app], {
    env,
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(base, 30);
  const [attackerToken, victimToken] = [
    await token(tenants[0].clientId, tenants[0].secret),
    await token(tenants[1].clientId, tenants[1].secret),
  ];
  const victim = { token: victimToken, workspaceId: tenants[1].workspaceId };

  // Warm up: JIT, the first SQLite writes, the media directory.
  await victimLoop(victim, 1);
  const atRest = await victimLoop(victim, DURATION_S);

  attack = await startAttack(attackerToken);
  // Let every attacking connection be admitted or refused before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const underAttack = await victimLoop(victim, DURATION_S);
  const attackerAnswers = count(attack.statuses.map((status) => (status === undefined ? 'in flight' : String(status))));

  const lines = [
    `app              ${BENCH_SCRIPTS.app}`,
    `attack           ${SLOW_UPLOADS} uploads sending a byte every ${DRIP_EVERY_MS / 1000} s and 1 stalled JSON body, one credential, one address`,
    `attacker answers ${JSON.stringify(attackerAnswers)} (after 1 s and ${DURATION_S} s more)`,
    `at rest          ${summary(atRest)}`,
    `under attack     ${summary(underAttack)}`,
  ];
  console.log(lines.join('\n'));
} finally {
  if (attack) {
    clearInterval(attack.drip);
    for (const socket of attack.sockets) socket.destroy();
  }
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

/** The other tenant: an upload, then a JSON write, over and over, one at a time, for `seconds`. */
async function victimLoop(victim: { token: string; workspaceId: number }, seconds: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const end = Date.now() + seconds * 1000;
  const headers = { Authorization: `Bearer ${victim.token}`, 'X-Forwarded-For': VICTIM_IP };
  for (let i = 0; Date.now() < end; i++) {
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), `doc-${i}.pdf`);
    samples.push(await timed('upload', () => fetch(`${base}/topiary/file`, { method: 'POST', headers, body: form })));
    samples.push(
      await timed('json', () =>
        fetch(`${base}/v2/magazine/title`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Title ${i}`, account: { id: victim.workspaceId } }),
        }),
      ),
    );
  }
  return samples;
}

async function timed(kind: Sample['kind'], send: () => Promise<Response>): Promise<Sample> {
  const started = process.hrtime.bigint();
  const response = await send();
  await response.arrayBuffer();
  return { kind, status: response.status, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/** The attack, on raw sockets: each connection's status is recorded as it is answered. */
async function startAttack(attackerToken: string): Promise<Attack> {
  const boundary = '----attack';
  const uploadHead =
    `POST /topiary/file HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${attackerToken}\r\nX-Forwarded-For: ${ATTACKER_IP}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drip.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const jsonHead =
    `POST /v2/magazine/title HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${attackerToken}\r\nX-Forwarded-For: ${ATTACKER_IP}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${1024 * 1024}\r\n\r\n{"name": "`;
  const sockets: Socket[] = [];
  const statuses: (number | undefined)[] = [];
  const open = (head: string) =>
    new Promise<void>((resolve) => {
      const index = statuses.push(undefined) - 1;
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(head);
        resolve();
      });
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
        statuses[index] ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || undefined;
      });
      socket.on('error', () => undefined);
      sockets.push(socket);
    });
  await open(jsonHead);
  for (let i = 0; i < SLOW_UPLOADS; i++) await open(uploadHead);
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(' ');
  }, DRIP_EVERY_MS);
  return { sockets, statuses, drip };
}

async function token(clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': VICTIM_IP },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  if (!response.ok) throw new Error(`no token: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function count(values: string[]): Record<string, number> {
  return values.reduce<Record<string, number>>(
    (counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }),
    {},
  );
}

function summary(samples: Sample[]): string {
  return (['upload', 'json'] as const)
    .map((kind) => {
      const own = samples.filter((sample) => sample.kind === kind);
      const ms = own.map((sample) => sample.ms);
      return (
        `${kind}: n=${own.length} p50=${percentile(ms, 50).toFixed(1)} ms p99=${percentile(ms, 99).toFixed(1)} ms ` +
        `max=${Math.max(...ms).toFixed(1)} ms statuses=${JSON.stringify(count(own.map((sample) => String(sample.status))))}`
      );
    })
    .join('; ');
}
