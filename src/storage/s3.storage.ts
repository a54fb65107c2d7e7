import { Readable } from 'node:stream';

import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

import type { AppConfig } from '../config/app-config.js';
import { assertStorageKey, BlobStorage, type ByteRange, STORAGE_KEY, type StoredEntry } from './blob-storage.js';

/** 5 MiB parts, two in flight: the most an upload holds in memory is about 15 MiB. */
const S3_PART_BYTES = 5 * 1024 * 1024;
const S3_QUEUE_SIZE = 2;

export function s3ClientConfig(config: AppConfig): S3ClientConfig {
  return {
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // The SDK's default adds CRC32 trailers to every upload (aws-chunked bodies), which many
    // S3-compatible servers do not understand. We hash every file with sha256 ourselves, so
    // outside AWS (an explicit endpoint) checksums are sent only where the API requires them.
    ...(config.S3_ENDPOINT
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  };
}

/**
 * Objects in one bucket. Writes are streaming multipart uploads (lib-storage), so a file of any
 * size passes through a bounded buffer; a failed upload is aborted and its parts discarded.
 */
export class S3Storage extends BlobStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    super();
  }

  async write(key: string, body: Readable): Promise<void> {
    assertStorageKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: S3_PART_BYTES,
      queueSize: S3_QUEUE_SIZE,
      leavePartsOnError: false,
    });
    // A body that fails mid-way must stop the upload; lib-storage alone would wait for data.
    const onBodyError = () => void upload.abort().catch(() => undefined);
    body.once('error', onBodyError);
    try {
      await upload.done();
    } catch (error) {
      // A small body goes up as one PutObject that may have landed before the failure.
      await this.delete(key).catch(() => undefined);
      throw error;
    } finally {
      body.off('error', onBodyError);
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!(result.Body instanceof Readable)) throw new Error(`S3 returned no stream for ${key}`);
    return result.Body;
  }

  async size(key: string): Promise<number | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (
        error instanceof NotFound ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!(error instanceof NoSuchKey)) throw error;
    }
  }

  /**
   * Objects by LastModified, and multipart uploads initiated before `before` and never
   * completed (a crash between the parts and the completion). A lifecycle rule on the bucket
   * (AbortIncompleteMultipartUpload, see docs/media-library.md) is the backstop for parts this never sees.
   */
  async *listOlderThan(before: Date): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && object.LastModified < before && STORAGE_KEY.test(object.Key)) {
          yield { key: object.Key, partial: false };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client
        .send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        )
        .catch((error: unknown) => {
          // Some S3-compatible servers do not implement the listing; the lifecycle rule covers them.
          if ((error as { name?: string }).name === 'NotImplemented') return undefined;
          throw error;
        });
      for (const upload of page?.Uploads ?? []) {
        if (
          upload.Key &&
          upload.UploadId &&
          upload.Initiated &&
          upload.Initiated < before &&
          STORAGE_KEY.test(upload.Key)
        ) {
          yield { key: upload.Key, partial: true, handle: upload.UploadId };
        }
      }
      keyMarker = page?.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page?.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
  }

  async discardPartial(entry: StoredEntry): Promise<void> {
    assertStorageKey(entry.key);
    if (!entry.handle) throw new Error(`not a partial write: ${JSON.stringify(entry)}`);
    await this.client.send(
      new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: entry.key, UploadId: entry.handle }),
    );
  }
}
