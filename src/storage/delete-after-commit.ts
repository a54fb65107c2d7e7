import { Injectable, Logger } from '@nestjs/common';

import { BlobStorage } from './blob-storage.js';

/** Deletes in flight at once: a workspace can hold many thousands of stored keys. */
const PARALLEL = 8;

/**
 * The one way stored bytes go once their rows are gone (a media file, an image's variants, an
 * export archive): the keys are read inside the deleting transaction and handed here after it
 * committed, so a rollback never leaves a row without its bytes. A failing store is logged, never
 * thrown: the rows are already gone, and the orphan sweep takes what is left.
 */
@Injectable()
export class DeleteAfterCommit {
  private readonly logger = new Logger('Storage');

  constructor(private readonly storage: BlobStorage) {}

  async delete(keys: readonly string[]): Promise<void> {
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
        try {
          await this.storage.delete(key);
        } catch (error) {
          this.logger.error(
            `the rows of ${key} are deleted but its bytes could not be: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  }
}
