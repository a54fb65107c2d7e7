import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { RollupWorker } from '../../src/analytics/rollup-worker.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const DAY = '2026-11-20';
const T0 = new Date(`${DAY}T10:00:00.000Z`);
const EVENING = new Date(`${DAY}T23:00:00.000Z`);
const after = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
const page = (content: string) => ({
  name: `Page ${content}`,
  identifier: content,
  content: { type: 'page' as const, children: [] },
});
const BUY = 'https://shop.example/buy';

/**
 * What the dashboard's speed rests on (docs/analytics.md, "The dashboard"): events reports counted
 * by the database still tell texts apart byte for byte (MySQL's collation would fold case and
 * trailing spaces), and a page kept for its next views never hides a new event.
 */
describe('analytics dashboard: events counted by the database, pages kept', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let doc: { id: number; uid: string };
  let clock: AnalyticsClock;
  let buffer: EventBuffer;

  async function publishedDoc(tenant: Tenant, name: string) {
    const project = await createProject(t, tenant);
    const created = await createDocWithPages(t, tenant, project.id, name, [page('intro'), page('end')]);
    const published = await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(tenant.auth).expect(200);
    return { id: created.id as number, uid: published.body.uid as string };
  }

  async function send(when: Date, body: Record<string, unknown>) {
    clock.set(when);
    await t
      .http()
      .post('/analytics/event')
      .set('User-Agent', CHROME)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body))
      .expect(202);
    await buffer.flush();
  }

  beforeAll(async () => {
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    clock = t.app.get(AnalyticsClock);
    buffer = t.app.get(EventBuffer);
    a = await t.tenant('Readers');
    b = await t.tenant('Other');
    doc = await publishedDoc(a, 'Guide');
    const other = await publishedDoc(b, 'Elsewhere');
    const click = (uid: string, target: string, pageId = 'end') => ({ type: 'click', doc: uid, page: pageId, target });
    await send(T0, { type: 'pageview', doc: doc.uid, page: 'intro' });
    await send(after(T0, 10), click(doc.uid, BUY, 'intro'));
    await send(after(T0, 20), { type: 'pageview', doc: doc.uid, page: 'end' });
    await send(after(T0, 30), click(doc.uid, BUY));
    await send(after(T0, 31), click(doc.uid, 'https://shop.example/Buy'));
    await send(after(T0, 32), click(doc.uid, `${BUY} `));
    await send(after(T0, 40), { type: 'custom', doc: doc.uid, name: 'signup' });
    await send(after(T0, 41), { type: 'custom', doc: doc.uid, name: 'Signup' });
    await send(after(T0, 50), click(other.uid, BUY));
    clock.set(EVENING);
    await t.app.get(RollupWorker).runOnce();
  });
  afterAll(async () => {
    await t?.stop();
  });

  const report = (tenant: Tenant, query: Record<string, string>) =>
    t.http().get('/analytics/report').query(query).set(tenant.auth).set('Accept', 'application/json');

  it('counts clicks and custom events by their exact text, in the workspace only', async () => {
    const byTarget = [
      { click_target: BUY, events: 2 },
      { click_target: 'https://shop.example/Buy', events: 1 },
      { click_target: `${BUY} `, events: 1 },
    ];
    // Unfiltered, the custom events are there too, without a target.
    const all = await report(a, { metrics: 'events', dimensions: 'click_target', date_from: DAY }).expect(200);
    expect(all.body._embedded.row).toEqual([{ click_target: null, events: 2 }, ...byTarget]);
    expect(all.body.totals).toEqual({ events: 6 });
    const ofDoc = await report(a, {
      metrics: 'events',
      dimensions: 'click_target',
      date_from: DAY,
      'filter[0][field]': 'doc',
      'filter[0][type]': 'eq',
      'filter[0][value]': String(doc.id),
      'filter[1][field]': 'click_target',
      'filter[1][type]': 'isnotnull',
    }).expect(200);
    expect(ofDoc.body._embedded.row).toEqual(byTarget);
    const byPage = await report(a, {
      metrics: 'events',
      dimensions: 'page,click_target',
      date_from: DAY,
      'filter[0][field]': 'click_target',
      'filter[0][type]': 'eq',
      'filter[0][value]': BUY,
    }).expect(200);
    expect(byPage.body._embedded.row).toEqual([
      { page: 'end', click_target: BUY, events: 1 },
      { page: 'intro', click_target: BUY, events: 1 },
    ]);
    const byName = await report(a, { metrics: 'events', dimensions: 'event_name', date_from: DAY }).expect(200);
    expect(byName.body._embedded.row).toEqual([
      { event_name: null, events: 4 },
      { event_name: 'Signup', events: 1 },
      { event_name: 'signup', events: 1 },
    ]);
    // By time the events themselves are read: the same counts.
    const byHour = await report(a, {
      metrics: 'events',
      dimensions: 'time',
      granularity: 'hour',
      date_from: DAY,
    }).expect(200);
    expect(byHour.body.totals).toEqual({ events: 6 });
    expect(byHour.body._embedded.row.find((row: { time: string }) => row.time === T0.toISOString())).toEqual({
      time: T0.toISOString(),
      events: 6,
    });
    const other = await report(b, { metrics: 'events', dimensions: 'click_target', date_from: DAY }).expect(200);
    expect(other.body._embedded.row).toEqual([{ click_target: BUY, events: 1 }]);
  });

  it('keeps a dashboard page while its numbers stand, and shows a new event at the next view', async () => {
    clock.set(EVENING);
    const created = await t
      .http()
      .post('/analytics/share')
      .set(a.auth)
      .send({ doc: doc.id, expires_on: '2026-12-31T00:00:00Z' })
      .expect(201);
    const dashboard = new URL(created.body._links.dashboard.href).pathname;
    const clicks = async () =>
      (await t.http().get(`${dashboard}csv/clicks.csv`).query({ period: 'today' }).expect(200)).text;
    const first = await t.http().get(dashboard).query({ period: 'today' }).expect(200);
    const again = await t.http().get(dashboard).query({ period: 'today' }).expect(200);
    expect(again.text).toBe(first.text);
    expect(await clicks()).toBe(`click_target,events\r\n${BUY},2\r\nhttps://shop.example/Buy,1\r\n${BUY} ,1\r\n`);

    // Written but not folded yet: the reports' version moves, the kept page is not given.
    await send(after(EVENING, 30), { type: 'click', doc: doc.uid, page: 'end', target: BUY });
    expect(await clicks()).toBe(`click_target,events\r\n${BUY},3\r\nhttps://shop.example/Buy,1\r\n${BUY} ,1\r\n`);
    const later = await t.http().get(dashboard).query({ period: 'today' }).expect(200);
    expect(later.text).not.toBe(first.text);
    // Folded: the same figures from the rollups.
    clock.set(after(EVENING, 120));
    await t.app.get(RollupWorker).runOnce();
    expect(await clicks()).toBe(`click_target,events\r\n${BUY},3\r\nhttps://shop.example/Buy,1\r\n${BUY} ,1\r\n`);
  });
});
