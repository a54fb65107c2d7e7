import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { parseRange } from '../common/http/byte-range.js';
import { Preconditions, weakMatch } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { MediaFile } from './file.entity.js';
import { safeFilename } from './filename.js';
import { type ImageVariant, VARIANT_MAX_WIDTH, variantKey } from './image-variants.js';
import { Folder } from './folder.entity.js';
import { findFolder, rootFolder } from './folders.service.js';
import { presentFile } from './media.presenter.js';
import { deleteStoredFiles } from './stored-files.js';
import type { FileResource } from './media.resource.js';
import { type ByteRange, MediaStorage } from './storage/media-storage.js';
import type { Upload, UploadTarget } from './upload-reader.js';
import { lockWorkspaceTree } from './workspace-lock.js';

/**
 * A variant is decoded outside the JS heap (libvips), so its memory is bounded here: a larger
 * picture is served as the original. 100 megapixels decode to about 400 MB at worst, once at a time
 * per image and variant. libvips' operation cache is off: each variant is made once, then stored.
 */
const VARIANT_MAX_INPUT_PIXELS = 100_000_000;
sharp.cache(false);

@Injectable()
export class FilesService {
  private readonly logger = new Logger('MediaLibrary');
  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly storage: MediaStorage,
    config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  /**
   * The rows of an upload whose files are already stored, in one transaction: with an
   * Idempotency-Key, the key and the answer are kept in it too. A failure here leaves the stored
   * bytes to the upload's reader, which removes them.
   */
  async create(
    principal: Principal,
    upload: Upload,
    requestUrl: string,
    recorder?: CreateRecorder<HalCollection<'file', FileResource>>,
  ): Promise<HalCollection<'file', FileResource>> {
    return this.transactions.run(async (manager) => {
      await recorder?.claim(manager);
      await lockWorkspaceTree(manager, principal.workspaceId);
      const folder = await this.targetFolder(principal, upload.target, manager);
      const now = new Date();
      const rows: MediaFile[] = [];
      for (const file of upload.files) {
        const row = manager.create(MediaFile, {
          workspace_id: principal.workspaceId,
          folder_id: folder.id,
          name: file.name,
          filename: safeFilename(file.name, file.type.extension),
          mime_type: file.type.mime,
          size: file.size,
          checksum: file.checksum,
          kind: file.type.image ? 'image' : 'file',
          width: file.dimensions?.width ?? null,
          height: file.dimensions?.height ?? null,
          storage_key: file.key,
          created_on: now,
          modified_on: now,
        });
        row.id = Number((await manager.insert(MediaFile, row)).identifiers[0].id);
        rows.push(row);
      }
      const items = rows.map((file) => presentFile(file, this.base));
      const created = halCollection(this.base, requestUrl, { key: 'file', items, totalItems: items.length, page: 1, limit: items.length });
      await recorder?.complete(manager, created);
      return created;
    });
  }

  async get(principal: Principal, id: number, imagesOnly: boolean): Promise<FileResource> {
    return presentFile(await this.findFile(this.dataSource.manager, principal, id, imagesOnly), this.base);
  }

  /**
   * Serves the bytes: strong ETag (the sha256), If-None-Match, a single Range (206/416), and
   * headers that stop a browser from running anything it was not meant to. An image's `desktop`
   * and `full` variants are served the same way, each with its own ETag.
   */
  async sendContent(
    principal: Principal,
    id: number,
    imagesOnly: boolean,
    request: FastifyRequest,
    reply: FastifyReply,
    variant: ImageVariant = 'original',
  ): Promise<void> {
    const file = await this.findFile(this.dataSource.manager, principal, id, imagesOnly);
    const source = await this.variantSource(file, variant);
    const etag = source.etag;
    const svg = file.mime_type === 'image/svg+xml';
    reply
      .header('ETag', etag)
      .header('Last-Modified', file.modified_on.toUTCString())
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG can carry script: never render it as a page of this origin.
      .header('Content-Disposition', `${svg ? 'attachment' : 'inline'}; filename="${file.filename}"`);
    // A PDF can carry script and forms too: the viewer shows it in a sandbox (no script, no
    // same-origin access), inline as before.
    if (svg || file.mime_type === 'application/pdf') reply.header('Content-Security-Policy', 'sandbox');
    if (weakMatch(request.headers['if-none-match'], etag)) {
      reply.status(304).send();
      return;
    }
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, source.size) : { kind: 'full' as const };
    if (range.kind === 'unsatisfiable') {
      throw new ProblemException(416, `The range is outside the file's ${source.size} bytes`, {
        headers: { 'Content-Range': `bytes */${source.size}` },
      });
    }
    reply.header('Content-Type', file.mime_type);
    // HEAD: Fastify drains whatever body it is given, so a HEAD would read the whole file for
    // nothing; an empty stream keeps the headers (and our Content-Length) and reads no byte.
    const read = (byteRange?: ByteRange) =>
      request.method === 'HEAD' ? Promise.resolve(Readable.from([])) : this.storage.read(source.key, byteRange);
    if (range.kind === 'partial') {
      const body = await read(range);
      reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${source.size}`)
        .header('Content-Length', String(range.end - range.start + 1))
        .send(body);
      return;
    }
    const body = await read();
    reply.status(200).header('Content-Length', String(source.size)).send(body);
  }

  /**
   * The bytes a variant is served from. The original serves itself whenever a variant would be
   * the same picture: not an image, an SVG (it scales by itself), or no wider than the variant.
   * A variant is made on its first request and stored beside the original; an image the library
   * cannot decode is served as the original.
   */
  private async variantSource(file: MediaFile, variant: ImageVariant): Promise<{ key: string; size: number; etag: string }> {
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

  /** The row goes in a transaction, then the bytes; bytes left by a failing store are logged. */
  async remove(principal: Principal, id: number, imagesOnly: boolean, conditions = Preconditions.NONE): Promise<void> {
    const file = await this.transactions.run(async (manager) => {
      // A file never changes once stored: only a concurrent delete races this one, and it finds nothing.
      const found = await this.findFile(manager, principal, id, imagesOnly);
      await conditions.check(() => presentFile(found, this.base));
      await manager.delete(MediaFile, { id: found.id });
      return found;
    });
    await deleteStoredFiles(this.storage, [file]);
  }

  /** The folder an upload goes to; a foreign folder or account is a 404 (CONTRACT 6). */
  async targetFolder(principal: Principal, target: UploadTarget, manager: EntityManager = this.dataSource.manager): Promise<Folder> {
    if (target?.field === 'folder') return findFolder(manager, principal, target.id);
    if (target?.field === 'account' && target.id !== principal.workspaceId) throw ProblemException.notFound();
    return rootFolder(manager, principal.workspaceId);
  }

  private async findFile(manager: EntityManager, principal: Principal, id: number, imagesOnly: boolean): Promise<MediaFile> {
    const file = await manager.findOneBy(MediaFile, { id, workspace_id: principal.workspaceId, ...(imagesOnly ? { kind: 'image' as const } : {}) });
    if (!file) throw ProblemException.notFound();
    return file;
  }
}
