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
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runOnMysqlServer } from '../src/database/mysql-server.js';
import { pngImage } from '../test/support/png.js';
import { freePort, rssBytes, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

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
const REQUEST_TIMEOUT_MS = 30_000;
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
};

interface Workspace {
  id: number;
  auth: string;
  folders: number[];
  /** What the soak created in this workspace and has not deleted, by kind: the targets of reads and updates. */
  live: Record<Created['kind'], Created[]>;
}

/** Something a 201 named: where to read it back, with whose token, and whether the soak deleted it. */
interface Created {
  href: string;
  workspace: Workspace;
  kind: 'title' | 'user' | 'folder' | 'file';
  id: number;
  deleted?: boolean;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

class Tally {
  readonly byOperation = new Map<string, Map<number, number>>();
  readonly latencies: number[] = [];
  readonly serverErrors: string[] = [];
  readonly wireErrors: string[] = [];
  requests = 0;

  record(operation: string, answer: Answer, ms: number): void {
    this.requests++;
    this.latencies.push(ms);
    const statuses = this.byOperation.get(operation) ?? new Map<number, number>();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    this.byOperation.set(operation, statuses);
    if (answer.status >= 500) this.serverErrors.push(`${operation} ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
  }

  wire(operation: string, error: unknown): void {
    this.requests++;
    this.wireErrors.push(`${operation}: ${error instanceof Error ? error.message : String(error)}`);
  }

  percentile(p: number): number {
    if (this.latencies.length === 0) return 0;
    const sorted = [...this.latencies].sort((x, y) => x - y);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  }
}

/** The mix, by weight: mostly reads, a steady share of creates, updates (some conditional), deletes and uploads. */
const MIX: [number, string][] = [
  [18, 'get title'],
  [10, 'list titles'],
  [8, 'get user'],
  [6, 'list users'],
  [6, 'get folder'],
  [6, 'get image'],
  [5, 'get image content'],
  [3, 'list folders'],
  [10, 'create title'],
  [6, 'patch title'],
  [5, 'patch title if-match'],
  [2, 'delete title'],
  [5, 'create user'],
  [3, 'patch user'],
  [2, 'create folder'],
  [5, 'upload'],
];
const MIX_TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

let server: ReturnType<typeof spawn> | undefined;
let sequence = 0;
const created: Created[] = [];

try {
  await runOnMysqlServer(MYSQL_URL, `DROP DATABASE IF EXISTS \`${DATABASE}\``);
  await runOnMysqlServer(MYSQL_URL, `CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);

  const serverFlags = [...SERVER_NODE_FLAGS, ...(process.env.SOAK_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const serverLog = process.env.SOAK_SERVER_LOG ? openSync(process.env.SOAK_SERVER_LOG, 'w') : 'ignore';
  server = spawn(process.execPath, [...serverFlags, join(root, 'dist/src/main.js')], { env, cwd: dataDir, stdio: ['ignore', serverLog, 'inherit'] });
  const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
  await waitForReady(base, 60);
  const pid = server.pid as number;

  const cli = async (...args: string[]) =>
    JSON.parse((await promisify(execFile)(process.execPath, [join(root, 'dist/src/cli/main.js'), ...args], { env, cwd: dataDir })).stdout);
  const workspaces: Workspace[] = [];
  for (let n = 0; n < WORKSPACES; n++) {
    const workspace = await cli('workspace:create', '--name', `Soak ${n}`);
    const credential = await cli('credential:create', '--workspace', String(workspace.id));
    const auth = `Bearer ${await token(credential.client_id, credential.client_secret)}`;
    const setup = new Agent({ keepAlive: true, maxSockets: 1 });
    const rootFolder = JSON.parse((await call(setup, 'GET', '/topiary', auth)).body.toString('utf8'))._embedded.folder[0].id as number;
    workspaces.push({ id: workspace.id, auth, folders: [rootFolder], live: { title: [], user: [], folder: [], file: [] } });
    setup.destroy();
  }

  console.log(`soak: ${CONNECTIONS} connections, ${WORKSPACES} workspaces, MySQL database ${DATABASE}, warm-up ${WARMUP_SECONDS} to ${WARMUP_MAX_SECONDS} s, run ${SECONDS} s`);
  const agents = Array.from({ length: CONNECTIONS }, () => new Agent({ keepAlive: true, maxSockets: 1 }));

  const warmup = new Tally();
  const warmupStarted = Date.now();
  const warmupSamples: { at: number; rss: number }[] = [];
  await drive(agents, workspaces, WARMUP_MAX_SECONDS, warmup, () => {
    const now = Date.now();
    warmupSamples.push({ at: now, rss: rssBytes(pid) });
    if (now - warmupStarted < WARMUP_SECONDS * 1000) return false;
    const before = warmupSamples.filter((sample) => sample.at < now - PLATEAU_WINDOW_MS);
    if (before.length === 0) return false;
    const peakBefore = Math.max(...before.map((sample) => sample.rss));
    const peakSince = Math.max(...warmupSamples.filter((sample) => sample.at >= now - PLATEAU_WINDOW_MS).map((sample) => sample.rss));
    return peakSince <= peakBefore * (1 + PLATEAU_GROWTH);
  });
  const warmupSeconds = (Date.now() - warmupStarted) / 1000;
  await sleep(SETTLE_MS);
  const rssAfterWarmup = rssBytes(pid);

  const run = new Tally();
  let peakRss = rssAfterWarmup;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pid))), 250);
  const started = Date.now();
  await drive(agents, workspaces, SECONDS, run);
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  await sleep(SETTLE_MS);
  const rssAtEnd = rssBytes(pid);

  const readBack = await readEverythingBack(agents);
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
    ...[...run.byOperation.entries()]
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([operation, statuses]) => `  ${operation.padEnd(22)} ${[...statuses.entries()].sort(([x], [y]) => x - y).map(([s, n]) => `${s}x${n}`).join(' ')}`),
    `5xx              ${serverErrors} (warm-up and run), wire errors or timeouts ${wireErrors}`,
    ...[...warmup.serverErrors, ...run.serverErrors, ...warmup.wireErrors, ...run.wireErrors].slice(0, 10).map((line) => `  ${line}`),
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
  if (process.env.SOAK_KEEP_DATABASE !== '1') await runOnMysqlServer(MYSQL_URL, `DROP DATABASE IF EXISTS \`${DATABASE}\``).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

/** Every connection runs one request at a time until the deadline, or until `done` (asked every 500 ms) says so. */
async function drive(agents: Agent[], workspaces: Workspace[], seconds: number, tally: Tally, done: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  let stop = false;
  const check = setInterval(() => (stop ||= done()), 500);
  try {
    await Promise.all(
      agents.map(async (agent, n) => {
        const workspace = workspaces[n % workspaces.length];
        while (!stop && Date.now() < deadline) await step(agent, workspace, tally);
      }),
    );
  } finally {
    clearInterval(check);
  }
}

function pickOperation(): string {
  let roll = Math.random() * MIX_TOTAL;
  for (const [weight, operation] of MIX) {
    if ((roll -= weight) < 0) return operation;
  }
  return MIX[0][1];
}

async function step(agent: Agent, workspace: Workspace, tally: Tally): Promise<void> {
  let operation = pickOperation();
  const mine = (kind: Created['kind']) => {
    const live = workspace.live[kind];
    return live.length ? live[Math.floor(Math.random() * live.length)] : undefined;
  };
  // Reads and updates need something to read: create it first.
  const needs: Record<string, Created['kind']> = {
    'get title': 'title',
    'patch title': 'title',
    'patch title if-match': 'title',
    'delete title': 'title',
    'get user': 'user',
    'patch user': 'user',
    'get image': 'file',
    'get image content': 'file',
  };
  const target = needs[operation] ? mine(needs[operation]) : undefined;
  if (needs[operation] && !target) operation = needs[operation] === 'user' ? 'create user' : needs[operation] === 'file' ? 'upload' : 'create title';

  const timed = async (name: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const started = performance.now();
    try {
      const answer = await call(agent, method, path, workspace.auth, body, headers);
      tally.record(name, answer, performance.now() - started);
      return answer;
    } catch (error) {
      tally.wire(name, error);
      return undefined;
    }
  };
  const json = (answer: Answer | undefined) => (answer ? JSON.parse(answer.body.toString('utf8')) : undefined);

  switch (operation) {
    case 'get title':
    case 'get user':
      await timed(operation, 'GET', new URL(target!.href).pathname);
      return;
    case 'get image':
      await timed(operation, 'GET', `/image/${target!.id}`);
      return;
    case 'get image content':
      await timed(operation, 'GET', `/image/${target!.id}/content`);
      return;
    case 'get folder':
      await timed(operation, 'GET', `/topiary/${workspace.folders[Math.floor(Math.random() * workspace.folders.length)]}`);
      return;
    case 'list titles':
      await timed(
        operation,
        'GET',
        `/v2/magazine/title?limit=20&filter%5B0%5D%5Bfield%5D=name&filter%5B0%5D%5Btype%5D=like&filter%5B0%5D%5Bvalue%5D=Soak%25&order-by%5B0%5D%5Bfield%5D=created_on&order-by%5B0%5D%5Bdirection%5D=desc`,
      );
      return;
    case 'list users':
      await timed(operation, 'GET', '/v2/user?limit=30&order-by%5B0%5D%5Bfield%5D=last_name');
      return;
    case 'list folders':
      await timed(operation, 'GET', '/topiary?limit=50');
      return;
    case 'create title': {
      const answer = await timed(operation, 'POST', '/v2/magazine/title', { name: `Soak title ${++sequence}`, account: { id: workspace.id } });
      if (answer?.status === 201) remember(answer, workspace, 'title');
      return;
    }
    case 'patch title':
      await timed(operation, 'PATCH', new URL(target!.href).pathname, { name: `Soak title renamed ${++sequence}`, vendorB_code: { is_enabled: Math.random() < 0.5 } });
      return;
    case 'patch title if-match': {
      // Read, then write with the tag: a 412 is a fair answer when another connection won.
      const path = new URL(target!.href).pathname;
      const read = await timed('get title', 'GET', path);
      const etag = read?.headers.etag;
      if (read?.status === 200 && typeof etag === 'string') {
        await timed(operation, 'PATCH', path, { website: `https://soak-${++sequence}.example` }, { 'If-Match': etag });
      }
      return;
    }
    case 'delete title': {
      // Out of the pool first, so no other connection picks it while it goes.
      const live = workspace.live.title;
      live.splice(live.indexOf(target!), 1);
      const answer = await timed(operation, 'DELETE', new URL(target!.href).pathname);
      if (answer?.status === 204) target!.deleted = true;
      else live.push(target!);
      return;
    }
    case 'create user': {
      const n = ++sequence;
      const answer = await timed(operation, 'POST', '/v2/user', {
        first_name: 'Soak',
        last_name: `User ${n}`,
        email: `soak-${process.pid}-${n}@example.com`,
        phone: '555-0100',
        account: String(workspace.id),
        roles: ['editor'],
      });
      if (answer?.status === 201) remember(answer, workspace, 'user');
      return;
    }
    case 'patch user':
      await timed(operation, 'PATCH', new URL(target!.href).pathname, { last_name: `Renamed ${++sequence}` });
      return;
    case 'create folder': {
      const answer = await timed(operation, 'POST', '/topiary', { name: `Soak folder ${++sequence}`, parent: workspace.folders[0] });
      if (answer?.status === 201) workspace.folders.push(remember(answer, workspace, 'folder').id);
      return;
    }
    case 'upload': {
      const folder = workspace.folders[Math.floor(Math.random() * workspace.folders.length)];
      const image = pngImage(16 + (sequence % 48), 16 + (sequence % 32), ++sequence);
      const boundary = `soak${sequence}`;
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="soak-${sequence}.png"\r\nContent-Type: image/png\r\n\r\n`),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await timed(operation, 'POST', '/topiary/file', body, { 'Content-Type': `multipart/form-data; boundary=${boundary}` });
      if (answer?.status === 201) {
        for (const file of json(answer)._embedded.file as { id: number; _links: { self: { href: string } } }[]) {
          const entry: Created = { href: file._links.self.href, workspace, kind: 'file', id: file.id };
          created.push(entry);
          workspace.live.file.push(entry);
        }
      }
      return;
    }
    default:
      throw new Error(`no such operation ${operation}`);
  }
}

function remember(answer: Answer, workspace: Workspace, kind: Created['kind']): Created {
  const location = answer.headers.location;
  if (typeof location !== 'string') throw new Error(`a 201 for a ${kind} without a Location`);
  const entry: Created = { href: location, workspace, kind, id: Number(JSON.parse(answer.body.toString('utf8')).id) };
  created.push(entry);
  workspace.live[kind].push(entry);
  return entry;
}

/** GET every resource a 201 named, with its workspace's token: 200, or 404 for what the soak deleted. */
async function readEverythingBack(agents: Agent[]): Promise<{ checked: number; deleted: number; unreadable: string[] }> {
  const unreadable: string[] = [];
  let next = 0;
  await Promise.all(
    agents.slice(0, 16).map(async (agent) => {
      while (next < created.length) {
        const entry = created[next++];
        const expected = entry.deleted ? 404 : 200;
        try {
          const answer = await call(agent, 'GET', new URL(entry.href).pathname, entry.workspace.auth);
          if (answer.status !== expected) unreadable.push(`${entry.href}: ${answer.status}, expected ${expected}`);
          else if (expected === 200 && Number(JSON.parse(answer.body.toString('utf8')).id) !== entry.id) unreadable.push(`${entry.href}: another id`);
        } catch (error) {
          unreadable.push(`${entry.href}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  return { checked: created.length, deleted: created.filter((c) => c.deleted).length, unreadable };
}

function call(agent: Agent, method: string, path: string, auth: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = { Authorization: auth, Accept: 'application/hal+json', ...extra };
  if (payload) {
    headers['Content-Type'] ??= 'application/json';
    headers['Content-Length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, agent, headers, timeout: REQUEST_TIMEOUT_MS });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.end(payload);
  });
}

async function token(clientId: string, clientSecret: string): Promise<string> {
  const response = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  if (response.status !== 200) throw new Error(`/oauth answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}
