import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { Membership } from '../../src/users/membership.entity.js';
import { User } from '../../src/users/user.entity.js';
import { expectProblem, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Every field of spec 2.2, in order. */
const USER_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'activated_on',
  'verified_on',
  'activity_on',
  'status',
  'options',
  'created_on',
  'modified_on',
  'country',
  '_embedded',
  '_links',
  '_computed',
];

const VIEWER = {
  name: 'viewer',
  description: expect.any(String),
  is_license: false,
  priority: expect.any(Number),
  grants: expect.arrayContaining(['title:read']),
};

describe('Users', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let sequence = 0;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
  });
  afterAll(async () => {
    await t.stop();
  });

  const accountStub = (tenant: Tenant) => ({
    id: tenant.workspaceId,
    _links: { self: { href: `${PUBLIC_URL}/v2/account/${tenant.workspaceId}` } },
  });
  /** A valid create body for the tenant, with a fresh email. */
  const body = (tenant: Tenant, extra: Record<string, unknown> = {}) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${++sequence}@example.com`,
    phone: '+44 20 7946 0000',
    account: String(tenant.workspaceId),
    ...extra,
  });
  const create = (tenant: Tenant, payload: Record<string, unknown>) =>
    t.http().post('/v2/user').set(tenant.auth).send(payload);
  const createOk = async (tenant: Tenant, extra: Record<string, unknown> = {}) => {
    const res = await create(tenant, body(tenant, extra));
    expect(res.status).toBe(201);
    return res.body as Record<string, any>;
  };
  const get = (tenant: Tenant, id: number | string) => t.http().get(`/v2/user/${id}`).set(tenant.auth);
  const patch = (tenant: Tenant, id: number, payload: unknown) =>
    t
      .http()
      .patch(`/v2/user/${id}`)
      .set(tenant.auth)
      .send(payload as object);

  /** A 422 whose validation_messages name `field`, with `rule` when given. */
  function expectInvalid(res: { status: number; headers: any; body: any }, field: string, rule?: string): void {
    expectProblem(res, 422, 'Failed Validation');
    expect(Object.keys(res.body.validation_messages)).toContain(field);
    if (rule) expect(res.body.validation_messages[field]).toHaveProperty(rule);
  }

  describe('create', () => {
    it('answers 201 with Location, Content-Location and every field of spec 2.2 with its defaults', async () => {
      const res = await create(a, body(a, { email: 'Grace.Hopper@Example.COM', phone: '555-0100' }));
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      const user = res.body;
      const self = `${PUBLIC_URL}/v2/user/${user.id}`;
      expect(res.headers.location).toBe(self);
      expect(res.headers['content-location']).toBe(self);
      expect(Object.keys(user)).toEqual(USER_FIELDS);
      expect(user).toEqual({
        id: expect.any(Number),
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'Grace.Hopper@Example.COM',
        phone: '555-0100',
        activated_on: expect.stringMatching(ISO),
        verified_on: null,
        activity_on: null,
        status: 'active',
        options: { tour: {} },
        created_on: expect.stringMatching(ISO),
        modified_on: null,
        country: null,
        _embedded: {
          memberships: {
            _links: {
              self: {
                href: `${PUBLIC_URL}/v2/membership?filter%5B0%5D%5Bfield%5D=user&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=${user.id}`,
              },
            },
          },
          roles: [{ ...VIEWER, account: accountStub(a) }],
          account: accountStub(a),
        },
        _links: { self: { href: self } },
        _computed: { email: 'grace.hopper@example.com', has_password: false, num_accounts: 1 },
      });
      expect(user.activated_on).toBe(user.created_on);
      expect(Math.abs(Date.parse(user.created_on) - Date.now())).toBeLessThan(60_000);
    });

    it('stores the user and one membership in the caller workspace', async () => {
      const user = await createOk(a);
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
      expect(stored).toMatchObject({
        email: user.email,
        email_normalized: user.email.toLowerCase(),
        password_hash: null,
      });
      const memberships = await t.dataSource.getRepository(Membership).findBy({ user_id: user.id });
      expect(memberships).toEqual([expect.objectContaining({ workspace_id: a.workspaceId, roles: ['viewer'] })]);
    });

    it('turns option paths on in the options object, which always has tour', async () => {
      const user = await createOk(a, { options: ['tour.dashboard.content', 'tour.dashboard.media', 'beta_editor'] });
      expect(user.options).toEqual({ tour: { dashboard: { content: true, media: true } }, beta_editor: true });
      expect((await createOk(a, { options: null })).options).toEqual({ tour: {} });
      expect((await createOk(a, { options: [] })).options).toEqual({ tour: {} });
      // A segment named like an Object.prototype key is refused, naming the field (docs/workspaces-and-users.md).
      expectInvalid(await create(a, body(a, { options: ['__proto__.polluted'] })), 'options', 'reserved');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('gives each listed role once, in catalogue order, and viewer by default', async () => {
      const user = await createOk(a, { roles: ['viewer', 'admin', 'viewer'] });
      expect(user._embedded.roles.map((r: { name: string }) => r.name)).toEqual(['admin', 'viewer']);
      expect(user._embedded.roles[0]).toEqual({
        name: 'admin',
        description: expect.any(String),
        is_license: true,
        priority: expect.any(Number),
        grants: expect.arrayContaining(['user:write']),
        account: accountStub(a),
      });
      expect(user._embedded.roles[0].priority).toBeGreaterThan(user._embedded.roles[1].priority);
      expect((await createOk(a, { roles: null }))._embedded.roles.map((r: { name: string }) => r.name)).toEqual([
        'viewer',
      ]);
      expect((await createOk(a, { roles: [] }))._embedded.roles).toEqual([]);
    });

    it('stores an empty phone as null', async () => {
      expect((await createOk(a, { phone: '' })).phone).toBeNull();
    });

    it('accepts names of exactly 255 characters and a 64-character phone', async () => {
      const user = await createOk(a, {
        first_name: 'f'.repeat(255),
        last_name: 'l'.repeat(255),
        phone: '9'.repeat(64),
      });
      expect(user.first_name).toHaveLength(255);
      expect(user.last_name).toHaveLength(255);
      expect(user.phone).toHaveLength(64);
    });

    it.each([
      ['a 256-character first_name', { first_name: 'f'.repeat(256) }, 'first_name', 'maxLength'],
      ['a 256-character last_name', { last_name: 'l'.repeat(256) }, 'last_name', 'maxLength'],
      ['an empty first_name', { first_name: '' }, 'first_name', 'minLength'],
      ['a numeric last_name', { last_name: 7 }, 'last_name', 'isString'],
      ['no first_name', { first_name: undefined }, 'first_name', 'isDefined'],
      ['no last_name', { last_name: undefined }, 'last_name', 'isDefined'],
      ['no email', { email: undefined }, 'email', 'isDefined'],
      ['no phone', { phone: undefined }, 'phone', 'isDefined'],
      ['no account', { account: undefined }, 'account', 'isDefined'],
      ['a null first_name', { first_name: null }, 'first_name', 'isDefined'],
      ['a bad email', { email: 'not-an-email' }, 'email', 'isEmail'],
      ['an email without a domain', { email: 'ada@' }, 'email', 'isEmail'],
      ['a 256-character email', { email: `${'e'.repeat(244)}@example.com` }, 'email', 'maxLength'],
      ['a 65-character phone', { phone: '9'.repeat(65) }, 'phone', 'maxLength'],
      ['a numeric account', { account: 1 }, 'account', 'isString'],
      ['a non-numeric account', { account: 'one' }, 'account', 'matches'],
      ['an unknown role', { roles: ['owner'] }, 'roles', 'isIn'],
      ['roles that are not an array', { roles: 'admin' }, 'roles', 'isArray'],
      ['options that are not strings', { options: [1] }, 'options', 'isString'],
      ['an option that is not a path', { options: ['tour..x'] }, 'options', 'matches'],
      ['tour itself as an option', { options: ['tour'] }, 'options', 'conflict'],
      ['an option both leaf and group', { options: ['a.b', 'a.b.c'] }, 'options', 'conflict'],
      ['a group then a leaf on it', { options: ['a.b.c', 'a.b'] }, 'options', 'conflict'],
      ['a read-only field', { status: 'blocked' }, 'status', 'notUpdatable'],
      ['an unknown field', { password: 'secret' }, 'password', 'unknownField'],
    ])('refuses %s with 422 naming the field, writing nothing', async (_label, extra, field, rule) => {
      const res = await t.refusedWithoutChange(() => create(a, body(a, extra)));
      expectInvalid(res, field, rule);
    });

    it('reports a missing field as required only, not also as the wrong type', async () => {
      const res = await create(a, body(a, { phone: undefined }));
      expect(res.body.validation_messages.phone).toEqual({ isDefined: 'phone is required' });
    });

    it('refuses an account outside the caller scope with 422 notFound on account', async () => {
      for (const account of [String(b.workspaceId), '999999']) {
        const res = await t.refusedWithoutChange(() => create(a, body(a, { account })));
        expectInvalid(res, 'account', 'notFound');
      }
    });

    it('refuses a taken email, in any case and from any workspace, with 422 recordFound', async () => {
      const existing = await createOk(b, { email: 'taken@example.com' });
      for (const email of ['taken@example.com', 'TAKEN@Example.com']) {
        const res = await t.refusedWithoutChange(() => create(a, body(a, { email })));
        expectInvalid(res, 'email', 'recordFound');
      }
      // The existing user is not attached to the caller's workspace.
      expectProblem(await get(a, existing.id), 404);
      const memberships = await t.dataSource.getRepository(Membership).findBy({ user_id: existing.id });
      expect(memberships.map((m) => m.workspace_id)).toEqual([b.workspaceId]);
    });
  });

  describe('concurrent creates', () => {
    it('with one email: exactly one wins, the others get 422 recordFound, and one user exists', async () => {
      const payload = body(a, { email: 'race@example.com' });
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          create(a, { ...payload, email: i % 2 ? 'RACE@example.com' : 'race@example.com' }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
      for (const refused of results.filter((r) => r.status === 422)) expectInvalid(refused, 'email', 'recordFound');
      expect(await t.dataSource.getRepository(User).countBy({ email_normalized: 'race@example.com' })).toBe(1);
      const winner = results.find((r) => r.status === 201)!.body;
      expect(await t.dataSource.getRepository(Membership).countBy({ user_id: winner.id })).toBe(1);
    });
  });

  describe('retrieve', () => {
    it('returns the same resource as create', async () => {
      const created = await createOk(a, { options: ['tour.x'], roles: ['editor'] });
      const res = await get(a, created.id).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(res.body).toEqual(created);
    });

    it('is a 404 for an unknown id and a malformed id', async () => {
      for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
        expectProblem(await get(a, id), 404, 'Entity not found.');
      }
    });
  });

  describe('update', () => {
    it('changes only the given attributes and sets modified_on', async () => {
      const created = await createOk(a, { options: ['tour.a'], roles: ['editor'] });
      const res = await patch(a, created.id, { first_name: 'Augusta', phone: '' }).expect(200);
      expect(res.body).toEqual({
        ...created,
        first_name: 'Augusta',
        phone: null,
        modified_on: expect.stringMatching(ISO),
      });
      expect(Date.parse(res.body.modified_on)).toBeGreaterThanOrEqual(Date.parse(created.created_on));
      expect((await get(a, created.id)).body).toEqual(res.body);
    });

    it('changes the email and its lower-cased form', async () => {
      const created = await createOk(a);
      const res = await patch(a, created.id, { email: 'New.Address@Example.org' }).expect(200);
      expect(res.body.email).toBe('New.Address@Example.org');
      expect(res.body._computed.email).toBe('new.address@example.org');
      // The old address is free again, the new one is taken.
      await createOk(a, { email: created.email });
      expectInvalid(await create(a, body(a, { email: 'new.address@example.org' })), 'email', 'recordFound');
    });

    it('keeps its own email in another case', async () => {
      const created = await createOk(a, { email: 'case@example.com' });
      const res = await patch(a, created.id, { email: 'CASE@example.com' }).expect(200);
      expect(res.body.email).toBe('CASE@example.com');
    });

    it('replaces options and the roles held in the caller workspace; null restores the defaults', async () => {
      const created = await createOk(a, { options: ['tour.a', 'beta'], roles: ['admin'] });
      const changed = await patch(a, created.id, { options: ['tour.b'], roles: ['editor', 'viewer'] }).expect(200);
      expect(changed.body.options).toEqual({ tour: { b: true } });
      expect(changed.body._embedded.roles.map((r: { name: string }) => r.name)).toEqual(['editor', 'viewer']);
      const reset = await patch(a, created.id, { options: null, roles: null }).expect(200);
      expect(reset.body.options).toEqual({ tour: {} });
      expect(reset.body._embedded.roles.map((r: { name: string }) => r.name)).toEqual(['viewer']);
    });

    it('accepts an empty body and the caller own account', async () => {
      const created = await createOk(a);
      expect((await patch(a, created.id, {}).expect(200)).body.first_name).toBe('Ada');
      expect(
        (await patch(a, created.id, { account: String(a.workspaceId) }).expect(200)).body._embedded.account,
      ).toEqual(accountStub(a));
    });

    it('accepts 255 characters and refuses 256, changing nothing', async () => {
      const created = await createOk(a);
      expect((await patch(a, created.id, { last_name: 'z'.repeat(255) }).expect(200)).body.last_name).toHaveLength(255);
      for (const field of ['first_name', 'last_name']) {
        const res = await t.refusedWithoutChange(() => patch(a, created.id, { [field]: 'q'.repeat(256) }));
        expectInvalid(res, field, 'maxLength');
      }
    });

    it.each([
      ['a null first_name', { first_name: null }, 'first_name'],
      ['an empty last_name', { last_name: '' }, 'last_name'],
      ['a bad email', { email: 'nope' }, 'email'],
      ['a null email', { email: null }, 'email'],
      ['a foreign account', () => ({ account: String(b.workspaceId) }), 'account'],
      ['an unknown role', { roles: ['root'] }, 'roles'],
      ['an option conflict', { options: ['x', 'x.y'] }, 'options'],
      ['the id', { id: 5 }, 'id'],
      ['created_on', { created_on: '2020-01-01T00:00:00Z' }, 'created_on'],
      ['_computed', { _computed: { has_password: true } }, '_computed'],
      ['an unknown key', { nickname: 'Ada' }, 'nickname'],
    ])('refuses %s with 422, changing nothing', async (_label, payload, field) => {
      const created = await createOk(a);
      // The foreign workspace exists only once the tests run, so that payload is built then.
      const sent = typeof payload === 'function' ? payload() : payload;
      const res = await t.refusedWithoutChange(() => patch(a, created.id, sent));
      expectInvalid(res, field);
    });

    it('refuses an email another user holds with 422 recordFound, changing nothing', async () => {
      const holder = await createOk(b, { email: 'holder@example.com' });
      const created = await createOk(a);
      const res = await t.refusedWithoutChange(() =>
        patch(a, created.id, { email: 'Holder@example.com', first_name: 'Changed' }),
      );
      expectInvalid(res, 'email', 'recordFound');
      expect((await get(b, holder.id)).body.email).toBe('holder@example.com');
    });

    it('refuses a body that is not a JSON object', async () => {
      const created = await createOk(a);
      const res = await t.refusedWithoutChange(() =>
        t.http().patch(`/v2/user/${created.id}`).set(a.auth).set('Content-Type', 'application/json').send('[1,2]'),
      );
      expectProblem(res, 400);
      const text = await t.refusedWithoutChange(() =>
        t.http().patch(`/v2/user/${created.id}`).set(a.auth).set('Content-Type', 'text/plain').send('first_name=x'),
      );
      expectProblem(text, 415);
    });
  });

  describe('delete', () => {
    it('answers 204 with no body and removes the user and its membership', async () => {
      const created = await createOk(a);
      const res = await t.http().delete(`/v2/user/${created.id}`).set(a.auth);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expectProblem(await get(a, created.id), 404);
      expect(await t.dataSource.getRepository(User).existsBy({ id: created.id })).toBe(false);
      expect(await t.dataSource.getRepository(Membership).existsBy({ user_id: created.id })).toBe(false);
      expectProblem(await t.http().delete(`/v2/user/${created.id}`).set(a.auth), 404);
    });
  });

  describe('isolation', () => {
    it('a user of another workspace is a 404 for GET, PATCH and DELETE, and nothing changes', async () => {
      const foreign = await createOk(b, { first_name: 'Private' });
      await t.refusedWithoutChange(async () => {
        expectProblem(await get(a, foreign.id), 404, 'Entity not found.');
        expectProblem(await patch(a, foreign.id, { first_name: 'Hijacked' }), 404, 'Entity not found.');
        expectProblem(await t.http().delete(`/v2/user/${foreign.id}`).set(a.auth), 404, 'Entity not found.');
      });
      expect((await get(b, foreign.id).expect(200)).body.first_name).toBe('Private');
    });

    it('a list shows only users with a membership in the caller workspace', async () => {
      const mine = await createOk(a);
      const theirs = await createOk(b);
      const listA = await t.http().get('/v2/user?limit=100').set(a.auth).expect(200);
      const listB = await t.http().get('/v2/user?limit=100').set(b.auth).expect(200);
      const idsA = listA.body._embedded.user.map((u: { id: number }) => u.id);
      const idsB = listB.body._embedded.user.map((u: { id: number }) => u.id);
      expect(idsA).toContain(mine.id);
      expect(idsA).not.toContain(theirs.id);
      expect(idsB).toContain(theirs.id);
      expect(idsB).not.toContain(mine.id);
      for (const user of listA.body._embedded.user) {
        expect(user._embedded.account.id).toBe(a.workspaceId);
        for (const role of user._embedded.roles) expect(role.account.id).toBe(a.workspaceId);
      }
    });
  });

  it('requires a bearer token on every operation', async () => {
    const created = await createOk(a);
    await t.refusedWithoutChange(async () => {
      expectProblem(await t.http().get('/v2/user'), 401);
      expectProblem(await t.http().get(`/v2/user/${created.id}`), 401);
      expectProblem(await t.http().post('/v2/user').send(body(a)), 401);
      expectProblem(await t.http().patch(`/v2/user/${created.id}`).send({ first_name: 'X' }), 401);
      expectProblem(await t.http().delete(`/v2/user/${created.id}`), 401);
    });
  });
});
