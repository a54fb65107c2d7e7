import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ProblemException } from '../common/problem/problem.js';
import { MediaFile } from './file.entity.js';
import { type ImageVariant, VARIANT_MAX_WIDTH, variantKey } from './image-variants.js';
import { MediaStorage } from './storage/media-storage.js';

/**
 * A variant is decoded outside the JS heap (libvips), so its memory is bounded here: a larger
 * picture is served as the original. 100 megapixels decode to about 400 MB at worst, once at a time
 * per image and variant. libvips' operation cache is off: each variant is made once, then stored.
 */
const VARIANT_MAX_INPUT_PIXELS = 100_000_000;
sharp.cache(false);

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

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
  ) {}

  /**
   * The bytes a variant is served from. The original serves itself whenever a variant would be
   * the same picture: not an image, an SVG (it scales by itself), or no wider than the variant.
   * A variant is made on its first request and stored beside the original; an image the library
   * cannot decode is served as the original.
   */
  async source(file: MediaFile, variant: ImageVariant): Promise<VariantSource> {
    const original = { key: file.storage_key, size: file.size, etag: `"${file.checksum}"` };
    if (variant === 'original' || file.kind !== 'image' || file.mime_type === 'image/svg+xml') return original;
    const width = VARIANT_MAX_WIDTH[variant];
    if (file.width !== null && file.width <= width) return original;
    const key = variantKey(file.storage_key, variant);
    let size = await this.storage.size(key);
    if (size === null) {
      if (!(await this.makeVariantOnce(file, key, width))) return original;
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
  private makeVariantOnce(file: MediaFile, key: string, width: number): Promise<boolean> {
    let making = this.makingVariants.get(key);
    if (!making) {
      making = this.makeVariant(file, key, width).finally(() => this.makingVariants.delete(key));
      this.makingVariants.set(key, making);
    }
    return making;
  }

  private readonly makingVariants = new Map<string, Promise<boolean>>();

  private async makeVariant(file: MediaFile, key: string, width: number): Promise<boolean> {
    let input: Readable | undefined;
    try {
      input = await this.storage.read(file.storage_key);
      // Same format out as in (sharp's default); animation kept; EXIF orientation applied, as a browser shows the original.
      const resize = sharp({ animated: file.mime_type === 'image/gif' || file.mime_type === 'image/webp', limitInputPixels: VARIANT_MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      input.once('error', (error) => resize.destroy(error));
      await this.storage.write(key, input.pipe(resize));
    } catch (error) {
      input?.destroy();
      this.logger.warn(`image ${file.id}: no variant ${key} (${String(error)}); the original is served`);
      return false;
    }
    // A delete that ran meanwhile removed the row and its keys before this write landed.
    if (!(await this.dataSource.manager.existsBy(MediaFile, { id: file.id }))) {
      await this.storage.delete(key).catch(() => undefined);
      throw ProblemException.notFound();
    }
    return true;
  }
}
