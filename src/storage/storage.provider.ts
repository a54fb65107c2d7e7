import { join } from 'node:path';

import type { Provider } from '@nestjs/common';

import { AppConfig } from '../config/app-config.js';
import { BlobStorage } from './blob-storage.js';
import { LocalStorage } from './local.storage.js';

/** The directory the local driver writes under. */
export function localStorageRoot(config: AppConfig): string {
  return join(config.DATA_DIR, 'media');
}

/** STORAGE_DRIVER picks the driver; the S3 SDK (many modules) loads only for `s3`. */
async function createBlobStorage(config: AppConfig): Promise<BlobStorage> {
  if (config.STORAGE_DRIVER !== 's3') return new LocalStorage(localStorageRoot(config));
  const [{ S3Client }, { s3ClientConfig, S3Storage }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('./s3.storage.js'),
  ]);
  return new S3Storage(new S3Client(s3ClientConfig(config)), config.S3_BUCKET as string);
}

/** Once, at boot. */
export const blobStorageProvider: Provider = {
  provide: BlobStorage,
  inject: [AppConfig],
  useFactory: createBlobStorage,
};
