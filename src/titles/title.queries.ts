import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { hydrate } from '../database/hydrate.js';
import { Title } from './title.entity.js';
import { type EditionCounts, NO_EDITIONS } from './title.presenter.js';

/**
 * How a project's `_computed` edition counts are read, written once: GET (one statement with the
 * row), lists (the same expressions on a page), the ETag precondition of a write, and the
 * benchmark's raw baseline (`bench/sql.ts`) all use these expressions.
 */
function editionCountExpressions(alias: string): Record<keyof CountsRow, string> {
  return {
    editions_total: `(SELECT COUNT(*) FROM edition e WHERE e.title_id = ${alias}.id)`,
    editions_published: `(SELECT COUNT(*) FROM edition e WHERE e.title_id = ${alias}.id AND e.status = 'published')`,
  };
}

/** The counts as select-list columns of a statement that reads the project as `alias`. */
export function editionCountColumns(alias: string): string {
  return Object.entries(editionCountExpressions(alias))
    .map(([name, expression]) => `${expression} AS ${name}`)
    .join(', ');
}

interface CountsRow {
  editions_total: number | string;
  editions_published: number | string;
}

const countsOf = (row: CountsRow): EditionCounts => ({ total: Number(row.editions_total), published: Number(row.editions_published) });

const TITLE_BY_ID = `SELECT title.*, ${editionCountColumns('title')} FROM title title WHERE title.id = ? AND title.workspace_id = ?`;

const COUNTS_BY_ID = `SELECT ${editionCountColumns('title')} FROM title title WHERE title.id = ?`;

/** A project of the workspace with its counts, in one statement; null when there is none. */
export async function titleById(dataSource: DataSource, id: number, workspaceId: number): Promise<{ title: Title; counts: EditionCounts } | null> {
  const [row] = (await dataSource.query(TITLE_BY_ID, [id, workspaceId])) as (Record<string, unknown> & CountsRow)[];
  return row ? { title: hydrate(dataSource, Title, row), counts: countsOf(row) } : null;
}

/** A page of projects with their counts, in the page's own statement. */
export async function titlesWithCounts(qb: SelectQueryBuilder<Title>): Promise<{ title: Title; counts: EditionCounts }[]> {
  for (const [name, expression] of Object.entries(editionCountExpressions(qb.alias))) qb.addSelect(expression, name);
  const { entities, raw } = await qb.getRawAndEntities<CountsRow & { title_id: number | string }>();
  const counts = new Map(raw.map((row) => [Number(row.title_id), countsOf(row)]));
  return entities.map((title) => ({ title, counts: counts.get(title.id) ?? NO_EDITIONS }));
}

/** One project's counts now, through the write's transaction. */
export async function editionCounts(manager: EntityManager, titleId: number): Promise<EditionCounts> {
  const [row] = (await manager.query(COUNTS_BY_ID, [titleId])) as CountsRow[];
  return row ? countsOf(row) : NO_EDITIONS;
}
