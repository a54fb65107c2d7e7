import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Issue 29, item 8: `/self` and `/self/privilege` describe a token's user. A client-credentials
 * token (the only kind this service issues) has none, and the platform answers such a token 403,
 * not 404: a client probing its token there must read the same answer.
 */
const PATHS = ['/self', '/v2/self', '/self/privilege', '/v2/self/privilege'];

describe('/self with a client-credentials token', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    tenant = await t.tenant('Self');
  });
  afterAll(async () => {
    await t.stop();
  });

  it.each(PATHS)('GET %s answers 403 with a problem body, and changes nothing', async (path) => {
    const issued = await t.http().post('/oauth').send({
      grant_type: 'client_credentials',
      client_id: tenant.credential.client_id,
      client_secret: tenant.credential.client_secret,
    });
    expect(issued.status).toBe(200);
    const res = await t.refusedWithoutChange(() =>
      t
        .http()
        .get(path)
        .set('Authorization', `Bearer ${issued.body.access_token as string}`),
    );
    expectProblem(res, 403, /client credentials/);
    expect(res.body.title).toBe('Forbidden');
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it.each(PATHS)('GET %s without a valid token is a 401, as every authenticated route', async (path) => {
    const res = await t.http().get(path);
    expectProblem(res, 401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
  });

  it('answers other methods 405 with Allow, and paths below it 404', async () => {
    const post = await t.http().post('/self').set(tenant.auth).send({});
    expectProblem(post, 405);
    expect(post.headers.allow).toMatch(/GET/);
    expectProblem(await t.http().get('/v2/self/nothing').set(tenant.auth), 404);
  });
});
