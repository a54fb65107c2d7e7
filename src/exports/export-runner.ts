import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { Edition } from '../editions/edition.entity.js';
import { type EditionUrls, presentEdition } from '../editions/edition.presenter.js';
import type { PageContent } from '../editions/page-content.js';
import { Page } from '../editions/page.entity.js';
import { MediaFile } from '../media-library/file.entity.js';
import { MediaStorage } from '../media-library/storage/media-storage.js';
import type { PersonalizationContext } from '../personalization/reader-personalization.js';
import { ReaderPersonalizationService } from '../personalization/reader-personalization.service.js';
import { Job } from './job.entity.js';
import { type ArchiveResult, ArchiveWriter } from './archive-writer.js';
import { assetNames, contentRefs, MissingAsset, type NavPage, renderEmptyDoc, renderPage, STYLE_CSS } from './renderer.js';

/** A failure the caller can do something about; its message is shown as the job's `error`. */
export class ExportFailure extends Error {}

/** What one export attempt needs to know about its job. */
export interface ExportTarget {
  id: number;
  workspace_id: number;
  edition_id: number;
  archive_key: string;
}

interface PageMeta extends NavPage {
  id: number;
  position: number;
  /** The directory the page's index.html goes in. */
  dir: string;
}

/** A page identifier is a slug; anything else (or a name the archive uses itself) gets a directory by id. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const RESERVED_DIRS = new Set(['assets']);

/**
 * Renders one doc into a tar.gz web package (README, "Export jobs") and streams it into storage under the
 * attempt's key. Pages are read one at a time, and assets are streamed from storage into the
 * archive, so memory holds one page and a few chunks. Progress goes 0 to 99 (100 is the row's,
 * once the archive is downloadable).
 */
@Injectable()
export class ExportRunner {
  private readonly urls: EditionUrls;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly personalization: ReaderPersonalizationService,
    config: AppConfig,
  ) {
    this.urls = {
      base: config.baseUrl,
      publish: config.publishUrl,
      screenshotStore: config.STORAGE_DRIVER === 's3' ? `s3:${config.S3_REGION}:${config.S3_BUCKET}` : 'local',
    };
  }

  async run(job: ExportTarget, signal: AbortSignal, progress: (percent: number) => void): Promise<ArchiveResult> {
    signal.throwIfAborted();
    const manager = this.dataSource.manager;
    const edition = await manager.findOne(Edition, { where: { id: job.edition_id, workspace_id: job.workspace_id }, relations: { title: true } });
    if (!edition) throw new ExportFailure('The doc no longer exists');
    const reader = await this.readerOf(job, edition);
    const listed = (
      await manager.find(Page, {
        select: { id: true, identifier: true, name: true, position: true },
        where: { edition_id: edition.id, is_visible: true },
        order: { position: 'ASC', id: 'ASC' },
      })
    ).map((page): PageMeta => ({ ...page, dir: SLUG.test(page.identifier) && !RESERVED_DIRS.has(page.identifier) ? page.identifier : `page-${page.id}` }));

    // First pass: which pages this reader sees (personalization may hide one), and which Media
    // Library files they reference (one page's content at a time).
    const pages: PageMeta[] = [];
    const referenced = new Map<number, { kind: 'image' | 'video'; page: PageMeta }>();
    for (const page of listed) {
      signal.throwIfAborted();
      const content = await this.content(page.id, reader);
      if (content === null) continue;
      pages.push(page);
      for (const ref of contentRefs(content)) if (!referenced.has(ref.id)) referenced.set(ref.id, { kind: ref.kind, page });
    }
    const files = referenced.size === 0 ? [] : await manager.find(MediaFile, { where: { id: In([...referenced.keys()]), workspace_id: job.workspace_id }, order: { id: 'ASC' } });
    const found = new Set(files.map((file) => file.id));
    for (const [id, { kind, page }] of referenced) {
      if (!found.has(id)) throw missing(kind, id, page);
    }
    const names = assetNames(files);
    const assets = (kind: 'image' | 'video', id: number) => names.get(id);
    const locale = typeof edition.options?.locale === 'string' ? edition.options.locale : 'en_gb';

    const writer = new ArchiveWriter(this.storage, job.archive_key);
    const onAbort = () => writer.abort(signal.reason instanceof Error ? signal.reason : new Error('export cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const assetBytes = files.reduce((sum, file) => sum + file.size, 0);
      // Pages count for a tenth of the work, the assets' bytes for the rest.
      const pageShare = assetBytes === 0 ? 95 : 10;
      if (pages.length === 0) await writer.file('index.html', renderEmptyDoc(edition.name, locale));
      for (const [n, page] of pages.entries()) {
        // A page hidden since the first pass (its content changed) is rendered empty.
        const content = (await this.content(page.id, reader)) ?? { type: 'page' as const, children: [] };
        const view = { docName: edition.name, locale, pages, current: n, content, assets };
        try {
          if (n === 0) await writer.file('index.html', renderPage({ ...view, root: '' }));
          await writer.directory(`${page.dir}/`);
          await writer.file(`${page.dir}/index.html`, renderPage({ ...view, root: '../' }));
        } catch (error) {
          // The page gained a reference since the first pass: the doc changed while it was exported.
          if (error instanceof MissingAsset) throw new ExportFailure(`Page "${page.name}" changed during the export; start the export again`);
          throw error;
        }
        progress(Math.floor(((n + 1) / pages.length) * pageShare));
      }

      await writer.directory('assets/');
      const manifestAssets: { name: string; size: number; sha256: string }[] = [];
      let copied = 0;
      for (const file of files) {
        const name = names.get(file.id)!;
        const source = await this.storage.read(file.storage_key).catch(() => {
          throw new ExportFailure(`The stored bytes of ${file.kind === 'image' ? 'image' : 'file'} ${file.id} ("${file.filename}") cannot be read; upload it again and replace it in the doc`);
        });
        const sha256 = await writer.stream(`assets/${name}`, file.size, source);
        manifestAssets.push({ name, size: file.size, sha256 });
        copied += file.size;
        progress(pageShare + Math.floor((copied / assetBytes) * (98 - pageShare)));
      }
      await writer.file('assets/style.css', STYLE_CSS);

      const doc = presentEdition(edition, { project: { identifier: edition.title!.identifier, hostname: edition.title!.hostname }, pagesCount: pages.length }, this.urls);
      const manifest = {
        doc,
        pages: pages.map((page) => ({ id: page.id, identifier: page.identifier, name: page.name, position: page.position, path: `${page.dir}/index.html` })),
        assets: manifestAssets,
        token: reader.tokenId,
        exported_on: new Date().toISOString(),
      };
      await writer.file('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
      const result = await writer.finish();
      progress(99);
      return result;
    } catch (error) {
      writer.abort(error as Error);
      await writer.settled();
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  /**
   * The page as the export's reader sees it (CONTRACT 15): a token's copy, or the plain doc, whose
   * placeholders still resolve (fallbacks and defaults). Null when the page is hidden from it.
   */
  private async content(pageId: number, reader: PersonalizationContext): Promise<PageContent | null> {
    const row = await this.dataSource.manager.findOne(Page, { select: { id: true, content: true }, where: { id: pageId } });
    // A page deleted since the list was read is rendered empty: the doc changed under the export.
    return this.personalization.apply(row?.content ?? { type: 'page', children: [] }, reader);
  }

  /** The export's reader: the job's token (read from its row), or none. */
  private async readerOf(job: ExportTarget, edition: Edition): Promise<PersonalizationContext> {
    const row = await this.dataSource.manager.findOne(Job, { select: { id: true, token_id: true }, where: { id: job.id } });
    const doc = { id: edition.id, workspaceId: edition.workspace_id };
    if (row?.token_id == null) return this.personalization.contextFor(doc, undefined);
    const context = await this.personalization.contextForToken(doc, row.token_id);
    if (!context.found) throw new ExportFailure('The personalization token of this export was deleted; export again with another token');
    return context;
  }
}

function missing(kind: 'image' | 'video', id: number, page: PageMeta): ExportFailure {
  return new ExportFailure(
    `Page "${page.name}" references ${kind} ${id}, which is no longer in the Media Library: remove it from the page (or upload the file again and reference the new id), then export again`,
  );
}
