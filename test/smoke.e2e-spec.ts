import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestApp } from './support/test-app.js';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('creates a project', async () => {
    const tenant = await t.tenant();
    const res = await t.http().post('/v2/magazine/title').set(tenant.auth).send({ name: 'A', account: { id: tenant.workspaceId } });
    expect(res.status).toBe(201);
    expect(res.body.id).toEqual(expect.any(Number));
  });
});
