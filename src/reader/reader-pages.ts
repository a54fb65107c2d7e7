import { Injectable } from '@nestjs/common';

import { projectHref } from '../common/http/public-address.js';
import { AppConfig } from '../config/app-config.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../covers/cover-layout.js';
import type { PageContent } from '../editions/page-content.js';
import { MediaUrls } from '../media-library/media-urls.js';
import type { MediaSummary, SeenPage } from '../publication/doc-view.js';
import { PublicationService } from '../publication/publication.service.js';
import { renderOptions } from '../rendering/render-options.js';
import {
  type AssetRef,
  contentRefs,
  type RenderOptions,
  renderPage,
  renderProjectIndex,
} from '../rendering/renderer.js';
import type { ImageProofs } from './asset-allow-list.js';
import { assetName, COVER_ASSET, type DocAddress, type ProjectAddress } from './doc-address.js';
import { messageSetting, staticSetting } from './reader-answers.js';
import type { Doc } from './reader-docs.js';

/** One doc of a project's index: what its card shows. */
export interface IndexedDoc {
  identifier: string;
  name: string;
  publishedOn: Date | null;
  screenshotId: number | null;
}

/**
 * The reader's HTML (docs/reader.md): a page of a doc as one reader sees it, and a project's
 * index, with the renderer of src/rendering and the files the publication resolves.
 */
@Injectable()
export class ReaderPages {
  private readonly publishUrl: string;

  constructor(
    private readonly publication: PublicationService,
    private readonly media: MediaUrls,
    config: AppConfig,
  ) {
    this.publishUrl = config.publishUrl;
  }

  /** `pages[current]` of the doc, at this address; `index` when it is the doc's own address (its first page). */
  async page(
    doc: Doc,
    address: DocAddress,
    pages: readonly SeenPage[],
    current: number,
    index: boolean,
    proofs?: ImageProofs,
  ): Promise<string> {
    const page = pages[current];
    const content = page.content;
    const refs = contentRefs(content);
    // The cover shows above the first page only when it is not already that page's first image.
    const firstImage = refs.find((ref) => ref.kind === 'image')?.id;
    const coverId = index && doc.screenshotId !== firstImage ? doc.screenshotId : null;
    const cover = doc.screenshotId === null ? [] : [{ kind: 'image' as const, id: doc.screenshotId }];
    const media = await this.publication.media(doc.workspaceId, [...refs, ...cover]);
    const assets = (kind: 'image' | 'video', id: number): AssetRef | undefined => {
      const file = media.file(kind, id);
      if (!file) return undefined;
      return {
        name: assetName(file),
        width: file.width,
        height: file.height,
        variants: file.kind === 'image' && file.mime_type !== 'image/svg+xml',
        query: kind === 'image' ? proofs?.get(id) : undefined,
      };
    };
    const options: RenderOptions = renderOptions(doc.options);
    const preview = address.kind === 'preview';
    const coverFile = doc.screenshotId === null ? undefined : media.file('image', doc.screenshotId);
    const here = `${this.publishedUrl(doc)}${index ? '' : `${encodeURIComponent(page.identifier)}/`}`;
    return renderPage({
      docName: doc.name,
      options,
      pages: pages.map((p) => ({ path: p.identifier, name: p.name })),
      current,
      index,
      content,
      assets,
      cover: coverId === null ? undefined : assets('image', coverId),
      omitMissingAssets: true,
      root: index ? '' : '../',
      links: 'directory',
      ...staticSetting(address),
      data: {
        doc: doc.uid,
        page: page.identifier,
        analytics: preview ? 'off' : options.has_cookie_check ? 'consent' : 'on',
      },
      shareUrl: preview ? undefined : here,
      noindex: preview,
      notice: preview
        ? doc.status === 'published'
          ? 'Preview of the published doc'
          : 'Preview: not published'
        : undefined,
      og: {
        title: doc.name,
        description: firstText(content),
        image: preview ? undefined : this.ogImage(doc, coverFile),
      },
    });
  }

  /** A project's index: its published docs' cards (cover, name, date), linked relative to the project's address. */
  async projectIndex(at: ProjectAddress, title: string, workspaceId: number, docs: IndexedDoc[]): Promise<string> {
    const covers = docs.flatMap((doc) =>
      doc.screenshotId === null ? [] : [{ kind: 'image' as const, id: doc.screenshotId }],
    );
    const media = await this.publication.media(workspaceId, covers);
    return renderProjectIndex({
      ...messageSetting('hostname' in at ? { kind: 'domain', hostname: at.hostname, doc: '' } : null),
      locale: 'en',
      title,
      docs: docs.map((doc) => {
        const href = `${encodeURIComponent(doc.identifier)}/`;
        const file = doc.screenshotId === null ? undefined : media.file('image', doc.screenshotId);
        return {
          href,
          name: doc.name,
          date: (doc.publishedOn ?? new Date(0)).toISOString(),
          // Without a screenshot, the cover the service draws of the doc's first page (src/covers).
          cover:
            doc.screenshotId === null
              ? { src: `${href}assets/${COVER_ASSET}`, width: COVER_WIDTH, height: COVER_HEIGHT }
              : file && { src: `${href}assets/${assetName(file)}`, width: file.width, height: file.height },
        };
      }),
    });
  }

  /**
   * A link preview's picture: the screenshot, as the page's own asset; without one, the cover the
   * service draws of the first page (src/covers), by its signed link. A screenshot that is gone
   * shows none, as on the page.
   */
  private ogImage(doc: Doc, screenshot: MediaSummary | undefined): string | undefined {
    if (doc.screenshotId === null) return this.media.coverHref(doc.id, 'original');
    return screenshot && `${this.publishedUrl(doc)}assets/${assetName(screenshot)}`;
  }

  /** The doc's public address, as its `published` link writes it (ending with `/`). */
  private publishedUrl(doc: Doc): string {
    return `${projectHref(doc.project, this.publishUrl)}${encodeURIComponent(doc.identifier)}/`;
  }
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
