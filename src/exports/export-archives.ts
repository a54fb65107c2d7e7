import type { EntityManager } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import type { DoomedRow, StoredKeyOwner } from '../storage/stored-key-owners.js';
import { Title } from '../titles/title.entity.js';
import { Job } from './job.entity.js';
import { archiveKeysOf } from './job.queries.js';

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
