import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createDocWithPages, createProject } from '../support/fixtures.js';
import { freePort, waitForReady } from '../support/server-process.js';
import { DRIVER, type Tenant, TestApp } from '../support/test-app.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Webhooks across built server processes (`dist/src/main.js`): a process killed (SIGKILL) between
 * a change and its delivery loses nothing, the next process sends it; and on MariaDB two processes
 * deliver every attempt exactly once, each endpoint in order.
 */
const root = new URL('../..', import.meta.url).pathname;
const describeOnMysql = DRIVER === 'mysql' ? describe : describe.skip;

describe('webhooks across processes', () => {
  let t: TestApp;
  let a: Tenant;
  let receiver: WebhookReceiver;
  const processes: ChildProcess[] = [];

  const start = async (env: Record<string, string>) => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(root, 'dist/src/main.js')], {
      cwd: t.config.DATA_DIR,
      env: {
        PATH: process.env.PATH,
        ...(t.config.DATABASE_URL && { DATABASE_URL: t.config.DATABASE_URL }),
        DATA_DIR: t.config.DATA_DIR,
        PORT: String(port),
        LOG_LEVEL: 'error',
        WEBHOOK_ALLOW_HTTP: '1',
        WEBHOOK_ALLOW_PRIVATE: '1',
        WEBHOOK_POLL_MS: '50',
        WEBHOOK_LEASE_MS: '2000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitForReady(base, 30);
    return { child, base };
  };
  const killed = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await TestApp.start({ WEBHOOK_CONCURRENCY: '0', WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOW_PRIVATE: '1' });
    a = await t.tenant('Crashing');
  }, 60_000);
  afterAll(async () => {
    for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.stop().catch(() => undefined);
    await receiver?.stop();
  });

  it('a process killed between the change and its delivery loses nothing', async () => {
    const hook = await t
      .http()
      .post('/webhook')
      .set(a.auth)
      .send({ url: `${receiver.url}/crash`, events: ['doc.published'] })
      .expect(201);
    const project = await createProject(t, a);
    const doc = await createDocWithPages(t, a, project.id, 'Survivor', [
      { name: 'Intro', identifier: 'intro', content: { type: 'page', children: [] } },
    ]);
    // SQLite is one process's file: this one lets go of it while the servers run.
    if (DRIVER === 'sqlite') await t.app.close();
    // This process commits the change and dies before any delivery (it delivers nothing).
    const first = await start({ WEBHOOK_CONCURRENCY: '0' });
    const published = await fetch(`${first.base}/v2/magazine/edition/${doc.id}/publish`, {
      method: 'POST',
      headers: a.auth,
    });
    expect(published.status).toBe(200);
    await killed(first.child);
    expect(receiver.received).toHaveLength(0);
    // The next one finds the outbox row and sends it.
    const second = await start({});
    const [got] = await receiver.waitFor('/crash', 1);
    expect(receiver.verified('/crash', hook.body.secret)[0]).toMatchObject({
      type: 'doc.published',
      data: { id: doc.id, status: 'published' },
    });
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    await killed(second.child);
  }, 90_000);
});

describeOnMysql('webhooks from two processes on one MariaDB database', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  const processes: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.stop();
    await receiver?.stop();
  });

  it('deliver each attempt once, every endpoint in order', async () => {
    receiver = await WebhookReceiver.start();
    // Slow enough that both processes are busy at once.
    receiver.answer = (_request, response) => setTimeout(() => response.end('ok'), 5);
    t = await TestApp.start({ WEBHOOK_CONCURRENCY: '0', WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOW_PRIVATE: '1' });
    const endpoints: { path: string; secret: string; tenant: Tenant; doc: number }[] = [];
    for (let n = 0; n < 4; n++) {
      const tenant = await t.tenant(`Pair ${n}`);
      const hook = await t
        .http()
        .post('/webhook')
        .set(tenant.auth)
        .send({ url: `${receiver.url}/pair-${n}`, events: ['doc.published', 'doc.unpublished'] })
        .expect(201);
      const project = await createProject(t, tenant);
      const doc = await createDocWithPages(t, tenant, project.id, `Doc ${n}`, []);
      endpoints.push({ path: `/pair-${n}`, secret: hook.body.secret, tenant, doc: doc.id });
    }
    const spawnOne = async () => {
      const port = await freePort();
      const child = spawn(process.execPath, [join(root, 'dist/src/main.js')], {
        cwd: t.config.DATA_DIR,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: t.config.DATABASE_URL,
          DATA_DIR: t.config.DATA_DIR,
          PORT: String(port),
          LOG_LEVEL: 'error',
          WEBHOOK_ALLOW_HTTP: '1',
          WEBHOOK_ALLOW_PRIVATE: '1',
          WEBHOOK_POLL_MS: '30',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      processes.push(child);
      await waitForReady(`http://127.0.0.1:${port}`, 30);
    };
    await Promise.all([spawnOne(), spawnOne()]);
    const ROUNDS = 15;
    for (let round = 0; round < ROUNDS; round++) {
      for (const endpoint of endpoints) {
        const action = round % 2 === 0 ? 'publish' : 'unpublish';
        await t.http().post(`/v2/magazine/edition/${endpoint.doc}/${action}`).set(endpoint.tenant.auth).expect(200);
      }
    }
    for (const endpoint of endpoints) {
      await receiver.waitFor(endpoint.path, ROUNDS, 30_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const endpoint of endpoints) {
      const got = receiver.received.filter((request) => request.path === endpoint.path);
      // Exactly once each: as many requests as events, every webhook-id once.
      expect(got).toHaveLength(ROUNDS);
      expect(new Set(got.map((request) => request.headers['webhook-id'])).size).toBe(ROUNDS);
      const types = receiver.verified(endpoint.path, endpoint.secret).map((event) => event.type);
      expect(types).toEqual(
        Array.from({ length: ROUNDS }, (_, round) => (round % 2 === 0 ? 'doc.published' : 'doc.unpublished')),
      );
    }
    const rows = (await t.dataSource.query(
      "SELECT status, attempts FROM webhook_delivery WHERE status <> 'succeeded' OR attempts <> 1",
    )) as unknown[];
    expect(rows).toEqual([]);
  }, 120_000);
});
