import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { createApp } from '../src/app.factory.js';
import { REVOCATION_CHANNEL, type Revocation } from '../src/auth/revocations.js';
import { cliTestTimeout, ensureCliBuilt, runCliOk } from './support/cli.js';
import { DRIVER, expectProblem, TestApp } from './support/test-app.js';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
/**
 * Issue 16's target is 100 ms, and a machine with CPU to spare meets it (42 to 76 ms here). The
 * test holds each instance to a tenth of the 5 s cache bound instead, so that a CI machine busy
 * enough to delay every request (the figure includes the 401's own round trip) does not fail it;
 * the figures it prints are the measurement.
 */
const BOUND_MS = 500;

/**
 * Issue 16, revocation everywhere at once: two API instances on one database and one Redis, each
 * trusting a token from its cache (TOKEN_CACHE_TTL_MS 5 s). The operator CLI, another process,
 * revokes the credential; each instance must refuse the token as the published revocation
 * reaches it, not 5 s later. Without Redis the 5 s bound stays (cli.e2e-spec.ts).
 */
/**
 * Nothing here depends on the database (the cache, the CLI's publish, Redis): CI runs it once, in
 * the SQLite run, to keep the MariaDB run within its budget; test/scale-out.e2e-spec.ts runs the
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
    t = await TestApp.start({ REDIS_URL, TOKEN_CACHE_TTL_MS: '5000' });
    second = await createApp(t.config);
    await second.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`;
    listener = new Redis(REDIS_URL);
    listener.on('message', (_channel: string, message: string) => published.push({ ...(JSON.parse(message) as Revocation), receivedAt: Date.now() }));
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
      for (let round = 0; round < 2; round++) {
        const tenant = await t.tenant(`Revoked ${round}`);
        // Both instances have checked the token just now: they trust it from memory for 5 s.
        for (const url of [t.url, secondUrl]) expect((await fetch(`${url}/v2/magazine/title?limit=1`, { headers: tenant.auth })).status).toBe(200);
        const stop = { done: false };
        const watching = Promise.all([refusedAt(t.url, tenant.auth, stop), refusedAt(secondUrl, tenant.auth, stop)]);
        const before = published.length;
        const revoked = await runCliOk(t, 'credential:revoke', '--client-id', tenant.credential.client_id);
        expect(revoked).toEqual({ client_id: tenant.credential.client_id, revoked: true, tokens_revoked: 1 });
        const timer = setTimeout(() => (stop.done = true), 5000);
        const refused = await watching.finally(() => clearTimeout(timer));
        const message = published.slice(before).find((revocation) => 'credential' in revocation);
        expect(message?.at).toEqual(expect.any(Number));
        fromPublish.push(...refused.map((at) => at - message!.at!));
        delays.push(...refused.map((at) => at - message!.receivedAt));
        const res = await t.http().get('/v2/magazine/title').set(tenant.auth);
        expectProblem(res, 401);
      }
      const list = (values: number[]) => values.map((ms) => `${ms} ms`).join(', ');
      console.log(`revocation refused by each instance (upper bounds: the first 401's arrival), after the message came through Redis: ${list(delays)}; after the CLI's publish call: ${list(fromPublish)}`);
      for (const delay of delays) expect(delay).toBeLessThan(BOUND_MS);
    },
    cliTestTimeout(2),
  );
});
