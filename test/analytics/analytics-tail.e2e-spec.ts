import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const DAY = '2026-11-20';
const T0 = new Date(`${DAY}T10:00:00.000Z`);

/**
 * A request's reports share one read of the events after the watermark (on ClickHouse it serves
 * the ETag and every report of the request for up to a second: docs/analytics.md, "Running at
 * scale"). An event written in that second is in the next answer and changes the ETag at once:
 * a write of this instance ends the shared read.
 */
describe('analytics: the minutes after the watermark, read once per request', () => {
  let t: TestApp;
  let a: Tenant;
  let clock: AnalyticsClock;
  let buffer: EventBuffer;
  let doc: { id: number; uid: string };

  beforeAll(async () => {
    // No worker: every event stays after the watermark.
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    clock = t.app.get(AnalyticsClock);
    buffer = t.app.get(EventBuffer);
    a = await t.tenant('Tail');
    const project = await createProject(t, a);
    const created = await createDocWithPages(t, a, project.id, 'Tail', [
      { name: 'Intro', identifier: 'intro', content: { type: 'page' as const, children: [] } },
    ]);
    const published = await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(a.auth).expect(200);
    doc = { id: created.id, uid: published.body.uid };
  });
  afterAll(async () => {
    await t?.stop();
  });

  async function pageview(when: Date): Promise<void> {
    clock.set(when);
    await t
      .http()
      .post('/analytics/event')
      .set('User-Agent', CHROME)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ type: 'pageview', doc: doc.uid, page: 'intro' }))
      .expect(202);
    await buffer.flush();
  }

  const report = () =>
    t
      .http()
      .get('/analytics/report')
      .query({ metrics: 'pageviews,visitors', date_from: DAY, date_to: DAY })
      .set(a.auth)
      .set('Accept', 'application/json');

  it('counts an event written right after a report, with a new ETag', async () => {
    await pageview(T0);
    const first = await report().expect(200);
    expect(first.body.totals).toEqual({ pageviews: 1, visitors: 1 });
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    expect((await report().set('If-None-Match', etag)).status).toBe(304);

    // Within the second a read is shared: the write ends it.
    await pageview(new Date(T0.getTime() + 1000));
    const second = await report().set('If-None-Match', etag).expect(200);
    expect(second.headers.etag).not.toBe(etag);
    expect(second.body.totals).toEqual({ pageviews: 2, visitors: 1 });
    const shortcut = await t
      .http()
      .get(`/analytics/doc/${doc.id}`)
      .query({ date_from: DAY, date_to: DAY })
      .set(a.auth)
      .expect(200);
    expect(shortcut.body.series).toEqual([{ time: DAY, visitors: 1, visits: 1, pageviews: 2 }]);
  });
});
