import { Logger } from '@nestjs/common';

import { storedKeys } from './image-variants.js';
import type { MediaStorage } from './storage/media-storage.js';

/** What is needed to remove a file's stored bytes once its row is gone. */
export interface StoredFile {
  id: number;
  storage_key: string;
}

const logger = new Logger('MediaLibrary');

/**
 * The one way stored bytes of deleted files go: after the transaction that deleted their rows
 * committed, so a rollback never leaves a row without its bytes. Everything kept beside an
 * original (its image variants, `image-variants.ts`) goes here too. A failing store is logged, never thrown: the rows are already gone.
 */
export async function deleteStoredFiles(storage: MediaStorage, files: readonly StoredFile[]): Promise<void> {
  const queue = [...files];
  // A few at a time: a workspace can hold many thousands of files.
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      for (const key of storedKeys(file.storage_key)) {
        try {
          await storage.delete(key);
        } catch (error) {
          logger.error(`file ${file.id} deleted but its bytes at ${key} could not be: ${String(error)}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}
