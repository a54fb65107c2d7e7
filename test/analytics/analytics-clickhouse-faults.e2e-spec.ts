import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { ANALYTICS_STORE, type AnalyticsStore } from '../../src/analytics/analytics-store.js';
import { DocDirectory } from '../../src/analytics/doc-directory.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { parseReportQuery } from '../../src/analytics/report-query.js';
import { RollupWorker } from '../../src/analytics/rollup-worker.js';
import { spawnClickHouse } from '../support/clickhouse.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * ClickHouse away and back (docs/analytics.md, "Running at scale"), on a clickhouse-server of
 * this spec's own that it stops and starts: ingestion keeps what it accepted and says so, the
 * API stays ready, reports answer 503 with Retry-After, and nothing accepted is lost. Then the
 * bounds: a filter with 1,000 values and a 10-year range.
 */
const DAY = '2026-11-20';
const T0 = new Date(`${DAY}T10:00:00.000Z`);
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

describe('analytics on ClickHouse: faults and bounds', () => {
  let server: Awaited<ReturnType<typeof spawnClickHouse>>;
  let t: TestApp;
  let a: Tenant;
  let uid: string;
  let ids: { project: number; doc: number; page: number };
  let clock: AnalyticsClock;
  let buffer: EventBuffer;

  beforeAll(async () => {
    server = await spawnClickHouse();
    t = await TestApp.start({
      ANALYTICS_STORE: 'clickhouse',
      CLICKHOUSE_URL: `${server.root.replace('http://', 'http://default@')}/default`,
      CLICKHOUSE_TIMEOUT_MS: '2000',
      ANALYTICS_ROLLUP_INTERVAL_MS: '0',
    });
    clock = t.app.get(AnalyticsClock);
    buffer = t.app.get(EventBuffer);
    a = await t.tenant('Faults');
    const project = await createProject(t, a);
    const doc = await createDocWithPages(t, a, project.id, 'Guide', [
      { name: 'Intro', identifier: 'intro', content: { type: 'page', children: [] } },
    ]);
    uid = (await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200)).body.uid;
    const info = (await t.app.get(DocDirectory).byUid([uid])).get(uid)!;
    ids = { project: project.id, doc: doc.id, page: info.pages.get('intro')!.id };
  }, 120_000);

  afterAll(async () => {
    await t?.stop();
    await server?.stopProcess();
    server?.remove();
  });

  const send = (seconds: number, ua = FIREFOX) => {
    clock.set(new Date(T0.getTime() + seconds * 1000));
    return t
      .http()
      .post('/analytics/event')
      .set('User-Agent', ua)
      .send({ type: 'pageview', doc: uid, page: 'intro' })
      .expect(202);
  };
  const report = (query: Record<string, string> = {}) =>
    t
      .http()
      .get('/analytics/report')
      .query({ metrics: 'visitors,pageviews', date_from: DAY, date_to: DAY, ...query })
      .set(a.auth);

  it('keeps buffering while ClickHouse is down, stays ready, answers 503, and loses nothing', async () => {
    await send(0);
    await buffer.flush();
    expect(buffer.size).toBe(0);
    expect((await report().expect(200)).body.totals).toEqual({ visitors: 1, pageviews: 1 });

    await server.stopProcess();
    await send(60, `${FIREFOX} a`);
    await send(120, `${FIREFOX} b`);
    await buffer.flush();
    // Accepted, not written, not lost: still held, and the metrics say so.
    expect(buffer.size).toBe(2);
    expect(buffer.stats.storeUp).toBe(0);
    await t.http().get('/ready').expect(200);
    const down = await report();
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.headers['content-type']).toBe('application/problem+json');

    await server.start();
    await buffer.flush();
    expect(buffer.size).toBe(0);
    expect(buffer.stats.storeUp).toBe(1);
    clock.set(new Date(T0.getTime() + 3600_000));
    expect(await t.app.get(RollupWorker).runOnce()).toBe(true);
    expect((await report().expect(200)).body.totals).toEqual({ visitors: 3, pageviews: 3 });
  }, 120_000);

  it('answers a filter with 1,000 values and a 10-year daily series', async () => {
    // The grammar takes at most 100 values an entry, and a URL holds few more: the store itself
    // gets 1,000 hostile values (one condition), as a report of a parsed query would pass them.
    const store = t.app.get<symbol, AnalyticsStore>(ANALYTICS_STORE);
    const query = parseReportQuery({ metrics: 'visitors,pageviews', date_from: DAY, date_to: DAY }, T0);
    const values = Array.from({ length: 1000 }, (_, i) => `'x${i}\\'); --\u0000`);
    const hostile = await store.report(a.workspaceId, {
      ...query,
      where: {
        kind: 'or',
        conditions: [
          { kind: 'in', column: 'country', negated: false, values },
          { kind: 'in', column: 'browser', negated: false, values: [...values, 'Firefox'] },
        ],
      },
    });
    expect(hostile.totals).toEqual({ visitors: 3, pageviews: 3 });
    const tooMany: Record<string, string> = { 'filter[0][field]': 'country', 'filter[0][type]': 'in' };
    for (let i = 0; i < 101; i++) tooMany[`filter[0][values][${i}]`] = `c${i}`;
    expect((await report(tooMany)).status).toBe(400);

    const long = await report({ date_from: '2016-11-21', date_to: DAY, dimensions: 'time', limit: '1' }).expect(200);
    expect(long.body.total).toBe(3652);
    expect(long.body.totals).toEqual({ visitors: 3, pageviews: 3 });
  }, 60_000);

  it('reads a range longer than a page from one query, and a reader that stops early ends it', async () => {
    const store = t.app.get<symbol, AnalyticsStore>(ANALYTICS_STORE);
    const from = new Date(T0.getTime() + 2 * 3600_000);
    const events = 12_345;
    const row = (i: number) => ({
      workspace_id: a.workspaceId,
      project_id: ids.project,
      edition_id: ids.doc,
      page_id: ids.page,
      token_id: null,
      occurred_on: new Date(from.getTime() + i * 100),
      type: 'pageview',
      visitor: `v${i % 100}`,
      country: null,
      device: 'desktop',
      browser: 'Firefox',
      os: 'Linux',
      referrer_domain: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      engaged_ms: null,
      scroll_depth: null,
      target: null,
      name: null,
    });
    await store.insertEvents(Array.from({ length: events }, (_, i) => row(i)));
    const to = new Date(from.getTime() + events * 100);

    // Every event once, in time order, over several pages.
    let seen = 0;
    let pages = 0;
    let last = 0;
    for await (const page of store.eventPages(from, to, a.workspaceId)) {
      pages++;
      for (const event of page) {
        expect(event.occurred_on.getTime()).toBeGreaterThanOrEqual(last);
        last = event.occurred_on.getTime();
        seen++;
      }
    }
    expect(seen).toBe(events);
    expect(pages).toBeGreaterThan(1);

    // One page taken, then the reader stops: the query, still sending while the page is read,
    // does not go on on the server.
    const running = async () =>
      Number(
        await (
          await fetch(server.root, {
            method: 'POST',
            body: "SELECT count() FROM system.processes WHERE query LIKE '%ORDER BY at_ms, seq%' AND query NOT LIKE '%system.processes%'",
          })
        ).text(),
      );
    // A range far larger than the buffers between the server and the reader (150,000 events,
    // about 40 MB of rows), of a workspace no report or fold here reads, the next day.
    const later = new Date(to.getTime() + 86_400_000);
    const many = 150_000;
    const elsewhere = a.workspaceId + 1_000_000;
    await store.insertEvents(
      Array.from({ length: many }, (_, i) => ({
        ...row(i),
        workspace_id: elsewhere,
        occurred_on: new Date(later.getTime() + i * 10),
      })),
    );
    for await (const page of store.eventPages(later, new Date(later.getTime() + many * 10), elsewhere)) {
      expect(page.length).toBeGreaterThan(0);
      expect(await running()).toBe(1);
      break;
    }
    for (let tries = 0; tries < 50 && (await running()) > 0; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(await running()).toBe(0);

    // The fold reads them the same way: every pageview is counted.
    clock.set(new Date(to.getTime() + 3600_000));
    expect(await t.app.get(RollupWorker).runOnce()).toBe(true);
    const day = (await report().expect(200)).body.totals;
    expect(day).toEqual({ visitors: 3 + 100, pageviews: 3 + events });
  }, 120_000);
});
