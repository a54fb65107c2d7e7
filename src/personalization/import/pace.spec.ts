import { describe, expect, it } from '@jest/globals';

import { Pace } from './pace.js';

/** Keeps the thread busy for `ms`, as a slice of import work does. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** How long `step()` took, in ms. */
async function timed(pace: Pace): Promise<number> {
  const start = performance.now();
  await pace.step();
  return performance.now() - start;
}

// Lower bounds are exact (a timer never fires early); upper bounds only tell a rest from none,
// with room for a loaded machine.
describe('Pace', () => {
  it('rests restPerWork times as long as the slice took, once a slice is done', async () => {
    const pace = new Pace(0.5);
    work(40);
    expect(await timed(pace)).toBeGreaterThanOrEqual(19);
    // The next slice is measured from the end of the rest.
    work(40);
    expect(await timed(pace)).toBeGreaterThanOrEqual(19);
  });

  it('only yields a turn of the event loop within a slice', async () => {
    // Slices of 500 ms: a descheduled spin still ends well within one.
    const pace = new Pace(100, 500);
    work(2);
    // A rest would be a second.
    expect(await timed(pace)).toBeLessThan(900);
  });

  it('rests at most a second, and not at all at 0', async () => {
    const capped = new Pace(100);
    work(25);
    const rest = await timed(capped);
    expect(rest).toBeGreaterThanOrEqual(999);
    expect(rest).toBeLessThan(2500);

    const flat = new Pace(0);
    work(25);
    expect(await timed(flat)).toBeLessThan(900);
  });
});
