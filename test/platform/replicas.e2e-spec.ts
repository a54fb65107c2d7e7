import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';

import { CredentialsService } from '../../src/auth/credentials.service.js';
import { TokenService } from '../../src/auth/token.service.js';
import { loadConfig } from '../../src/config/app-config.js';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { MYSQL_MIGRATIONS } from '../../src/database/migrations/index.js';
import { Replicas } from '../../src/database/replicas.js';
import { ReplicatedMariaDb } from '../support/replication.js';
import { DRIVER, expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Issue 16, read replicas: a MariaDB primary and a binlog replica of it, each a `mariadbd` of its
 * own (test/support/replication.ts). Pausing the replica's SQL thread makes it visibly stale, so
 * each case can tell which server answered. SQLite has no replicas: MySQL run only.
 */
const mysqlOnly = DRIVER === 'mysql' ? describe : describe.skip;

/** How long a credential's reads stay on the primary after its write (DATABASE_PRIMARY_AFTER_WRITE_MS). */
const WINDOW_MS = 1500;

mysqlOnly('read replicas (MariaDB primary and replica)', () => {
  let pair: ReplicatedMariaDb;
  let t: TestApp;
  /** The writer, and a second credential of the same workspace that only reads. */
  let writer: Tenant;
  let reader: { Authorization: string };

  beforeAll(async () => {
    pair = await ReplicatedMariaDb.start();
  }, 120_000);
  afterAll(async () => {
    await pair?.stop();
  });

  /** An app on the pair, with the writer and the reader of one workspace. */
  async function startApp(env: Record<string, string>): Promise<void> {
    // A dead primary's writes must fail as fast as in production (DB_*_TIMEOUT_MS 1 s).
    t = await TestApp.start(
      { DATABASE_PRIMARY_AFTER_WRITE_MS: String(WINDOW_MS), ...env },
      { replication: { primary: pair.primaryUrl, replicas: [pair.replicaUrl] }, productionDbTimeouts: true },
    );
    writer = await t.tenant('Replicated');
    const credential = await t.app.get(CredentialsService).create(writer.workspaceId);
    const token = await t
      .http()
      .post('/oauth')
      .send({
        grant_type: 'client_credentials',
        client_id: credential.client_id,
        client_secret: credential.client_secret,
      })
      .expect(200);
    reader = { Authorization: `Bearer ${token.body.access_token}` };
    await pair.caughtUp();
  }

  const create = async (name: string, headers: Record<string, string> = {}) =>
    (
      await t
        .http()
        .post('/v2/magazine/title')
        .set(writer.auth)
        .set(headers)
        .send({ name, account: { id: writer.workspaceId } })
        .expect(201)
    ).body as { id: number };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const replicaInUse = () => t.app.get(Replicas).replicasUp[0];
  async function until(condition: () => boolean, withinMs: number, what: string): Promise<number> {
    const started = Date.now();
    while (!condition()) {
      if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
      await sleep(50);
    }
    return Date.now() - started;
  }

  // First, while replication is whole (the cases below kill and restart the primary).
  describe('migrations on a primary that writes a binary log', () => {
    it('as a user without SUPER: refused with what to do, then complete on the next start once the server trusts trigger creators', async () => {
      const root = await createConnection({ uri: pair.primaryUrl });
      const suffix = randomBytes(4).toString('hex');
      const database = `e2e_binlog_${suffix}`;
      const user = `migrator_${suffix}`;
      const primaryPort = new URL(pair.primaryUrl).port;
      const migrate = async () => {
        const dataSource = new DataSource(
          dataSourceOptions(
            loadConfig({
              DATABASE_URL: `mysql://${user}:secret@127.0.0.1:${primaryPort}/${database}`,
              LOG_LEVEL: 'silent',
            }),
          ),
        );
        try {
          await dataSource.initialize();
          return (await dataSource.query('SELECT name FROM migrations')).length as number;
        } finally {
          if (dataSource.isInitialized) await dataSource.destroy();
        }
      };
      try {
        await root.query(`CREATE DATABASE ${database}`);
        await root.query(`CREATE USER '${user}'@'%' IDENTIFIED BY 'secret'`);
        await root.query(`GRANT ALL ON ${database}.* TO '${user}'@'%'`);
        const [[{ trust }]] = (await root.query('SELECT @@log_bin_trust_function_creators AS trust')) as unknown as [
          { trust: number }[],
        ];
        expect(Number(trust)).toBe(0);

        // The first counter migration stops after its ALTER TABLE (MySQL commits DDL at once).
        await expect(migrate()).rejects.toThrow(
          /creating trigger trg_edition_count_insert was refused.*log_bin_trust_function_creators = 1/,
        );
        await root.query('SET GLOBAL log_bin_trust_function_creators = 1');
        // The next start runs that migration again over its own leftovers, and the rest after it.
        expect(await migrate()).toBe((MYSQL_MIGRATIONS as unknown[]).length);
        const [triggers] = (await root.query(
          `SELECT trigger_name AS name FROM information_schema.triggers WHERE trigger_schema = ?`,
          [database],
        )) as unknown as [{ name: string }[]];
        expect(triggers.map((row) => row.name).sort()).toEqual([
          'trg_edition_count_delete',
          'trg_edition_count_insert',
          'trg_edition_count_update',
          'trg_membership_count_delete',
          'trg_membership_count_insert',
          'trg_membership_count_update',
          'trg_title_row_version',
          'trg_user_row_version',
        ]);
        // The replica applied all of it, the triggers' DEFINER included.
        await pair.caughtUp();
      } finally {
        await root.query('SET GLOBAL log_bin_trust_function_creators = 0');
        await root.query(`DROP DATABASE IF EXISTS ${database}`);
        await root.query(`DROP USER IF EXISTS '${user}'@'%'`);
        await root.end();
      }
    }, 60_000);
  });

  describe('replication lag (DATABASE_REPLICA_MAX_LAG_SECONDS)', () => {
    beforeAll(() => startApp({ DATABASE_REPLICA_MAX_LAG_SECONDS: '1' }), 60_000);
    afterAll(() => t?.stop());

    it('takes a replica that stops replicating out, and uses it again once it has caught up', async () => {
      const before = await create('Before the stop');
      await pair.caughtUp();
      await t.http().get(`/v2/magazine/title/${before.id}`).set(reader).expect(200);
      expect(replicaInUse()).toBe(true);

      await pair.pause();
      try {
        // It still answers, but its replication status says it is not replicating.
        const outMs = await until(() => !replicaInUse(), 5_000, 'a replica that stopped replicating taken out');
        const during = await create('While the replica stands still');
        // Past the writer's own window: another credential's read would have gone to the replica
        // and missed the project; it is answered by the primary instead.
        await sleep(WINDOW_MS + 300);
        await t.http().get(`/v2/magazine/title/${during.id}`).set(reader).expect(200);
        await t.http().get(`/v2/magazine/title/${during.id}`).set(writer.auth).expect(200);
        console.log(`replica lag: taken out ${outMs} ms after its SQL thread stopped`);
      } finally {
        await pair.resume();
      }
      const backMs = await until(replicaInUse, 5_000, 'the replica back in use once replicating');
      await pair.caughtUp();
      // In use again: another credential's read is answered by the replica.
      const selects = await pair.replicaSelects();
      await t.http().get(`/v2/magazine/title/${before.id}`).set(reader).expect(200);
      expect(await pair.replicaSelects()).toBeGreaterThan(selects);
      console.log(`replica lag: back in use ${backMs} ms after replication resumed`);
    }, 60_000);

    it('keeps a replica that answers again after a fault out until its lag is read and within the bound', async () => {
      await pair.killReplica();
      // The first read meets the dead replica, takes it out, and is answered by the primary.
      await t.http().get('/v2/magazine/title').set(reader).expect(200);
      expect(replicaInUse()).toBe(false);
      const during = await create('While the replica is down');

      // Back, answering pings, but not replicating: never used, not even between two lag checks.
      await pair.restartReplica({ replicating: false });
      const watched = Date.now();
      while (Date.now() - watched < 3_000) {
        expect(replicaInUse()).toBe(false);
        await sleep(20);
      }
      await t.http().get(`/v2/magazine/title/${during.id}`).set(reader).expect(200);

      await pair.startReplicating();
      const backMs = await until(replicaInUse, 10_000, 'the replica back in use once replicating');
      await pair.caughtUp();
      await t.http().get(`/v2/magazine/title/${during.id}`).set(reader).expect(200);
      console.log(`replica lag: a restarted replica back in use ${backMs} ms after it replicated again`);
    }, 60_000);
  });

  describe("routing, failover and the primary's faults", () => {
    // The lag check is off here: these cases pause the replica's SQL thread to make it visibly stale.
    beforeAll(() => startApp({ DATABASE_REPLICA_MAX_LAG_SECONDS: '0' }), 60_000);
    afterAll(() => t?.stop());

    it('sends reads to the replica, and a credential reads its own writes from the primary for the window after them', async () => {
      await pair.pause();
      try {
        const title = await create('Fresh');
        // The writer sees its write at once, by id and in a list, though the replica has not got it...
        await t.http().get(`/v2/magazine/title/${title.id}`).set(writer.auth).expect(200);
        const list = await t.http().get('/v2/magazine/title').set(writer.auth).expect(200);
        expect(list.body._embedded.title.map((row: { id: number }) => row.id)).toContain(title.id);
        // ...while another credential's reads come from the replica, which has not.
        await t.http().get(`/v2/magazine/title/${title.id}`).set(reader).expect(404);
        // Once the window has passed, the writer reads from the replica too.
        await sleep(WINDOW_MS + 300);
        await t.http().get(`/v2/magazine/title/${title.id}`).set(writer.auth).expect(404);
      } finally {
        await pair.resume();
      }
      await pair.caughtUp();
      const list = await t.http().get('/v2/magazine/title').set(reader).expect(200);
      expect(list.body._embedded.title.map((row: { name: string }) => row.name)).toContain('Fresh');
    });

    it('decides writes on the primary: If-Match against a stale replica read, and an idempotent retry', async () => {
      const title = await create('Tagged');
      const key = `replica-${Date.now()}`;
      const first = await create('Once', { 'Idempotency-Key': key });
      await pair.caughtUp();
      const stale = await t.http().get(`/v2/magazine/title/${title.id}`).set(reader).expect(200);
      await pair.pause();
      try {
        await t
          .http()
          .patch(`/v2/magazine/title/${title.id}`)
          .set(writer.auth)
          .send({ name: 'Tagged again' })
          .expect(200);
        // The replica still serves the old version and its tag...
        const read = await t.http().get(`/v2/magazine/title/${title.id}`).set(reader).expect(200);
        expect(read.body.name).toBe('Tagged');
        expect(read.headers.etag).toBe(stale.headers.etag);
        // ...but the write compares the tag with the primary's row: 412, nothing changed.
        await t
          .http()
          .patch(`/v2/magazine/title/${title.id}`)
          .set(reader)
          .set('If-Match', stale.headers.etag)
          .send({ name: 'Lost update' })
          .expect(412);
        // A retry after the window finds its key on the primary: the same response, nothing created.
        await sleep(WINDOW_MS + 300);
        const retry = await t
          .http()
          .post('/v2/magazine/title')
          .set(writer.auth)
          .set('Idempotency-Key', key)
          .send({ name: 'Once', account: { id: writer.workspaceId } })
          .expect(201);
        expect(retry.headers['idempotent-replayed']).toBe('true');
        expect(retry.body.id).toBe(first.id);
      } finally {
        await pair.resume();
      }
      await pair.caughtUp();
      const [{ n }] = await t.dataSource.query("SELECT COUNT(*) AS n FROM title WHERE name = 'Once'");
      expect(Number(n)).toBe(1);
      const after = await t.http().get(`/v2/magazine/title/${title.id}`).set(reader).expect(200);
      expect(after.body.name).toBe('Tagged again');
    });

    it('takes a dead replica out: reads answer from the primary, and it comes back by itself', async () => {
      const title = await create('Through failover');
      await pair.caughtUp();
      await t.http().get(`/v2/magazine/title/${title.id}`).set(reader).expect(200);
      expect(t.app.get(Replicas).replicasUp).toEqual([true]);

      await pair.killReplica();
      const started = Date.now();
      // The first reads meet the dead replica: each is asked again on the primary, never an error.
      const reads = await Promise.all([
        t.http().get(`/v2/magazine/title/${title.id}`).set(reader),
        t.http().get('/v2/magazine/title').set(reader),
        t.http().get('/v2/user').set(reader),
        t.http().get('/topiary').set(reader),
      ]);
      const failoverMs = Date.now() - started;
      expect(reads.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      expect(t.app.get(Replicas).replicasUp).toEqual([false]);
      // Written while the replica is down, read at once by another credential: from the primary.
      const during = await create('While the replica is down');
      await t.http().get(`/v2/magazine/title/${during.id}`).set(reader).expect(200);
      await t.http().get('/ready').expect(200);

      const restarted = Date.now();
      await pair.restartReplica();
      while (!t.app.get(Replicas).replicasUp[0]) {
        if (Date.now() - restarted > 15_000) throw new Error('the replica was not taken back within 15 s');
        await sleep(50);
      }
      const recoveryMs = Date.now() - restarted;
      await pair.caughtUp();
      // Used again: with its SQL thread paused, another credential no longer sees a new write.
      await pair.pause();
      try {
        const after = await create('After recovery');
        await t.http().get(`/v2/magazine/title/${after.id}`).set(reader).expect(404);
        await t.http().get(`/v2/magazine/title/${after.id}`).set(writer.auth).expect(200);
      } finally {
        await pair.resume();
      }
      console.log(
        `replica failover: first reads answered from the primary within ${failoverMs} ms; back in use ${recoveryMs} ms after its restart began (server start included)`,
      );
    }, 60_000);

    it('keeps the faults of the primary as they were: writes 503 with Retry-After at once, /ready 503, recovery on its own', async () => {
      const title = await create('Before the primary goes');
      await pair.caughtUp();
      // Both tokens checked against the primary just now: they stay in the cache (TOKEN_CACHE_TTL_MS)
      // through what follows, however slow the machine was before.
      await t.app.get(TokenService).forgetWorkspace(writer.workspaceId);
      await t.http().get(`/v2/magazine/title/${title.id}`).set(reader).expect(200);
      await t.http().get(`/v2/magazine/title/${title.id}`).set(writer.auth).expect(200);
      await pair.killPrimary();
      try {
        // The replica still answers a credential's plain reads (its token is in the cache).
        await t.http().get(`/v2/magazine/title/${title.id}`).set(reader).expect(200);
        const started = Date.now();
        const write = await t
          .http()
          .post('/v2/magazine/title')
          .set(writer.auth)
          .send({ name: 'Lost', account: { id: writer.workspaceId } });
        expectProblem(write, 503);
        expect(write.headers['retry-after']).toBe('5');
        expect(Date.now() - started).toBeLessThan(2000);
        expectProblem(await t.http().get('/ready'), 503);
      } finally {
        await pair.restartPrimary();
      }
      const deadline = Date.now() + 15_000;
      while ((await t.http().get('/ready')).status !== 200) {
        if (Date.now() > deadline) throw new Error('the app did not recover within 15 s of the primary coming back');
        await sleep(100);
      }
      await create('After the primary came back');
    }, 60_000);
  });
});
