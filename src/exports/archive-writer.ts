import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

import tar from 'tar-stream';

import type { BlobStorage } from '../storage/blob-storage.js';

/** gzip's own default (`gzip -6`, what `tar -czf` runs): a fair middle between size and speed. */
const GZIP_LEVEL = 6;
const GZIP_CHUNK_BYTES = 128 * 1024;

export interface ArchiveResult {
  size: number;
  /** sha256 of the gzipped bytes, hex. */
  checksum: string;
}

/**
 * A `.tar.gz` built entry by entry and streamed into storage as it is made: tar-stream packs,
 * zlib compresses, and the compressed bytes are counted and hashed on their way to
 * `BlobStorage.write`. Backpressure runs the whole way back (storage, gzip, the pack, an entry
 * being written), so memory holds a few chunks, never the archive or a whole asset.
 *
 * Anything failing (an entry, the store, `abort()`) fails `finish()`, and the storage driver then
 * keeps nothing under the key (its `write` contract).
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly hash = createHash('sha256');
  private size = 0;
  private readonly done: Promise<void>;
  private failure: Error | undefined;
  private readonly failed: Promise<never>;
  private fail!: (error: Error) => void;

  /**
   * `root`: the one top-level folder every entry goes under (`{project}-{doc}/`), so unpacking
   * the archive never scatters files into the current directory; its own entry comes first.
   */
  constructor(
    storage: BlobStorage,
    key: string,
    private readonly root = '',
    private readonly mtime = new Date(),
  ) {
    this.failed = new Promise<never>((_resolve, reject) => {
      this.fail = (error) => {
        this.failure ??= error;
        reject(this.failure);
      };
    });
    this.failed.catch(() => undefined);
    const meter = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        this.hash.update(chunk);
        this.size += chunk.length;
        callback(null, chunk);
      },
    });
    // tar-stream's pack is a streamx stream; as an async iterable it gives Node's pipeline a
    // plain byte stream with backpressure.
    const tarBytes = Readable.from(this.pack as AsyncIterable<Buffer>, { objectMode: false });
    // Larger output chunks than zlib's 16 KiB: fewer trips to the thread pool per MiB.
    const compressing = pipeline(tarBytes, createGzip({ level: GZIP_LEVEL, chunkSize: GZIP_CHUNK_BYTES }), meter);
    const storing = storage.write(key, meter).catch((error: unknown) => {
      // A store that gives up must stop the producing side too, or it would wait for a reader.
      meter.destroy(error as Error);
      throw error;
    });
    this.done = Promise.all([compressing, storing]).then(() => undefined);
    this.done.catch((error: unknown) => {
      this.fail(error as Error);
      this.pack.destroy(error as Error);
    });
    if (root !== '') this.pack.entry({ name: `${root}/`, type: 'directory', mode: 0o755, mtime });
  }

  /** Stops everything: `finish()` and any write in progress reject with `reason`. */
  abort(reason: Error): void {
    this.fail(reason);
    this.pack.destroy(reason);
  }

  /** Resolves once the store has finished or given up, whichever: then nothing more is written. */
  settled(): Promise<void> {
    return this.done.catch(() => undefined);
  }

  directory(name: string): Promise<void> {
    return this.entry({ name, type: 'directory', mode: 0o755 }, undefined);
  }

  /** A small entry (a page, the manifest), given whole. */
  file(name: string, content: string | Buffer): Promise<void> {
    const data = typeof content === 'string' ? Buffer.from(content) : content;
    return this.entry({ name, size: data.length, mode: 0o644 }, data);
  }

  /**
   * A large entry streamed from `source`, which must yield exactly `size` bytes (a tar header
   * states the size up front). Resolves with the entry's sha256, hex.
   */
  async stream(name: string, size: number, source: AsyncIterable<Buffer>): Promise<string> {
    this.throwIfFailed();
    const hash = createHash('sha256');
    const written = new Promise<void>((resolve, reject) => {
      const entry = this.pack.entry({ name: this.path(name), size, mode: 0o644, mtime: this.mtime }, (error) =>
        error ? reject(error) : resolve(),
      );
      void (async () => {
        try {
          for await (const chunk of source) {
            hash.update(chunk);
            if (!entry.write(chunk))
              await this.race(new Promise<void>((drained) => entry.once('drain', () => drained())));
          }
          entry.end(undefined);
        } catch (error) {
          entry.destroy(error as Error);
          reject(error as Error);
        }
      })();
    });
    await this.race(written);
    return hash.digest('hex');
  }

  /** Ends the archive; resolves once storage holds every byte. */
  async finish(): Promise<ArchiveResult> {
    this.throwIfFailed();
    this.pack.finalize();
    await this.race(this.done);
    return { size: this.size, checksum: this.hash.digest('hex') };
  }

  private async entry(header: Partial<tar.Header> & { name: string }, data: Buffer | undefined): Promise<void> {
    this.throwIfFailed();
    await this.race(
      new Promise<void>((resolve, reject) => {
        const callback = (error?: Error | null) => (error ? reject(error) : resolve());
        const named = { ...header, name: this.path(header.name), mtime: this.mtime };
        if (data === undefined) this.pack.entry(named, callback);
        else this.pack.entry(named, data, callback);
      }),
    );
  }

  private path(name: string): string {
    return this.root === '' ? name : `${this.root}/${name}`;
  }

  /** Waits for `step`, unless the archive fails first (then the wait would never end). */
  private race<T>(step: Promise<T>): Promise<T> {
    return Promise.race([step, this.failed]);
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
