import { createHash } from 'node:crypto';
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
import { assetNames, CONTENT_SECURITY_POLICY, contentRefs, MissingAsset, type NavPage, renderEmptyDoc, renderPage } from '../rendering/renderer.js';
import { renderOptions } from '../rendering/render-options.js';
import { STYLE_CSS } from '../rendering/style.js';
import { type ArchiveResult, ArchiveWriter } from './archive-writer.js';
import { rasterizeSvg, rasterizedName, SVG_TYPE } from './svg-raster.js';

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
  identifier: string;
  position: number;
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
    const pages = (
      await manager.find(Page, {
        select: { id: true, identifier: true, name: true, position: true },
        where: { edition_id: edition.id, is_visible: true },
        order: { position: 'ASC', id: 'ASC' },
      })
    ).map((page): PageMeta => ({ ...page, path: SLUG.test(page.identifier) && !RESERVED_DIRS.has(page.identifier) ? page.identifier : `page-${page.id}` }));

    // First pass: which Media Library files the pages reference (one page's content at a time).
    const referenced = new Map<number, { kind: 'image' | 'video'; page: PageMeta }>();
    for (const page of pages) {
      signal.throwIfAborted();
      for (const ref of contentRefs(await this.content(page.id))) if (!referenced.has(ref.id)) referenced.set(ref.id, { kind: ref.kind, page });
    }
    const files = referenced.size === 0 ? [] : await manager.find(MediaFile, { where: { id: In([...referenced.keys()]), workspace_id: job.workspace_id }, order: { id: 'ASC' } });
    const found = new Set(files.map((file) => file.id));
    for (const [id, { kind, page }] of referenced) {
      if (!found.has(id)) throw missing(kind, id, page);
    }
    // An SVG can carry script: the archive holds it as a PNG (issue 29, item 4), under a .png name.
    const names = assetNames(files.map((file) => (file.mime_type === SVG_TYPE ? { id: file.id, filename: rasterizedName(file.filename) } : file)));
    const assets = (_kind: 'image' | 'video', id: number) => {
      const name = names.get(id);
      return name === undefined ? undefined : { name };
    };
    const options = renderOptions(edition.options);
    const setting = (root: '' | '../') => ({ root, links: 'file' as const, stylesheet: `${root}assets/style.css`, metaCsp: CONTENT_SECURITY_POLICY });

    const writer = new ArchiveWriter(this.storage, job.archive_key);
    const onAbort = () => writer.abort(signal.reason instanceof Error ? signal.reason : new Error('export cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const assetBytes = files.reduce((sum, file) => sum + file.size, 0);
      // Pages count for a tenth of the work, the assets' bytes for the rest.
      const pageShare = assetBytes === 0 ? 95 : 10;
      if (pages.length === 0) await writer.file('index.html', renderEmptyDoc(edition.name, { ...setting(''), locale: options.locale }));
      for (const [n, page] of pages.entries()) {
        const content = await this.content(page.id);
        const view = { docName: edition.name, options, pages, current: n, content, assets };
        try {
          if (n === 0) await writer.file('index.html', renderPage({ ...view, ...setting(''), index: true }));
          await writer.directory(`${page.path}/`);
          await writer.file(`${page.path}/index.html`, renderPage({ ...view, ...setting('../'), index: false }));
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
        if (file.mime_type === SVG_TYPE) {
          const png = await rasterizeSvg(source).catch((error: unknown) => {
            throw new ExportFailure(`Image ${file.id} ("${file.filename}") is an SVG that cannot be turned into a PNG (${error instanceof Error ? error.message : 'unreadable'}); replace it in the doc`);
          });
          await writer.file(`assets/${name}`, png);
          manifestAssets.push({ name, size: png.length, sha256: createHash('sha256').update(png).digest('hex') });
        } else {
          const sha256 = await writer.stream(`assets/${name}`, file.size, source);
          manifestAssets.push({ name, size: file.size, sha256 });
        }
        copied += file.size;
        progress(pageShare + Math.floor((copied / assetBytes) * (98 - pageShare)));
      }
      await writer.file('assets/style.css', STYLE_CSS);

      const doc = presentEdition(edition, { project: { identifier: edition.title!.identifier, hostname: edition.title!.hostname }, pagesCount: pages.length }, this.urls);
      const manifest = {
        doc,
        pages: pages.map((page) => ({ id: page.id, identifier: page.identifier, name: page.name, position: page.position, path: `${page.path}/index.html` })),
        assets: manifestAssets,
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

  private async content(pageId: number): Promise<PageContent> {
    const row = await this.dataSource.manager.findOne(Page, { select: { id: true, content: true }, where: { id: pageId } });
    // A page deleted since the list was read is rendered empty: the doc changed under the export.
    return row?.content ?? { type: 'page', children: [] };
  }
}

function missing(kind: 'image' | 'video', id: number, page: PageMeta): ExportFailure {
  return new ExportFailure(
    `Page "${page.name}" references ${kind} ${id}, which is no longer in the Media Library: remove it from the page (or upload the file again and reference the new id), then export again`,
  );
}
