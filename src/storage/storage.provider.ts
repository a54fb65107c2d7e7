import { join } from 'node:path';

import { S3Client } from '@aws-sdk/client-s3';
import type { Provider } from '@nestjs/common';

import { AppConfig } from '../config/app-config.js';
import { BlobStorage } from './blob-storage.js';
import { LocalStorage } from './local.storage.js';
import { s3ClientConfig, S3Storage } from './s3.storage.js';

/** The directory the local driver writes under. */
export function localStorageRoot(config: AppConfig): string {
  return join(config.DATA_DIR, 'media');
}

/** STORAGE_DRIVER picks the driver. */
export function createBlobStorage(config: AppConfig): BlobStorage {
  return config.STORAGE_DRIVER === 's3'
    ? new S3Storage(new S3Client(s3ClientConfig(config)), config.S3_BUCKET as string)
    : new LocalStorage(localStorageRoot(config));
}

/** Once, at boot. */
export const blobStorageProvider: Provider = {
  provide: BlobStorage,
  inject: [AppConfig],
  useFactory: createBlobStorage,
};
