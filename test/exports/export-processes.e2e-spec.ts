import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { sha256 } from '../../src/common/hash.js';
import { binary } from '../support/binary.js';
import { image, unpack } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { encodePng } from '../support/png.js';
import { freePort, waitForReady } from '../support/server-process.js';
import { DRIVER, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Issue 13's proof of the lease protocol: two built API processes on one MariaDB database share
 * ten queued exports. Each job runs exactly once (one attempt), except the one whose process is
 * killed (SIGKILL) mid-job: the other process takes it after its lease and finishes it, with a
 * correct archive. SQLite is one process by design, so this runs on MySQL only.
 */
const describeOnMysql = DRIVER === 'mysql' ? describe : describe.skip;

const LEASE_MS = 1500;
const JOBS = 10;
const IMAGES_PER_DOC = 3;
const root = new URL('../..', import.meta.url).pathname;

/** A PNG of noise: it does not compress, so each export takes long enough to be caught running. */
function noisyPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((1 + width * 3) * height);
  randomBytes(rows.length).copy(rows);
  for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0;
  return encodePng(width, height, rows, 1);
}

describeOnMysql('Export jobs across two API processes on one MariaDB database', () => {
  let t: TestApp;
  const processes: ChildProcess[] = [];
  const tenants: Tenant[] = [];
  const expected = new Map<number, { tenant: Tenant; assets: Buffer[] }>();

  const startProcess = async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(root, 'dist/src/main.js')], {
      cwd: t.config.DATA_DIR,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: t.config.DATABASE_URL,
        DATA_DIR: t.config.DATA_DIR,
        PORT: String(port),
        LOG_LEVEL: 'error',
        EXPORT_CONCURRENCY: '1',
        EXPORT_LEASE_MS: String(LEASE_MS),
        EXPORT_POLL_MS: '100',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(child);
    await waitForReady(`http://127.0.0.1:${port}`, 30);
    return child;
  };

  const jobs = async () =>
    (await t.dataSource.query('SELECT id, status, attempts, lease_owner, progress, error FROM job ORDER BY id')) as {
      id: number;
      status: string;
      attempts: number;
      lease_owner: string | null;
      progress: number;
      error: string | null;
    }[];

  beforeAll(async () => {
    // This process only sets up and reads: it runs no job itself.
    t = await TestApp.start({ EXPORT_CONCURRENCY: '0' });
    // At most 3 exports queued per workspace: ten need four workspaces.
    for (let n = 0; n < Math.ceil(JOBS / 3); n++) tenants.push(await t.tenant(`W${n}`));
    for (let n = 0; n < JOBS; n++) {
      const tenant = tenants[Math.floor(n / 3)];
      const project = await createProject(t, tenant);
      const assets = Array.from({ length: IMAGES_PER_DOC }, () => noisyPng(448, 448));
      const ids = [];
      for (const [i, data] of assets.entries()) ids.push(await upload(t, tenant, `img-${i}.png`, data, 'image/png'));
      const doc = await createDocWithPages(t, tenant, project.id, `Doc ${n}`, [
        { name: 'Pictures', content: { type: 'page', children: ids.map((id) => image(id)) } },
      ]);
      const res = await t.http().post(`/v2/magazine/edition/${doc.id}/export`).set(tenant.auth);
      expect(res.status).toBe(202);
      expected.set(res.body.id, { tenant, assets });
    }
  }, 60_000);

  afterAll(async () => {
    for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await t?.stop();
  });

  it('runs each job once; a job whose process was killed is finished by the other after the lease', async () => {
    const [first, second] = await Promise.all([startProcess(), startProcess()]);
    const pids = new Map([
      [first.pid!, first],
      [second.pid!, second],
    ]);
    const ownerPid = (owner: string | null) =>
      owner === null ? undefined : Number(/-(\d+)-[0-9a-f]{8}$/.exec(owner)?.[1]);

    // Kill whichever process holds a job that is still early on.
    let victim: { job: number; pid: number } | undefined;
    const deadline = Date.now() + 20_000;
    while (!victim && Date.now() < deadline) {
      const running = (await jobs()).find(
        (job) => job.status === 'running' && job.progress < 50 && pids.has(ownerPid(job.lease_owner)!),
      );
      if (running) {
        const pid = ownerPid(running.lease_owner)!;
        pids.get(pid)!.kill('SIGKILL');
        victim = { job: running.id, pid };
      } else {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    expect(victim).toBeDefined();
    const killedAt = Date.now();
    // What the killed process held when it died: the job seen early on, unless it finished in the
    // moment between that read and the kill, and any other job it had claimed by then.
    const held = (await jobs())
      .filter((job) => job.status === 'running' && ownerPid(job.lease_owner) === victim!.pid)
      .map((job) => job.id);
    expect(held.length).toBeGreaterThan(0);
    if (!held.includes(victim!.job)) victim = { job: held[0], pid: victim!.pid };
    const survivor = [first, second].find((child) => child.pid !== victim!.pid)!;

    // The killed process never finishes it: the job waits out the lease, then the survivor runs it.
    while ((await jobs()).some((job) => job.status === 'queued' || job.status === 'running')) {
      expect(Date.now() - killedAt).toBeLessThan(40_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(survivor.exitCode).toBeNull();
    const rows = await jobs();
    expect(rows).toHaveLength(JOBS);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'succeeded', error: null, lease_owner: null, progress: 100 });
      // A job the killed process held was taken twice (it ran from the start again); every other one once.
      expect(row.attempts).toBe(held.includes(row.id) ? 2 : 1);
    }
    const taken = (await t.dataSource.query('SELECT started_on FROM job WHERE id = ?', [victim!.job])) as {
      started_on: Date;
    }[];
    expect(taken[0].started_on.getTime() - killedAt).toBeGreaterThanOrEqual(LEASE_MS - 500);

    // Every archive is whole and holds exactly its doc's images.
    for (const [id, { tenant, assets }] of expected) {
      const meta = (await t.http().get(`/v2/job/${id}`).set(tenant.auth).expect(200)).body;
      const res = await t.http().get(`/v2/job/${id}/download`).set(tenant.auth).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(sha256(res.body as Buffer)).toBe(meta.checksum);
      const entries = await unpack(res.body as Buffer);
      const manifest = JSON.parse(entries.get('manifest.json')!.toString());
      expect(manifest.assets.map((asset: { sha256: string }) => asset.sha256).sort()).toEqual(
        assets.map(sha256).sort(),
      );
      for (const asset of manifest.assets as { name: string; sha256: string }[])
        expect(sha256(entries.get(`assets/${asset.name}`)!)).toBe(asset.sha256);
    }
  }, 90_000);
});
