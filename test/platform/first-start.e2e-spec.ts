import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';
import { DataSource, type DataSourceOptions } from 'typeorm';

import { loadConfig } from '../../src/config/app-config.js';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { freePort } from '../support/server-process.js';
import { DRIVER, freshDatabase } from '../support/test-app.js';

const MAIN = resolve('dist/src/main.js');

interface Started {
  child: ChildProcess;
  base: string;
  lines: () => string[];
}

/** The built server as a real process, until it says it listens (or ends). */
async function start(databaseUrl: string | undefined, dataDir: string): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const end = Date.now() + 60_000;
  while (!output.includes('listening on') && child.exitCode === null && Date.now() < end)
    await new Promise((wait) => setTimeout(wait, 50));
  if (!output.includes('listening on')) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${output}`);
  }
  return { child, base: `http://127.0.0.1:${port}`, lines: () => output.split('\n').filter(Boolean) };
}

async function stop(server: Started): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  await exited;
}

async function counts(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<{ workspaces: number; credentials: number }> {
  const observer = await new DataSource({
    ...dataSourceOptions(loadConfig({ DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) })),
    migrationsRun: false,
  } as DataSourceOptions).initialize();
  try {
    const [row] = (await observer.query(
      'SELECT (SELECT COUNT(*) FROM workspace) AS workspaces, (SELECT COUNT(*) FROM api_credential) AS credentials',
    )) as Record<string, unknown>[];
    return { workspaces: Number(row.workspaces), credentials: Number(row.credentials) };
  } finally {
    await observer.destroy();
  }
}

/** The first start's credential, traded for a token: it works. */
async function tradeForToken(base: string, line: string): Promise<void> {
  const first = JSON.parse(line) as { client_id: string; client_secret: string; workspace: { id: number } };
  const answer = await fetch(`${base}/oauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: first.client_id,
      client_secret: first.client_secret,
    }),
  });
  expect(answer.status).toBe(200);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const account = await fetch(`${base}/v2/account`, { headers: { authorization: `Bearer ${token}` } });
  expect(account.status).toBe(200);
  const body = (await account.json()) as { _embedded: { account: { id: number; name: string }[] } };
  expect(body._embedded.account).toEqual([
    expect.objectContaining({ id: first.workspace.id, name: 'Default workspace' }),
  ]);
}

/**
 * The first start, on the database under test (SQLite, or MySQL/MariaDB with DATABASE_URL): on an
 * empty database the built server creates a workspace and a credential and prints them as its first
 * line; several instances starting together on one empty database create them once.
 */
describe(`The first start (${DRIVER})`, () => {
  const servers: Started[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    await Promise.all(servers.splice(0).map(stop));
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('on an empty database: the credential is the first line, and it trades for a token; a restart prints nothing', async () => {
    // `migrate: true`: nothing in it, not even the schema; the start migrates it.
    const { databaseUrl, dataDir, cleanup } = await freshDatabase(undefined, { migrate: true });
    cleanups.push(cleanup);
    const server = await start(databaseUrl, dataDir);
    servers.push(server);
    const [first] = server.lines();
    expect(JSON.parse(first)).toEqual(
      expect.objectContaining({ msg: expect.stringContaining('First start'), client_id: expect.any(String) }),
    );
    await tradeForToken(server.base, first);
    expect(await counts(databaseUrl, dataDir)).toEqual({ workspaces: 1, credentials: 1 });

    await stop(servers.pop()!);
    const again = await start(databaseUrl, dataDir);
    servers.push(again);
    expect(again.lines().filter((line) => line.includes('client_secret'))).toEqual([]);
    expect(await counts(databaseUrl, dataDir)).toEqual({ workspaces: 1, credentials: 1 });
  }, 120_000);

  if (DRIVER === 'mysql')
    it('three instances starting together on one empty database: one workspace, one credential, one line', async () => {
      // The migrated schema, no rows: what a fleet of instances finds after its first deploy's migration.
      const { databaseUrl, dataDir, cleanup } = await freshDatabase();
      cleanups.push(cleanup);
      const started = await Promise.all([1, 2, 3].map(() => start(databaseUrl, dataDir)));
      servers.push(...started);
      const printed = started.flatMap((server) =>
        server
          .lines()
          .filter((line) => line.includes('client_secret'))
          .map((line) => ({ server, line })),
      );
      expect(printed).toHaveLength(1);
      await tradeForToken(printed[0].server.base, printed[0].line);
      expect(await counts(databaseUrl, dataDir)).toEqual({ workspaces: 1, credentials: 1 });
    }, 120_000);
});
