import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from '@jest/globals';

/**
 * Issue 12 item 9: a bad URL in the configuration never echoes its password, a malformed URL
 * or port is a clean error naming the variable, and a failed start (the database down, the port
 * taken) is one JSON line and exit 1, with no stack and no credential.
 */
const MAIN = resolve('dist/src/main.js');
const PASSWORD = 'hunter2-secret';

function boot(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const cwd = mkdtempSync(join(tmpdir(), 'boot-'));
  return new Promise((done) => {
    execFile(
      process.execPath,
      [MAIN],
      { cwd, env: { PATH: process.env.PATH ?? '', DATA_DIR: cwd, ...env }, timeout: 20_000 },
      (error, stdout, stderr) =>
        done({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr, stdout }),
    );
  });
}

describe('boot failures', () => {
  it.each([
    ['DATABASE_URL', `mysql://root:${PASSWORD}@127.0.0.1:99999/db`],
    ['DATABASE_URL', `mysql://root:${PASSWORD}@127.0.0.1:3x06/db`],
    ['DATABASE_URL', `mysql://root:${PASSWORD}@[::1/db`],
    ['REDIS_URL', `redis://:${PASSWORD}@127.0.0.1:0`],
    ['REDIS_URL', `redis://user:${PASSWORD}@127.0.0.1:70000`],
  ])('refuses %s=%s naming the variable, the password masked', async (name, value) => {
    const result = await boot({ [name]: value });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${name}=`);
    expect(result.stderr).toContain(':***@');
    expect(result.stderr + result.stdout).not.toContain(PASSWORD);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 1 with one JSON line when the database cannot be reached', async () => {
    const result = await boot({ DATABASE_URL: `mysql://root:${PASSWORD}@127.0.0.1:1/db`, PORT: '0' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 60,
      msg: expect.stringMatching(/database cannot be reached/),
      code: 'ECONNREFUSED',
    });
    expect(result.stderr + result.stdout).not.toContain(PASSWORD);
  });

  it('exits 1 with one JSON line when the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '0.0.0.0', done));
    const { port } = taken.address() as { port: number };
    try {
      const result = await boot({ PORT: String(port) });
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({
        level: 60,
        msg: `The server could not start: port ${port} is already in use`,
        code: 'EADDRINUSE',
      });
    } finally {
      taken.close();
    }
  });

  it('listens on HOST, and exits 1 with one JSON line when HOST is not an address of this machine', async () => {
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never assigned to a machine.
    const result = await boot({ HOST: '192.0.2.1', PORT: '0' });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 60,
      msg: 'The server could not start: HOST 192.0.2.1 is not an address of this machine',
      code: 'EADDRNOTAVAIL',
    });
  });
});
