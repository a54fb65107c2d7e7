import { setImmediate as yieldToLoop } from 'node:timers/promises';

import { ProblemException } from '../common/problem/problem.js';

/** The longest a report computes without letting other requests run. */
export const REPORT_SLICE_MS = 10;
/** Rows between two looks at the clock. */
const CHECK_EVERY = 64;

/**
 * A report's time budget (docs/analytics.md, Limits): `tick()` is called once per row; every few
 * milliseconds it yields the event loop (so `/health` and other requests keep answering), and past
 * ANALYTICS_REPORT_BUDGET_MS it throws a 503 with `Retry-After` that names the cause. The 503 is the
 * report's own: it is no database fault and never touches the database breaker.
 */
export class ReportBudget {
  private readonly started = performance.now();
  private sliceStarted = this.started;
  private rows = 0;

  constructor(private readonly budgetMs: number) {}

  /** Resolves at once most of the time; awaited only when a slice is used up. */
  tick(): Promise<void> | undefined {
    if (++this.rows % CHECK_EVERY !== 0) return undefined;
    return this.check();
  }

  /** Between pages of rows and before the final steps: always looks at the clock. */
  check(): Promise<void> | undefined {
    const now = performance.now();
    if (now - this.started > this.budgetMs) throw exhausted(this.budgetMs);
    if (now - this.sliceStarted < REPORT_SLICE_MS) return undefined;
    return yieldToLoop().then(() => {
      this.sliceStarted = performance.now();
      if (this.sliceStarted - this.started > this.budgetMs) throw exhausted(this.budgetMs);
    });
  }
}

function exhausted(budgetMs: number): ProblemException {
  return new ProblemException(
    503,
    `The report took longer than its budget of ${budgetMs} ms; narrow its period, dimensions or filters, or retry later`,
    { headers: { 'Retry-After': String(Math.max(1, Math.ceil(budgetMs / 1000))) } },
  );
}
