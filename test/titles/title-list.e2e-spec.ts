import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { Title } from '../../src/titles/title.entity.js';
import { createProject } from '../support/fixtures.js';
import { expectProblem, PUBLIC_URL, PUBLISH_URL, type Tenant, TestApp } from '../support/test-app.js';

/**
 * The list envelope and the query engine end to end, on a fixed data set whose dates and
 * flags are set directly so every filter type has something to find.
 */
describe('Projects list', () => {
  let t: TestApp;
  let a: Tenant;
  let empty: Tenant;
  /** name -> id */
  const ids: Record<string, number> = {};

  const fixtures = [
    { name: 'alpha', license: 1, ssl: true, ua: 'UA-1-1', created: '2021-01-10T08:00:00.000Z', profile: 'high_2019' },
    { name: 'bravo', license: 2, ssl: false, ua: null, created: '2021-02-10T08:00:00.000Z', profile: null },
    {
      name: 'charlie',
      license: 3,
      ssl: true,
      ua: 'UA-3-1',
      created: '2021-03-10T08:00:00.000Z',
      profile: 'medium_2019',
    },
    { name: 'delta', license: 3, ssl: false, ua: null, created: '2021-04-10T08:00:00.000Z', profile: null },
    { name: 'echo', license: 5, ssl: true, ua: 'UA-5-1', created: '2021-05-10T08:00:00.000Z', profile: 'high_2019' },
  ];

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Lists');
    empty = await t.tenant('Empty');
    const other = await t.tenant('Other');
    for (const f of fixtures) {
      const { id } = await createProject(t, a, f.name, {
        has_secure_socket_layer: f.ssl,
        ua_code: f.ua,
        security_profile: f.profile,
      });
      ids[f.name] = id;
      await t.dataSource.getRepository(Title).update(id, { license: f.license, created_on: new Date(f.created) });
    }
    await createProject(t, other, 'alpha');
  });
  afterAll(async () => {
    await t.stop();
  });

  const list = (query: string, tenant: Tenant = a) => t.http().get(`/v2/magazine/title${query}`).set(tenant.auth);
  const names = (res: { body: any }) => res.body._embedded.title.map((x: any) => x.name);
  const filter = (field: string, type: string, extra: string) =>
    `?filter[0][field]=${field}&filter[0][type]=${type}${extra}&order-by[0][field]=id`;

  describe('envelope', () => {
    it('has the spec 2.3 keys, count echoing the page size and total equal to total_items', async () => {
      const res = await list('?limit=2').expect(200);
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
      expect(res.body._embedded.title).toHaveLength(2);
    });

    it('count echoes the limit even when fewer items come back, as the platform does', async () => {
      const res = await list(filter('name', 'eq', '&filter[0][value]=alpha').replace('?', '?limit=20&')).expect(200);
      expect(res.body).toMatchObject({ page_count: 1, page_size: 20, total_items: 1, page: 1, count: 20, total: 1 });
    });

    it('defaults to page 1 and 30 items', async () => {
      const res = await list('').expect(200);
      expect(res.body).toMatchObject({ page: 1, page_size: 30, count: 30, total_items: 5, page_count: 1 });
    });

    it('writes absolute links keeping the query order, brackets encoded, first without page', async () => {
      const res = await list('?page=2&limit=2&filter[0][field]=license&filter[0][type]=gte&filter[0][value]=1').expect(
        200,
      );
      const q = 'limit=2&filter%5B0%5D%5Bfield%5D=license&filter%5B0%5D%5Btype%5D=gte&filter%5B0%5D%5Bvalue%5D=1';
      const base = `${PUBLIC_URL}/v2/magazine/title`;
      expect(res.body._links).toEqual({
        self: { href: `${base}?page=2&${q}` },
        first: { href: `${base}?${q}` },
        last: { href: `${base}?page=3&${q}` },
        prev: { href: `${base}?page=1&${q}` },
        next: { href: `${base}?page=3&${q}` },
      });
    });

    it('leaves out prev on the first page and next on the last', async () => {
      const first = await list('?limit=2').expect(200);
      expect(first.body._links).not.toHaveProperty('prev');
      expect(first.body._links.next.href).toBe(`${PUBLIC_URL}/v2/magazine/title?page=2&limit=2`);
      const last = await list('?limit=2&page=3').expect(200);
      expect(last.body._links).not.toHaveProperty('next');
      expect(last.body._embedded.title).toHaveLength(1);
    });

    it('an empty collection has only self and page 0', async () => {
      const res = await list('?limit=10', empty).expect(200);
      expect(res.body).toEqual({
        _links: { self: { href: `${PUBLIC_URL}/v2/magazine/title?limit=10` } },
        _embedded: { title: [] },
        page_count: 0,
        page_size: 10,
        total_items: 0,
        page: 0,
        count: 10,
        total: 0,
      });
    });
  });

  describe('items', () => {
    it("are the project's own representation, its address naming the workspace's identifier as it is now", async () => {
      const r = await t.tenant('Renamed');
      const { id } = await createProject(t, r, 'One');
      const item = async () => (await list('', r).expect(200)).body._embedded.title[0];
      const first = await item();
      expect(first).toEqual((await t.http().get(`/v2/magazine/title/${id}`).set(r.auth).expect(200)).body);
      expect(first._links.published.href).toBe(`${PUBLISH_URL}/${r.workspace}/${first.identifier}/`);

      const renamed = `renamed-${r.workspaceId}`;
      await t.http().patch(`/v2/account/${r.workspaceId}`).set(r.auth).send({ identifier: renamed }).expect(200);
      expect((await item())._links.published.href).toBe(`${PUBLISH_URL}/${renamed}/${first.identifier}/`);
      // Another workspace's list names its own.
      const theirs = (await list('?limit=1').expect(200)).body._embedded.title[0];
      expect(theirs._links.published.href).toBe(`${PUBLISH_URL}/${a.workspace}/${theirs.identifier}/`);
    });
  });

  describe('paging errors', () => {
    it.each([
      ['?page=4&limit=2', 409, 'Invalid page provided'],
      ['?limit=0', 416, 'Page size is out of range, maximum page size is 100'],
      ['?limit=101', 416, 'Page size is out of range, maximum page size is 100'],
      ['?limit=abc', 400, /limit/],
      ['?page=-1', 400, /page/],
      ['?page=abc', 400, /page/],
      ['?page[]=1', 400, /page/],
    ])('%s is a %i', async (query, status, detail) => {
      expectProblem(await list(query), status, detail);
    });
  });

  describe('filters', () => {
    it.each([
      ['eq on a string', filter('name', 'eq', '&filter[0][value]=charlie'), ['charlie']],
      ['neq on a string', filter('name', 'neq', '&filter[0][value]=charlie'), ['alpha', 'bravo', 'delta', 'echo']],
      ['lt on an integer', filter('license', 'lt', '&filter[0][value]=3'), ['alpha', 'bravo']],
      ['lte on an integer', filter('license', 'lte', '&filter[0][value]=3'), ['alpha', 'bravo', 'charlie', 'delta']],
      ['gt on an integer', filter('license', 'gt', '&filter[0][value]=3'), ['echo']],
      ['gte on an integer', filter('license', 'gte', '&filter[0][value]=3'), ['charlie', 'delta', 'echo']],
      ['isnull', filter('ua_code', 'isnull', ''), ['bravo', 'delta']],
      ['isnotnull', filter('ua_code', 'isnotnull', ''), ['alpha', 'charlie', 'echo']],
      ['in', filter('name', 'in', '&filter[0][values][]=bravo&filter[0][values][]=echo'), ['bravo', 'echo']],
      ['notin', filter('license', 'notin', '&filter[0][values][0]=3&filter[0][values][1]=5'), ['alpha', 'bravo']],
      [
        'between on an integer',
        filter('license', 'between', '&filter[0][from]=2&filter[0][to]=3'),
        ['bravo', 'charlie', 'delta'],
      ],
      [
        'like with a wildcard',
        filter('name', 'like', '&filter[0][value]=%25a%25'),
        ['alpha', 'bravo', 'charlie', 'delta'],
      ],
      ['notlike', filter('name', 'notlike', '&filter[0][value]=%25a%25'), ['echo']],
      [
        'eq on a boolean (true)',
        filter('has_secure_socket_layer', 'eq', '&filter[0][value]=true'),
        ['alpha', 'charlie', 'echo'],
      ],
      ['eq on a boolean (0)', filter('has_secure_socket_layer', 'eq', '&filter[0][value]=0'), ['bravo', 'delta']],
      [
        'gt on a date (Y-m-d)',
        filter('created_on', 'gt', '&filter[0][value]=2021-03-10'),
        ['charlie', 'delta', 'echo'],
      ],
      [
        'lt on a date-time (Y-m-d H:i:s)',
        filter('created_on', 'lt', '&filter[0][value]=2021-03-10 08:00:00'),
        ['alpha', 'bravo'],
      ],
      [
        'eq on an ISO 8601 date-time',
        filter('created_on', 'eq', '&filter[0][value]=2021-02-10T09:00:00%2B01:00'),
        ['bravo'],
      ],
      [
        'between dates',
        filter('created_on', 'between', '&filter[0][from]=2021-02-01&filter[0][to]=2021-04-30'),
        ['bravo', 'charlie', 'delta'],
      ],
      [
        'a date with a format',
        filter('created_on', 'gte', '&filter[0][value]=10/04/2021&filter[0][format]=d/m/Y'),
        ['delta', 'echo'],
      ],
      [
        'eq on the account relation',
        filter('account', 'eq', '&filter[0][value]=ACCOUNT'),
        ['alpha', 'bravo', 'charlie', 'delta', 'echo'],
      ],
      ['eq on a nullable string', filter('security_profile', 'eq', '&filter[0][value]=high_2019'), ['alpha', 'echo']],
      ['a type name in capitals', filter('name', 'EQ', '&filter[0][value]=delta'), ['delta']],
    ])('%s', async (_label, query, expected) => {
      const res = await list(query.replace('ACCOUNT', String(a.workspaceId))).expect(200);
      expect(names(res)).toEqual(expected);
    });

    it('combines entries with and by default and with or on request', async () => {
      const and = await list(
        '?filter[0][field]=license&filter[0][type]=eq&filter[0][value]=3&filter[1][field]=has_secure_socket_layer&filter[1][type]=eq&filter[1][value]=1',
      ).expect(200);
      expect(names(and)).toEqual(['charlie']);
      const or = await list(
        '?filter[0][field]=name&filter[0][type]=eq&filter[0][value]=alpha&filter[1][field]=name&filter[1][type]=eq&filter[1][value]=echo&filter[1][where]=or',
      ).expect(200);
      expect(names(or)).toEqual(['alpha', 'echo']);
    });

    it('supports orx/andx conditions and the query[] alias', async () => {
      const orx = await list(
        '?filter[0][type]=orx&filter[0][conditions][0][field]=license&filter[0][conditions][0][type]=eq&filter[0][conditions][0][value]=1&filter[0][conditions][1][field]=license&filter[0][conditions][1][type]=eq&filter[0][conditions][1][value]=5',
      ).expect(200);
      expect(names(orx)).toEqual(['alpha', 'echo']);
      const alias = await list('?query[0][field]=name&query[0][type]=eq&query[0][value]=bravo').expect(200);
      expect(names(alias)).toEqual(['bravo']);
    });

    it.each([
      [
        'an unknown field',
        '?filter[0][field]=foo&filter[0][type]=eq&filter[0][value]=1',
        'filter[0][field]: unknown field "foo"',
      ],
      [
        'a non-filterable field',
        '?filter[0][field]=certificate_key&filter[0][type]=isnull',
        'filter[0][field]: unknown field "certificate_key"',
      ],
      ['an unknown type', '?filter[0][field]=name&filter[0][type]=regex&filter[0][value]=a', /filter\[0\]\[type\]/],
      [
        'an uncastable integer',
        '?filter[0][field]=license&filter[0][type]=eq&filter[0][value]=abc',
        /filter\[0\]\[value\]/,
      ],
      [
        'an uncastable boolean',
        '?filter[0][field]=has_secure_socket_layer&filter[0][type]=eq&filter[0][value]=maybe',
        /filter\[0\]\[value\]/,
      ],
      [
        'an impossible date',
        '?filter[0][field]=created_on&filter[0][type]=eq&filter[0][value]=2021-02-30',
        /filter\[0\]\[value\]/,
      ],
      ['a bad direction', '?order-by[0][field]=name&order-by[0][direction]=up', /order-by\[0\]\[direction\]/],
      ['an unknown order field', '?order-by[0][field]=secret', /order-by\[0\]\[field\]/],
      ['a bad order type', '?order-by[0][field]=name&order-by[0][type]=expr', /order-by\[0\]\[type\]/],
      [
        'too many filters',
        `?${Array.from({ length: 21 }, (_, i) => `filter[${i}][field]=id&filter[${i}][type]=gt&filter[${i}][value]=0`).join('&')}`,
        /at most 20/,
      ],
      ['too many orders', `?${Array.from({ length: 6 }, (_, i) => `order-by[${i}][field]=id`).join('&')}`, /order-by/],
      [
        'an SQL fragment as field',
        '?filter[0][field]=name;DROP TABLE title&filter[0][type]=eq&filter[0][value]=1',
        /unknown field/,
      ],
    ])('refuses %s with a 400 naming the entry', async (_label, query, detail) => {
      expectProblem(await list(query), 400, detail);
    });

    it('treats SQL in a value as a plain value', async () => {
      const res = await list(
        `?filter[0][field]=name&filter[0][type]=eq&filter[0][value]=${encodeURIComponent("x' OR '1'='1")}`,
      ).expect(200);
      expect(res.body.total_items).toBe(0);
      expect((await list('')).body.total_items).toBe(5);
    });
  });

  describe('order', () => {
    it.each([
      ['asc', ['alpha', 'bravo', 'charlie', 'delta', 'echo']],
      ['desc', ['echo', 'delta', 'charlie', 'bravo', 'alpha']],
      ['DESC', ['echo', 'delta', 'charlie', 'bravo', 'alpha']],
    ])('by name %s', async (direction, expected) => {
      const res = await list(
        `?order-by[0][field]=name&order-by[0][type]=field&order-by[0][direction]=${direction}`,
      ).expect(200);
      expect(names(res)).toEqual(expected);
    });

    it('breaks ties by id ascending, and applies several orders in turn', async () => {
      const res = await list('?order-by[0][field]=license&order-by[0][direction]=desc').expect(200);
      expect(names(res)).toEqual(['echo', 'charlie', 'delta', 'bravo', 'alpha']);
      const two = await list(
        '?order-by[0][field]=has_secure_socket_layer&order-by[0][direction]=desc&order-by[1][field]=created_on&order-by[1][direction]=desc',
      ).expect(200);
      expect(names(two)).toEqual(['echo', 'charlie', 'alpha', 'delta', 'bravo']);
    });

    it('pages stably through equal sort keys', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = await list(`?order-by[0][field]=license&limit=1&page=${page}`).expect(200);
        seen.push(...names(res));
      }
      expect(seen).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
    });
  });
});
