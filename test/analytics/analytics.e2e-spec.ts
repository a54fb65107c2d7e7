import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { AnalyticsReports } from '../../src/analytics/analytics-reports.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { RollupWorker } from '../../src/analytics/rollup-worker.js';
import { Rollups } from '../../src/analytics/rollups.js';
import { analyticsCount, analyticsRows, setRollupToken } from '../support/analytics-store.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0';
const SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const DAY = '2026-11-20';
const T0 = new Date(`${DAY}T10:00:00.000Z`);
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const page = (content = 'x') => ({
  name: `Page ${content}`,
  identifier: content,
  content: { type: 'page' as const, children: [] },
});

describe('analytics', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let doc: { id: number; uid: string; projectId: number };
  let draftUid: string;
  let clock: AnalyticsClock;
  let buffer: EventBuffer;
  let worker: RollupWorker;

  beforeAll(async () => {
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    clock = t.app.get(AnalyticsClock);
    buffer = t.app.get(EventBuffer);
    worker = t.app.get(RollupWorker);
    a = await t.tenant('Readers');
    b = await t.tenant('Other');
    const project = await createProject(t, a);
    const created = await createDocWithPages(t, a, project.id, 'Guide', [page('intro'), page('middle'), page('end')]);
    const published = await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(a.auth).expect(200);
    doc = { id: created.id, uid: published.body.uid, projectId: project.id };
    const draft = await createDocWithPages(t, a, project.id, 'Draft', [page('intro')]);
    draftUid = (await t.http().get(`/v2/magazine/edition/${draft.id}`).set(a.auth).expect(200)).body.uid;
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** Sends events at a server time, as one reader (its user agent), and writes the buffer. */
  async function send(
    when: Date,
    userAgent: string,
    body: unknown,
    headers: Record<string, string> = {},
    contentType = 'application/json',
  ) {
    clock.set(when);
    const res = await t
      .http()
      .post('/analytics/event')
      .set('User-Agent', userAgent)
      .set('Content-Type', contentType)
      .set(headers)
      .send(typeof body === 'string' ? body : JSON.stringify(body));
    await buffer.flush();
    return res;
  }

  const event = (type: string, pageId: string | null, extra: Record<string, unknown> = {}) => ({
    type,
    doc: doc.uid,
    page: pageId,
    ...extra,
  });

  function report(tenant: Tenant, query: Record<string, string>, accept = 'application/json') {
    return t
      .http()
      .get('/analytics/report')
      .query({ date_from: DAY, date_to: DAY, ...query })
      .set(tenant.auth)
      .set('Accept', accept);
  }

  describe('ingestion', () => {
    it('takes the scripted readers: 202 without a body, CORS *, JSON or text/plain, single or batched', async () => {
      const utm =
        'https://reader.example/guide/?utm_source=news&utm_medium=email&utm_campaign=launch&email=anna%40example.com';
      // Reader A (desktop): intro, engaged 8 s with half the page scrolled; middle 20 s later; end 30 s later; a click.
      const first = await send(
        at(0),
        CHROME,
        event('pageview', 'intro', {
          url: utm,
          referrer: 'https://www.google.com/search?q=secret',
          screen_width: 1280,
        }),
        { Origin: 'https://elsewhere.example' },
      );
      expect(first.status).toBe(202);
      expect(first.text).toBe('');
      expect(first.headers['access-control-allow-origin']).toBe('*');
      expect(first.headers['set-cookie']).toBeUndefined();
      await send(
        at(10),
        CHROME,
        event('engagement', 'intro', { engaged_ms: 8000, scroll_depth: 50, screen_width: 1280 }),
        {},
        'text/plain;charset=UTF-8',
      ).then((res) => expect(res.status).toBe(202));
      await send(at(20), CHROME, {
        events: [event('pageview', 'middle', { screen_width: 1280, url: utm, referrer: 'https://www.google.com/' })],
      }).then((res) => expect(res.status).toBe(202));
      await send(
        at(50),
        CHROME,
        event('pageview', 'end', { screen_width: 1280, url: utm, referrer: 'https://www.google.com/' }),
        {},
        'text/plain',
      ).then((res) => expect(res.status).toBe(202));
      await send(at(55), CHROME, event('click', 'end', { screen_width: 1280, target: 'https://example.com/' })).then(
        (res) => expect(res.status).toBe(202),
      );
      // Reader B (phone): one page, a bounce; its campaign is a spreadsheet formula.
      await send(
        at(60),
        FIREFOX,
        event('pageview', 'intro', { screen_width: 400, url: 'https://r.example/?utm_campaign=%3DSUM(A1)' }),
      ).then((res) => expect(res.status).toBe(202));
      // Reader C (tablet): two visits two hours apart, both bounces; the second is a returning visit.
      await send(at(120), SAFARI, event('pageview', 'middle', { screen_width: 800 })).then((res) =>
        expect(res.status).toBe(202),
      );
      await send(at(7320), SAFARI, event('pageview', 'middle', { screen_width: 800 })).then((res) =>
        expect(res.status).toBe(202),
      );
    });

    it('drops bots, DNT, Sec-GPC, drafts and unknown pages with 202, storing nothing', async () => {
      await t.refusedWithoutChange(
        async () => {
          for (const [userAgent, headers, body] of [
            [GOOGLEBOT, {}, event('pageview', 'intro')],
            [CHROME, { DNT: '1' }, event('pageview', 'intro')],
            [CHROME, { 'Sec-GPC': '1' }, event('pageview', 'intro')],
            [CHROME, {}, { type: 'pageview', doc: draftUid, page: 'intro' }],
            [CHROME, {}, event('pageview', 'no-such-page')],
            [CHROME, {}, { type: 'pageview', doc: 'unknownuid', page: 'intro' }],
          ] as const) {
            const res = await send(at(3600), userAgent, body, headers);
            expect(res.status).toBe(202);
          }
        },
        [],
        ['analytics_event'],
      );
    });

    it('refuses malformed events with a 400 naming the field, and keeps nothing of the batch', async () => {
      const good = event('pageview', 'intro');
      const cases: [unknown, string][] = [
        [{ events: [good, good, good, { ...good, screen_width: 20_001 }] }, 'events.3.screen_width'],
        [{ ...good, type: 'view' }, 'type:'],
        [{ ...good, doc: 5 }, 'doc:'],
        [{ ...good, page: null }, 'page:'],
        [{ ...good, url: 'x'.repeat(2001) }, 'url:'],
        [{ ...good, engaged_ms: 5 }, 'engaged_ms:'],
        [event('engagement', 'intro', { engaged_ms: 86_400_001 }), 'engaged_ms:'],
        [event('engagement', 'intro', { scroll_depth: 101 }), 'scroll_depth:'],
        [event('click', 'intro', { target: 'x'.repeat(501) }), 'target:'],
        [{ type: 'custom', doc: doc.uid, name: 'x'.repeat(121) }, 'name:'],
        [{ ...good, ip: '1.2.3.4' }, 'ip: unknown field'],
        [{ events: Array.from({ length: 21 }, () => good) }, 'events:'],
        [{ events: [] }, 'events:'],
        [[good], 'body'],
      ];
      await t.refusedWithoutChange(
        async () => {
          for (const [body, field] of cases) {
            const res = await send(at(3600), CHROME, body);
            expect(res.status).toBe(400);
            expect(res.headers['content-type']).toBe('application/problem+json');
            expect(res.body.detail).toContain(field);
          }
          const malformed = await send(at(3600), CHROME, '{"type":', {}, 'text/plain');
          expect(malformed.status).toBe(400);
          expect(malformed.body.detail).toMatch(/Malformed JSON/);
          const wrongType = await send(at(3600), CHROME, 'type=pageview', {}, 'application/x-www-form-urlencoded');
          expect(wrongType.status).toBe(415);
          // Also a type Fastify has no parser for: the beacon's own types are named.
          const xml = await send(at(3600), CHROME, '<event/>', {}, 'application/xml');
          expect(xml.status).toBe(415);
          expect(xml.body.detail).toBe('Unsupported content type "application/xml"; send application/json, text/plain');
        },
        [],
        ['analytics_event'],
      );
    });

    it('refuses a body over 8 KiB with 413', async () => {
      await t.refusedWithoutChange(
        async () => {
          const res = await send(at(3600), CHROME, {
            events: [
              event('custom', null, { name: 'n', url: 'x'.repeat(1900) }),
              ...Array.from({ length: 4 }, () => event('pageview', 'intro', { url: 'y'.repeat(1990) })),
            ],
          });
          expect(res.status).toBe(413);
          expect(res.body.status).toBe(413);
        },
        [],
        ['analytics_event'],
      );
    });

    it('keeps no IP, no user agent, only the utm parameters and the referrer domain', async () => {
      const rows = await analyticsRows(t, 'analytics_event');
      expect(rows).toHaveLength(8);
      const text = JSON.stringify(rows);
      expect(text).not.toContain('127.0.0.1');
      expect(text).not.toContain('Chrome/120');
      expect(text).not.toContain('anna');
      expect(text).not.toContain('secret');
      const first = rows.find((row) => row.referrer_domain !== null)!;
      expect(first).toMatchObject({
        referrer_domain: 'google.com',
        utm_source: 'news',
        utm_medium: 'email',
        utm_campaign: 'launch',
        browser: 'Chrome',
        os: 'Mac OS',
        device: 'desktop',
      });
      expect(String(first.visitor)).toMatch(/^[0-9a-f]{16}$/);
    });
  });

  describe('reports', () => {
    const ALL =
      'visitors,visits,pageviews,views_per_visit,visit_duration,bounce_rate,exit_rate,time_on_page,scroll_depth,completion_rate,clicks,returning_rate';
    const TOTALS = {
      visitors: 3,
      visits: 4,
      pageviews: 6,
      views_per_visit: 1.5,
      visit_duration: 13.75,
      bounce_rate: 75,
      exit_rate: 66.67,
      time_on_page: 19,
      scroll_depth: 50,
      completion_rate: 25,
      clicks: 1,
      returning_rate: 25,
    };
    const BY_PAGE = [
      { page: 'middle', pageviews: 3, visits: 3, time_on_page: 30, bounce_rate: 100, exit_rate: 66.67 },
      { page: 'intro', pageviews: 2, visits: 2, time_on_page: 8, bounce_rate: 50, exit_rate: 50 },
      { page: 'end', pageviews: 1, visits: 1, time_on_page: 0, bounce_rate: 0, exit_rate: 100 },
    ];

    async function expectFigures() {
      const totals = await report(a, { metrics: ALL }).expect(200);
      expect(totals.headers['content-type']).toBe('application/hal+json');
      expect(totals.body.totals).toEqual(TOTALS);
      expect(totals.body).toMatchObject({
        date_from: DAY,
        date_to: DAY,
        timezone: 'UTC',
        granularity: 'day',
        dimensions: [],
        total_items: 1,
      });
      expect(totals.body._embedded.row).toEqual([TOTALS]);

      const byPage = await report(a, {
        metrics: 'pageviews,visits,time_on_page,bounce_rate,exit_rate',
        dimensions: 'page',
      }).expect(200);
      expect(byPage.body._embedded.row).toEqual(BY_PAGE);

      const byDevice = await report(a, {
        metrics: 'visitors,pageviews',
        dimensions: 'device',
        'order-by[0][field]': 'device',
      }).expect(200);
      expect(byDevice.body._embedded.row).toEqual([
        { device: 'desktop', visitors: 1, pageviews: 3 },
        { device: 'mobile', visitors: 1, pageviews: 1 },
        { device: 'tablet', visitors: 1, pageviews: 2 },
      ]);
      const byReferrer = await report(a, {
        metrics: 'visits,pageviews',
        dimensions: 'referrer_domain,utm_source',
      }).expect(200);
      expect(byReferrer.body._embedded.row).toEqual([
        { referrer_domain: null, utm_source: null, visits: 3, pageviews: 3 },
        { referrer_domain: 'google.com', utm_source: 'news', visits: 1, pageviews: 3 },
      ]);

      // A visit's exit page: A left from the end, B from the intro, C's two visits from the middle.
      const byExit = await report(a, {
        metrics: 'visits,visitors,bounce_rate,visit_duration',
        dimensions: 'exit_page',
      }).expect(200);
      expect(byExit.body._embedded.row).toEqual([
        { exit_page: 'middle', visits: 2, visitors: 1, bounce_rate: 100, visit_duration: 0 },
        { exit_page: 'end', visits: 1, visitors: 1, bounce_rate: 0, visit_duration: 55 },
        { exit_page: 'intro', visits: 1, visitors: 1, bounce_rate: 100, visit_duration: 0 },
      ]);
      expect(byExit.body.totals).toEqual({ visits: 4, visitors: 3, bounce_rate: 75, visit_duration: 13.75 });

      const hourly = await report(a, {
        metrics: 'pageviews,visitors',
        dimensions: 'time',
        granularity: 'hour',
        limit: '100',
      }).expect(200);
      expect(hourly.body.total_items).toBe(24);
      const series = hourly.body._embedded.row as { time: string; pageviews: number; visitors: number }[];
      expect(series[0]).toEqual({ time: `${DAY}T00:00:00.000Z`, pageviews: 0, visitors: 0 });
      expect(series.filter((row) => row.pageviews > 0)).toEqual([
        { time: `${DAY}T10:00:00.000Z`, pageviews: 5, visitors: 3 },
        { time: `${DAY}T12:00:00.000Z`, pageviews: 1, visitors: 1 },
      ]);
      // In Berlin the same day begins at 23:00 UTC the day before: the 12:02 visit is at 13:xx local.
      const weekly = await report(a, {
        metrics: 'pageviews',
        dimensions: 'time',
        granularity: 'day',
        timezone: 'Europe/Berlin',
        date_from: '2026-11-18',
      }).expect(200);
      expect(weekly.body._embedded.row).toEqual([
        { time: '2026-11-18', pageviews: 0 },
        { time: '2026-11-19', pageviews: 0 },
        { time: '2026-11-20', pageviews: 6 },
      ]);
    }

    it('counts the scripted readers exactly before the rollup (raw minutes after the watermark)', async () => {
      await expectFigures();
    });

    it('counts the same from the rollups, and folding a minute twice never counts it twice', async () => {
      clock.set(at(86_400));
      expect(await worker.runOnce()).toBe(true);
      const rollups = t.app.get(Rollups);
      const until = await rollups.dataUntil(clock.now());
      expect(until.getTime()).toBeGreaterThan(at(7320).getTime());
      await expectFigures();
      // The same minutes again: refused by the watermark, nothing changes.
      expect(await rollups.fold(new Date(T0), new Date(T0.getTime() + 60_000))).toBe(false);
      expect(await worker.runOnce()).toBe(true);
      await expectFigures();
    });

    it('filters with the list grammar, on any dimension', async () => {
      const res = await report(a, {
        metrics: 'pageviews',
        dimensions: 'page',
        'filter[0][field]': 'device',
        'filter[0][type]': 'in',
        'filter[0][values][0]': 'mobile',
        'filter[0][values][1]': 'tablet',
        'filter[1][field]': 'doc',
        'filter[1][type]': 'eq',
        'filter[1][value]': String(doc.id),
      }).expect(200);
      expect(res.body._embedded.row).toEqual([
        { page: 'middle', pageviews: 2 },
        { page: 'intro', pageviews: 1 },
      ]);
      const like = await report(a, {
        metrics: 'pageviews',
        'filter[0][field]': 'browser',
        'filter[0][type]': 'like',
        'filter[0][value]': 'chr%',
      }).expect(200);
      expect(like.body.totals).toEqual({ pageviews: 3 });
    });

    it('answers CSV with the formula guard', async () => {
      const res = await report(
        a,
        { metrics: 'pageviews', dimensions: 'utm_campaign', 'order-by[0][field]': 'utm_campaign' },
        'text/csv',
      ).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.text).toBe(`utm_campaign,pageviews\r\n,2\r\n"'=SUM(A1)",1\r\nlaunch,3\r\n`);
    });

    it('answers 304 while nothing changed', async () => {
      const first = await report(a, { metrics: 'visits' }).expect(200);
      const etag = first.headers.etag;
      expect(etag).toBeDefined();
      const again = await report(a, { metrics: 'visits' }).set('If-None-Match', etag);
      expect(again.status).toBe(304);
    });

    it('refuses bad report queries with 400 naming the parameter', async () => {
      for (const [query, detail] of [
        [{}, 'metrics'],
        [{ metrics: 'views' }, 'metrics'],
        [{ metrics: 'visits', dimensions: 'time,page,device,os' }, 'dimensions'],
        [{ metrics: 'visits', dimensions: 'ip' }, 'dimensions'],
        [{ metrics: 'visits', timezone: 'Mars/Olympus' }, 'timezone'],
        [{ metrics: 'visits', granularity: 'minute' }, 'granularity'],
        [{ metrics: 'visits', date_from: '2026-02-30' }, 'date_from'],
        [{ metrics: 'visits', date_to: '2026-11-01' }, 'date_to'],
        [
          { metrics: 'visits', 'filter[0][field]': 'ip', 'filter[0][type]': 'eq', 'filter[0][value]': '1' },
          'filter[0][field]',
        ],
        [{ metrics: 'visits,exit_rate', dimensions: 'exit_page' }, 'metrics: exit_rate'],
        [{ metrics: 'visits', dimensions: 'exit_page,page' }, 'dimensions: page'],
      ] as [Record<string, string>, string][]) {
        const res = await report(a, query);
        expect(res.status).toBe(400);
        expect(res.body.detail).toContain(detail);
      }
      const period = await t.http().get('/analytics/report').query({ metrics: 'visits', period: 'week' }).set(a.auth);
      expect(period.status).toBe(400);
      expect((await t.http().get('/analytics/report').query({ metrics: 'visits' })).status).toBe(401);
    });

    it('gives another workspace no rows of this one, and 404 for its ids', async () => {
      const res = await report(b, {
        metrics: 'visits,pageviews',
        dimensions: 'page',
        'filter[0][field]': 'doc',
        'filter[0][type]': 'eq',
        'filter[0][value]': String(doc.id),
      }).expect(200);
      expect(res.body.totals).toEqual({ visits: 0, pageviews: 0 });
      expect(res.body._embedded.row).toEqual([]);
      await t.http().get(`/analytics/doc/${doc.id}`).set(b.auth).expect(404);
      await t.http().get(`/analytics/project/${doc.projectId}`).set(b.auth).expect(404);
      await t.http().get('/analytics/token/1').set(a.auth).expect(404);
    });

    it("answers the doc's and the project's shortcuts, and links them", async () => {
      const res = await t
        .http()
        .get(`/analytics/doc/${doc.id}`)
        .query({ date_from: DAY, date_to: DAY })
        .set(a.auth)
        .expect(200);
      expect(res.body.totals).toEqual(TOTALS);
      expect(res.body.series).toEqual([{ time: DAY, visitors: 3, visits: 4, pageviews: 6 }]);
      expect(res.body.pages.map((row: { page: string }) => row.page)).toEqual(['middle', 'intro', 'end']);
      const project = await t
        .http()
        .get(`/v2/analytics/project/${doc.projectId}`)
        .query({ date_from: DAY, date_to: DAY })
        .set(a.auth)
        .expect(200);
      expect(project.body.docs).toEqual([
        { doc: doc.id, visitors: 3, visits: 4, pageviews: 6, bounce_rate: 75, completion_rate: 25 },
      ]);
      const docResource = await t.http().get(`/v2/magazine/edition/${doc.id}`).set(a.auth).expect(200);
      expect(docResource.body._links.analytics.href).toBe(`${t.config.baseUrl}/v2/analytics/doc/${doc.id}`);
      const projectResource = await t.http().get(`/v2/magazine/title/${doc.projectId}`).set(a.auth).expect(200);
      expect(projectResource.body._links.analytics.href).toBe(
        `${t.config.baseUrl}/v2/analytics/project/${doc.projectId}`,
      );
    });

    it('keeps the rollups when raw events pass retention', async () => {
      clock.set(new Date(T0.getTime() + 401 * 86_400_000));
      await worker.retain(clock.now());
      expect(await analyticsCount(t, 'analytics_event')).toBe(0);
      const totals = await report(a, { metrics: 'visitors,visits,pageviews' }).expect(200);
      expect(totals.body.totals).toEqual({ visitors: 3, visits: 4, pageviews: 6 });
    });

    it("clears a deleted token from the doc's analytics, and deleting the doc deletes them", async () => {
      await setRollupToken(t, 77);
      await t.dataSource.transaction((manager) => t.app.get(AnalyticsReports).forgetToken(manager, 77));
      expect(await analyticsCount(t, 'analytics_rollup', 'token_id IS NOT NULL')).toBe(0);

      await t.http().delete(`/v2/magazine/edition/${doc.id}`).set(a.auth).expect(204);
      for (const table of ['analytics_event', 'analytics_session', 'analytics_rollup']) {
        expect(await analyticsCount(t, table)).toBe(0);
      }
    });

    it('limits one IP to 120 events a minute (429 with Retry-After)', async () => {
      const other = await createDocWithPages(t, a, doc.projectId, 'Flooded', [page('intro')]);
      const uid = (await t.http().post(`/v2/magazine/edition/${other.id}/publish`).set(a.auth).expect(200)).body.uid;
      const batch = { events: Array.from({ length: 20 }, () => ({ type: 'pageview', doc: uid, page: 'intro' })) };
      let refused;
      for (let i = 0; i < 8 && !refused; i++) {
        const res = await send(at(90_000), CHROME, batch);
        if (res.status === 429) refused = res;
        else expect(res.status).toBe(202);
      }
      expect(refused?.headers['retry-after']).toBeDefined();
      expect(refused?.body.status).toBe(429);
    });

    it('deleting the workspace deletes its analytics', async () => {
      expect(await analyticsCount(t, 'analytics_event')).toBeGreaterThan(0);
      await t.http().delete(`/v2/account/${a.workspaceId}`).set(a.auth).expect(204);
      expect(await analyticsCount(t, 'analytics_event')).toBe(0);
    });
  });
});
