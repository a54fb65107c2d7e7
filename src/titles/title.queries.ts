import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import { WorkspaceScope } from '../common/workspace-scope.js';
import { hotRead, idsIn } from '../database/hot-reads.js';
import { hydrate, hydrateColumn } from '../database/hydrate.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { Title } from './title.entity.js';
import type { EditionCounts } from './title.presenter.js';

/** The workspace's projects: every read and write of a project by id goes through it. */
export const TITLES = new WorkspaceScope(Title, 'title');

/**
 * How a project's `_computed` edition counts are read, written once: GET (one statement with the
 * row), lists (the same expressions on a page), the ETag precondition of a write, and the
 * benchmark's raw baseline (`bench/sql.ts`) all use these expressions. They are counter columns
 * the database keeps exact with triggers on `edition` (migration EditionCounters), so every
 * read is of the row alone.
 */
function editionCountExpressions(alias: string): Record<keyof CountsRow, string> {
  return {
    editions_total: `${alias}.editions_total`,
    editions_published: `${alias}.editions_published`,
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

const countsOf = (row: CountsRow): EditionCounts => ({
  total: Number(row.editions_total),
  published: Number(row.editions_published),
});

// The statements' text is built once, at load: the workspace clause costs a request nothing. The
// workspace's identifier comes in the same statement: the project's public address names it.
const FROM_TITLE_WITH_WORKSPACE = ` FROM title title JOIN workspace title_workspace ON title_workspace.id = title.workspace_id`;
const FROM_TITLE_IN_WORKSPACE = `${FROM_TITLE_WITH_WORKSPACE} WHERE title.id = ? AND ${TITLES.sql()}`;
const KEY_COLUMNS = `${editionCountColumns('title')}, title_workspace.identifier AS title_workspace_identifier`;
const TITLE_BY_ID = `SELECT title.*, ${KEY_COLUMNS}${FROM_TITLE_IN_WORKSPACE}`;
/** What a project's representation key needs and no more: five columns to parse, not the row's thirty-one. */
const TITLE_VERSION_BY_ID = `SELECT title.row_version, title.created_on, ${KEY_COLUMNS}${FROM_TITLE_IN_WORKSPACE}`;
/** A page's rows, by the ids of the page (`idsIn`'s placeholders follow). */
const TITLES_BY_IDS = `SELECT title.*, ${KEY_COLUMNS}${FROM_TITLE_WITH_WORKSPACE} WHERE ${TITLES.sql()} AND title.id IN `;

type KeyRow = Record<string, unknown> & CountsRow & { title_workspace_identifier: string };

/** A project's version: what its representation key is made of. */
export interface TitleVersion {
  counts: EditionCounts;
  workspace: string;
  /** The row's version and creation time (ms): with the counts and the workspace, its representation key. */
  rowVersion: number;
  createdMs: number;
}

/** A project read by id: its version, and the row hydrated only when asked. */
export interface TitleRead extends TitleVersion {
  /** The row as an entity (hydrated on the call). */
  title(): Title;
}

/**
 * The version of a project of the workspace (null when there is none): a GET by id whose bytes
 * are held at that version reads no more of the row (common/http/shared-representation.ts).
 */
export async function titleVersion(
  dataSource: DataSource,
  id: number,
  workspaceId: number,
): Promise<TitleVersion | null> {
  const [row] = (await hotRead(dataSource, TITLE_VERSION_BY_ID, [id, workspaceId])) as KeyRow[];
  return row ? versionOf(dataSource, row) : null;
}

/**
 * A project of the workspace with its counts and its workspace's identifier, in one statement;
 * null when there is none. The entity is hydrated only when the caller asks for it.
 */
export async function titleById(dataSource: DataSource, id: number, workspaceId: number): Promise<TitleRead | null> {
  const [row] = (await hotRead(dataSource, TITLE_BY_ID, [id, workspaceId])) as KeyRow[];
  if (!row) return null;
  return { ...versionOf(dataSource, row), title: () => hydrate(dataSource, Title, row) };
}

function versionOf(dataSource: DataSource, row: KeyRow): TitleVersion {
  return {
    counts: countsOf(row),
    workspace: row.title_workspace_identifier,
    rowVersion: Number(row.row_version),
    createdMs: (hydrateColumn(dataSource, Title, row, 'created_on') as Date).getTime(),
  };
}

/**
 * The rows of a page of projects (`ids`, the workspace's) with their counts and their
 * workspace's identifier (the project's address names it), in one prepared statement (one of a
 * few, see idsIn), hydrated as a GET by id hydrates its row: the query builder's entity loading
 * would build the statement anew and map every column through TypeORM's generic per-column code
 * for every row (bench/levers.md, "Speed round 3, seventh pass").
 */
export function titlesOfPage(
  dataSource: DataSource,
  workspaceId: number,
): (_page: unknown, ids: number[]) => Promise<{ title: Title; counts: EditionCounts; workspace: string }[]> {
  return async (_page, ids) => {
    const { placeholders, values } = idsIn(ids);
    const rows = (await hotRead(dataSource, `${TITLES_BY_IDS}(${placeholders})`, [workspaceId, ...values])) as KeyRow[];
    return rows.map((row) => ({
      title: hydrate(dataSource, Title, row),
      counts: countsOf(row),
      workspace: row.title_workspace_identifier,
    }));
  };
}

/** One project's counts as its row holds them: a write reads them from the row it locked. */
export function countsOfRow(title: Title): EditionCounts {
  return { total: title.editions_total, published: title.editions_published };
}

/** Inserts a new project; its id. */
export async function insertTitle(manager: EntityManager, title: Title): Promise<number> {
  const result = await manager.insert(Title, title as QueryDeepPartialEntity<Title>);
  return Number(result.identifiers[0].id);
}

/** Writes a locked project's columns back (a unique identifier clash fails here). */
export async function updateTitleRow(manager: EntityManager, id: number, columns: Partial<Title>): Promise<void> {
  await manager.update(Title, { id }, columns as QueryDeepPartialEntity<Title>);
}

/** Deletes the workspace's project `id`; whether there was one. */
export async function deleteTitle(manager: EntityManager, workspaceId: number, id: number): Promise<boolean> {
  const result = await manager.delete(Title, TITLES.where({ workspaceId }, { id }));
  return Boolean(result.affected);
}

/** The workspace's identifier, the first name of its projects' addresses (one read by primary key). */
export async function workspaceIdentifier(manager: EntityManager, workspaceId: number): Promise<string> {
  const row = await manager.findOne(Workspace, { select: { id: true, identifier: true }, where: { id: workspaceId } });
  return row?.identifier ?? '';
}
