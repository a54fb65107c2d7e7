import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

import { MemoryThrottlerStorage } from './memory-throttler.storage.js';

describe('MemoryThrottlerStorage', () => {
  let storage: MemoryThrottlerStorage;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    storage = new MemoryThrottlerStorage();
  });
  afterEach(() => {
    storage.onApplicationShutdown();
    jest.useRealTimers();
  });

  it('counts hits in a fixed window and blocks the one over the limit until the window closes', async () => {
    expect(await storage.increment('k', 60_000, 2)).toEqual({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    jest.advanceTimersByTime(15_000);
    expect(await storage.increment('k', 60_000, 2)).toEqual({
      totalHits: 2,
      timeToExpire: 45,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    jest.advanceTimersByTime(15_000);
    expect(await storage.increment('k', 60_000, 2)).toEqual({
      totalHits: 3,
      timeToExpire: 30,
      isBlocked: true,
      timeToBlockExpire: 30,
    });
    jest.advanceTimersByTime(30_000);
    expect(await storage.increment('k', 60_000, 2)).toEqual({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
  });

  it('keeps keys apart', async () => {
    await storage.increment('a', 60_000, 1);
    await storage.increment('a', 60_000, 1);
    expect((await storage.increment('b', 60_000, 1)).isBlocked).toBe(false);
  });
});
