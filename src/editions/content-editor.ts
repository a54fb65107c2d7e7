import { Worker } from 'node:worker_threads';

import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

import { type WorkerEntry, workerScript } from '../common/worker-script.js';
import type { ContentEditRequest, ContentEditResult } from './content-edit.js';
import { deepPatchesRefusal } from './content-patches.js';

/**
 * Runs Editing Content's tree work (content-edit.ts) on a worker thread. Parsing, patching,
 * checking and serialising a tree of up to 1 MiB takes tens of milliseconds of CPU; on the event
 * loop, a loop of such requests from one tenant delayed every other tenant's requests by as much
 * (docs/editing-limits.md). On the worker, the event loop only moves the JSON text in and out.
 *
 * One thread, edits in arrival order: the work per edit is bounded (1 MiB, 1,000 patches, a
 * budget of moves), so the queue drains at a known rate. The thread starts on the first edit, is
 * restarted after a crash (its pending edits fail with a 500), and ends with the app.
 */
@Injectable()
export class ContentEditor implements OnApplicationShutdown {
  private readonly logger = new Logger(ContentEditor.name);
  private worker?: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (result: ContentEditResult) => void; reject: (error: Error) => void }
  >();
  private nextId = 0;

  async edit(request: ContentEditRequest): Promise<ContentEditResult> {
    // A body too deep to be cloned to the worker is refused here, with readPatches' messages; the
    // worker still gives the stored tree back when the preconditions need it.
    const deep = deepPatchesRefusal(request.body);
    if (deep === null) return this.post(request);
    if (!request.withCurrent) return { ok: false, messages: deep };
    const { current, currentMedia } = await this.post({ ...request, body: [] });
    return { ok: false, messages: deep, current, currentMedia };
  }

  private post(request: ContentEditRequest): Promise<ContentEditResult> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // The stored tree's bytes move to the worker rather than being copied; the caller is done with them.
      worker.postMessage({ id, request }, [request.stored.buffer as ArrayBuffer]);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(...workerEntry());
    // An idle worker does not keep the process alive; pending edits keep their requests open anyway.
    worker.unref();
    worker.on('message', ({ id, result, fault }: { id: number; result?: ContentEditResult; fault?: string }) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (fault !== undefined) waiting?.reject(new Error(`content worker: ${fault}`));
      else waiting?.resolve(result!);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => {
      this.logger.error(`content worker failed: ${error.stack ?? error.message}`);
      fail(error);
    });
    worker.on('exit', (code) => fail(new Error(`content worker exited with code ${code}`)));
    return worker;
  }
}

/** Heap for one edit's trees (the stored one, the copies patches make, the JSON out), with room to spare. */
const WORKER_HEAP_MB = 128;

function workerEntry(): WorkerEntry {
  return workerScript(
    new URL('./content-worker.js', import.meta.url),
    new URL('./content-worker.ts', import.meta.url),
    WORKER_HEAP_MB,
  );
}
