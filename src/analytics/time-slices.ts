import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** Rows between two looks at the clock. */
const CHECK_EVERY = 32;

/**
 * Cuts a long computation into slices of at most `sliceMs` (docs/analytics.md, Limits): `tick()`
 * is called once per row and, when the slice is used up, answers a promise that resolves on the
 * next turn of the event loop, so other requests (and `/health`) run between slices. On SQLite
 * every query is synchronous, so this is what keeps a busy minute's fold from stalling the server.
 */
export class TimeSlices {
  private started = performance.now();
  private rows = 0;

  constructor(private readonly sliceMs = 10) {}

  /** Undefined most of the time; a promise to await when the slice is used up. */
  tick(): Promise<void> | undefined {
    if (++this.rows % CHECK_EVERY !== 0) return undefined;
    return this.check();
  }

  /** Looks at the clock now (between pages of rows, after a query). */
  check(): Promise<void> | undefined {
    if (performance.now() - this.started < this.sliceMs) return undefined;
    return yieldToLoop().then(() => {
      this.started = performance.now();
    });
  }
}
