import type { DataSource } from 'typeorm';

import type { AppConfig } from '../config/app-config.js';
import type { AnalyticsStore, EventRow } from './analytics-store.js';
import type { DocDirectory, DocInfo } from './doc-directory.js';
import { EventBuffer, type PendingEvent } from './event-buffer.js';
import type { Salts } from './salts.js';

const DOC: DocInfo = {
  editionId: 1,
  workspaceId: 1,
  projectId: 1,
  published: true,
  pages: new Map([['p0', { id: 1, position: 0 }]]),
  lastPageId: 1,
};

const event = (): PendingEvent => ({
  input: {
    type: 'pageview',
    doc: 'd1',
    page: 'p0',
    url: null,
    referrer: null,
    token: null,
    screen_width: null,
    engaged_ms: null,
    scroll_depth: null,
    target: null,
    name: null,
  },
  receivedOn: new Date('2026-11-29T01:00:00Z'),
  ip: '192.0.2.1',
  userAgent: 'test',
  country: null,
});

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How the buffer cuts batches, against a store that records each write and takes a few
 * milliseconds to answer (what the batch sizes depend on; the stores themselves are e2e-tested).
 */
describe('EventBuffer batches', () => {
  let writes: number[];
  let buffer: EventBuffer;

  beforeEach(() => {
    writes = [];
    const store = {
      batchEvents: 10,
      insertEvents: async (rows: readonly EventRow[]) => {
        writes.push(rows.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      close: async () => {},
    } as unknown as AnalyticsStore;
    const docs = { byUid: async () => new Map([['d1', DOC]]) } as unknown as DocDirectory;
    const salts = { forDay: async () => 'salt' } as unknown as Salts;
    buffer = new EventBuffer(
      { isInitialized: false } as DataSource,
      store,
      docs,
      salts,
      null,
      { workers: false } as AppConfig,
      null,
    );
  });

  it('writes once the store batch waits, then waits for the next batch (never a write per request past the threshold)', async () => {
    // Requests arriving before the scheduled flush starts: each is past the threshold.
    for (let i = 0; i < 15; i++) expect(buffer.add([event()])).toBe(true);
    await turn();
    // During the first write, fewer than a batch arrive.
    for (let i = 0; i < 3; i++) buffer.add([event()]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(writes).toEqual([15]);
    expect(buffer.size).toBe(3);
    // The next batch is written once it is whole.
    for (let i = 0; i < 7; i++) buffer.add([event()]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(writes).toEqual([15, 10]);
    expect(buffer.size).toBe(0);
    expect(buffer.stats.written).toBe(25);
  });

  it('flush() writes whatever waits', async () => {
    for (let i = 0; i < 4; i++) buffer.add([event()]);
    await buffer.flush();
    expect(writes).toEqual([4]);
    expect(buffer.size).toBe(0);
  });
});
