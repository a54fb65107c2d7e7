import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { UsersService } from '../../src/users/users.service.js';
import { expectProblem, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Memberships (CONTRACT 9): the caller's workspace's only; roles change here, nothing else does. */
describe('Memberships (/v2/membership)', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let serial = 0;
  /** A's members: two of its own, and one of B's that operators also put in A. */
  let own1: number;
  let own2: number;
  let shared: number;
  let onlyB: number;

  const createUser = async (tenant: Tenant, roles?: string[]) =>
    (
      await t
        .http()
        .post('/v2/user')
        .set(tenant.auth)
        .send({
          first_name: 'M',
          last_name: 'Ember',
          email: `member${serial++}@example.com`,
          phone: '',
          account: String(tenant.workspaceId),
          ...(roles ? { roles } : {}),
        })
        .expect(201)
    ).body.id as number;
  const list = (tenant: Tenant, query = '') =>
    t
      .http()
      .get(`/v2/membership${query ? `?${query}` : ''}`)
      .set(tenant.auth);
  const follow = (tenant: Tenant, href: string) => t.http().get(href.slice(PUBLIC_URL.length)).set(tenant.auth);
  const membershipOf = async (tenant: Tenant, userId: number) =>
    (await list(tenant, `filter[0][field]=user&filter[0][type]=eq&filter[0][value]=${userId}`).expect(200)).body
      ._embedded.membership[0];

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    own1 = await createUser(a, ['admin']);
    own2 = await createUser(a);
    shared = await createUser(b, ['editor']);
    await t.app.get(UsersService).addMembership(shared, a.workspaceId, ['viewer']);
    onlyB = await createUser(b);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("lists the caller's workspace's memberships only, each with its fields, stubs and link", async () => {
    const res = await list(a).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
    expect(res.body).toMatchObject({ total_items: 3, total: 3, page: 1 });
    const items = res.body._embedded.membership as any[];
    expect(items.map((m) => m._embedded.user.id)).toEqual([own1, own2, shared]);
    for (const item of items) {
      expect(Object.keys(item)).toEqual(['id', 'roles', 'created_on', 'modified_on', '_embedded', '_links']);
      expect(item).toEqual({
        id: expect.any(Number),
        roles: expect.any(Array),
        created_on: expect.stringMatching(ISO),
        modified_on: null,
        _embedded: {
          user: {
            id: item._embedded.user.id,
            _links: { self: { href: `${PUBLIC_URL}/v2/user/${item._embedded.user.id}` } },
          },
          account: { id: a.workspaceId, _links: { self: { href: `${PUBLIC_URL}/v2/account/${a.workspaceId}` } } },
        },
        _links: { self: { href: `${PUBLIC_URL}/v2/membership/${item.id}` } },
      });
    }
    // The shared user's roles here are A's, not B's.
    expect(items.map((m) => m.roles)).toEqual([['admin'], ['viewer'], ['viewer']]);
    // Every link resolves with the caller's token.
    for (const item of items) {
      expect((await follow(a, item._links.self.href).expect(200)).body).toEqual(item);
      expect((await follow(a, item._embedded.user._links.self.href).expect(200)).body.id).toBe(item._embedded.user.id);
      expect((await follow(a, item._embedded.account._links.self.href).expect(200)).body.id).toBe(a.workspaceId);
    }
  });

  it("resolves a user's _embedded.memberships link to exactly that user's membership here", async () => {
    for (const [tenant, userId] of [
      [a, own1],
      [a, shared],
      [b, shared],
      [b, onlyB],
    ] as const) {
      const user = (await t.http().get(`/v2/user/${userId}`).set(tenant.auth).expect(200)).body;
      const memberships = (await follow(tenant, user._embedded.memberships._links.self.href).expect(200)).body;
      expect(memberships.total_items).toBe(1);
      expect(memberships._embedded.membership[0]._embedded).toMatchObject({
        user: { id: userId },
        account: { id: tenant.workspaceId },
      });
    }
  });

  it('filters and orders by id, user, account, created_on and modified_on, and refuses anything else', async () => {
    const ids = async (query: string) =>
      ((await list(a, query).expect(200)).body._embedded?.membership ?? []).map((m: any) => m._embedded.user.id);
    expect(
      await ids(`filter[0][field]=user&filter[0][type]=in&filter[0][values][]=${own2}&filter[0][values][]=${onlyB}`),
    ).toEqual([own2]);
    expect(await ids(`filter[0][field]=account&filter[0][type]=eq&filter[0][value]=${b.workspaceId}`)).toEqual([]);
    expect(
      await ids(
        `filter[0][field]=account&filter[0][type]=eq&filter[0][value]=${a.workspaceId}&order-by[0][field]=id&order-by[0][direction]=desc`,
      ),
    ).toEqual([shared, own2, own1]);
    expect(await ids('filter[0][field]=modified_on&filter[0][type]=isnull&order-by[0][field]=created_on')).toEqual([
      own1,
      own2,
      shared,
    ]);
    expect(
      await ids('filter[0][field]=created_on&filter[0][type]=gte&filter[0][value]=2000-01-01&limit=2&page=2'),
    ).toEqual([shared]);
    expectProblem(
      await list(a, 'filter[0][field]=roles&filter[0][type]=eq&filter[0][value]=admin'),
      400,
      'filter[0][field]: unknown field "roles"',
    );
    expectProblem(await list(a, 'order-by[0][field]=workspace_id'), 400);
  });

  it("gets one by id; another workspace's or an unknown id is a 404", async () => {
    const mine = await membershipOf(a, own1);
    expect((await t.http().get(`/v2/membership/${mine.id}`).set(a.auth).expect(200)).body).toEqual(mine);
    const theirs = await membershipOf(b, shared);
    const foreign = await t.http().get(`/v2/membership/${theirs.id}`).set(a.auth);
    expectProblem(foreign, 404, 'Entity not found.');
    expect((await t.http().get('/v2/membership/999999').set(a.auth)).body).toEqual(foreign.body);
  });

  it('changes roles with PATCH, in catalogue order, moving modified_on; the user shows them here only', async () => {
    const mine = await membershipOf(a, shared);
    const res = await t
      .http()
      .patch(`/v2/membership/${mine.id}`)
      .set(a.auth)
      .send({ roles: ['viewer', 'admin', 'admin'] })
      .expect(200);
    expect(res.body).toMatchObject({
      id: mine.id,
      roles: ['admin', 'viewer'],
      created_on: mine.created_on,
      modified_on: expect.stringMatching(ISO),
    });
    const fromA = (await t.http().get(`/v2/user/${shared}`).set(a.auth).expect(200)).body;
    expect(fromA._embedded.roles.map((r: { name: string }) => r.name)).toEqual(['admin', 'viewer']);
    const fromB = (await t.http().get(`/v2/user/${shared}`).set(b.auth).expect(200)).body;
    expect(fromB._embedded.roles.map((r: { name: string }) => r.name)).toEqual(['editor']);
    // null restores the default.
    expect(
      (await t.http().patch(`/v2/membership/${mine.id}`).set(a.auth).send({ roles: null }).expect(200)).body.roles,
    ).toEqual(['viewer']);
  });

  it("moves a membership's modified_on when the user's roles change through /v2/user", async () => {
    const before = await membershipOf(a, own2);
    await t
      .http()
      .patch(`/v2/user/${own2}`)
      .set(a.auth)
      .send({ roles: ['editor'] })
      .expect(200);
    const after = await membershipOf(a, own2);
    expect(after.roles).toEqual(['editor']);
    expect(after.modified_on).toMatch(ISO);
    expect(before.modified_on).toBeNull();
  });

  it.each([
    ['an unknown role', { roles: ['owner'] }, 'roles', 'isIn'],
    ['roles as a string', { roles: 'admin' }, 'roles', 'isArray'],
    ['a read-only user', { user: 5 }, 'user', 'notUpdatable'],
    ['a read-only account', { account: 5 }, 'account', 'notUpdatable'],
    ['a read-only created_on', { created_on: '2020-01-01T00:00:00.000Z' }, 'created_on', 'notUpdatable'],
    ['an unknown field', { colour: 'red' }, 'colour', 'unknownField'],
  ])('refuses %s with a 422 naming it, changing nothing', async (_, body, field, rule) => {
    const mine = await membershipOf(a, own1);
    const res = await t.refusedWithoutChange(() => t.http().patch(`/v2/membership/${mine.id}`).set(a.auth).send(body));
    expectProblem(res, 422, 'Failed Validation');
    expect(Object.keys(res.body.validation_messages)).toEqual([field]);
    expect(Object.keys(res.body.validation_messages[field])).toContain(rule);
  });

  it("answers 404 to a PATCH of another workspace's membership, changing nothing", async () => {
    const theirs = await membershipOf(b, onlyB);
    const res = await t.refusedWithoutChange(() =>
      t
        .http()
        .patch(`/v2/membership/${theirs.id}`)
        .set(a.auth)
        .send({ roles: ['admin'] }),
    );
    expectProblem(res, 404, 'Entity not found.');
  });

  it('honours If-Match on PATCH', async () => {
    const mine = await membershipOf(a, own1);
    const etag = (await t.http().get(`/v2/membership/${mine.id}`).set(a.auth).expect(200)).headers.etag as string;
    await t
      .http()
      .patch(`/v2/membership/${mine.id}`)
      .set(a.auth)
      .send({ roles: ['admin', 'editor'] })
      .expect(200);
    const stale = await t.refusedWithoutChange(() =>
      t
        .http()
        .patch(`/v2/membership/${mine.id}`)
        .set(a.auth)
        .set('If-Match', etag)
        .send({ roles: ['viewer'] }),
    );
    expectProblem(stale, 412);
    const fresh = (await t.http().get(`/v2/membership/${mine.id}`).set(a.auth).expect(200)).headers.etag as string;
    await t
      .http()
      .patch(`/v2/membership/${mine.id}`)
      .set(a.auth)
      .set('If-Match', fresh)
      .send({ roles: ['admin'] })
      .expect(200);
  });

  it('refuses POST, PUT and DELETE with 405 and an Allow header, changing nothing', async () => {
    const mine = await membershipOf(a, own1);
    const post = await t.refusedWithoutChange(() =>
      t
        .http()
        .post('/v2/membership')
        .set(a.auth)
        .send({ roles: ['admin'] }),
    );
    expectProblem(post, 405);
    expect(post.headers.allow).toBe('GET');
    for (const method of ['put', 'delete'] as const) {
      const res = await t.refusedWithoutChange(() => t.http()[method](`/v2/membership/${mine.id}`).set(a.auth));
      expectProblem(res, 405);
      expect(res.headers.allow).toBe('GET, PATCH');
    }
  });
});
