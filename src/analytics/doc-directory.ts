import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { docsById, docsByUid, pagesOfDocs } from './analytics.queries.js';

/** What ingestion and the rollup need to know of a doc. */
export interface DocInfo {
  editionId: number;
  workspaceId: number;
  projectId: number;
  published: boolean;
  /** Page identifier to page id and position. */
  pages: Map<string, { id: number; position: number }>;
  /** The last visible page: a visit that reached it completed the doc. */
  lastPageId: number | null;
}

/** A doc unpublished here stops counting on other instances within this long. */
const TTL_MS = 30_000;
const CACHE_MAX = 10_000;

/**
 * Docs by uid, cached a short while: ingestion resolves every event's doc and page in batches,
 * off the request path.
 */
@Injectable()
export class DocDirectory {
  private readonly cache = new Map<string, { info: DocInfo | null; until: number }>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byUid(uids: Iterable<string>): Promise<Map<string, DocInfo | null>> {
    const now = Date.now();
    const found = new Map<string, DocInfo | null>();
    const missing: string[] = [];
    for (const uid of new Set(uids)) {
      const cached = this.cache.get(uid);
      if (cached && cached.until > now) found.set(uid, cached.info);
      else missing.push(uid);
    }
    if (missing.length > 0) {
      const editions = await docsByUid(this.dataSource.manager, missing);
      const infos = await this.load(editions);
      if (this.cache.size > CACHE_MAX) this.cache.clear();
      for (const uid of missing) {
        const info =
          infos.find((candidate) => editions.find((edition) => edition.id === candidate.editionId)?.uid === uid) ??
          null;
        this.cache.set(uid, { info, until: now + TTL_MS });
        found.set(uid, info);
      }
    }
    return found;
  }

  /** The docs of these ids (the rollup worker's view: published or not). */
  async byId(ids: Iterable<number>): Promise<Map<number, DocInfo>> {
    const list = [...new Set(ids)];
    if (list.length === 0) return new Map();
    const editions = await docsById(this.dataSource.manager, list);
    return new Map((await this.load(editions)).map((info) => [info.editionId, info]));
  }

  private async load(editions: Edition[]): Promise<DocInfo[]> {
    if (editions.length === 0) return [];
    const pages = await pagesOfDocs(
      this.dataSource.manager,
      editions.map((edition) => edition.id),
    );
    return editions.map((edition) => {
      const own = pages.filter((page) => page.edition_id === edition.id);
      const visible = own.filter((page) => page.is_visible);
      return {
        editionId: edition.id,
        workspaceId: edition.workspace_id,
        projectId: edition.title_id,
        published: edition.status === 'published',
        pages: new Map(own.map((page) => [page.identifier, { id: page.id, position: page.position }])),
        lastPageId: visible.length > 0 ? visible[visible.length - 1].id : null,
      };
    });
  }
}
