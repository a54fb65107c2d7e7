import type { Multipart, MultipartFile } from '@fastify/multipart';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { DataSource, EntityManager } from 'typeorm';
import type { Principal } from '../auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { multipartError, multipartParts } from '../common/http/multipart.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import { type Fingerprint, MultipartFingerprint } from '../idempotency/fingerprint.js';
import { IdempotencyService } from '../idempotency/idempotency.service.js';
import { MediaFile } from './file.entity.js';
import { displayName, safeFilename } from './filename.js';
import { type ImageVariant, VARIANT_MAX_WIDTH, variantKey } from './image-variants.js';
import { Folder } from './folder.entity.js';
import { findFolder, rootFolder } from './folders.service.js';
import { presentFile } from './media.presenter.js';
import { sendStoredBytes } from './send-stored-bytes.js';
import { deleteStoredFiles } from './stored-files.js';
import type { FileResource } from './media.resource.js';
import { MediaStorage } from './storage/media-storage.js';
import { type InspectedFile, UploadInspector } from './upload-inspector.js';
import { lockWorkspaceTree } from './workspace-lock.js';

/** The field names a file part may come under (CONTRACT 6). */
const FILE_FIELDS = new Set(['file', 'files', 'files[]']);

/** Where an upload goes: a folder, a workspace's root, or (neither given) the caller's root. */
type UploadTarget = { field: 'folder' | 'account'; id: number } | null;

interface StoredFile extends InspectedFile {
  key: string;
  name: string;
}

/**
 * A variant is decoded outside the JS heap (libvips), so its memory is bounded here: a larger
 * picture is served as the original. 100 megapixels decode to about 400 MB at worst, once at a time
 * per image and variant. libvips' operation cache is off: each variant is made once, then stored.
 */
const VARIANT_MAX_INPUT_PIXELS = 100_000_000;
sharp.cache(false);

const tooLarge = (limit: number) => new ProblemException(413, `A file in the upload is larger than the limit of ${limit} bytes`);

@Injectable()
export class FilesService {
  private readonly logger = new Logger('MediaLibrary');
  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly storage: MediaStorage,
    private readonly config: AppConfig,
    private readonly idempotency: IdempotencyService,
  ) {
    this.base = config.baseUrl;
  }

  /**
   * Streams every file part to storage as it arrives, then writes all rows in one transaction.
   * Any failure on the way (a refused part, a limit, a foreign folder, the client going away, the
   * database) removes every byte this request stored, so it leaves nothing behind.
   *
   * With an Idempotency-Key, the rows and the response are kept in the same transaction. A retry
   * of a finished upload is answered from them: its bytes are hashed on the way past and never
   * stored again. The answer is the new collection, or a stored response's body to send as is.
   */
  async upload(principal: Principal, request: FastifyRequest, reply: FastifyReply): Promise<HalCollection<'file', FileResource> | string> {
    const key = this.idempotency.keyOf(request);
    if (key !== undefined) {
      const row = await this.idempotency.find(principal, key);
      if (row) return this.idempotency.replay(reply, this.idempotency.match(row, await this.fingerprintOnly(request)));
    }
    const stored: StoredFile[] = [];
    const keys: string[] = [];
    const parts = new MultipartFingerprint('uploadFiles', FILE_FIELDS);
    let fingerprint: Fingerprint | undefined;
    let target: UploadTarget = null;
    try {
      for await (const part of multipartParts(request, this.limits())) {
        if (part.type === 'field') {
          parts.field(part.fieldname, String(part.value));
          target = uploadTarget(part, target);
          // Checked as soon as it arrives, so a foreign target sent first stores no byte at all.
          await this.targetFolder(this.dataSource.manager, principal, target);
          continue;
        }
        if (!FILE_FIELDS.has(part.fieldname)) {
          throw ProblemException.invalidField(part.fieldname, 'unknownField', `${part.fieldname} is not a known field; send files as file, files or files[]`);
        }
        const key = `ws-${principal.workspaceId}/${randomUUID()}`;
        keys.push(key);
        const file: StoredFile = { key, name: displayName(part.filename), ...(await this.store(part, key)) };
        stored.push(file);
        parts.file(part.fieldname, part.filename, file.checksum);
      }
      if (stored.length === 0) {
        throw ProblemException.invalidField('file', 'isDefined', 'Send at least one file part, as file, files or files[]');
      }
      fingerprint = parts.result();
      const recorder = key === undefined ? undefined : this.idempotency.recorder(principal, key, fingerprint, () => ({ status: 201, headers: {} }));
      const collection = await this.transactions.run(async (manager) => {
        await recorder?.claim(manager);
        await lockWorkspaceTree(manager, principal.workspaceId);
        const folder = await this.targetFolder(manager, principal, target);
        const now = new Date();
        const rows: MediaFile[] = [];
        for (const file of stored) {
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
        const created = halCollection(this.base, request.url, { key: 'file', items, totalItems: items.length, page: 1, limit: items.length });
        await recorder?.complete(manager, created);
        return created;
      });
      if (key !== undefined) this.idempotency.purgeSometimes();
      return collection;
    } catch (error) {
      // Stop reading: the rest of the body is discarded, not parsed.
      request.raw.unpipe();
      request.raw.resume();
      await this.discard(keys);
      // A twin with the same key committed first: answer as it did (its bytes are the ones kept).
      if (key === undefined || fingerprint === undefined) throw error;
      return this.idempotency.replay(reply, await this.idempotency.settle(error, principal, key, fingerprint));
    }
  }

  private limits() {
    return {
      fileSize: this.config.UPLOAD_MAX_FILE_BYTES,
      files: this.config.UPLOAD_MAX_FILES,
      fields: 10,
      fieldSize: 1024,
      parts: this.config.UPLOAD_MAX_FILES + 10,
    };
  }

  /** A retried upload's fingerprint: every part read and hashed as it streams, nothing stored. */
  private async fingerprintOnly(request: FastifyRequest): Promise<Fingerprint> {
    const parts = new MultipartFingerprint('uploadFiles', FILE_FIELDS);
    try {
      for await (const part of multipartParts(request, this.limits())) {
        if (part.type === 'field') {
          parts.field(part.fieldname, String(part.value));
          continue;
        }
        const hash = createHash('sha256');
        try {
          for await (const chunk of part.file) hash.update(chunk as Buffer);
        } catch (error) {
          throw multipartError(error);
        }
        if (part.file.truncated) throw tooLarge(this.config.UPLOAD_MAX_FILE_BYTES);
        parts.file(part.fieldname, part.filename, hash.digest('hex'));
      }
    } catch (error) {
      request.raw.unpipe();
      request.raw.resume();
      throw error;
    }
    return parts.result();
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
    const svg = file.mime_type === 'image/svg+xml';
    reply
      .header('Last-Modified', file.modified_on.toUTCString())
      .header('Cache-Control', 'private, no-cache')
      // An SVG can carry script: never render it as a page of this origin.
      .header('Content-Disposition', `${svg ? 'attachment' : 'inline'}; filename="${file.filename}"`);
    // A PDF can carry script and forms too: the viewer shows it in a sandbox (no script, no
    // same-origin access), inline as before.
    if (svg || file.mime_type === 'application/pdf') reply.header('Content-Security-Policy', 'sandbox');
    await sendStoredBytes(this.storage, { ...source, contentType: file.mime_type }, request, reply);
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

  /** One file part through the inspector into storage, both streaming with backpressure. */
  private async store(part: MultipartFile, key: string): Promise<InspectedFile> {
    const label = displayName(part.filename);
    const inspector = new UploadInspector(label);
    // Its errors are read from the two promises below. Without a listener, a storage failure
    // after the pipeline settled (mkdir on a full or read-only disk) would destroy it with no
    // one listening: an uncaught exception that ends the process.
    inspector.on('error', () => undefined);
    const limit = this.config.UPLOAD_MAX_FILE_BYTES;
    // busboy truncates a file at the limit and says so with 'limit'; stop right there.
    part.file.once('limit', () => inspector.destroy(tooLarge(limit)));
    const writing = this.storage.write(key, inspector).catch((error: unknown) => {
      // A store that gives up must also stop the reading side, or it would wait for a consumer.
      inspector.destroy(error as Error);
      throw error;
    });
    const [read, written] = await Promise.allSettled([pipeline(part.file, inspector), writing]);
    // The reading side's error says what the client did wrong (type, size, a broken body).
    if (read.status === 'rejected') throw inspectorError(inspector, read.reason);
    if (written.status === 'rejected') throw written.reason;
    if (part.file.truncated) throw tooLarge(limit);
    return inspector.result();
  }

  /** The folder an upload goes to; a foreign folder or account is a 404 (CONTRACT 6). */
  private async targetFolder(manager: EntityManager, principal: Principal, target: UploadTarget): Promise<Folder> {
    if (target?.field === 'folder') return findFolder(manager, principal, target.id);
    if (target?.field === 'account' && target.id !== principal.workspaceId) throw ProblemException.notFound();
    return rootFolder(manager, principal.workspaceId);
  }

  private async findFile(manager: EntityManager, principal: Principal, id: number, imagesOnly: boolean): Promise<MediaFile> {
    const file = await manager.findOneBy(MediaFile, { id, workspace_id: principal.workspaceId, ...(imagesOnly ? { kind: 'image' as const } : {}) });
    if (!file) throw ProblemException.notFound();
    return file;
  }

  private async discard(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    for (const [n, result] of results.entries()) {
      if (result.status === 'rejected') this.logger.error(`could not remove ${keys[n]} of a failed upload: ${String(result.reason)}`);
    }
  }
}

/**
 * `folder` or `account`, at most one of them, each a positive integer id. An empty one counts as
 * absent: an HTML form (Swagger UI's included) cannot leave out a field the user left blank.
 */
function uploadTarget(part: Multipart & { type: 'field' }, current: UploadTarget): UploadTarget {
  const field = part.fieldname;
  if (field !== 'folder' && field !== 'account') {
    throw ProblemException.invalidField(field, 'unknownField', `${field} is not a known field`);
  }
  const value = typeof part.value === 'string' ? part.value.trim() : '';
  if (value === '') return current;
  if (current !== null) {
    throw ProblemException.invalidField(field, 'exclusive', 'Send at most one of folder or account, once');
  }
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw ProblemException.invalidField(field, 'isInt', `${field} must be a ${field === 'folder' ? 'folder' : 'workspace'} id`);
  }
  return { field, id: Number(value) };
}

/**
 * The inspector's own verdict (415, 413) wins over the pipeline's generic premature close;
 * anything else on the reading side is the multipart body's fault.
 */
function inspectorError(inspector: UploadInspector, reason: unknown): unknown {
  const own = inspector.errored;
  return own instanceof ProblemException ? own : multipartError(reason);
}
