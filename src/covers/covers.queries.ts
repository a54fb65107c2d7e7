/** The covers' statements: the doc a cover is of, its image's row, and the stored cover. */
import type { EntityManager } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { MediaFile } from '../media-library/file.entity.js';
import { Title } from '../titles/title.entity.js';
import { EditionCover } from './edition-cover.entity.js';

/** What a doc's cover is of: the doc, its workspace, its screenshot (when set) and its project's name. */
export interface CoverSubject {
  id: number;
  name: string;
  workspaceId: number;
  screenshotId: number | null;
  projectName: string;
}

/** The doc by id, in whichever workspace holds it (a signed link names it), with its project's name; null when gone. */
export async function coverSubject(manager: EntityManager, editionId: number): Promise<CoverSubject | null> {
  const row = await manager
    .createQueryBuilder(Edition, 'e')
    .innerJoin(Title, 't', 't.id = e.title_id')
    .select(['e.id AS id', 'e.name AS name', 'e.workspace_id AS workspace_id', 'e.screenshot_id AS screenshot_id'])
    .addSelect('t.name', 'project_name')
    .where('e.id = :id', { id: editionId })
    .getRawOne<Record<string, unknown>>();
  if (!row) return null;
  return {
    id: Number(row.id),
    name: String(row.name),
    workspaceId: Number(row.workspace_id),
    screenshotId: row.screenshot_id === null ? null : Number(row.screenshot_id),
    projectName: String(row.project_name),
  };
}

/** An image of the workspace by id (its bytes' key and checksum), or null. */
export function coverImageFile(manager: EntityManager, workspaceId: number, id: number): Promise<MediaFile | null> {
  return manager.findOneBy(MediaFile, { id, workspace_id: workspaceId, kind: 'image' });
}

/** The doc's stored cover, bytes and all, or null. */
export function storedCover(manager: EntityManager, editionId: number): Promise<EditionCover | null> {
  return manager.findOneBy(EditionCover, { edition_id: editionId });
}

/** Stores the doc's cover in place of the one before (one row per doc); a doc deleted meanwhile keeps none. */
export async function saveCover(manager: EntityManager, cover: EditionCover): Promise<void> {
  if (!(await manager.existsBy(Edition, { id: cover.edition_id }))) return;
  const { edition_id, content_hash, kind, png, render_ms, rendered_on } = cover;
  await manager.upsert(EditionCover, { edition_id, content_hash, kind, png, render_ms, rendered_on }, ['edition_id']);
}
