import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { ensureCliBuilt, runCliOk } from '../support/cli.js';
import { multipartBody } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/** Our tags: strong, a quoted 22-character base64url digest of the representation. */
const ETAG = /^"[\w-]{22}"$/;
const STALE = /changed since you read it/;

/**
 * No lost updates (issue 6, item 4): every resource and collection carries an ETag, a GET with
 * a matching If-None-Match is a 304, and a PATCH or DELETE whose If-Match is stale is a 412 that
 * changes nothing. Two clients that read the same version and both write with its tag: exactly
 * one wins.
 */
describe('conditional requests', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let storageRoot: string;
  let rootA: number;
  let sequence = 0;

  beforeAll(async () => {
    ensureCliBuilt();
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
    rootA = (await t.http().get('/topiary').set(a.auth).expect(200)).body._embedded.folder[0].id;
  });
  afterAll(async () => {
    await t.stop();
  });

  const createTitle = async (tenant = a) => {
    const res = await t
      .http()
      .post('/v2/magazine/title')
      .set(tenant.auth)
      .send({ name: `Title ${++sequence}`, account: { id: tenant.workspaceId } });
    expect(res.status).toBe(201);
    return res;
  };
  const createUser = async (tenant = a) => {
    const res = await t
      .http()
      .post('/v2/user')
      .set(tenant.auth)
      .send({
        first_name: 'Cond',
        last_name: 'Itional',
        email: `cond${++sequence}@example.com`,
        phone: '555',
        account: String(tenant.workspaceId),
      });
    expect(res.status).toBe(201);
    return res;
  };
  const createFolder = async (tenant = a) => {
    const res = await t
      .http()
      .post('/topiary')
      .set(tenant.auth)
      .send({ name: `Folder ${++sequence}` });
    expect(res.status).toBe(201);
    return res;
  };
  const uploadPng = async (tenant = a) => {
    const { body, contentType } = multipartBody([
      { name: 'file', filename: 'pic.png', data: pngImage(8, 8, ++sequence) },
    ]);
    const res = await t.http().post('/topiary/file').set(tenant.auth).set('Content-Type', contentType).send(body);
    expect(res.status).toBe(201);
    return res.body._embedded.file[0] as Record<string, any>;
  };

  /** Each writable kind of resource: how to make one, where it lives, and a harmless change. */
  const KINDS = [
    {
      kind: 'project',
      create: createTitle,
      path: (id: number) => `/v2/magazine/title/${id}`,
      change: (n: string) => ({ name: n }),
      field: 'name',
    },
    {
      kind: 'user',
      create: createUser,
      path: (id: number) => `/v2/user/${id}`,
      change: (n: string) => ({ first_name: n }),
      field: 'first_name',
    },
    {
      kind: 'folder',
      create: createFolder,
      path: (id: number) => `/topiary/${id}`,
      change: (n: string) => ({ name: n }),
      field: 'name',
    },
  ];

  describe('ETag and If-None-Match', () => {
    it('tags every resource and collection, and answers a matching If-None-Match with an empty 304', async () => {
      const title = (await createTitle()).body;
      const user = (await createUser()).body;
      const folder = (await createFolder()).body;
      const file = await uploadPng();
      const paths = [
        `/v2/magazine/title/${title.id}`,
        `/v2/user/${user.id}`,
        `/topiary/${folder.id}`,
        `/topiary/${rootA}`,
        `/topiary/file/${file.id}`,
        `/image/${file.id}`,
        `/v2/image/${file.id}`,
        '/v2/magazine/title',
        '/v2/magazine/title?limit=1&page=1',
        '/v2/user',
        '/topiary',
      ];
      for (const path of paths) {
        const first = await t.http().get(path).set(a.auth);
        expect(first.status).toBe(200);
        const etag = first.headers.etag;
        expect(etag).toMatch(ETAG);
        // Same state, same tag.
        expect((await t.http().get(path).set(a.auth)).headers.etag).toBe(etag);

        for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
          const cached = await t
            .http()
            .get(path)
            .set(a.auth)
            .set('If-None-Match', header)
            .set('X-Request-Id', 'cond-304');
          expect({ path, header, status: cached.status }).toEqual({ path, header, status: 304 });
          expect(cached.headers.etag).toBe(etag);
          expect(cached.headers['x-request-id']).toBe('cond-304');
          expect(cached.headers['content-length']).toBeUndefined();
          expect(cached.text ?? '').toBe('');
        }
        const changed = await t.http().get(path).set(a.auth).set('If-None-Match', '"something-else"');
        expect(changed.status).toBe(200);
        expect(changed.body).toEqual(first.body);
      }
    });

    it('tags HEAD like GET and keeps it bodiless', async () => {
      const title = (await createTitle()).body;
      const get = await t.http().get(`/v2/magazine/title/${title.id}`).set(a.auth);
      const head = await t.http().head(`/v2/magazine/title/${title.id}`).set(a.auth);
      expect(head.status).toBe(200);
      expect(head.headers.etag).toBe(get.headers.etag);
      const cached = await t
        .http()
        .head(`/v2/magazine/title/${title.id}`)
        .set(a.auth)
        .set('If-None-Match', get.headers.etag);
      expect(cached.status).toBe(304);
      expect(cached.headers.etag).toBe(get.headers.etag);
      expect(cached.headers['content-length']).toBeUndefined();
    });

    it.each(KINDS)(
      'the $kind a POST or PATCH returns has the tag a GET then sees',
      async ({ create, path, change }) => {
        const created = await create();
        expect(created.headers.etag).toMatch(ETAG);
        const read = await t.http().get(path(created.body.id)).set(a.auth);
        expect(read.headers.etag).toBe(created.headers.etag);

        const patched = await t.http().patch(path(created.body.id)).set(a.auth).send(change('Renamed once'));
        expect(patched.status).toBe(200);
        expect(patched.headers.etag).toMatch(ETAG);
        expect(patched.headers.etag).not.toBe(created.headers.etag);
        const reread = await t.http().get(path(created.body.id)).set(a.auth);
        expect(reread.headers.etag).toBe(patched.headers.etag);
        // The old tag no longer short-circuits a GET.
        expect(
          (await t.http().get(path(created.body.id)).set(a.auth).set('If-None-Match', created.headers.etag)).status,
        ).toBe(200);
      },
    );

    it('changes a collection tag when an item changes', async () => {
      const before = await t.http().get('/v2/magazine/title').set(a.auth);
      await createTitle();
      const after = await t.http().get('/v2/magazine/title').set(a.auth).set('If-None-Match', before.headers.etag);
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it("changes a user's tag when an operator's membership:add changes what the workspace sees", async () => {
      const user = (await createUser()).body;
      const before = await t.http().get(`/v2/user/${user.id}`).set(a.auth);
      expect(before.body._computed.num_accounts).toBe(1);
      await runCliOk(
        t,
        'membership:add',
        '--user',
        String(user.id),
        '--workspace',
        String(b.workspaceId),
        '--roles',
        'editor',
      );

      const after = await t.http().get(`/v2/user/${user.id}`).set(a.auth).set('If-None-Match', before.headers.etag);
      expect(after.status).toBe(200);
      expect(after.body._computed.num_accounts).toBe(2);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // The same user seen from the other workspace is another representation (its own roles).
      const fromB = await t.http().get(`/v2/user/${user.id}`).set(b.auth);
      expect(fromB.headers.etag).not.toBe(after.headers.etag);
      // A write with the tag read before the operator's change is stale.
      const stale = await t
        .http()
        .patch(`/v2/user/${user.id}`)
        .set(a.auth)
        .set('If-Match', before.headers.etag)
        .send({ first_name: 'Late' });
      expectProblem(stale, 412, STALE);
    });

    it("keeps the content routes' own tag: the sha256 of the bytes", async () => {
      const data = pngImage(9, 9, 77);
      const { body, contentType } = multipartBody([{ name: 'file', filename: 'raw.png', data }]);
      const file = (
        await t.http().post('/topiary/file').set(a.auth).set('Content-Type', contentType).send(body).expect(201)
      ).body._embedded.file[0];
      const etag = `"${createHash('sha256').update(data).digest('hex')}"`;
      const content = await t.http().get(`/image/${file.id}/content`).set(a.auth);
      expect(content.headers.etag).toBe(etag);
      expect(
        (await t.http().get(`/image/${file.id}/content`).set(a.auth).set('If-None-Match', `W/${etag}`)).status,
      ).toBe(304);
    });

    it('tags no error', async () => {
      const missing = await t.http().get('/v2/magazine/title/999999').set(a.auth).set('If-None-Match', '*');
      expectProblem(missing, 404);
      expect(missing.headers.etag).toBeUndefined();
    });
  });

  describe('If-Match', () => {
    it.each(KINDS)(
      'a $kind PATCH with the current tag, a list holding it, or * succeeds',
      async ({ create, path, change }) => {
        const created = await create();
        const id = created.body.id as number;
        let etag = created.headers.etag as string;
        const headers = [(tag: string) => tag, (tag: string) => `"old", ${tag}`, () => '*'];
        for (const [n, header] of headers.entries()) {
          const res = await t
            .http()
            .patch(path(id))
            .set(a.auth)
            .set('If-Match', header(etag))
            .send(change(`Change ${n}`));
          expect(res.status).toBe(200);
          etag = res.headers.etag;
        }
      },
    );

    it.each(KINDS)(
      'a $kind PATCH with a stale, weak or malformed tag is a 412 that changes nothing',
      async ({ create, path, change, field }) => {
        const created = await create();
        const id = created.body.id as number;
        const stale = created.headers.etag as string;
        const current = await t.http().patch(path(id)).set(a.auth).send(change('Moved on'));
        for (const header of [stale, `W/${current.headers.etag}`, current.headers.etag.slice(1, -1), '""']) {
          const res = await t.refusedWithoutChange(() =>
            t.http().patch(path(id)).set(a.auth).set('If-Match', header).send(change('Lost update')),
          );
          expectProblem(res, 412, STALE);
          expect(res.headers.etag).toBeUndefined();
        }
        // A matching If-None-Match makes a write fail too (`*`: the resource exists).
        for (const header of ['*', current.headers.etag]) {
          expectProblem(
            await t.refusedWithoutChange(() =>
              t.http().patch(path(id)).set(a.auth).set('If-None-Match', header).send(change('Lost')),
            ),
            412,
          );
        }
        expect((await t.http().get(path(id)).set(a.auth)).body[field]).toBe('Moved on');
      },
    );

    it.each(KINDS)(
      'two clients read a $kind, both PATCH with its tag at once: exactly one wins, the other gets 412',
      async ({ create, path, change, field }) => {
        const id = (await create()).body.id as number;
        for (let round = 0; round < 8; round++) {
          const [readOne, readTwo] = await Promise.all([
            t.http().get(path(id)).set(a.auth),
            t.http().get(path(id)).set(a.auth),
          ]);
          expect(readOne.headers.etag).toBe(readTwo.headers.etag);
          const [one, two] = await Promise.all([
            t
              .http()
              .patch(path(id))
              .set(a.auth)
              .set('If-Match', readOne.headers.etag)
              .send(change(`One ${round}`)),
            t
              .http()
              .patch(path(id))
              .set(a.auth)
              .set('If-Match', readTwo.headers.etag)
              .send(change(`Two ${round}`)),
          ]);
          const statuses = [one.status, two.status].sort();
          expect({ round, statuses }).toEqual({ round, statuses: [200, 412] });
          const [winner, loser] = one.status === 200 ? [one, two] : [two, one];
          expectProblem(loser, 412, STALE);
          // The winner's change is what stays, and its tag is the current one.
          const after = await t.http().get(path(id)).set(a.auth);
          expect(after.body[field]).toBe(winner.body[field]);
          expect(after.headers.etag).toBe(winner.headers.etag);
        }
      },
    );

    it.each(KINDS)(
      'a stale DELETE of a $kind is a 412 and deletes nothing; the current tag deletes',
      async ({ create, path, change }) => {
        const created = await create();
        const id = created.body.id as number;
        await t.http().patch(path(id)).set(a.auth).send(change('Changed under you')).expect(200);
        const res = await t.refusedWithoutChange(
          () => t.http().delete(path(id)).set(a.auth).set('If-Match', created.headers.etag),
          [storageRoot],
        );
        expectProblem(res, 412, STALE);
        expect((await t.http().get(path(id)).set(a.auth)).status).toBe(200);

        const current = (await t.http().get(path(id)).set(a.auth)).headers.etag;
        expect((await t.http().delete(path(id)).set(a.auth).set('If-Match', current)).status).toBe(204);
        expectProblem(await t.http().get(path(id)).set(a.auth), 404);
        // Gone: any condition now meets a 404, not a 412.
        expectProblem(await t.http().delete(path(id)).set(a.auth).set('If-Match', current), 404);
      },
    );

    it('two clients DELETE a project with its tag at once: one 204, the other 404, nothing half done', async () => {
      const created = await createTitle();
      const path = `/v2/magazine/title/${created.body.id}`;
      const results = await Promise.all(
        [1, 2].map(() => t.http().delete(path).set(a.auth).set('If-Match', created.headers.etag)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
    });

    it('a stale DELETE of a file keeps its row and its bytes; the current tag deletes both', async () => {
      const file = await uploadPng();
      const current = (await t.http().get(`/image/${file.id}`).set(a.auth)).headers.etag as string;
      for (const route of [`/image/${file.id}`, `/topiary/file/${file.id}`, `/v2/image/${file.id}`]) {
        const res = await t.refusedWithoutChange(
          () => t.http().delete(route).set(a.auth).set('If-Match', '"not-the-tag"'),
          [storageRoot],
        );
        expectProblem(res, 412, STALE);
      }
      expect((await t.http().delete(`/topiary/file/${file.id}`).set(a.auth).set('If-Match', current)).status).toBe(204);
      expectProblem(await t.http().get(`/topiary/file/${file.id}`).set(a.auth), 404);
    });

    it("another workspace's id is a 404 whatever the condition, never a 412", async () => {
      const title = await createTitle(b);
      const user = await createUser(b);
      const folder = await createFolder(b);
      const file = await uploadPng(b);
      const targets = [
        { path: `/v2/magazine/title/${title.body.id}`, etag: title.headers.etag, body: { name: 'x' } },
        { path: `/v2/user/${user.body.id}`, etag: user.headers.etag, body: { first_name: 'x' } },
        { path: `/topiary/${folder.body.id}`, etag: folder.headers.etag, body: { name: 'x' } },
      ];
      for (const target of targets) {
        for (const header of [target.etag, '"stale"', '*']) {
          await t.refusedWithoutChange(async () => {
            expectProblem(await t.http().patch(target.path).set(a.auth).set('If-Match', header).send(target.body), 404);
            expectProblem(await t.http().delete(target.path).set(a.auth).set('If-Match', header), 404);
            expectProblem(await t.http().get(target.path).set(a.auth).set('If-None-Match', header), 404);
          }, [storageRoot]);
        }
      }
      await t.refusedWithoutChange(async () => {
        expectProblem(await t.http().delete(`/image/${file.id}`).set(a.auth).set('If-Match', '"stale"'), 404);
      }, [storageRoot]);
    });

    it('a PATCH that fails validation is a 422 even with a stale tag (the body is judged first)', async () => {
      const created = await createTitle();
      const res = await t.refusedWithoutChange(() =>
        t.http().patch(`/v2/magazine/title/${created.body.id}`).set(a.auth).set('If-Match', '"stale"').send({ id: 5 }),
      );
      expectProblem(res, 422);
    });
  });
});
