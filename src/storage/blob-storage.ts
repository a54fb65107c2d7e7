import type { Readable } from 'node:stream';

/** An inclusive byte range, already clamped to the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where stored bytes live: uploaded media files, their image variants, export archives. Drivers
 * stream: nothing here ever holds a whole file in memory.
 * Used as the injection token too (an abstract class survives compilation, an interface not).
 */
export abstract class BlobStorage {
  /**
   * Streams `body` to `key`. Resolves once every byte is stored durably; rejects when the body
   * or the store fails, and then nothing is left under `key`.
   */
  abstract write(key: string, body: Readable): Promise<void>;

  /** The stored bytes, or the given range of them. */
  abstract read(key: string, range?: ByteRange): Promise<Readable>;

  /** How many bytes `key` holds, or null when it holds nothing. */
  abstract size(key: string): Promise<number | null>;

  /** Removes the bytes; a key that holds nothing is not an error. */
  abstract delete(key: string): Promise<void>;

  /**
   * What the store holds that was last written before `before`: complete objects by key, and
   * writes that never finished (a local `*.part` file, an S3 multipart upload never completed or
   * aborted), which a crash can leave behind. For the orphan sweep.
   */
  abstract listOlderThan(before: Date): AsyncIterable<StoredEntry>;

  /** Removes an unfinished write that `listOlderThan` reported. */
  abstract discardPartial(entry: StoredEntry): Promise<void>;
}

export interface StoredEntry {
  key: string;
  /** An unfinished write: never a key a row may point at. */
  partial: boolean;
  /** The driver's handle on an unfinished write (a temporary file name, a multipart upload id). */
  handle?: string;
}

/** Keys are made by the service, never from client input; this keeps a driver honest anyway. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
