import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit, Optional } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { ContentChanges } from '../database/content-changes.js';
import { hotRead, idsIn } from '../database/hot-reads.js';
import { hydrate } from '../database/hydrate.js';
import type { PageContent } from '../editions/page-content.js';
import { MediaFile } from '../media-library/file.entity.js';
import { FILES } from '../media-library/media.queries.js';
import {
  type PersonalizationContext,
  READER_PERSONALIZATION,
  type ReaderPersonalization,
} from '../personalization/reader-personalization.js';
import {
  type DocView,
  EMPTY_PAGE,
  type ListedPage,
  type MediaRef,
  type MediaSummary,
  type PublishedDoc,
  type ResolvedMedia,
  resolveMedia,
  type SeenPage,
} from './doc-view.js';
import { listedPageRows, pageContents, storedPageRows } from './publication.queries.js';

/**
 * Docs whose visible pages (their list and stored contents) are kept, per doc version (stamp): a
 * personalized read renders per request, and reads and parses the tree once per version. Few, and
 * only docs of at most PAGES_KEPT_MAX pages, to stay small.
 */
const PAGES_DOCS = 16;
const PAGES_KEPT_MAX = 50;

/** A doc's visible pages with their contents as stored (before any reader's resolution). */
export interface StoredPages {
  listed: ListedPage[];
  contents: Map<number, PageContent>;
}

/**
 * "This doc as this reader sees it" (docs/reader.md), for the reader, the exports and the covers:
 * the doc's visible pages in order, resolved for a reader (a token's context, or the plain doc),
 * and the Media Library files they reference, by one policy (resolveMedia). Plain values in,
 * plain values out: no request, no reply, no rendering.
 */
@Injectable()
export class PublicationService implements OnModuleInit, OnModuleDestroy {
  private readonly stored = new Map<number, StoredPages & { stamp: string }>();
  private readonly unsubscribe: () => void;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moduleRef: ModuleRef,
    changes: ContentChanges,
    @Optional() @Inject(READER_PERSONALIZATION) private personalization?: ReaderPersonalization,
  ) {
    this.unsubscribe = changes.subscribe((change) => {
      if ('all' in change) this.stored.clear();
      else this.stored.delete(change.editionId);
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

  /** Whether docs are personalized here at all (PersonalizationModule in the app). */
  get personalizes(): boolean {
    return this.personalization !== undefined;
  }

  /** The reader a key names for this doc: a token's context, or the plain doc's (null without personalization). */
  async readerFor(doc: PublishedDoc, key: string | undefined): Promise<PersonalizationContext | null> {
    if (!this.personalization) return null;
    return this.personalization.contextFor({ id: doc.id, workspaceId: doc.workspaceId }, key);
  }

  /** The key of a live token of this doc, by id (null for any other id, or without personalization). */
  async liveKey(doc: PublishedDoc, tokenId: number): Promise<string | null> {
    if (!this.personalization?.liveKey) return null;
    return this.personalization.liveKey({ id: doc.id, workspaceId: doc.workspaceId }, tokenId);
  }

  /** The doc's visible pages in order (one query, no contents). */
  async listedPages(docId: number): Promise<ListedPage[]> {
    return listedPageRows(this.dataSource.manager, docId);
  }

  /**
   * The doc's visible pages in order with their stored contents, kept per doc version when the
   * doc carries its stamp. Contents are never changed in place (a reader's resolution copies).
   */
  async storedPages(doc: PublishedDoc): Promise<StoredPages> {
    const known = this.stored.get(doc.id);
    if (doc.stamp !== undefined && known?.stamp === doc.stamp) return known;
    const rows = await storedPageRows(this.dataSource.manager, doc.id);
    const listed = rows.map(({ id, identifier, name, position }) => ({ id, identifier, name, position }));
    const entry = { stamp: doc.stamp ?? '', listed, contents: new Map(rows.map((row) => [row.id, row.content])) };
    if (doc.stamp !== undefined && rows.length <= PAGES_KEPT_MAX) {
      this.stored.delete(doc.id);
      if (this.stored.size >= PAGES_DOCS) this.stored.delete(this.stored.keys().next().value!);
      this.stored.set(doc.id, entry);
    }
    return entry;
  }

  /**
   * The doc as this reader sees it: every visible page resolved for the reader, and only those it
   * still shows (a page's own `visible_if` hides it from some readers), in order. `reader` comes
   * from readerFor (the plain doc's reader resolves placeholders to their defaults); null, only
   * without personalization in the app, is the doc as stored.
   */
  async docView(doc: PublishedDoc, reader: PersonalizationContext | null, stored?: StoredPages): Promise<DocView> {
    const { listed, contents } = stored ?? (await this.storedPages(doc));
    const pages: SeenPage[] = [];
    for (const page of listed) {
      const content = this.resolve(contents.get(page.id) ?? EMPTY_PAGE, reader);
      if (content !== null) pages.push({ ...page, content });
    }
    return { pages, personalized: reader?.tokenId != null };
  }

  /** The first page this reader sees (the plain doc's reader by default), or null when it sees none. */
  async firstVisiblePage(doc: PublishedDoc, reader?: PersonalizationContext | null): Promise<SeenPage | null> {
    const seenBy = reader === undefined ? await this.readerFor(doc, undefined) : reader;
    return (await this.docView(doc, seenBy)).pages[0] ?? null;
  }

  /**
   * One page as this reader sees it, read alone (a long doc is read a page at a time); null when
   * it is hidden from the reader. A page deleted since its list was read is empty.
   */
  async pageAsSeen(pageId: number, reader: PersonalizationContext | null): Promise<PageContent | null> {
    return this.resolve((await pageContents(this.dataSource.manager, [pageId])).get(pageId) ?? EMPTY_PAGE, reader);
  }

  /** Stored page contents by id (one query). */
  async contents(ids: number[]): Promise<Map<number, PageContent>> {
    return pageContents(this.dataSource.manager, ids);
  }

  /**
   * The files these references resolve to in the workspace, by the one policy (resolveMedia),
   * read with one of a few fixed statements (idsIn): a personalized page reads them on every request.
   */
  async media(workspaceId: number, refs: readonly MediaRef[]): Promise<ResolvedMedia> {
    const ids = [...new Set(refs.map((ref) => ref.id))];
    if (ids.length === 0) return resolveMedia(refs, []);
    const { placeholders, values } = idsIn(ids);
    const rows = await hotRead(
      this.dataSource,
      'SELECT f.id, f.filename, f.mime_type, f.kind, f.width, f.height FROM media_file f ' +
        `WHERE ${FILES.sql('f')} AND f.id IN (${placeholders})`,
      [workspaceId, ...values],
    );
    const files: MediaSummary[] = rows.map((row) => hydrate(this.dataSource, MediaFile, row));
    return resolveMedia(refs, files);
  }

  private resolve(content: PageContent, reader: PersonalizationContext | null): PageContent | null {
    return reader && this.personalization ? this.personalization.apply(content, reader) : content;
  }
}
