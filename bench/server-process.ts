/** What the benchmarks share about the server process they start and watch. */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The node flags the server runs with in production: `npm start` and the Dockerfile pass the same
 * ones. Without a cap, V8 on a machine with gigabytes free lets the old space grow to a few
 * hundred MiB of garbage before it collects it (the live heap under load is about 55 MiB), so
 * RSS measured without the flag would not be what a deployment sees.
 */
/**
 * The heap caps `npm start` and the Dockerfile use. The young generation is capped as Node 22 sizes
 * it (16 MiB semi-spaces): Node 24's V8 lets it grow to 64 MiB semi-spaces, which alone took a server at rest
 * from about 180 to 225 MiB of RSS (docs/benchmarks.md).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16'];

/** What every server of a benchmark runs with; the rate limits are raised far above the load. */
export const BENCH_SERVER_ENV = {
  PATH: process.env.PATH,
  PUBLIC_URL: 'https://api.bench.example',
  // The targets hold with JSON logs at info: one line per request, as in production.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_OAUTH_PER_MINUTE: '100000000',
};

/** BENCH_APP_ENV="DB_POOL_SIZE=4 ..." : more settings for the app only, to measure a lever. */
export const BENCH_APP_ENV: Record<string, string> = Object.fromEntries(
  (process.env.BENCH_APP_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('=', 2)),
);

/** The build this file is part of: its app and reference servers are the ones measured. */
const dist = new URL('..', import.meta.url).pathname;

/** Each benchmarked server's script in the tools build; BENCH_APP swaps in another build's app. */
export const BENCH_SCRIPTS = {
  app: process.env.BENCH_APP ?? join(dist, 'src/main.js'),
  baseline: join(dist, 'bench/baseline.js'),
  ceiling: join(dist, 'bench/ceiling.js'),
  floor: join(dist, 'bench/floor.js'),
  peer: join(dist, 'bench/peer/peer.js'),
};

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A process's resident memory now (`VmRSS`) or at its peak so far (`VmHWM`), in bytes. */
export function rssBytes(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]) * 1024;
}

/** Resolves once `GET {base}/ready` answers 200; throws after `seconds`. */
export async function waitForReady(base: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not become ready within ${seconds} s`);
}

/** A request's whole body as text: for the raw servers (baseline, ceiling), whose bodies are small. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
