import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { WorkspacesService } from '../../src/workspaces/workspaces.service.js';
import { createDoc, createProject, upload as uploadFile } from '../support/fixtures.js';
import { pngImage } from '../support/png.js';
import { expectProblem, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

const FIELD_ORDER = [
  'name',
  'identifier',
  'status',
  'is_trial',
  'industry',
  'is_company',
  'meta',
  'id',
  'created_on',
  'modified_on',
  'clients',
  'partners',
  'billing_country',
  '_embedded',
  '_links',
  '_computed',
];
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Workspaces (accounts), CONTRACT 9: a credential sees, changes and deletes only its own. */
describe('Workspaces (/v2/account)', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let serial = 0;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Acme Publishing');
    b = await t.tenant('Beta Books');
  });
  afterAll(async () => {
    await t?.stop();
  });

  const account = (tenant: Tenant, id = tenant.workspaceId) => t.http().get(`/v2/account/${id}`).set(tenant.auth);
  const patch = (tenant: Tenant, body: unknown, id = tenant.workspaceId) =>
    t
      .http()
      .patch(`/v2/account/${id}`)
      .set(tenant.auth)
      .send(body as object);
  /** A link of ours, followed with the tenant's token. */
  const follow = (tenant: Tenant, href: string) => {
    expect(href.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    return t.http().get(href.slice(PUBLIC_URL.length)).set(tenant.auth);
  };
  const upload = async (tenant: Tenant, data: Buffer, name: string) => {
    await uploadFile(t, tenant, name, data, 'application/octet-stream');
  };

  describe('reading', () => {
    it("lists exactly the caller's workspace, with every field in the contract's order and its defaults", async () => {
      const res = await t.http().get('/v2/account').set(a.auth).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(res.body).toMatchObject({ total_items: 1, total: 1, page: 1, page_count: 1, page_size: 30, count: 30 });
      expect(res.body._embedded.account).toHaveLength(1);
      const item = res.body._embedded.account[0];
      expect(Object.keys(item)).toEqual(FIELD_ORDER);
      expect(item).toEqual({
        name: 'Acme Publishing',
        identifier: 'acme-publishing',
        status: 'active',
        is_trial: false,
        industry: null,
        is_company: false,
        meta: {},
        id: a.workspaceId,
        created_on: expect.stringMatching(ISO),
        modified_on: null,
        clients: {},
        partners: {},
        billing_country: null,
        _embedded: {
          titles: {
            _links: {
              self: {
                href: `${PUBLIC_URL}/v2/magazine/title?filter%5B0%5D%5Bfield%5D=account&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=${a.workspaceId}`,
              },
            },
          },
          users: {
            _links: {
              self: {
                href: `${PUBLIC_URL}/v2/user?filter%5B0%5D%5Bfield%5D=account&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=${a.workspaceId}`,
              },
            },
          },
          root_folder: {
            id: expect.any(Number),
            _links: { self: { href: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/v2/topiary/\\d+$`)) } },
          },
        },
        _links: { self: { href: `${PUBLIC_URL}/v2/account/${a.workspaceId}` } },
        _computed: { titles_count: 0, editions_count: 0, users_count: 0, files_count: 0, storage_bytes: 0 },
      });
      // The single resource is the same representation.
      expect((await account(a).expect(200)).body).toEqual(item);
    });

    it('counts projects, docs, members, files and stored bytes for real, and only its own', async () => {
      const c = await t.tenant('Counted');
      const title = async (tenant: Tenant) => (await createProject(t, tenant, `T ${serial++}`)).id;
      const user = async (tenant: Tenant) =>
        t
          .http()
          .post('/v2/user')
          .set(tenant.auth)
          .send({
            first_name: 'C',
            last_name: 'U',
            email: `count${serial++}@example.com`,
            phone: '',
            account: String(tenant.workspaceId),
          })
          .expect(201);
      const t1 = await title(c);
      await title(c);
      await createDoc(t, c, t1, 'published');
      await createDoc(t, c, t1);
      await user(c);
      await user(c);
      await user(c);
      const png = pngImage(10, 10, 3);
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      await upload(c, png, 'a.png');
      await upload(c, pdf, 'b.pdf');
      // Another workspace's things count for it, not for c.
      await createDoc(t, b, await title(b));
      await user(b);
      await upload(b, png, 'b.png');

      const body = (await account(c).expect(200)).body;
      expect(body._computed).toEqual({
        titles_count: 2,
        editions_count: 2,
        users_count: 3,
        files_count: 2,
        storage_bytes: png.length + pdf.length,
      });
    });

    it('has links that resolve: itself, its projects, its users and its root folder', async () => {
      const body = (await account(a).expect(200)).body;
      expect((await follow(a, body._links.self.href).expect(200)).body.id).toBe(a.workspaceId);
      const titles = (await follow(a, body._embedded.titles._links.self.href).expect(200)).body;
      expect(titles.total_items).toBe(body._computed.titles_count);
      const users = (await follow(a, body._embedded.users._links.self.href).expect(200)).body;
      expect(users.total_items).toBe(body._computed.users_count);
      const root = (await follow(a, body._embedded.root_folder._links.self.href).expect(200)).body;
      expect(root).toMatchObject({ id: body._embedded.root_folder.id, parent: null, account: a.workspaceId });
    });

    it("answers 404 for another workspace's id and an unknown one, alike", async () => {
      const foreign = await account(a, b.workspaceId);
      expectProblem(foreign, 404, 'Entity not found.');
      const unknown = await account(a, 999_999);
      expect(unknown.body).toEqual(foreign.body);
      expectProblem(await t.http().get('/v2/account/abc').set(a.auth), 404);
    });

    it("filters, orders and pages with the list machinery, never past the caller's workspace", async () => {
      const get = (query: string) => t.http().get(`/v2/account?${query}`).set(a.auth);
      const ids = (res: { body: any }) => res.body._embedded?.account?.map((x: { id: number }) => x.id) ?? [];
      expect(
        ids(await get(`filter[0][field]=id&filter[0][type]=eq&filter[0][value]=${b.workspaceId}`).expect(200)),
      ).toEqual([]);
      expect(
        ids(
          await get(
            `filter[0][field]=id&filter[0][type]=neq&filter[0][value]=${a.workspaceId}&filter[0][where]=or`,
          ).expect(200),
        ),
      ).toEqual([]);
      expect(ids(await get('filter[0][field]=name&filter[0][type]=like&filter[0][value]=Acme%25').expect(200))).toEqual(
        [a.workspaceId],
      );
      expect(
        ids(
          await get(
            'filter[0][field]=status&filter[0][type]=eq&filter[0][value]=active&order-by[0][field]=created_on&order-by[0][direction]=desc',
          ).expect(200),
        ),
      ).toEqual([a.workspaceId]);
      expect(ids(await get('filter[0][field]=modified_on&filter[0][type]=isnull').expect(200))).toEqual(
        expect.any(Array),
      );
      const empty = await get('filter[0][field]=is_company&filter[0][type]=eq&filter[0][value]=true').expect(200);
      expect(empty.body).toMatchObject({ total_items: 0, page: 0 });
      expect(Object.keys(empty.body._links)).toEqual(['self']);
      expectProblem(
        await get('filter[0][field]=workspace_id&filter[0][type]=eq&filter[0][value]=1'),
        400,
        'filter[0][field]: unknown field "workspace_id"',
      );
      expectProblem(await get('limit=101'), 416);
      expectProblem(await get('page=2'), 409);
    });
  });

  describe('changing', () => {
    it('changes every writable field, merges meta key by key, removes a key set to null, and moves modified_on', async () => {
      const c = await t.tenant('Changing');
      const before = (await account(c).expect(200)).body;
      expect(before.modified_on).toBeNull();
      const first = await patch(c, {
        name: 'Changed Name',
        identifier: `changed-${c.workspaceId}`,
        industry: 'Publishing',
        is_company: true,
        billing_country: 'DE',
        meta: { theme: 'dark', nested: { a: 1 }, gone: 'soon' },
      }).expect(200);
      expect(Object.keys(first.body)).toEqual(FIELD_ORDER);
      expect(first.body).toMatchObject({
        name: 'Changed Name',
        identifier: `changed-${c.workspaceId}`,
        industry: 'Publishing',
        is_company: true,
        billing_country: 'DE',
        meta: { theme: 'dark', nested: { a: 1 }, gone: 'soon' },
        status: 'active',
        is_trial: false,
        created_on: before.created_on,
        modified_on: expect.stringMatching(ISO),
      });
      const second = await patch(c, {
        meta: { gone: null, nested: { b: 2 }, added: [1, 2] },
        industry: null,
        billing_country: null,
      }).expect(200);
      expect(second.body.meta).toEqual({ theme: 'dark', nested: { b: 2 }, added: [1, 2] });
      expect(second.body).toMatchObject({ industry: null, billing_country: null, name: 'Changed Name' });
      expect(Date.parse(second.body.modified_on)).toBeGreaterThanOrEqual(Date.parse(first.body.modified_on));
      expect((await account(c).expect(200)).body).toEqual(second.body);
    });

    it.each([
      ['an empty name', { name: '' }, 'name', 'isNotEmpty'],
      ['a name over 255', { name: 'n'.repeat(256) }, 'name', 'maxLength'],
      ['a null name', { name: null }, 'name', 'isString'],
      ['a non-slug identifier', { identifier: 'Not A Slug' }, 'identifier', 'matches'],
      ['an industry over 64', { industry: 'i'.repeat(65) }, 'industry', 'maxLength'],
      ['a non-boolean is_company', { is_company: 'yes' }, 'is_company', 'isBoolean'],
      ['a lower-case billing country', { billing_country: 'de' }, 'billing_country', 'matches'],
      ['a billing country that is no country', { billing_country: 'XX' }, 'billing_country', 'isISO31661Alpha2'],
      ['meta as an array', { meta: [1] }, 'meta', 'isObject'],
      ['meta over 16 KiB', { meta: { big: 'x'.repeat(16 * 1024) } }, 'meta', 'maxSize'],
      ['a read-only status', { status: 'suspended' }, 'status', 'notUpdatable'],
      ['a read-only is_trial', { is_trial: true }, 'is_trial', 'notUpdatable'],
      ['a read-only id', { id: 5 }, 'id', 'notUpdatable'],
      ['read-only clients', { clients: {} }, 'clients', 'notUpdatable'],
      ['an unknown field', { colour: 'red' }, 'colour', 'unknownField'],
    ])('refuses %s with a 422 naming it, changing nothing', async (_, body, field, rule) => {
      const res = await t.refusedWithoutChange(() => patch(a, body));
      expectProblem(res, 422, 'Failed Validation');
      expect(Object.keys(res.body.validation_messages)).toEqual([field]);
      expect(Object.keys(res.body.validation_messages[field])).toContain(rule);
    });

    it('refuses a merge that would take meta over 16 KiB, changing nothing', async () => {
      const c = await t.tenant('Full meta');
      await patch(c, { meta: { one: 'x'.repeat(9000) } }).expect(200);
      const res = await t.refusedWithoutChange(() => patch(c, { meta: { two: 'y'.repeat(9000) } }));
      expectProblem(res, 422);
      expect(res.body.validation_messages).toEqual({ meta: { maxSize: expect.any(String) } });
      // Replacing the big key instead fits.
      await patch(c, { meta: { one: null, two: 'y'.repeat(9000) } }).expect(200);
    });

    it("keeps identifiers unique across the platform: another workspace's is a 422 recordFound", async () => {
      const bIdentifier = (await account(b).expect(200)).body.identifier;
      const res = await t.refusedWithoutChange(() => patch(a, { identifier: bIdentifier, name: 'Not applied' }));
      expectProblem(res, 422);
      expect(res.body.validation_messages).toEqual({ identifier: { recordFound: expect.any(String) } });
    });

    it.each(['preview', '_'])(
      "refuses %s, a first segment of the reader's own addresses, with a 422 reserved, changing nothing",
      async (identifier) => {
        const res = await t.refusedWithoutChange(() => patch(a, { identifier, name: 'Not applied' }));
        expectProblem(res, 422, 'Failed Validation');
        const rules = res.body.validation_messages.identifier;
        // `_` is no slug either; `preview` is one, refused for the reader's sake alone.
        expect(Object.keys(rules)).toContain(identifier === '_' ? 'matches' : 'reserved');
        if (identifier === 'preview') expect(rules.reserved).toMatch(/reserved.*\/read\/preview\//);
      },
    );

    it("answers 404 to a PATCH of another workspace's id, changing nothing", async () => {
      const foreign = await t.refusedWithoutChange(() => patch(a, { name: 'Hijack' }, b.workspaceId));
      expectProblem(foreign, 404, 'Entity not found.');
      const unknown = await t.refusedWithoutChange(() => patch(a, { name: 'Hijack' }, 999_999));
      expect(unknown.body).toEqual(foreign.body);
    });

    it('honours If-Match: a stale tag is a 412 that changes nothing, the current one goes through', async () => {
      const c = await t.tenant('Conditional');
      const read = await account(c).expect(200);
      const etag = read.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      await patch(c, { industry: 'Books' }).expect(200);
      expectProblem(await t.refusedWithoutChange(() => patch(c, { industry: 'Stale' }).set('If-Match', etag)), 412);
      const fresh = (await account(c).expect(200)).headers.etag as string;
      expect((await patch(c, { industry: 'Fresh' }).set('If-Match', fresh).expect(200)).body.industry).toBe('Fresh');
      // A read with the current tag is a 304.
      const current = (await account(c).expect(200)).headers.etag as string;
      await account(c).set('If-None-Match', current).expect(304);
    });

    it('refuses POST and PUT with 405 and an Allow header', async () => {
      const post = await t.refusedWithoutChange(() => t.http().post('/v2/account').set(a.auth).send({ name: 'New' }));
      expectProblem(post, 405);
      expect(post.headers.allow).toBe('GET');
      const put = await t.refusedWithoutChange(() =>
        t.http().put(`/v2/account/${a.workspaceId}`).set(a.auth).send({ name: 'New' }),
      );
      expectProblem(put, 405);
      expect(put.headers.allow).toBe('DELETE, GET, PATCH');
    });

    it('needs a token', async () => {
      const res = await t.http().get('/v2/account');
      expectProblem(res, 401);
    });
  });

  describe('identifiers at creation', () => {
    it('are slugs of the name, unique across the platform with -2, -3 on a clash', async () => {
      const service = t.app.get(WorkspacesService);
      const identifierOf = async (name: string) => {
        const { id } = await service.create(name);
        const [row] = await t.dataSource.query(`SELECT identifier FROM workspace WHERE id = ${id}`);
        return row.identifier as string;
      };
      expect(await identifierOf('Zeta Média')).toBe('zeta-media');
      expect(await identifierOf('zeta media')).toBe('zeta-media-2');
      expect(await identifierOf('ZETA  MEDIA!')).toBe('zeta-media-3');
      expect(await identifierOf('日本')).toBe('workspace');
    });

    it("never take an identifier the reader's addresses use: Preview is preview-2", async () => {
      const service = t.app.get(WorkspacesService);
      expect((await service.create('Preview')).identifier).toBe('preview-2');
      expect((await service.create('preview')).identifier).toBe('preview-3');
    });

    it('refuses a chosen identifier the reader takes, naming the rule, creating nothing', async () => {
      const service = t.app.get(WorkspacesService);
      await t.refusedWithoutChange(async () => {
        await expect(service.create('Chosen', 'preview')).rejects.toThrow(
          /^identifier: reserved: "preview" is reserved/,
        );
        await expect(service.create('Chosen', '_')).rejects.toThrow(/^identifier: matches: /);
      });
      expect((await service.create('Chosen', 'chosen-one')).identifier).toBe('chosen-one');
      await expect(service.create('Again', 'chosen-one')).rejects.toThrow(/^identifier: recordFound: /);
    });
  });

  describe('the migration', () => {
    it('gives existing workspaces identifiers from their names, active, and modified_on null', async () => {
      const m = await TestApp.start();
      try {
        await m.tenant('Same Name');
        await m.tenant('Other');
        const migrations = m.dataSource.migrations;
        const at = migrations.findIndex((migration) => migration.name?.startsWith('Workspaces'));
        expect(at).toBeGreaterThan(-1);
        for (let undo = migrations.length - at; undo > 0; undo--)
          await m.dataSource.undoLastMigration({ transaction: 'each' });
        // Before this migration: a clash to resolve, and modified_on set as creation did then.
        await m.dataSource.query("UPDATE workspace SET name = 'Same Name'");
        await m.dataSource.runMigrations({ transaction: 'each' });
        const rows = await m.dataSource.query(
          'SELECT id, identifier, status, is_trial, is_company, meta, modified_on FROM workspace ORDER BY id',
        );
        expect(
          rows.map((r: any) => [
            r.identifier,
            r.status,
            Number(r.is_trial),
            Number(r.is_company),
            r.meta,
            r.modified_on,
          ]),
        ).toEqual([
          ['same-name', 'active', 0, 0, '{}', null],
          ['same-name-2', 'active', 0, 0, '{}', null],
        ]);
        // The credentials survived: the API answers.
        const [credential] = await m.dataSource.query('SELECT COUNT(*) AS n FROM api_credential');
        expect(Number(credential.n)).toBe(2);
      } finally {
        await m.stop();
      }
    });
  });
});
