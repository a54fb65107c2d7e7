import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AppConfig } from '../config/app-config.js';
import type { ContextKey, ReaderContext, TestedContext } from '../content/visible-if.js';
import { CoverQueueFull, CoversService } from '../covers/covers.service.js';
import type { EditionCover } from '../covers/edition-cover.entity.js';
import { ContentChanges } from '../database/content-changes.js';
import type { MediaFile } from '../media-library/file.entity.js';
import { IMAGE_VARIANTS, parseVariant } from '../media-library/image-variants.js';
import { ImageVariantsService, type VariantSource } from '../media-library/image-variants.service.js';
import type { PersonalizationContext } from '../personalization/reader-personalization.js';
import { PublicationService } from '../publication/publication.service.js';
import { AssetAllowList, imageProofs } from './asset-allow-list.js';
import { assetName, COVER_ASSET, type DocAddress, pageCacheKey, type ProjectAddress } from './doc-address.js';
import { type CachedEntry, PageCache, type RenderedPage } from './page-cache.js';
import { assetFile } from './reader.queries.js';
import { type Answer, message, notFound, PUBLIC_CACHE, rendered, unkept } from './reader-answers.js';
import { testedContext, variantKey } from './reader-context.js';
import { type Doc, ReaderDocs } from './reader-docs.js';
import { ReaderPages } from './reader-pages.js';
import { type CountAttempt, ReaderProtection } from './reader-protection.js';

/**
 * Rendered plain pages kept in memory per instance: a few thousand typical pages, and a bounded
 * share of a process that runs with a 256 MiB heap (bench/levers.md).
 */
const CACHE_BYTES = 16 * 1024 * 1024;
/** Docs kept beside their cached plain pages (keepDoc). */
const DOCS_KEPT = 1_000;

/** What a reader's request says, as plain values: where, who (their key and credentials). */
export interface ReaderQuery {
  address: DocAddress;
  /** `?t=`, the personalization key. */
  token?: string;
  /** The `Authorization` header (a protected doc's credentials). */
  authorization?: string;
  /** Counts a password attempt against the client's budget. */
  countAttempt: CountAttempt;
  /** The reader's country, device, language and utm values, for the keys a page tests (reader-context.ts). */
  contextOf: (keys: Iterable<ContextKey>) => ReaderContext;
}

/** A page of a doc: `page` null for the doc's first visible page, its index. */
export interface PageQuery extends ReaderQuery {
  page: string | null;
}

/** A file under the doc's `assets/`: its name, `?variant=` and `?p=` (a token's image proof). */
export interface AssetQuery extends ReaderQuery {
  name: string;
  variant: unknown;
  proof?: string;
}

/**
 * An asset's answer: a refusal page, nothing there (the caller's miss), the file and the bytes to
 * send, or the doc's generated cover (a doc without a screenshot: src/covers).
 */
export type AssetAnswer =
  { answer: Answer } | { miss: true } | { file: MediaFile; source: VariantSource } | { cover: EditionCover };

const COVERS_BUSY = {
  locale: 'en',
  title: 'Busy',
  message: 'Too many covers are being drawn at once. Try again in a few seconds.',
};

/**
 * The reader (docs/reader.md): published docs as HTML, their assets, previews and project indexes,
 * as plain answers (the routes write them). A plain page is rendered once and kept (PageCache)
 * until its doc changes; a protected or personalized one is rendered per request and never kept.
 */
@Injectable()
export class ReaderService implements OnModuleDestroy {
  private readonly cache = new PageCache(CACHE_BYTES);
  private readonly kept = new Map<number, Doc>();
  private readonly unsubscribe: () => void;
  /** How long a cached page is served before its doc's row is read again (what another instance changed). */
  private readonly revalidateMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly docs: ReaderDocs,
    private readonly protection: ReaderProtection,
    private readonly allowList: AssetAllowList,
    private readonly pages: ReaderPages,
    private readonly publication: PublicationService,
    private readonly variants: ImageVariantsService,
    private readonly covers: CoversService,
    config: AppConfig,
    changes: ContentChanges,
  ) {
    this.revalidateMs = config.READER_REVALIDATE_MS;
    this.unsubscribe = changes.subscribe((change) => {
      if ('all' in change) {
        this.cache.invalidateAll();
        this.kept.clear();
      } else {
        this.cache.invalidate(change.editionId);
        this.kept.delete(change.editionId);
      }
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /**
   * The page from the cache, fresh: its answer when the request is plain (no key), else the entry,
   * which `page` may still answer with (a key that names no token of the doc).
   */
  async cached(query: PageQuery): Promise<{ answer?: Answer; fresh?: CachedEntry }> {
    const key = pageCacheKey(query.address, query.page);
    const entry = key === null ? undefined : this.cachedFor(query, key);
    const fresh = entry !== undefined && (await this.stillFresh(entry)) ? entry : undefined;
    if (fresh && this.tokenOf(query) === undefined) return { answer: this.fromCache(query.address, fresh) };
    return { fresh };
  }

  /** The page as this request's reader sees it (200), or the page that refuses it (401, 403, 404, 429). */
  async page(query: PageQuery, fresh?: CachedEntry): Promise<Answer> {
    const token = this.tokenOf(query);
    // A key: its context is worked out once, here, and the render reuses it. The doc it is for is
    // the one the fresh plain page was rendered from (what is known of it, as fresh).
    const known = fresh ? this.kept.get(fresh.editionId) : undefined;
    const doc = fresh && known?.stamp === fresh.stamp ? known : undefined;
    if (fresh === undefined || token === undefined || doc === undefined) return this.render(query, token, doc);
    // A doc whose personalization is off reads plain for every key, at once.
    if (!doc.options.has_personalization) return this.fromCache(query.address, fresh);
    const context = (await this.publication.readerFor(doc, token))!;
    if (context.tokenId === null) return this.fromCache(query.address, fresh);
    return this.render(query, token, doc, context);
  }

  /** A Media Library file a visible page of the doc references (or its cover), and nothing else. */
  async asset(query: AssetQuery): Promise<AssetAnswer> {
    const miss = { miss: true } as const;
    const doc = await this.docs.find(query.address);
    if (!doc) return miss;
    const refused = await this.protection.check(query.address, doc, query.authorization, query.countAttempt);
    if (refused) return { answer: refused };
    if (query.name === COVER_ASSET) {
      // The cover the service draws of the first page, for a doc without a screenshot (the project's index, link previews).
      if (doc.screenshotId !== null || query.variant !== undefined) return miss;
      try {
        const cover = await this.covers.cover(doc.id);
        return cover ? { cover } : miss;
      } catch (error) {
        if (!(error instanceof CoverQueueFull)) throw error;
        return { answer: message(503, query.address, COVERS_BUSY, { 'Retry-After': '5' }) };
      }
    }
    const id = /^(\d{1,10})-/.exec(query.name)?.[1];
    const allowed = id !== undefined && (await this.allowList.allows(doc, Number(id), query.proof));
    const file = allowed ? await assetFile(this.dataSource, doc, Number(id)) : null;
    // Only the name the page wrote serves the file: one address per file, nothing to guess.
    if (!file || assetName(file) !== query.name) return miss;
    // A reader's address with an unknown `?variant=` is no address: the reader's 404 page, not an API problem.
    const variant = query.variant;
    const wanted = variant === undefined || IMAGE_VARIANTS.includes(variant as never) ? parseVariant(variant) : null;
    if (wanted === null) return miss;
    // Readers' resizes count against the workspace's share, as its signed links' do.
    return { file, source: await this.variants.source(file, wanted, `workspace:${doc.workspaceId}`) };
  }

  /**
   * A project's own address (docs/reader.md, "A project's address"): a redirect to its default doc
   * (published and visible), else an index of its published, visible docs, newest first, else
   * null (nothing there: the caller answers the 404 page). Links are relative to the project's address.
   */
  async project(at: ProjectAddress): Promise<Answer | { redirect: string } | null> {
    const docs = await this.docs.projectDocs(at);
    if (docs.length === 0) return null;
    const chosen = docs.find((row) => row.is_default);
    if (chosen) return { redirect: `${encodeURIComponent(chosen.identifier)}/` };
    const cards = docs.map((row) => ({
      identifier: row.identifier,
      name: row.name,
      publishedOn: row.published_on,
      screenshotId: row.screenshot_id,
    }));
    const html = await this.pages.projectIndex(at, docs[0].title!.name, docs[0].workspace_id, cards);
    return { status: 200, page: rendered(html), cache: PUBLIC_CACHE };
  }

  /** Where an old-form address (`/read/{project}/{doc}/`) went: its one publishing workspace, or null. */
  legacyWorkspace(project: string, doc: string): Promise<string | null> {
    return this.docs.legacyWorkspace(project, doc);
  }

  private async render(
    query: PageQuery,
    token: string | undefined,
    knownDoc?: Doc,
    knownContext?: PersonalizationContext,
  ): Promise<Answer> {
    // Before anything is read: a change committed from here on keeps this render out of the cache.
    const mark = this.cache.mark();
    const doc = knownDoc ?? (await this.docs.find(query.address));
    if (!doc) return notFound(query.address);
    const refused = await this.protection.check(query.address, doc, query.authorization, query.countAttempt);
    if (refused) return refused;
    // Personalization turned off stops every token of the doc at once: the plain doc for all.
    if (!doc.options.has_personalization) token = undefined;
    // Which pages a reader sees depends on the whole doc (a page's own `visible_if`), and on what
    // the doc's rules test of the reader's context.
    const seenBy = (token === undefined ? undefined : knownContext) ?? (await this.publication.readerFor(doc, token));
    const stored = await this.publication.storedPages(doc);
    const tested: TestedContext =
      seenBy === null ? new Map() : testedContext(stored.listed, stored.contents, query.page);
    const context = tested.size > 0 ? query.contextOf(tested.keys()) : {};
    const reader = seenBy === null ? null : { ...seenBy, reader: context };
    const view = await this.publication.docView(doc, reader, stored);
    const current = query.page === null ? 0 : view.pages.findIndex((page) => page.identifier === query.page);
    if (view.pages.length === 0 || current < 0) return notFound(query.address);
    const proofs = view.personalized ? imageProofs(doc.id, reader!, token!) : undefined;
    const html = await this.pages.page(doc, query.address, view.pages, current, query.page === null, proofs);
    if (view.personalized || doc.options.authentication != null) return unkept(200, html);
    const page: RenderedPage = { ...rendered(html), contextual: tested.size > 0 };
    const key = pageCacheKey(query.address, query.page);
    // A preview is never kept: a rotated key stops at once on every instance.
    if (key === null) return { status: 200, page, cache: 'private, no-cache' };
    // A copy made for a reader's context is kept here per the values it tests; a shared cache
    // cannot tell readers' countries apart, so it never keeps one.
    this.cache.set(variantKey(key, tested, context), doc.id, doc.workspaceId, doc.stamp, mark, page);
    this.cache.setTestedAt(key, doc.id, mark, tested);
    this.keepDoc(doc, mark);
    return this.fromCache(query.address, { page });
  }

  /**
   * The cached copy of the page at `address` for this reader: the address's own when its page
   * tests nothing of the reader's context, else the copy for the values it tests (variantKey).
   * Unknown until a render has said what the page tests.
   */
  private cachedFor(query: ReaderQuery, address: string): CachedEntry | undefined {
    const tested = this.cache.testedAt(address);
    if (tested === undefined) return undefined;
    const context = tested.size > 0 ? query.contextOf(tested.keys()) : {};
    return this.cache.get(variantKey(address, tested, context));
  }

  /** The key, when docs are personalized here at all. */
  private tokenOf(query: ReaderQuery): string | undefined {
    return this.publication.personalizes ? query.token : undefined;
  }

  private fromCache(address: DocAddress, entry: { page: RenderedPage }): Answer {
    const shared = address.kind !== 'preview' && !entry.page.contextual;
    return { status: 200, page: entry.page, cache: shared ? PUBLIC_CACHE : 'private, no-cache' };
  }

  private async stillFresh(entry: CachedEntry): Promise<boolean> {
    const now = Date.now();
    if (now - entry.checkedAt < this.revalidateMs) return true;
    if ((await this.docs.stampNow(entry.editionId)) === entry.stamp) {
      entry.checkedAt = now;
      return true;
    }
    this.cache.invalidate(entry.editionId);
    return false;
  }

  /**
   * The doc a plain page was rendered from, kept beside it: a personalized read of a page whose
   * plain copy is cached and fresh reads the doc from here instead of the database. Used only
   * while its stamp is that fresh page's, so it is never older than the page itself.
   */
  private keepDoc(doc: Doc, mark: number): void {
    if (this.cache.changedSince(doc.id, mark)) return;
    this.kept.delete(doc.id);
    if (this.kept.size >= DOCS_KEPT) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(doc.id, doc);
  }
}
