import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';

import { createApp } from '../../src/app.factory.js';
import { type Revocation, REVOCATION_CHANNEL } from '../../src/auth/revocations.js';
import { cliTestTimeout, ensureCliBuilt, runCliOk } from '../support/cli.js';
import { watchApp } from '../support/openapi-watch.js';
import { DRIVER, expectProblem, TestApp } from '../support/test-app.js';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
/** How long each instance trusts a checked token from memory (TOKEN_CACHE_TTL_MS, its maximum). */
const CACHE_TTL_MS = 5000;
/**
 * Issue 16's target is 100 ms, and a machine with CPU to spare meets it (20 to 76 ms here; the
 * figures the test prints are the measurement). The test holds each instance to 1.5 s after the
 * message arrived, and, what tells the published revocation from the cache's own expiry whatever
 * the machine's load, requires the refusal before the token's cache entry could have expired.
 */
const BOUND_MS = 1500;
/** Rounds that prove it; a round the machine made too slow to tell (see below) is run again, this many times at most. */
const ROUNDS = 2;
const MAX_ROUNDS = 6;
/**
 * How long before the CLI is expected to be done the instances check the token: time for the
 * checks, and for a CLI call up to 1.5 s slower than the quickest, within CACHE_TTL_MS - BOUND_MS.
 */
const CHECK_LEAD_MS = 2000;

/**
 * Issue 16, revocation everywhere at once: two API instances on one database and one Redis, each
 * trusting a token from its cache (TOKEN_CACHE_TTL_MS 5 s). The operator CLI, another process,
 * revokes the credential; each instance must refuse the token as the published revocation
 * reaches it, not 5 s later. Without Redis the 5 s bound stays (cli.e2e-spec.ts).
 */
/**
 * Nothing here depends on the database (the cache, the CLI's publish, Redis): CI runs it once, in
 * the SQLite run, to keep the MariaDB run within its budget; test/platform/scale-out.e2e-spec.ts runs the
 * instances on MariaDB.
 */
const onceInCi = DRIVER === 'sqlite' ? describe : describe.skip;

onceInCi('Revocation published to every instance through Redis', () => {
  let t: TestApp;
  let second: NestFastifyApplication;
  let secondUrl: string;
  let listener: Redis;
  /** Each revocation as it came through Redis, with when this process received it. */
  const published: (Revocation & { receivedAt: number })[] = [];

  beforeAll(async () => {
    ensureCliBuilt();
    t = await TestApp.start({ REDIS_URL, TOKEN_CACHE_TTL_MS: String(CACHE_TTL_MS) });
    second = await createApp(t.config);
    watchApp(second);
    await second.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`;
    listener = new Redis(REDIS_URL);
    listener.on('message', (_channel: string, message: string) =>
      published.push({ ...(JSON.parse(message) as Revocation), receivedAt: Date.now() }),
    );
    await listener.subscribe(REVOCATION_CHANNEL);
  });
  afterAll(async () => {
    await listener?.quit();
    await second?.close();
    await t?.stop();
  });

  /** Asks `url` with the token, back to back, until it answers 401; resolves with when that answer arrived. */
  async function refusedAt(url: string, auth: Record<string, string>, stop: { done: boolean }): Promise<number> {
    for (;;) {
      const res = await fetch(`${url}/v2/magazine/title?limit=1`, { headers: auth });
      const at = Date.now();
      await res.arrayBuffer();
      if (res.status === 401) return at;
      expect(res.status).toBe(200);
      if (stop.done) throw new Error(`${url} still accepts the token`);
      // A short pause, so the polling does not starve the two instances sharing this process.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it(
    'each instance refuses the revoked tokens as the revocation comes through Redis, not 5 s later',
    async () => {
      /** From the message's arrival through Redis (as another subscriber saw it), and from the CLI's publish call. */
      const delays: number[] = [];
      const fromPublish: number[] = [];
      let proven = 0;
      let tooSlow = 0;
      // How long a CLI call takes on this machine now (the quickest call so far): it loads the
      // app's module, 1 to 2 s of CPU, and much longer on a loaded machine. The quickest, so that
      // the checks come before the revocation even when this call is quicker than the last.
      let cliMs = Infinity;
      for (let call = 0; call < 2; call++) {
        const started = Date.now();
        await runCliOk(t, 'workspace:list');
        cliMs = Math.min(cliMs, Date.now() - started);
      }
      for (let round = 0; proven < ROUNDS; round++) {
        if (round >= MAX_ROUNDS)
          throw new Error(
            `only ${proven} of ${round} rounds could tell the revocation from the cache's expiry: the CLI took longer than ${CACHE_TTL_MS - BOUND_MS} ms each time`,
          );
        const tenant = await t.tenant(`Revoked ${round}`);
        const [{ id: credentialId }] = (await t.dataSource.query('SELECT id FROM api_credential WHERE client_id = ?', [
          tenant.credential.client_id,
        ])) as { id: number }[];
        const before = published.length;
        // The CLI starts now; while it loads, CHECK_LEAD_MS before it is expected to touch the
        // database, both instances check the token: each trusts it from memory until at least
        // checkedAt + CACHE_TTL_MS. A 401 before then can only be the revocation the CLI published.
        const cliStarted = Date.now();
        const revoking = runCliOk(t, 'credential:revoke', '--client-id', tenant.credential.client_id).finally(
          () => (cliMs = Math.min(cliMs, Date.now() - cliStarted)),
        );
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, cliMs - CHECK_LEAD_MS)));
        const checkedAt = Date.now();
        const checks = await Promise.all(
          [t.url, secondUrl].map((url) =>
            fetch(`${url}/v2/magazine/title?limit=1`, { headers: tenant.auth }).then((res) => res.status),
          ),
        );
        const stop = { done: false };
        const watching = checks.every((status) => status === 200)
          ? Promise.all([refusedAt(t.url, tenant.auth, stop), refusedAt(secondUrl, tenant.auth, stop)])
          : undefined;
        const revoked = await revoking;
        expect(revoked).toEqual({ client_id: tenant.credential.client_id, revoked: true, tokens_revoked: 1 });
        const timer = setTimeout(() => (stop.done = true), CACHE_TTL_MS + 1000);
        const refused = await watching?.finally(() => clearTimeout(timer));
        clearTimeout(timer);
        const res = await t.http().get('/v2/magazine/title').set(tenant.auth);
        expectProblem(res, 401);
        // This credential's message, not another run's on the same Redis.
        const message = published
          .slice(before)
          .find((revocation) => 'credential' in revocation && Number(revocation.credential) === Number(credentialId));
        expect(message?.at).toEqual(expect.any(Number));
        // The CLI beat the checks to the database (a loaded machine): the token was never cached. Again.
        if (!refused) {
          tooSlow++;
          continue;
        }
        // The message came too late for a refusal within the bound to be told from the entry's expiry. Again.
        if (message!.receivedAt + BOUND_MS >= checkedAt + CACHE_TTL_MS) {
          tooSlow++;
          continue;
        }
        fromPublish.push(...refused.map((at) => at - message!.at!));
        delays.push(...refused.map((at) => at - message!.receivedAt));
        for (const at of refused) {
          expect(at - message!.receivedAt).toBeLessThan(BOUND_MS);
          expect(at).toBeLessThan(checkedAt + CACHE_TTL_MS);
        }
        proven++;
      }
      const list = (values: number[]) => values.map((ms) => `${ms} ms`).join(', ');
      console.log(
        `revocation refused by each instance (upper bounds: the first 401's arrival), after the message came through Redis: ${list(delays)}; after the CLI's publish call: ${list(fromPublish)}` +
          (tooSlow > 0 ? `; rounds run again because the machine was too slow to tell: ${tooSlow}` : ''),
      );
    },
    cliTestTimeout(MAX_ROUNDS),
  );
});
