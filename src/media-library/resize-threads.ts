import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * The nice value libvips' threads run at: as the content-patch worker (editions/content-worker.ts),
 * a resize gets the CPU the event loop and file reads leave. A resize keeps a core busy for
 * seconds; at the same priority as the event loop, on a small or shared machine, it took turns
 * with the thread that answers every other tenant's requests, and their file reads waited for it.
 */
export const RESIZE_NICE = 10;

/** How often a running resize looks for new libvips threads (libvips starts them as a pipeline needs them). */
const RESCAN_MS = 50;

/**
 * Lowers every libvips thread of this process to RESIZE_NICE. Linux only (threads are listed in
 * /proc and `setpriority` takes a thread id there); elsewhere nothing is done. libvips keeps its
 * threads for reuse, so each is lowered once; a lowered thread cannot be raised again without
 * privilege, and libvips' threads do nothing but image work. (Thread ids are reused, so each
 * scan reads the name and the priority again rather than remembering ids.)
 */
function lowerResizeThreads(): number {
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let changed = 0;
  for (const task of tasks) {
    const tid = Number(task);
    try {
      if (!readFileSync(`/proc/self/task/${task}/comm`, 'latin1').startsWith('libvips')) continue;
      if (getPriority(tid) >= RESIZE_NICE) continue;
      setPriority(tid, RESIZE_NICE);
      changed++;
    } catch {
      // The thread ended meanwhile, or the system refuses: the resize runs at its current priority.
    }
  }
  return changed;
}

/**
 * Runs `work` (a sharp pipeline) with libvips' threads lowered: those that exist now, and any it
 * starts while it runs.
 */
export async function atResizePriority<T>(work: () => Promise<T>): Promise<T> {
  lowerResizeThreads();
  const timer = setInterval(lowerResizeThreads, RESCAN_MS);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    lowerResizeThreads();
  }
}
