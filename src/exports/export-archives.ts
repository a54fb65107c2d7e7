import type { EntityManager } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import type { DoomedRow, StoredKeyOwner } from '../storage/stored-key-owners.js';
import { Title } from '../titles/title.entity.js';
import { Job } from './job.entity.js';

/**
 * The stored archives of export jobs. Jobs go with their doc, project or workspace by foreign key
 * cascade; their archives are found here, inside the deleting transaction, and removed after it
 * committed (DeleteAfterCommit), so a rollback never leaves a row without its archive.
 */
export const ARCHIVE_KEY_OWNER: StoredKeyOwner = { entity: Job, column: 'archive_key', keysBelow: archiveKeysBelow };

async function archiveKeysBelow(manager: EntityManager, parent: DoomedRow): Promise<string[]> {
  if (parent.entity === Edition)
    return archiveKeysOf(manager, { workspace_id: parent.workspaceId, edition_id: parent.id });
  if (parent.entity === Title) return archiveKeysOf(manager, { workspace_id: parent.workspaceId, title_id: parent.id });
  return [];
}

/** The archive keys of the jobs `where` selects, read in the caller's (deleting) transaction. */
export async function archiveKeysOf(
  manager: EntityManager,
  where: { workspace_id: number; edition_id?: number; title_id?: number },
): Promise<string[]> {
  const qb = manager
    .getRepository(Job)
    .createQueryBuilder('job')
    .select('job.archive_key', 'key')
    .where('job.workspace_id = :workspaceId', { workspaceId: where.workspace_id })
    .andWhere('job.archive_key IS NOT NULL');
  if (where.edition_id !== undefined) qb.andWhere('job.edition_id = :editionId', { editionId: where.edition_id });
  if (where.title_id !== undefined)
    qb.innerJoin('job.edition', 'edition').andWhere('edition.title_id = :titleId', { titleId: where.title_id });
  return (await qb.getRawMany<{ key: string }>()).map((row) => row.key);
}
