import 'reflect-metadata';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import qs from 'qs';
import type { SelectQueryBuilder } from 'typeorm';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';

import { parseQueryString } from '../http/query-string.js';
import { ProblemException } from '../problem/problem.js';
import type { ListFields } from './list-fields.js';
import type { Condition, ParsedListQuery } from './list-query.js';
import { applyListQuery, assertPageInRange, pageOffset, parseListQuery } from './list-query.js';

/** The options the HTTP layer gives `qs`. */
const QS_OPTIONS = { arrayLimit: 100, depth: 5 };

@Entity({ name: 'list_item' })
class Item {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ type: 'varchar', nullable: true })
  website: string | null;

  @Column({ type: 'integer' })
  license: number;

  @Column({ type: 'boolean' })
  active: boolean;

  @Column({ type: 'datetime' })
  created_on: Date;

  @Column({ type: 'integer' })
  account_id: number;
}

const FIELDS: ListFields = {
  id: { type: 'integer', column: 'item.id' },
  name: { type: 'string', column: 'item.name' },
  website: { type: 'string', column: 'item.website' },
  license: { type: 'integer', column: 'item.license' },
  active: { type: 'boolean', column: 'item.active' },
  created_on: { type: 'datetime', column: 'item.created_on' },
  account: { type: 'relation', column: 'item.account_id' },
};

const ROWS: Item[] = [
  row(1, 'Alpha', 'https://a.test', 1, true, '2021-01-01T10:00:00Z', 1),
  row(2, 'Beta', null, 2, false, '2021-02-15T00:00:00Z', 1),
  row(3, 'Alphabet', 'https://b.test', 3, true, '2021-03-01T12:30:00Z', 2),
  row(4, 'Gamma 50%', null, 2, true, '2021-02-15T00:00:00Z', 2),
  row(5, 'Delta_x', 'https://c.test', 1, false, '2022-06-30T23:59:59Z', 3),
  row(6, 'Alpine', null, 2, true, '2021-01-01T10:00:00Z', 1),
];

function row(
  id: number,
  name: string,
  website: string | null,
  license: number,
  active: boolean,
  createdOn: string,
  accountId: number,
): Item {
  return Object.assign(new Item(), {
    id,
    name,
    website,
    license,
    active,
    created_on: new Date(createdOn),
    account_id: accountId,
  });
}

function parse(queryString: string): ParsedListQuery {
  return parseListQuery(qs.parse(queryString, QS_OPTIONS), FIELDS, 'item.id');
}

/** The single filter condition of a query string. */
function where(queryString: string): Condition | null {
  return parse(queryString).where;
}

/** The bound value of a one-entry comparison filter. */
function castOf(field: string, value: string, extra = ''): unknown {
  const condition = where(
    `filter[0][field]=${field}&filter[0][type]=eq&filter[0][value]=${encodeURIComponent(value)}${extra}`,
  );
  return condition?.kind === 'compare' ? condition.value : undefined;
}

/** The problem a call throws; fails the test when it throws something else or nothing. */
function problemOf(fn: () => unknown): { status: number; detail: string } {
  try {
    fn();
  } catch (error) {
    if (error instanceof ProblemException) return { status: error.body.status, detail: error.body.detail };
    throw error;
  }
  throw new Error('expected a ProblemException');
}

function rejects(queryString: string): { status: number; detail: string } {
  return problemOf(() => parse(queryString));
}

describe('parseListQuery: paging', () => {
  it('defaults to page 1 and 30 per page, ordered by id', () => {
    expect(parse('')).toEqual({
      page: 1,
      limit: 30,
      where: null,
      orderBy: [{ column: 'item.id', direction: 'ASC' }],
    });
  });

  it('reads page and limit and ignores unrelated keys', () => {
    const parsed = parse('page=3&limit=100&foo=bar&sort=name');
    expect(parsed).toMatchObject({ page: 3, limit: 100 });
    expect(pageOffset(parsed)).toBe(200);
    expect(pageOffset(parse(''))).toBe(0);
  });

  it.each(['abc', '-1', '1.5', '0', '', '+2', '1e2', 'page[]=1'])('refuses page %p with 400', (value) => {
    const query = value.includes('=') ? value : `page=${encodeURIComponent(value)}`;
    expect(rejects(query)).toEqual({ status: 400, detail: 'page: must be a positive integer' });
  });

  it('refuses a repeated page (an array) with 400', () => {
    expect(rejects('page=1&page=2')).toEqual({
      status: 400,
      detail: 'page: must be a positive integer',
    });
  });

  it('answers a page past any possible collection with 409', () => {
    expect(rejects('page=99999999999999999999')).toEqual({
      status: 409,
      detail: 'Invalid page provided',
    });
  });

  it.each(['abc', '-1', '1.5', ''])('refuses limit %p with 400', (value) => {
    expect(rejects(`limit=${value}`)).toEqual({
      status: 400,
      detail: 'limit: must be a positive integer',
    });
  });

  it('refuses an array limit with 400', () => {
    expect(rejects('limit[0]=5')).toEqual({
      status: 400,
      detail: 'limit: must be a positive integer',
    });
  });

  it.each(['0', '101', '99999999999999999999'])('answers limit %p with 416', (value) => {
    expect(rejects(`limit=${value}`)).toEqual({
      status: 416,
      detail: 'Page size is out of range, maximum page size is 100',
    });
  });

  it('accepts the bounds of limit', () => {
    expect(parse('limit=1').limit).toBe(1);
    expect(parse('limit=100').limit).toBe(100);
  });
});

describe('assertPageInRange', () => {
  it('accepts page 1 of an empty collection and any page up to the last', () => {
    expect(() => assertPageInRange(1, 0)).not.toThrow();
    expect(() => assertPageInRange(2, 2)).not.toThrow();
  });

  it.each([
    [2, 0],
    [2, 1],
    [3, 2],
  ])('answers page %p of %p pages with 409', (page, pageCount) => {
    expect(problemOf(() => assertPageInRange(page, pageCount))).toEqual({
      status: 409,
      detail: 'Invalid page provided',
    });
  });
});

describe('parseListQuery: filter types', () => {
  it.each([
    ['eq', '='],
    ['neq', '<>'],
    ['lt', '<'],
    ['lte', '<='],
    ['gt', '>'],
    ['GTE', '>='],
  ])('%s compares with %s', (type, operator) => {
    expect(where(`filter[0][field]=license&filter[0][type]=${type}&filter[0][value]=2`)).toEqual({
      kind: 'compare',
      column: 'item.license',
      operator,
      value: 2,
    });
  });

  it('isnull and isnotnull take no value', () => {
    expect(where('filter[0][field]=website&filter[0][type]=isnull')).toEqual({
      kind: 'null',
      column: 'item.website',
      negated: false,
    });
    expect(where('filter[0][field]=website&filter[0][type]=IsNotNull&filter[0][value]=x')).toEqual({
      kind: 'null',
      column: 'item.website',
      negated: true,
    });
  });

  it('in and notin cast every value, given as a list or a single value', () => {
    expect(where('filter[0][field]=license&filter[0][type]=in&filter[0][values][]=1&filter[0][values][]=3')).toEqual({
      kind: 'in',
      column: 'item.license',
      negated: false,
      values: [1, 3],
    });
    expect(where('filter[0][field]=license&filter[0][type]=notin&filter[0][values]=2')).toEqual({
      kind: 'in',
      column: 'item.license',
      negated: true,
      values: [2],
    });
  });

  it('between casts from and to', () => {
    expect(
      where('filter[0][field]=created_on&filter[0][type]=between&filter[0][from]=2021-01-01&filter[0][to]=2021-02-01'),
    ).toEqual({
      kind: 'between',
      column: 'item.created_on',
      from: new Date('2021-01-01T00:00:00Z'),
      to: new Date('2021-02-01T00:00:00Z'),
    });
  });

  it('like and notlike keep the pattern as it is, on any field', () => {
    expect(where('filter[0][field]=name&filter[0][type]=like&filter[0][value]=a%25_b')).toEqual({
      kind: 'like',
      column: 'item.name',
      negated: false,
      pattern: 'a%_b',
    });
    expect(where('filter[0][field]=license&filter[0][type]=notlike&filter[0][value]=1%25')).toEqual({
      kind: 'like',
      column: 'item.license',
      negated: true,
      pattern: '1%',
    });
  });

  it('orx and andx join their conditions, whatever the members say in where', () => {
    expect(
      where(
        'filter[0][type]=orx' +
          '&filter[0][conditions][0][field]=license&filter[0][conditions][0][type]=eq&filter[0][conditions][0][value]=1' +
          '&filter[0][conditions][1][field]=name&filter[0][conditions][1][type]=eq&filter[0][conditions][1][value]=x' +
          '&filter[0][conditions][1][where]=and',
      ),
    ).toEqual({
      kind: 'or',
      conditions: [
        { kind: 'compare', column: 'item.license', operator: '=', value: 1 },
        { kind: 'compare', column: 'item.name', operator: '=', value: 'x' },
      ],
    });
  });

  it('nests orx and andx three levels deep', () => {
    const eq = { field: 'license', type: 'eq', value: '1' };
    const condition = parseListQuery(
      {
        filter: [
          {
            type: 'andx',
            conditions: [{ type: 'orx', conditions: [{ type: 'andx', conditions: [eq] }] }],
          },
        ],
      },
      FIELDS,
      'item.id',
    ).where;
    const leaf = { kind: 'compare', column: 'item.license', operator: '=', value: 1 };
    expect(condition).toEqual({
      kind: 'and',
      conditions: [{ kind: 'or', conditions: [{ kind: 'and', conditions: [leaf] }] }],
    });
  });
});

describe('parseListQuery: combining entries', () => {
  const eq = (index: number, field: string, value: string, extra = '') =>
    `filter[${index}][field]=${field}&filter[${index}][type]=eq&filter[${index}][value]=${value}${extra}`;
  const leaf = (column: string, value: unknown) => ({
    kind: 'compare',
    column,
    operator: '=',
    value,
  });

  it('joins entries by AND by default', () => {
    expect(where(`${eq(0, 'license', '1')}&${eq(1, 'active', 'true')}`)).toEqual({
      kind: 'and',
      conditions: [leaf('item.license', 1), leaf('item.active', 1)],
    });
  });

  it('folds left to right: a AND b OR c is (a AND b) OR c', () => {
    expect(
      where(`${eq(0, 'license', '1')}&${eq(1, 'active', '1')}&${eq(2, 'account', '3', '&filter[2][where]=OR')}`),
    ).toEqual({
      kind: 'or',
      conditions: [
        { kind: 'and', conditions: [leaf('item.license', 1), leaf('item.active', 1)] },
        leaf('item.account_id', 3),
      ],
    });
  });

  it('takes query entries as an alias, after the filter entries', () => {
    expect(where('query[0][field]=name&query[0][type]=eq&query[0][value]=q&' + eq(0, 'license', '1'))).toEqual({
      kind: 'and',
      conditions: [leaf('item.license', 1), leaf('item.name', 'q')],
    });
    expect(where('query[0][field]=name&query[0][type]=eq&query[0][value]=q')).toEqual(leaf('item.name', 'q'));
  });

  it('reads sparse indexes as the app parses them, naming each entry by the index it was sent with', () => {
    const parseApp = (queryString: string) => parseListQuery(parseQueryString(queryString), FIELDS, 'item.id');
    expect(parseApp(eq(2, 'name', 'b')).where).toEqual(leaf('item.name', 'b'));
    expect(parseApp(`query[1][field]=name&query[1][type]=eq&query[1][value]=q`).where).toEqual(leaf('item.name', 'q'));
    expect(
      parseApp(`order-by[3][field]=name&order-by[3][direction]=desc&${eq(2, 'license', '1')}&${eq(0, 'name', 'a')}`),
    ).toMatchObject({
      where: { kind: 'and', conditions: [leaf('item.name', 'a'), leaf('item.license', 1)] },
      orderBy: [
        { column: 'item.name', direction: 'DESC' },
        { column: 'item.id', direction: 'ASC' },
      ],
    });
    expect(problemOf(() => parseApp('filter[2][field]=nope&filter[2][type]=eq&filter[2][value]=1'))).toMatchObject({
      status: 400,
      detail: 'filter[2][field]: unknown field "nope"',
    });
    expect(
      parseApp('filter[0][field]=name&filter[0][type]=in&filter[0][values][3]=x&filter[0][values][1]=y').where,
    ).toMatchObject({
      values: ['y', 'x'],
    });
  });

  it('reads the object-with-numeric-keys form qs gives past its array limit, in index order', () => {
    expect(where(`${eq(150, 'name', 'b')}&${eq(2, 'license', '1')}`)).toEqual({
      kind: 'and',
      conditions: [leaf('item.license', 1), leaf('item.name', 'b')],
    });
  });
});

describe('parseListQuery: casting', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    ['0', 0],
  ])('integer %p is %p', (value, expected) => {
    expect(castOf('license', value)).toBe(expected);
  });

  it.each(['abc', '1.5', '', '9007199254740993', '0x10', ' 1'])('integer %p is refused', (value) => {
    expect(
      rejects(`filter[0][field]=license&filter[0][type]=eq&filter[0][value]=${encodeURIComponent(value)}`),
    ).toEqual({
      status: 400,
      detail: `filter[0][value]: ${JSON.stringify(value)} is not a valid integer`,
    });
  });

  it('a relation compares by integer id', () => {
    expect(castOf('account', '5')).toBe(5);
    expect(rejects('filter[0][field]=account&filter[0][type]=eq&filter[0][value]=abc')).toEqual({
      status: 400,
      detail: 'filter[0][value]: "abc" is not a valid integer',
    });
  });

  it.each([
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['false', 0],
    ['False', 0],
    ['0', 0],
  ])('boolean %p binds %p', (value, expected) => {
    expect(castOf('active', value)).toBe(expected);
  });

  it('refuses any other boolean', () => {
    expect(rejects('filter[0][field]=active&filter[0][type]=eq&filter[0][value]=yes')).toEqual({
      status: 400,
      detail: 'filter[0][value]: "yes" is not a valid boolean',
    });
  });

  it.each([
    ['2021-03-04 05:06:07', '2021-03-04T05:06:07.000Z'],
    ['2021-03-04', '2021-03-04T00:00:00.000Z'],
    ['2021-03-04T05:06:07Z', '2021-03-04T05:06:07.000Z'],
    ['2021-03-04T05:06:07', '2021-03-04T05:06:07.000Z'],
    ['2021-03-04T05:06', '2021-03-04T05:06:00.000Z'],
    ['2021-03-04T05:06:07.123456Z', '2021-03-04T05:06:07.123Z'],
    ['2021-03-04T05:06:07.5+02:00', '2021-03-04T03:06:07.500Z'],
    ['2021-03-04T05:06:07-0130', '2021-03-04T06:36:07.000Z'],
    ['2020-02-29', '2020-02-29T00:00:00.000Z'],
    ['0099-01-01', '0099-01-01T00:00:00.000Z'],
  ])('datetime %p is %p', (value, expected) => {
    expect((castOf('created_on', value) as Date).toISOString()).toBe(expected);
  });

  it.each(['2021-02-30', '2021-13-01', '2021-03-04 24:00:00', 'abc', '2021-03-04T05:06:07+25:00', 'now', '1614834367'])(
    'datetime %p is refused',
    (value) => {
      expect(
        rejects(`filter[0][field]=created_on&filter[0][type]=eq&filter[0][value]=${encodeURIComponent(value)}`),
      ).toEqual({
        status: 400,
        detail: `filter[0][value]: ${JSON.stringify(value)} is not a valid datetime`,
      });
    },
  );

  it('parses a datetime by the entry format', () => {
    const format = (f: string) => `&filter[0][format]=${encodeURIComponent(f)}`;
    expect((castOf('created_on', '04/03/2021 5:06', format('d/m/Y H:i')) as Date).toISOString()).toBe(
      '2021-03-04T05:06:00.000Z',
    );
    expect((castOf('created_on', '20210304T050607', format('Ymd\\THis')) as Date).toISOString()).toBe(
      '2021-03-04T05:06:07.000Z',
    );
    expect((castOf('created_on', '2021-03-04', format('!Y-m-d')) as Date).toISOString()).toBe(
      '2021-03-04T00:00:00.000Z',
    );
  });

  it('refuses values that do not fit the format, and formats it cannot honour', () => {
    const base = 'filter[0][field]=created_on&filter[0][type]=eq&filter[0][value]=';
    expect(rejects(`${base}2021-03-04&filter[0][format]=d/m/Y`)).toEqual({
      status: 400,
      detail: 'filter[0][value]: "2021-03-04" does not match the format "d/m/Y"',
    });
    expect(rejects(`${base}31/02/2021&filter[0][format]=d/m/Y`)).toEqual({
      status: 400,
      detail: 'filter[0][value]: "31/02/2021" is not a valid datetime',
    });
    expect(rejects(`${base}x&filter[0][format]=D, d M Y`)).toEqual({
      status: 400,
      detail: 'filter[0][format]: unsupported format character "D"',
    });
    expect(rejects(`${base}x&filter[0][format]=H:i`)).toEqual({
      status: 400,
      detail: 'filter[0][format]: must contain Y, m and d',
    });
  });

  it('takes any string for a string field, and nothing else', () => {
    expect(castOf('name', '')).toBe('');
    expect(castOf('name', '123')).toBe('123');
    expect(rejects('filter[0][field]=name&filter[0][type]=eq&filter[0][value][]=a')).toEqual({
      status: 400,
      detail: 'filter[0][value]: must be a string',
    });
    expect(rejects('filter[0][field]=name&filter[0][type]=eq&filter[0][value][a]=b')).toEqual({
      status: 400,
      detail: 'filter[0][value]: must be a string',
    });
  });

  it('ignores format on fields that are not dates', () => {
    expect(castOf('license', '3', '&filter[0][format]=whatever')).toBe(3);
  });
});

describe('parseListQuery: bad filter entries', () => {
  it.each([
    ['filter[0][field]=foo&filter[0][type]=eq&filter[0][value]=1', 'filter[0][field]: unknown field "foo"'],
    ['filter[0][field]=__proto__&filter[0][type]=eq&filter[0][value]=1', 'filter[0][field]: unknown field "__proto__"'],
    ['filter[0][field]=toString&filter[0][type]=eq&filter[0][value]=1', 'filter[0][field]: unknown field "toString"'],
    ['filter[0][field]=name&filter[0][type]=foo&filter[0][value]=1', 'filter[0][type]: unknown type "foo"'],
    ['filter[0][field]=name&filter[0][type]=constructor', 'filter[0][type]: unknown type "constructor"'],
    ['filter[0][type]=eq&filter[0][value]=1', 'filter[0][field]: is required'],
    ['filter[0][field]=name&filter[0][value]=1', 'filter[0][type]: is required'],
    ['filter[0][field]=name&filter[0][type]=eq', 'filter[0][value]: is required'],
    ['filter[0][field]=name&filter[0][type]=like', 'filter[0][value]: is required'],
    ['filter[0][field]=name&filter[0][type]=in', 'filter[0][values]: is required'],
    ['filter[0][field]=license&filter[0][type]=between&filter[0][from]=1', 'filter[0][to]: is required'],
    [
      'filter[0][field]=license&filter[0][type]=in&filter[0][values][]=1&filter[0][values][]=x',
      'filter[0][values][1]: "x" is not a valid integer',
    ],
    [
      'filter[0][field]=name&filter[0][type]=eq&filter[0][value]=1&filter[0][where]=xor',
      'filter[0][where]: must be and or or',
    ],
    ['filter[0][field][]=name&filter[0][type]=eq&filter[0][value]=1', 'filter[0][field]: must be a string'],
    ['filter[0][type]=orx', 'filter[0][conditions]: is required'],
    ['filter[0][type]=orx&filter[0][conditions]=abc', 'filter[0][conditions]: must be a list of entries'],
    ['filter=abc', 'filter: must be a list of entries'],
    ['filter=', 'filter: must be a list of entries'],
    ['filter[x][field]=name', 'filter: must be a list of entries'],
    ['filter[0][field]=name&filter[x][field]=name', 'filter: must be a list of entries'],
    ['filter[01][field]=name', 'filter: must be a list of entries'],
    ['filter[0]=abc', 'filter[0]: must be an object'],
    ['query=abc', 'query: must be a list of entries'],
  ])('%s -> 400 %s', (queryString, detail) => {
    expect(rejects(queryString)).toEqual({ status: 400, detail });
  });

  it('names the entry by its original index and list', () => {
    expect(rejects('query[2][field]=foo&query[2][type]=eq&query[2][value]=1')).toMatchObject({
      status: 400,
      detail: 'query[0][field]: unknown field "foo"', // qs compacts small arrays: query[2] is the only one
    });
    expect(rejects('query[120][field]=foo&query[120][type]=eq&query[120][value]=1')).toEqual({
      status: 400,
      detail: 'query[120][field]: unknown field "foo"',
    });
    expect(
      rejects(
        'filter[0][type]=andx&filter[0][conditions][0][field]=name&filter[0][conditions][0][type]=isnull' +
          '&filter[0][conditions][1][field]=foo&filter[0][conditions][1][type]=eq&filter[0][conditions][1][value]=1',
      ),
    ).toEqual({ status: 400, detail: 'filter[0][conditions][1][field]: unknown field "foo"' });
  });

  it('refuses an empty values list and an empty conditions list', () => {
    expect(
      problemOf(() => parseListQuery({ filter: [{ field: 'id', type: 'in', values: [] }] }, FIELDS, 'item.id')),
    ).toEqual({
      status: 400,
      detail: 'filter[0][values]: must not be empty',
    });
    expect(problemOf(() => parseListQuery({ filter: [{ type: 'orx', conditions: {} }] }, FIELDS, 'item.id'))).toEqual({
      status: 400,
      detail: 'filter[0][conditions]: must not be empty',
    });
  });

  it('allows 20 filter entries and refuses the 21st, nested ones included', () => {
    const entry = { field: 'id', type: 'gt', value: '0' };
    expect(parseListQuery({ filter: Array(20).fill(entry) }, FIELDS, 'item.id').where).not.toBeNull();
    expect(problemOf(() => parseListQuery({ filter: Array(21).fill(entry) }, FIELDS, 'item.id'))).toEqual({
      status: 400,
      detail: 'filter[20]: too many filter entries, at most 20 are allowed',
    });
    // 15 filter entries plus 6 query entries
    expect(
      problemOf(() =>
        parseListQuery({ filter: Array(15).fill(entry), query: Array(6).fill(entry) }, FIELDS, 'item.id'),
      ),
    ).toEqual({ status: 400, detail: 'query[5]: too many filter entries, at most 20 are allowed' });
    // one orx holding 20 entries is 21 entries
    expect(
      problemOf(() =>
        parseListQuery({ filter: [{ type: 'orx', conditions: Array(20).fill(entry) }] }, FIELDS, 'item.id'),
      ),
    ).toEqual({
      status: 400,
      detail: 'filter[0][conditions][19]: too many filter entries, at most 20 are allowed',
    });
  });

  it('refuses orx/andx nested four levels deep', () => {
    const eq = { field: 'id', type: 'eq', value: '1' };
    const nest = (levels: number): object => (levels === 0 ? eq : { type: 'orx', conditions: [nest(levels - 1)] });
    expect(() => parseListQuery({ filter: [nest(3)] }, FIELDS, 'item.id')).not.toThrow();
    expect(problemOf(() => parseListQuery({ filter: [nest(4)] }, FIELDS, 'item.id'))).toEqual({
      status: 400,
      detail:
        'filter[0][conditions][0][conditions][0][conditions][0][type]: orx and andx may nest at most 3 levels deep',
    });
  });
});

describe('parseListQuery: order-by', () => {
  it.each([
    ['asc', 'ASC'],
    ['DESC', 'DESC'],
    ['Desc', 'DESC'],
    ['aSc', 'ASC'],
  ])('direction %p is %p, then ties break by id ascending', (direction, expected) => {
    expect(
      parse(`order-by[0][field]=name&order-by[0][type]=field&order-by[0][direction]=${direction}`).orderBy,
    ).toEqual([
      { column: 'item.name', direction: expected },
      { column: 'item.id', direction: 'ASC' },
    ]);
  });

  it('defaults to ascending and accepts type field in any case', () => {
    expect(
      parse('order-by[0][field]=license&order-by[0][type]=FIELD&order-by[1][field]=name&order-by[1][direction]=desc')
        .orderBy,
    ).toEqual([
      { column: 'item.license', direction: 'ASC' },
      { column: 'item.name', direction: 'DESC' },
      { column: 'item.id', direction: 'ASC' },
    ]);
  });

  it('does not add the id when the client already orders by it', () => {
    expect(parse('order-by[0][field]=id&order-by[0][direction]=desc&order-by[1][field]=name').orderBy).toEqual([
      { column: 'item.id', direction: 'DESC' },
      { column: 'item.name', direction: 'ASC' },
    ]);
  });

  it.each([
    ['order-by[0][field]=name&order-by[0][direction]=up', 'order-by[0][direction]: must be asc or desc'],
    ['order-by[0][field]=name&order-by[0][direction][]=asc', 'order-by[0][direction]: must be asc or desc'],
    ['order-by[0][field]=foo', 'order-by[0][field]: unknown field "foo"'],
    ['order-by[0][direction]=asc', 'order-by[0][field]: is required'],
    ['order-by[0][field]=name&order-by[0][type]=expr', 'order-by[0][type]: must be field'],
    ['order-by=name', 'order-by: must be a list of entries'],
    ['order-by[0]=name', 'order-by[0]: must be an object'],
  ])('%s -> 400 %s', (queryString, detail) => {
    expect(rejects(queryString)).toEqual({ status: 400, detail });
  });

  it('allows 5 order-by entries and refuses a 6th', () => {
    const orders = (count: number) => Array.from({ length: count }, (_, i) => `order-by[${i}][field]=name`).join('&');
    expect(parse(orders(5)).orderBy).toHaveLength(6);
    expect(rejects(orders(6))).toEqual({
      status: 400,
      detail: 'order-by[5]: too many order-by entries, at most 5 are allowed',
    });
  });
});

describe('applyListQuery on a real database', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [Item],
      synchronize: true,
    });
    await dataSource.initialize();
    await dataSource.getRepository(Item).save(ROWS);
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  /** Runs a request query the way a list endpoint does and returns the ids of the page. */
  async function ids(queryString: string, scope?: (qb: SelectQueryBuilder<Item>) => void): Promise<number[]> {
    const parsed = parse(queryString);
    const qb = dataSource.getRepository(Item).createQueryBuilder('item');
    scope?.(qb);
    applyListQuery(qb, parsed).limit(parsed.limit).offset(pageOffset(parsed));
    return (await qb.getMany()).map((item) => item.id);
  }

  const f = (type: string, field: string, rest = '', index = 0) =>
    `filter[${index}][field]=${field}&filter[${index}][type]=${type}${rest}`;
  const value = (v: string, index = 0) => `&filter[${index}][value]=${encodeURIComponent(v)}`;

  it('returns everything ordered by id without a query', async () => {
    expect(await ids('')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['eq', 'name', 'Beta', [2]],
    ['neq', 'license', '2', [1, 3, 5]],
    ['lt', 'license', '2', [1, 5]],
    ['lte', 'license', '2', [1, 2, 4, 5, 6]],
    ['gt', 'license', '2', [3]],
    ['gte', 'license', '2', [2, 3, 4, 6]],
    ['eq', 'account', '2', [3, 4]],
    ['eq', 'active', 'TRUE', [1, 3, 4, 6]],
    ['eq', 'active', '0', [2, 5]],
    ['eq', 'created_on', '2021-01-01 10:00:00', [1, 6]],
    ['eq', 'created_on', '2021-01-01T11:00:00+01:00', [1, 6]],
    ['eq', 'created_on', '2021-01-01T10:00:00.000', [1, 6]],
    ['gte', 'created_on', '2022-01-01', [5]],
    ['lt', 'created_on', '2021-02-15', [1, 6]],
    ['like', 'name', 'alp%', [1, 3, 6]],
    ['notlike', 'name', 'al%', [2, 4, 5]],
    ['like', 'name', '%50%', [4]],
    ['like', 'name', 'Bet_', [2]],
    ['like', 'license', '3%', [3]],
  ])('%s %s %p', async (type, field, v, expected) => {
    expect(await ids(f(type, field, value(v)))).toEqual(expected);
  });

  it('isnull and isnotnull', async () => {
    expect(await ids(f('isnull', 'website'))).toEqual([2, 4, 6]);
    expect(await ids(f('isnotnull', 'website'))).toEqual([1, 3, 5]);
  });

  it('in and notin', async () => {
    expect(await ids(f('in', 'license', '&filter[0][values][]=1&filter[0][values][]=3'))).toEqual([1, 3, 5]);
    expect(await ids(f('notin', 'license', '&filter[0][values][]=1&filter[0][values][]=3'))).toEqual([2, 4, 6]);
    expect(await ids(f('in', 'name', '&filter[0][values]=Beta'))).toEqual([2]);
  });

  it('between, inclusive', async () => {
    expect(await ids(f('between', 'created_on', '&filter[0][from]=2021-02-01&filter[0][to]=2021-03-01'))).toEqual([
      2, 4,
    ]);
    expect(await ids(f('between', 'license', '&filter[0][from]=2&filter[0][to]=3'))).toEqual([2, 3, 4, 6]);
  });

  it('in and notin on datetimes bind each Date on its own', async () => {
    const values = '&filter[0][values][]=2021-01-01 10:00:00&filter[0][values][]=2021-03-01T00:00:00Z';
    const matching = await ids(f('in', 'created_on', values));
    expect(matching).toEqual(expect.arrayContaining([1, 6]));
    const rest = await ids(f('notin', 'created_on', values));
    expect([...matching, ...rest].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(matching.filter((id) => rest.includes(id))).toEqual([]);
  });

  it('a datetime in a client format', async () => {
    expect(await ids(f('eq', 'created_on', `${value('01/01/2021 10:00')}&filter[0][format]=d/m/Y H:i`))).toEqual([
      1, 6,
    ]);
  });

  it('like, a boolean and a descending order together', async () => {
    const query = `${f('like', 'name', value('alp%'))}&${f('eq', 'active', value('true', 1), 1)}&order-by[0][field]=name&order-by[0][direction]=DESC`;
    expect(await ids(query)).toEqual([6, 3, 1]);
  });

  it('where or folds left to right', async () => {
    // (license = 2 AND active) OR account = 3
    const query = `${f('eq', 'license', value('2'))}&${f('eq', 'active', value('1', 1), 1)}&${f('eq', 'account', `${value('3', 2)}&filter[2][where]=or`, 2)}`;
    expect(await ids(query)).toEqual([4, 5, 6]);
  });

  it('an or never escapes the caller scope', async () => {
    const query = `${f('eq', 'name', value('Beta'))}&${f('eq', 'name', `${value('Gamma 50%', 1)}&filter[1][where]=or`, 1)}`;
    expect(await ids(query)).toEqual([2, 4]);
    expect(await ids(query, (qb) => qb.where('item.account_id = :scope', { scope: 1 }))).toEqual([2]);
  });

  it('nested andx and orx', async () => {
    // active AND (license = 3 OR account = 1)
    const query =
      'filter[0][type]=andx' +
      '&filter[0][conditions][0][field]=active&filter[0][conditions][0][type]=eq&filter[0][conditions][0][value]=1' +
      '&filter[0][conditions][1][type]=orx' +
      '&filter[0][conditions][1][conditions][0][field]=license&filter[0][conditions][1][conditions][0][type]=eq&filter[0][conditions][1][conditions][0][value]=3' +
      '&filter[0][conditions][1][conditions][1][field]=account&filter[0][conditions][1][conditions][1][type]=eq&filter[0][conditions][1][conditions][1][value]=1';
    // qs depth 5 cannot express the grandchildren, so this one is parsed with more depth.
    const parsed = parseListQuery(qs.parse(query, { arrayLimit: 100, depth: 10 }), FIELDS, 'item.id');
    const qb = applyListQuery(dataSource.getRepository(Item).createQueryBuilder('item'), parsed);
    expect((await qb.getMany()).map((item) => item.id)).toEqual([1, 3, 6]);
  });

  it('the query alias filters too', async () => {
    expect(
      await ids(`query[0][field]=account&query[0][type]=eq&query[0][value]=1&${f('eq', 'active', value('1'))}`),
    ).toEqual([1, 6]);
  });

  it('orders with ties broken by id ascending, and pages', async () => {
    expect(await ids('order-by[0][field]=license&order-by[0][direction]=desc')).toEqual([3, 2, 4, 6, 1, 5]);
    expect(await ids('order-by[0][field]=created_on')).toEqual([1, 6, 2, 4, 3, 5]);
    expect(await ids('order-by[0][field]=id&order-by[0][direction]=desc')).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await ids('order-by[0][field]=license&order-by[0][direction]=desc&limit=2&page=2')).toEqual([4, 6]);
  });

  it('binds hostile values as plain parameters', async () => {
    const hostile = "x'); DROP TABLE list_item; --";
    expect(await ids(f('eq', 'name', value(hostile)))).toEqual([]);
    expect(await ids(f('like', 'name', value(`%${hostile}`)))).toEqual([]);
    expect(
      await ids(f('in', 'name', `&filter[0][values][]=${encodeURIComponent(hostile)}&filter[0][values][]=Beta`)),
    ).toEqual([2]);
    expect(await dataSource.getRepository(Item).count()).toBe(6);
  });

  it('puts only configured columns and generated parameter names in the SQL', () => {
    const hostile = "x'); DROP TABLE list_item; --";
    const parsed = parse(
      `${f('eq', 'name', value(hostile))}&${f('in', 'license', '&filter[1][values][]=1&filter[1][values][]=2', 1)}`,
    );
    const qb = applyListQuery(dataSource.getRepository(Item).createQueryBuilder('item'), parsed);
    expect(qb.getSql()).not.toContain('DROP');
    expect(qb.getParameters()).toMatchObject({ lq0: hostile, lq1: 1, lq2: 2 });
  });
});
