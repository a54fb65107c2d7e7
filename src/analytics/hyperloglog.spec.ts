import { createHash } from 'node:crypto';

import { describe, expect, it } from '@jest/globals';

import { HyperLogLog } from './hyperloglog.js';

/** Distinct 64-bit hashes, as the visitor ids are: the first 16 hex digits of a SHA-256. */
function visitor(n: number, salt = 'a'): string {
  return createHash('sha256').update(`${salt}:${n}`).digest('hex').slice(0, 16);
}

function relativeError(estimate: number, exact: number): number {
  return Math.abs(estimate - exact) / exact;
}

describe('HyperLogLog', () => {
  it.each([1_000, 100_000, 1_000_000])('counts %i distinct visitors within 2%', (distinct) => {
    const sketch = HyperLogLog.empty();
    // Each visitor seen three times: repeats must not count.
    for (let round = 0; round < (distinct > 100_000 ? 1 : 3); round++) {
      for (let i = 0; i < distinct; i++) sketch.add(visitor(i));
    }
    expect(relativeError(sketch.estimate(), distinct)).toBeLessThanOrEqual(0.02);
  });

  it('counts a handful of visitors exactly', () => {
    const sketch = HyperLogLog.empty();
    for (let i = 0; i < 7; i++) {
      sketch.add(visitor(i));
      sketch.add(visitor(i));
    }
    expect(sketch.count()).toBe(7);
  });

  it('merges overlapping sketches to the distinct count of the union, not the sum', () => {
    const a = HyperLogLog.empty();
    const b = HyperLogLog.empty();
    for (let i = 0; i < 60_000; i++) a.add(visitor(i));
    for (let i = 40_000; i < 100_000; i++) b.add(visitor(i));
    const merged = HyperLogLog.fromBuffer(a.toBuffer());
    merged.mergeBuffer(b.toBuffer());
    expect(relativeError(merged.estimate(), 100_000)).toBeLessThanOrEqual(0.02);
  });

  it('round-trips through the sparse and the dense form', () => {
    const small = HyperLogLog.empty();
    for (let i = 0; i < 50; i++) small.add(visitor(i, 'small'));
    const smallBytes = small.toBuffer();
    expect(smallBytes.length).toBe(1 + 50 * 3);
    expect(HyperLogLog.fromBuffer(smallBytes).count()).toBe(50);

    const large = HyperLogLog.empty();
    for (let i = 0; i < 200_000; i++) large.add(visitor(i, 'large'));
    const largeBytes = large.toBuffer();
    expect(largeBytes.length).toBe(1 + 16_384);
    expect(HyperLogLog.fromBuffer(largeBytes).estimate()).toBe(large.estimate());
    // A sparse sketch merges into a dense one: the union of 200,000 and 50 other visitors.
    const both = HyperLogLog.fromBuffer(largeBytes);
    both.merge(small);
    expect(relativeError(both.estimate(), 200_050)).toBeLessThanOrEqual(0.02);
    expect(both.estimate()).toBeGreaterThan(large.estimate());
  });

  it('reads an empty or unknown buffer as an empty sketch', () => {
    expect(HyperLogLog.fromBuffer(null).count()).toBe(0);
    expect(HyperLogLog.fromBuffer(Buffer.from([9, 1, 2, 3])).count()).toBe(0);
  });
});
