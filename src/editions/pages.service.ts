import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import type { Principal } from '../common/auth/principal.js';
import type { HalCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { ProblemException, type ValidationMessages } from '../common/problem/problem.js';
import { slugify } from '../common/slug.js';
import { WorkspaceResources } from '../common/workspace-resources.js';
import { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/errors.js';
import { createWithFreeIdentifier, freeIdentifier } from '../database/free-identifier.js';
import { waitForRowLock } from '../database/locks.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { MediaUrls } from '../media-library/media-urls.js';
import { ContentEditor } from './content-editor.js';
import type { CreatePageDto, UpdatePageDto } from './dto/page.dto.js';
import { Edition } from './edition.entity.js';
import { PAGE_LIST_FIELDS } from './edition.list-fields.js';
import { PAGES } from './edition.queries.js';
import { Page } from './page.entity.js';
import { presentPage } from './page.presenter.js';
import {
  countPages,
  deletePage,
  insertPage,
  listedPages,
  lockedDoc,
  lockedPage,
  pageDoc,
  pageOf,
  referencedFiles,
  shift,
  storedContentBytes,
  touchEdition,
  updatePageRow,
  writeContentJson,
} from './page.queries.js';
import type { PageResource } from './page.resource.js';
import { checkContent, type ContentRefs, EMPTY_CONTENT, type MediaRef } from './page-content.js';

const IDENTIFIER_TAKEN = () =>
  ProblemException.invalidField('identifier', 'recordFound', 'A page with this identifier already exists in the doc');
const EDITION_NOT_FOUND = () =>
  ProblemException.invalidField('edition.id', 'notFound', 'No doc with this id is in your scope');
const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/**
 * Pages keep dense positions `0..n-1` within their doc. Every write that inserts, moves or
 * removes a page first locks the doc's row (MySQL `FOR UPDATE`; SQLite runs one unit of work at a
 * time), so concurrent writes to one doc take turns and never share or skip a position.
 */
@Injectable()
export class PagesService {
  private readonly base: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly editor: ContentEditor,
    private readonly media: MediaUrls,
    config: AppConfig,
    private readonly resources: WorkspaceResources,
  ) {
    this.base = config.baseUrl;
  }

  async list(
    principal: Principal,
    query: Record<string, unknown>,
    requestUrl: string,
  ): Promise<HalCollection<'page', PageResource>> {
    // A page list with no order is in doc order.
    const ordered = query['order-by'] === undefined ? { ...query, 'order-by': [{ field: 'position' }] } : query;
    return this.resources.listLoaded(
      { scope: PAGES, key: 'page', fields: PAGE_LIST_FIELDS },
      principal,
      ordered,
      requestUrl,
      listedPages,
      (row) => row.id,
      (_, rows) => rows.map((row) => presentPage(row, this.base, false)),
    );
  }

  async get(principal: Principal, id: number): Promise<PageResource> {
    const page = await pageOf(this.dataSource, principal, id);
    if (!page) throw ProblemException.notFound();
    return presentPage(page, this.base, true, this.media);
  }

  async create(
    principal: Principal,
    dto: CreatePageDto,
    recorder?: CreateRecorder<PageResource>,
  ): Promise<PageResource> {
    const content = dto.content ?? EMPTY_CONTENT();
    const refs = checkShape(content);
    return createWithFreeIdentifier(
      this.transactions,
      async (manager) => {
        await recorder?.claim(manager);
        const edition = await this.lockEdition(manager, principal, dto.edition.id);
        if (!edition) throw EDITION_NOT_FOUND();
        await checkRefs(manager, principal, refs);
        const count = await countPages(manager, edition.id);
        const position = dto.position ?? count;
        if (position > count) throw positionOutOfRange(count);
        await shift(manager, edition.id, '+', position, null);
        const now = new Date();
        const page = manager.create(Page, {
          workspace_id: principal.workspaceId,
          edition_id: edition.id,
          name: dto.name,
          identifier:
            dto.identifier ??
            (await freeIdentifier(manager, Page, slugify(dto.name, 'page'), {
              column: 'edition_id',
              id: edition.id,
            })),
          position,
          is_visible: dto.is_visible ?? true,
          content,
          created_on: now,
          modified_on: now,
        });
        page.id = await insertPage(manager, page);
        await touchEdition(manager, edition.id, now);
        const resource = presentPage(page, this.base, true, this.media);
        await recorder?.complete(manager, resource);
        return resource;
      },
      { chosen: dto.identifier, taken: IDENTIFIER_TAKEN },
    );
  }

  async update(
    principal: Principal,
    id: number,
    dto: UpdatePageDto,
    conditions = Preconditions.NONE,
  ): Promise<PageResource> {
    const refs = dto.content === undefined ? undefined : checkShape(dto.content);
    try {
      return await this.transactions.run(async (manager) => {
        const page = await this.lockPage(manager, principal, id);
        await conditions.check(() => presentPage(page, this.base, true, this.media));
        if (refs) await checkRefs(manager, principal, refs);
        if (dto.position !== undefined && dto.position !== page.position) {
          const count = await countPages(manager, page.edition_id);
          if (dto.position >= count) throw positionOutOfRange(count - 1);
          // Close the gap where it was, open one where it goes.
          if (dto.position < page.position) await shift(manager, page.edition_id, '+', dto.position, page.position);
          else await shift(manager, page.edition_id, '-', page.position + 1, dto.position + 1);
          page.position = dto.position;
        }
        if (dto.name !== undefined) page.name = dto.name;
        if (dto.identifier !== undefined) page.identifier = dto.identifier;
        if (dto.is_visible !== undefined) page.is_visible = dto.is_visible;
        if (dto.content !== undefined) page.content = dto.content;
        const now = new Date();
        page.modified_on = now;
        const { id: pageId, edition: _edition, ...columns } = page;
        await updatePageRow(manager, pageId, columns);
        await touchEdition(manager, page.edition_id, now);
        return presentPage(page, this.base, true, this.media);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw IDENTIFIER_TAKEN();
      throw error;
    }
  }

  /**
   * Editing Content (docs/docs-and-pages.md, Editing Content): the patches applied to the stored tree with the page locked,
   * the result checked as a whole (shape, size, media in the workspace), and written only then.
   * Any refusal rolls the transaction back: nothing of the request is kept.
   *
   * The work (read the patches, parse the tree, patch, check, serialise: tens of ms for a 1 MiB
   * tree) runs on the content worker; the event loop reads and writes the JSON text as it is and answers with it
   * spliced into the page's JSON, so it never parses or serialises the tree itself
   * (docs/editing-limits.md). The answer is that JSON text.
   */
  async patchContent(
    principal: Principal,
    id: number,
    body: unknown,
    conditions = Preconditions.NONE,
  ): Promise<string> {
    return this.transactions.run(async (manager) => {
      const page = await this.lockPage(manager, principal, id, false);
      const stored = await storedContentBytes(manager, page.id);
      const edit = await this.editor.edit({ ...stored, body, withCurrent: conditions.present });
      // The page without its tree, which the worker gave as JSON text, with the media it references.
      const shell = (media: readonly MediaRef[] | undefined, modified_on = page.modified_on) =>
        presentPage({ ...page, content: EMPTY_CONTENT(), modified_on }, this.base, true, this.media, media);
      await conditions.check(
        () => shell(edit.currentMedia),
        (resource) => withContentJson(resource, edit.current!),
      );
      if (!edit.ok) throw ProblemException.validation(edit.messages);
      // No patch, no change: the page as it is, its tag and modified_on untouched.
      if (!edit.changed) return withContentJson(shell(edit.media), edit.json);
      await checkRefs(manager, principal, edit.refs);
      const now = new Date();
      // The JSON text as the worker made it: TypeORM would serialise a value again, on the event loop.
      await writeContentJson(manager, page.id, edit.json, now);
      await touchEdition(manager, page.edition_id, now);
      return withContentJson(shell(edit.media, now), edit.json);
    });
  }

  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    await this.transactions.run(async (manager) => {
      const page = await this.lockPage(manager, principal, id);
      await conditions.check(() => presentPage(page, this.base, true, this.media));
      await deletePage(manager, page.id);
      await shift(manager, page.edition_id, '-', page.position + 1, null);
      await touchEdition(manager, page.edition_id, new Date());
    });
  }

  /** The doc's row, locked; null when it is not in the caller's workspace. */
  private lockEdition(manager: EntityManager, principal: Principal, editionId: number): Promise<Edition | null> {
    return lockedDoc(manager, principal, editionId);
  }

  /**
   * The page, read after its doc is locked: its position cannot move under us then. The doc comes
   * first, always, so two writers never wait on each other's rows in opposite orders. The second
   * read is a locking one: on MySQL a plain read would answer from the snapshot the first read
   * took, before the lock was granted, and so could see a position that has since moved.
   * `withContent` false leaves the tree out (Editing Content reads it as text).
   */
  private async lockPage(manager: EntityManager, principal: Principal, id: number, withContent = true): Promise<Page> {
    const found = await pageDoc(manager, principal, id);
    if (!found) throw ProblemException.notFound();
    // Its turn behind another write of this doc's pages, within a bound, never a query timeout.
    await waitForRowLock(manager, 'edition', found.edition_id, 'This doc');
    if (!(await this.lockEdition(manager, principal, found.edition_id))) throw ProblemException.notFound();
    const page = await lockedPage(manager, principal, id, withContent);
    if (!page) throw ProblemException.notFound();
    return page;
  }
}

const positionOutOfRange = (max: number) =>
  ProblemException.invalidField(
    'position',
    'max',
    `position must be from 0 to ${Math.max(max, 0)}: the doc's pages are numbered without gaps`,
  );

/**
 * The resource's JSON with `content` as the given JSON text: what JSON.stringify would write for
 * the resource with that tree, without parsing the tree here.
 */
function withContentJson(resource: unknown, json: string): string {
  const text = JSON.stringify({ ...(resource as Record<string, unknown>), content: CONTENT_MARK });
  const at = text.indexOf(CONTENT_MARK_JSON);
  return text.slice(0, at) + json + text.slice(at + CONTENT_MARK_JSON.length);
}
/** Stands for the tree while the rest is serialised; nothing else in a page resource may hold a NUL (names refuse it, identifiers are slugs). */
const CONTENT_MARK = '\u0000content\u0000';
const CONTENT_MARK_JSON = JSON.stringify(CONTENT_MARK);

/** The tree's shape, before any transaction; 422 naming the path. */
function checkShape(content: unknown): ContentRefs {
  const { messages, refs } = checkContent(content);
  if (Object.keys(messages).length > 0) throw ProblemException.validation(messages);
  return refs;
}

/** Every image and video the tree names is in the caller's workspace, of the right kind. */
async function checkRefs(manager: EntityManager, principal: Principal, refs: ContentRefs): Promise<void> {
  const ids = [...new Set([...refs.images, ...refs.videos].map((ref) => ref.id))];
  if (ids.length === 0) return;
  const files = await referencedFiles(manager, principal, ids);
  const byId = new Map(files.map((file) => [file.id, file]));
  const messages: ValidationMessages = {};
  for (const ref of refs.images) {
    if (byId.get(ref.id)?.kind !== 'image')
      messages[ref.path] = { notFound: 'No image with this id is in your workspace' };
  }
  for (const ref of refs.videos) {
    if (!VIDEO_TYPES.includes(byId.get(ref.id)?.mime_type ?? ''))
      messages[ref.path] = { notFound: 'No mp4 or webm video with this id is in your workspace' };
  }
  if (Object.keys(messages).length > 0) throw ProblemException.validation(messages);
}
