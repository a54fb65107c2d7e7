import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListFields } from './list-fields.js';
import { applyListQuery, assertPageInRange, pageOffset, parseListQuery } from './list-query.js';

export interface ListPage<T> {
  rows: T[];
  totalItems: number;
  page: number;
  limit: number;
}

/**
 * Runs a list request against a query builder already scoped to the caller: parses and
 * validates the query before any SQL, then one COUNT and one page SELECT.
 */
export async function fetchListPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: Record<string, unknown>,
  fields: ListFields,
  idColumn: string,
): Promise<ListPage<T>> {
  const parsed = parseListQuery(query, fields, idColumn);
  applyListQuery(qb, parsed);
  const totalItems = await qb.clone().getCount();
  assertPageInRange(parsed.page, Math.ceil(totalItems / parsed.limit));
  const rows = totalItems === 0 ? [] : await qb.offset(pageOffset(parsed)).limit(parsed.limit).getMany();
  return { rows, totalItems, page: parsed.page, limit: parsed.limit };
}
