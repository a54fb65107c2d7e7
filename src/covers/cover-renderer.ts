import { Worker } from 'node:worker_threads';

import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

import { type WorkerEntry, workerScript } from '../common/worker-script.js';
import type { CoverImage } from './cover-layout.js';
import type { CoverScene } from './cover-scene.js';

/** One cover to draw: its scene, and its first image already decoded and resized (or none). */
export interface CoverJob {
  scene: CoverScene;
  image: CoverImage | null;
}

/** What a cover costs: its PNG, and the milliseconds the worker took (queueing excluded). */
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
/** Covers waiting at most: past them a request is told to come back (503), nothing queues without end. */
export const RENDER_QUEUE_MAX = 64;
/**
 * The worker's heap: satori's layout and the SVG of one 1200x630 picture with one embedded image
 * (at most COLUMN_WIDTH wide) need a few tens of MB. resvg's pixels (3 MB) are outside the heap.
 */
const WORKER_HEAP_MB = 96;

/** Thrown when RENDER_QUEUE_MAX covers already wait. */
export class CoverQueueFull extends Error {}

/**
 * Draws covers on a worker thread (cover-worker.ts: satori lays the tree out and writes the
 * text as paths, resvg rasterises it), one at a time, in arrival order, each bounded in time
 * (RENDER_TIMEOUT_MS) and memory (WORKER_HEAP_MB): the event loop only moves the job in and the
 * PNG out. The thread starts on the first cover, is started again after a crash or a timeout,
 * and ends with the app.
 */
@Injectable()
export class CoverRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger('Covers');
  private worker?: Worker;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private nextId = 0;

  /** Covers drawn by this process since it started (each one a render; a cache hit is none). */
  rendered = 0;

  render(job: CoverJob): Promise<RenderedCover> {
    if (this.waiting >= RENDER_QUEUE_MAX) return Promise.reject(new CoverQueueFull('the cover queue is full'));
    this.waiting++;
    const run = this.queue.then(() => this.draw(job));
    this.queue = run.catch(() => undefined).finally(() => this.waiting--);
    return run;
  }

  async onApplicationShutdown(): Promise<void> {
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
      const onMessage = (message: { id: number; png?: Uint8Array; fault?: string }) => {
        if (message.id !== id) return;
        if (message.fault !== undefined) finish(new Error(`cover worker: ${message.fault}`));
        else finish(undefined, message.png!);
      };
      const onExit = (code: number) => finish(new Error(`cover worker exited with code ${code}`));
      const finish = (error?: Error, png?: Uint8Array) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        if (error) return reject(error);
        this.rendered++;
        resolve({ png: Buffer.from(png!.buffer, png!.byteOffset, png!.byteLength), ms: performance.now() - started });
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

  private stop(worker: Worker): void {
    if (this.worker === worker) this.worker = undefined;
    void worker.terminate();
  }
}

function workerEntry(): WorkerEntry {
  return workerScript(
    new URL('./cover-worker.js', import.meta.url),
    new URL('./cover-worker.ts', import.meta.url),
    WORKER_HEAP_MB,
  );
}
