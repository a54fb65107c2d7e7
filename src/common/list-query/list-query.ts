import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

import { ProblemException } from '../problem/problem.js';
import type { CompareOperator, Condition, Junction } from './condition.js';
import { compileCondition, joinConditions } from './condition.js';
import type { ListField, ListFields } from './list-fields.js';
import {
  FILTER_DEPTH_MAX,
  FILTER_ENTRIES_MAX,
  IN_VALUES_MAX,
  LIKE_PATTERN_MAX,
  ORDER_ENTRIES_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from './list-fields.js';
import type { BindValue, DateFormat } from './value-cast.js';
import { castString, castValue, describeValue, parseDateFormat } from './value-cast.js';

export type { Condition } from './condition.js';

export type OrderDirection = 'ASC' | 'DESC';

export interface ParsedListQuery {
  page: number;
  limit: number;
  where: Condition | null;
  orderBy: { column: string; direction: OrderDirection }[];
}

/** What each filter type needs from its entry besides `field`. */
type Operand = 'value' | 'none' | 'values' | 'range' | 'pattern' | 'conditions';

const FILTER_TYPES: Readonly<Record<string, Operand>> = {
  eq: 'value',
  neq: 'value',
  lt: 'value',
  lte: 'value',
  gt: 'value',
  gte: 'value',
  isnull: 'none',
  isnotnull: 'none',
  in: 'values',
  notin: 'values',
  between: 'range',
  like: 'pattern',
  notlike: 'pattern',
  orx: 'conditions',
  andx: 'conditions',
};

/** The filter type names, for documentation. */
export const FILTER_TYPE_NAMES = Object.keys(FILTER_TYPES);

const COMPARE_OPERATORS: Readonly<Record<string, CompareOperator>> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

const PAGE_SIZE_OUT_OF_RANGE = `Page size is out of range, maximum page size is ${PAGE_SIZE_MAX}`;

/** State shared by every entry of one request: the allowed fields and the running entry count. */
interface FilterContext {
  fields: ListFields;
  entries: number;
}

/** One item of a client list, with the name it had in the request (for error details). */
interface Indexed {
  raw: unknown;
  path: string;
}

/**
 * Reads paging, filters and ordering from a request query (as parsed by `qs`). Everything the
 * client sends is validated here, against `fields`; a bad query is a 400 (416 for the page size)
 * and never reaches SQL. `idColumn` is the tie-breaker that keeps paging stable.
 */
export function parseListQuery(query: Record<string, unknown>, fields: ListFields, idColumn: string): ParsedListQuery {
  return {
    page: parsePage(query.page),
    limit: parseLimit(query.limit),
    where: parseFilters(query, fields),
    orderBy: parseOrderBy(query['order-by'], fields, idColumn),
  };
}

/**
 * Adds the filters (one parenthesised condition, so an `or` cannot escape the caller's own
 * conditions) and the ordering. Paging is left to the caller, which also needs the count.
 */
export function applyListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  parsed: ParsedListQuery,
): SelectQueryBuilder<T> {
  if (parsed.where) {
    const params: Record<string, unknown> = {};
    const sql = compileCondition(parsed.where, params);
    qb.andWhere(`(${sql})`, params);
  }
  parsed.orderBy.forEach(({ column, direction }, index) => {
    if (index === 0) qb.orderBy(column, direction);
    else qb.addOrderBy(column, direction);
  });
  return qb;
}

export function pageOffset(parsed: Pick<ParsedListQuery, 'page' | 'limit'>): number {
  return (parsed.page - 1) * parsed.limit;
}

/** Page 1 is always valid, even for an empty collection; any page past the last one is not. */
export function assertPageInRange(page: number, pageCount: number): void {
  if (page > 1 && page > pageCount) throw new ProblemException(409, 'Invalid page provided');
}

// ---------------------------------------------------------------------------------------------
// Paging

function parsePage(raw: unknown): number {
  if (raw === undefined) return 1;
  const page = parseCount(raw, 'page');
  if (page < 1) throw ProblemException.badRequest('page: must be a positive integer');
  // Such a page is past the last one of any collection; refusing it here keeps absurd offsets
  // out of SQL even if the caller pages before it counts.
  if (!Number.isSafeInteger(page)) throw new ProblemException(409, 'Invalid page provided');
  return page;
}

function parseLimit(raw: unknown): number {
  if (raw === undefined) return PAGE_SIZE_DEFAULT;
  const limit = parseCount(raw, 'limit');
  if (limit < 1 || limit > PAGE_SIZE_MAX) throw new ProblemException(416, PAGE_SIZE_OUT_OF_RANGE);
  return limit;
}

/** A non-negative integer written in plain digits; signs, fractions and arrays are refused. */
function parseCount(raw: unknown, name: string): number {
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) {
    throw ProblemException.badRequest(`${name}: must be a positive integer`);
  }
  return Number(raw);
}

// ---------------------------------------------------------------------------------------------
// Lists and entries

/**
 * `qs` gives `x[0]..x[n]` as an array, sparse where the client skipped indexes (`filter[2]`
 * alone, as `qs` on the client writes an array holding `undefined`), and as an object with
 * numeric keys once an index passes its array limit. All are lists, in index order, each entry
 * named by the index it was sent with; anything else (`filter=abc`, `filter[x][...]`) is not.
 */
function toList(raw: unknown, path: string): Indexed[] {
  if (Array.isArray(raw)) {
    const items: Indexed[] = [];
    // forEach skips the holes of a sparse array.
    raw.forEach((item: unknown, index) => items.push({ raw: item, path: `${path}[${index}]` }));
    return items;
  }
  if (isPlainObject(raw)) {
    const keys = Object.keys(raw);
    if (keys.every((key) => /^(0|[1-9]\d*)$/.test(key))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((key) => ({ raw: raw[key], path: `${path}[${key}]` }));
    }
  }
  throw ProblemException.badRequest(`${path}: must be a list of entries`);
}

function toEntry({ raw, path }: Indexed): Record<string, unknown> {
  if (!isPlainObject(raw)) throw ProblemException.badRequest(`${path}: must be an object`);
  return raw;
}

function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** Reads an entry key only if the client sent it, never from the object prototype. */
function own(entry: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(entry, key) ? entry[key] : undefined;
}

function required(entry: Record<string, unknown>, key: string, path: string): unknown {
  const value = own(entry, key);
  if (value === undefined) throw ProblemException.badRequest(`${path}[${key}]: is required`);
  return value;
}

function lookupField(entry: Record<string, unknown>, path: string, fields: ListFields): ListField {
  const name = castString(required(entry, 'field', path), `${path}[field]`);
  if (!Object.hasOwn(fields, name)) {
    throw ProblemException.badRequest(`${path}[field]: unknown field ${describeValue(name)}`);
  }
  return fields[name];
}

// ---------------------------------------------------------------------------------------------
// Filters

/** `filter` and its alias `query` both apply, filter entries first; they share one limit. */
function parseFilters(query: Record<string, unknown>, fields: ListFields): Condition | null {
  const entries = (['filter', 'query'] as const).flatMap((name) =>
    query[name] === undefined ? [] : toList(query[name], name),
  );
  return parseEntryList(entries, { fields, entries: 0 }, 1);
}

/** Folds entries left to right by their `where`, as Doctrine's andWhere/orWhere calls do. */
function parseEntryList(entries: Indexed[], context: FilterContext, depth: number): Condition | null {
  let result: Condition | null = null;
  for (const item of entries) {
    const { junction, condition } = parseFilterEntry(item, context, depth);
    result = result ? joinConditions(junction, result, condition) : condition;
  }
  return result;
}

function parseFilterEntry(
  item: Indexed,
  context: FilterContext,
  depth: number,
): { junction: Junction; condition: Condition } {
  if (++context.entries > FILTER_ENTRIES_MAX) {
    throw ProblemException.badRequest(
      `${item.path}: too many filter entries, at most ${FILTER_ENTRIES_MAX} are allowed`,
    );
  }
  const entry = toEntry(item);
  const junction = parseJunction(own(entry, 'where'), `${item.path}[where]`);
  const type = parseFilterType(entry, item.path);
  const condition =
    FILTER_TYPES[type] === 'conditions'
      ? parseComposite(type === 'orx' ? 'or' : 'and', entry, item.path, context, depth)
      : parseLeaf(type, entry, item.path, context.fields);
  return { junction, condition };
}

function parseJunction(raw: unknown, path: string): Junction {
  if (raw === undefined) return 'and';
  const junction = typeof raw === 'string' ? raw.toLowerCase() : null;
  if (junction !== 'and' && junction !== 'or') {
    throw ProblemException.badRequest(`${path}: must be and or or`);
  }
  return junction;
}

function parseFilterType(entry: Record<string, unknown>, path: string): string {
  const raw = castString(required(entry, 'type', path), `${path}[type]`);
  const type = raw.toLowerCase();
  if (!Object.hasOwn(FILTER_TYPES, type)) {
    throw ProblemException.badRequest(`${path}[type]: unknown type ${describeValue(raw)}`);
  }
  return type;
}

/**
 * orx joins its conditions by OR, andx by AND. A nested entry's own `where` is checked but has no
 * effect there: the container decides how its members combine.
 */
function parseComposite(
  kind: Junction,
  entry: Record<string, unknown>,
  path: string,
  context: FilterContext,
  depth: number,
): Condition {
  if (depth > FILTER_DEPTH_MAX) {
    throw ProblemException.badRequest(`${path}[type]: orx and andx may nest at most ${FILTER_DEPTH_MAX} levels deep`);
  }
  const members = toList(required(entry, 'conditions', path), `${path}[conditions]`);
  if (members.length === 0) throw ProblemException.badRequest(`${path}[conditions]: must not be empty`);
  const conditions = members.map((member) => parseFilterEntry(member, context, depth + 1).condition);
  return { kind, conditions };
}

function parseLeaf(type: string, entry: Record<string, unknown>, path: string, fields: ListFields): Condition {
  const field = lookupField(entry, path, fields);
  const { column } = field;
  const format = field.type === 'datetime' ? parseFormat(entry, path) : null;
  const cast = (key: string): BindValue => castValue(field.type, required(entry, key, path), `${path}[${key}]`, format);

  switch (FILTER_TYPES[type]) {
    case 'value':
      return {
        kind: 'compare',
        column,
        operator: COMPARE_OPERATORS[type],
        value: cast('value'),
      };
    case 'none':
      return { kind: 'null', column, negated: type === 'isnotnull' };
    case 'values':
      return {
        kind: 'in',
        column,
        negated: type === 'notin',
        values: parseValues(entry, path, (raw, valuePath) => castValue(field.type, raw, valuePath, format)),
      };
    case 'range':
      return {
        kind: 'between',
        column,
        from: cast('from'),
        to: cast('to'),
      };
    default: {
      // 'pattern': used literally whatever the field type, `%` and `_` stay wildcards
      const pattern = castString(required(entry, 'value', path), `${path}[value]`);
      if ([...pattern].length > LIKE_PATTERN_MAX) {
        throw ProblemException.badRequest(
          `${path}[value]: a ${type} pattern is at most ${LIKE_PATTERN_MAX} characters`,
        );
      }
      return { kind: 'like', column, negated: type === 'notlike', pattern };
    }
  }
}

function parseFormat(entry: Record<string, unknown>, path: string): DateFormat | null {
  const raw = own(entry, 'format');
  return raw === undefined ? null : parseDateFormat(raw, `${path}[format]`);
}

/** `values` is a list, or a single value for clients that send `values=x`. */
function parseValues(
  entry: Record<string, unknown>,
  path: string,
  cast: (raw: unknown, valuePath: string) => BindValue,
): BindValue[] {
  const raw = required(entry, 'values', path);
  if (typeof raw === 'string') return [cast(raw, `${path}[values]`)];
  const values = toList(raw, `${path}[values]`);
  if (values.length === 0) throw ProblemException.badRequest(`${path}[values]: must not be empty`);
  if (values.length > IN_VALUES_MAX) {
    throw ProblemException.badRequest(`${path}[values]: at most ${IN_VALUES_MAX} values are allowed`);
  }
  return values.map((value) => cast(value.raw, value.path));
}

// ---------------------------------------------------------------------------------------------
// Order

function parseOrderBy(raw: unknown, fields: ListFields, idColumn: string): ParsedListQuery['orderBy'] {
  const entries = raw === undefined ? [] : toList(raw, 'order-by');
  if (entries.length > ORDER_ENTRIES_MAX) {
    throw ProblemException.badRequest(
      `${entries[ORDER_ENTRIES_MAX].path}: too many order-by entries, at most ${ORDER_ENTRIES_MAX} are allowed`,
    );
  }
  const orderBy = entries.map((item) => parseOrderEntry(item, fields));
  // Without a unique last key, rows that tie could move between pages.
  if (!orderBy.some((order) => order.column === idColumn)) {
    orderBy.push({ column: idColumn, direction: 'ASC' });
  }
  return orderBy;
}

function parseOrderEntry(item: Indexed, fields: ListFields): ParsedListQuery['orderBy'][number] {
  const entry = toEntry(item);
  const type = own(entry, 'type');
  if (type !== undefined && (typeof type !== 'string' || type.toLowerCase() !== 'field')) {
    throw ProblemException.badRequest(`${item.path}[type]: must be field`);
  }
  const { column } = lookupField(entry, item.path, fields);
  return { column, direction: parseDirection(own(entry, 'direction'), `${item.path}[direction]`) };
}

function parseDirection(raw: unknown, path: string): OrderDirection {
  if (raw === undefined) return 'ASC';
  const direction = typeof raw === 'string' ? raw.toUpperCase() : null;
  if (direction !== 'ASC' && direction !== 'DESC') {
    throw ProblemException.badRequest(`${path}: must be asc or desc`);
  }
  return direction;
}
