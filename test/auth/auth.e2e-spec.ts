import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AccessToken } from '../../src/auth/access-token.entity.js';
import { CredentialsService } from '../../src/auth/credentials.service.js';
import { TokenService } from '../../src/auth/token.service.js';
import { sha256 } from '../../src/common/hash.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

const WWW_AUTHENTICATE = 'Bearer realm="api", error="invalid_token"';
const PROTECTED = '/v2/magazine/title';

/** A header supertest actually sent (`res.req` is the Node request; its type is not exported). */
function sentHeader(res: object, name: string): unknown {
  const request = (res as { req?: { getHeader(header: string): unknown } }).req;
  if (!request) throw new Error('the response does not expose the request it answered');
  return request.getHeader(name);
}

function expectToken(res: { status: number; headers: Record<string, string>; body: unknown }): string {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/(hal\+)?json/);
  const body = res.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
  expect(body).toEqual({
    access_token: expect.stringMatching(/^[0-9a-f]{40}$/),
    expires_in: 3600,
    token_type: 'Bearer',
    scope: null,
  });
  return body.access_token as string;
}

function expectUnauthorized(res: {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}): void {
  expectProblem(res, 401);
  expect(res.headers['www-authenticate']).toBe(WWW_AUTHENTICATE);
  expect(res.body.title).toBe('Unauthorized');
}

describe('BearerAuth and POST /oauth', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    tenant = await t.tenant('Auth workspace');
  });
  afterAll(async () => {
    await t.stop();
  });

  const clientCredentials = () => ({
    grant_type: 'client_credentials',
    client_id: tenant.credential.client_id,
    client_secret: tenant.credential.client_secret,
  });

  describe('issuing tokens', () => {
    it('accepts a JSON body', async () => {
      const token = expectToken(await t.http().post('/oauth').send(clientCredentials()));
      const me = await t.http().get(PROTECTED).set('Authorization', `Bearer ${token}`);
      expect(me.status).toBe(200);
    });

    it('accepts an urlencoded body', async () => {
      const res = await t.http().post('/oauth').type('form').send(clientCredentials());
      expect(sentHeader(res, 'content-type')).toMatch(/^application\/x-www-form-urlencoded/);
      const token = expectToken(res);
      expect((await t.http().get(PROTECTED).set('Authorization', `Bearer ${token}`)).status).toBe(200);
    });

    it('accepts a multipart/form-data body', async () => {
      const { grant_type, client_id, client_secret } = clientCredentials();
      const res = await t
        .http()
        .post('/oauth')
        .field('grant_type', grant_type)
        .field('client_id', client_id)
        .field('client_secret', client_secret);
      expect(sentHeader(res, 'content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const token = expectToken(res);
      expect((await t.http().get(PROTECTED).set('Authorization', `Bearer ${token}`)).status).toBe(200);
    });

    it('accepts HTTP Basic credentials with grant_type in the body', async () => {
      const res = await t
        .http()
        .post('/oauth')
        .auth(tenant.credential.client_id, tenant.credential.client_secret)
        .type('form')
        .send({ grant_type: 'client_credentials' });
      const token = expectToken(res);
      expect((await t.http().get(PROTECTED).set('Authorization', `Bearer ${token}`)).status).toBe(200);
    });

    it('accepts HTTP Basic credentials with a JSON body', async () => {
      const res = await t
        .http()
        .post('/oauth')
        .auth(tenant.credential.client_id, tenant.credential.client_secret)
        .send({ grant_type: 'client_credentials' });
      expectToken(res);
    });

    it('issues a different token on every exchange', async () => {
      const a = expectToken(await t.http().post('/oauth').send(clientCredentials()));
      const b = expectToken(await t.http().post('/oauth').send(clientCredentials()));
      expect(a).not.toBe(b);
    });

    it('stores tokens and secrets only as hashes', async () => {
      const token = expectToken(await t.http().post('/oauth').send(clientCredentials()));
      const tokens = (await t.dataSource.query('SELECT * FROM access_token')) as Record<string, unknown>[];
      expect(tokens.length).toBeGreaterThan(0);
      const tokenText = JSON.stringify(tokens);
      expect(tokenText).not.toContain(token);
      expect(tokenText).not.toContain(tenant.token);
      expect(tokens.map((row) => row.token_hash)).toContain(sha256(token));

      const credentials = (await t.dataSource.query('SELECT * FROM api_credential')) as Record<string, unknown>[];
      expect(credentials).toHaveLength(1);
      expect(JSON.stringify(credentials)).not.toContain(tenant.credential.client_secret);
      expect(credentials[0].secret_hash).toBe(sha256(tenant.credential.client_secret));
    });
  });

  describe('token errors', () => {
    it('400 invalid_request when grant_type is missing', async () => {
      await t.refusedWithoutChange(async () => {
        const { client_id, client_secret } = clientCredentials();
        const res = await t.http().post('/oauth').send({ client_id, client_secret });
        expectProblem(res, 400, 'The grant type was not specified in the request');
        expect(res.body.title).toBe('invalid_request');
        const empty = await t.http().post('/oauth').type('form').send({ grant_type: '', client_id, client_secret });
        expectProblem(empty, 400, 'The grant type was not specified in the request');
        expect(empty.body.title).toBe('invalid_request');
      });
    });

    it('400 unsupported_grant_type for the password grant', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post('/oauth')
          .type('form')
          .send({ ...clientCredentials(), grant_type: 'password', username: 'u', password: 'p' });
        expectProblem(res, 400);
        expect(res.body.title).toBe('unsupported_grant_type');
      });
    });

    it('400 invalid_client for a wrong secret', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post('/oauth')
          .send({ ...clientCredentials(), client_secret: 'f'.repeat(64) });
        expectProblem(res, 400, 'The client credentials are invalid');
        expect(res.body.title).toBe('invalid_client');
        const basic = await t
          .http()
          .post('/oauth')
          .auth(tenant.credential.client_id, 'wrong')
          .send({ grant_type: 'client_credentials' });
        expectProblem(basic, 400, 'The client credentials are invalid');
        expect(basic.body.title).toBe('invalid_client');
      });
    });

    it('400 invalid_client for an unknown client', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post('/oauth')
          .send({ ...clientCredentials(), client_id: '0'.repeat(32) });
        expectProblem(res, 400, 'The client credentials are invalid');
        expect(res.body.title).toBe('invalid_client');
      });
    });

    it('400 invalid_client when no credentials are sent', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t.http().post('/oauth').send({ grant_type: 'client_credentials' });
        expectProblem(res, 400);
        expect(res.body.title).toBe('invalid_client');
        const secretOnly = await t
          .http()
          .post('/oauth')
          .send({ grant_type: 'client_credentials', client_secret: tenant.credential.client_secret });
        expectProblem(secretOnly, 400);
        expect(secretOnly.body.title).toBe('invalid_client');
      });
    });

    it('400 for a truncated multipart body, 413 for a file part, 400 for non-string credentials', async () => {
      const truncated = await t
        .http()
        .post('/oauth')
        .set('Content-Type', 'multipart/form-data; boundary=xx')
        .send('--xx\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nclient_credentials\r\n--xx');
      expectProblem(truncated, 400, 'Malformed multipart body');
      const withFile = await t
        .http()
        .post('/oauth')
        .field('grant_type', 'client_credentials')
        .attach('file', Buffer.from('not a credential'), 'secret.txt');
      expectProblem(withFile, 413);
      const objects = await t
        .http()
        .post('/oauth')
        .send({ grant_type: 'client_credentials', client_id: { $ne: null }, client_secret: ['x'] });
      expectProblem(objects, 400, 'Client credentials were not found in the headers or body');
    });

    it('405 with Allow: POST for GET /oauth', async () => {
      const res = await t.http().get('/oauth');
      expectProblem(res, 405);
      expect(res.headers.allow).toBe('POST');
    });
  });

  describe('protected routes', () => {
    it('401 without Authorization', async () => {
      expectUnauthorized(await t.http().get(PROTECTED));
    });

    it('401 for a garbage bearer token', async () => {
      expectUnauthorized(await t.http().get(PROTECTED).set('Authorization', 'Bearer not-a-token'));
      expectUnauthorized(await t.http().get(PROTECTED).set('Authorization', 'Bearer'));
      expectUnauthorized(await t.http().get(PROTECTED).set('Authorization', `Bearer ${tenant.token.toUpperCase()}`));
    });

    it('401 for a well-formed but unknown token', async () => {
      expectUnauthorized(
        await t
          .http()
          .get(PROTECTED)
          .set('Authorization', `Bearer ${'a'.repeat(40)}`),
      );
    });

    it('401 for Basic credentials on an API route', async () => {
      const basic = Buffer.from(`${tenant.credential.client_id}:${tenant.credential.client_secret}`).toString('base64');
      expectUnauthorized(await t.http().get(PROTECTED).set('Authorization', `Basic ${basic}`));
    });

    it('401 on writes too, and nothing changes', async () => {
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post(PROTECTED)
          .send({ name: 'Nope', account: { id: tenant.workspaceId } });
        expectUnauthorized(res);
      });
    });

    it('401 for a valid token sent as access_token in the query or the body', async () => {
      const tenant = await t.tenant('Query token');
      expectProblem(await t.http().get(`/v2/magazine/title?access_token=${tenant.token}`), 401);
      await t.refusedWithoutChange(async () => {
        const res = await t
          .http()
          .post('/v2/magazine/title')
          .send({ access_token: tenant.token, name: 'x', account: { id: tenant.workspaceId } });
        expectProblem(res, 401);
      });
      await t.http().get('/v2/magazine/title').set(tenant.auth).expect(200);
    });

    it('401 for an expired token', async () => {
      const token = expectToken(await t.http().post('/oauth').send(clientCredentials()));
      const auth = { Authorization: `Bearer ${token}` };
      expect((await t.http().get(PROTECTED).set(auth)).status).toBe(200);
      // Through the entity, so TypeORM writes the date the way each driver stores it (a raw
      // `query()` with a Date parameter fails on better-sqlite3, which cannot bind a Date).
      const updated = await t.dataSource
        .getRepository(AccessToken)
        .update({ token_hash: sha256(token) }, { expires_on: new Date(Date.now() - 60_000) });
      expect(updated.affected).toBe(1);
      // The token was checked a moment ago, so the API may trust it for TOKEN_CACHE_TTL_MS more
      // (5 s), counted on the server's clock from its check: a second of margin for a loaded
      // machine, where that check can end after this test's clock started.
      const changedAt = Date.now();
      let after = await t.http().get(PROTECTED).set(auth);
      while (after.status === 200 && Date.now() - changedAt < 6_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await t.http().get(PROTECTED).set(auth);
      }
      expect(Date.now() - changedAt).toBeLessThan(5_500);
      expectUnauthorized(after);
      // The tenant's other token is untouched.
      expect((await t.http().get(PROTECTED).set(tenant.auth)).status).toBe(200);
    });
    it('purges expired tokens off the request path, and keeps live ones', async () => {
      const live = expectToken(await t.http().post('/oauth').send(clientCredentials()));
      const expired = expectToken(await t.http().post('/oauth').send(clientCredentials()));
      const tokens = t.dataSource.getRepository(AccessToken);
      await tokens.update({ token_hash: sha256(expired) }, { expires_on: new Date(Date.now() - 60_000) });
      expect(await t.app.get(TokenService).purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(await tokens.countBy({ token_hash: sha256(expired) })).toBe(0);
      expect(await tokens.countBy({ token_hash: sha256(live) })).toBe(1);
      expect(
        (
          await t
            .http()
            .get(PROTECTED)
            .set({ Authorization: `Bearer ${live}` })
        ).status,
      ).toBe(200);
    });
  });

  describe('revoked credential', () => {
    it('kills its tokens and refuses new ones', async () => {
      const victim = await t.tenant('Revoked workspace');
      expect((await t.http().get(PROTECTED).set(victim.auth)).status).toBe(200);

      const result = await t.app.get(CredentialsService).revoke(victim.credential.client_id);
      expect(result).toEqual({ client_id: victim.credential.client_id, revoked: true, tokens_revoked: 1 });

      expectUnauthorized(await t.http().get(PROTECTED).set(victim.auth));
      const res = await t.http().post('/oauth').send({
        grant_type: 'client_credentials',
        client_id: victim.credential.client_id,
        client_secret: victim.credential.client_secret,
      });
      expectProblem(res, 400, 'The client credentials are invalid');
      expect(res.body.title).toBe('invalid_client');
      // Other credentials are unaffected.
      expect((await t.http().get(PROTECTED).set(tenant.auth)).status).toBe(200);
    });
  });

  describe('public routes', () => {
    it('GET /health', async () => {
      const res = await t.http().get('/health');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('GET /ready', async () => {
      const res = await t.http().get('/ready');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready' });
    });

    it('GET /docs', async () => {
      const res = await t.http().get('/docs');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toMatch(/swagger/i);
    });

    it('GET /docs-json', async () => {
      const res = await t.http().get('/docs-json');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/json/);
      const doc = res.body as {
        openapi: string;
        info: { version: string };
        servers: { url: string }[];
        components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      };
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.version).toBe('1.0.0');
      expect(doc.components.securitySchemes.BearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
      // This server first (relative, so Try it out calls it), then both clusters.
      expect(doc.servers.map((s) => s.url)).toEqual(['/', 'https://eu.api.example.com', 'https://us.api.example.com']);
    });
  });

  describe('workspace scope', () => {
    it('a token of workspace A never sees workspace B', async () => {
      const a = await t.tenant('Workspace A');
      const b = await t.tenant('Workspace B');
      const createdA = await t
        .http()
        .post(PROTECTED)
        .set(a.auth)
        .send({ name: 'Alpha', account: { id: a.workspaceId } });
      expect(createdA.status).toBe(201);
      const createdB = await t
        .http()
        .post(PROTECTED)
        .set(b.auth)
        .send({ name: 'Beta', account: { id: b.workspaceId } });
      expect(createdB.status).toBe(201);

      const listA = await t.http().get(PROTECTED).set(a.auth);
      expect(listA.status).toBe(200);
      expect(listA.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(listA.body.total_items).toBe(1);
      expect(listA.body._embedded.title.map((p: { id: number }) => p.id)).toEqual([createdA.body.id]);

      const listB = await t.http().get(PROTECTED).set(b.auth);
      expect(listB.body._embedded.title.map((p: { id: number }) => p.id)).toEqual([createdB.body.id]);

      // Another workspace's id is a 404, never a 403.
      expectProblem(await t.http().get(`${PROTECTED}/${createdB.body.id}`).set(a.auth), 404, 'Entity not found.');
      await t.refusedWithoutChange(async () => {
        expectProblem(
          await t.http().patch(`${PROTECTED}/${createdB.body.id}`).set(a.auth).send({ name: 'Hijacked' }),
          404,
        );
        expectProblem(await t.http().delete(`${PROTECTED}/${createdB.body.id}`).set(a.auth), 404);
        // Creating into another workspace is a 422 on account.id.
        const foreign = await t
          .http()
          .post(PROTECTED)
          .set(a.auth)
          .send({ name: 'Sneaky', account: { id: b.workspaceId } });
        expectProblem(foreign, 422, 'Failed Validation');
        expect(foreign.body.validation_messages).toEqual({ 'account.id': { notFound: expect.any(String) } });
      });
    });
  });
});
