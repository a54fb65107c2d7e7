import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { SERVER_NODE_FLAGS } from '../support/server-process.js';

const MAIN = resolve('dist/src/main.js');

/** Starts the built server as a real process and collects how it ends. */
function boot(env: Record<string, string>, cwd: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = execFile(
      process.execPath,
      [MAIN],
      { cwd, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 20000 },
      (error, _stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr }),
    );
    child.stdin?.end();
  });
}

describe('boot-time configuration', () => {
  it('is built (npm test builds first)', () => {
    expect(existsSync(MAIN)).toBe(true);
  });

  // The tests and benchmarks start the server as production does; a flag added in one place only
  // would make them measure another server.
  it('runs with the same node flags from npm start, npm run start:prod and the Dockerfile', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const flags = SERVER_NODE_FLAGS.join(' ');
    expect(scripts.start).toContain(`node ${flags} dist/src/main.js`);
    expect(scripts['start:prod']).toContain(`node ${flags} dist/src/main.js`);
    const command = /^CMD (\[.*\])$/m.exec(readFileSync('docker/Dockerfile', 'utf8'));
    expect(JSON.parse(command![1])).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/src/main.js']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['HOST', 'all-interfaces'],
    ['DATABASE_URL', 'postgres://db/x'],
    ['CLUSTER', 'mars'],
    ['TOKEN_TTL_SECONDS', '0'],
  ])('refuses %s=%s: exit 1 and a message naming it', async (name, value) => {
    const cwd = mkdtempSync(join(tmpdir(), 'boot-'));
    const result = await boot({ [name]: value, DATA_DIR: cwd }, cwd);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${name}=`);
  });

  it('reads .env from the working directory, the environment winning', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'boot-'));
    writeFileSync(join(cwd, '.env'), 'CLUSTER=antarctica\nPORT=3000\n');
    const fromFile = await boot({ DATA_DIR: cwd }, cwd);
    expect(fromFile.code).toBe(1);
    expect(JSON.parse(fromFile.stderr)).toMatchObject({ level: 60, time: expect.any(Number) });
    expect(JSON.parse(fromFile.stderr).msg).toContain('CLUSTER="antarctica"');
    const overridden = await boot({ DATA_DIR: cwd, PORT: 'x' }, cwd);
    expect(JSON.parse(overridden.stderr).msg).toContain('PORT="x"');
  });

  // The machine's own Node, where it is one the server does not run on (Node 20 here).
  const systemNode = '/usr/bin/node';
  const systemVersion = existsSync(systemNode) ? execFileSync(systemNode, ['--version']).toString().trim() : '';
  (systemVersion && !/^v2[24]\./.test(systemVersion) ? it : it.skip)(
    `stops on ${systemVersion || 'an unsupported Node'} with one line naming the supported versions`,
    async () => {
      const cwd = mkdtempSync(join(tmpdir(), 'boot-'));
      const result = await new Promise<{ code: number | null; stderr: string }>((done) =>
        execFile(
          systemNode,
          [MAIN],
          { cwd, env: { PATH: process.env.PATH ?? '', DATA_DIR: cwd }, timeout: 20000 },
          (error, _o, stderr) => done({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr }),
        ),
      );
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({
        level: 60,
        msg: `This is Node ${systemVersion.slice(1)}; the server runs on Node 22 (22.12 or later) or Node 24 (not 24.19 to 24.21).`,
      });
    },
  );
});
