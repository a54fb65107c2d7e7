import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { type Tenant, TestApp } from '../support/test-app.js';

describe('POST /oauth: never cached', () => {
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('A');
  });

  afterAll(async () => {
    await t.stop();
  });

  describe('POST /oauth', () => {
    it('answers with Cache-Control: no-store and Pragma: no-cache, refusals included', async () => {
      const ok = await t
        .http()
        .post('/oauth')
        .send({
          grant_type: 'client_credentials',
          client_id: a.credential.client_id,
          client_secret: a.credential.client_secret,
        })
        .expect(200);
      const refused = await t
        .http()
        .post('/oauth')
        .send({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' })
        .expect(400);
      const wrongMethod = await t.http().get('/oauth').expect(405);
      for (const response of [ok, refused, wrongMethod]) {
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers.pragma).toBe('no-cache');
      }
    });
  });
});
