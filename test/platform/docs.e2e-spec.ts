import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { freePort } from '../support/server-process.js';

const MAIN = resolve('dist/src/main.js');
const PREAMBLE_FILE = resolve('test/support/docs-preamble.sh');

/**
 * The docs as written (CONTRIBUTING.md, "Docs that run"): in `docs/*.md`, a block fenced
 * ` ```bash ` is runnable. All of a file's `bash` blocks run in order in one `bash`
 * (`set -euo pipefail`), in a fresh temporary directory, against a fresh built server
 * (`dist/src/main.js`) on a fresh SQLite database, after test/support/docs-preamble.sh (the README
 * quick start's first lines: BASE, TOKEN, AUTH, WORKSPACE, field, api, json) with the credential
 * the server's first start printed. A line `<!-- docs-test env: NAME=value ... -->` in the file
 * adds to the server's environment. Any other tag (`sh`, `text`, `http`, ...) is an excerpt.
 */
interface DocScript {
  file: string;
  blocks: string[];
  env: Record<string, string>;
}

function runnableBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```bash\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

function docsTestEnv(markdown: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const match of markdown.matchAll(/<!--\s*docs-test env:([^>]*?)-->/g))
    for (const pair of match[1].trim().split(/\s+/).filter(Boolean)) {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`docs-test env: "${pair}" is not NAME=value`);
      env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  return env;
}

function docScripts(): DocScript[] {
  return readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const markdown = readFileSync(join('docs', name), 'utf8');
      return { file: `docs/${name}`, blocks: runnableBlocks(markdown), env: docsTestEnv(markdown) };
    })
    .filter((doc) => doc.blocks.length > 0);
}

/** The preamble without its own header comment (everything up to the first blank line). */
function preambleBody(): string {
  const text = readFileSync(PREAMBLE_FILE, 'utf8');
  return text.slice(text.indexOf('\n\n') + 2);
}

interface Server {
  process: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(dir: string, extra: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  // Only PATH from this process: no DATABASE_URL (SQLite in `dir`), no Redis, no S3.
  const child = spawn(process.execPath, [MAIN], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: join(dir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      EXPORT_POLL_MS: '200',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const end = Date.now() + 30_000;
  while (!output.includes('listening on') && child.exitCode === null && Date.now() < end)
    await new Promise((wait) => setTimeout(wait, 50));
  if (!output.includes('listening on')) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${output}`);
  }
  return { process: child, base, output: () => output };
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((done) => server.process.once('exit', done));
  server.process.kill('SIGTERM');
  await exited;
}

function runBash(cwd: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) =>
    execFile(
      'bash',
      ['-euo', 'pipefail', 'doc.sh'],
      { cwd, env: { PATH: process.env.PATH ?? '', HOME: cwd, ...env }, timeout: 120_000, maxBuffer: 16 << 20 },
      (error, stdout, stderr) =>
        done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

const scripts = docScripts();

describe('The docs, run as written', () => {
  it('share their preamble with the README quick start, verbatim', () => {
    const readme = readFileSync('README.md', 'utf8');
    const quickStart = /^## Quick start\n[\s\S]*?^```bash\n([\s\S]*?)^```$/m.exec(readme)?.[1];
    expect(quickStart?.startsWith(preambleBody())).toBe(true);
    expect(preambleBody()).toMatch(/^WORKSPACE=/m);
  });

  it('reads the docs-test env line', () => {
    expect(docsTestEnv('x\n<!-- docs-test env: A=1 B=two=2 -->\n')).toEqual({ A: '1', B: 'two=2' });
    expect(runnableBlocks('```bash\necho 1\n```\n```sh\necho 2\n```\n```bash\necho 3\n```\n')).toEqual([
      'echo 1\n',
      'echo 3\n',
    ]);
  });

  it('has runnable examples', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(scripts.map((doc) => [doc.file, doc] as const))(
    '%s: every bash block runs, in order, in one shell',
    async (_file, doc) => {
      const dir = mkdtempSync(join(tmpdir(), 'docs-'));
      const server = await startServer(dir, doc.env);
      try {
        const first = server
          .output()
          .split('\n')
          .find((line) => line.includes('"client_secret"'));
        const credential = first ? (JSON.parse(first) as Record<string, string>) : {};
        expect(credential.client_id && credential.client_secret).toBeTruthy();
        const work = mkdtempSync(join(dir, 'work-'));
        writeFileSync(
          join(work, 'doc.sh'),
          [readFileSync(PREAMBLE_FILE, 'utf8'), ...doc.blocks.map((block, i) => `# block ${i + 1}\n${block}`)].join(
            '\n',
          ),
        );
        const run = await runBash(work, {
          BASE: server.base,
          CLIENT_ID: credential.client_id!,
          CLIENT_SECRET: credential.client_secret!,
        });
        expect({
          file: doc.file,
          code: run.code,
          stdout: run.stdout.slice(-4000),
          stderr: run.stderr.slice(-4000),
        }).toEqual({ file: doc.file, code: 0, stdout: expect.any(String), stderr: expect.any(String) });
      } finally {
        await stopServer(server);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
