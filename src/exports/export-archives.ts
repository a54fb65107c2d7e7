import type { EntityManager } from 'typeorm';

import type { InWorkspace } from '../common/workspace-scope.js';
import { Edition } from '../editions/edition.entity.js';
import type { DoomedRow, StoredKeyOwner } from '../storage/stored-key-owners.js';
import { Title } from '../titles/title.entity.js';
import { Job } from './job.entity.js';
import { JOBS } from './job.queries.js';

/**
 * The stored archives of export jobs. Jobs go with their doc, project or workspace by foreign key
 * cascade; their archives are found here, inside the deleting transaction, and removed after it
 * committed (DeleteAfterCommit), so a rollback never leaves a row without its archive.
 */
export const ARCHIVE_KEY_OWNER: StoredKeyOwner = { entity: Job, column: 'archive_key', keysBelow: archiveKeysBelow };

async function archiveKeysBelow(manager: EntityManager, parent: DoomedRow): Promise<string[]> {
  if (parent.entity === Edition) return archiveKeysOf(manager, parent, { edition_id: parent.id });
  if (parent.entity === Title) return archiveKeysOf(manager, parent, { title_id: parent.id });
  return [];
}

/** The archive keys of the workspace's jobs `where` selects, read in the caller's (deleting) transaction. */
export async function archiveKeysOf(
  manager: EntityManager,
  scope: InWorkspace,
  where: { edition_id?: number; title_id?: number } = {},
): Promise<string[]> {
  const qb = JOBS.query(manager, scope).select('job.archive_key', 'key').andWhere('job.archive_key IS NOT NULL');
  if (where.edition_id !== undefined) qb.andWhere('job.edition_id = :editionId', { editionId: where.edition_id });
  if (where.title_id !== undefined)
    qb.innerJoin('job.edition', 'edition').andWhere('edition.title_id = :titleId', { titleId: where.title_id });
  return (await qb.getRawMany<{ key: string }>()).map((row) => row.key);
}
