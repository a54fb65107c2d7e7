/**
 * Webhook delivery of a backlog (docs/webhooks.md): BENCH_WEBHOOK_EVENTS (default 10,000) doc
 * changes, each a `doc.published` written to the outbox in its own transaction by a server that
 * delivers nothing (WEBHOOK_CONCURRENCY=0); then a server that delivers starts on the same
 * database and drains them to a receiver on this machine that checks every signature and the
 * order (`published_on` only moves forward). Reports deliveries per second, the server's peak RSS
 * (the worker reads the outbox a page at a time), and the API's GET p99 while it drains against
 * at rest. The server is the built one (`dist/src/main.js`), on SQLite, or on MySQL with DATABASE_URL.
 *
 *   npm run bench:webhooks
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort, operatorCli, rssBytes, SERVER_NODE_FLAGS, waitForReady } from './server-process.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const GET_CONNECTIONS = 4;

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  WEBHOOK_ALLOW_HTTP: '1',
  WEBHOOK_ALLOW_PRIVATE: '1',
  WEBHOOK_POLL_MS: '100',
  RATE_LIMIT_PER_MINUTE: '100000000',
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
};

// The receiver: verifies each signature and that events arrive in order.
let secret = '';
let received = 0;
let firstAt = 0;
let lastAt = 0;
let lastPublished = '';
let outOfOrder = 0;
let badSignatures = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = `v1,${createHmac('sha256', key).update(`${req.headers['webhook-id']}.${req.headers['webhook-timestamp']}.${body}`).digest('base64')}`;
    if (req.headers['webhook-signature'] !== expected) badSignatures++;
    const published = (JSON.parse(body) as { data: { published_on: string } }).data.published_on;
    if (published < lastPublished) outOfOrder++;
    lastPublished = published;
    received++;
    lastAt = performance.now();
    if (received === 1) firstAt = lastAt;
    res.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;

let server: ReturnType<typeof spawn> | undefined;
const startServer = async (extra: NodeJS.ProcessEnv) => {
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'dist/src/main.js')], {
    env: { ...env, ...extra },
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(base, 30);
};
const stopServer = async () => {
  const child = server!;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
};
try {
  const cli = operatorCli(env, dataDir);
  const workspace = await cli('workspace:create', '--name', 'Bench');
  const credential = await cli('credential:create', '--workspace', String(workspace.id));
  await startServer({ WEBHOOK_CONCURRENCY: '0' });
  const token = (
    (await (
      await fetch(`${base}/oauth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: credential.client_id,
          client_secret: credential.client_secret,
        }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const project = await api('POST', '/v2/magazine/title', { name: 'Bench', account: { id: workspace.id } });
  const doc = await api('POST', '/v2/magazine/edition', { name: 'Burst', title: { id: project.id } });

  /** GETs of the doc on GET_CONNECTIONS connections until `until` resolves: their p50 and p99. */
  const gets = async (until: () => Promise<void>) => {
    const latencies: number[] = [];
    let running = true;
    const getter = async () => {
      while (running) {
        const begin = performance.now();
        await api('GET', `/v2/magazine/edition/${doc.id}`);
        latencies.push(performance.now() - begin);
      }
    };
    const getters = Array.from({ length: GET_CONNECTIONS }, getter);
    await until();
    running = false;
    await Promise.all(getters);
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    return { p50: p(0.5), p99: p(0.99), count: latencies.length };
  };

  const hook = await api('POST', '/webhook', { url: receiverUrl, events: ['doc.published'] });
  secret = hook.secret as string;
  // The backlog: the outbox rows of EVENTS changes, 8 at a time.
  const burstStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next++ < EVENTS) await api('POST', `/v2/magazine/edition/${doc.id}/publish`);
    }),
  );
  const burst = (performance.now() - burstStart) / 1000;
  const atRest = await gets(() => new Promise((resolve) => setTimeout(resolve, 5000)));
  await stopServer();

  const drainStart = performance.now();
  await startServer({});
  let peakRss = 0;
  const watch = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(server!.pid!))), 200);
  const draining = await gets(async () => {
    const deadline = Date.now() + 900_000;
    while (received < EVENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  clearInterval(watch);
  const seconds = (lastAt - drainStart) / 1000;
  console.log(`webhooks bench: ${EVENTS} doc.published events (written in ${burst.toFixed(1)} s), one endpoint`);
  console.log(
    `  delivered ${received}/${EVENTS} in ${seconds.toFixed(1)} s from the start: ${(received / seconds).toFixed(0)} deliveries/s ` +
      `(first after ${((firstAt - drainStart) / 1000).toFixed(1)} s); ${outOfOrder} out of order, ${badSignatures} bad signatures; ` +
      `server peak RSS ${(peakRss / 1048576).toFixed(0)} MiB`,
  );
  console.log(
    `  GET p50/p99 at rest ${atRest.p50}/${atRest.p99} ms (${atRest.count} GETs, ${GET_CONNECTIONS} connections)`,
  );
  console.log(`  GET p50/p99 while delivering ${draining.p50}/${draining.p99} ms (${draining.count} GETs)`);
  console.log(`  load average ${loadavg()[0].toFixed(1)}, ${process.env.DATABASE_URL ? 'MySQL' : 'SQLite'}`);
  if (received !== EVENTS || outOfOrder > 0 || badSignatures > 0) process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
}
