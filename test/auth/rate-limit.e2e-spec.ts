import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';

import { createApp } from '../../src/app.factory.js';
import { AccessToken } from '../../src/auth/access-token.entity.js';
import { CredentialsService } from '../../src/auth/credentials.service.js';
import { TokenService } from '../../src/auth/token.service.js';
import { sha256 } from '../../src/common/hash.js';
import { RATE_LIMIT_STORAGE } from '../../src/rate-limit/rate-limiter.js';
import { RedisThrottlerStorage } from '../../src/rate-limit/redis-throttler.storage.js';
import { WorkspacesService } from '../../src/workspaces/workspaces.service.js';
import { watchApp } from '../support/openapi-watch.js';
import { expectProblem, TestApp } from '../support/test-app.js';

const TITLES = '/v2/magazine/title';
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

type Res = { status: number; headers: Record<string, string>; body: Record<string, unknown> };

/** A workspace and a token issued without going through HTTP, so no /oauth request is counted. */
async function quietTenant(
  app: NestFastifyApplication,
): Promise<{ workspaceId: number; auth: { Authorization: string } }> {
  const workspace = await app.get(WorkspacesService).create('Limited');
  const credential = await app.get(CredentialsService).create(workspace.id);
  const issued = await app.get(TokenService).issue(credential.client_id, credential.client_secret);
  if (!issued) throw new Error('the token was not issued');
  return { workspaceId: workspace.id, auth: { Authorization: `Bearer ${issued.access_token}` } };
}

function limitHeaders(res: Res): { limit: number; remaining: number; reset: number } {
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    if (!/^\d+$/.test(res.headers[name] ?? ''))
      throw new Error(`${res.status} without a numeric ${name}: ${JSON.stringify(res.headers)}`);
  }
  return {
    limit: Number(res.headers['x-ratelimit-limit']),
    remaining: Number(res.headers['x-ratelimit-remaining']),
    reset: Number(res.headers['x-ratelimit-reset']),
  };
}

function expectNoLimitHeaders(res: Res): void {
  expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
  expect(res.headers['x-ratelimit-reset']).toBeUndefined();
}

function expectTooMany(res: Res, limit: number): void {
  expectProblem(res, 429, new RegExp(`^Rate limit exceeded: ${limit} requests per minute`));
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(limitHeaders(res)).toMatchObject({ limit, remaining: 0 });
}

/** A second instance of the same app, on the same database and config, as a load balancer would run it. */
async function secondInstance(t: TestApp): Promise<{ app: NestFastifyApplication; url: string }> {
  const app = await createApp(t.config);
  watchApp(app);
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}

describe('Rate limits, counters in memory', () => {
  describe('per credential', () => {
    const LIMIT = 6;
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start({ RATE_LIMIT_PER_MINUTE: String(LIMIT), RATE_LIMIT_OAUTH_PER_MINUTE: '100' });
    });
    afterAll(async () => {
      await t.stop();
    });

    it('counts every response of a credential, errors included, and refuses the one over the limit with 429', async () => {
      const tenant = await quietTenant(t.app);
      const responses: Res[] = [
        await t.http().get(TITLES).set(tenant.auth),
        await t.http().get(`${TITLES}/999999`).set(tenant.auth),
        await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .send({ account: { id: tenant.workspaceId } }),
        await t.http().post(TITLES).set(tenant.auth).set('Content-Type', 'text/plain').send('x'),
        await t.http().get(`${TITLES}?limit=1000`).set(tenant.auth),
        await t.http().get('/v2/user').set(tenant.auth),
      ];
      expect(responses.map((r) => r.status)).toEqual([200, 404, 422, 415, 416, 200]);
      responses.forEach((res, i) => {
        const headers = limitHeaders(res);
        expect(headers).toMatchObject({ limit: LIMIT, remaining: LIMIT - 1 - i });
        expect(headers.reset).toBeGreaterThanOrEqual(1);
        expect(headers.reset).toBeLessThanOrEqual(60);
      });

      // Over the limit: refused before anything is written.
      const refused = await t.refusedWithoutChange(() =>
        t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .send({ name: 'Too many', account: { id: tenant.workspaceId } }),
      );
      expectTooMany(refused, LIMIT);
      expectTooMany(await t.http().get(TITLES).set(tenant.auth), LIMIT);
    });

    it('keeps one count per credential: another credential is not affected', async () => {
      const first = await quietTenant(t.app);
      for (let i = 0; i < LIMIT; i++) expect((await t.http().get(TITLES).set(first.auth)).status).toBe(200);
      expectTooMany(await t.http().get(TITLES).set(first.auth), LIMIT);

      const second = await quietTenant(t.app);
      const res = await t.http().get(TITLES).set(second.auth);
      expect(res.status).toBe(200);
      expect(limitHeaders(res)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 1 });
    });

    it('puts no counter on /health, /ready and /docs', async () => {
      for (const path of ['/health', '/ready', '/docs-json']) {
        const res = await t.http().get(path);
        expect(res.status).toBe(200);
        expectNoLimitHeaders(res);
      }
    });
  });

  describe('per client IP on /oauth', () => {
    const OAUTH_LIMIT = 4;
    let t: TestApp;

    beforeAll(async () => {
      t = await TestApp.start({ RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_OAUTH_PER_MINUTE: String(OAUTH_LIMIT) });
    });
    afterAll(async () => {
      await t.stop();
    });

    it('counts /oauth answers from one IP, good and bad, then refuses them with 429', async () => {
      const workspace = await t.app.get(WorkspacesService).create('OAuth');
      const credential = await t.app.get(CredentialsService).create(workspace.id);
      const grant = {
        grant_type: 'client_credentials',
        client_id: credential.client_id,
        client_secret: credential.client_secret,
      };

      const ok = await t.http().post('/oauth').send(grant);
      expect(ok.status).toBe(200);
      const wrong = await t
        .http()
        .post('/oauth')
        .send({ ...grant, client_secret: 'wrong' });
      expectProblem(wrong, 400);
      const alsoWrong = await t
        .http()
        .post('/oauth')
        .send({ ...grant, client_id: 'nobody' });
      expectProblem(alsoWrong, 400);
      const again = await t.http().post('/oauth').send(grant);
      expect(again.status).toBe(200);
      [ok, wrong, alsoWrong, again].forEach((res, i) =>
        expect(limitHeaders(res)).toMatchObject({ limit: OAUTH_LIMIT, remaining: OAUTH_LIMIT - 1 - i }),
      );

      const refused = await t.refusedWithoutChange(() => t.http().post('/oauth').send(grant));
      expectTooMany(refused, OAUTH_LIMIT);

      // A spent /oauth budget refuses no API call: a valid token counts against its credential,
      // a refused one against the refused-token budget (still a 401, so a client renews).
      const authed = await t
        .http()
        .get(TITLES)
        .set('Authorization', `Bearer ${ok.body.access_token as string}`);
      expect(authed.status).toBe(200);
      expect(limitHeaders(authed)).toMatchObject({ limit: 1000, remaining: 999 });
      expectProblem(
        await t
          .http()
          .get(TITLES)
          .set('Authorization', `Bearer ${'0'.repeat(40)}`),
        401,
      );
      expectProblem(await t.http().get(TITLES), 401);
    });
  });

  describe('refused tokens: a budget of their own', () => {
    const REFUSED_LIMIT = 5;
    let t: TestApp;

    beforeAll(async () => {
      // The production defaults for /oauth (30 a minute): the lockout reported came from them.
      t = await TestApp.start({
        RATE_LIMIT_PER_MINUTE: '1000',
        RATE_LIMIT_OAUTH_PER_MINUTE: '30',
        RATE_LIMIT_REFUSED_TOKENS_PER_MINUTE: String(REFUSED_LIMIT),
      });
    });
    afterAll(async () => {
      await t.stop();
    });

    it('40 requests with `Bearer null` lock nothing out: a valid token gets 200 and /oauth still issues tokens', async () => {
      const tenant = await quietTenant(t.app);
      const credential = await t.app.get(CredentialsService).create(tenant.workspaceId);
      for (let i = 0; i < 40; i++) {
        // An <img> to an authenticated URL (no header), and a page that stored no token.
        const res = await t
          .http()
          .get(TITLES)
          .set(i % 2 ? { Authorization: 'Bearer null' } : {});
        expectProblem(res, 401);
        expect(res.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
        // Never counted: nothing was looked up, nothing can be guessed.
        expectNoLimitHeaders(res);
      }
      const authed = await t.http().get(TITLES).set(tenant.auth);
      expect(authed.status).toBe(200);
      const issued = await t.http().post('/oauth').send({
        grant_type: 'client_credentials',
        client_id: credential.client_id,
        client_secret: credential.client_secret,
      });
      expect(issued.status).toBe(200);
      expect(issued.body.access_token).toMatch(/^[0-9a-f]{40}$/);
      // /oauth's own budget is untouched by any of the 40.
      expect(limitHeaders(issued)).toMatchObject({ limit: 30, remaining: 29 });
    });

    it('counts well-formed tokens that are refused (unknown, expired) apart, and never refuses a valid token for them', async () => {
      const tenant = await quietTenant(t.app);
      const credential = await t.app.get(CredentialsService).create(tenant.workspaceId);
      const expired = await t.app.get(TokenService).issue(credential.client_id, credential.client_secret);
      await t.dataSource
        .getRepository(AccessToken)
        .update({ token_hash: sha256(expired!.access_token) }, { expires_on: new Date(Date.now() - 1000) });
      const refusedTokens = [
        `Bearer ${expired!.access_token}`,
        ...Array.from({ length: REFUSED_LIMIT - 1 }, () => `Bearer ${randomBytes(20).toString('hex')}`),
      ];
      for (const [i, authorization] of refusedTokens.entries()) {
        const res = await t.http().get(TITLES).set('Authorization', authorization);
        expectProblem(res, 401);
        expect(limitHeaders(res)).toMatchObject({ limit: REFUSED_LIMIT, remaining: REFUSED_LIMIT - 1 - i });
      }
      expectTooMany(
        await t
          .http()
          .get(TITLES)
          .set('Authorization', `Bearer ${randomBytes(20).toString('hex')}`),
        REFUSED_LIMIT,
      );
      expectTooMany(await t.http().get(TITLES).set('Authorization', `Bearer ${expired!.access_token}`), REFUSED_LIMIT);

      // The same IP, with a valid token: served, counted against its credential alone.
      const authed = await t.http().get(TITLES).set(tenant.auth);
      expect(authed.status).toBe(200);
      expect(limitHeaders(authed)).toMatchObject({ limit: 1000 });
      const created = await t
        .http()
        .post(TITLES)
        .set(tenant.auth)
        .send({ name: 'Still served', account: { id: tenant.workspaceId } });
      expect(created.status).toBe(201);
      // A client renews its token on a 401: no token is still a 401, and /oauth still issues one.
      expectProblem(await t.http().get(TITLES), 401);
      const renewed = await t.http().post('/oauth').send({
        grant_type: 'client_credentials',
        client_id: credential.client_id,
        client_secret: credential.client_secret,
      });
      expect(renewed.status).toBe(200);
      expect(
        (
          await t
            .http()
            .get(TITLES)
            .set('Authorization', `Bearer ${renewed.body.access_token as string}`)
        ).status,
      ).toBe(200);
    });
  });
});

describe('Rate limits: the client IP behind a proxy', () => {
  const grant = { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'nothing' };

  it('ignores X-Forwarded-For unless TRUST_PROXY says so: a client cannot pick a fresh address', async () => {
    const t = await TestApp.start({ RATE_LIMIT_OAUTH_PER_MINUTE: '2' });
    try {
      for (const forwarded of ['198.51.100.1', '198.51.100.2']) {
        expectProblem(await t.http().post('/oauth').set('X-Forwarded-For', forwarded).send(grant), 400);
      }
      expectTooMany(await t.http().post('/oauth').set('X-Forwarded-For', '198.51.100.3').send(grant), 2);
    } finally {
      await t.stop();
    }
  });

  it('counts each forwarded client apart behind a trusted proxy', async () => {
    const t = await TestApp.start({ RATE_LIMIT_OAUTH_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < 2; i++)
        expectProblem(await t.http().post('/oauth').set('X-Forwarded-For', '198.51.100.1').send(grant), 400);
      expectTooMany(await t.http().post('/oauth').set('X-Forwarded-For', '198.51.100.1').send(grant), 2);
      const other = await t.http().post('/oauth').set('X-Forwarded-For', '198.51.100.2').send(grant);
      expectProblem(other, 400);
      expect(limitHeaders(other)).toMatchObject({ limit: 2, remaining: 1 });
    } finally {
      await t.stop();
    }
  });
});

describe('Rate limits, counters in Redis shared by two instances', () => {
  const LIMIT = 6;
  const OAUTH_LIMIT = 3;
  let t: TestApp;
  let second: { app: NestFastifyApplication; url: string };

  beforeAll(async () => {
    t = await TestApp.start({
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_OAUTH_PER_MINUTE: String(OAUTH_LIMIT),
      REDIS_URL,
      // Each run counts under its own keys, so runs and other suites on the same Redis never collide.
      RATE_LIMIT_REDIS_PREFIX: `e2e:${randomBytes(6).toString('hex')}:`,
    });
    second = await secondInstance(t);
  });
  afterAll(async () => {
    await second.app.close();
    await t.stop();
  });

  it('uses the Redis store', () => {
    expect(t.app.get(RATE_LIMIT_STORAGE)).toBeInstanceOf(RedisThrottlerStorage);
    expect(second.app.get(RATE_LIMIT_STORAGE)).toBeInstanceOf(RedisThrottlerStorage);
  });

  it('shares one limit per credential across both instances', async () => {
    const tenant = await quietTenant(t.app);
    const instances = [t.url, second.url];
    for (let i = 0; i < LIMIT; i++) {
      const res = await request(instances[i % 2])
        .get(TITLES)
        .set(tenant.auth);
      expect(res.status).toBe(200);
      expect(limitHeaders(res)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 1 - i });
    }
    expectTooMany(await request(t.url).get(TITLES).set(tenant.auth), LIMIT);
    expectTooMany(await request(second.url).get(TITLES).set(tenant.auth), LIMIT);
  });

  it('shares one /oauth limit per client IP across both instances', async () => {
    const grant = { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'nothing' };
    for (let i = 0; i < OAUTH_LIMIT; i++) {
      const res = await request(i % 2 ? second.url : t.url)
        .post('/oauth')
        .send(grant);
      expectProblem(res, 400);
      expect(limitHeaders(res)).toMatchObject({ limit: OAUTH_LIMIT, remaining: OAUTH_LIMIT - 1 - i });
    }
    expectTooMany(await request(second.url).post('/oauth').send(grant), OAUTH_LIMIT);
    expectTooMany(await request(t.url).post('/oauth').send(grant), OAUTH_LIMIT);
  });

  it('fails open when Redis goes away: requests are served, uncounted and without limit headers', async () => {
    const tenant = await quietTenant(t.app);
    const counted = await request(second.url).get(TITLES).set(tenant.auth);
    expect(limitHeaders(counted)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 1 });

    const storage = second.app.get<RedisThrottlerStorage>(RATE_LIMIT_STORAGE);
    storage.redis.disconnect();
    const started = Date.now();
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await request(second.url).get(TITLES).set(tenant.auth);
      expect(res.status).toBe(200);
      expectNoLimitHeaders(res);
    }
    expect(Date.now() - started).toBeLessThan(5000);
    // The other instance still counts, and never saw the uncounted requests.
    const other = await request(t.url).get(TITLES).set(tenant.auth);
    expect(limitHeaders(other)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 2 });
  });
});

describe('Rate limits with Redis unreachable from the start', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Port 9 (discard) is closed on a test machine: the connection is refused at once.
    t = await TestApp.start({ RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('boots and serves requests without counting them', async () => {
    const tenant = await quietTenant(t.app);
    for (let i = 0; i < 4; i++) {
      const res = await t.http().get(TITLES).set(tenant.auth);
      expect(res.status).toBe(200);
      expectNoLimitHeaders(res);
    }
  });
});
