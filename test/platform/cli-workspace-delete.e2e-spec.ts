import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

import { ExportWorker } from '../../src/exports/export-worker.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { cliTestTimeout, ensureCliBuilt, spawnCli } from '../support/cli.js';
import { createToken, projectDocPage, upload } from '../support/fixtures.js';
import { pngImage } from '../support/png.js';
import { expectProblem, filesUnder, type Tenant, TestApp } from '../support/test-app.js';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/**
 * Loaded before the CLI (`node --import`): records every interval the app's code starts, every
 * server that listens and every Redis subscription, and writes them to CLI_WATCH_FILE at exit.
 */
const WATCH = `
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
const seen = { intervals: [], listens: [], subscriptions: [] };
const where = () => {
  const frames = new Error().stack.split('\\n').slice(2);
  return (frames.find((line) => line.includes('/dist/src/')) ?? 'outside the app: ' + frames[0]).trim();
};
const setIntervalOriginal = globalThis.setInterval;
globalThis.setInterval = function (...args) {
  seen.intervals.push(where());
  return setIntervalOriginal.apply(this, args);
};
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  seen.listens.push(where());
  return listen.apply(this, args);
};
const { Redis } = createRequire(process.env.CLI_WATCH_ROOT + '/package.json')('ioredis');
const subscribe = Redis.prototype.subscribe;
Redis.prototype.subscribe = function (...args) {
  seen.subscriptions.push(where());
  return subscribe.apply(this, args);
};
process.on('exit', () => writeFileSync(process.env.CLI_WATCH_FILE, JSON.stringify(seen)));
`;

jest.setTimeout(cliTestTimeout(1));

/**
 * `workspace:delete` runs in the CLI's Nest application context: every module's
 * WorkspaceParticipant takes part, as in DELETE /v2/account/{id}, and no background work starts.
 */
describe('operator CLI: workspace:delete', () => {
  let t: TestApp;
  let doomed: Tenant;
  let neighbour: Tenant;
  let watchDir: string;
  let doomedUser: number;
  /** What the store holds of every workspace but the doomed one. */
  let othersStored: string[];
  const stored = () => filesUnder(localStorageRoot(t.config));

  /** Per table with a workspace_id column: the workspace's rows. */
  const rowsPerTable = async (workspaceId: number): Promise<Record<string, number>> => {
    const tables: string[] =
      t.dataSource.options.type === 'better-sqlite3'
        ? (
            (await t.dataSource.query(
              "SELECT m.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name = 'workspace_id'",
            )) as { name: string }[]
          ).map((row) => row.name)
        : (
            (await t.dataSource.query(
              "SELECT table_name AS name FROM information_schema.columns WHERE table_schema = DATABASE() AND column_name = 'workspace_id'",
            )) as { name: string }[]
          ).map((row) => row.name);
    const counts: Record<string, number> = {};
    for (const table of tables.sort()) {
      const [row] = (await t.dataSource.query(
        `SELECT COUNT(*) AS n FROM ${t.dataSource.driver.escape(table)} WHERE workspace_id = ?`,
        [workspaceId],
      )) as { n: number | string }[];
      counts[table] = Number(row.n);
    }
    return counts;
  };

  /**
   * A workspace with something for every participant: content, a file, an export's archive, a
   * personalization token, a goal, a webhook, a user of its own, an idempotency key. Returns the user.
   */
  const populate = async (tenant: Tenant, n: number): Promise<number> => {
    const { doc } = await projectDocPage(t, tenant);
    await t
      .http()
      .patch(`/v2/magazine/edition/${doc}`)
      .set(tenant.auth)
      .send({ options: { has_personalization: true } })
      .expect(200);
    await createToken(t, tenant, doc);
    const goal = await t
      .http()
      .post('/analytics/goal')
      .set(tenant.auth)
      .send({ name: `Goal ${n}`, type: 'page', doc, position: 1 });
    expect(goal.status).toBe(201);
    await upload(t, tenant, `cover-${n}.png`, pngImage(8, 8, n), 'image/png');
    const webhook = await t
      .http()
      .post('/webhook')
      .set(tenant.auth)
      .send({ url: `https://hooks.example.com/${n}`, events: ['*'] });
    expect(webhook.status).toBe(201);
    const user = await t
      .http()
      .post('/v2/user')
      .set(tenant.auth)
      .set('Idempotency-Key', `cli-delete-${n}`)
      .send({
        first_name: 'C',
        last_name: 'Li',
        email: `cli-delete-${n}@example.com`,
        phone: '',
        account: String(tenant.workspaceId),
      });
    expect(user.status).toBe(201);
    const exported = await t.http().post(`/v2/magazine/edition/${doc}/export`).set(tenant.auth);
    expect(exported.status).toBe(202);
    await t.app.get(ExportWorker).idle();
    return user.body.id as number;
  };

  beforeAll(async () => {
    ensureCliBuilt();
    // With Redis, the paths that would subscribe or connect for requests are live in the CLI too.
    t = await TestApp.start({ REDIS_URL });
    doomed = await t.tenant('Doomed by CLI');
    neighbour = await t.tenant('Neighbour');
    await populate(neighbour, 2);
    othersStored = stored();
    doomedUser = await populate(doomed, 1);
    watchDir = mkdtempSync(join(tmpdir(), 'cli-watch-'));
    writeFileSync(join(watchDir, 'watch.mjs'), WATCH);
  }, 150_000);
  afterAll(async () => {
    await t?.stop();
    if (watchDir) rmSync(watchDir, { recursive: true, force: true });
  });

  it('purges through every participant, and starts no worker, timer, server or subscription', async () => {
    const before = await rowsPerTable(doomed.workspaceId);
    const neighbourBefore = await rowsPerTable(neighbour.workspaceId);
    const credentials = (
      (await t.dataSource.query('SELECT id FROM api_credential WHERE workspace_id = ?', [doomed.workspaceId])) as {
        id: number;
      }[]
    ).map((row) => Number(row.id));
    const idempotencyKeys = async () =>
      Number(
        (
          (await t.dataSource.query(
            `SELECT COUNT(*) AS n FROM idempotency_key WHERE credential_id IN (${credentials.join(',')})`,
          )) as { n: number }[]
        )[0].n,
      );
    const users = async () =>
      (
        (await t.dataSource.query(`SELECT id FROM ${t.dataSource.driver.escape('user')} WHERE id = ?`, [
          doomedUser,
        ])) as unknown[]
      ).length;
    // Not vacuous: the workspace has rows of several modules, and stored bytes.
    for (const table of [
      'api_credential',
      'title',
      'edition',
      'membership',
      'folder',
      'media_file',
      'webhook_endpoint',
      'personalization_token',
      'analytics_goal',
      'job',
    ])
      expect([table, before[table] > 0]).toEqual([table, true]);
    // Rows no foreign key cascade reaches: only their participants delete them.
    expect(await idempotencyKeys()).toBeGreaterThan(0);
    expect(await users()).toBe(1);
    // The upload, its variants and the export's archive.
    expect(stored().length).toBeGreaterThan(othersStored.length + 1);

    const watchFile = join(watchDir, 'seen.json');
    const result = await spawnCli(t, ['workspace:delete', String(doomed.workspaceId)], {
      nodeArgs: ['--import', join(watchDir, 'watch.mjs')],
      // A metrics port: the server would listen, were it started.
      env: { CLI_WATCH_FILE: watchFile, CLI_WATCH_ROOT: resolve('.'), METRICS_PORT: '0' },
    });
    expect(result).toEqual({ code: 0, stdout: `{"id":${doomed.workspaceId},"deleted":true}\n`, stderr: '' });

    // Every participant's rows, and the workspace's stored bytes, are gone; the neighbour's stay.
    const after = await rowsPerTable(doomed.workspaceId);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    expect(await rowsPerTable(neighbour.workspaceId)).toEqual(neighbourBefore);
    expect(await t.dataSource.query('SELECT id FROM workspace WHERE id = ?', [doomed.workspaceId])).toEqual([]);
    expect(await idempotencyKeys()).toBe(0);
    expect(await users()).toBe(0);
    expect(stored()).toEqual(othersStored);
    // Its tokens stop working: the revocation went out through Redis to the running API.
    expectProblem(await t.http().get('/v2/account').set(doomed.auth), 401);
    expect((await t.http().get('/v2/account').set(neighbour.auth)).status).toBe(200);

    // No background work started in the CLI.
    const seen = JSON.parse(readFileSync(watchFile, 'utf8')) as Record<string, string[]>;
    expect({
      ...seen,
      intervals: seen.intervals.filter((at) => !at.startsWith('outside the app')),
    }).toEqual({ intervals: [], listens: [], subscriptions: [] });
  });

  it('refuses a workspace that does not exist, changing nothing', async () => {
    await t.refusedWithoutChange(async () => {
      const result = await spawnCli(t, ['workspace:delete', '--id', String(neighbour.workspaceId + 1000)]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(JSON.parse(result.stderr)).toEqual({ error: `workspace ${neighbour.workspaceId + 1000} does not exist` });
    });
  });
});
