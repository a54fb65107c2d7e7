import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { unpack } from '../support/exports.js';

const README = readFileSync('README.md', 'utf8');
const MAIN = resolve('dist/src/main.js');

/**
 * The README's walkthrough as written: the one `bash` block of its "Quick start" section, then the
 * one of "Reading and personalizing", which continues it in the same shell.
 */
function quickStart(): string {
  return ['Quick start', 'Reading and personalizing'].map(sectionBlock).join('\n');
}

function sectionBlock(title: string): string {
  const section = new RegExp(`^## ${title}\\n([\\s\\S]*?)(?=^## )`, 'm').exec(README)?.[1];
  if (section === undefined) throw new Error(`README has no "## ${title}" section`);
  const blocks = [...section.matchAll(/^```bash\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  expect(blocks).toHaveLength(1);
  return blocks[0];
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/**
 * The README's quick start, run as a reader would: its shell block, extracted from the README
 * and run with bash against the built server (a fresh SQLite file, a free port), with the
 * credential its first start prints. If the API or the README changes so that the walkthrough
 * breaks, this fails: the README cannot rot.
 */
describe('The README', () => {
  let dir: string;
  let server: ChildProcess;
  let output = '';
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'readme-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [MAIN], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        EXPORT_POLL_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const end = Date.now() + 30_000;
    while (!output.includes('listening on') && server.exitCode === null && Date.now() < end)
      await new Promise((wait) => setTimeout(wait, 100));
    if (!output.includes('listening on')) throw new Error(`the server did not start:\n${output}`);
  }, 40_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is at most 250 lines and refers to nothing outside the repository', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(250);
    for (const name of ['README.md', ...readdirSync('docs').map((file) => join('docs', file))]) {
      expect({ name, outside: /\]\(\.\.\/\.\.|\.\.\/shared/.test(readFileSync(name, 'utf8')) }).toEqual({
        name,
        outside: false,
      });
    }
  });

  it('has a quick start that takes BASE and types no id by hand', () => {
    const script = quickStart();
    expect(script).toMatch(/^BASE=\$\{BASE:-http:\/\/localhost:3000\}$/m);
    // An id in a path or a body is read from an answer into a variable, never written out.
    expect(script).not.toMatch(/\/(?:account|title|edition|page|job|image|file)\/\d/);
    expect(script).not.toMatch(/"id": \d/);
  });

  it('runs its quick start as written: exit 0, a variant, a valid gzip download and a personalized page', async () => {
    // The first start's JSON line carries the credential, once.
    const first = output.split('\n').find((line) => line.includes('"client_secret"'));
    const { client_id: clientId, client_secret: clientSecret } = first
      ? (JSON.parse(first) as Record<string, string>)
      : {};
    expect(clientId && clientSecret).toBeTruthy();
    const work = mkdtempSync(join(dir, 'quickstart-'));
    writeFileSync(join(work, 'quickstart.sh'), quickStart());
    // -e and pipefail: any step that fails fails the run, as a reader would see it fail.
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
      execFile(
        'bash',
        ['-e', '-o', 'pipefail', 'quickstart.sh'],
        {
          cwd: work,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: work,
            BASE: base,
            CLIENT_ID: clientId!,
            CLIENT_SECRET: clientSecret!,
          },
          timeout: 120_000,
        },
        (error, stdout, stderr) =>
          done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      ),
    );
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain('image/png');
    expect(run.stdout).toContain('heading, paragraph, image');
    // The reader: the plain link, then the token's personalized link.
    expect(run.stdout).toContain('Hello reader!');
    expect(run.stdout).toContain('Hello Anna!');

    const variant = readFileSync(join(work, 'cover-desktop.png'));
    expect(variant.subarray(1, 4).toString()).toBe('PNG');
    expect(variant.readUInt32BE(16)).toBe(1280);

    expect(existsSync(join(work, 'export.tar.gz'))).toBe(true);
    const archive = readFileSync(join(work, 'export.tar.gz'));
    expect(gunzipSync(archive).length).toBeGreaterThan(0);
    const names = [...(await unpack(archive)).keys()];
    expect(names.some((name) => name.endsWith('index.html'))).toBe(true);
    expect(names.some((name) => name.endsWith('.png'))).toBe(true);
  }, 150_000);
});
