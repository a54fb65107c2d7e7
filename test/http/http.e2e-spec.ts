import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createProject } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TITLES = '/v2/magazine/title';

/** A header supertest actually sent (`res.req` is the Node request; its type is not exported). */
function sentHeader(res: object, name: string): unknown {
  const request = (res as { req?: { getHeader(header: string): unknown } }).req;
  if (!request) throw new Error('the response does not expose the request it answered');
  return request.getHeader(name);
}

type Res = { status: number; headers: Record<string, string>; body: Record<string, unknown>; text: string };

/** Nothing internal leaks: no stack frames, no SQL, no file paths. */
function expectNoLeak(res: Res): void {
  const raw = res.text;
  // Stack frames: `at fn (file:1:2)`, `at file:1:2`, or a JSON-escaped `\n    at `.
  expect(raw).not.toMatch(/\bat \S+ \(/);
  expect(raw).not.toMatch(/\bat \S+:\d+:\d+/);
  expect(raw).not.toMatch(/\\n\s+at /);
  expect(raw).not.toContain('Error:');
  expect(raw).not.toMatch(/\b(SELECT|INSERT|UPDATE|DELETE FROM)\b/);
  expect(raw).not.toMatch(/SQLITE|ER_[A-Z_]+|QueryFailedError/);
  expect(raw).not.toContain('/work/');
  expect(raw).not.toContain('node_modules');
  expect(raw).not.toMatch(/\.(ts|js):\d+/);
  expect(Object.keys(res.body).sort()).toEqual(expect.arrayContaining(['detail', 'status', 'title', 'type']));
  expect(res.body).not.toHaveProperty('stack');
}

describe('HTTP framework contract', () => {
  let t: TestApp;
  let tenant: Tenant;
  let projectId: number;

  beforeAll(async () => {
    t = await TestApp.start();
    tenant = await t.tenant('HTTP workspace');
    projectId = (await createProject(t, tenant, 'Existing')).id;
  });
  afterAll(async () => {
    await t.stop();
  });

  const createBody = (name = 'New project') => ({ name, account: { id: tenant.workspaceId } });

  describe('X-Request-Id', () => {
    it('is generated when absent, on success', async () => {
      const a = await t.http().get(TITLES).set(tenant.auth);
      const b = await t.http().get(TITLES).set(tenant.auth);
      expect(a.status).toBe(200);
      expect(a.headers['x-request-id']).toMatch(UUID);
      expect(b.headers['x-request-id']).toMatch(UUID);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it('is echoed when sent, on success', async () => {
      const res = await t.http().get(TITLES).set(tenant.auth).set('X-Request-Id', 'client-req-42');
      expect(res.status).toBe(200);
      expect(res.headers['x-request-id']).toBe('client-req-42');
    });

    it('is present on 401', async () => {
      const generated = await t.http().get(TITLES);
      expectProblem(generated, 401);
      expect(generated.headers['x-request-id']).toMatch(UUID);
      const echoed = await t.http().get(TITLES).set('X-Request-Id', 'abc-401');
      expectProblem(echoed, 401);
      expect(echoed.headers['x-request-id']).toBe('abc-401');
    });

    it('is present on a 404 for an unknown route', async () => {
      const generated = await t.http().get('/no/such/route').set(tenant.auth);
      expectProblem(generated, 404);
      expect(generated.headers['x-request-id']).toMatch(UUID);
      const echoed = await t.http().get('/no/such/route').set('X-Request-Id', 'abc-404');
      expectProblem(echoed, 404);
      expect(echoed.headers['x-request-id']).toBe('abc-404');
    });

    it('is present on 201 writes and 406', async () => {
      const created = await t
        .http()
        .post(TITLES)
        .set(tenant.auth)
        .set('X-Request-Id', 'write-1')
        .send(createBody('Req id'));
      expect(created.status).toBe(201);
      expect(created.headers['x-request-id']).toBe('write-1');
      const refused = await t
        .http()
        .get(TITLES)
        .set(tenant.auth)
        .set('Accept', 'text/html')
        .set('X-Request-Id', 'neg-1');
      expectProblem(refused, 406);
      expect(refused.headers['x-request-id']).toBe('neg-1');
    });

    it('replaces an unsafe incoming id with a generated one', async () => {
      const res = await t.http().get(TITLES).set(tenant.auth).set('X-Request-Id', 'bad id\twith spaces');
      expect(res.status).toBe(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
    });
  });

  describe('content negotiation', () => {
    it.each([
      ['application/json'],
      ['application/hal+json'],
      ['application/vnd.becky.v2+json'],
      ['*/*'],
      ['text/html, application/json;q=0.9'],
    ])('Accept %s gets 200 application/hal+json', async (accept) => {
      const list = await t.http().get(TITLES).set(tenant.auth).set('Accept', accept);
      expect(list.status).toBe(200);
      expect(list.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(list.body._embedded).toEqual({ title: expect.any(Array) });
      const one = await t.http().get(`${TITLES}/${projectId}`).set(tenant.auth).set('Accept', accept);
      expect(one.status).toBe(200);
      expect(one.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(one.body.id).toBe(projectId);
    });

    it('no Accept header gets 200 application/hal+json', async () => {
      const res = await t.http().get(`${TITLES}/${projectId}`).set(tenant.auth).unset('Accept');
      expect(sentHeader(res, 'accept')).toBeUndefined();
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(res.body._links).toEqual(
        expect.objectContaining({ self: { href: expect.stringContaining(`/v2/magazine/title/${projectId}`) } }),
      );
    });

    it('a 201 create goes out as application/hal+json', async () => {
      const res = await t
        .http()
        .post(TITLES)
        .set(tenant.auth)
        .set('Accept', 'application/vnd.becky.v2+json')
        .send(createBody('Negotiated'));
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
    });

    it.each([['text/html'], ['application/xml'], ['text/plain'], ['image/png']])(
      'Accept %s gets 406 problem',
      async (accept) => {
        const res = await t.http().get(TITLES).set(tenant.auth).set('Accept', accept);
        expectProblem(res, 406);
        expect(res.body.title).toBe('Not Acceptable');
        expectNoLeak(res);
      },
    );

    it('406 on a write leaves the database unchanged', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .set('Accept', 'application/xml')
          .send(createBody('Refused'));
        expectProblem(res, 406);
      });
    });
  });

  describe('routing', () => {
    it('unknown path gets 404 "Route not found.", not the missing entity\'s "Entity not found."', async () => {
      for (const path of ['/nope', '/v2/magazine', '/v2/magazine/title/1/extra', '/v3/magazine/title']) {
        const res = await t.http().get(path).set(tenant.auth);
        expectProblem(res, 404, 'Route not found.');
        expect(res.body.title).toBe('Not Found');
        expectNoLeak(res);
      }
    });

    it('PUT on a project gets 405 with Allow', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t.http().put(`${TITLES}/${projectId}`).set(tenant.auth).send({ name: 'Put' });
        expectProblem(res, 405);
        expect(res.body.title).toBe('Method Not Allowed');
        expect(res.headers.allow).toBe('DELETE, GET, PATCH');
      });
    });

    it('POST on a project gets 405 with Allow', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t.http().post(`${TITLES}/${projectId}`).set(tenant.auth).send(createBody('Post on item'));
        expectProblem(res, 405);
        expect(res.headers.allow).toBe('DELETE, GET, PATCH');
      });
    });

    it('DELETE on the collection gets 405 with Allow', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t.http().delete(TITLES).set(tenant.auth);
        expectProblem(res, 405);
        expect(res.headers.allow).toBe('GET, POST');
      });
    });

    it.each([['/topiary/file'], ['/v2/topiary/file']])(
      'GET and DELETE on the upload path %s get 405, not the folder route 404',
      async (path) => {
        await t.refusedWithoutChange(async () => {
          for (const res of [await t.http().get(path).set(tenant.auth), await t.http().delete(path).set(tenant.auth)]) {
            expectProblem(res, 405);
            expect(res.headers.allow).toBe('POST');
          }
          // The folder route behind it still answers for real ids and 404s for the rest.
          expectProblem(await t.http().get('/topiary/999999').set(tenant.auth), 404, 'Entity not found.');
          expectProblem(await t.http().get('/topiary/files').set(tenant.auth), 404, 'Entity not found.');
        });
      },
    );

    it.each([['abc'], ['0'], ['-1'], ['1.5'], ['2147483648'], ['99999999999999999999'], ['1;DROP']])(
      'path id %s gets 404',
      async (id) => {
        await t.refusedWithoutChange(async () => {
          const get = await t.http().get(`${TITLES}/${id}`).set(tenant.auth);
          expectProblem(get, 404, 'Entity not found.');
          expectNoLeak(get);
          expectProblem(
            await t.http().patch(`${TITLES}/${id}`).set(tenant.auth).send({ name: 'x' }),
            404,
            'Entity not found.',
          );
          expectProblem(await t.http().delete(`${TITLES}/${id}`).set(tenant.auth), 404, 'Entity not found.');
        });
      },
    );

    // Spellings that JavaScript's Number() reads as an existing id must not reach it: only the
    // canonical decimal form names an entity.
    it.each([
      ['a leading zero', (id: number) => `0${id}`],
      ['a decimal point', (id: number) => `${id}.0`],
      ['a trailing dot', (id: number) => `${id}.`],
      ['an exponent', (id: number) => `${id}e0`],
      ['hex digits', (id: number) => `0x${id.toString(16)}`],
      ['binary digits', (id: number) => `0b${id.toString(2)}`],
      ['a plus sign', (id: number) => `+${id}`],
      ['an encoded space', (id: number) => `%20${id}`],
    ])('an existing id written with %s gets 404', async (_label, spell) => {
      const canonical = await t.http().get(`${TITLES}/${projectId}`).set(tenant.auth);
      expect(canonical.status).toBe(200);
      await t.refusedWithoutChange(async () => {
        const path = `${TITLES}/${spell(projectId)}`;
        expectProblem(await t.http().get(path).set(tenant.auth), 404, 'Entity not found.');
        expectProblem(await t.http().patch(path).set(tenant.auth).send({ name: 'Aliased' }), 404, 'Entity not found.');
        expectProblem(await t.http().delete(path).set(tenant.auth), 404, 'Entity not found.');
      });
    });

    it('an unused positive id gets 404', async () => {
      const res = await t.http().get(`${TITLES}/2147483647`).set(tenant.auth);
      expectProblem(res, 404, 'Entity not found.');
    });
  });

  describe('request bodies', () => {
    it('malformed JSON gets 400 saying so', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .set('Content-Type', 'application/json')
          .send('{"name": "x",');
        expectProblem(res, 400, /JSON/);
        expect(res.body.title).toBe('Bad Request');
        expectNoLeak(res);
        const patch = await t
          .http()
          .patch(`${TITLES}/${projectId}`)
          .set(tenant.auth)
          .set('Content-Type', 'application/json')
          .send("{name: 'single'}");
        expectProblem(patch, 400, /JSON/);
        expectNoLeak(patch);
      });
    });

    it('a text/plain body gets 415', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .set('Content-Type', 'text/plain')
          .send(JSON.stringify(createBody('Plain')));
        expectProblem(res, 415);
        expect(res.body.title).toBe('Unsupported Media Type');
        expectNoLeak(res);
      });
    });

    it('an urlencoded body gets 415', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .type('form')
          .send({ name: 'Form', 'account[id]': String(tenant.workspaceId) });
        expect(sentHeader(res, 'content-type')).toMatch(/^application\/x-www-form-urlencoded/);
        expectProblem(res, 415);
        const patch = await t
          .http()
          .patch(`${TITLES}/${projectId}`)
          .set(tenant.auth)
          .type('form')
          .send({ name: 'Form' });
        expectProblem(patch, 415);
      });
    });

    it('a multipart body on a JSON endpoint gets 415', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t.http().post(TITLES).set(tenant.auth).field('name', 'Multi');
        expectProblem(res, 415);
      });
    });

    it('a JSON body over 1 MiB gets 413', async () => {
      await t.refusedWithoutChange(async () => {
        const big = JSON.stringify({ ...createBody('Big'), padding: 'x'.repeat(1024 * 1024 + 10) });
        const res = await t.http().post(TITLES).set(tenant.auth).set('Content-Type', 'application/json').send(big);
        expectProblem(res, 413);
        expect(res.body.title).toBe('Payload Too Large');
        expectNoLeak(res);
        const vnd = await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .set('Content-Type', 'application/vnd.becky.v2+json')
          .send(big);
        expectProblem(vnd, 413);
      });
    });

    it.each([
      ['an array', '[{"name":"A"}]'],
      ['a string', '"just a string"'],
      ['a number', '42'],
      ['null', 'null'],
    ])('a JSON body that is %s gets 400', async (_label, raw) => {
      await t.refusedWithoutChange(async () => {
        const res = await t.http().post(TITLES).set(tenant.auth).set('Content-Type', 'application/json').send(raw);
        expectProblem(res, 400);
        expectNoLeak(res);
      });
    });

    it('an empty JSON body gets 400 saying so', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t.http().post(TITLES).set(tenant.auth).set('Content-Type', 'application/json').send('');
        expectProblem(res, 400, /json/i);
      });
    });

    it('malformed JSON under a +json type gets 400 saying so', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .set('Content-Type', 'application/vnd.becky.v2+json')
          .send('{bad');
        expectProblem(res, 400, /json/i);
        expectNoLeak(res);
      });
    });

    it('an application/xml body gets 415', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .set('Content-Type', 'application/xml')
          .send('<title><name>X</name></title>');
        expectProblem(res, 415);
        expectNoLeak(res);
      });
    });

    it('an application/vnd.foo+json body is accepted as JSON', async () => {
      const res = await t
        .http()
        .post(TITLES)
        .set(tenant.auth)
        .set('Content-Type', 'application/vnd.foo+json')
        .send(JSON.stringify(createBody('Vendor typed')));
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(res.body.name).toBe('Vendor typed');
      expect(res.headers.location).toBe(res.body._links.self.href);
    });

    it('application/json with a charset is accepted', async () => {
      const res = await t
        .http()
        .post(TITLES)
        .set(tenant.auth)
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify(createBody('Charset')));
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('Charset');
    });
  });

  describe('hostile bodies and URLs', () => {
    it('refuses a body nested deeper than 32 levels with 422 naming the field, writing nothing', async () => {
      const deep = '{"name":"x","account":' + '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) + '}';
      await t.refusedWithoutChange(async () => {
        const res = await t.http().post(TITLES).set(tenant.auth).set('Content-Type', 'application/json').send(deep);
        expectProblem(res, 422);
        expect(res.body.validation_messages).toEqual({
          account: { maxDepth: 'account nests deeper than a request body may (32 levels)' },
        });
        const patched = await t
          .http()
          .patch(`${TITLES}/${projectId}`)
          .set(tenant.auth)
          .set('Content-Type', 'application/json')
          .send(deep);
        expectProblem(patched, 422);
        expect(patched.body.validation_messages).toEqual({ account: { maxDepth: expect.any(String) } });
      });
    });

    it('refuses prototype keys in JSON with 400', async () => {
      for (const body of ['{"__proto__":{"admin":true},"name":"x"}', '{"constructor":{"prototype":{"x":1}}}']) {
        await t.refusedWithoutChange(async () => {
          const res = await t
            .http()
            .patch(`${TITLES}/${projectId}`)
            .set(tenant.auth)
            .set('Content-Type', 'application/json')
            .send(body);
          expectProblem(res, 400);
        });
      }
    });

    it('answers an oversized URL with a 431 problem', async () => {
      const res = await t
        .http()
        .get(`${TITLES}?filter[0][field]=name&filter[0][type]=eq&filter[0][value]=${'a'.repeat(40000)}`)
        .set(tenant.auth);
      expectProblem(res, 431);
    });
  });

  describe('error bodies leak nothing', () => {
    it('validation, auth and routing errors are plain problems', async () => {
      const responses: Res[] = [
        await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .send({ account: { id: tenant.workspaceId } }),
        await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .send({ name: 'x', account: { id: 'DROP TABLE title' } }),
        await t
          .http()
          .get(`${TITLES}?filter[0][field]=name;DROP TABLE title&filter[0][type]=eq&filter[0][value]=x`)
          .set(tenant.auth),
        await t.http().get(`${TITLES}?limit=abc`).set(tenant.auth),
        await t.http().get(TITLES).set('Authorization', "Bearer ' OR 1=1 --"),
        await t.http().get('/../../etc/passwd').set(tenant.auth),
      ];
      for (const res of responses) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expectNoLeak(res);
      }
    });
  });
});
