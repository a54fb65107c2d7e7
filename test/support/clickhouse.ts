import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A real ClickHouse server for a spec: the one CI started (`CLICKHOUSE_URL`, see .ci/run), else
 * Debian's `clickhouse-server` (18.16 here) started from a config of our own
 * (test/support/clickhouse.config.sh: a temp dir, free loopback ports, no system service).
 * Each spec gets a database of its own, dropped by `stop()`.
 */
export interface ClickHouseTestServer {
  /** `http://default@127.0.0.1:port/database` for the app's `CLICKHOUSE_URL`. */
  url: string;
  /** The server's root URL (no database). */
  root: string;
  database: string;
  /** Runs one statement over HTTP and returns the body (the spec's own reads). */
  query(sql: string): Promise<string>;
  stop(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./clickhouse.config.sh', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function post(root: string, sql: string): Promise<string> {
  // A kept-alive socket the server closed (its keep_alive_timeout is 3 s) fails the request
  // before it is sent: once more, on a new socket.
  const response = await fetch(root, { method: 'POST', body: sql }).catch(() =>
    fetch(root, { method: 'POST', body: sql, keepalive: false }),
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`ClickHouse ${response.status}: ${text.trim()}`);
  return text;
}

async function waitUp(root: string, child: ChildProcess | null, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(`${root}/ping`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (child && child.exitCode !== null) throw new Error(`clickhouse-server exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error(`clickhouse-server at ${root} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts our own clickhouse-server (not the CI one): for specs that stop and restart it. */
export async function spawnClickHouse(): Promise<{
  root: string;
  directory: string;
  stopProcess(): Promise<void>;
  start(): Promise<void>;
  remove(): void;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'clickhouse-'));
  const [http, tcp] = [await freePort(), await freePort()];
  const config = execFileSync(SCRIPT, [directory, String(http), String(tcp)], { encoding: 'utf8' }).trim();
  const root = `http://127.0.0.1:${http}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('clickhouse-server', [`--config-file=${config}`], { stdio: 'ignore' });
    await waitUp(root, child, 60_000);
  };
  const stopProcess = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  return { root, directory, start, stopProcess, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

export async function startClickHouse(): Promise<ClickHouseTestServer> {
  const database = `t_${randomBytes(6).toString('hex')}`;
  let root: string;
  let stopServer = async () => {};
  if (process.env.CLICKHOUSE_URL) {
    const url = new URL(process.env.CLICKHOUSE_URL);
    root = `${url.protocol}//${url.host}`;
    await waitUp(root, null, 10_000);
  } else {
    const own = await spawnClickHouse();
    root = own.root;
    stopServer = async () => {
      await own.stopProcess();
      own.remove();
    };
  }
  await post(root, `CREATE DATABASE ${database}`);
  return {
    url: `http://default@${root.replace(/^http:\/\//, '')}/${database}`,
    root,
    database,
    query: (sql) => post(`${root}/?database=${database}`, sql),
    stop: async () => {
      await post(root, `DROP DATABASE IF EXISTS ${database}`).catch(() => undefined);
      await stopServer();
    },
  };
}
