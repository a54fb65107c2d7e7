import { buffer } from 'node:stream/consumers';

import { Injectable, Logger, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource } from 'typeorm';

import type { MediaFile } from '../media-library/file.entity.js';
import { MAX_INPUT_PIXELS } from '../media-library/image-variants.js';
import { ImageVariantsService } from '../media-library/image-variants.service.js';
import { atResizePriority } from '../media-library/resize-threads.js';
import { Metrics } from '../observability/metrics.js';
import { PublicationService } from '../publication/publication.service.js';
import { BlobStorage } from '../storage/blob-storage.js';
import { COLUMN_WIDTH, type CoverImage, LAYOUT_VERSION } from './cover-layout.js';
import { type CoverJob, CoverQueueFull, CoverRenderer } from './cover-renderer.js';
import { asCard, type CoverScene, coverScene, sceneHash, sceneImage } from './cover-scene.js';
import { coverImageFile, type CoverSubject, coverSubject, saveCover, storedCover } from './covers.queries.js';
import { EditionCover } from './edition-cover.entity.js';

/**
 * A doc's cover is drawn again at most once in this many milliseconds: a request within the
 * window after a render gets that cover, and one more render follows at the window's end, for
 * the last change of the burst. So a flood of changes (a content patch a second, say) costs one
 * render per window per doc, whoever reads the cover meanwhile.
 */
const RENDER_INTERVAL_MS = 10_000;
/** The tallest the first image is drawn (px): the cover is 630 high, and the page's text comes first. */
const IMAGE_MAX_HEIGHT = 900;

export { CoverQueueFull };

/**
 * Every doc's cover (docs/covers.md): when its `screenshot` is not set, a
 * picture of its first visible page as the plain reader sees it (publication/), drawn without a
 * browser (cover-renderer.ts), stored in `edition_cover` and drawn again when what it shows
 * changes (its hash: cover-scene.ts). A doc with no page to show, a page too large, or an image
 * that cannot be read gets the plain card (its name and its project's).
 */
@Injectable()
export class CoversService implements OnApplicationShutdown {
  private readonly logger = new Logger('Covers');
  /** Renders under way, by doc: a second request for the same doc waits for the first's. */
  private readonly rendering = new Map<number, Promise<EditionCover>>();
  /** The trailing render of a burst, by doc. */
  private readonly trailing = new Map<number, NodeJS.Timeout>();
  /** Milliseconds since the epoch; a test moves it. */
  now: () => number = Date.now;
  /** See RENDER_INTERVAL_MS; a test shortens it. */
  intervalMs = RENDER_INTERVAL_MS;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publication: PublicationService,
    private readonly variants: ImageVariantsService,
    private readonly storage: BlobStorage,
    private readonly renderer: CoverRenderer,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /**
   * The doc's cover as it is now (or, within a burst of changes, as it was at most
   * RENDER_INTERVAL_MS ago); null when there is no such doc. Throws CoverQueueFull when too many
   * covers wait to be drawn.
   */
  async cover(editionId: number): Promise<EditionCover | null> {
    const subject = await coverSubject(this.dataSource.manager, editionId);
    if (!subject) return null;
    const { scene, image, hash } = await this.sceneOf(subject);
    const stored = await storedCover(this.dataSource.manager, editionId);
    if (drawnFrom(stored, hash)) return stored;
    const running = this.rendering.get(editionId);
    if (running) return running;
    if (stored && this.now() - stored.rendered_on.getTime() < this.intervalMs) {
      this.renderLater(editionId, stored.rendered_on.getTime() + this.intervalMs);
      return stored;
    }
    try {
      return await this.renderOnce(subject, scene, image, hash);
    } catch (error) {
      // Too many covers waiting: the one before the change, when there is one, rather than none.
      if (error instanceof CoverQueueFull && stored) return stored;
      throw error;
    }
  }

  onApplicationShutdown(): void {
    for (const timer of this.trailing.values()) clearTimeout(timer);
    this.trailing.clear();
  }

  /** The scene of the doc's cover now, the image file it shows (when it shows one), and their hash. */
  private async sceneOf(subject: CoverSubject): Promise<{ scene: CoverScene; image: MediaFile | null; hash: string }> {
    const doc = { id: subject.id, workspaceId: subject.workspaceId, screenshotId: subject.screenshotId };
    const page = await this.publication.firstVisiblePage(doc);
    const scene = coverScene(subject.name, subject.projectName, page?.content ?? null);
    const block = sceneImage(scene);
    // The reader's policy (publication's resolveMedia): a reference to no image of the workspace shows nothing.
    const resolved = block && (await this.publication.media(subject.workspaceId, [{ kind: 'image', id: block.id }]));
    const image =
      block && resolved?.file('image', block.id)
        ? await coverImageFile(this.dataSource.manager, subject.workspaceId, block.id)
        : null;
    return { scene, image, hash: sceneHash(scene, image?.checksum ?? null, LAYOUT_VERSION) };
  }

  private renderOnce(subject: CoverSubject, scene: CoverScene, image: MediaFile | null, hash: string) {
    const render = this.render(subject, scene, image, hash).finally(() => this.rendering.delete(subject.id));
    this.rendering.set(subject.id, render);
    return render;
  }

  /** One render at the end of the window, for whatever the doc shows then (once per doc per window). */
  private renderLater(editionId: number, at: number): void {
    if (this.trailing.has(editionId)) return;
    const timer = setTimeout(
      () => {
        this.trailing.delete(editionId);
        this.refresh(editionId).catch((error: unknown) =>
          this.logger.warn(`doc ${editionId}: its cover was not drawn again (${String(error)})`),
        );
      },
      Math.max(0, at - this.now()),
    );
    timer.unref();
    this.trailing.set(editionId, timer);
  }

  private async refresh(editionId: number): Promise<void> {
    const subject = await coverSubject(this.dataSource.manager, editionId);
    if (!subject || this.rendering.has(editionId)) return;
    const { scene, image, hash } = await this.sceneOf(subject);
    const stored = await storedCover(this.dataSource.manager, editionId);
    if (!drawnFrom(stored, hash)) await this.renderOnce(subject, scene, image, hash);
  }

  private async render(
    subject: CoverSubject,
    scene: CoverScene,
    file: MediaFile | null,
    hash: string,
  ): Promise<EditionCover> {
    // The image is read and decoded when the cover's turn comes, not before: a queue of covers
    // holds their scenes, never their pictures.
    let job: CoverJob = { scene, image: null };
    const prepare = async (): Promise<CoverJob> => {
      if (!file) return job;
      try {
        job = { scene, image: await this.decode(file) };
      } catch (error) {
        this.logger.warn(`doc ${subject.id}: image ${file.id} cannot be read (${String(error)}); the card stands in`);
        job = { scene: asCard(scene, 'broken-image'), image: null };
      }
      return job;
    };
    let rendered;
    try {
      rendered = await this.renderer.render(prepare);
    } catch (error) {
      if (error instanceof CoverQueueFull || job.scene.kind === 'card') throw error;
      this.logger.warn(`doc ${subject.id}: its page could not be drawn (${String(error)}); the card stands in`);
      job = { scene: asCard(scene, 'failed'), image: null };
      rendered = await this.renderer.render(() => Promise.resolve(job));
    }
    const cover = Object.assign(new EditionCover(), {
      edition_id: subject.id,
      content_hash: hash,
      kind: job.scene.kind === 'page' ? 'page' : job.scene.reason,
      png: rendered.png,
      render_ms: Math.round(rendered.ms),
      rendered_on: new Date(this.now()),
    });
    this.metrics?.coverDraw.observe({ kind: cover.kind }, rendered.ms / 1000);
    this.logger.log(`doc ${subject.id}: cover drawn (${cover.kind}, ${cover.render_ms} ms, ${cover.png.length} bytes)`);
    try {
      await saveCover(this.dataSource.manager, cover);
    } catch (error) {
      // The doc was deleted meanwhile (its row is gone, the foreign key refuses the cover): nothing to keep.
      this.logger.warn(`doc ${subject.id}: its cover was not stored (${String(error)})`);
    }
    return cover;
  }

  /**
   * The image as the cover embeds it: read from its `desktop` variant (at most 1280 px wide,
   * made and kept by the Media Library), oriented, fitted into the page's column, as JPEG (PNG
   * when it has transparency). Throws when its bytes are missing or cannot be decoded.
   */
  private async decode(file: MediaFile): Promise<CoverImage> {
    const source = await this.variants.source(file, 'desktop', `workspace:${file.workspace_id}`);
    const bytes = await buffer(await this.storage.read(source.key));
    return atResizePriority(async () => {
      const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const { hasAlpha } = await image.metadata();
      const fitted = image.resize({
        width: COLUMN_WIDTH,
        height: IMAGE_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const { data, info } = await (hasAlpha ? fitted.png() : fitted.jpeg({ quality: 85 })).toBuffer({
        resolveWithObject: true,
      });
      const type = hasAlpha ? 'image/png' : 'image/jpeg';
      return { dataUri: `data:${type};base64,${data.toString('base64')}`, width: info.width, height: info.height };
    });
  }
}

/**
 * Whether the stored cover was drawn from this version of what it shows. The version is a digest
 * of public content, no secret: a plain comparison (src/auth/secrets.spec.ts reads `hash` names
 * as secrets, hence the names here).
 */
function drawnFrom(stored: EditionCover | null, version: string): boolean {
  const drawn = stored?.content_hash;
  return drawn === version;
}
