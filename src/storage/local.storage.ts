import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { assertStorageKey, BlobStorage, type ByteRange, STORAGE_KEY, type StoredEntry } from './blob-storage.js';

/**
 * Files under a directory (DATA_DIR/media by default). A write goes to a temporary name beside
 * the target, is flushed to disk, and only then renamed into place, so a key never holds a
 * partial file and a failed write leaves nothing behind.
 */
export class LocalStorage extends BlobStorage {
  readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  async write(key: string, body: Readable): Promise<void> {
    const target = this.path(key);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    await mkdir(dirname(target), { recursive: true });
    try {
      await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
      await syncFile(temporary);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(ignoreMissing);
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.path(key);
    // Open first so a missing file rejects here rather than as a stream error mid-response.
    const handle = await open(path, 'r');
    return handle.createReadStream({ start: range?.start, end: range?.end });
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.path(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.path(key)).catch(ignoreMissing);
  }

  async *listOlderThan(before: Date): AsyncIterable<StoredEntry> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const modified = await stat(path).then(
        (stats) => stats.mtime,
        () => null,
      );
      if (!modified || modified >= before) continue;
      const name = relative(this.root, path).split(sep).join('/');
      const partial = /^(.+)\.[0-9a-f]{12}\.part$/.exec(name);
      if (partial) yield { key: partial[1], partial: true, handle: name };
      else if (STORAGE_KEY.test(name)) yield { key: name, partial: false };
    }
  }

  async discardPartial(entry: StoredEntry): Promise<void> {
    if (!entry.handle?.endsWith('.part')) throw new Error(`not a partial write: ${JSON.stringify(entry)}`);
    assertStorageKey(entry.key);
    await unlink(join(this.root, entry.handle)).catch(ignoreMissing);
  }

  private path(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }
}

/** fsync before the rename, so a row committed after `write` never points at bytes a crash lost. */
async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}
