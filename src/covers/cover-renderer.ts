import { Worker } from 'node:worker_threads';

import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import sharp from 'sharp';

import { type WorkerEntry, workerScript } from '../common/worker-script.js';
import { atResizePriority } from '../media-library/resize-threads.js';
import { COVER_HEIGHT, COVER_WIDTH, type CoverImage } from './cover-layout.js';
import type { CoverScene } from './cover-scene.js';

/** One cover to draw: its scene, and its first image already decoded and resized (or none). */
export interface CoverJob {
  scene: CoverScene;
  image: CoverImage | null;
}

/** What a cover costs: its PNG, and the milliseconds its layout and rasterising took (queueing excluded). */
export interface RenderedCover {
  png: Buffer;
  ms: number;
}

/**
 * A cover that takes longer is abandoned: the worker is ended (and started again for the next),
 * and the doc gets the plain card. A page's cover takes about 100 ms; the bound is for the
 * pathological, not the slow.
 */
const RENDER_TIMEOUT_MS = 10_000;
/**
 * Covers waiting at most (a client app's first list of 100 docs, twice over): past them a request
 * gets the cover from before its doc's change, or is told to come back (503). A waiting cover holds
 * its scene only (its image is read when its turn comes), so the queue stays small in memory.
 */
const RENDER_QUEUE_MAX = 256;
/**
 * The worker's heap: satori's layout and the SVG of one 1200x630 picture with one embedded image
 * (at most COLUMN_WIDTH wide, about 1 MB of base64) need a few tens of MB.
 */
const WORKER_HEAP_MB = 64;

/**
 * A worker idle this long is ended: it holds about 100 MB (its heap, satori's layout engine, the
 * parsed fonts), and covers come in bursts (a doc list's first read, a newsletter's link preview).
 */
const WORKER_IDLE_MS = 30_000;

/** Thrown when RENDER_QUEUE_MAX covers already wait. */
export class CoverQueueFull extends Error {}

/**
 * Draws covers off the event loop, one at a time, in arrival order: satori lays the tree out on a
 * worker thread (cover-worker.ts) and writes an SVG whose text is paths, bounded in time
 * (RENDER_TIMEOUT_MS) and heap (WORKER_HEAP_MB); sharp rasterises that SVG on libvips' threads, at
 * the resizes' priority, and needs no font (resvg, tried too, took 115 ms a cover where sharp took
 * 86 on the same SVG). The event loop only moves the job in and the SVG and PNG out. The thread starts on the first cover, is started again after a crash or a timeout,
 * ends when idle for WORKER_IDLE_MS, and ends with the app.
 */
@Injectable()
export class CoverRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger('Covers');
  private worker?: Worker;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private nextId = 0;
  private idle?: NodeJS.Timeout;

  /** Covers drawn by this process since it started (each one a render; a cache hit is none). */
  rendered = 0;

  /** Draws the cover `prepare` gives (called when its turn comes: it reads the image then). */
  render(prepare: () => Promise<CoverJob>): Promise<RenderedCover> {
    if (this.waiting >= RENDER_QUEUE_MAX) return Promise.reject(new CoverQueueFull('the cover queue is full'));
    this.waiting++;
    clearTimeout(this.idle);
    const run = this.queue.then(async () => this.draw(await prepare()));
    this.queue = run
      .catch(() => undefined)
      .finally(() => {
        if (--this.waiting === 0) this.endWhenIdle();
      });
    return run;
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private draw(job: CoverJob): Promise<RenderedCover> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    const started = performance.now();
    return new Promise<RenderedCover>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.logger.warn(`a cover took more than ${RENDER_TIMEOUT_MS} ms: its worker is ended`);
        this.stop(worker);
        finish(new Error(`cover render timed out after ${RENDER_TIMEOUT_MS} ms`));
      }, RENDER_TIMEOUT_MS);
      const onMessage = (message: { id: number; svg?: string; fault?: string }) => {
        if (message.id !== id) return;
        if (message.fault !== undefined) finish(new Error(`cover worker: ${message.fault}`));
        else finish(undefined, message.svg!);
      };
      const onExit = (code: number) => finish(new Error(`cover worker exited with code ${code}`));
      const finish = (error?: Error, svg?: string) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        if (error) return reject(error);
        rasterise(svg!).then((png) => {
          this.rendered++;
          resolve({ png, ms: performance.now() - started });
        }, reject);
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage({ id, job });
    });
  }

  private start(): Worker {
    const worker = new Worker(...workerEntry());
    // An idle worker does not keep the process alive; a waiting request keeps its own.
    worker.unref();
    worker.on('error', (error) => {
      this.logger.error(`cover worker failed: ${error.stack ?? error.message}`);
      this.stop(worker);
    });
    return worker;
  }

  private endWhenIdle(): void {
    this.idle = setTimeout(() => {
      if (this.waiting === 0 && this.worker) this.stop(this.worker);
    }, WORKER_IDLE_MS);
    this.idle.unref();
  }

  private stop(worker: Worker): void {
    if (this.worker === worker) this.worker = undefined;
    void worker.terminate();
  }
}

/** The SVG as a PNG of its own size (1200x630), compressed for the wire (a cover is fetched far more often than drawn). */
function rasterise(svg: string): Promise<Buffer> {
  return atResizePriority(() =>
    sharp(Buffer.from(svg), { limitInputPixels: COVER_WIDTH * COVER_HEIGHT })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer(),
  );
}

function workerEntry(): WorkerEntry {
  return workerScript(
    new URL('./cover-worker.js', import.meta.url),
    new URL('./cover-worker.ts', import.meta.url),
    WORKER_HEAP_MB,
  );
}
