import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { createDocWithPages } from '../support/fixtures.js';
import { expectProblem, PUBLIC_URL, PUBLISH_URL, type Tenant, TestApp } from '../support/test-app.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Every field of spec 2.1, in order. */
const TITLE_FIELDS = [
  'id',
  'name',
  'identifier',
  'hostname',
  'ua_code',
  'vendorA_code',
  'vendorB_code',
  'vendorC_code',
  'vendorD_code',
  'vendorE_config',
  'security_profile',
  'website',
  'license',
  'has_secure_socket_layer',
  'affected_on',
  'options',
  'certificate',
  'certificate_chain',
  'certificate_key',
  'automated_certificate',
  'created_on',
  'modified_on',
  'logo',
  'icon',
  'splash',
  'rules',
  '_embedded',
  '_links',
  '_computed',
];

describe('Projects (titles)', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
  });
  afterAll(async () => {
    await t.stop();
  });

  const create = (tenant: Tenant, body: Record<string, unknown>) =>
    t.http().post('/v2/magazine/title').set(tenant.auth).send(body);
  const createOk = async (tenant: Tenant, name: string, extra: Record<string, unknown> = {}) => {
    const res = await create(tenant, { name, account: { id: tenant.workspaceId }, ...extra });
    expect(res.status).toBe(201);
    return res.body as Record<string, any>;
  };
  const patch = (tenant: Tenant, id: number, body: unknown) =>
    t
      .http()
      .patch(`/v2/magazine/title/${id}`)
      .set(tenant.auth)
      .send(body as object);

  describe('create', () => {
    it('answers 201 with Location, Content-Location and the full resource with its defaults', async () => {
      const res = await create(a, { name: 'My First Project', account: { id: a.workspaceId } });
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      const body = res.body;
      const self = `${PUBLIC_URL}/v2/magazine/title/${body.id}`;
      expect(res.headers.location).toBe(self);
      expect(res.headers['content-location']).toBe(self);
      expect(Object.keys(body)).toEqual(TITLE_FIELDS);
      expect(body).toMatchObject({
        name: 'My First Project',
        identifier: 'my-first-project',
        hostname: null,
        ua_code: null,
        vendorA_code: { munchkin_id: '', is_enabled: false },
        vendorB_code: { hub_id: '', hublet: '', is_enabled: false },
        vendorC_code: { piCid: '', piAid: '' },
        vendorD_code: { site_id: '', custom_tracker_subdomain: '' },
        vendorE_config: { has_enabled: false, has_events_enabled: false, has_views_enabled: false, measurement_id: '' },
        security_profile: null,
        website: null,
        license: 1,
        has_secure_socket_layer: false,
        options: [],
        certificate: null,
        certificate_chain: null,
        certificate_key: null,
        automated_certificate: false,
        logo: null,
        icon: null,
        splash: null,
        rules: {},
        _embedded: {
          account: { id: a.workspaceId, _links: { self: { href: `${PUBLIC_URL}/v2/account/${a.workspaceId}` } } },
          editions: {
            _links: {
              self: {
                href: `${PUBLIC_URL}/v2/magazine/edition?filter%5B0%5D%5Bfield%5D=title&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=${body.id}`,
              },
            },
          },
        },
        _links: { self: { href: self }, published: { href: `${PUBLISH_URL}/${a.workspace}/my-first-project/` } },
        _computed: { background_color: 'rgba(0,0,0,0)', editions_count: 0, editions_published_count: 0 },
      });
      expect(body.created_on).toMatch(ISO);
      expect(body.affected_on).toBe(body.created_on);
      expect(body.modified_on).toBe(body.created_on);
    });

    it('suffixes a generated identifier to keep it unique within the workspace only', async () => {
      const first = await createOk(a, 'Spring Issue');
      const second = await createOk(a, 'Spring issue!');
      const third = await createOk(a, 'spring   ISSUE');
      const other = await createOk(b, 'Spring Issue');
      expect([first.identifier, second.identifier, third.identifier]).toEqual([
        'spring-issue',
        'spring-issue-2',
        'spring-issue-3',
      ]);
      expect(other.identifier).toBe('spring-issue');
    });

    it('slugs non-ASCII names and falls back when nothing is left', async () => {
      expect((await createOk(a, 'Café Crème Brûlée')).identifier).toBe('cafe-creme-brulee');
      expect((await createOk(a, '日本語')).identifier).toBe('project');
    });

    it('accepts the updatable attributes at creation', async () => {
      const body = await createOk(a, 'Configured', {
        identifier: 'configured-at-birth',
        ua_code: 'UA-1234-5',
        security_profile: 'high_2019',
        website: 'https://example.com',
        has_secure_socket_layer: true,
        vendorB_code: { hub_id: 'h1' },
        vendorD_code: { piCid: 'site-7' },
      });
      expect(body).toMatchObject({
        identifier: 'configured-at-birth',
        ua_code: 'UA-1234-5',
        security_profile: 'high_2019',
        website: 'https://example.com',
        has_secure_socket_layer: true,
        vendorB_code: { hub_id: 'h1', hublet: '', is_enabled: false },
        vendorD_code: { site_id: 'site-7', custom_tracker_subdomain: '' },
      });
    });

    it.each([
      ['no name', { account: {} }, 'name'],
      ['an empty name', { name: '' }, 'name'],
      ['a 256-character name', { name: 'x'.repeat(256) }, 'name'],
      ['a numeric name', { name: 42 }, 'name'],
      ['no account', { name: 'N', account: undefined }, 'account'],
      ['an account that is not an object', { name: 'N', account: 5 }, 'account'],
      ['an account without id', { name: 'N', account: {} }, 'account.id'],
      ['a string account id', { name: 'N', account: { id: 'one' } }, 'account.id'],
      ['an unknown key', { name: 'N', colour: 'red' }, 'colour'],
      ['a read-only field', { name: 'N', license: 5 }, 'license'],
      ['an unknown nested key', { name: 'N', vendorC_code: { piXid: 'x' } }, 'vendorC_code.piXid'],
      ['a bad ua_code', { name: 'N', ua_code: 'GA-1' }, 'ua_code'],
      ['a bad identifier', { name: 'N', identifier: 'Not A Slug' }, 'identifier'],
    ])('refuses %s with 422 naming the field, writing nothing', async (_label, body, field) => {
      const res = await t.refusedWithoutChange(() => create(a, { account: { id: a.workspaceId }, ...body }));
      expectProblem(res, 422, 'Failed Validation');
      expect(Object.keys(res.body.validation_messages)).toContain(field);
    });

    it('names the rule: unknownField, notUpdatable', async () => {
      const res = await create(a, { name: 'N', account: { id: a.workspaceId }, colour: 'red', license: 3 });
      expect(res.body.validation_messages.colour).toHaveProperty('unknownField');
      expect(res.body.validation_messages.license).toHaveProperty('notUpdatable');
    });

    it('refuses a workspace outside the caller scope with 422 notFound on account.id', async () => {
      const res = await t.refusedWithoutChange(() => create(a, { name: 'Intruder', account: { id: b.workspaceId } }));
      expectProblem(res, 422, 'Failed Validation');
      expect(res.body.validation_messages['account.id']).toHaveProperty('notFound');
      const missing = await t.refusedWithoutChange(() => create(a, { name: 'Nowhere', account: { id: 999999 } }));
      expect(missing.body.validation_messages['account.id']).toHaveProperty('notFound');
    });

    it('refuses a taken explicit identifier with 422 recordFound', async () => {
      await createOk(a, 'Taken', { identifier: 'taken' });
      const res = await t.refusedWithoutChange(() =>
        create(a, { name: 'Again', account: { id: a.workspaceId }, identifier: 'taken' }),
      );
      expectProblem(res, 422);
      expect(res.body.validation_messages.identifier).toHaveProperty('recordFound');
    });
  });

  describe('retrieve', () => {
    it('returns the same resource as create', async () => {
      const created = await createOk(a, 'Readable');
      const res = await t.http().get(`/v2/magazine/title/${created.id}`).set(a.auth).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(res.body).toEqual(created);
    });

    it('is a 404 for an unknown id, a foreign id and a non-numeric id', async () => {
      const foreign = await createOk(b, 'Foreign');
      for (const id of ['999999', String(foreign.id), 'abc', '0', '-1', '1.5', '99999999999']) {
        expectProblem(await t.http().get(`/v2/magazine/title/${id}`).set(a.auth), 404, 'Entity not found.');
      }
    });

    it('links published to https://hostname when a hostname is set', async () => {
      const created = await createOk(a, 'Hosted');
      await t.dataSource.query('UPDATE title SET hostname = ? WHERE id = ?', ['read.example.org', created.id]);
      const res = await t.http().get(`/v2/magazine/title/${created.id}`).set(a.auth).expect(200);
      expect(res.body.hostname).toBe('read.example.org');
      expect(res.body._links.published.href).toBe('https://read.example.org/');
    });

    it('counts editions and published editions for real', async () => {
      const created = await createOk(a, 'With Docs');
      for (const status of ['draft', 'published', 'published']) {
        const doc = await createDocWithPages(t, a, created.id, `Doc ${status}`, []);
        if (status === 'published')
          await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
      }
      const res = await t.http().get(`/v2/magazine/title/${created.id}`).set(a.auth).expect(200);
      expect(res.body._computed).toMatchObject({ editions_count: 3, editions_published_count: 2 });
      const list = await t
        .http()
        .get(`/v2/magazine/title?filter[0][field]=id&filter[0][type]=eq&filter[0][value]=${created.id}`)
        .set(a.auth)
        .expect(200);
      expect(list.body._embedded.title[0]._computed).toMatchObject({ editions_count: 3, editions_published_count: 2 });
    });

    it('keeps the counts exact through copy, unpublish, delete and a project delete (counter columns)', async () => {
      const source = await createOk(a, 'Counted Source');
      const target = await createOk(a, 'Counted Target');
      const docs: number[] = [];
      for (const name of ['One', 'Two']) docs.push((await createDocWithPages(t, a, source.id, name, [])).id);
      await t.http().post(`/v2/magazine/edition/${docs[0]}/publish`).set(a.auth).expect(200);
      await t
        .http()
        .post(`/v3/magazine/edition/${docs[0]}/copy`)
        .set(a.auth)
        .send({ title: { id: target.id } })
        .expect(201);
      await t.http().post(`/v3/magazine/edition/${docs[0]}/copy`).set(a.auth).send({}).expect(201);
      await t.http().post(`/v2/magazine/edition/${docs[1]}/publish`).set(a.auth).expect(200);
      await t.http().post(`/v2/magazine/edition/${docs[0]}/unpublish`).set(a.auth).expect(200);
      await t.http().delete(`/v2/magazine/edition/${docs[1]}`).set(a.auth).expect(204);
      const computed = async (id: number) =>
        (await t.http().get(`/v2/magazine/title/${id}`).set(a.auth).expect(200)).body._computed;
      // Source: One (draft again) and its copy (a draft); Two was published, then deleted.
      expect(await computed(source.id)).toMatchObject({ editions_count: 2, editions_published_count: 0 });
      expect(await computed(target.id)).toMatchObject({ editions_count: 1, editions_published_count: 0 });
      const [row] = await t.dataSource.query(
        "SELECT COUNT(*) AS total, SUM(CASE WHEN status = 'published' THEN 1 ELSE 0 END) AS published FROM edition WHERE title_id = ?",
        [source.id],
      );
      expect({ total: Number(row.total), published: Number(row.published ?? 0) }).toEqual({ total: 2, published: 0 });
      await t.http().delete(`/v2/magazine/title/${source.id}`).set(a.auth).expect(204);
      expect(await computed(target.id)).toMatchObject({ editions_count: 1, editions_published_count: 0 });
    });
  });

  describe('update', () => {
    it('changes each updatable attribute and moves modified_on and affected_on', async () => {
      const created = await createOk(a, 'Before');
      await new Promise((resolve) => setTimeout(resolve, 15));
      const res = await patch(a, created.id, {
        name: 'After',
        identifier: 'after',
        has_secure_socket_layer: true,
        ua_code: 'UA-99-1',
        security_profile: 'medium_2019',
        website: 'http://after.example',
        vendorE_config: { has_enabled: true, measurement_id: 'G-1' },
        vendorC_code: { piCid: 'c', piAid: 'd' },
        vendorD_code: { site_id: 's', custom_tracker_subdomain: 'sub' },
        vendorB_code: { hub_id: 'hub', hublet: 'eu1', is_enabled: true },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(res.body).toMatchObject({
        name: 'After',
        identifier: 'after',
        has_secure_socket_layer: true,
        ua_code: 'UA-99-1',
        security_profile: 'medium_2019',
        website: 'http://after.example',
        vendorE_config: {
          has_enabled: true,
          has_events_enabled: false,
          has_views_enabled: false,
          measurement_id: 'G-1',
        },
        vendorC_code: { piCid: 'c', piAid: 'd' },
        vendorD_code: { site_id: 's', custom_tracker_subdomain: 'sub' },
        vendorB_code: { hub_id: 'hub', hublet: 'eu1', is_enabled: true },
        created_on: created.created_on,
        _links: { published: { href: `${PUBLISH_URL}/${a.workspace}/after/` } },
      });
      expect(res.body.modified_on > created.modified_on).toBe(true);
      expect(res.body.affected_on).toBe(res.body.modified_on);
      const read = await t.http().get(`/v2/magazine/title/${created.id}`).set(a.auth).expect(200);
      expect(read.body).toEqual(res.body);
    });

    it('merges nested vendor objects key by key', async () => {
      const created = await createOk(a, 'Merge', { vendorB_code: { hub_id: 'keep', hublet: 'eu1' } });
      const res = await patch(a, created.id, { vendorB_code: { is_enabled: true } }).expect(200);
      expect(res.body.vendorB_code).toEqual({ hub_id: 'keep', hublet: 'eu1', is_enabled: true });
    });

    it('stores the documented vendorD update keys piCid/piAid under the response keys', async () => {
      const created = await createOk(a, 'Vendor D');
      const res = await patch(a, created.id, { vendorD_code: { piCid: 'the-site', piAid: 'tracker' } }).expect(200);
      expect(res.body.vendorD_code).toEqual({ site_id: 'the-site', custom_tracker_subdomain: 'tracker' });
    });

    it('accepts null for ua_code, security_profile and website', async () => {
      const created = await createOk(a, 'Nulls', {
        ua_code: 'UA-1-1',
        security_profile: 'high_2019',
        website: 'https://x.example',
      });
      const res = await patch(a, created.id, { ua_code: null, security_profile: null, website: null }).expect(200);
      expect(res.body).toMatchObject({ ua_code: null, security_profile: null, website: null });
    });

    it('an empty body changes nothing but the change times', async () => {
      const created = await createOk(a, 'Untouched');
      const res = await patch(a, created.id, {}).expect(200);
      expect({ ...res.body, modified_on: 0, affected_on: 0 }).toEqual({ ...created, modified_on: 0, affected_on: 0 });
    });

    it.each([
      ['a read-only field', { license: 2 }, 'license', 'notUpdatable'],
      ['the id', { id: 5 }, 'id', 'notUpdatable'],
      ['hostname', { hostname: 'x.example' }, 'hostname', 'notUpdatable'],
      ['an unknown field', { favourite: true }, 'favourite', 'unknownField'],
      [
        'an unknown nested key',
        { vendorE_config: { has_enabled: true, tracking: 1 } },
        'vendorE_config.tracking',
        'unknownField',
      ],
      ['a wrong nested type', { vendorB_code: { is_enabled: 'yes' } }, 'vendorB_code.is_enabled', 'isBoolean'],
      ['a vendor object that is a string', { vendorC_code: 'abc' }, 'vendorC_code', 'isObject'],
      ['a vendor object that is an array', { vendorC_code: [] }, 'vendorC_code', 'isObject'],
      ['a null vendor object', { vendorC_code: null }, 'vendorC_code', 'isObject'],
      ['a bad ua_code', { ua_code: 'UA-12' }, 'ua_code', 'matches'],
      ['a bad security_profile', { security_profile: 'low_2019' }, 'security_profile', 'isIn'],
      ['a non-http website', { website: 'ftp://files.example' }, 'website', 'isUrl'],
      ['a website that is not a URL', { website: 'not a url' }, 'website', 'isUrl'],
      ['an identifier that is not a slug', { identifier: 'Has Spaces' }, 'identifier', 'matches'],
      ['a null name', { name: null }, 'name', 'isString'],
      ['a string boolean', { has_secure_socket_layer: 'true' }, 'has_secure_socket_layer', 'isBoolean'],
      ['a 256-character name', { name: 'n'.repeat(256) }, 'name', 'maxLength'],
    ])('refuses %s with 422 and the rule, changing nothing', async (_label, body, field, rule) => {
      const created = await createOk(a, `Guarded ${_label}`);
      const res = await t.refusedWithoutChange(() => patch(a, created.id, body));
      expectProblem(res, 422, 'Failed Validation');
      expect(res.body.validation_messages[field]).toHaveProperty(rule);
    });

    it('refuses an identifier taken in the workspace with 422 recordFound, but allows one taken elsewhere', async () => {
      await createOk(a, 'Holder', { identifier: 'held' });
      await createOk(b, 'Other holder', { identifier: 'held-b' });
      const mover = await createOk(a, 'Mover');
      const res = await t.refusedWithoutChange(() => patch(a, mover.id, { identifier: 'held' }));
      expectProblem(res, 422);
      expect(res.body.validation_messages.identifier).toHaveProperty('recordFound');
      await patch(a, mover.id, { identifier: 'held-b' }).expect(200);
      await patch(a, mover.id, { identifier: 'held-b' }).expect(200);
    });

    it('is a 404 for a foreign or unknown project, changing nothing', async () => {
      const foreign = await createOk(b, 'Not yours');
      expectProblem(
        await t.refusedWithoutChange(() => patch(a, foreign.id, { name: 'Hijacked' })),
        404,
        'Entity not found.',
      );
      expectProblem(await t.refusedWithoutChange(() => patch(a, 999999, { name: 'Ghost' })), 404, 'Entity not found.');
    });
  });

  describe('delete', () => {
    it('answers 204 with no body, is permanent, and takes the editions with it', async () => {
      const created = await createOk(a, 'Doomed');
      await createDocWithPages(t, a, created.id, 'Doc', []);
      const res = await t.http().delete(`/v2/magazine/title/${created.id}`).set(a.auth);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expectProblem(await t.http().get(`/v2/magazine/title/${created.id}`).set(a.auth), 404);
      expectProblem(await t.http().delete(`/v2/magazine/title/${created.id}`).set(a.auth), 404);
      const editions = await t.dataSource.query('SELECT COUNT(*) AS n FROM edition WHERE title_id = ?', [created.id]);
      expect(Number(editions[0].n)).toBe(0);
    });

    it('is a 404 for a foreign project, which stays intact', async () => {
      const foreign = await createOk(b, 'Survivor');
      expectProblem(
        await t.refusedWithoutChange(() => t.http().delete(`/v2/magazine/title/${foreign.id}`).set(a.auth)),
        404,
      );
      await t.http().get(`/v2/magazine/title/${foreign.id}`).set(b.auth).expect(200);
    });
  });

  describe('scope', () => {
    it('lists only the caller workspace projects', async () => {
      const listA = await t.http().get('/v2/magazine/title?limit=100').set(a.auth).expect(200);
      const listB = await t.http().get('/v2/magazine/title?limit=100').set(b.auth).expect(200);
      const accountsA = new Set(listA.body._embedded.title.map((x: any) => x._embedded.account.id));
      const accountsB = new Set(listB.body._embedded.title.map((x: any) => x._embedded.account.id));
      expect([...accountsA]).toEqual([a.workspaceId]);
      expect([...accountsB]).toEqual([b.workspaceId]);
      const idsA = new Set(listA.body._embedded.title.map((x: any) => x.id));
      expect(listB.body._embedded.title.some((x: any) => idsA.has(x.id))).toBe(false);
    });

    it('a filter on a foreign account finds nothing, an or-filter cannot escape the workspace', async () => {
      const foreign = await t
        .http()
        .get(`/v2/magazine/title?filter[0][field]=account&filter[0][type]=eq&filter[0][value]=${b.workspaceId}`)
        .set(a.auth)
        .expect(200);
      expect(foreign.body.total_items).toBe(0);
      const escape = await t
        .http()
        .get(
          `/v2/magazine/title?filter[0][field]=id&filter[0][type]=gt&filter[0][value]=0&filter[1][field]=id&filter[1][type]=gt&filter[1][value]=0&filter[1][where]=or&limit=100`,
        )
        .set(a.auth)
        .expect(200);
      expect(escape.body._embedded.title.every((x: any) => x._embedded.account.id === a.workspaceId)).toBe(true);
    });
  });
});
