import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Edition } from '../editions/edition.entity.js';
import { MediaFile } from '../media-library/file.entity.js';
import { ImageVariantsService } from '../media-library/image-variants.service.js';
import type { PersonalizationContext } from '../personalization/reader-personalization.js';
import { ReaderPersonalizationService } from '../personalization/reader-personalization.service.js';
import { EMPTY_PAGE, type MediaRef, type ResolvedMedia, resolveMedia } from '../publication/doc-view.js';
import { PublicationService } from '../publication/publication.service.js';
import { renderOptions } from '../rendering/render-options.js';
import {
  assetNames,
  CONTENT_SECURITY_POLICY,
  contentRefs,
  MissingAsset,
  type NavPage,
  renderEmptyDoc,
  renderPage,
} from '../rendering/renderer.js';
import { STYLE_CSS } from '../rendering/style.js';
import { BlobStorage } from '../storage/blob-storage.js';
import { type ArchiveResult, ArchiveWriter } from './archive-writer.js';
import { archiveName, protectionNote } from './job.presenter.js';
import { docWithProject, filesOf, jobTokenId } from './job.queries.js';
import { rasterizedName, rasterizeSvg, SVG_TYPE } from './svg-raster.js';

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

/** One entry of `assets/`: a file's bytes in one size. */
interface PackedAsset {
  file: MediaFile;
  /** Its name under `assets/`. */
  name: string;
  key: string;
  size: number;
  /** An SVG, written as the PNG it becomes (it could carry script). */
  rasterize?: boolean;
  /** The `full` variant of an image whose `desktop` one is packed under the plain name. */
  full?: boolean;
}

/** Progress points for making the images' variants, before anything is written. */
const PREPARE_SHARE = 10;

/**
 * Where an image's `full` variant goes, relative to `assets/`, when it differs from the `desktop`
 * one packed under `name`: a folder of its own, so it can never take another asset's name (asset
 * names always carry an extension, so none is `full`). For the renderer's `srcset`.
 */
function fullAssetName(name: string): string {
  return `full/${name}`;
}

/** A page identifier is a slug; anything else (or a name the archive uses itself) gets a directory by id. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const RESERVED_DIRS = new Set(['assets']);

/**
 * Each page's directory in the archive: its identifier where that is a slug the archive does not
 * use itself, otherwise `page-{id}`. Identifiers are unique within the doc, but a generated name
 * can be another page's identifier (a page named `page-7` beside page 7 named `assets`), and two
 * entries with one path make a tar whose second silently replaces the first on extraction: a
 * generated name that is taken gets `-2`, `-3`, ... until it is not.
 */
function pageDirs(pages: readonly { id: number; identifier: string }[]): Map<number, string> {
  const dirs = new Map<number, string>();
  const taken = new Set(RESERVED_DIRS);
  for (const page of pages) {
    if (SLUG.test(page.identifier) && !taken.has(page.identifier)) {
      dirs.set(page.id, page.identifier);
      taken.add(page.identifier);
    }
  }
  for (const page of pages) {
    if (dirs.has(page.id)) continue;
    let dir = `page-${page.id}`;
    for (let n = 2; taken.has(dir); n++) dir = `page-${page.id}-${n}`;
    dirs.set(page.id, dir);
    taken.add(dir);
  }
  return dirs;
}

/** What the first pass found: the doc, its reader, the pages they see and the files those reference. */
interface ExportPlan {
  edition: Edition;
  reader: PersonalizationContext;
  pages: PageMeta[];
  /** The referenced files, by id (the order their archive names are given in). */
  files: MediaFile[];
  media: ResolvedMedia<MediaFile>;
}

/** The assets as they go into the archive: each file's entries, their names and bytes. */
interface Packing {
  packed: PackedAsset[];
  names: Map<number, string>;
  withFull: Set<number>;
  bytes: number;
}

type ManifestAsset = { name: string; size: number; sha256: string };

/**
 * Renders one doc into a tar.gz web package (docs/export-jobs.md, "Export jobs") and streams it into storage under the
 * attempt's key. Pages are read one at a time, and assets are streamed from storage into the
 * archive, so memory holds one page and a few chunks. Progress goes 0 to 99 (100 is the row's,
 * once the archive is downloadable). The doc is the publication's (src/publication): the pages the
 * export's reader sees, and the files they reference by the reader's policy, which a package
 * holds all of or fails naming the first one missing.
 */
@Injectable()
export class ExportRunner {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: BlobStorage,
    private readonly variants: ImageVariantsService,
    private readonly personalization: ReaderPersonalizationService,
    private readonly publication: PublicationService,
  ) {}

  async run(job: ExportTarget, signal: AbortSignal, progress: (percent: number) => void): Promise<ArchiveResult> {
    signal.throwIfAborted();
    const plan = await this.plan(job, signal);
    const packing = await this.packing(plan.files, `export:${job.workspace_id}`, signal, progress);
    const { edition } = plan;
    const writer = new ArchiveWriter(
      this.storage,
      job.archive_key,
      archiveName(edition.title!.identifier, edition.identifier),
    );
    const onAbort = () => writer.abort(signal.reason instanceof Error ? signal.reason : new Error('export cancelled'));
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      // Preparing the images counted for a tenth; pages count for another, the assets' bytes for the rest.
      const pageShare = packing.bytes === 0 ? 95 - PREPARE_SHARE : 10;
      await this.writePages(writer, plan, packing, (done) => progress(PREPARE_SHARE + Math.floor(done * pageShare)));
      const assets = await this.writeAssets(writer, packing, (done) =>
        progress(PREPARE_SHARE + pageShare + Math.floor(done * (98 - PREPARE_SHARE - pageShare))),
      );
      await writer.file('assets/style.css', STYLE_CSS);
      await writer.file('manifest.json', `${JSON.stringify(manifestOf(plan, assets), null, 2)}\n`);
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
   * The first pass: which pages this reader sees (personalization may hide one), and which Media
   * Library files they reference (one page's content at a time); a reference to a file that is no
   * longer there fails the export, naming the page.
   */
  private async plan(job: ExportTarget, signal: AbortSignal): Promise<ExportPlan> {
    const manager = this.dataSource.manager;
    const edition = await docWithProject(manager, { workspaceId: job.workspace_id }, job.edition_id);
    if (!edition) throw new ExportFailure('The doc no longer exists');
    const reader = await this.readerOf(job, edition);
    const rows = await this.publication.listedPages(edition.id);
    const dirs = pageDirs(rows);
    const pages: PageMeta[] = [];
    const refs: MediaRef[] = [];
    const firstReferrer = new Map<string, PageMeta>();
    for (const row of rows) {
      signal.throwIfAborted();
      const content = await this.publication.pageAsSeen(row.id, reader);
      if (content === null) continue;
      const page = { ...row, path: dirs.get(row.id)! };
      pages.push(page);
      for (const ref of contentRefs(content)) {
        const key = `${ref.kind}:${ref.id}`;
        if (firstReferrer.has(key)) continue;
        firstReferrer.set(key, page);
        refs.push(ref);
      }
    }
    const files =
      refs.length === 0
        ? []
        : await filesOf(manager, { workspaceId: job.workspace_id }, [...new Set(refs.map((ref) => ref.id))]);
    const media = resolveMedia(refs, files);
    const [gone] = media.missing;
    if (gone) {
      const page = firstReferrer.get(`${gone.kind}:${gone.id}`)!;
      throw missing(
        gone.kind,
        gone.id,
        page,
        files.some((file) => file.id === gone.id),
      );
    }
    return { edition, reader, pages, files, media };
  }

  /**
   * Images go in as their `desktop` variant under the name the pages use, and their `full`
   * variant under `assets/full/` when it differs (a srcset's larger candidate). Made here if no
   * request made them yet, under the workspace's share of the resizes.
   */
  private async packing(
    files: MediaFile[],
    requester: string,
    signal: AbortSignal,
    progress: (percent: number) => void,
  ): Promise<Packing> {
    // An SVG can carry script: the archive holds it as a PNG, under a .png name.
    const names = assetNames(
      files.map((file) =>
        file.mime_type === SVG_TYPE ? { id: file.id, filename: rasterizedName(file.filename) } : file,
      ),
    );
    const packed: PackedAsset[] = [];
    for (const [n, file] of files.entries()) {
      signal.throwIfAborted();
      packed.push(...(await this.packedAssets(file, names.get(file.id)!, requester)));
      progress(Math.floor(((n + 1) / files.length) * PREPARE_SHARE));
    }
    const withFull = new Set(packed.filter((asset) => asset.full).map((asset) => asset.file.id));
    const bytes = packed.reduce((sum, asset) => sum + asset.size, 0);
    return { packed, names, withFull, bytes };
  }

  /** `index.html` and each page's `{dir}/index.html`, read again one at a time. */
  private async writePages(
    writer: ArchiveWriter,
    { edition, reader, pages, media }: ExportPlan,
    { names, withFull }: Packing,
    progress: (done: number) => void,
  ): Promise<void> {
    const options = renderOptions(edition.options);
    const setting = (root: '' | '../') => ({
      root,
      links: 'file' as const,
      stylesheet: `${root}assets/style.css`,
      metaCsp: CONTENT_SECURITY_POLICY,
    });
    const assets = (kind: 'image' | 'video', id: number) => {
      const file = media.file(kind, id);
      const name = file && names.get(file.id);
      return name === undefined
        ? undefined
        : { name, width: file!.width, height: file!.height, full: withFull.has(id) };
    };
    if (pages.length === 0)
      await writer.file('index.html', renderEmptyDoc(edition.name, { ...setting(''), locale: options.locale }));
    for (const [n, page] of pages.entries()) {
      // A page hidden since the first pass (its content changed) is rendered empty.
      const content = (await this.publication.pageAsSeen(page.id, reader)) ?? EMPTY_PAGE;
      const view = { docName: edition.name, options, pages, current: n, content, assets };
      try {
        if (n === 0) await writer.file('index.html', renderPage({ ...view, ...setting(''), index: true }));
        await writer.directory(`${page.path}/`);
        await writer.file(`${page.path}/index.html`, renderPage({ ...view, ...setting('../'), index: false }));
      } catch (error) {
        // The page gained a reference since the first pass: the doc changed while it was exported.
        if (error instanceof MissingAsset)
          throw new ExportFailure(`Page "${page.name}" changed during the export; start the export again`);
        throw error;
      }
      progress((n + 1) / pages.length);
    }
  }

  /** `assets/`: each packed entry streamed from storage (an SVG rasterized first), with its size and sha256. */
  private async writeAssets(
    writer: ArchiveWriter,
    { packed, bytes }: Packing,
    progress: (done: number) => void,
  ): Promise<ManifestAsset[]> {
    await writer.directory('assets/');
    const written: ManifestAsset[] = [];
    let copied = 0;
    for (const { file, name, key, size, rasterize } of packed) {
      const source = await this.storage.read(key).catch(() => {
        throw new ExportFailure(
          `The stored bytes of ${file.kind === 'image' ? 'image' : 'file'} ${file.id} ("${file.filename}") cannot be read; upload it again and replace it in the doc`,
        );
      });
      if (rasterize) {
        const png = await rasterizeSvg(source).catch((error: unknown) => {
          throw new ExportFailure(
            `Image ${file.id} ("${file.filename}") is an SVG that cannot be turned into a PNG (${error instanceof Error ? error.message : 'unreadable'}); replace it in the doc`,
          );
        });
        await writer.file(`assets/${name}`, png);
        written.push({ name, size: png.length, sha256: createHash('sha256').update(png).digest('hex') });
      } else {
        const sha256 = await writer.stream(`assets/${name}`, size, source);
        written.push({ name, size, sha256 });
      }
      copied += size;
      progress(copied / bytes);
    }
    return written;
  }

  /** What one Media Library file puts in `assets/`: an image its desktop and (if larger) full variant, anything else itself. */
  private async packedAssets(file: MediaFile, name: string, requester: string): Promise<PackedAsset[]> {
    if (file.mime_type === SVG_TYPE) return [{ file, name, key: file.storage_key, size: file.size, rasterize: true }];
    if (file.kind !== 'image') return [{ file, name, key: file.storage_key, size: file.size }];
    const desktop = await this.variants.source(file, 'desktop', requester);
    const full = await this.variants.source(file, 'full', requester);
    const assets: PackedAsset[] = [{ file, name, key: desktop.key, size: desktop.size }];
    if (full.key !== desktop.key)
      assets.push({ file, name: fullAssetName(name), key: full.key, size: full.size, full: true });
    return assets;
  }

  /** The export's reader: the job's token (read from its row), or none. */
  private async readerOf(job: ExportTarget, edition: Edition): Promise<PersonalizationContext> {
    const tokenId = await jobTokenId(this.dataSource, job.id);
    const doc = { id: edition.id, workspaceId: edition.workspace_id };
    if (tokenId == null) return this.personalization.contextFor(doc, undefined);
    const context = await this.personalization.contextForToken(doc, tokenId);
    if (!context.found)
      throw new ExportFailure('The personalization token of this export was deleted; export again with another token');
    return context;
  }
}

/**
 * What a host needs to serve the package, and no more: no access list, no username, no preview
 * link, no tracking code, no API URL.
 */
function manifestOf({ edition, reader, pages }: ExportPlan, assets: ManifestAsset[]) {
  const protection = edition.options?.authentication?.method ?? null;
  return {
    doc: {
      id: edition.id,
      name: edition.name,
      identifier: edition.identifier,
      project: edition.title!.identifier,
      locale: renderOptions(edition.options).locale,
      category: edition.category,
      published_on: edition.published_on?.toISOString() ?? null,
      protection,
    },
    notes: protection ? [protectionNote(protection)] : [],
    pages: pages.map((page) => ({
      id: page.id,
      identifier: page.identifier,
      name: page.name,
      position: page.position,
      path: `${page.path}/index.html`,
    })),
    assets,
    token: reader.tokenId,
    exported_on: new Date().toISOString(),
  };
}

/** A reference that resolves to no file: gone from the Media Library, or (an image's) a file that is no image. */
function missing(kind: 'image' | 'video', id: number, page: PageMeta, present: boolean): ExportFailure {
  const what = present ? 'which is not an image' : 'which is no longer in the Media Library';
  return new ExportFailure(
    `Page "${page.name}" references ${kind} ${id}, ${what}: remove it from the page (or upload the file again and reference the new id), then export again`,
  );
}
