import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

import { type ContentEditRequest, editContent } from './content-edit.js';

// This thread only (on Linux a nice value is per thread): when the machine's cores are all busy,
// the event loop, which answers every tenant, runs before the edits of the one that keeps them
// coming. Lowering a priority needs no privilege; where it is not supported, nothing changes.
try {
  setPriority(0, 10);
} catch {
  // not supported here
}

/** The content worker's thread (see ContentEditor): one edit at a time, in the order they come. */
parentPort!.on('message', ({ id, request }: { id: number; request: ContentEditRequest }) => {
  try {
    parentPort!.postMessage({ id, result: editContent(request) });
  } catch (error) {
    // Not a refusal: a fault. The request that caused it answers 500; the worker goes on.
    parentPort!.postMessage({ id, fault: (error as Error)?.stack ?? String(error) });
  }
});
