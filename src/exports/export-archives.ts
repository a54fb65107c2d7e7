import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { MediaStorage } from '../media-library/storage/media-storage.js';
import { Job } from './job.entity.js';

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

/**
 * The stored archives of export jobs, for everything that removes jobs: a job's DELETE, the
 * retention sweep, and the deletes of a doc, a project or a workspace (whose jobs go by foreign
 * key cascade). As with media files, keys are read inside the deleting transaction and the bytes
 * go after it committed, so a rollback never leaves a row without its archive.
 */
@Injectable()
export class ExportArchives {
  private readonly logger = new Logger('ExportArchives');

  constructor(private readonly storage: MediaStorage) {}

  /** Removes stored archives; a failing store is logged, never thrown (the rows are already gone). */
  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.logger.error(
          `export archive ${key} could not be removed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
