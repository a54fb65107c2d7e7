import { createHash, timingSafeEqual } from 'node:crypto';

import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit, Optional } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource, In } from 'typeorm';

import { Countries } from '../common/http/countries.js';
import { weakMatch } from '../common/http/etag.js';
import { projectHref, type PublishedAddress } from '../common/http/public-address.js';
import { UserAgents } from '../common/http/user-agents.js';
import { ProblemException } from '../common/problem/problem.js';
import { AppConfig } from '../config/app-config.js';
import { imagePlaceholderKey } from '../content/placeholders.js';
import type { ReaderContext, TestedContext } from '../content/visible-if.js';
import { ContentChanges } from '../database/content-changes.js';
import { hotRead } from '../database/hot-reads.js';
import { hydrate } from '../database/hydrate.js';
import { Edition } from '../editions/edition.entity.js';
import { type EditionOptions, verifyPassword } from '../editions/edition-options.js';
import { Page } from '../editions/page.entity.js';
import type { PageContent } from '../editions/page-content.js';
import { MediaFile } from '../media-library/file.entity.js';
import { IMAGE_VARIANTS, parseVariant } from '../media-library/image-variants.js';
import { ImageVariantsService } from '../media-library/image-variants.service.js';
import { FILES } from '../media-library/media.queries.js';
import {
  type PersonalizationContext,
  READER_PERSONALIZATION,
  type ReaderPersonalization,
} from '../personalization/reader-personalization.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { renderOptions } from '../rendering/render-options.js';
import {
  type AssetRef,
  contentRefs,
  renderMessage,
  type RenderOptions,
  renderPage,
  renderProjectIndex,
  safeFilename,
} from '../rendering/renderer.js';
import { ContentSender } from '../storage/content-sender.js';
import { PageCache, type RenderedPage } from './page-cache.js';
import { readerContext, testedContext, variantKey } from './reader-context.js';

/**
 * A doc's address as the reader was asked for it (docs/reader.md, "Addresses"): the published one
 * (workspace, project, doc), its preview key, or its project's own domain.
 */
export type ReaderMount =
  | { kind: 'published'; workspace: string; project: string; doc: string }
  | { kind: 'preview'; key: string }
  | { kind: 'domain'; hostname: string; doc: string };

/** The reader's policy (docs/reader.md): its own script, styles and media, nothing else, never framed. */
export const READER_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': READER_CSP,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

const PUBLIC_CACHE = 'public, max-age=60';
const NO_STORE = 'private, no-store';

/**
 * Rendered plain pages kept in memory per instance: a few thousand typical pages, and a bounded
 * share of a process that runs with a 256 MiB heap (bench/levers.md).
 */
const CACHE_BYTES = 16 * 1024 * 1024;
/** Docs whose list of referenced files is remembered (the asset route's allow-list). */
const REFS_DOCS = 1_000;
/**
 * Docs whose visible pages (their list and parsed contents) are kept for personalized reads, which
 * render per request: the tree is read and parsed once per doc version, only placeholders are
 * resolved per request. Few, and only docs of at most PAGES_KEPT_MAX pages, to stay small.
 */
const PAGES_DOCS = 16;
const PAGES_KEPT_MAX = 50;
/** Docs kept beside their cached plain pages (keepDoc). */
const DOCS_KEPT = 1_000;
/** Basic credentials that matched, remembered so a signed-in reader's next pages cost no scrypt and no count. */
const SIGNED_IN_MAX = 10_000;

/** A doc as the reader reads it. */
interface Doc {
  id: number;
  workspaceId: number;
  uid: string;
  name: string;
  identifier: string;
  status: string;
  options: EditionOptions;
  screenshotId: number | null;
  project: PublishedAddress;
  /** Changes whenever anything the reader shows of the doc may have changed: its status, its row, its pages, its project. */
  stamp: string;
}

interface NavEntry {
  id: number;
  identifier: string;
  name: string;
}

/** What a request gets: the bytes, and whether a shared cache may keep them. */
interface Answer {
  status: number;
  page: RenderedPage;
  cache: typeof PUBLIC_CACHE | typeof NO_STORE | 'private, no-cache';
  headers?: Record<string, string>;
}

const tagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
const rendered = (html: string): RenderedPage => {
  const body = Buffer.from(html);
  return { body, etag: tagOf(body) };
};

/**
 * The reader (docs/reader.md): published docs as HTML, their assets, previews and custom domains.
 * A plain page is rendered once and kept (PageCache) until its doc changes; a protected or
 * personalized one is rendered per request and never kept anywhere.
 */
@Injectable()
export class ReaderService implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new PageCache(CACHE_BYTES);
  private readonly refs = new Map<number, { stamp: string } & DocRefs>();
  private readonly signedIn = new Map<string, true>();
  private readonly docPages = new Map<
    number,
    { stamp: string; listed: NavEntry[]; contents: Map<number, PageContent> }
  >();
  private readonly docs = new Map<number, Doc>();
  /** Client IPs past their budget of misses, until when (ms): refused before anything is read. */
  private readonly spent = new Map<string, { until: number; headers: Record<string, string> }>();
  private readonly unsubscribe: () => void;
  private readonly publishUrl: string;
  /** How long a cached page is served before its doc's row is read again (what another instance changed). */
  private readonly revalidateMs: number;
  /** Where a reader's context comes from (reader-context.ts): as analytics reads it. */
  private readonly contextSources: { countries: Countries; userAgents: UserAgents };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sender: ContentSender,
    private readonly variants: ImageVariantsService,
    private readonly rateLimit: RateLimiter,
    config: AppConfig,
    changes: ContentChanges,
    private readonly moduleRef: ModuleRef,
    countries: Countries,
    @Optional() @Inject(READER_PERSONALIZATION) private personalization?: ReaderPersonalization,
  ) {
    this.contextSources = { countries, userAgents: new UserAgents() };
    this.publishUrl = config.publishUrl;
    this.revalidateMs = config.READER_REVALIDATE_MS;
    this.unsubscribe = changes.subscribe((change) => {
      if ('all' in change) {
        this.cache.invalidateAll();
        this.refs.clear();
        this.docPages.clear();
        this.docs.clear();
      } else {
        this.cache.invalidate(change.editionId);
        this.refs.delete(change.editionId);
        this.docPages.delete(change.editionId);
        this.docs.delete(change.editionId);
      }
    });
  }

  /**
   * A provider this module cannot see by its imports (PersonalizationModule neither global nor
   * imported here) is still found in the app, so the hook never goes missing silently.
   */
  onModuleInit(): void {
    if (this.personalization) return;
    try {
      this.personalization = this.moduleRef.get<ReaderPersonalization>(READER_PERSONALIZATION, { strict: false });
    } catch {
      this.personalization = undefined;
    }
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /**
   * A page of a doc: `pageIdentifier` null for the doc's first visible page, its index. When
   * nothing is there, `moved` may name where the address went (an old-form link): a 308 there.
   */
  async page(
    request: FastifyRequest,
    reply: FastifyReply,
    mount: ReaderMount,
    pageIdentifier: string | null,
    moved?: () => Promise<string | null>,
  ): Promise<{ redirect: string } | void> {
    const address = pageCacheKey(mount, pageIdentifier);
    const token = this.personalization ? tokenParam(request) : undefined;
    const cached = address === null ? undefined : this.cachedFor(request, address);
    const fresh = cached !== undefined && (await this.stillFresh(cached));
    if (fresh && token === undefined) return this.sendCached(request, reply, mount, cached);
    const spent = this.budgetSpent(request);
    if (spent) return this.send(request, reply, mount, spent);
    // A key: its context is worked out once, here, and the render below reuses it. The doc it is
    // for is the one the fresh plain page was rendered from (what is known of it, as fresh).
    const known = fresh ? this.docs.get(cached.editionId) : undefined;
    const doc = known?.stamp === cached?.stamp ? known : undefined;
    let context: PersonalizationContext | undefined;
    // A doc whose personalization is off reads plain for every key, at once.
    if (fresh && token !== undefined && doc !== undefined && !doc.options.has_personalization) {
      return this.sendCached(request, reply, mount, cached);
    }
    if (fresh && token !== undefined && doc !== undefined) {
      context = await this.personalization!.contextFor(
        { id: cached.editionId, workspaceId: cached.workspaceId },
        token,
      );
      if (context.tokenId === null) return this.sendCached(request, reply, mount, cached);
    }
    const answer = await this.render(request, reply, mount, pageIdentifier, token, address, doc, context);
    if (answer.status === 404) {
      const target = moved ? await moved() : null;
      if (target !== null) return { redirect: target };
      return this.miss(request, reply, mount, answer);
    }
    this.send(request, reply, mount, answer);
  }

  /**
   * A request that named nothing: the 404 page, counted against the client IP's budget of misses
   * (READER_MISSES_PER_MINUTE). Past it, the IP's requests that the page cache does not answer get
   * 429 without a read, until the minute ends: guessing names costs the database nothing more.
   */
  async miss(request: FastifyRequest, reply: FastifyReply, mount: ReaderMount | null, answer?: Answer): Promise<void> {
    try {
      await this.rateLimit.countReaderMiss(request, reply);
    } catch (error) {
      if (!(error instanceof ProblemException) || error.getStatus() !== 429) throw error;
      const headers = (error.headers ?? {}) as Record<string, string>;
      if (this.spent.size >= SPENT_MAX) this.spent.delete(this.spent.keys().next().value!);
      this.spent.set(request.ip, { until: Date.now() + Number(headers['Retry-After'] ?? 60) * 1000, headers });
      return this.send(request, reply, mount, this.tooMany(mount, headers));
    }
    this.send(request, reply, mount, answer ?? this.notFound(mount));
  }

  /** The 429 page for a client IP past its budget of misses, or null. */
  private budgetSpent(request: FastifyRequest): Answer | null {
    const spent = this.spent.get(request.ip);
    if (!spent) return null;
    if (spent.until > Date.now()) return this.tooMany(null, spent.headers);
    this.spent.delete(request.ip);
    return null;
  }

  private tooMany(mount: ReaderMount | null, headers: Record<string, string>): Answer {
    return {
      status: 429,
      cache: NO_STORE,
      headers,
      page: rendered(
        renderMessage({
          ...messageSetting(mount),
          locale: 'en',
          title: 'Too many requests',
          message: 'Too many requests for pages that do not exist from your address. Wait a minute, then try again.',
        }),
      ),
    };
  }

  private sendCached(request: FastifyRequest, reply: FastifyReply, mount: ReaderMount, cached: { page: RenderedPage }) {
    this.send(request, reply, mount, {
      status: 200,
      page: cached.page,
      cache: mount.kind === 'preview' || cached.page.contextual ? 'private, no-cache' : PUBLIC_CACHE,
    });
  }

  /**
   * The cached copy of the page at `address` for this reader: the address's own when its page
   * tests nothing of the reader's context, else the copy for the values it tests (variantKey).
   * Unknown until a render has said what the page tests.
   */
  private cachedFor(request: FastifyRequest, address: string) {
    const tested = this.cache.testedAt(address);
    if (tested === undefined) return undefined;
    return this.cache.get(variantKey(address, tested, readerContext(request, tested.keys(), this.contextSources)));
  }

  /** A Media Library file a visible page of the doc references (or its cover), and nothing else. */
  async asset(
    request: FastifyRequest,
    reply: FastifyReply,
    mount: ReaderMount,
    name: string,
    variant: unknown,
  ): Promise<void> {
    const spent = this.budgetSpent(request);
    if (spent) return this.send(request, reply, mount, spent);
    const doc = await this.findDoc(mount);
    if (!doc) return this.miss(request, reply, mount);
    const refused = await this.protection(request, reply, mount, doc);
    if (refused) return this.send(request, reply, mount, refused);
    const id = /^(\d{1,10})-/.exec(name)?.[1];
    const refs = id === undefined ? undefined : await this.referencedIds(doc);
    const allowed =
      refs !== undefined && (refs.ids.has(Number(id)) || (await this.placeholderImage(request, doc, refs, Number(id))));
    const file = allowed
      ? await this.dataSource.manager.findOneBy(MediaFile, FILES.where(doc, { id: Number(id) }))
      : null;
    // Only the name the page wrote serves the file: one address per file, nothing to guess.
    if (!file || assetName(file) !== name) return this.miss(request, reply, mount);
    // A reader's address with an unknown `?variant=` is no address: the reader's 404 page, not an API problem.
    const wanted = variant === undefined || IMAGE_VARIANTS.includes(variant as never) ? parseVariant(variant) : null;
    if (wanted === null) return this.miss(request, reply, mount);
    // Readers' resizes count against the workspace's share, as its signed links' do.
    const source = await this.variants.source(file, wanted, `workspace:${doc.workspaceId}`);
    if (mount.kind === 'preview') reply.header('X-Robots-Tag', 'noindex');
    await this.sender.send(request, reply, {
      ...source,
      contentType: file.mime_type,
      filename: file.filename,
      lastModified: file.modified_on,
    });
  }

  /** The 404 page, the same bytes for a draft, an unknown doc, an invisible page and any other name. */
  notFound(mount: ReaderMount | null): Answer {
    return {
      status: 404,
      cache: NO_STORE,
      page: rendered(
        renderMessage({
          ...messageSetting(mount),
          locale: 'en',
          title: 'Page not found',
          message: 'There is no page at this address. It may have been moved or unpublished.',
        }),
      ),
    };
  }

  /** Writes an answer: the reader's headers, its tag, and 304 when the client holds these bytes. */
  send(request: FastifyRequest, reply: FastifyReply, mount: ReaderMount | null, answer: Answer): void {
    reply.headers(PAGE_HEADERS).header('Cache-Control', answer.cache);
    if (answer.headers) reply.headers(answer.headers);
    if (mount?.kind === 'preview') reply.header('X-Robots-Tag', 'noindex');
    if (answer.status === 200) {
      reply.header('ETag', answer.page.etag);
      if (weakMatch(request.headers['if-none-match'], answer.page.etag)) {
        reply.status(304).send();
        return;
      }
    }
    reply.status(answer.status).header('Content-Length', String(answer.page.body.length)).send(answer.page.body);
  }

  private async stillFresh(entry: {
    editionId: number;
    stamp: string;
    checkedAt: number;
    key: string;
  }): Promise<boolean> {
    const now = Date.now();
    if (now - entry.checkedAt < this.revalidateMs) return true;
    const row = await this.dataSource
      .getRepository(Edition)
      .createQueryBuilder('e')
      .innerJoin('e.title', 't')
      .innerJoin('e.workspace', 'w')
      .select([...STAMP_COLUMNS])
      .where('e.id = :id', { id: entry.editionId })
      .getOne();
    if (row && stampOf(row) === entry.stamp) {
      entry.checkedAt = now;
      return true;
    }
    this.cache.invalidate(entry.editionId);
    return false;
  }

  private async render(
    request: FastifyRequest,
    reply: FastifyReply,
    mount: ReaderMount,
    pageIdentifier: string | null,
    token: string | undefined,
    address: string | null,
    knownDoc?: Doc,
    knownContext?: PersonalizationContext,
  ): Promise<Answer> {
    // Before anything is read: a change committed from here on keeps this render out of the cache.
    const mark = this.cache.mark();
    const doc = knownDoc ?? (await this.findDoc(mount));
    if (!doc) return this.notFound(mount);
    const refused = await this.protection(request, reply, mount, doc);
    if (refused) return refused;
    const protectedDoc = doc.options.authentication !== null && doc.options.authentication !== undefined;
    // Personalization turned off stops every token of the doc at once: the plain doc for all.
    if (!doc.options.has_personalization) token = undefined;

    const kept = this.personalization ? await this.visiblePages(doc) : undefined;
    const listed =
      kept?.listed ??
      (await this.dataSource.manager.find(Page, {
        select: { id: true, identifier: true, name: true },
        where: { edition_id: doc.id, is_visible: true },
        order: { position: 'ASC', id: 'ASC' },
      }));
    let pages: NavEntry[] = listed;
    let content: PageContent | undefined;
    let personalized = false;
    let proofs: ImageProofs | undefined;
    let tested: TestedContext = new Map();
    let reader: ReaderContext = {};
    if (this.personalization) {
      // Which pages a reader sees depends on the whole doc (a page's own `visible_if`): every
      // page's content is read and resolved, then only the visible ones are listed.
      tested = testedContext(listed, kept!.contents, pageIdentifier);
      reader = readerContext(request, tested.keys(), this.contextSources);
      const context: PersonalizationContext = {
        ...((token === undefined ? undefined : knownContext) ??
          (await this.personalization.contextFor({ id: doc.id, workspaceId: doc.workspaceId }, token))),
        reader,
      };
      personalized = context.tokenId !== null;
      if (personalized) proofs = imageProofs(doc.id, context, token!);
      const contents = kept!.contents;
      const resolved = listed.map((page) => ({
        page,
        content: this.personalization!.apply(contents.get(page.id) ?? EMPTY, context),
      }));
      const visible = resolved.filter(
        (entry): entry is { page: NavEntry; content: PageContent } => entry.content !== null,
      );
      pages = visible.map((entry) => entry.page);
      content = (
        pageIdentifier === null ? visible[0] : visible.find((entry) => entry.page.identifier === pageIdentifier)
      )?.content;
    }
    const current = pageIdentifier === null ? 0 : pages.findIndex((page) => page.identifier === pageIdentifier);
    if (pages.length === 0 || current < 0) return this.notFound(mount);
    content ??= (await this.contents([pages[current].id])).get(pages[current].id) ?? EMPTY;

    const html = await this.renderDoc(doc, mount, pages, current, pageIdentifier === null, content, proofs);
    const page: RenderedPage = { ...rendered(html), contextual: tested.size > 0 };
    if (personalized || protectedDoc) return { status: 200, page, cache: NO_STORE };
    // A preview is never kept: a rotated key stops at once on every instance.
    if (address === null) return { status: 200, page, cache: 'private, no-cache' };
    // A copy made for a reader's context is kept here per the values it tests; a shared cache
    // cannot tell readers' countries apart, so it never keeps one.
    this.cache.set(variantKey(address, tested, reader), doc.id, doc.workspaceId, doc.stamp, mark, page);
    this.cache.setTestedAt(address, doc.id, mark, tested);
    this.keepDoc(doc, mark);
    return {
      status: 200,
      page,
      cache: mount.kind === 'preview' || page.contextual ? 'private, no-cache' : PUBLIC_CACHE,
    };
  }

  private async renderDoc(
    doc: Doc,
    mount: ReaderMount,
    pages: NavEntry[],
    current: number,
    index: boolean,
    content: PageContent,
    proofs?: ImageProofs,
  ): Promise<string> {
    const refs = contentRefs(content).map((ref) => ref.id);
    // The cover shows above the first page only when it is not already that page's first image.
    const firstImage = contentRefs(content).find((ref) => ref.kind === 'image')?.id;
    const coverId = index && doc.screenshotId !== firstImage ? doc.screenshotId : null;
    if (doc.screenshotId !== null) refs.push(doc.screenshotId);
    const files = refs.length === 0 ? [] : await this.assetFiles(doc.workspaceId, [...new Set(refs)]);
    const byId = new Map(files.map((file) => [file.id, file]));
    const assets = (kind: 'image' | 'video', id: number): AssetRef | undefined => {
      const file = byId.get(id);
      if (!file || (kind === 'image' && file.kind !== 'image')) return undefined;
      return {
        name: assetName(file),
        width: file.width,
        height: file.height,
        variants: file.kind === 'image' && file.mime_type !== 'image/svg+xml',
        query: kind === 'image' ? proofs?.get(id) : undefined,
      };
    };
    const options: RenderOptions = renderOptions(doc.options);
    const root = index ? '' : '../';
    const page = pages[current];
    const cover = coverId === null ? undefined : assets('image', coverId);
    const coverFile = doc.screenshotId === null ? undefined : byId.get(doc.screenshotId);
    return renderPage({
      docName: doc.name,
      options,
      pages: pages.map((p) => ({ path: p.identifier, name: p.name })),
      current,
      index,
      content,
      assets,
      cover,
      omitMissingAssets: true,
      root,
      links: 'directory',
      ...staticSetting(mount),
      data: {
        doc: doc.uid,
        page: page.identifier,
        analytics: mount.kind === 'preview' ? 'off' : options.has_cookie_check ? 'consent' : 'on',
      },
      shareUrl:
        mount.kind === 'preview'
          ? undefined
          : `${this.publishedUrl(doc)}${index ? '' : `${encodeURIComponent(page.identifier)}/`}`,
      noindex: mount.kind === 'preview',
      notice:
        mount.kind === 'preview'
          ? doc.status === 'published'
            ? 'Preview of the published doc'
            : 'Preview: not published'
          : undefined,
      og: {
        title: doc.name,
        description: firstText(content),
        image:
          coverFile && mount.kind !== 'preview' ? `${this.publishedUrl(doc)}assets/${assetName(coverFile)}` : undefined,
      },
    });
  }

  /**
   * The doc a plain page was rendered from, kept beside it: a personalized read of a page whose
   * plain copy is cached and fresh reads the doc from here instead of the database. Used only
   * while its stamp is that fresh page's, so it is never older than the page itself.
   */
  private keepDoc(doc: Doc, mark: number): void {
    if (this.cache.changedSince(doc.id, mark)) return;
    this.docs.delete(doc.id);
    if (this.docs.size >= DOCS_KEPT) this.docs.delete(this.docs.keys().next().value!);
    this.docs.set(doc.id, doc);
  }

  /**
   * What a page writes of the files it names, read with a fixed statement (per count of ids): a
   * personalized page reads them on every request.
   */
  private async assetFiles(
    workspaceId: number,
    ids: number[],
  ): Promise<Pick<MediaFile, 'id' | 'filename' | 'mime_type' | 'kind' | 'width' | 'height'>[]> {
    const rows = await hotRead(
      this.dataSource,
      'SELECT f.id, f.filename, f.mime_type, f.kind, f.width, f.height FROM media_file f ' +
        `WHERE ${FILES.sql('f')} AND f.id IN (${ids.map(() => '?').join(', ')})`,
      [workspaceId, ...ids],
    );
    return rows.map((row) => hydrate(this.dataSource, MediaFile, row));
  }

  /** The doc's public address, as its `published` link writes it (ending with `/`). */
  private publishedUrl(doc: Doc): string {
    return `${projectHref(doc.project, this.publishUrl)}${encodeURIComponent(doc.identifier)}/`;
  }

  /**
   * A project's own address (docs/reader.md, "A project's address"): a 302 to its default doc
   * (published and visible), else an index of its published, visible docs, newest first, else
   * null (nothing there: the caller answers the 404 page). `base` is how the index links its docs
   * (`''`: relative to the project's address).
   */
  async project(
    request: FastifyRequest,
    reply: FastifyReply,
    at: { workspace: string; project: string } | { hostname: string },
  ): Promise<boolean> {
    const spent = this.budgetSpent(request);
    if (spent) return (this.send(request, reply, null, spent), true);
    const qb = this.dataSource
      .getRepository(Edition)
      .createQueryBuilder('e')
      .innerJoin('e.title', 't')
      .innerJoin('e.workspace', 'w')
      .select(['e.id', 'e.workspace_id', 'e.identifier', 'e.name', 'e.is_default', 'e.published_on'])
      .addSelect(['e.screenshot_id', 't.id', 't.name', 't.identifier', 't.hostname', 'w.id', 'w.identifier'])
      .where("e.status = 'published'")
      .andWhere('e.is_visible = :visible', { visible: true });
    if ('hostname' in at) qb.andWhere('t.hostname = :hostname', { hostname: at.hostname });
    else {
      qb.andWhere('w.identifier = :workspace', { workspace: at.workspace }).andWhere('t.identifier = :project', {
        project: at.project,
      });
    }
    const found = await qb.orderBy('e.published_on', 'DESC').addOrderBy('e.id', 'DESC').limit(PROJECT_DOCS).getMany();
    // MySQL's collation matches ignoring case: only the exact names count.
    const docs = found.filter((row) =>
      'hostname' in at
        ? row.title!.hostname === at.hostname
        : row.workspace!.identifier === at.workspace && row.title!.identifier === at.project,
    );
    if (docs.length === 0) return false;
    const chosen = docs.find((row) => row.is_default);
    if (chosen) {
      reply
        .status(302)
        .header('Location', `${encodeURIComponent(chosen.identifier)}/`)
        .header('Cache-Control', PUBLIC_CACHE)
        .header('Referrer-Policy', PAGE_HEADERS['Referrer-Policy'])
        .send();
      return true;
    }
    const covers = docs.map((row) => row.screenshot_id).filter((id): id is number => id !== null);
    const files = covers.length === 0 ? [] : await this.assetFiles(docs[0].workspace_id, [...new Set(covers)]);
    const byId = new Map(files.filter((file) => file.kind === 'image').map((file) => [file.id, file]));
    const html = renderProjectIndex({
      ...messageSetting('hostname' in at ? { kind: 'domain', hostname: at.hostname, doc: '' } : null),
      locale: 'en',
      title: docs[0].title!.name,
      docs: docs.map((row) => {
        const href = `${encodeURIComponent(row.identifier)}/`;
        const file = row.screenshot_id === null ? undefined : byId.get(row.screenshot_id);
        return {
          href,
          name: row.name,
          date: (row.published_on ?? new Date(0)).toISOString(),
          cover: file && { src: `${href}assets/${assetName(file)}`, width: file.width, height: file.height },
        };
      }),
    });
    this.send(request, reply, null, { status: 200, page: rendered(html), cache: PUBLIC_CACHE });
    return true;
  }

  /**
   * The one workspace that publishes a doc at an old-form address (`/read/{project}/{doc}/`,
   * before the workspace was part of it), or null when none or several do (docs/reader.md).
   */
  async legacyWorkspace(project: string, doc: string): Promise<string | null> {
    const rows = await this.dataSource
      .getRepository(Edition)
      .createQueryBuilder('e')
      .innerJoin('e.title', 't')
      .innerJoin('e.workspace', 'w')
      .select(['e.id', 'e.identifier', 't.id', 't.identifier', 'w.id', 'w.identifier'])
      .where('t.identifier = :project', { project })
      .andWhere('e.identifier = :doc', { doc })
      .andWhere("e.status = 'published'")
      .limit(2)
      .getMany();
    // MySQL's collation matches ignoring case: only the exact names count.
    const exact = rows.filter((row) => row.identifier === doc && row.title!.identifier === project);
    return exact.length === 1 ? exact[0].workspace!.identifier : null;
  }

  private async findDoc(mount: ReaderMount): Promise<Doc | null> {
    const qb = this.dataSource
      .getRepository(Edition)
      .createQueryBuilder('e')
      .innerJoin('e.title', 't')
      .select([
        'e.id',
        'e.workspace_id',
        'e.uid',
        'e.name',
        'e.identifier',
        'e.status',
        'e.affected_on',
        'e.options',
        'e.screenshot_id',
        'e.preview_key',
      ])
      .addSelect(['t.id', 't.identifier', 't.hostname', 't.affected_on'])
      .innerJoin('e.workspace', 'w')
      .addSelect(['w.id', 'w.identifier']);
    if (mount.kind === 'preview') {
      if (!PREVIEW_KEY.test(mount.key)) return null;
      qb.where('e.preview_key = :key', { key: mount.key });
    } else {
      // The workspace is in the address (project identifiers are unique per workspace only), or
      // the hostname is (unique platform-wide): one doc at most answers an address.
      if (mount.kind === 'published') {
        qb.where('w.identifier = :workspace', { workspace: mount.workspace }).andWhere('t.identifier = :project', {
          project: mount.project,
        });
      } else qb.where('t.hostname = :hostname', { hostname: mount.hostname });
      qb.andWhere('e.identifier = :doc', { doc: mount.doc }).andWhere("e.status = 'published'");
    }
    const row = await qb.limit(1).getOne();
    // MySQL's collation matches a preview key ignoring case: only the exact key opens the preview.
    if (!row || (mount.kind === 'preview' && row.preview_key !== mount.key)) return null;
    return {
      id: row.id,
      workspaceId: row.workspace_id,
      uid: row.uid,
      name: row.name,
      identifier: row.identifier,
      status: row.status,
      options: row.options,
      screenshotId: row.screenshot_id,
      project: {
        identifier: row.title!.identifier,
        hostname: row.title!.hostname,
        workspace: row.workspace!.identifier,
      },
      stamp: stampOf(row),
    };
  }

  /**
   * The doc's visible pages in order with their parsed contents, kept per doc version (its stamp
   * changes with any page change): what a personalized read resolves per request. Contents are
   * never changed in place (personalize copies what it resolves).
   */
  private async visiblePages(doc: Doc): Promise<{ listed: NavEntry[]; contents: Map<number, PageContent> }> {
    const known = this.docPages.get(doc.id);
    if (known?.stamp === doc.stamp) return known;
    const rows = await this.dataSource.manager.find(Page, {
      select: { id: true, identifier: true, name: true, content: true },
      where: { edition_id: doc.id, is_visible: true },
      order: { position: 'ASC', id: 'ASC' },
    });
    const entry = {
      stamp: doc.stamp,
      listed: rows.map((row) => ({ id: row.id, identifier: row.identifier, name: row.name })),
      contents: new Map(rows.map((row) => [row.id, row.content])),
    };
    if (rows.length <= PAGES_KEPT_MAX) {
      this.docPages.delete(doc.id);
      if (this.docPages.size >= PAGES_DOCS) this.docPages.delete(this.docPages.keys().next().value!);
      this.docPages.set(doc.id, entry);
    }
    return entry;
  }

  /** Page contents by id (one query). */
  private async contents(ids: number[]): Promise<Map<number, PageContent>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.manager.find(Page, {
      select: { id: true, content: true },
      where: { id: In(ids) },
    });
    return new Map(rows.map((row) => [row.id, row.content]));
  }

  /**
   * Every file the doc's visible pages reference, and its cover, and the keys of their image
   * placeholders (`{"image": "{{logo}}"}`): what the asset route may serve.
   */
  private async referencedIds(doc: Doc): Promise<DocRefs> {
    const known = this.refs.get(doc.id);
    if (known?.stamp === doc.stamp) return known;
    const rows = await this.dataSource.manager.find(Page, {
      select: { id: true, content: true },
      where: { edition_id: doc.id, is_visible: true },
    });
    const ids = new Set<number>();
    const imageKeys = new Set<string>();
    for (const row of rows) {
      for (const ref of contentRefs(row.content)) ids.add(ref.id);
      collectImageKeys(row.content.children, imageKeys);
    }
    if (doc.screenshotId !== null) ids.add(doc.screenshotId);
    if (this.refs.size >= REFS_DOCS) this.refs.delete(this.refs.keys().next().value!);
    const refs = { stamp: doc.stamp, ids, imageKeys };
    this.refs.set(doc.id, refs);
    return refs;
  }

  /**
   * Whether an image placeholder of the doc resolves to this file for this request: a property's
   * default (what every reader sees, so no proof is asked), or a token's own image, when the
   * request carries the proof its page wrote (`?p={token id}.{proof}`, made from the token's key:
   * see imageProofs). Without a valid proof another token's image is a 404 like any other name,
   * and a wrong, rotated or foreign proof is the same 404 as none.
   */
  private async placeholderImage(request: FastifyRequest, doc: Doc, refs: DocRefs, fileId: number): Promise<boolean> {
    if (refs.imageKeys.size === 0 || !this.personalization) return false;
    const edition = { id: doc.id, workspaceId: doc.workspaceId };
    const plain = await this.personalization.contextFor(edition, undefined);
    const resolves = (context: PersonalizationContext) =>
      [...refs.imageKeys].some((key) => {
        const property = context.properties.get(key);
        if (property?.type !== 'image') return false;
        return Number(context.values.get(key) || property.default) === fileId;
      });
    if (resolves(plain)) return true;
    if (!doc.options.has_personalization) return false;
    const proof = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(queryParam(request, 'p') ?? '');
    if (!proof || !this.personalization.liveKey) return false;
    const key = await this.personalization.liveKey(edition, Number(proof[1]));
    if (key === null) return false;
    const expected = Buffer.from(imageProof(doc.id, fileId, key));
    const given = Buffer.from(proof[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return resolves(await this.personalization.contextFor(edition, key));
  }

  /**
   * docs/reader.md, protection: a password doc wants its username and password (HTTP Basic, checked
   * against the stored scrypt hash); a whitelist doc is refused, since this service has no reader
   * sign-in. Null lets the request through.
   *
   * Each attempt with credentials not yet seen to match counts against the client IP's budget of
   * `/oauth` (RATE_LIMIT_OAUTH_PER_MINUTE), before it is checked: past it, even the right password
   * gets 429, so the answer never tells a guess from the truth. Credentials that matched are
   * remembered (a hash of the doc, its stored hash and the header), so a reader's next pages
   * neither count nor cost another scrypt.
   */
  private async protection(
    request: FastifyRequest,
    reply: FastifyReply,
    mount: ReaderMount,
    doc: Doc,
  ): Promise<Answer | null> {
    const auth = doc.options.authentication;
    if (!auth) return null;
    const setting = messageSetting(mount);
    const locale = typeof doc.options.locale === 'string' ? doc.options.locale : 'en';
    if (auth.method === 'whitelist') {
      return {
        status: 403,
        cache: NO_STORE,
        page: rendered(
          renderMessage({
            ...setting,
            locale,
            title: doc.name,
            message: 'This doc is restricted to the readers its publisher invited, and cannot be read here.',
          }),
        ),
      };
    }
    const header = request.headers.authorization;
    const challenge: Answer = {
      status: 401,
      cache: NO_STORE,
      headers: { 'WWW-Authenticate': `Basic realm="${realm(doc.name)}", charset="UTF-8"` },
      page: rendered(
        renderMessage({
          ...setting,
          locale,
          title: doc.name,
          message: 'This doc is protected: sign in with the username and password its publisher gave you.',
        }),
      ),
    };
    const credentials = parseBasic(header);
    if (!credentials) return challenge;
    const remembered = createHash('sha256')
      .update(`${doc.id}\n${auth.params.password_hash}\n${header}`)
      .digest('base64url');
    if (this.signedIn.has(remembered)) return null;
    try {
      await this.rateLimit.countReaderPassword(request, reply, doc.id);
    } catch (error) {
      if (!(error instanceof ProblemException) || error.getStatus() !== 429) throw error;
      return {
        status: 429,
        cache: NO_STORE,
        headers: error.headers,
        page: rendered(
          renderMessage({
            ...setting,
            locale,
            title: doc.name,
            message: 'Too many sign-in attempts from your address. Wait a minute, then try again.',
          }),
        ),
      };
    }
    const username = Buffer.from(credentials.username);
    const expected = Buffer.from(auth.params.username);
    // Both checks run whatever the first says: the time taken tells nothing of which failed.
    const nameMatches = username.length === expected.length && timingSafeEqual(username, expected);
    const passwordMatches = await verifyPassword(credentials.password, auth.params.password_hash);
    if (!nameMatches || !passwordMatches) return challenge;
    if (this.signedIn.size >= SIGNED_IN_MAX) this.signedIn.delete(this.signedIn.keys().next().value!);
    this.signedIn.set(remembered, true);
    return null;
  }
}

const EMPTY: PageContent = { type: 'page', children: [] };

/** What the asset route may serve for a doc: files its visible pages name, and its image placeholders' keys. */
interface DocRefs {
  ids: Set<number>;
  imageKeys: Set<string>;
}

/** The query a personalized page adds to each of its token's images, by file id. */
type ImageProofs = Map<number, string>;

function collectImageKeys(nodes: readonly PageContent['children'][number][], into: Set<string>): void {
  for (const node of nodes) {
    if (node.type === 'image' && typeof node.image === 'string') {
      const key = imagePlaceholderKey(node.image);
      if (key !== null) into.add(key);
    } else if (node.type === 'section') collectImageKeys(node.children, into);
  }
}

/**
 * A token's image is served only to whoever read its page: the page writes `?p={token id}.{proof}`
 * on the image, the proof a hash of the doc, the file and the token's key (128 random bits). The
 * key itself never appears in the page, and a rotated key makes every earlier proof fail.
 */
function imageProof(docId: number, fileId: number, key: string): string {
  return createHash('sha256').update(`reader-image\n${docId}\n${fileId}\n${key}`).digest('base64url').slice(0, 22);
}

function imageProofs(docId: number, context: PersonalizationContext, key: string): ImageProofs {
  const proofs: ImageProofs = new Map();
  for (const [property, value] of context.values) {
    if (context.properties.get(property)?.type !== 'image' || !/^[1-9]\d{0,9}$/.test(value)) continue;
    const fileId = Number(value);
    proofs.set(fileId, `p=${context.tokenId}.${imageProof(docId, fileId, key)}`);
  }
  return proofs;
}

/** What the doc's stamp is made of: read with the doc, and again when a cached page is revalidated. */
const STAMP_COLUMNS = [
  'e.id',
  'e.identifier',
  'e.status',
  'e.affected_on',
  't.id',
  't.identifier',
  't.hostname',
  't.affected_on',
  'w.id',
  'w.identifier',
] as const;

/**
 * Changes whenever what the reader shows of the doc may have changed, or where: its status, its
 * row, its project, and every name of its address (the workspace's, the project's, its hostname,
 * the doc's). A page cached under an address is dropped when the doc there moves away from it.
 */
function stampOf(row: Edition): string {
  const address = [row.workspace!.identifier, row.title!.identifier, row.title!.hostname ?? '', row.identifier];
  return `${row.status}:${row.affected_on.getTime()}:${row.title!.affected_on.getTime()}:${JSON.stringify(address)}`;
}

/** The page's first paragraph or heading text, for link previews (at most 200 characters). */
function firstText(content: PageContent): string | undefined {
  const stack = [...content.children];
  while (stack.length > 0) {
    const node = stack.shift()!;
    if ((node.type === 'paragraph' || node.type === 'heading') && node.text.trim())
      return node.text.trim().slice(0, 200);
    if (node.type === 'section') stack.unshift(...node.children);
  }
  return undefined;
}

/** Docs listed at most on a project's index page. */
const PROJECT_DOCS = 200;
/** A preview key as written (22 base62 characters); anything else is not looked up. */
const PREVIEW_KEY = /^[0-9A-Za-z]{22}$/;
/** Client IPs remembered past their budget of misses. */
const SPENT_MAX = 10_000;

/**
 * The one place a cached page's key is made: the address as asked and the page. Null for a
 * preview, never kept (a rotated key must stop at once everywhere).
 */
function pageCacheKey(mount: ReaderMount, pageIdentifier: string | null): string | null {
  const page = pageIdentifier ?? '';
  switch (mount.kind) {
    case 'published':
      return JSON.stringify(['p', mount.workspace, mount.project, mount.doc, page]);
    case 'preview':
      return null;
    case 'domain':
      return JSON.stringify(['d', mount.hostname, mount.doc, page]);
  }
}

/** Where the reader's stylesheet and script are: under `/read`, or at the root of a custom domain. */
function staticSetting(mount: ReaderMount | null): { stylesheet: string; script: string } {
  const base = mount?.kind === 'domain' ? '' : '/read';
  return { stylesheet: `${base}/_/style.css`, script: `${base}/_/reader.js` };
}

/** A message page (404, 401, 403, 429): the stylesheet, and no script (nothing there to measure). */
function messageSetting(mount: ReaderMount | null): { stylesheet: string; root: ''; links: 'directory' } {
  return { stylesheet: staticSetting(mount).stylesheet, root: '', links: 'directory' };
}

/** A file's name under a doc's `assets/`: its id (what is looked up) and its filename (what is saved). */
export function assetName(file: { id: number; filename: string }): string {
  return `${file.id}-${safeFilename(file.filename) || 'file'}`;
}

/** `?t=`, the personalization key, when there is exactly one. */
function tokenParam(request: FastifyRequest): string | undefined {
  return queryParam(request, 't');
}

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
}

function parseBasic(header: string | undefined): { username: string; password: string } | null {
  const match = header === undefined ? null : /^Basic +([A-Za-z0-9+/=]{1,1024})$/i.exec(header.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A doc name as a quoted-string of a header: printable ASCII only, quotes and backslashes escaped. */
function realm(name: string): string {
  return name
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/["\\]/g, '\\$&')
    .slice(0, 200);
}
