import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/**
 * A bounded duty cycle for background work that shares the process (and the database's cores)
 * with interactive requests: after each slice of work it rests `restPerWork` times as long as the
 * slice took (wall clock, so the database's share of the work counts too). At 0.5, the import uses
 * at most two thirds of the time it runs; the rest is the other workspaces' (docs/benchmarks.md,
 * "Personalization import benchmark").
 */
export class Pace {
  private since = performance.now();

  constructor(
    private readonly restPerWork: number,
    /** Work shorter than this only yields a turn of the event loop. */
    private readonly sliceMs = 20,
  ) {}

  /** Call between units of work: a turn of the event loop, and a rest once a slice is done. */
  async step(): Promise<void> {
    const worked = performance.now() - this.since;
    if (worked < this.sliceMs || this.restPerWork <= 0) {
      await nextTurn();
      return;
    }
    await sleep(Math.min(1000, worked * this.restPerWork));
    this.since = performance.now();
  }
}
