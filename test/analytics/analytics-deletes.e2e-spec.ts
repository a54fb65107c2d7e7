import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { RollupWorker } from '../../src/analytics/rollup-worker.js';
import { analyticsCount } from '../support/analytics-store.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const DAY = '2026-11-20';
const T0 = new Date(`${DAY}T10:00:00.000Z`);
const TABLES = ['analytics_event', 'analytics_session', 'analytics_rollup'];
const page = (content: string) => ({
  name: `Page ${content}`,
  identifier: content,
  content: { type: 'page' as const, children: [] },
});

/**
 * Deleting a doc or a project removes its analytics when the delete commits, in whichever store
 * holds them (the SQL database by cascade, ClickHouse by mutation), without waiting for the
 * rollup worker's sweep; the workspace's other docs keep theirs.
 */
describe('analytics of deleted docs and projects', () => {
  let t: TestApp;
  let a: Tenant;
  let clock: AnalyticsClock;
  let buffer: EventBuffer;
  const docs: { id: number; uid: string; projectId: number }[] = [];

  beforeAll(async () => {
    // No worker runs by itself: only the delete path can remove the rows.
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    clock = t.app.get(AnalyticsClock);
    buffer = t.app.get(EventBuffer);
    a = await t.tenant('Deleting');
    const first = await createProject(t, a);
    const second = await createProject(t, a);
    for (const [projectId, name] of [
      [first.id, 'One'],
      [first.id, 'Two'],
      [second.id, 'Three'],
    ] as const) {
      const created = await createDocWithPages(t, a, projectId, name, [page('intro'), page('end')]);
      const published = await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(a.auth).expect(200);
      docs.push({ id: created.id, uid: published.body.uid, projectId });
    }
    for (const [index, doc] of docs.entries()) {
      for (let view = 0; view <= index; view++) {
        clock.set(new Date(T0.getTime() + (index * 10 + view) * 1000));
        await t
          .http()
          .post('/analytics/event')
          .set('User-Agent', CHROME)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ type: 'pageview', doc: doc.uid, page: view % 2 ? 'end' : 'intro' }))
          .expect(202);
      }
      clock.set(new Date(T0.getTime() + (index * 10 + 5) * 1000));
      await t
        .http()
        .post('/analytics/event')
        .set('User-Agent', CHROME)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ type: 'click', doc: doc.uid, page: 'intro', target: `https://example.com/${index}` }))
        .expect(202);
    }
    await buffer.flush();
    clock.set(new Date(`${DAY}T23:00:00.000Z`));
    await t.app.get(RollupWorker).runOnce();
  });
  afterAll(async () => {
    await t?.stop();
  });

  const byDoc = async () => {
    const res = await t
      .http()
      .get('/analytics/report')
      .query({ metrics: 'pageviews', dimensions: 'doc', date_from: DAY, date_to: DAY })
      .set(a.auth)
      .set('Accept', 'application/json')
      .expect(200);
    return Object.fromEntries(
      res.body._embedded.row.map((row: { doc: number; pageviews: number }) => [row.doc, row.pageviews]),
    );
  };
  const clicks = async () => {
    const res = await t
      .http()
      .get('/analytics/report')
      .query({ metrics: 'events', dimensions: 'doc', date_from: DAY, date_to: DAY })
      .set(a.auth)
      .set('Accept', 'application/json')
      .expect(200);
    return res.body.totals.events;
  };
  const counts = async (docId: number) =>
    Promise.all(TABLES.map((table) => analyticsCount(t, table, `edition_id = ${Number(docId)}`)));

  it('has every doc counted before anything is deleted', async () => {
    expect(await byDoc()).toEqual({ [docs[0].id]: 1, [docs[1].id]: 2, [docs[2].id]: 3 });
    expect(await clicks()).toBe(3);
    for (const doc of docs) for (const count of await counts(doc.id)) expect(count).toBeGreaterThan(0);
  });

  it('deleting a doc removes its events, visits and rollups at once, and only its own', async () => {
    await t.http().delete(`/v2/magazine/edition/${docs[0].id}`).set(a.auth).expect(204);
    expect(await counts(docs[0].id)).toEqual([0, 0, 0]);
    for (const count of await counts(docs[1].id)) expect(count).toBeGreaterThan(0);
    expect(await byDoc()).toEqual({ [docs[1].id]: 2, [docs[2].id]: 3 });
    expect(await clicks()).toBe(2);
  });

  it("deleting a project removes its docs' analytics at once; the other project's stay", async () => {
    await t.http().delete(`/v2/magazine/title/${docs[1].projectId}`).set(a.auth).expect(204);
    expect(await counts(docs[1].id)).toEqual([0, 0, 0]);
    for (const count of await counts(docs[2].id)) expect(count).toBeGreaterThan(0);
    expect(await byDoc()).toEqual({ [docs[2].id]: 3 });
    expect(await clicks()).toBe(1);
  });
});
