import { ProblemException } from '../common/problem/problem.js';

/** A counting semaphore: `acquire()` resolves with a release once one of `width` slots is free, in arrival order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly width: number) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async acquire(): Promise<() => void> {
    if (this.running < this.width) this.running++;
    // The releasing holder hands its slot straight to the next waiter: `running` stays put.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }
}

/** How the gate is doing, for tests and the bench: what runs, what waits, and the most that ran at once. */
export interface ResizeGateStats {
  running: number;
  queued: number;
  peak: number;
}

/**
 * The bound on image resizes: at most `perRequester` at once for one
 * requester (a credential; for a signed link, the file's workspace; for an export, its
 * workspace) and at most `width` in the whole process. A requester takes its own slot first,
 * so its queue holds none of the process's slots. Beyond `maxQueuedPerRequester` waiting, a
 * request is refused with 429 rather than held: a queue that long would not drain in time anyway.
 */
export class ResizeGate {
  private readonly global: Semaphore;
  private readonly requesters = new Map<string, Semaphore>();
  private peakRunning = 0;

  constructor(
    width: number,
    private readonly perRequester: number,
    private readonly maxQueuedPerRequester: number,
  ) {
    this.global = new Semaphore(width);
  }

  get stats(): ResizeGateStats {
    let queued = this.global.queued;
    for (const semaphore of this.requesters.values()) queued += semaphore.queued;
    return { running: this.global.active, queued, peak: this.peakRunning };
  }

  /** Forgets the peak (a test or the bench measures from here). */
  resetPeak(): void {
    this.peakRunning = this.global.active;
  }

  async run<T>(requester: string, work: () => Promise<T>): Promise<T> {
    let own = this.requesters.get(requester);
    if (!own) {
      own = new Semaphore(this.perRequester);
      this.requesters.set(requester, own);
    }
    if (own.queued >= this.maxQueuedPerRequester) {
      throw new ProblemException(
        429,
        `Too many image variants are being made for you at once; try again in a few seconds`,
        {
          headers: { 'Retry-After': '5' },
        },
      );
    }
    const releaseOwn = await own.acquire();
    try {
      const releaseGlobal = await this.global.acquire();
      this.peakRunning = Math.max(this.peakRunning, this.global.active);
      try {
        return await work();
      } finally {
        releaseGlobal();
      }
    } finally {
      releaseOwn();
      // An idle requester's semaphore goes, so the map holds only those with work.
      if (own.active === 0 && own.queued === 0) this.requesters.delete(requester);
    }
  }
}
