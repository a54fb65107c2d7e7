import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsEvent } from '../../src/analytics/analytics.entities.js';
import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { RollupWorker } from '../../src/analytics/rollup-worker.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0';
const SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const DAY = '2026-11-20';
const PREVIOUS_DAY = '2026-11-19';
const T0 = new Date(`${DAY}T10:00:00.000Z`);
const Y0 = new Date(`${PREVIOUS_DAY}T10:00:00.000Z`);
const after = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);
const page = (content: string) => ({
  name: `Page ${content}`,
  identifier: content,
  content: { type: 'page' as const, children: [] },
});

/**
 * The report API's parameters (docs/analytics.md): unknown names refused, the new periods,
 * date-times, `compare`, and events reports; every answer scoped to the workspace.
 */
describe('analytics API: periods, comparison, events, refusals', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let doc: { id: number; uid: string };
  let clock: AnalyticsClock;
  let buffer: EventBuffer;

  beforeAll(async () => {
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    clock = t.app.get(AnalyticsClock);
    buffer = t.app.get(EventBuffer);
    a = await t.tenant('Readers');
    b = await t.tenant('Other');
    const project = await createProject(t, a);
    const created = await createDocWithPages(t, a, project.id, 'Guide', [page('intro'), page('middle'), page('end')]);
    const published = await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(a.auth).expect(200);
    doc = { id: created.id, uid: published.body.uid };
    // The day before: one reader, two pages, a custom event.
    await send(Y0, CHROME, pv('intro'));
    await send(after(Y0, 20), CHROME, pv('middle'));
    await send(after(Y0, 30), CHROME, { type: 'custom', doc: doc.uid, name: 'signup' });
    // The day: three readers, six pageviews, clicks and custom events.
    await send(T0, CHROME, pv('intro', 1280));
    await send(after(T0, 20), CHROME, pv('middle', 1280));
    await send(after(T0, 50), CHROME, pv('end', 1280));
    await send(after(T0, 55), CHROME, { type: 'click', doc: doc.uid, page: 'end', target: 'https://shop.example/buy' });
    await send(after(T0, 56), CHROME, { type: 'custom', doc: doc.uid, name: 'signup' });
    await send(after(T0, 60), FIREFOX, pv('intro', 400));
    await send(after(T0, 65), FIREFOX, {
      type: 'click',
      doc: doc.uid,
      page: 'intro',
      target: 'https://shop.example/buy',
    });
    await send(after(T0, 66), FIREFOX, {
      type: 'click',
      doc: doc.uid,
      page: 'intro',
      target: 'mailto:sales@example.com',
    });
    await send(after(T0, 120), SAFARI, pv('middle', 800));
    await send(after(T0, 7320), SAFARI, pv('middle', 800));
    clock.set(new Date(`${DAY}T23:00:00.000Z`));
    await t.app.get(RollupWorker).runOnce();
  });
  afterAll(async () => {
    await t?.stop();
  });

  function pv(id: string, width = 1280) {
    return { type: 'pageview', doc: doc.uid, page: id, screen_width: width };
  }

  async function send(when: Date, userAgent: string, body: unknown) {
    clock.set(when);
    await t
      .http()
      .post('/analytics/event')
      .set('User-Agent', userAgent)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body))
      .expect(202);
    await buffer.flush();
  }

  const report = (tenant: Tenant, query: Record<string, string>, path = '/analytics/report') =>
    t.http().get(path).query(query).set(tenant.auth).set('Accept', 'application/json');

  it('refuses unknown parameters, metrics, dimensions and values with a 400 naming them', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/analytics/report', { metrics: 'visits', date_from: DAY, compare: 'last_week' }, 'compare:'],
      ['/analytics/report', { metrics: 'visits', date_from: DAY, colour: 'red' }, 'colour: unknown parameter'],
      ['/analytics/report', { metrics: 'visits,likes', date_from: DAY }, 'metrics: unknown "likes"'],
      ['/analytics/report', { metrics: 'visits', dimensions: 'planet' }, 'dimensions: unknown "planet"'],
      ['/analytics/report', { metrics: 'visits', period: 'decade' }, 'period:'],
      ['/analytics/report', { metrics: 'visits', date_from: '2026-11-20T25:00' }, 'date_from:'],
      ['/analytics/report', { metrics: 'visits,events' }, 'metrics: visits does not combine with events'],
      ['/analytics/report', { metrics: 'events', dimensions: 'exit_page' }, 'dimensions: exit_page is not on an event'],
      ['/analytics/report', { metrics: 'visits', dimensions: 'event_name' }, 'metrics: visits does not combine'],
      ['/analytics/report', { metrics: 'events', dimensions: 'page_position' }, 'dimensions: page_position'],
      ['/analytics/report', { metrics: 'visits', 'order-by[0][field]': 'pageviews' }, 'order-by: pageviews'],
      [`/analytics/doc/${0 + 1}`, { perod: '7d' }, 'perod: unknown parameter'],
    ];
    for (const [path, query, detail] of cases) {
      const res = await report(a, query, path.includes('/doc/') ? `/analytics/doc/${doc.id}` : path);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(res.body.detail).toContain(detail);
    }
  });

  it('takes yesterday, all and date-times', async () => {
    clock.set(new Date(`${DAY}T23:00:00.000Z`));
    const yesterday = await report(a, { metrics: 'visitors,pageviews', period: 'yesterday' }).expect(200);
    expect(yesterday.body).toMatchObject({ date_from: PREVIOUS_DAY, date_to: PREVIOUS_DAY });
    expect(yesterday.body.totals).toEqual({ visitors: 1, pageviews: 2 });
    const all = await report(a, { metrics: 'pageviews', period: 'all', dimensions: 'time' }).expect(200);
    expect(all.body).toMatchObject({ date_from: PREVIOUS_DAY, date_to: DAY });
    expect(all.body._embedded.row).toEqual([
      { time: PREVIOUS_DAY, pageviews: 2 },
      { time: DAY, pageviews: 6 },
    ]);
    // 10:00 to 11:00 UTC holds five pageviews; the 12:02 one is outside.
    const hour = await report(a, {
      metrics: 'pageviews',
      date_from: `${DAY}T10:00:00Z`,
      date_to: `${DAY}T11:00:00Z`,
    }).expect(200);
    expect(hour.body.totals).toEqual({ pageviews: 5 });
    // Wall-clock in a time zone: 11:00 to 14:00 in Berlin is 10:00 to 13:00 UTC.
    const berlin = await report(a, {
      metrics: 'pageviews',
      date_from: `${DAY}T11:00`,
      date_to: `${DAY}T14:00`,
      timezone: 'Europe/Berlin',
    }).expect(200);
    expect(berlin.body.totals).toEqual({ pageviews: 6 });
    // Another workspace's period=all is its own: nothing.
    const other = await report(b, { metrics: 'pageviews', period: 'all' }).expect(200);
    expect(other.body.totals).toEqual({ pageviews: 0 });
  });

  it('compares with the previous period and the previous year', async () => {
    const res = await report(a, {
      metrics: 'visitors,pageviews',
      date_from: DAY,
      date_to: DAY,
      compare: 'previous_period',
    }).expect(200);
    expect(res.body.compare).toBe('previous_period');
    expect(res.body.totals).toEqual({
      visitors: 3,
      visitors_previous: 1,
      visitors_change: 200,
      pageviews: 6,
      pageviews_previous: 2,
      pageviews_change: 200,
    });
    const byPage = await report(a, {
      metrics: 'pageviews',
      dimensions: 'page',
      date_from: DAY,
      date_to: DAY,
      compare: 'previous_period',
      'order-by[0][field]': 'page',
      'filter[0][field]': 'page',
      'filter[0][type]': 'isnotnull',
    }).expect(200);
    expect(byPage.body._embedded.row).toEqual([
      { page: 'end', pageviews: 1, pageviews_previous: 0, pageviews_change: null },
      { page: 'intro', pageviews: 2, pageviews_previous: 1, pageviews_change: 100 },
      { page: 'middle', pageviews: 3, pageviews_previous: 1, pageviews_change: 200 },
    ]);
    const series = await report(a, {
      metrics: 'pageviews',
      dimensions: 'time',
      date_from: DAY,
      date_to: DAY,
      compare: 'previous_period',
    }).expect(200);
    expect(series.body._embedded.row).toEqual([
      { time: DAY, pageviews: 6, pageviews_previous: 2, pageviews_change: 200 },
    ]);
    const year = await report(a, { metrics: 'pageviews', date_from: DAY, compare: 'previous_year' }).expect(200);
    expect(year.body.totals).toEqual({ pageviews: 6, pageviews_previous: 0, pageviews_change: null });
    const csv = await t
      .http()
      .get('/analytics/report')
      .query({ metrics: 'pageviews', date_from: DAY, date_to: DAY, compare: 'previous_period' })
      .set(a.auth)
      .set('Accept', 'text/csv')
      .expect(200);
    expect(csv.text).toBe('pageviews,pageviews_previous,pageviews_change\r\n6,2,200\r\n');
    const shortcut = await report(
      a,
      { date_from: DAY, date_to: DAY, compare: 'previous_period' },
      `/analytics/doc/${doc.id}`,
    ).expect(200);
    expect(shortcut.body.totals).toMatchObject({ pageviews: 6, pageviews_previous: 2, pageviews_change: 200 });
  });

  it('reports clicks and custom events by target and name', async () => {
    const byTarget = await report(a, {
      metrics: 'events',
      dimensions: 'click_target',
      date_from: DAY,
      date_to: DAY,
      'filter[0][field]': 'click_target',
      'filter[0][type]': 'isnotnull',
    }).expect(200);
    expect(byTarget.body._embedded.row).toEqual([
      { click_target: 'https://shop.example/buy', events: 2 },
      { click_target: 'mailto:sales@example.com', events: 1 },
    ]);
    const byName = await report(a, {
      metrics: 'events',
      dimensions: 'event_name,page',
      period: 'all',
      compare: 'previous_period',
      'filter[0][field]': 'event_name',
      'filter[0][type]': 'eq',
      'filter[0][value]': 'signup',
    }).expect(200);
    expect(byName.body.totals).toMatchObject({ events: 2 });
    expect(byName.body._embedded.row).toEqual([
      { event_name: 'signup', page: null, events: 2, events_previous: 0, events_change: null },
    ]);
    const total = await report(a, { metrics: 'events', date_from: DAY }).expect(200);
    expect(total.body.totals).toEqual({ events: 4 });
    const other = await report(b, { metrics: 'events', dimensions: 'click_target', date_from: DAY }).expect(200);
    expect(other.body._embedded.row).toEqual([]);
  });

  // The SQL store reads raw events a page at a time (src/analytics/events-report.ts); ClickHouse
  // groups them in the database, and its rows are written by its own store.
  const sqlStore = process.env.ANALYTICS_STORE !== 'clickhouse';
  (sqlStore ? it : it.skip)(
    'counts every event of a range that spans many pages of raw events, ties in time included',
    async () => {
      // 12,001 clicks, seven to a millisecond: pages of raw events end inside runs of equal times.
      const day = '2026-11-18';
      const start = new Date(`${day}T08:00:00.000Z`).getTime();
      const [{ title_id: projectId }] = (await t.dataSource.query('SELECT title_id FROM edition WHERE id = ?', [
        doc.id,
      ])) as { title_id: number }[];
      const rows = Array.from({ length: 12_001 }, (_, n) => ({
        workspace_id: a.workspaceId,
        project_id: projectId,
        edition_id: doc.id,
        occurred_on: new Date(start + Math.floor(n / 7)),
        type: 'click',
        visitor: n.toString(16).padStart(16, '0'),
        target: n % 3 === 0 ? 'https://a.example/' : 'https://b.example/',
      }));
      for (let at = 0; at < rows.length; at += 500)
        await t.dataSource
          .createQueryBuilder()
          .insert()
          .into(AnalyticsEvent)
          .values(rows.slice(at, at + 500))
          .execute();
      const res = await report(a, {
        metrics: 'events',
        dimensions: 'click_target',
        date_from: day,
        date_to: day,
      }).expect(200);
      expect(res.body.totals).toEqual({ events: 12_001 });
      expect(res.body._embedded.row).toEqual([
        { click_target: 'https://b.example/', events: 8_000 },
        { click_target: 'https://a.example/', events: 4_001 },
      ]);
      const other = await report(b, { metrics: 'events', date_from: day, date_to: day }).expect(200);
      expect(other.body.totals).toEqual({ events: 0 });
    },
  );

  it("answers a doc's funnel by page position, scoped to the workspace", async () => {
    const res = await report(a, { doc: String(doc.id), date_from: DAY, date_to: DAY }, '/analytics/funnel').expect(200);
    expect(res.body).toMatchObject({ doc: doc.id, date_from: DAY, date_to: DAY });
    expect(res.body.steps).toEqual([
      { step: 1, page: 'intro', page_position: 1, visits: 2, share: 100, drop_off: 0, drop_off_rate: 0 },
      { step: 2, page: 'middle', page_position: 2, visits: 3, share: 150, drop_off: 0, drop_off_rate: 0 },
      { step: 3, page: 'end', page_position: 3, visits: 1, share: 50, drop_off: 2, drop_off_rate: 66.67 },
    ]);
    await report(b, { doc: String(doc.id) }, '/analytics/funnel').expect(404);
    for (const [query, detail] of [
      [{}, 'doc: required'],
      [{ doc: 'x' }, 'doc: an id'],
      [{ doc: String(doc.id), goals: '1,2' }, 'doc: give either doc or goals'],
      [{ stage: '1' }, 'stage: unknown parameter'],
      [{ doc: String(doc.id), period: 'ever' }, 'period:'],
    ] as const) {
      const bad = await report(a, query, '/analytics/funnel').expect(400);
      expect(bad.body.detail).toContain(detail);
    }
  });

  it('answers realtime from the stored and the buffered events, scoped to the workspace', async () => {
    // A fourth reader, still in the buffer.
    clock.set(after(T0, 70));
    await t
      .http()
      .post('/analytics/event')
      .set('User-Agent', SAFARI.replace('17_0', '17_1'))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(pv('end', 800)))
      .expect(202);
    const res = await report(a, { doc: String(doc.id) }, '/analytics/realtime').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.visitors).toBe(3);
    expect(res.body.pageviews).toBe(5);
    expect(res.body.per_minute).toHaveLength(30);
    expect(res.body.per_minute[29]).toEqual({ minute: `${DAY}T10:01:00.000Z`, pageviews: 2 });
    expect(res.body.per_minute[28]).toEqual({ minute: `${DAY}T10:00:00.000Z`, pageviews: 3 });
    expect(res.body.pages).toEqual([
      { doc: doc.id, page: 'end', page_position: 3, visitors: 2 },
      { doc: doc.id, page: 'intro', page_position: 1, visitors: 1 },
    ]);
    expect(res.body.truncated).toBe(false);
    await buffer.flush();
    const other = await report(b, {}, '/analytics/realtime').expect(200);
    expect(other.body).toMatchObject({ visitors: 0, pageviews: 0, pages: [] });
    await report(b, { doc: String(doc.id) }, '/analytics/realtime').expect(404);
    const bad = await report(a, { since: '5' }, '/analytics/realtime').expect(400);
    expect(bad.body.detail).toContain('since: unknown parameter');
  });

  describe('shares and the dashboard', () => {
    const path = (href: string) => new URL(href).pathname;

    it('creates, lists and reads a share; its page shows the figures under a strict CSP', async () => {
      clock.set(new Date(`${DAY}T23:00:00.000Z`));
      const created = await t
        .http()
        .post('/analytics/share')
        .set(a.auth)
        .send({ doc: doc.id, expires_on: '2026-12-31T00:00:00Z', frame_ancestors: ['https://intranet.example.com'] })
        .expect(201);
      expect(created.body).toMatchObject({
        doc: doc.id,
        project: null,
        token: null,
        expires_on: '2026-12-31T00:00:00.000Z',
        frame_ancestors: ['https://intranet.example.com'],
      });
      expect(created.headers.location).toMatch(new RegExp(`/analytics/share/${created.body.id}$`));
      const dashboard = path(created.body._links.dashboard.href);
      expect(dashboard).toMatch(/^\/analytics\/shared\/\d+\.[A-Za-z0-9_-]{43}\/$/);
      const list = await t.http().get('/analytics/share').set(a.auth).expect(200);
      expect(list.body._embedded.share.map((share: { id: number }) => share.id)).toContain(created.body.id);
      expect((await t.http().get('/analytics/share').set(b.auth).expect(200)).body._embedded.share).toEqual([]);
      await t.http().get(`/analytics/share/${created.body.id}`).set(b.auth).expect(404);

      const page = await t.http().get(dashboard).query({ period: 'today' }).expect(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['content-security-policy']).toContain('frame-ancestors https://intranet.example.com');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.text).toContain('<h1>Guide</h1>');
      expect(page.text).toMatch(/<dt>Visitors<\/dt><dd><span class="value">3<\/span>/);
      expect(page.text).toMatch(/<dt>Pageviews<\/dt><dd><span class="value">6<\/span>/);
      expect(page.text).toContain('<svg class="chart"');
      expect(page.text).toContain('shop.example/buy');
      expect(page.text).not.toMatch(/style="|<script>|https?:\/\/(?!intranet|shop)[a-z]/);
      const csv = await t.http().get(`${dashboard}csv/pages.csv`).query({ period: 'today' }).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toContain(`attachment; filename="pages-${DAY}-${DAY}.csv"`);
      expect(csv.text).toBe(
        'page_position,page,pageviews,visits,time_on_page,exit_rate\r\n1,intro,2,2,20,50\r\n2,middle,3,3,30,66.67\r\n3,end,1,1,0,100\r\n',
      );
      const now = await t.http().get(`${dashboard}now.json`).expect(200);
      expect(now.body).toEqual({ visitors: 0 });
      await t.http().get('/analytics/shared/_/dashboard.css').expect(200);
      await t.http().get('/analytics/shared/_/dashboard.js').expect(200);
    });

    it('answers the same 404 page to a forged, expired or revoked link', async () => {
      clock.set(new Date(`${DAY}T23:00:00.000Z`));
      const created = await t
        .http()
        .post('/analytics/share')
        .set(a.auth)
        .send({ doc: doc.id, expires_on: '2026-11-21T00:00:00Z' })
        .expect(201);
      const dashboard = path(created.body._links.dashboard.href);
      await t.http().get(dashboard).expect(200);
      const forged = await t
        .http()
        .get(dashboard.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`))
        .expect(404);
      const other = await t
        .http()
        .get(dashboard.replace(/\/(\d+)\./, (_, id: string) => `/${Number(id) + 1000}.`))
        .expect(404);
      clock.set(new Date('2026-11-21T00:00:01.000Z'));
      const expired = await t.http().get(dashboard).expect(404);
      clock.set(new Date(`${DAY}T23:00:00.000Z`));
      await t.http().get(dashboard).expect(200);
      await t.http().delete(`/analytics/share/${created.body.id}`).set(b.auth).expect(404);
      await t.http().delete(`/analytics/share/${created.body.id}`).set(a.auth).expect(204);
      const revoked = await t.http().get(dashboard).expect(404);
      for (const res of [forged, other, expired, revoked]) {
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.text).toBe(revoked.text);
      }
      await t.http().get(`${dashboard}csv/pages.csv`).expect(404);
      await t.http().get(`${dashboard}now.json`).expect(404);
    });

    it("refuses a share of another workspace's doc (422 notFound) and bad fields, storing nothing", async () => {
      await t.refusedWithoutChange(
        async () => {
          const foreign = await t
            .http()
            .post('/analytics/share')
            .set(b.auth)
            .send({ doc: doc.id, expires_on: '2026-12-01T00:00:00Z' })
            .expect(422);
          expect(foreign.body.validation_messages.doc).toHaveProperty('notFound');
          expect(JSON.stringify(foreign.body)).not.toContain('Guide');
          for (const [body, field] of [
            [{ expires_on: '2026-12-01T00:00:00Z' }, 'doc'],
            [{ doc: doc.id, project: 1, expires_on: '2026-12-01T00:00:00Z' }, 'doc'],
            [{ doc: doc.id }, 'expires_on'],
            [{ doc: doc.id, expires_on: '2020-01-01T00:00:00Z' }, 'expires_on'],
            [{ doc: doc.id, expires_on: '2030-01-01T00:00:00Z' }, 'expires_on'],
            [{ doc: doc.id, expires_on: '2026-12-01T00:00:00Z', frame_ancestors: ['*'] }, 'frame_ancestors'],
            [{ doc: doc.id, expires_on: '2026-12-01T00:00:00Z', colour: 'red' }, 'colour'],
          ] as const) {
            const res = await t.http().post('/analytics/share').set(a.auth).send(body).expect(422);
            expect(Object.keys(res.body.validation_messages)).toEqual([field]);
          }
        },
        [],
        ['analytics_share'],
      );
    });

    it('gives the doc and project shortcuts a working _links.dashboard', async () => {
      clock.set(new Date(`${DAY}T23:00:00.000Z`));
      const res = await t.http().get(`/analytics/doc/${doc.id}`).query({ period: 'today' }).set(a.auth).expect(200);
      const page = await t.http().get(path(res.body._links.dashboard.href)).expect(200);
      expect(page.text).toContain('<h1>Guide</h1>');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  });
});
