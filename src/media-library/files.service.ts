import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { BlobStorage } from '../storage/blob-storage.js';
import type { StoredContent } from '../storage/content-sender.js';
import { DeleteAfterCommit } from '../storage/delete-after-commit.js';
import { MediaFile } from './file.entity.js';
import { safeFilename } from './filename.js';
import { Folder } from './folder.entity.js';
import { FoldersService } from './folders.service.js';
import { type ImageVariant, storedKeys } from './image-variants.js';
import { ImageVariantsService } from './image-variants.service.js';
import { presentFile } from './media.presenter.js';
import { anyFile, deleteFile, fileOf, insertFile, lockWorkspaceTree } from './media.queries.js';
import type { FileResource } from './media.resource.js';
import type { Upload, UploadTarget } from './upload-reader.js';

@Injectable()
export class FilesService {
  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly storage: BlobStorage,
    private readonly folders: FoldersService,
    private readonly variants: ImageVariantsService,
    private readonly deletes: DeleteAfterCommit,
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
    await this.verifyStored(upload);
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
        row.id = await insertFile(manager, row);
        rows.push(row);
      }
      const items = rows.map((file) => presentFile(file, this.base));
      const created = halCollection(this.base, requestUrl, {
        key: 'file',
        items,
        totalItems: items.length,
        page: 1,
        limit: items.length,
      });
      await recorder?.complete(manager, created);
      return created;
    });
  }

  /**
   * Every file's bytes are in storage, whole, before any row points at them: a 201 must never
   * promise content that then answers 500. The keys stay held (WritesInFlight) until the rows
   * commit, so nothing in storage's own housekeeping takes them between this check and the
   * commit; a failure here is a 500 and the upload keeps nothing.
   */
  private async verifyStored(upload: Upload): Promise<void> {
    const sizes = await Promise.all(upload.files.map((file) => this.storage.size(file.key)));
    for (const [n, file] of upload.files.entries()) {
      if (sizes[n] !== file.size)
        throw new Error(
          `the stored bytes of ${file.key} are ${sizes[n] === null ? 'missing' : `${sizes[n]} bytes, not ${file.size}`}`,
        );
    }
  }

  async get(principal: Principal, id: number, imagesOnly: boolean): Promise<FileResource> {
    return presentFile(await this.findFile(this.dataSource.manager, principal, id, imagesOnly), this.base);
  }

  /**
   * What a content route sends: the file's bytes, or an image's `desktop` or `full` variant,
   * each with its own tag.
   */
  async content(
    principal: Principal,
    id: number,
    imagesOnly: boolean,
    variant: ImageVariant = 'original',
  ): Promise<StoredContent> {
    const file = await this.findFile(this.dataSource.manager, principal, id, imagesOnly);
    return this.stored(file, variant, `credential:${principal.credentialId}`);
  }

  /**
   * What a signed link (`media-urls.ts`) sends, its signature already checked: any file by id,
   * in whichever workspace holds it. Its resizes count against that workspace's share.
   */
  async signedContent(id: number, variant: ImageVariant): Promise<StoredContent> {
    const file = await anyFile(this.dataSource, id);
    if (!file) throw ProblemException.notFound();
    return this.stored(file, variant, `workspace:${file.workspace_id}`);
  }

  private async stored(file: MediaFile, variant: ImageVariant, requester: string): Promise<StoredContent> {
    const source = await this.variants.source(file, variant, requester);
    return { ...source, contentType: file.mime_type, filename: file.filename, lastModified: file.modified_on };
  }

  /** The row goes in a transaction, then the bytes; bytes left by a failing store are logged. */
  async remove(principal: Principal, id: number, imagesOnly: boolean, conditions = Preconditions.NONE): Promise<void> {
    const file = await this.transactions.run(async (manager) => {
      // A file never changes once stored: only a concurrent delete races this one, and it finds nothing.
      const found = await this.findFile(manager, principal, id, imagesOnly);
      await conditions.check(() => presentFile(found, this.base));
      await deleteFile(manager, found.id);
      return found;
    });
    await this.deletes.delete(storedKeys(file.storage_key));
  }

  /** The folder an upload goes to; a foreign folder or account is a 404 (docs/media-library.md, Media Library). */
  async targetFolder(
    principal: Principal,
    target: UploadTarget,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Folder> {
    if (target?.field === 'folder') return this.folders.find(manager, principal, target.id);
    if (target?.field === 'account' && target.id !== principal.workspaceId) throw ProblemException.notFound();
    return this.folders.root(manager, principal.workspaceId);
  }

  private async findFile(
    manager: EntityManager,
    principal: Principal,
    id: number,
    imagesOnly: boolean,
  ): Promise<MediaFile> {
    const file = await fileOf(manager, principal, id, imagesOnly);
    if (!file) throw ProblemException.notFound();
    return file;
  }
}
