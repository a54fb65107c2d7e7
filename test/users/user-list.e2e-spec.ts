import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { User } from '../../src/users/user.entity.js';
import { UsersService } from '../../src/users/users.service.js';
import { expectProblem, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

/**
 * The Users list through the shared query engine: the envelope under `user`, every filter type
 * on a string, a date and a nullable field, ordering, and `account` selecting by membership.
 */
describe('Users list', () => {
  let t: TestApp;
  let a: Tenant;
  let other: Tenant;
  let empty: Tenant;
  /** first_name -> id */
  const ids: Record<string, number> = {};

  const fixtures = [
    {
      first: 'alice',
      last: 'Zimmer',
      country: 'DE',
      verified: '2022-01-05T10:00:00.000Z',
      created: '2021-01-10T08:00:00.000Z',
    },
    { first: 'bob', last: 'Young', country: null, verified: null, created: '2021-02-10T08:00:00.000Z' },
    {
      first: 'carol',
      last: 'Xu',
      country: 'FR',
      verified: '2022-03-05T10:00:00.000Z',
      created: '2021-03-10T08:00:00.000Z',
    },
    { first: 'dave', last: 'Young', country: null, verified: null, created: '2021-04-10T08:00:00.000Z' },
    {
      first: 'erin',
      last: 'Vance',
      country: 'DE',
      verified: '2022-05-05T10:00:00.000Z',
      created: '2021-05-10T08:00:00.000Z',
    },
  ];

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Lists');
    other = await t.tenant('Other');
    empty = await t.tenant('Empty');
    for (const f of fixtures) {
      const res = await t
        .http()
        .post('/v2/user')
        .set(a.auth)
        .send({
          first_name: f.first,
          last_name: f.last,
          email: `${f.first}@example.com`,
          phone: f.first === 'bob' ? '' : `555-${f.first}`,
          account: String(a.workspaceId),
        });
      expect(res.status).toBe(201);
      ids[f.first] = res.body.id;
      await t.dataSource.getRepository(User).update(res.body.id, {
        country: f.country,
        verified_on: f.verified ? new Date(f.verified) : null,
        created_on: new Date(f.created),
      });
    }
    // Another workspace's user never shows up; one of ours shared with it shows up once.
    await t
      .http()
      .post('/v2/user')
      .set(other.auth)
      .send({
        first_name: 'alice',
        last_name: 'Other',
        email: 'alice@other.example',
        phone: '1',
        account: String(other.workspaceId),
      })
      .expect(201);
    // What the operator's membership:add runs (test/users/user-memberships.e2e-spec.ts spawns the command).
    await t.app.get(UsersService).addMembership(ids.erin, other.workspaceId);
  }, 150_000);
  afterAll(async () => {
    await t?.stop();
  });

  const list = (query: string, tenant: Tenant = a) => t.http().get(`/v2/user${query}`).set(tenant.auth);
  const names = (res: { body: any }) => res.body._embedded.user.map((u: any) => u.first_name);
  const filter = (field: string, type: string, extra: string) =>
    `?filter[0][field]=${field}&filter[0][type]=${type}${extra}&order-by[0][field]=id`;

  describe('envelope', () => {
    it('has the spec 2.3 keys with users under _embedded.user, each a full resource', async () => {
      const res = await list('?limit=2&order-by[0][field]=id').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(Object.keys(res.body).sort()).toEqual([
        '_embedded',
        '_links',
        'count',
        'page',
        'page_count',
        'page_size',
        'total',
        'total_items',
      ]);
      expect(res.body).toMatchObject({ page_count: 3, page_size: 2, total_items: 5, page: 1, count: 2, total: 5 });
      expect(names(res)).toEqual(['alice', 'bob']);
      const single = await t.http().get(`/v2/user/${ids.alice}`).set(a.auth).expect(200);
      expect(res.body._embedded.user[0]).toEqual(single.body);
      const base = `${PUBLIC_URL}/v2/user`;
      const q = 'limit=2&order-by%5B0%5D%5Bfield%5D=id';
      expect(res.body._links).toEqual({
        self: { href: `${base}?${q}` },
        first: { href: `${base}?${q}` },
        last: { href: `${base}?page=3&${q}` },
        next: { href: `${base}?page=2&${q}` },
      });
    });

    it('counts every membership in num_accounts, in one list as in one read', async () => {
      const res = await list(filter('first_name', 'in', '&filter[0][values][]=erin&filter[0][values][]=dave')).expect(
        200,
      );
      expect(res.body._embedded.user.map((u: any) => [u.first_name, u._computed.num_accounts])).toEqual([
        ['dave', 1],
        ['erin', 2],
      ]);
    });

    it('an empty workspace gets an empty collection', async () => {
      const res = await list('', empty).expect(200);
      expect(res.body).toMatchObject({ _embedded: { user: [] }, total_items: 0, page: 0, page_count: 0 });
    });

    it('pages: 409 beyond the last page, 416 for a page size out of range', async () => {
      expectProblem(await list('?limit=2&page=4'), 409, 'Invalid page provided');
      expectProblem(await list('?limit=101'), 416, 'Page size is out of range, maximum page size is 100');
    });
  });

  describe('filters', () => {
    it.each([
      // A string: first_name and last_name.
      ['eq on a string', filter('first_name', 'eq', '&filter[0][value]=carol'), ['carol']],
      ['neq on a string', filter('last_name', 'neq', '&filter[0][value]=Young'), ['alice', 'carol', 'erin']],
      ['lt on a string', filter('first_name', 'lt', '&filter[0][value]=carol'), ['alice', 'bob']],
      ['lte on a string', filter('first_name', 'lte', '&filter[0][value]=carol'), ['alice', 'bob', 'carol']],
      ['gt on a string', filter('first_name', 'gt', '&filter[0][value]=carol'), ['dave', 'erin']],
      ['gte on a string', filter('first_name', 'gte', '&filter[0][value]=dave'), ['dave', 'erin']],
      [
        'in on a string',
        filter('last_name', 'in', '&filter[0][values][]=Xu&filter[0][values][]=Vance'),
        ['carol', 'erin'],
      ],
      ['notin on a string', filter('last_name', 'notin', '&filter[0][values][]=Young'), ['alice', 'carol', 'erin']],
      ['between on a string', filter('first_name', 'between', '&filter[0][from]=b&filter[0][to]=d'), ['bob', 'carol']],
      ['like on email', filter('email', 'like', '&filter[0][value]=%25o%25@example.com'), ['bob', 'carol']],
      ['notlike on email', filter('email', 'notlike', '&filter[0][value]=a%25'), ['bob', 'carol', 'dave', 'erin']],
      ['isnull on a string that is never null', filter('first_name', 'isnull', ''), []],
      ['isnotnull on a string', filter('status', 'isnotnull', ''), ['alice', 'bob', 'carol', 'dave', 'erin']],
      // A date: created_on.
      ['eq on a date-time', filter('created_on', 'eq', '&filter[0][value]=2021-02-10 08:00:00'), ['bob']],
      [
        'neq on a date-time',
        filter('created_on', 'neq', '&filter[0][value]=2021-02-10T08:00:00Z'),
        ['alice', 'carol', 'dave', 'erin'],
      ],
      ['lt on a date', filter('created_on', 'lt', '&filter[0][value]=2021-03-10'), ['alice', 'bob']],
      [
        'lte on a date-time',
        filter('created_on', 'lte', '&filter[0][value]=2021-03-10 08:00:00'),
        ['alice', 'bob', 'carol'],
      ],
      ['gt on a date', filter('created_on', 'gt', '&filter[0][value]=2021-04-10'), ['dave', 'erin']],
      [
        'gte on an ISO date-time',
        filter('created_on', 'gte', '&filter[0][value]=2021-04-10T09:00:00%2B01:00'),
        ['dave', 'erin'],
      ],
      [
        'between dates',
        filter('created_on', 'between', '&filter[0][from]=2021-02-01&filter[0][to]=2021-04-30'),
        ['bob', 'carol', 'dave'],
      ],
      [
        'in on dates',
        filter('created_on', 'in', '&filter[0][values][]=2021-01-10 08:00:00&filter[0][values][]=2021-05-10 08:00:00'),
        ['alice', 'erin'],
      ],
      [
        'a date with a format',
        filter('created_on', 'gte', '&filter[0][value]=10/04/2021&filter[0][format]=d/m/Y'),
        ['dave', 'erin'],
      ],
      // Nullable fields: country (string) and verified_on (date), phone (empty stored as null).
      ['isnull on a nullable string', filter('country', 'isnull', ''), ['bob', 'dave']],
      ['isnotnull on a nullable string', filter('country', 'isnotnull', ''), ['alice', 'carol', 'erin']],
      ['eq on a nullable string', filter('country', 'eq', '&filter[0][value]=DE'), ['alice', 'erin']],
      [
        'neq on a nullable string leaves nulls out, as SQL does',
        filter('country', 'neq', '&filter[0][value]=DE'),
        ['carol'],
      ],
      ['like on a nullable string', filter('country', 'like', '&filter[0][value]=F%25'), ['carol']],
      ['isnull on a nullable date', filter('verified_on', 'isnull', ''), ['bob', 'dave']],
      ['isnotnull on a nullable date', filter('verified_on', 'isnotnull', ''), ['alice', 'carol', 'erin']],
      ['gt on a nullable date', filter('verified_on', 'gt', '&filter[0][value]=2022-02-01'), ['carol', 'erin']],
      [
        'between on a nullable date',
        filter('verified_on', 'between', '&filter[0][from]=2022-01-01&filter[0][to]=2022-04-01'),
        ['alice', 'carol'],
      ],
      ['isnull on phone, stored null when empty', filter('phone', 'isnull', ''), ['bob']],
      [
        'isnull on modified_on before any change',
        filter('modified_on', 'isnull', ''),
        ['alice', 'bob', 'carol', 'dave', 'erin'],
      ],
      // The account relation selects by membership.
      [
        'account eq the caller workspace',
        filter('account', 'eq', '&filter[0][value]=OWN'),
        ['alice', 'bob', 'carol', 'dave', 'erin'],
      ],
      ['account eq another workspace', filter('account', 'eq', '&filter[0][value]=OTHER'), []],
      [
        'account in both',
        filter('account', 'in', '&filter[0][values][]=OWN&filter[0][values][]=OTHER'),
        ['alice', 'bob', 'carol', 'dave', 'erin'],
      ],
      ['id gt', filter('id', 'gt', '&filter[0][value]=ID_CAROL'), ['dave', 'erin']],
      [
        'orx of two names',
        '?filter[0][type]=orx&filter[0][conditions][0][field]=first_name&filter[0][conditions][0][type]=eq&filter[0][conditions][0][value]=bob&filter[0][conditions][1][field]=country&filter[0][conditions][1][type]=eq&filter[0][conditions][1][value]=FR&order-by[0][field]=id',
        ['bob', 'carol'],
      ],
      [
        'the query[] alias',
        '?query[0][field]=last_name&query[0][type]=eq&query[0][value]=Young&order-by[0][field]=id',
        ['bob', 'dave'],
      ],
    ])('%s', async (_label, query, expected) => {
      const resolved = query
        .replaceAll('OWN', String(a.workspaceId))
        .replaceAll('OTHER', String(other.workspaceId))
        .replace('ID_CAROL', String(ids.carol));
      const res = await list(resolved).expect(200);
      expect(names(res)).toEqual(expected);
    });

    it.each([
      [
        'an unknown field',
        '?filter[0][field]=nickname&filter[0][type]=eq&filter[0][value]=x',
        'filter[0][field]: unknown field "nickname"',
      ],
      [
        'a stored but hidden column',
        '?filter[0][field]=password_hash&filter[0][type]=isnull',
        'filter[0][field]: unknown field "password_hash"',
      ],
      [
        'the normalised email column',
        '?filter[0][field]=email_normalized&filter[0][type]=eq&filter[0][value]=x',
        /unknown field/,
      ],
      ['an _embedded key', '?filter[0][field]=roles&filter[0][type]=eq&filter[0][value]=admin', /unknown field/],
      [
        'an impossible date',
        '?filter[0][field]=verified_on&filter[0][type]=eq&filter[0][value]=2022-13-01',
        /filter\[0\]\[value\]/,
      ],
      [
        'an uncastable account',
        '?filter[0][field]=account&filter[0][type]=eq&filter[0][value]=abc',
        /filter\[0\]\[value\]/,
      ],
      ['an unknown order field', '?order-by[0][field]=options', /order-by\[0\]\[field\]/],
    ])('refuses %s with a 400 naming the entry', async (_label, query, detail) => {
      expectProblem(await list(query), 400, detail);
    });
  });

  describe('order', () => {
    it('by last_name desc, ties broken by id ascending', async () => {
      const res = await list(
        '?order-by[0][field]=last_name&order-by[0][type]=field&order-by[0][direction]=desc',
      ).expect(200);
      expect(names(res)).toEqual(['alice', 'bob', 'dave', 'carol', 'erin']);
    });

    it('by a nullable date, then by a string', async () => {
      const res = await list(
        '?order-by[0][field]=verified_on&order-by[0][direction]=DESC&order-by[1][field]=first_name&order-by[1][direction]=desc',
      ).expect(200);
      // MySQL and SQLite both sort NULL lowest, so it comes last in descending order.
      expect(names(res)).toEqual(['erin', 'carol', 'alice', 'dave', 'bob']);
    });

    it('pages stably through equal sort keys', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        seen.push(...names(await list(`?order-by[0][field]=status&limit=1&page=${page}`).expect(200)));
      }
      expect(seen).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
    });
  });
});
