import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { IdempotencyService } from '../../src/idempotency/idempotency.service.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { multipartBody, type Part } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { expectProblem, filesUnder, linksUnder, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Issue 6, item 5: `Idempotency-Key` on the three creates. The same key and request replay the
 * first 201 and create nothing; a different request is a 422; concurrent twins create once;
 * failures keep nothing; keys live 24 h, per credential, in the database.
 */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let storageRoot: string;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
  });
  afterAll(async () => {
    await t.stop();
  });

  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);
  const titlesNamed = (name: string) => count('SELECT COUNT(*) AS n FROM title WHERE name = ?', [name]);
  const keyRows = () => count('SELECT COUNT(*) AS n FROM idempotency_key');
  const postTitle = (tenant: Tenant, key: string | undefined, body: object) => {
    const req = t.http().post('/v2/magazine/title').set(tenant.auth);
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
  };
  const upload = (tenant: Tenant, key: string, parts: Part[], path = '/topiary/file') => {
    // A new random boundary every time, as a real client's retry would have.
    const { body, contentType } = multipartBody(parts);
    return t.http().post(path).set(tenant.auth).set('Idempotency-Key', key).set('Content-Type', contentType).send(body);
  };

  describe('projects', () => {
    it('replays the first 201 for the same key and body, creating nothing more', async () => {
      const body = { name: 'Replayed', account: { id: a.workspaceId }, website: 'https://a.example' };
      const first = await postTitle(a, 'project-1', body).expect(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      // Key order and whitespace are not part of the request's identity.
      const again = await postTitle(a, 'project-1', {
        website: 'https://a.example',
        account: { id: a.workspaceId },
        name: 'Replayed',
      }).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(again.headers.location).toBe(first.headers.location);
      expect(again.headers['content-location']).toBe(first.headers['content-location']);
      expect(again.text).toBe(first.text);
      expect(first.headers.etag).toMatch(/^"/);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(await titlesNamed('Replayed')).toBe(1);
    });

    it('keeps the key in the database for 24 hours, per credential', async () => {
      await postTitle(a, 'project-ttl', { name: 'Kept', account: { id: a.workspaceId } }).expect(201);
      const [row] = await t.dataSource.query(
        'SELECT credential_id, key_hash, operation, created_on, expires_on FROM idempotency_key ORDER BY id DESC LIMIT 1',
      );
      expect(row.operation).toBe('createProject');
      expect(row.key_hash).not.toContain('project-ttl');
      const ttl = new Date(row.expires_on).getTime() - new Date(row.created_on).getTime();
      expect(ttl).toBe(24 * 60 * 60 * 1000);
      // Another credential's identical key is another key: it creates its own project.
      const other = await postTitle(b, 'project-ttl', { name: 'Kept', account: { id: b.workspaceId } }).expect(201);
      expect(other.headers['idempotent-replayed']).toBeUndefined();
      expect(await titlesNamed('Kept')).toBe(2);
    });

    it('refuses the same key with a different body: 422 naming the field, nothing written', async () => {
      await postTitle(a, 'project-2', { name: 'Original', account: { id: a.workspaceId } }).expect(201);
      const res = await t.refusedWithoutChange(() =>
        postTitle(a, 'project-2', { name: 'Changed', account: { id: a.workspaceId } }),
      );
      expectProblem(res, 422, 'Failed Validation');
      expect(res.body.validation_messages).toEqual({
        name: { idempotencyKeyReused: expect.stringMatching(/name differs/) },
      });
      const added = await t.refusedWithoutChange(() =>
        postTitle(a, 'project-2', { name: 'Original', account: { id: a.workspaceId }, ua_code: 'UA-1-1' }),
      );
      expectProblem(added, 422);
      expect(Object.keys(added.body.validation_messages as object)).toEqual(['ua_code']);
    });

    it('refuses a key used on another operation', async () => {
      await postTitle(a, 'shared-key', { name: 'First Use', account: { id: a.workspaceId } }).expect(201);
      const res = await t.refusedWithoutChange(() =>
        t
          .http()
          .post('/v2/user')
          .set(a.auth)
          .set('Idempotency-Key', 'shared-key')
          .send({
            first_name: 'A',
            last_name: 'B',
            email: 'shared-key@example.com',
            phone: '',
            account: String(a.workspaceId),
          }),
      );
      expectProblem(res, 422);
      expect(Object.keys(res.body.validation_messages as object)).toEqual(['Idempotency-Key']);
    });

    it('keeps nothing for a failed request: the key stays free for a corrected retry', async () => {
      const refused = await t.refusedWithoutChange(() =>
        postTitle(a, 'project-3', { name: 'Fixed', account: { id: b.workspaceId } }),
      );
      expectProblem(refused, 422);
      const invalid = await t.refusedWithoutChange(() =>
        postTitle(a, 'project-3', { name: 42, account: { id: a.workspaceId } }),
      );
      expectProblem(invalid, 422);
      const res = await postTitle(a, 'project-3', { name: 'Fixed', account: { id: a.workspaceId } }).expect(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    });

    it.each([
      ['too long', 'k'.repeat(256)],
      ['empty', ''],
      ['a tab inside', 'bad\tkey'],
      ['not ASCII', 'clé'],
    ])('refuses a key that is %s with 400, writing nothing', async (_, key) => {
      const res = await t.refusedWithoutChange(() =>
        t
          .http()
          .post('/v2/magazine/title')
          .set(a.auth)
          .set('Idempotency-Key', key)
          .send({
            name: 'Bad Key',
            account: { id: a.workspaceId },
          }),
      );
      expectProblem(res, 400, /Idempotency-Key must be 1 to 255 printable ASCII characters/);
    });

    it('accepts 255 printable characters, spaces inside', async () => {
      const key = `a ${'~'.repeat(252)}z`;
      expect(key).toHaveLength(255);
      await postTitle(a, key, { name: 'Long Key', account: { id: a.workspaceId } }).expect(201);
      const again = await postTitle(a, key, { name: 'Long Key', account: { id: a.workspaceId } }).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
    });

    it('lets exactly one of many concurrent twins create; every one gets its 201', async () => {
      const body = { name: 'Raced', account: { id: a.workspaceId } };
      const responses = await Promise.all(Array.from({ length: 8 }, () => postTitle(a, 'project-race', body)));
      expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
      expect(new Set(responses.map((r) => r.text)).size).toBe(1);
      expect(responses.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
      expect(await titlesNamed('Raced')).toBe(1);
    });

    it('lets one of two concurrent different bodies create; the other is a 422', async () => {
      const [x, y] = await Promise.all([
        postTitle(a, 'project-race-2', { name: 'Race X', account: { id: a.workspaceId } }),
        postTitle(a, 'project-race-2', { name: 'Race Y', account: { id: a.workspaceId } }),
      ]);
      expect([x.status, y.status].sort()).toEqual([201, 422]);
      expectProblem(x.status === 422 ? x : y, 422);
      expect((await titlesNamed('Race X')) + (await titlesNamed('Race Y'))).toBe(1);
    });

    it('gives an expired key back: after 24 h the same key creates again', async () => {
      const first = await postTitle(a, 'project-expiring', { name: 'Expiring', account: { id: a.workspaceId } }).expect(
        201,
      );
      await t.dataSource.query(
        "UPDATE idempotency_key SET expires_on = '2000-01-01 00:00:00.000' WHERE operation = 'createProject'",
      );
      const again = await postTitle(a, 'project-expiring', {
        name: 'Expiring Again',
        account: { id: a.workspaceId },
      }).expect(201);
      expect(again.body.id).not.toBe(first.body.id);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      // The sweep removes every expired key; the fresh one stays.
      const before = await keyRows();
      const purged = await t.app.get(IdempotencyService).purgeExpired();
      expect(purged).toBeGreaterThan(0);
      expect(await keyRows()).toBe(before - purged);
      const replay = await postTitle(a, 'project-expiring', {
        name: 'Expiring Again',
        account: { id: a.workspaceId },
      }).expect(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.text).toBe(again.text);
    });
  });

  describe('users', () => {
    const user = (email: string) => ({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      phone: '',
      account: String(a.workspaceId),
      roles: ['editor'],
    });
    const postUser = (key: string, body: object) =>
      t.http().post('/v2/user').set(a.auth).set('Idempotency-Key', key).send(body);

    it('replays the first 201: one user, one membership', async () => {
      const first = await postUser('user-1', user('ada@example.com')).expect(201);
      const again = await postUser('user-1', user('ada@example.com')).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      expect(again.headers.location).toBe(first.headers.location);
      expect(await count('SELECT COUNT(*) AS n FROM `user` WHERE email_normalized = ?', ['ada@example.com'])).toBe(1);
      expect(await count('SELECT COUNT(*) AS n FROM membership WHERE user_id = ?', [first.body.id])).toBe(1);
    });

    it('refuses the same key with another email, naming it', async () => {
      const res = await t.refusedWithoutChange(() => postUser('user-1', user('grace@example.com')));
      expectProblem(res, 422);
      expect(Object.keys(res.body.validation_messages as object)).toEqual(['email']);
    });

    it('creates one user for concurrent twins (not a 422 for the email they share)', async () => {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => postUser('user-race', user('twin@example.com'))),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(new Set(responses.map((r) => r.text)).size).toBe(1);
      expect(await count('SELECT COUNT(*) AS n FROM `user` WHERE email_normalized = ?', ['twin@example.com'])).toBe(1);
    });
  });

  describe('uploads', () => {
    const PNG = pngImage(30, 20, 3);
    const OTHER = pngImage(30, 20, 4);

    it('replays the first 201 with no new row and no new bytes, also on the /v2 twin (its links under /v2)', async () => {
      const parts: Part[] = [{ name: 'file', filename: 'logo.png', data: PNG }];
      const first = await upload(a, 'upload-1', parts).expect(201);
      const rows = await count('SELECT COUNT(*) AS n FROM media_file');
      const files = filesUnder(storageRoot);
      const again = await upload(a, 'upload-1', parts).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(again.text).toBe(first.text);
      const alias = await upload(
        a,
        'upload-1',
        [{ name: 'files[]', filename: 'logo.png', data: PNG }],
        '/v2/topiary/file',
      ).expect(201);
      expect(alias.body).toEqual(linksUnder(first.body, '/v2'));
      expect(alias.headers['idempotent-replayed']).toBe('true');
      expect(alias.body._links.self.href).toBe(`${PUBLIC_URL}/v2/topiary/file`);
      expect(await count('SELECT COUNT(*) AS n FROM media_file')).toBe(rows);
      expect(filesUnder(storageRoot)).toEqual(files);
    });

    it('refuses the same key with other bytes or another folder: 422, nothing stored', async () => {
      const files = [storageRoot];
      const bytes = await t.refusedWithoutChange(
        () => upload(a, 'upload-1', [{ name: 'file', filename: 'logo.png', data: OTHER }]),
        files,
      );
      expectProblem(bytes, 422);
      expect(Object.keys(bytes.body.validation_messages as object)).toEqual(['file']);
      const root = (await t.http().get('/topiary').set(a.auth).expect(200)).body._embedded.folder[0].id;
      const folder = await t.refusedWithoutChange(
        () =>
          upload(a, 'upload-1', [
            { name: 'folder', value: String(root) },
            { name: 'file', filename: 'logo.png', data: PNG },
          ]),
        files,
      );
      expectProblem(folder, 422);
      expect(Object.keys(folder.body.validation_messages as object)).toEqual(['folder']);
    });

    it('stores the bytes once for concurrent twins', async () => {
      const rows = await count('SELECT COUNT(*) AS n FROM media_file');
      const files = filesUnder(storageRoot).length;
      const parts: Part[] = [{ name: 'file', filename: 'twin.png', data: OTHER }];
      const responses = await Promise.all(Array.from({ length: 4 }, () => upload(a, 'upload-race', parts)));
      expect(responses.map((r) => r.status)).toEqual(Array(4).fill(201));
      expect(new Set(responses.map((r) => r.text)).size).toBe(1);
      expect(await count('SELECT COUNT(*) AS n FROM media_file')).toBe(rows + 1);
      expect(filesUnder(storageRoot)).toHaveLength(files + 1);
    });

    it('keeps nothing for a refused upload: the key stays free', async () => {
      const refused = await t.refusedWithoutChange(
        () =>
          upload(a, 'upload-2', [
            { name: 'file', filename: 'x.exe', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) },
          ]),
        [storageRoot],
      );
      expectProblem(refused, 415);
      const res = await upload(a, 'upload-2', [{ name: 'file', filename: 'logo.png', data: PNG }]).expect(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    });
  });
});
