import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import type { InWorkspace } from '../common/workspace-scope.js';
import { WorkspaceScope } from '../common/workspace-scope.js';
import { hydrate } from '../database/hydrate.js';
import { lockRow } from '../database/locks.js';
import { MediaFile } from '../media-library/file.entity.js';
import { FILES } from '../media-library/media.queries.js';
import { Title } from '../titles/title.entity.js';
import { TITLES } from '../titles/title.queries.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { Edition } from './edition.entity.js';
import type { EditionContext } from './edition.presenter.js';
import { Page } from './page.entity.js';

/** The workspace's docs and pages: every read and write of one by id goes through these. */
export const EDITIONS = new WorkspaceScope(Edition, 'edition');
export const PAGES = new WorkspaceScope(Page, 'page');

/*
 * What a doc's resource shows besides its row (its project's address and its page count), read
 * the same way by GET (one statement with the row), lists (on a page) and writes (after the write).
 */

const PAGES_COUNT = '(SELECT COUNT(*) FROM page p WHERE p.edition_id = edition.id)';

const EDITION_BY_ID =
  `SELECT edition.*, title.identifier AS title_identifier, title.hostname AS title_hostname, workspace.identifier AS workspace_identifier, ${PAGES_COUNT} AS pages_count ` +
  `FROM edition edition INNER JOIN title title ON title.id = edition.title_id INNER JOIN workspace workspace ON workspace.id = edition.workspace_id WHERE edition.id = ? AND ${EDITIONS.sql()}`;

/** A doc of the workspace with its context, in one statement; null when there is none. */
export async function editionById(
  dataSource: DataSource,
  id: number,
  scope: InWorkspace,
): Promise<{ edition: Edition; context: EditionContext } | null> {
  const [row] = (await dataSource.query(EDITION_BY_ID, [id, scope.workspaceId])) as Record<string, unknown>[];
  if (!row) return null;
  const context = {
    project: {
      identifier: row.title_identifier as string,
      hostname: row.title_hostname as string | null,
      workspace: row.workspace_identifier as string,
    },
    pagesCount: Number(row.pages_count),
  };
  return { edition: hydrate(dataSource, Edition, row), context };
}

/** Docs with their context, in the query's own statement (a list's page, or one doc after a write). */
export async function withContext(
  qb: SelectQueryBuilder<Edition>,
): Promise<{ edition: Edition; context: EditionContext }[]> {
  const { entities, raw } = await qb
    .innerJoin('edition.title', 'title')
    .addSelect(['title.id', 'title.identifier', 'title.hostname'])
    .innerJoin('edition.workspace', 'workspace')
    .addSelect(['workspace.id', 'workspace.identifier'])
    .addSelect(PAGES_COUNT, 'pages_count')
    .getRawAndEntities<{ edition_id: number | string; pages_count: number | string }>();
  const counts = new Map(raw.map((row) => [Number(row.edition_id), Number(row.pages_count)]));
  return entities.map((edition) => ({
    edition,
    context: {
      project: {
        identifier: edition.title!.identifier,
        hostname: edition.title!.hostname,
        workspace: edition.workspace!.identifier,
      },
      pagesCount: counts.get(edition.id) ?? 0,
    },
  }));
}

/** The doc `id` with its context, read after a write in the writer's transaction. */
export async function editionContext(manager: EntityManager, id: number): Promise<EditionContext> {
  const [row] = await withContext(
    manager.getRepository(Edition).createQueryBuilder('edition').where('edition.id = :id', { id }),
  );
  return row.context;
}

/** Inserts a doc; its id. */
export async function insertEdition(manager: EntityManager, edition: Edition): Promise<number> {
  return Number((await manager.insert(Edition, edition as QueryDeepPartialEntity<Edition>)).identifiers[0].id);
}

export async function updateEditionRow(manager: EntityManager, id: number, columns: object): Promise<void> {
  await manager.update(Edition, { id }, columns as QueryDeepPartialEntity<Edition>);
}

export async function deleteEdition(manager: EntityManager, id: number): Promise<void> {
  await manager.delete(Edition, { id });
}

/** The workspace's identifier (a doc's address). */
export async function workspaceIdentifierOf(manager: EntityManager, workspaceId: number): Promise<string> {
  const workspace = await manager.findOneOrFail(Workspace, {
    select: { id: true, identifier: true },
    where: { id: workspaceId },
  });
  return workspace.identifier;
}

/** The project of the workspace's doc `id`; undefined outside the workspace. */
export async function projectOfDoc(
  dataSource: DataSource,
  scope: InWorkspace,
  id: number,
): Promise<number | undefined> {
  const found = await dataSource.manager.findOne(Edition, {
    select: { id: true, title_id: true },
    where: EDITIONS.where(scope, { id }),
  });
  return found?.title_id;
}

/** The workspace's project `id`, what a doc's address needs of it; null outside the workspace. */
export function projectAddress(manager: EntityManager, scope: InWorkspace, id: number): Promise<Title | null> {
  return manager.findOne(Title, {
    select: { id: true, identifier: true, hostname: true },
    where: TITLES.where(scope, { id }),
  });
}

/** Whether `id` is an image of the workspace. */
export function imageExists(manager: EntityManager, scope: InWorkspace, id: number): Promise<boolean> {
  return manager.exists(MediaFile, { where: FILES.where(scope, { id, kind: 'image' }) });
}

/**
 * Making a doc the default takes the project's row first, so two such writes to one project take
 * turns instead of each locking its doc and then waiting for the other's (a deadlock). Deleting a
 * project takes the same row, then its docs: the same order.
 */
export async function lockProject(manager: EntityManager, titleId: number): Promise<void> {
  await lockRow(
    manager
      .getRepository(Title)
      .createQueryBuilder('title')
      .select('title.id')
      .where('title.id = :titleId', { titleId }),
  );
}

/** At most one default doc per project: called in the transaction that sets a new one, after lockProject. */
export async function clearDefault(manager: EntityManager, titleId: number): Promise<void> {
  await manager.update(Edition, { title_id: titleId, is_default: true }, { is_default: false });
}

/** One statement: every page of `from`, in its position, under `to`. */
export async function copyPages(manager: EntityManager, from: number, to: number, now: Date): Promise<void> {
  const columns = ['workspace_id', 'name', 'identifier', 'position', 'is_visible', 'content'];
  const { driver } = manager.connection;
  const escape = (name: string) => driver.escape(name);
  // A raw statement binds what the driver stores (SQLite keeps date-times as text).
  const stamp = driver.preparePersistentValue(
    now,
    manager.connection.getMetadata(Page).findColumnWithPropertyName('created_on')!,
  ) as unknown;
  const list = columns.map(escape).join(', ');
  await manager.query(
    `INSERT INTO ${escape('page')} (${escape('edition_id')}, ${list}, ${escape('created_on')}, ${escape('modified_on')}) ` +
      `SELECT ?, ${list}, ?, ? FROM ${escape('page')} WHERE ${escape('edition_id')} = ? ORDER BY ${escape('position')}`,
    [to, stamp, stamp, from],
  );
}
