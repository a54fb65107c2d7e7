import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { ProblemException } from '../common/problem/problem.js';
import { newTokenKey } from '../common/random-key.js';
import { slugify } from '../common/slug.js';
import { WorkspaceResources } from '../common/workspace-resources.js';
import { AppConfig } from '../config/app-config.js';
import { markDocChanged } from '../database/content-changes.js';
import { isUniqueViolation } from '../database/errors.js';
import { createWithFreeIdentifier, freeIdentifier } from '../database/free-identifier.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { MediaUrls } from '../media-library/media-urls.js';
import { DeleteAfterCommit } from '../storage/delete-after-commit.js';
import { StoredKeyOwners } from '../storage/stored-key-owners.js';
import { Title } from '../titles/title.entity.js';
import { enqueueWebhookEvent } from '../webhooks/webhook-events.js';
import { WorkspaceLifecycle } from '../workspaces/workspace-lifecycle.js';
import { CATEGORY_KEYS, categoryName } from './categories.js';
import type { CopyEditionDto, CreateEditionDto } from './dto/create-edition.dto.js';
import type { UpdateEditionDto } from './dto/update-edition.dto.js';
import { Edition } from './edition.entity.js';
import { EDITION_LIST_FIELDS } from './edition.list-fields.js';
import { type EditionUrls, presentEdition } from './edition.presenter.js';
import {
  clearDefault,
  copyPages,
  deleteEdition,
  editionById,
  editionContext,
  EDITIONS,
  imageExists,
  insertEdition,
  lockProject,
  projectAddress,
  projectOfDoc,
  updateEditionRow,
  withContext,
  workspaceIdentifierOf,
} from './edition.queries.js';
import type { CategoryResource, EditionResource } from './edition.resource.js';
import { defaultOptions, mergeOptions } from './edition-options.js';

const IDENTIFIER_TAKEN = () =>
  ProblemException.invalidField(
    'identifier',
    'recordFound',
    'A doc with this identifier already exists in the project',
  );
const TITLE_NOT_FOUND = () =>
  ProblemException.invalidField('title.id', 'notFound', 'No project with this id is in your scope');
const SCREENSHOT_NOT_FOUND = () =>
  ProblemException.invalidField('screenshot', 'notFound', 'No image with this id is in your workspace');

/** 12 URL-safe characters (72 random bits); the unique index catches the unlikely clash, and create retries. */
function newUid(): string {
  return randomBytes(9).toString('base64url');
}

@Injectable()
export class EditionsService {
  private readonly urls: EditionUrls;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly keyOwners: StoredKeyOwners,
    private readonly deletes: DeleteAfterCommit,
    private readonly lifecycle: WorkspaceLifecycle,
    media: MediaUrls,
    config: AppConfig,
    private readonly resources: WorkspaceResources,
  ) {
    this.urls = {
      base: config.baseUrl,
      publish: config.publishUrl,
      screenshotStore: config.STORAGE_DRIVER === 's3' ? `s3:${config.S3_REGION}:${config.S3_BUCKET}` : 'local',
      media,
    };
  }

  categories(requestUrl: string): HalCollection<'category', CategoryResource> {
    const items = CATEGORY_KEYS.map((key) => ({ key, name: categoryName(key) }));
    return halCollection(this.urls.base, requestUrl, {
      key: 'category',
      items,
      totalItems: items.length,
      page: 1,
      limit: items.length,
    });
  }

  async list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'edition', EditionResource>> {
    return this.resources.listLoaded(
      { scope: EDITIONS, key: 'edition', fields: EDITION_LIST_FIELDS },
      principal,
      query,
      requestUrl,
      withContext,
      (row) => row.edition.id,
      (_, rows) => rows.map(({ edition, context }) => presentEdition(edition, context, this.urls)),
    );
  }

  /** One statement, written once: the doc, its project's address and its page count. */
  async get(principal: Principal, id: number): Promise<EditionResource> {
    const found = await editionById(this.dataSource, id, principal);
    if (!found) throw ProblemException.notFound();
    return presentEdition(found.edition, found.context, this.urls);
  }

  async create(
    principal: Principal,
    dto: CreateEditionDto,
    recorder?: CreateRecorder<EditionResource>,
  ): Promise<EditionResource> {
    // Hashing a password is slow on purpose: done once, before the transaction.
    const options = await mergeOptions(defaultOptions(), dto.options);
    return createWithFreeIdentifier(
      this.transactions,
      async (manager) => {
        await recorder?.claim(manager);
        const project = await this.projectInScope(manager, principal, dto.title.id);
        if (dto.is_default) await lockProject(manager, project.id);
        if (dto.screenshot) await this.assertImage(manager, principal, dto.screenshot);
        const now = new Date();
        const edition = manager.create(Edition, {
          workspace_id: principal.workspaceId,
          title_id: project.id,
          name: dto.name,
          identifier: dto.identifier ?? (await freeDocIdentifier(manager, dto.name, project.id)),
          uid: newUid(),
          preview_key: newTokenKey(),
          status: 'draft',
          published_on: null,
          first_published_on: null,
          affected_on: now,
          is_visible: dto.is_visible ?? true,
          is_default: dto.is_default ?? false,
          has_header: dto.has_header ?? null,
          is_starred: dto.is_starred ?? null,
          category: dto.category ?? 'other',
          options,
          screenshot_id: dto.screenshot ?? null,
          created_on: now,
          modified_on: null,
        });
        if (edition.is_default) await clearDefault(manager, project.id);
        edition.id = await insertEdition(manager, edition);
        const workspace = await workspaceIdentifierOf(manager, principal.workspaceId);
        const address = { identifier: project.identifier, hostname: project.hostname, workspace };
        const resource = presentEdition(edition, { project: address, pagesCount: 0 }, this.urls);
        await recorder?.complete(manager, resource);
        return resource;
      },
      { chosen: dto.identifier, taken: IDENTIFIER_TAKEN },
    );
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdateEditionDto,
    conditions = Preconditions.NONE,
  ): Promise<EditionResource> {
    // A doc never changes project, so its project can be read before the transaction.
    const project = dto.is_default ? await this.projectOf(principal, id) : undefined;
    try {
      return await this.transactions.run(async (manager) => {
        if (project !== undefined) await lockProject(manager, project);
        const edition = await EDITIONS.lock(manager, principal, id);
        await conditions.check(() => this.present(manager, edition));
        if (dto.screenshot) await this.assertImage(manager, principal, dto.screenshot);
        if (dto.name !== undefined) edition.name = dto.name;
        if (dto.identifier !== undefined) edition.identifier = dto.identifier;
        if (dto.category !== undefined) edition.category = dto.category;
        if (dto.is_visible !== undefined) edition.is_visible = dto.is_visible;
        if (dto.has_header !== undefined) edition.has_header = dto.has_header;
        if (dto.is_starred !== undefined) edition.is_starred = dto.is_starred;
        if (dto.screenshot !== undefined) edition.screenshot_id = dto.screenshot;
        if (dto.options !== undefined) edition.options = await mergeOptions(edition.options, dto.options);
        if (dto.is_default !== undefined) {
          if (dto.is_default && !edition.is_default) await clearDefault(manager, edition.title_id);
          edition.is_default = dto.is_default;
        }
        await this.touch(manager, edition);
        return this.present(manager, edition);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw IDENTIFIER_TAKEN();
      throw error;
    }
  }

  /**
   * Permanent: the doc's pages and what hangs below it (its export jobs, say) go with it by foreign
   * key cascade; the stored bytes those rows named, and what other stores keep of it (analytics in
   * ClickHouse), go once that committed.
   */
  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    const keys = await this.transactions.run(async (manager) => {
      const edition = await EDITIONS.lock(manager, principal, id);
      await conditions.check(() => this.present(manager, edition));
      const below = await this.keyOwners.keysBelow(manager, {
        entity: Edition,
        id: edition.id,
        workspaceId: principal.workspaceId,
      });
      await deleteEdition(manager, edition.id);
      markDocChanged(manager, edition.id);
      return below;
    });
    await this.deletes.delete(keys);
    await this.lifecycle.afterContentDelete({ workspaceId: principal.workspaceId, docs: [id] });
  }

  /** Publishing a published doc publishes it again: `published_on` moves, `first_published_on` stays. */
  async publish(principal: Principal, id: number, published: boolean): Promise<EditionResource> {
    return this.transactions.run(async (manager) => {
      const edition = await EDITIONS.lock(manager, principal, id);
      const now = new Date();
      if (published) {
        edition.status = 'published';
        edition.published_on = now;
        edition.first_published_on ??= now;
      } else {
        edition.status = 'draft';
      }
      await this.touch(manager, edition, now);
      const resource = await this.present(manager, edition);
      // The outbox, in this transaction (docs/webhooks.md): sent only if the change commits.
      await enqueueWebhookEvent(
        manager,
        principal.workspaceId,
        published ? 'doc.published' : 'doc.unpublished',
        resource,
      );
      return resource;
    });
  }

  /**
   * A new preview key (docs/reader.md, "Previews"): the old preview link stops at once here, and
   * on every other instance at its next look (the reader never keeps a preview page).
   */
  async rotatePreview(principal: Principal, id: number): Promise<EditionResource> {
    return this.transactions.run(async (manager) => {
      const edition = await EDITIONS.lock(manager, principal, id);
      edition.preview_key = newTokenKey();
      await this.touch(manager, edition);
      return this.present(manager, edition);
    });
  }

  /** A new draft with a new uid and identifier, and a copy of every page, in one transaction. */
  async copy(principal: Principal, id: number, dto: CopyEditionDto): Promise<EditionResource> {
    return createWithFreeIdentifier(this.transactions, async (manager) => {
      // Locked so no page moves while it is copied.
      const source = await EDITIONS.lock(manager, principal, id);
      const project = await this.projectInScope(manager, principal, dto.title?.id ?? source.title_id);
      const name = dto.name ?? `Copy of ${source.name}`.slice(0, 255);
      const now = new Date();
      const copy = manager.create(Edition, {
        ...source,
        id: undefined,
        title_id: project.id,
        name,
        identifier: await freeDocIdentifier(manager, name, project.id),
        uid: newUid(),
        preview_key: newTokenKey(),
        status: 'draft',
        published_on: null,
        first_published_on: null,
        is_default: false,
        affected_on: now,
        created_on: now,
        modified_on: null,
      });
      delete (copy as Partial<Edition>).title;
      copy.id = await insertEdition(manager, copy);
      await copyPages(manager, source.id, copy.id, now);
      return this.present(manager, copy);
    });
  }

  private async touch(manager: EntityManager, edition: Edition, now = new Date()): Promise<void> {
    edition.modified_on = now;
    edition.affected_on = now;
    const { id, workspace: _w, title: _t, screenshot: _s, ...columns } = edition;
    await updateEditionRow(manager, id, columns);
    markDocChanged(manager, id);
  }

  private async present(manager: EntityManager, edition: Edition): Promise<EditionResource> {
    return presentEdition(edition, await editionContext(manager, edition.id), this.urls);
  }

  /** The project of a doc in the caller's workspace; a 404 otherwise. */
  private async projectOf(principal: Principal, id: number): Promise<number> {
    const project = await projectOfDoc(this.dataSource, principal, id);
    if (project === undefined) throw ProblemException.notFound();
    return project;
  }

  private async projectInScope(manager: EntityManager, principal: Principal, titleId: number): Promise<Title> {
    const project = await projectAddress(manager, principal, titleId);
    if (!project) throw TITLE_NOT_FOUND();
    return project;
  }

  private async assertImage(manager: EntityManager, principal: Principal, imageId: number): Promise<void> {
    if (!(await imageExists(manager, principal, imageId))) throw SCREENSHOT_NOT_FOUND();
  }
}

/** A doc identifier made from `name` that no doc of the project has yet. */
function freeDocIdentifier(manager: EntityManager, name: string, projectId: number): Promise<string> {
  return freeIdentifier(manager, Edition, slugify(name, 'doc'), { column: 'title_id', id: projectId });
}
