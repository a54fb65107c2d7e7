import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Principal } from '../auth/principal.js';
import { type HalCollection, halCollection } from '../common/hal/hal.js';
import { Preconditions } from '../common/http/etag.js';
import { fetchListPage } from '../common/list-query/list-page.js';
import { ProblemException, type ValidationMessages } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { isUniqueViolation } from '../database/errors.js';
import { Transactions } from '../database/transactions.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { MediaFile } from '../media-library/file.entity.js';
import { slugify } from '../common/slug.js';
import { applyContentPatches, readPatches } from './content-patches.js';
import type { CreatePageDto, UpdatePageDto } from './dto/page.dto.js';
import { markDocChanged } from '../database/content-changes.js';
import { Edition } from './edition.entity.js';
import { PAGE_LIST_FIELDS } from './edition.list-fields.js';
import { freeIdentifier } from '../database/free-identifier.js';
import { forUpdate, lockRow } from '../database/locks.js';
import { checkContent, type ContentRefs, EMPTY_CONTENT, type PageContent } from './page-content.js';
import { Page } from './page.entity.js';
import { presentPage } from './page.presenter.js';
import type { PageResource } from './page.resource.js';

const IDENTIFIER_TAKEN = () => ProblemException.invalidField('identifier', 'recordFound', 'A page with this identifier already exists in the doc');
const EDITION_NOT_FOUND = () => ProblemException.invalidField('edition.id', 'notFound', 'No doc with this id is in your scope');
const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/** Every column but `content`: a list never reads the trees. */
const LIST_COLUMNS = ['id', 'workspace_id', 'edition_id', 'name', 'identifier', 'position', 'is_visible', 'created_on', 'modified_on'].map((c) => `page.${c}`);

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
    config: AppConfig,
  ) {
    this.base = config.baseUrl;
  }

  async list(principal: Principal, query: Record<string, unknown>, requestUrl: string): Promise<HalCollection<'page', PageResource>> {
    const qb = this.dataSource
      .getRepository(Page)
      .createQueryBuilder('page')
      .where('page.workspace_id = :workspaceId', { workspaceId: principal.workspaceId });
    // A page list with no order is in doc order.
    const ordered = query['order-by'] === undefined ? { ...query, 'order-by': [{ field: 'position' }] } : query;
    const page = await fetchListPage(qb, ordered, PAGE_LIST_FIELDS, 'page.id', (pageQuery) => pageQuery.select(LIST_COLUMNS).getMany());
    const items = page.rows.map((row) => presentPage(row, this.base, false));
    return halCollection(this.base, requestUrl, { key: 'page', items, ...page });
  }

  async get(principal: Principal, id: number): Promise<PageResource> {
    const page = await this.dataSource.manager.findOneBy(Page, { id, workspace_id: principal.workspaceId });
    if (!page) throw ProblemException.notFound();
    return presentPage(page, this.base, true);
  }

  async create(principal: Principal, dto: CreatePageDto, recorder?: CreateRecorder<PageResource>): Promise<PageResource> {
    const content = dto.content ?? EMPTY_CONTENT();
    const refs = checkShape(content);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.transactions.run(async (manager) => {
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
            identifier: dto.identifier ?? (await freeIdentifier(manager, Page, slugify(dto.name, 'page'), { column: 'edition_id', id: edition.id })),
            position,
            is_visible: dto.is_visible ?? true,
            content,
            created_on: now,
            modified_on: now,
          });
          page.id = Number((await manager.insert(Page, page as QueryDeepPartialEntity<Page>)).identifiers[0].id);
          await touchEdition(manager, edition.id, now);
          const resource = presentPage(page, this.base, true);
          await recorder?.complete(manager, resource);
          return resource;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (dto.identifier !== undefined || attempt >= 4) throw IDENTIFIER_TAKEN();
      }
    }
  }

  async update(principal: Principal, id: number, dto: UpdatePageDto, conditions = Preconditions.NONE): Promise<PageResource> {
    const refs = dto.content === undefined ? undefined : checkShape(dto.content);
    try {
      return await this.transactions.run(async (manager) => {
        const page = await this.lockPage(manager, principal, id);
        await conditions.check(() => presentPage(page, this.base, true));
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
        await manager.update(Page, { id: pageId }, columns as QueryDeepPartialEntity<Page>);
        await touchEdition(manager, page.edition_id, now);
        return presentPage(page, this.base, true);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw IDENTIFIER_TAKEN();
      throw error;
    }
  }

  /**
   * Editing Content (README, Editing Content): the patches applied to the stored tree with the page locked,
   * the result checked as a whole (shape, size, media in the workspace), and written only then.
   * Any refusal rolls the transaction back: nothing of the request is kept.
   */
  async patchContent(principal: Principal, id: number, body: unknown, conditions = Preconditions.NONE): Promise<PageResource> {
    const patches = readPatches(body);
    return this.transactions.run(async (manager) => {
      const page = await this.lockPage(manager, principal, id);
      await conditions.check(() => presentPage(page, this.base, true));
      // No patch, no change: the page as it is, its tag and modified_on untouched.
      if (patches.length === 0) return presentPage(page, this.base, true);
      const content = applyContentPatches(page.content, patches) as PageContent;
      await checkRefs(manager, principal, checkShape(content));
      const now = new Date();
      await manager.update(Page, { id: page.id }, { content, modified_on: now } as QueryDeepPartialEntity<Page>);
      await touchEdition(manager, page.edition_id, now);
      return presentPage({ ...page, content, modified_on: now }, this.base, true);
    });
  }

  async remove(principal: Principal, id: number, conditions = Preconditions.NONE): Promise<void> {
    await this.transactions.run(async (manager) => {
      const page = await this.lockPage(manager, principal, id);
      await conditions.check(() => presentPage(page, this.base, true));
      await manager.delete(Page, { id: page.id });
      await shift(manager, page.edition_id, '-', page.position + 1, null);
      await touchEdition(manager, page.edition_id, new Date());
    });
  }

  /** The doc's row, locked; null when it is not in the caller's workspace. */
  private lockEdition(manager: EntityManager, principal: Principal, editionId: number): Promise<Edition | null> {
    return lockRow(
      manager
        .getRepository(Edition)
        .createQueryBuilder('edition')
        .select('edition.id')
        .where('edition.id = :editionId AND edition.workspace_id = :workspaceId', { editionId, workspaceId: principal.workspaceId }),
    );
  }

  /**
   * The page, read after its doc is locked: its position cannot move under us then. The doc comes
   * first, always, so two writers never wait on each other's rows in opposite orders. The second
   * read is a locking one: on MySQL a plain read would answer from the snapshot the first read
   * took, before the lock was granted, and so could see a position that has since moved.
   */
  private async lockPage(manager: EntityManager, principal: Principal, id: number): Promise<Page> {
    const found = await manager.findOne(Page, { select: { id: true, edition_id: true }, where: { id, workspace_id: principal.workspaceId } });
    if (!found || !(await this.lockEdition(manager, principal, found.edition_id))) throw ProblemException.notFound();
    const page = await lockRow(
      manager.getRepository(Page).createQueryBuilder('page').where('page.id = :id AND page.workspace_id = :workspaceId', { id, workspaceId: principal.workspaceId }),
    );
    if (!page) throw ProblemException.notFound();
    return page;
  }
}

const positionOutOfRange = (max: number) =>
  ProblemException.invalidField('position', 'max', `position must be from 0 to ${Math.max(max, 0)}: the doc's pages are numbered without gaps`);

/** The doc's page count, read past any snapshot (a locking read on MySQL); call it with the doc locked. */
async function countPages(manager: EntityManager, editionId: number): Promise<number> {
  const qb = manager.getRepository(Page).createQueryBuilder('page').select('COUNT(*)', 'n').where('page.edition_id = :editionId', { editionId });
  // FOR UPDATE, not a shared lock: MariaDB has no `FOR SHARE`, and the doc lock already serialises these writers.
  forUpdate(qb);
  return Number((await qb.getRawOne<{ n: number | string }>())?.n ?? 0);
}

/** `+1` or `-1` on the positions in `[from, to)` (`to` null: to the end) of one doc. */
async function shift(manager: EntityManager, editionId: number, sign: '+' | '-', from: number, to: number | null): Promise<void> {
  const qb = manager
    .createQueryBuilder()
    .update(Page)
    .set({ position: () => `position ${sign} 1` })
    .where('edition_id = :editionId AND position >= :from', { editionId, from });
  if (to !== null) qb.andWhere('position < :to', { to });
  await qb.execute();
}

/** A page's change is a change of its doc too (`affected_on`). */
async function touchEdition(manager: EntityManager, editionId: number, now: Date): Promise<void> {
  await manager.update(Edition, { id: editionId }, { affected_on: now });
  markDocChanged(manager, editionId);
}

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
  const files = await manager.find(MediaFile, {
    select: { id: true, kind: true, mime_type: true },
    where: { id: In(ids), workspace_id: principal.workspaceId },
  });
  const byId = new Map(files.map((file) => [file.id, file]));
  const messages: ValidationMessages = {};
  for (const ref of refs.images) {
    if (byId.get(ref.id)?.kind !== 'image') messages[ref.path] = { notFound: 'No image with this id is in your workspace' };
  }
  for (const ref of refs.videos) {
    if (!VIDEO_TYPES.includes(byId.get(ref.id)?.mime_type ?? '')) messages[ref.path] = { notFound: 'No mp4 or webm video with this id is in your workspace' };
  }
  if (Object.keys(messages).length > 0) throw ProblemException.validation(messages);
}

export type { PageContent };
