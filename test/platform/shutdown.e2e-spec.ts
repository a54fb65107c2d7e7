import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, type IncomingMessage, request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import { join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { ensureCliBuilt } from '../support/cli.js';
import { multipartBody, openUpload, until } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { filesUnder, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

const MAIN = join(resolve('.'), 'dist', 'src', 'main.js');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** The built server (`node dist/src/main.js`) as its own process, on the test app's database and storage. */
async function startServer(t: TestApp, more: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: t.config.DATA_DIR,
    PUBLIC_URL,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_OAUTH_PER_MINUTE: '100000',
    ...more,
  };
  if (t.config.DATABASE_URL) env.DATABASE_URL = t.config.DATABASE_URL;
  const child = spawn(process.execPath, [MAIN], { cwd: resolve('.'), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal, at: Date.now() })),
  );
  await until(() => output.includes('listening on') || child.exitCode !== null, 'the server to listen', 20_000);
  if (child.exitCode !== null) throw new Error(`the server exited at start: ${output}`);
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Whether a new TCP connection to the port is accepted. */
function accepts(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

function responseOf(req: ReturnType<typeof openUpload>): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    req.once('response', (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.once('close', () => fail(new Error('the connection closed before a response')));
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('Graceful shutdown of the built server on SIGTERM', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    if (!existsSync(MAIN)) ensureCliBuilt();
    // The in-process app shares the database and storage with the spawned server: it makes the
    // tenant and checks, after the server is gone, what the server wrote.
    t = await TestApp.start();
    tenant = await t.tenant('Shutdown');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('refuses new connections, finishes an upload in flight, closes and exits 0 within 10 s', async () => {
    const server = await startServer(t);
    try {
      // An idle keep-alive connection must not hold the shutdown up.
      const agent = new Agent({ keepAlive: true });
      const warm = await new Promise<number>((done, fail) =>
        httpRequest(`${server.url}/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        })
          .on('error', fail)
          .end(),
      );
      expect(warm).toBe(200);

      const png = Buffer.concat([pngImage(16, 16, 7), Buffer.alloc(256 * 1024, 7)]);
      const { body, contentType } = multipartBody([{ name: 'file', filename: 'slow.png', data: png }]);
      const upload = openUpload(server.url, tenant.auth, contentType, body.length);
      const response = responseOf(upload);
      const storage = localStorageRoot(t.config);
      const before = filesUnder(storage);
      upload.write(body.subarray(0, 64 * 1024));
      await until(() => filesUnder(storage).some((path) => path.endsWith('.part')), 'the upload to reach storage');

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await until(async () => !(await accepts(server.url)), 'new connections to be refused', 3000);

      // The rest of the body arrives slowly, well after the signal.
      for (let offset = 64 * 1024; offset < body.length; offset += 32 * 1024) {
        await sleep(100);
        upload.write(body.subarray(offset, Math.min(offset + 32 * 1024, body.length)));
      }
      upload.end();

      const res = await response;
      const answered = Date.now();
      expect(res.status).toBe(201);
      const [file] = JSON.parse(res.body)._embedded.file as { id: number; size: number }[];
      expect(file.size).toBe(png.length);

      const exit = await server.exited;
      expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
      expect(exit.at - signalled).toBeLessThan(10_000);
      // Not by the drain deadline: the idle keep-alive connection did not hold the close up.
      expect(exit.at - answered).toBeLessThan(3000);
      expect(server.output()).toMatch(/SIGTERM: no longer accepting connections[\s\S]*closed; bye/);
      agent.destroy();

      // What the server wrote before it went is complete: the row, and the bytes in storage.
      const content = await t.http().get(`/topiary/file/${file.id}/content`).set(tenant.auth).buffer(true);
      expect(content.status).toBe(200);
      expect(Buffer.compare(content.body as Buffer, png)).toBe(0);
      expect(
        filesUnder(storage)
          .filter((path) => !before.includes(path))
          .some((path) => path.endsWith('.part')),
      ).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });

  it('exits 0 at once when nothing is in flight', async () => {
    const server = await startServer(t);
    try {
      const res = await fetch(`${server.url}/v2/magazine/title`, { headers: tenant.auth });
      expect(res.status).toBe(200);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
      expect(exit.at - signalled).toBeLessThan(3000);
      expect(await accepts(server.url)).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });

  it('logs one JSON line per request at info, written within a fraction of a second, and what is left at exit', async () => {
    const server = await startServer(t, { LOG_LEVEL: 'info' });
    const lineOf = (id: string) =>
      server
        .output()
        .split('\n')
        .find((line) => line.includes(`"reqId":"${id}"`));
    try {
      const res = await fetch(`${server.url}/v2/magazine/title?limit=1`, {
        headers: { ...tenant.auth, 'X-Request-Id': 'log-line-1' },
      });
      expect(res.status).toBe(200);
      const answered = Date.now();
      await until(() => lineOf('log-line-1') !== undefined, 'the request line', 3000);
      // Lines wait in a buffer for at most LOG_FLUSH_MS (200 ms).
      expect(Date.now() - answered).toBeLessThan(1000);
      const line = JSON.parse(lineOf('log-line-1')!) as Record<string, unknown>;
      // The request id where a request's child logger puts it: right after the process's bindings.
      // Then whose request it was: the workspace and the credential of its token.
      expect(Object.keys(line)).toEqual([
        'level',
        'time',
        'pid',
        'hostname',
        'reqId',
        'method',
        'url',
        'status',
        'ms',
        'workspace',
        'credential',
        'msg',
      ]);
      expect(line).toMatchObject({
        level: 30,
        method: 'GET',
        url: '/v2/magazine/title?limit=1',
        status: 200,
        workspace: tenant.workspaceId,
        msg: 'request',
      });
      expect(line.credential).toEqual(expect.any(Number));

      // An error is logged through the request's own logger, with the same id.
      const refused = await fetch(`${server.url}/v2/user`, { headers: { 'X-Request-Id': 'log-line-2' } });
      expect(refused.status).toBe(401);
      await until(() => lineOf('log-line-2') !== undefined, 'the refused request line', 3000);

      // Lines logged just before SIGTERM are written before the process exits.
      for (let i = 0; i < 20; i++) {
        await (
          await fetch(`${server.url}/v2/magazine/title?limit=1`, {
            headers: { ...tenant.auth, 'X-Request-Id': `burst-${i}` },
          })
        ).arrayBuffer();
      }
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      for (let i = 0; i < 20; i++) expect(lineOf(`burst-${i}`)).toContain('"status":200');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
