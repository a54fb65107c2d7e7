import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';

import type { InWorkspace } from '../common/workspace-scope.js';
import { markDocChanged } from '../database/content-changes.js';
import { forUpdate, lockRow } from '../database/locks.js';
import { MediaFile } from '../media-library/file.entity.js';
import { FILES } from '../media-library/media.queries.js';
import { Edition } from './edition.entity.js';
import { EDITIONS, PAGES } from './edition.queries.js';
import { Page } from './page.entity.js';

/** Every column but `content`: a list never reads the trees. */
const LIST_COLUMNS = [
  'id',
  'workspace_id',
  'edition_id',
  'name',
  'identifier',
  'position',
  'is_visible',
  'created_on',
  'modified_on',
].map((c) => `page.${c}`);

/** A list page's pages, without their trees. */
export function listedPages(pages: SelectQueryBuilder<Page>): Promise<Page[]> {
  return pages.select(LIST_COLUMNS).getMany();
}

/** The workspace's page `id`; null outside the workspace. */
export function pageOf(dataSource: DataSource, scope: InWorkspace, id: number): Promise<Page | null> {
  return dataSource.manager.findOneBy(Page, PAGES.where(scope, { id }));
}

/** The workspace's page `id`, its doc only (unlocked); null outside the workspace. */
export function pageDoc(manager: EntityManager, scope: InWorkspace, id: number): Promise<Page | null> {
  return manager.findOne(Page, { select: { id: true, edition_id: true }, where: PAGES.where(scope, { id }) });
}

/** The workspace's page `id`, locked for the transaction (`withContent` false: without its tree); null outside it. */
export function lockedPage(
  manager: EntityManager,
  scope: InWorkspace,
  id: number,
  withContent: boolean,
): Promise<Page | null> {
  const qb = PAGES.queryById(manager, scope, id);
  return lockRow(withContent ? qb : qb.select(LIST_COLUMNS));
}

/** The workspace's doc `id` (its id only), locked for the transaction; null outside the workspace. */
export function lockedDoc(manager: EntityManager, scope: InWorkspace, id: number): Promise<Edition | null> {
  return lockRow(EDITIONS.queryById(manager, scope, id).select('edition.id'));
}

/** Inserts a page; its id. */
export async function insertPage(manager: EntityManager, page: Page): Promise<number> {
  return Number((await manager.insert(Page, page as QueryDeepPartialEntity<Page>)).identifiers[0].id);
}

export async function updatePageRow(manager: EntityManager, id: number, columns: object): Promise<void> {
  await manager.update(Page, { id }, columns as QueryDeepPartialEntity<Page>);
}

/** Writes the page's tree as the given JSON text (TypeORM would serialise a value again, on the event loop). */
export async function writeContentJson(manager: EntityManager, id: number, json: string, now: Date): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(Page)
    .set({ content: () => ':content', modified_on: now } as QueryDeepPartialEntity<Page>)
    .where('id = :id', { id })
    .setParameter('content', json)
    .execute();
}

export async function deletePage(manager: EntityManager, id: number): Promise<void> {
  await manager.delete(Page, { id });
}

/** The doc's page count, read past any snapshot (a locking read on MySQL); call it with the doc locked. */
export async function countPages(manager: EntityManager, editionId: number): Promise<number> {
  const qb = manager
    .getRepository(Page)
    .createQueryBuilder('page')
    .select('COUNT(*)', 'n')
    .where('page.edition_id = :editionId', { editionId });
  // FOR UPDATE, not a shared lock: MariaDB has no `FOR SHARE`, and the doc lock already serialises these writers.
  forUpdate(qb);
  return Number((await qb.getRawOne<{ n: number | string }>())?.n ?? 0);
}

/** `+1` or `-1` on the positions in `[from, to)` (`to` null: to the end) of one doc. */
export async function shift(
  manager: EntityManager,
  editionId: number,
  sign: '+' | '-',
  from: number,
  to: number | null,
): Promise<void> {
  const qb = manager
    .createQueryBuilder()
    .update(Page)
    .set({ position: () => `position ${sign} 1` })
    .where('edition_id = :editionId AND position >= :from', { editionId, from });
  if (to !== null) qb.andWhere('position < :to', { to });
  await qb.execute();
}

/** A page's change is a change of its doc too (`affected_on`). */
export async function touchEdition(manager: EntityManager, editionId: number, now: Date): Promise<void> {
  await manager.update(Edition, { id: editionId }, { affected_on: now });
  markDocChanged(manager, editionId);
}

/**
 * A page's tree as the bytes of JSON text the database holds, not decoded nor parsed on the event
 * loop (a 1 MiB string per request also kept its garbage collector busy). A locking read: on MySQL
 * a plain one would answer from the transaction's snapshot, taken before the page was locked, and
 * lose a concurrent edit. MySQL's driver would parse a JSON column itself, so the bytes come
 * through a cast, as the server writes the JSON (MySQL adds spaces: their count is no measure of
 * the size); SQLite's are exactly what the app wrote, JSON.stringify's compact form, so their
 * count is the size. The bytes are a copy of their own, so they can move to the worker, not be copied.
 */
export async function storedContentBytes(
  manager: EntityManager,
  pageId: number,
): Promise<{ stored: Uint8Array; storedBytes?: number }> {
  const sqlite = manager.connection.options.type === 'better-sqlite3';
  const qb = manager
    .createQueryBuilder()
    .select(sqlite ? 'CAST(page.content AS BLOB)' : 'CAST(page.content AS BINARY)', 'content')
    .from(Page, 'page')
    .where('page.id = :id', { id: pageId });
  const { content } = (await forUpdate(qb).getRawOne<{ content: Buffer }>())!;
  // A driver's Buffer may be a view into a larger one (a network packet): moving that would take the rest with it.
  const own =
    content.byteOffset === 0 && content.byteLength === content.buffer.byteLength ? content : new Uint8Array(content);
  return { stored: own, storedBytes: sqlite ? own.byteLength : undefined };
}

/** The workspace's files of these ids: their kinds and types (a tree's references). */
export function referencedFiles(
  manager: EntityManager,
  scope: InWorkspace,
  ids: number[],
): Promise<Pick<MediaFile, 'id' | 'kind' | 'mime_type'>[]> {
  return manager.find(MediaFile, {
    select: { id: true, kind: true, mime_type: true },
    where: FILES.where(scope, { id: In(ids) }),
  });
}
