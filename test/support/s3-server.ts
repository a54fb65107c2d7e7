import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

import { loadConfig } from '../../src/config/app-config.js';
import { s3ClientConfig } from '../../src/storage/s3.storage.js';

/** A real S3-compatible server (s3rver, in-process on a loopback port) with one bucket. */
export interface S3TestServer {
  /** The app's environment for the s3 driver on this bucket. */
  env: Record<string, string>;
  /** A client of the bucket, for the test's own reads. */
  s3: S3Client;
  /** Where s3rver keeps its objects and unfinished uploads on disk. */
  directory: string;
  stop(): Promise<void>;
}

export async function startS3Server(bucket: string): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const s3 = new S3Client(s3ClientConfig(loadConfig(env)));
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env,
    s3,
    directory,
    stop: async () => {
      s3.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
