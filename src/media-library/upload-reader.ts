import { createHash, randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';

import type { Multipart, MultipartFile } from '@fastify/multipart';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { isRowIdText } from '../common/dto/identifiers.js';
import { multipartError, multipartParts } from '../common/http/multipart.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { type Fingerprint, MultipartFingerprint } from '../idempotency/fingerprint.js';
import { BlobStorage } from '../storage/blob-storage.js';
import { WritesInFlight } from '../storage/writes-in-flight.js';
import { displayName } from './filename.js';
import { MAX_INPUT_PIXELS } from './image-variants.js';
import { type InspectedFile, UploadInspector } from './upload-inspector.js';

/** The field names a file part may come under. */
const FILE_FIELDS = new Set(['file', 'files', 'files[]']);

/** Where an upload goes: a folder, a workspace's root, or (neither given) the caller's root. */
export type UploadTarget = { field: 'folder' | 'account'; id: number } | null;

/** A file part, stored under `key` and inspected on the way. */
interface UploadedFile extends InspectedFile {
  key: string;
  name: string;
}

/** What an upload request carried, its files already in storage. */
export interface Upload {
  files: UploadedFile[];
  target: UploadTarget;
  /** The request's fingerprint under an operation's name, for its Idempotency-Key. */
  fingerprint(operation: string): Fingerprint;
}

const tooLarge = (limit: number) =>
  new ProblemException(413, `A file in the upload is larger than the limit of ${limit} bytes`);

/**
 * Reads a multipart upload, one part at a time as it streams: every file part through the
 * inspector (type, size, sha256) into storage, the form fields checked as they arrive, and the
 * request's fingerprint for its Idempotency-Key built on the way. `fingerprint()` reads the same
 * way but only hashes, for a retry whose answer is already stored. Whatever fails, the request's
 * body is dropped and every byte it stored removed (`abandon`).
 */
@Injectable()
export class UploadReader {
  private readonly logger = new Logger('MediaLibrary');

  constructor(
    private readonly storage: BlobStorage,
    private readonly config: AppConfig,
    private readonly writes: WritesInFlight,
  ) {}

  /**
   * Stores every file part under the workspace's keys. `checkTarget` sees the target as soon as
   * its field arrives, so a foreign one sent first stores no byte at all.
   */
  async read(
    request: FastifyRequest,
    workspaceId: number,
    checkTarget: (target: UploadTarget) => Promise<unknown>,
  ): Promise<Upload> {
    const files: UploadedFile[] = [];
    const { parts, target } = await this.readParts(request, {
      field: async (part, target) => {
        const next = uploadTarget(part, target);
        await checkTarget(next);
        return next;
      },
      file: async (part, keys) => {
        if (!FILE_FIELDS.has(part.fieldname)) {
          throw ProblemException.invalidField(
            part.fieldname,
            'unknownField',
            `${part.fieldname} is not a known field; send files as file, files or files[]`,
          );
        }
        const key = `ws-${workspaceId}/${randomUUID()}`;
        keys.push(key);
        // Until the rows commit (UploadInterceptor) or the bytes go (abandon): the sweep keeps off.
        this.writes.hold(key);
        const file: UploadedFile = { key, name: displayName(part.filename), ...(await this.store(part, key)) };
        files.push(file);
        return file.checksum;
      },
    });
    if (files.length === 0) {
      await this.abandon(request, []);
      throw ProblemException.invalidField(
        'file',
        'isDefined',
        'Send at least one file part, as file, files or files[]',
      );
    }
    return { files, target, fingerprint: (operation) => parts.result(operation) };
  }

  /** A retried upload's fingerprint: every part read and hashed as it streams, nothing stored. */
  async fingerprint(request: FastifyRequest, operation: string): Promise<Fingerprint> {
    const { parts } = await this.readParts(request, {
      field: async (_, target) => target,
      file: (part) => this.hash(part),
    });
    return parts.result(operation);
  }

  /** After a failure: stops reading the body (the rest is discarded, not parsed) and removes the stored bytes. */
  async abandon(request: FastifyRequest, keys: readonly string[]): Promise<void> {
    request.raw.unpipe();
    request.raw.resume();
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    for (const [n, result] of results.entries()) {
      if (result.status === 'rejected')
        this.logger.error(`could not remove ${keys[n]} of a failed upload: ${String(result.reason)}`);
    }
    // Bytes a failing store kept are orphans now: the sweep may take them.
    await this.writes.release(keys);
  }

  /** Once the upload's rows committed: its keys are referenced, no longer in flight. */
  release(upload: Upload): Promise<void> {
    return this.writes.release(upload.files.map((file) => file.key));
  }

  /** The one loop over the parts; `keys` collects what `file` stores, for the cleanup. */
  private async readParts(
    request: FastifyRequest,
    on: {
      field: (part: Multipart & { type: 'field' }, target: UploadTarget) => Promise<UploadTarget>;
      file: (part: MultipartFile, keys: string[]) => Promise<string>;
    },
  ): Promise<{ parts: MultipartFingerprint; target: UploadTarget }> {
    const parts = new MultipartFingerprint(FILE_FIELDS);
    const keys: string[] = [];
    let target: UploadTarget = null;
    try {
      for await (const part of multipartParts(request, this.limits())) {
        if (part.type === 'field') {
          parts.field(part.fieldname, String(part.value));
          target = await on.field(part, target);
        } else {
          parts.file(part.fieldname, part.filename, await on.file(part, keys));
        }
      }
    } catch (error) {
      await this.abandon(request, keys);
      throw error;
    }
    return { parts, target };
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
    return withinPixelLimit(inspector.result(), label);
  }

  /** A file part's sha256, its bytes read and dropped. */
  private async hash(part: MultipartFile): Promise<string> {
    const hash = createHash('sha256');
    try {
      for await (const chunk of part.file) hash.update(chunk as Buffer);
    } catch (error) {
      throw multipartError(error);
    }
    if (part.file.truncated) throw tooLarge(this.config.UPLOAD_MAX_FILE_BYTES);
    return hash.digest('hex');
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
  if (!isRowIdText(value)) {
    throw ProblemException.invalidField(
      field,
      'isInt',
      `${field} must be a ${field === 'folder' ? 'folder' : 'workspace'} id`,
    );
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

/**
 * An image above MAX_INPUT_PIXELS is refused now, while its size is known from its header,
 * rather than found too large by every resize later. An SVG scales by itself and is
 * never decoded to pixels here, so its stated size does not count.
 */
function withinPixelLimit(file: InspectedFile, label: string): InspectedFile {
  const dimensions = file.dimensions;
  if (dimensions && file.type.extension !== 'svg' && dimensions.width * dimensions.height > MAX_INPUT_PIXELS) {
    const megapixels = (dimensions.width * dimensions.height) / 1e6;
    throw ProblemException.invalidField(
      'file',
      'maxPixels',
      `Image "${label}" is ${dimensions.width} x ${dimensions.height} px (${megapixels.toFixed(1)} megapixels); images may have at most ${MAX_INPUT_PIXELS / 1e6} megapixels`,
    );
  }
  return file;
}
