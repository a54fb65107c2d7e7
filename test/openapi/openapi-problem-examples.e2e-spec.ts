import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';

import { type Tenant, TestApp } from '../support/test-app.js';

type Example = { summary: string; value: Record<string, unknown> };
const doc = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  components: { examples: Record<string, Example>; securitySchemes: Record<string, unknown> };
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content?: Record<string, { examples?: Record<string, { $ref?: string; value?: unknown }> }> }
        >;
      }
    >
  >;
};

const TITLES = '/v2/magazine/title';

/**
 * Swagger UI shows each problem status with its own example. Each must be what the API really
 * answers, so every example here is compared with a live answer of that status.
 */
describe('the problem examples of openapi.json', () => {
  let t: TestApp;
  let tenant: Tenant;
  let projectId: number;

  beforeAll(async () => {
    t = await TestApp.start();
    tenant = await t.tenant();
    const created = await t
      .http()
      .post(TITLES)
      .set(tenant.auth)
      .send({ name: 'Examples', account: { id: tenant.workspaceId } });
    projectId = created.body.id;
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const example = (status: number) => doc.components.examples[`problem${status}`].value;
  const body = (res: Response) => JSON.parse(res.text) as Record<string, unknown>;

  it('has one per problem status, and each response of that status refers to its own', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const problem = response.content?.['application/problem+json'];
          // Two answers carry examples of their own: /oauth's OAuth errors and the idempotency 409.
          if (
            !problem ||
            (status === '400' && path === '/oauth') ||
            (status === '409' && problem.examples?.[status]?.value)
          )
            continue;
          expect(`${method} ${path} ${status}: ${JSON.stringify(problem.examples)}`).toBe(
            `${method} ${path} ${status}: ${JSON.stringify({ [status]: { $ref: `#/components/examples/problem${status}` } })}`,
          );
        }
      }
    }
  });

  it.each([
    [
      400,
      () => t.http().get(`${TITLES}?filter[0][field]=colour&filter[0][type]=eq&filter[0][value]=red`).set(tenant.auth),
    ],
    [401, () => t.http().get(TITLES).set('Authorization', 'Bearer 0000000000000000000000000000000000000000')],
    [404, () => t.http().get(`${TITLES}/2147483647`).set(tenant.auth)],
    [406, () => t.http().get(TITLES).set(tenant.auth).set('Accept', 'application/xml')],
    [409, () => t.http().get(`${TITLES}?page=99`).set(tenant.auth)],
    [
      412,
      () => t.http().patch(`${TITLES}/${projectId}`).set(tenant.auth).set('If-Match', '"stale"').send({ name: 'x' }),
    ],
    [
      413,
      () =>
        t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .set('Content-Type', 'application/json')
          .send(`{"name":"${'x'.repeat(1024 * 1024)}"}`),
    ],
    [415, () => t.http().post(TITLES).set(tenant.auth).set('Content-Type', 'text/xml').send('<title/>')],
    [416, () => t.http().get(`${TITLES}?limit=101`).set(tenant.auth)],
    [
      422,
      () =>
        t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .send({ name: '', account: { id: tenant.workspaceId } }),
    ],
  ])('%i is a real answer of that status', async (status, send) => {
    const res = await t.refusedWithoutChange(send);
    expect(res.status).toBe(status);
    const answer = body(res);
    const shown = example(status);
    // The 422's messages depend on the body sent; its shape and rule names are the example's.
    if (status === 422) {
      expect(Object.keys(answer)).toEqual(Object.keys(shown));
      expect(answer.validation_messages).toHaveProperty('name.isNotEmpty');
    } else {
      expect(answer).toEqual(shown);
    }
  });

  it('offers Swagger UI an OAuth2 client-credentials scheme whose token URL is /oauth, beside the bearer', () => {
    expect(doc.components.securitySchemes.OAuth2).toMatchObject({
      type: 'oauth2',
      flows: { clientCredentials: { tokenUrl: '/oauth', scopes: {} } },
    });
    const get = doc.paths[`${TITLES}/{project_id}`].get as unknown as { security: unknown };
    expect(get.security).toEqual([{ BearerAuth: [] }, { OAuth2: [] }]);
  });
});
