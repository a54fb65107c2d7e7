/** The publication's statements: a doc's visible pages, and page contents by id. */
import { type EntityManager, In } from 'typeorm';

import { Page } from '../editions/page.entity.js';
import type { PageContent } from '../editions/page-content.js';
import type { ListedPage } from './doc-view.js';

/** The doc's visible pages in order (position, then id), without their contents. */
export function listedPageRows(manager: EntityManager, docId: number): Promise<ListedPage[]> {
  return manager.find(Page, {
    select: { id: true, identifier: true, name: true, position: true },
    where: { edition_id: docId, is_visible: true },
    order: { position: 'ASC', id: 'ASC' },
  });
}

/** The doc's visible pages in order, with their stored contents. */
export function storedPageRows(
  manager: EntityManager,
  docId: number,
): Promise<(ListedPage & { content: PageContent })[]> {
  return manager.find(Page, {
    select: { id: true, identifier: true, name: true, position: true, content: true },
    where: { edition_id: docId, is_visible: true },
    order: { position: 'ASC', id: 'ASC' },
  });
}

/** Stored page contents by id, in one statement; an id with no page is absent. */
export async function pageContents(manager: EntityManager, ids: number[]): Promise<Map<number, PageContent>> {
  if (ids.length === 0) return new Map();
  const rows = await manager.find(Page, { select: { id: true, content: true }, where: { id: In(ids) } });
  return new Map(rows.map((row) => [row.id, row.content]));
}
