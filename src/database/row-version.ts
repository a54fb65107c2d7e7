import type { EntityManager } from 'typeorm';

import type { VERSIONED_TABLES } from './migrations/shared/row-versions.js';

const STATEMENTS: Record<(typeof VERSIONED_TABLES)[number], string> = {
  title: 'SELECT row_version FROM title WHERE id = ?',
  user: 'SELECT row_version FROM user WHERE id = ?',
};

/**
 * A row's `row_version` as the write's own transaction now sees it. A write reads it after its
 * last statement rather than counting: the database moves it for every update of the row, the
 * ones its triggers make included (a user's membership insert counts them in, and moves it).
 */
export async function rowVersion(
  manager: EntityManager,
  table: (typeof VERSIONED_TABLES)[number],
  id: number,
): Promise<number> {
  const [row] = (await manager.query(STATEMENTS[table], [id])) as { row_version: number | string }[];
  return Number(row.row_version);
}
