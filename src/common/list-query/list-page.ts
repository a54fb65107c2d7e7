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
 * Loads the rows of one page: the caller's scoped query builder, narrowed to the page's ids, and
 * those ids. The default is `getMany()`; a resource that needs more per row (counts) selects it
 * here, or reads the ids in a statement of its own.
 */
export type PageLoader<T extends ObjectLiteral, R> = (pageQuery: SelectQueryBuilder<T>, ids: number[]) => Promise<R[]>;

/**
 * Runs a list request against a query builder already scoped to the caller: parses and
 * validates the query before any SQL, then one COUNT, one SELECT of the page's ids, and one
 * SELECT of the rows by id. Paging ids rather than rows lets the sort and the OFFSET walk index
 * entries instead of whole rows (a late row lookup), so a deep page costs about what page 1 does.
 */
export async function fetchListPage<T extends ObjectLiteral, R = T>(
  qb: SelectQueryBuilder<T>,
  query: Record<string, unknown>,
  fields: ListFields,
  idColumn: string,
  load?: PageLoader<T, R>,
  idOf: (row: R) => number = (row) => Number((row as { id: unknown }).id),
): Promise<ListPage<R>> {
  const parsed = parseListQuery(query, fields, idColumn);
  const scoped = qb.clone();
  applyListQuery(qb, parsed);
  const totalItems = await qb.clone().getCount();
  assertPageInRange(parsed.page, Math.ceil(totalItems / parsed.limit));
  if (totalItems === 0) return { rows: [], totalItems, page: parsed.page, limit: parsed.limit };

  const ids = // On a clone: a clone's joins still read the original's selection (TypeORM's JoinAttribute
    // keeps the map it was cloned from), so the original must keep selecting its joined rows.
    (
      await qb
        .clone()
        .select(idColumn, 'id')
        .offset(pageOffset(parsed))
        .limit(parsed.limit)
        .getRawMany<{ id: number | string }>()
    ).map((row) => Number(row.id));
  const loaded =
    ids.length === 0
      ? []
      : await (load ?? ((page) => page.getMany() as unknown as Promise<R[]>))(
          scoped.andWhere(`${idColumn} IN (:...listPageIds)`, { listPageIds: ids }),
          ids,
        );
  // The rows come back in index order; the page's order is the ids'.
  const byId = new Map(loaded.map((row) => [idOf(row), row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, totalItems, page: parsed.page, limit: parsed.limit };
}
