import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { JobQueue } from '../../src/exports/job-queue.js';
import { image, settled } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { encodePng } from '../support/png.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * Export slots are shared between workspaces: one workspace's queue of long exports must not hold
 * every slot until it drains. The claim (in SQL, so the same on every instance) takes the oldest
 * job of the workspace with the fewest running jobs, ties going to the workspace that started one
 * least recently; EXPORT_WORKERS_PER_WORKSPACE caps a workspace's running jobs across instances.
 * Each describe has its own app, started after the previous one stopped (one SQLite app per process).
 */

/** Queues an export of a one-page doc and returns the job's id. */
async function queueExport(t: TestApp, tenant: Tenant, docId: number): Promise<number> {
  const res = await t.http().post(`/v2/magazine/edition/${docId}/export`).set(tenant.auth);
  expect(res.status).toBe(202);
  return res.body.id as number;
}

async function emptyDoc(t: TestApp, tenant: Tenant): Promise<number> {
  const project = await createProject(t, tenant);
  return (
    await createDocWithPages(t, tenant, project.id, 'Doc', [{ name: 'P', content: { type: 'page', children: [] } }])
  ).id;
}

/** A PNG of noise: it does not compress, so exporting it takes real time. */
function noisyPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((1 + width * 3) * height);
  randomBytes(rows.length).copy(rows);
  for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0;
  return encodePng(width, height, rows, 1);
}

describe('Export claims take turns between workspaces (two owners claiming by hand, as two instances would)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Runs no job itself: the test is every worker.
    t = await TestApp.start({ EXPORT_CONCURRENCY: '0' });
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('gives the next job to the workspace with the fewest running, then to the one served least recently', async () => {
    const a = await t.tenant('A');
    const b = await t.tenant('B');
    const aDoc = await emptyDoc(t, a);
    const bDoc = await emptyDoc(t, b);
    // A queues its three first; B's come after all of them.
    const [a1, a2, a3] = [await queueExport(t, a, aDoc), await queueExport(t, a, aDoc), await queueExport(t, a, aDoc)];
    const [b1, b2] = [await queueExport(t, b, bDoc), await queueExport(t, b, bDoc)];
    const queue = t.app.get(JobQueue);
    const ids = (claim: { claimed: { id: number }[] }) => claim.claimed.map((job) => job.id);

    // Nobody runs anything: the oldest job.
    const first = await queue.claim('instance-1', 1);
    expect(ids(first)).toEqual([a1]);
    // A holds a slot; B's job goes next, though A's two are older.
    const second = await queue.claim('instance-2', 1);
    expect(ids(second)).toEqual([b1]);
    expect(await queue.succeed(first.claimed[0], { size: 1, checksum: 'a'.repeat(64) })).toBe(true);
    expect(await queue.succeed(second.claimed[0], { size: 1, checksum: 'b'.repeat(64) })).toBe(true);

    // Both run nothing now; A started a job less recently than B, so A's turn.
    const third = await queue.claim('instance-1', 1);
    expect(ids(third)).toEqual([a2]);
    // One claim of two slots counts what it has just taken: B's (A runs one), then A's.
    const fourth = await queue.claim('instance-2', 2);
    expect(ids(fourth)).toEqual([b2, a3]);
    expect(await queue.claim('instance-3', 5)).toEqual({ claimed: [], discard: [] });

    const rows = (await t.dataSource.query('SELECT id, status, lease_owner, attempts FROM job ORDER BY id')) as {
      id: number;
      status: string;
      lease_owner: string | null;
      attempts: number;
    }[];
    expect(rows.map((row) => [Number(row.id), row.status, row.lease_owner, Number(row.attempts)])).toEqual([
      [a1, 'succeeded', null, 1],
      [a2, 'running', 'instance-1', 1],
      [a3, 'running', 'instance-2', 1],
      [b1, 'succeeded', null, 1],
      [b2, 'running', 'instance-2', 1],
    ]);
  }, 60_000);
});

describe('EXPORT_WORKERS_PER_WORKSPACE caps one workspace across instances', () => {
  const LEASE_MS = 1000;
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({
      EXPORT_CONCURRENCY: '0',
      EXPORT_WORKERS_PER_WORKSPACE: '1',
      EXPORT_LEASE_MS: String(LEASE_MS),
    });
  });

  afterAll(async () => {
    await t?.stop();
  });

  it('leaves a workspace at its cap waiting while free slots take others, and retries an abandoned job', async () => {
    const a = await t.tenant('A');
    const b = await t.tenant('B');
    const aDoc = await emptyDoc(t, a);
    const [a1] = [await queueExport(t, a, aDoc), await queueExport(t, a, aDoc), await queueExport(t, a, aDoc)];
    const queue = t.app.get(JobQueue);

    // Three free slots, but A may run one.
    const first = await queue.claim('instance-1', 3);
    expect(first.claimed.map((job) => job.id)).toEqual([a1]);
    expect((await queue.claim('instance-2', 3)).claimed).toHaveLength(0);
    // B's export, queued last, starts at once.
    const b1 = await queueExport(t, b, await emptyDoc(t, b));
    const taken = await queue.claim('instance-2', 3);
    expect(taken.claimed.map((job) => job.id)).toEqual([b1]);

    // Both instances die holding their jobs: once the leases ran out they no longer count, and the
    // jobs themselves are taken again (a new attempt, a new key), still one at a time for A.
    await sleep(LEASE_MS + 200);
    const retry = await queue.claim('instance-3', 3);
    expect(retry.claimed.map((job) => job.id)).toEqual([a1, b1]);
    expect(retry.claimed[0].archive_key).not.toBe(first.claimed[0].archive_key);
    expect(retry.discard).toEqual([first.claimed[0].archive_key, taken.claimed[0].archive_key]);
    expect(await queue.heartbeat(first.claimed[0], 50)).toBe(false);
    expect(await queue.heartbeat(retry.claimed[0], 50)).toBe(true);
  }, 60_000);
});

describe('Real export jobs on one slot: a second workspace does not wait behind a queue of long exports', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start({ EXPORT_CONCURRENCY: '1', EXPORT_POLL_MS: '50' });
  });

  afterAll(async () => {
    await t?.stop();
  });

  it("runs B's one export right after A's first, before A's other two", async () => {
    const a = await t.tenant('A');
    const b = await t.tenant('B');
    // A's doc: incompressible images, so each of its exports runs for a while.
    const images = [];
    for (let n = 0; n < 4; n++) images.push(await upload(t, a, `noise-${n}.png`, noisyPng(1024, 1024), 'image/png'));
    const project = await createProject(t, a);
    const heavy = await createDocWithPages(t, a, project.id, 'Heavy', [
      { name: 'Pictures', content: { type: 'page', children: images.map((id) => image(id)) } },
    ]);
    const bDoc = await emptyDoc(t, b);

    const aJobs = [
      await queueExport(t, a, heavy.id),
      await queueExport(t, a, heavy.id),
      await queueExport(t, a, heavy.id),
    ];
    const bJob = await queueExport(t, b, bDoc);
    // The point of the test: B's export arrived while A's first still ran and A's others waited.
    const statuses = (await t.dataSource.query(
      `SELECT id, status FROM job WHERE id IN (${[...aJobs, bJob].join(',')}) ORDER BY id`,
    )) as { id: number; status: string }[];
    expect(statuses.map((row) => row.status)).toEqual(['running', 'queued', 'queued', 'queued']);

    for (const id of aJobs) expect((await settled(t, a, id, 60_000)).status).toBe('succeeded');
    expect((await settled(t, b, bJob, 60_000)).status).toBe('succeeded');
    const rows = (await t.dataSource.query(
      `SELECT id, started_on, finished_on FROM job WHERE id IN (${[...aJobs, bJob].join(',')})`,
    )) as { id: number; started_on: Date | string; finished_on: Date | string }[];
    const started = new Map(rows.map((row) => [Number(row.id), new Date(row.started_on).getTime()]));
    const order = [...started.entries()].sort((x, y) => x[1] - y[1]).map(([id]) => id);
    // One slot, so they ran one after the other: A's first, B's, then A's other two.
    expect(order).toEqual([aJobs[0], bJob, aJobs[1], aJobs[2]]);
  }, 120_000);
});
