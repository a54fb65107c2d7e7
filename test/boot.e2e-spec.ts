import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from '@jest/globals';

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
    expect(fromFile.stderr).toContain('CLUSTER="antarctica"');
    const overridden = await boot({ DATA_DIR: cwd, PORT: 'x' }, cwd);
    expect(overridden.stderr).toContain('PORT="x"');
  });
});
