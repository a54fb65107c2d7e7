import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { expect } from '@jest/globals';

import type { TestApp } from './test-app.js';

const ROOT = resolve('.');
const CLI = join(ROOT, 'dist', 'src', 'cli', 'main.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The CLI runs from the build, which `npm test`'s pretest step makes; a bare `jest` run on a
 * checkout without `dist/` builds it here.
 */
export function ensureCliBuilt(): void {
  if (existsSync(CLI)) return;
  execFileSync('npx', ['nest', 'build'], { cwd: ROOT, timeout: 120_000, stdio: 'pipe' });
  if (!existsSync(CLI)) throw new Error(`nest build did not produce ${CLI}`);
}

/**
 * How long one CLI run may take before it counts as hung. Generous on purpose: a CLI starts in
 * about half a second of CPU, but a loaded CI machine may give it little of that.
 */
export const CLI_TIMEOUT_MS = 120_000;

/** Jest timeout for a test that runs `runs` CLIs: each may use the whole CLI_TIMEOUT_MS. */
export const cliTestTimeout = (runs: number): number => 30_000 + runs * CLI_TIMEOUT_MS;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs the built CLI as its own process, on the same database as the running app. Runs go one
 * at a time, in call order (callers may still start several at once): concurrent CLIs on a busy
 * machine only slow each other down, and in order their writes are predictable.
 */
export function runCli(t: TestApp, ...args: string[]): Promise<CliResult> {
  const run = queue.then(() => spawnCli(t, args));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Runs the built CLI at once, outside the queue of `runCli`: for tests of what two concurrent
 * commands do.
 */
export function spawnCli(
  t: TestApp,
  args: string[],
  extra: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<CliResult> {
  return new Promise((done) => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: t.config.DATA_DIR,
      LOG_LEVEL: 'silent',
    };
    if (t.config.DATABASE_URL) env.DATABASE_URL = t.config.DATABASE_URL;
    if (t.config.REDIS_URL) env.REDIS_URL = t.config.REDIS_URL;
    // The service's own addresses, as the app has them (project:hostname refuses them).
    if (t.config.PUBLIC_URL) env.PUBLIC_URL = t.config.PUBLIC_URL;
    if (t.config.PUBLISH_URL) env.PUBLISH_URL = t.config.PUBLISH_URL;
    Object.assign(env, extra.env);
    execFile(
      process.execPath,
      [...(extra.nodeArgs ?? []), CLI, ...args],
      { cwd: ROOT, env, timeout: CLI_TIMEOUT_MS },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** Exactly one line of JSON on stdout, nothing on stderr, exit 0. */
export async function runCliOk(t: TestApp, ...args: string[]): Promise<Record<string, unknown>> {
  const result = await runCli(t, ...args);
  expect(result).toEqual({ code: 0, stdout: expect.stringMatching(/^[^\n]+\n$/), stderr: '' });
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

/** A failure: non-zero exit, nothing on stdout, one JSON error on stderr. */
export function expectCliError(result: CliResult, code: number, message?: RegExp): void {
  expect(result.code).toBe(code);
  expect(result.stdout).toBe('');
  let parsed: unknown;
  expect(() => (parsed = JSON.parse(result.stderr.trim()))).not.toThrow();
  expect(parsed).toEqual(expect.objectContaining({ error: expect.any(String) }));
  if (message) expect((parsed as { error: string }).error).toMatch(message);
}
