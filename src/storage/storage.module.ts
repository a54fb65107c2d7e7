import { Module } from '@nestjs/common';

import { BlobStorage } from './blob-storage.js';
import { ContentSender } from './content-sender.js';
import { DeleteAfterCommit } from './delete-after-commit.js';
import { OrphanSweeper } from './orphan-sweeper.js';
import { blobStorageProvider } from './storage.provider.js';
import { StoredKeyOwners } from './stored-key-owners.js';
import { WritesInFlight } from './writes-in-flight.js';

/**
 * Stored bytes, below every module that keeps them (docs/layout.md): the storage driver, the
 * content sender of every byte route, the keys still being written, the one delete after commit,
 * and the orphan sweep with the registry of columns that own keys.
 */
@Module({
  providers: [blobStorageProvider, ContentSender, DeleteAfterCommit, StoredKeyOwners, WritesInFlight, OrphanSweeper],
  exports: [BlobStorage, ContentSender, DeleteAfterCommit, StoredKeyOwners, WritesInFlight],
})
export class StorageModule {}
