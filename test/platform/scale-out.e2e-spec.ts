import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { openSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createConnection } from 'mysql2/promise';

import { ensureCliBuilt } from '../support/cli.js';
import { multipartBody } from '../support/multipart.js';
import { encodePng } from '../support/png.js';
import { ReplicatedMariaDb } from '../support/replication.js';
import { freePort, SERVER_NODE_FLAGS, waitForReady } from '../support/server-process.js';
import { SoakMix, Tally, type Workspace } from '../support/soak-mix.js';
import { DRIVER, freshDatabase } from '../support/test-app.js';

/**
 * Several instances (docs/running-at-scale.md, "Running at scale"): three API processes (the build in dist/) on one MariaDB primary
 * with a binlog replica, one Redis and one local media directory, behind HAProxy from Debian
 * with health checks on /ready. The soak's mix (bench/soak-mix.ts) runs through HAProxy, and
 * one instance is killed with SIGKILL in the middle. Pass: the API never answers 5xx; the only
 * failures are requests in flight on the killed instance, which the client sends again with
 * their Idempotency-Key and which end in exactly one result; every 201 is readable afterwards;
 * the rate limit is counted across the instances; an export job the killed instance was running
 * is finished by a survivor after its lease, with an archive that matches its checksum. MySQL run only (and HAProxy must be there:
 * `apt-get install haproxy`, as .ci/run does).
 */
const mysqlOnly = DRIVER === 'mysql' ? describe : describe.skip;

const ROOT = resolve('.');
const HAPROXY = process.env.HAPROXY_PATH ?? 'haproxy';
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const RUN_SECONDS = Number(process.env.SCALE_OUT_SECONDS ?? 15);
const KILL_AFTER_SECONDS = RUN_SECONDS * 0.4;
const CONNECTIONS = 16;
const OAUTH_LIMIT = 20;
/** How long after the SIGKILL a request may still have been forwarded to the dead instance's connections. */
const KILL_SEEN_MS = 500;

mysqlOnly('three instances behind HAProxy, one killed mid-run (MariaDB primary and replica, Redis)', () => {
  let pair: ReplicatedMariaDb;
  let dataDir: string;
  let databaseUrl: string;
  let replicaUrl: string;
  let base: string;
  const instances: { name: string; port: number; process: ChildProcess }[] = [];
  let haproxy: ChildProcess | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    ensureCliBuilt();
    try {
      execFileSync(HAPROXY, ['-v'], { stdio: 'ignore' });
    } catch {
      throw new Error('HAProxy is not installed: apt-get install haproxy (or HAPROXY_PATH)');
    }
    pair = await ReplicatedMariaDb.start();
    const fresh = await freshDatabase(pair.primaryUrl);
    databaseUrl = fresh.databaseUrl!;
    dataDir = fresh.dataDir;
    replicaUrl = new URL(new URL(databaseUrl).pathname, pair.replicaUrl).toString();
    const proxyPort = await freePort();
    base = `http://127.0.0.1:${proxyPort}`;
    env = {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      DATABASE_REPLICA_URLS: replicaUrl,
      REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: `e2e-scale:${randomBytes(6).toString('hex')}:`,
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 'local',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      // Behind HAProxy, which appends the address it saw to X-Forwarded-For; the client's own entry before it.
      TRUST_PROXY: '2',
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_OAUTH_PER_MINUTE: String(OAUTH_LIMIT),
      DB_POOL_SIZE: '5',
      // Export jobs: a dead instance's job is taken again by a survivor after this lease.
      EXPORT_LEASE_MS: '3000',
      EXPORT_POLL_MS: '200',
    };
    // The first instance runs the migrations on the empty database; the others start once it is up.
    for (let n = 0; n < 3; n++)
      instances.push({ name: `api${n}`, port: await freePort(), process: undefined as unknown as ChildProcess });
    const start = async (instance: (typeof instances)[number]) => {
      const log = openSync(join(dataDir, `${instance.name}.log`), 'a');
      instance.process = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(ROOT, 'dist/src/main.js')], {
        env: { ...env, PORT: String(instance.port) },
        cwd: dataDir,
        stdio: ['ignore', log, log],
      });
      await waitForReady(`http://127.0.0.1:${instance.port}`, 90);
    };
    await start(instances[0]);
    await Promise.all(instances.slice(1).map(start));

    const config = join(dataDir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        '  maxconn 2000',
        'defaults',
        '  mode http',
        '  timeout connect 1s',
        '  timeout client 30s',
        '  timeout server 30s',
        // A server that refuses the connection: try again, on another server.
        '  retries 3',
        '  option redispatch 1',
        'frontend api',
        `  bind 127.0.0.1:${proxyPort}`,
        '  option forwardfor',
        '  default_backend apis',
        'backend apis',
        '  balance roundrobin',
        '  option httpchk GET /ready',
        '  http-check expect status 200',
        '  http-response set-header X-Served-By %[srv_name]',
        '  default-server check inter 500 fall 2 rise 2',
        ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port}`),
        '',
      ].join('\n'),
    );
    const haproxyLog = openSync(join(dataDir, 'haproxy.log'), 'a');
    haproxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', haproxyLog, haproxyLog] });
    await waitForReady(base, 30);
  }, 240_000);

  afterAll(async () => {
    for (const child of [haproxy, ...instances.map((instance) => instance.process)]) {
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGKILL');
        await exited;
      }
    }
    await pair?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts the per-IP rate limit across the instances', async () => {
    const servedBy = new Set<string>();
    for (let n = 1; n <= OAUTH_LIMIT; n++) {
      const res = await fetch(`${base}/oauth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.23' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'wrong' }),
      });
      await res.arrayBuffer();
      expect(res.status).toBe(400);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(OAUTH_LIMIT - n));
      servedBy.add(res.headers.get('x-served-by') ?? '');
    }
    const over = await fetch(`${base}/oauth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.23' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'wrong' }),
    });
    expect(over.status).toBe(429);
    // Round robin: each instance counted its share into the one shared counter.
    expect([...servedBy].sort()).toEqual(instances.map((instance) => instance.name));
  });

  it('serves the soak mix through HAProxy while one instance is SIGKILLed: no 5xx from the API, retried creates end in one result, every 201 readable', async () => {
    const cli = async (...args: string[]) =>
      JSON.parse(
        (
          await promisify(execFile)(process.execPath, [join(ROOT, 'dist/src/cli/main.js'), ...args], {
            env: { ...env, DATABASE_REPLICA_URLS: '' },
            cwd: dataDir,
          })
        ).stdout,
      );
    const mix = new SoakMix(base, { retry: true, tag: `${randomBytes(3).toString('hex')}-` });
    // Two workspaces, each with a writer's and a reader's credential, made side by side.
    const workspaces: Workspace[] = await Promise.all(
      ['Scale A', 'Scale B'].map(async (name) => {
        const workspace = await cli('workspace:create', '--name', name);
        const [writer, reader] = await Promise.all([
          cli('credential:create', '--workspace', String(workspace.id)),
          cli('credential:create', '--workspace', String(workspace.id)),
        ]);
        const auth = `Bearer ${await mix.token(writer.client_id, writer.client_secret)}`;
        const readerAuth = `Bearer ${await mix.token(reader.client_id, reader.client_secret)}`;
        const setup = new Agent({ keepAlive: true, maxSockets: 1 });
        const rootFolder = JSON.parse((await mix.call(setup, 'GET', '/topiary', auth)).body.toString('utf8'))._embedded
          .folder[0].id as number;
        setup.destroy();
        return {
          id: workspace.id,
          auth,
          readerAuth,
          folders: [rootFolder],
          live: { title: [], user: [], folder: [], file: [] },
        };
      }),
    );
    const selectsOnReplica = async () => {
      const connection = await createConnection({ uri: pair.replicaUrl });
      try {
        const [[row]] = (await connection.query("SHOW GLOBAL STATUS LIKE 'Com_select'")) as unknown as [
          { Value: string }[],
        ];
        return Number(row.Value);
      } finally {
        await connection.end();
      }
    };
    const selectsBefore = await selectsOnReplica();
    const exportsOf = await exportWorkspace(cli, mix, databaseUrl);

    const agents = Array.from({ length: CONNECTIONS }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const tally = new Tally();
    const victim = instances[1];
    let killedAt = 0;
    // Mid-run: three exports queued on the victim, which takes one at once; it dies while that
    // one is running (seen in its lease), so a survivor must take the job again after the lease.
    let queued: number[] = [];
    let heldAtKill: number | undefined;
    const killing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_SECONDS * 1000));
      queued = await exportsOf.queue(victim.port);
      heldAtKill = await exportsOf.runningOn(victim.process.pid!, 5_000);
      killedAt = Date.now();
      victim.process.kill('SIGKILL');
    })();
    const started = Date.now();
    await mix.drive(agents, workspaces, RUN_SECONDS, tally);
    await killing;
    const elapsed = (Date.now() - started) / 1000;
    expect(killedAt).toBeGreaterThan(0);
    const jobs = await exportsOf.settle(queued);
    expect(victim.process.signalCode).toBe('SIGKILL');
    const replicaSelects = (await selectsOnReplica()) - selectsBefore;

    await pair.caughtUp();
    const readBack = await mix.readEverythingBack(agents);
    for (const agent of agents) agent.destroy();

    // Exactly one result per create: the database holds what the client was told was created.
    const connection = await createConnection({ uri: databaseUrl });
    let rows: { titles: number; users: number; files: number };
    try {
      const ids = workspaces.map((workspace) => workspace.id);
      const count = async (table: string) => {
        const [[row]] = (await connection.query(`SELECT COUNT(*) AS n FROM \`${table}\` WHERE workspace_id IN (?)`, [
          ids,
        ])) as unknown as [{ n: number }[]];
        return Number(row.n);
      };
      rows = { titles: await count('title'), users: await count('membership'), files: await count('media_file') };
    } finally {
      await connection.end();
    }
    const live = (kind: string) => mix.created.filter((entry) => entry.kind === kind && !entry.deleted).length;

    // In flight on the killed instance: sent before HAProxy can have seen the kill (its
    // connections to the instance reset; a request it was still forwarding on one fails).
    const inFlightAtKill = (request: { sentAt: number; endedAt: number }) =>
      request.sentAt <= killedAt + KILL_SEEN_MS && request.endedAt >= killedAt;
    const report = [
      `scale-out: 3 instances behind HAProxy, ${CONNECTIONS} connections, ${tally.requests} requests in ${elapsed.toFixed(1)} s = ${(tally.requests / elapsed).toFixed(0)} req/s, p50 ${tally.percentile(50).toFixed(1)} ms, p99 ${tally.percentile(99).toFixed(1)} ms`,
      `  ${victim.name} SIGKILLed ${((killedAt - started) / 1000).toFixed(1)} s in; requests without the API's answer: ${tally.interrupted.length}, all sent again: ${tally.interrupted.map((request) => `${request.operation} (${request.failure}, sent ${request.sentAt - killedAt} ms and ended ${request.endedAt - killedAt} ms after the kill) -> ${request.finally}`).join('; ') || 'none'}`,
      `  5xx from the API: ${tally.serverErrors.length}; 201s read back: ${readBack.checked} (${readBack.deleted} deleted, checked 404), unreadable ${readBack.unreadable.length}`,
      `  exports queued on ${victim.name}, killed while it ran job ${heldAtKill ?? 'none'}: ${jobs.map((job) => `job ${job.id} ${job.status} ${job.size} bytes, ${job.started_on} to ${job.finished_on}`).join('; ')}`,
      `  rows: ${rows.titles} titles, ${rows.users} users, ${rows.files} files for ${live('title')}, ${live('user')}, ${live('file')} created and not deleted; SELECTs the replica answered: ${replicaSelects}`,
      ...tally.lines(),
    ];
    console.log(report.join('\n'));

    expect(tally.serverErrors).toEqual([]);
    for (const request of tally.interrupted) {
      expect(inFlightAtKill(request)).toBe(true);
      // A folder create has no Idempotency-Key to retry with; everything else got its answer.
      if (request.operation !== 'create folder') expect(request.finally).toEqual(expect.any(Number));
      if (typeof request.finally === 'number') expect(request.finally).toBeLessThan(500);
    }
    expect(tally.wireErrors.every((line) => line.startsWith('create folder'))).toBe(true);
    expect(readBack.unreadable).toEqual([]);
    expect(rows).toEqual({ titles: live('title'), users: live('user'), files: live('file') });
    expect(replicaSelects).toBeGreaterThan(0);
    // Every export finished, by a survivor for the one the victim held, with an archive that is its checksum's.
    expect(jobs).toHaveLength(3);
    expect(queued).toContain(heldAtKill);
    for (const job of jobs) {
      expect(job).toMatchObject({ status: 'succeeded', error: null });
      expect(job.downloaded).toBe(job.checksum);
    }
    // The survivors are still in HAProxy's rotation and answer.
    for (const instance of [instances[0], instances[2]])
      expect((await fetch(`http://127.0.0.1:${instance.port}/ready`)).status).toBe(200);
  }, 180_000);
});

/**
 * A workspace of its own with a doc whose pages show three large noisy images (an export of
 * about 18 MB that does not compress, so it runs long enough to be caught running), and the
 * calls the test makes on it: queue three exports on one instance, see which one it runs, then
 * wait through HAProxy for all of them.
 */
async function exportWorkspace(cli: (...args: string[]) => Promise<any>, mix: SoakMix, databaseUrl: string) {
  const workspace = await cli('workspace:create', '--name', 'Scale exports');
  const credential = await cli('credential:create', '--workspace', String(workspace.id));
  const auth = `Bearer ${await mix.token(credential.client_id, credential.client_secret)}`;
  const base = mix.base;
  const call = async (method: string, path: string, body?: unknown, origin = base) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: { Authorization: auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
  };
  const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString('utf8'));
  const images: number[] = [];
  for (let n = 0; n < 3; n++) {
    const [width, height] = [2048, 1024];
    const pixels = randomBytes((1 + width * 3) * height);
    for (let y = 0; y < height; y++) pixels[y * (1 + width * 3)] = 0;
    const { body, contentType } = multipartBody([
      {
        name: 'files[]',
        filename: `noise-${n}.png`,
        contentType: 'image/png',
        data: encodePng(width, height, pixels, 1),
      },
    ]);
    const res = await fetch(`${base}/topiary/file`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': contentType },
      body,
    });
    expect(res.status).toBe(201);
    images.push(((await res.json()) as { _embedded: { file: { id: number }[] } })._embedded.file[0].id);
  }
  const project = json(await call('POST', '/v2/magazine/title', { name: 'Exported', account: { id: workspace.id } }));
  const doc = json(await call('POST', '/v2/magazine/edition', { name: 'Exported doc', title: { id: project.id } }));
  for (const [n, id] of images.entries()) {
    const page = await call('POST', '/v2/magazine/page', {
      edition: { id: doc.id },
      name: `Page ${n}`,
      content: { type: 'page', children: [{ type: 'image', image: id, alt: `noise ${n}` }] },
    });
    expect(page.status).toBe(201);
  }
  return {
    async queue(port: number): Promise<number[]> {
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          call('POST', `/v2/magazine/edition/${doc.id}/export`, undefined, `http://127.0.0.1:${port}`),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(202);
      return answers.map((answer) => json(answer).id as number);
    },
    /** The job a process (by pid, part of its lease owner) is running, once it runs one; undefined past `ms`. */
    async runningOn(pid: number, ms: number): Promise<number | undefined> {
      const connection = await createConnection({ uri: databaseUrl });
      try {
        for (const deadline = Date.now() + ms; Date.now() < deadline;) {
          const [rows] = (await connection.query("SELECT id FROM job WHERE status = 'running' AND lease_owner LIKE ?", [
            `%-${pid}-%`,
          ])) as unknown as [{ id: number }[]];
          if (rows.length > 0) return Number(rows[0].id);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return undefined;
      } finally {
        await connection.end();
      }
    },
    async settle(ids: number[]): Promise<Record<string, any>[]> {
      const deadline = Date.now() + 45_000;
      const jobs: Record<string, any>[] = [];
      for (const id of ids) {
        for (;;) {
          const job = json(await call('GET', `/v2/job/${id}`));
          if (job.status === 'succeeded' || job.status === 'failed' || Date.now() > deadline) {
            const archive = job.status === 'succeeded' ? await call('GET', `/v2/job/${id}/download`) : undefined;
            jobs.push({ ...job, downloaded: archive ? createHash('sha256').update(archive.body).digest('hex') : null });
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      return jobs;
    },
  };
}
