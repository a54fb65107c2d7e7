/** What the benchmarks share about the server process they start and watch. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

import { freePort, SERVER_NODE_FLAGS, waitForReady } from '../test/support/server-process.js';

export { freePort, SERVER_NODE_FLAGS, waitForReady };

/** What every server of a benchmark runs with; the rate limits are raised far above the load. */
export const BENCH_SERVER_ENV = {
  PATH: process.env.PATH,
  // The allocator's arenas (docs/media-urls.md, Memory): passed on when the caller sets it.
  ...(process.env.MALLOC_ARENA_MAX !== undefined && { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX }),
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

/** A process's resident memory now (`VmRSS`) or at its peak so far (`VmHWM`), in bytes. */
export function rssBytes(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} for ${pid}`);
  return Number(match[1]) * 1024;
}

/** A process's CPU time so far (utime + stime, from /proc/<pid>/stat), in seconds. */
export function cpuSeconds(pid: number): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

/** A process's CPU time so far in user space and in the kernel (utime, stime), in seconds. */
export function cpuTimes(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces): utime and stime are fields 14 and 15
  // of the man page, the 12th and 13th here, in clock ticks (USER_HZ, 100 on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
}

const CLOCK_TICKS = 100;

/** A request's whole body as text: for the raw servers (baseline, ceiling), whose bodies are small. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The operator CLI of the build being measured, run with `env` in `cwd`: each call returns its
 * JSON answer (`workspace:create`, `credential:create`, ...). `app` names that build's server (the
 * CLI beside it): this build's by default, BENCH_SCRIPTS.app where the bench runs BENCH_APP.
 */
export function operatorCli(env: NodeJS.ProcessEnv, cwd: string, app = join(dist, 'src/main.js')) {
  const run = promisify(execFile);
  return async (...args: string[]) =>
    JSON.parse((await run(process.execPath, [join(dirname(app), 'cli/main.js'), ...args], { env, cwd })).stdout);
}
