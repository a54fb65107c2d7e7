import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource } from 'typeorm';

import { ProblemException } from '../common/problem/problem.js';
import { BlobStorage } from '../storage/blob-storage.js';
import { MediaFile } from './file.entity.js';
import {
  type ImageVariant,
  MAX_ANIMATION_FRAMES,
  MAX_INPUT_PIXELS,
  VARIANT_MAX_WIDTH,
  variantKey,
} from './image-variants.js';
import { fileExists } from './media.queries.js';
import { ResizeGate } from './resize-gate.js';
import { atResizePriority } from './resize-threads.js';

/**
 * A variant is decoded outside the JS heap (libvips), on the libuv thread pool that file I/O, zlib
 * and scrypt share, so its cost is bounded here (docs/media-urls.md, Variants):
 * - inputs: an upload above MAX_INPUT_PIXELS is refused (upload-reader.ts); the same bound holds
 *   here for images whose size was not known at upload, and sharp counts every frame read, so an
 *   animation reads at most MAX_ANIMATION_FRAMES frames and no more pixels in all;
 * - concurrency: the ResizeGate below; each resize holds one pool thread for its whole run, so
 *   the process-wide width stays below the pool's size and file reads always find a thread;
 * - libvips: one worker thread per image (on a shared box more threads buy little and each holds
 *   its own buffers), and no operation cache: each variant is made once, then stored;
 * - priority: libvips' threads run at nice 10 (resize-threads.ts), so a resize takes the CPU the
 *   event loop and other tenants' reads leave rather than taking turns with them.
 */
const RESIZE_THREADS = 1;
sharp.cache(false);
sharp.concurrency(RESIZE_THREADS);

/** The libuv pool's size as this process got it (UV_THREADPOOL_SIZE, read once at the pool's start; default 4). */
function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1024) : 4;
}

/**
 * Resizes at once in this process: half the pool (with the default pool of 4, two threads stay
 * for file I/O), one core fewer than the machine has (a resize keeps a core busy, and the event
 * loop needs one: bench/variant-attack.ts measures what resizes at once cost another tenant's
 * reads), at most 2, at least 1.
 */
export const RESIZES_PER_PROCESS = Math.max(
  1,
  Math.min(2, Math.floor(threadPoolSize() / 2), availableParallelism() - 1),
);
/** Resizes at once for one requester: one tenant's burst runs one by one and leaves the other slot to everyone else. */
const RESIZES_PER_REQUESTER = 1;
/** Requests one requester may have waiting for a resize; more are a 429. */
const RESIZES_QUEUED_PER_REQUESTER = 32;

/** Where a file's bytes in one size are stored, and their tag. */
export interface VariantSource {
  key: string;
  size: number;
  etag: string;
}

/** An image's resized variants (`image-variants.ts`), made on first request and stored beside the original. */
@Injectable()
export class ImageVariantsService {
  private readonly logger = new Logger('MediaLibrary');
  readonly gate = new ResizeGate(RESIZES_PER_PROCESS, RESIZES_PER_REQUESTER, RESIZES_QUEUED_PER_REQUESTER);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
  ) {}

  /**
   * The bytes a variant is served from. The original serves itself whenever a variant would be
   * the same picture: not an image, an SVG (it scales by itself), or no wider than the variant.
   * A variant is made on its first request and stored beside the original; an image the library
   * cannot decode is served as the original. `requester` names whose share of the resizes a
   * first request takes (see ResizeGate).
   */
  async source(file: MediaFile, variant: ImageVariant, requester: string): Promise<VariantSource> {
    const original = { key: file.storage_key, size: file.size, etag: `"${file.checksum}"` };
    if (variant === 'original' || file.kind !== 'image' || file.mime_type === 'image/svg+xml') return original;
    const width = VARIANT_MAX_WIDTH[variant];
    if (file.width !== null && file.width <= width) return original;
    const key = variantKey(file.storage_key, variant);
    let size = await this.storage.size(key);
    if (size === null) {
      if (!(await this.makeVariantOnce(file, key, width, requester))) return original;
      size = await this.storage.size(key);
      if (size === null) return original;
    }
    // The variant's bytes are made once from these exact original bytes and never rewritten.
    return { key, size, etag: `"${file.checksum}-${variant}"` };
  }

  /**
   * Concurrent first requests in this process share one resize. Across processes each may resize,
   * but a storage write lands whole or not at all (local: a temporary file renamed into place; S3:
   * one object), and every writer writes the same picture, so the stored variant is never torn.
   */
  private makeVariantOnce(file: MediaFile, key: string, width: number, requester: string): Promise<boolean> {
    let making = this.makingVariants.get(key);
    if (!making) {
      // The storage read happens inside the gate too: a queued request holds no bytes.
      making = this.gate
        .run(requester, () => this.makeVariant(file, key, width))
        .finally(() => this.makingVariants.delete(key));
      this.makingVariants.set(key, making);
    }
    return making;
  }

  private readonly makingVariants = new Map<string, Promise<boolean>>();

  private async makeVariant(file: MediaFile, key: string, width: number): Promise<boolean> {
    let input: Readable | undefined;
    try {
      const animated = file.mime_type === 'image/gif' || file.mime_type === 'image/webp';
      const pages = animated ? await this.framesToRead(file) : 1;
      const source = await this.storage.read(file.storage_key);
      input = source;
      // Same format out as in (sharp's default); animation kept (its first frames); EXIF orientation applied, as a browser shows the original.
      const resize = sharp({ pages, limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      input.once('error', (error) => resize.destroy(error));
      // libvips' threads run below the event loop and file reads (resize-threads.ts).
      await atResizePriority(() => this.storage.write(key, source.pipe(resize)));
    } catch (error) {
      input?.destroy();
      this.logger.warn(`image ${file.id}: no variant ${key} (${String(error)}); the original is served`);
      return false;
    }
    // A delete that ran meanwhile removed the row and its keys before this write landed.
    if (!(await fileExists(this.dataSource, file.id))) {
      await this.storage.delete(key).catch(() => undefined);
      throw ProblemException.notFound();
    }
    return true;
  }

  /**
   * How many frames of an animation to read: all, up to MAX_ANIMATION_FRAMES. libvips refuses a
   * count beyond the real one, so the header is read first (a GIF's frames are counted by a scan
   * of its bytes, which decodes nothing).
   */
  private async framesToRead(file: MediaFile): Promise<number> {
    const input = await this.storage.read(file.storage_key);
    const probe = sharp({ animated: true, limitInputPixels: false });
    input.once('error', (error) => probe.destroy(error));
    const { pages } = await input.pipe(probe).metadata();
    return Math.max(1, Math.min(pages ?? 1, MAX_ANIMATION_FRAMES));
  }
}
