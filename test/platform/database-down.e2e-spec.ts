import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createProject } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/** With the database gone, requests fail fast with 503 and Retry-After, never a 500 or a hang. */
describe('database unreachable', () => {
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant();
    await createProject(t, a, 'Before');
    await t.dataSource.destroy();
  });
  afterAll(async () => {
    await t.stop();
  });

  it.each([
    ['GET', '/v2/magazine/title'],
    ['GET', '/v2/magazine/title/1'],
    ['POST', '/v2/magazine/title'],
  ])('%s %s answers 503 with Retry-After', async (method, path) => {
    const started = Date.now();
    const http = t.http();
    const res = await http[method === 'GET' ? 'get' : 'post'](path)
      .set(a.auth)
      .send(method === 'POST' ? { name: 'X', account: { id: a.workspaceId } } : undefined);
    expectProblem(res, 503);
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('POST /oauth answers 503', async () => {
    const res = await t.http().post('/oauth').send({
      grant_type: 'client_credentials',
      client_id: a.credential.client_id,
      client_secret: a.credential.client_secret,
    });
    expectProblem(res, 503);
  });

  it('/ready says 503 while /health stays 200', async () => {
    expectProblem(await t.http().get('/ready'), 503);
    await t.http().get('/health').expect(200);
  });
});
