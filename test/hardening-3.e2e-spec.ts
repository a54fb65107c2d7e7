import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsClock } from '../src/analytics/analytics-clock.js';
import { EventBuffer } from '../src/analytics/event-buffer.js';
import { AppConfig } from '../src/config/app-config.js';
import { createDocWithPages, createProject } from './support/exports.js';
import { expectProblem, type Tenant, TestApp } from './support/test-app.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0';
const DAY = '2026-11-20';
const T0 = new Date(`${DAY}T10:00:00.000Z`);
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const page = (identifier: string) => ({
  name: `Page ${identifier}`,
  identifier,
  content: { type: 'page' as const, children: [] },
});

/**
 * Round 3 of the black-box attack (docs/analytics.md, Limits): what one tenant could do to the
 * whole server, and the small leaks around it. Every refusal leaves the database as it was.
 */
describe('Hardening, round 3', () => {
  let t: TestApp;
  let a: Tenant;
  let doc: { id: number; uid: string };
  let clock: AnalyticsClock;
  let buffer: EventBuffer;

  beforeAll(async () => {
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    clock = t.app.get(AnalyticsClock);
    buffer = t.app.get(EventBuffer);
    a = await t.tenant('Hardened');
    const project = await createProject(t, a);
    const created = await createDocWithPages(t, a, project.id, 'Guide', [page('intro'), page('end')]);
    const published = await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(a.auth).expect(200);
    doc = { id: created.id, uid: published.body.uid };
  });
  afterAll(async () => {
    await t?.stop();
  });

  async function send(when: Date, userAgent: string, body: unknown, headers: Record<string, string> = {}) {
    clock.set(when);
    const res = await t
      .http()
      .post('/analytics/event')
      .set('User-Agent', userAgent)
      .set('Content-Type', 'application/json')
      .set(headers)
      .send(typeof body === 'string' ? body : JSON.stringify(body));
    await buffer.flush();
    return res;
  }

  function report(query: Record<string, string>) {
    return t
      .http()
      .get('/analytics/report')
      .query({ date_from: DAY, date_to: DAY, ...query })
      .set(a.auth);
  }

  const likeFilter = (type: 'like' | 'notlike', value: string) => ({
    'filter[0][field]': 'utm_campaign',
    'filter[0][type]': type,
    'filter[0][value]': value,
  });

  describe('H1: like/notlike report filters', () => {
    const CAMPAIGN = 'a'.repeat(40);
    // A backtracking RegExp (`^.*a.*a...b$`) takes seconds on every row for this pair.
    const HOSTILE = `${'%a'.repeat(9)}%b`;

    beforeAll(async () => {
      const url = `https://reader.example/?utm_campaign=${CAMPAIGN}`;
      for (const [index, agent] of [CHROME, FIREFOX].entries()) {
        for (const [step, pageId] of ['intro', 'end'].entries()) {
          const res = await send(at(index * 120 + step * 10), agent, {
            type: 'pageview',
            doc: doc.uid,
            page: pageId,
            url,
            screen_width: 1280 - index * 900,
          });
          expect(res.status).toBe(202);
        }
      }
    });

    it('matches in linear time: /health answers within 200 ms while the hostile report runs', async () => {
      let polling = true;
      let worst = 0;
      let polls = 0;
      const poller = (async () => {
        while (polling) {
          const started = performance.now();
          const res = await fetch(`${t.url}/health`);
          await res.arrayBuffer();
          worst = Math.max(worst, performance.now() - started);
          polls++;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      try {
        // A few rounds, so the poller sees the reports' whole run.
        for (let round = 0; round < 3; round++) {
          const none = await report({
            metrics: 'pageviews',
            dimensions: 'utm_campaign',
            ...likeFilter('like', HOSTILE),
          });
          expect(none.status).toBe(200);
          expect(none.body._embedded.row).toEqual([]);
          const all = await report({
            metrics: 'pageviews',
            dimensions: 'utm_campaign',
            ...likeFilter('notlike', HOSTILE),
          });
          expect(all.status).toBe(200);
          expect(all.body._embedded.row).toEqual([{ utm_campaign: CAMPAIGN, pageviews: 4 }]);
        }
      } finally {
        polling = false;
        await poller;
      }
      expect(polls).toBeGreaterThan(0);
      expect(worst).toBeLessThan(200);
    });

    it('keeps LIKE semantics: % any run, _ one character, case-insensitive, anchored', async () => {
      const rows = async (pattern: string, type: 'like' | 'notlike' = 'like') =>
        (await report({ metrics: 'pageviews', dimensions: 'utm_campaign', ...likeFilter(type, pattern) }).expect(200))
          .body._embedded.row.length;
      expect(await rows(`%a%a_a%`)).toBe(1);
      expect(await rows(`A${'_'.repeat(39)}`)).toBe(1);
      expect(await rows(`a${'_'.repeat(39)}_`)).toBe(0);
      expect(await rows(`%aa`)).toBe(1);
      expect(await rows(`%b%`)).toBe(0);
      expect(await rows(`${CAMPAIGN}%`)).toBe(1);
      expect(await rows(`%${CAMPAIGN}%${CAMPAIGN}`)).toBe(0);
      expect(await rows(`%`, 'notlike')).toBe(0);
    });

    it('refuses a pattern over 200 characters with a 400 naming it, the database unchanged', async () => {
      const before = await t.snapshot();
      for (const type of ['like', 'notlike'] as const) {
        const res = await report({ metrics: 'pageviews', ...likeFilter(type, `%${'a%'.repeat(100)}`) });
        expectProblem(res, 400, `filter[0][value]: a ${type} pattern is at most 200 characters`);
      }
      // 200 characters exactly is taken.
      await report({ metrics: 'pageviews', ...likeFilter('like', `${'%a'.repeat(100)}`) }).expect(200);
      expect(await t.changedSince(before)).toEqual([]);
    });

    it('answers 503 with Retry-After past the report budget, the database unchanged', async () => {
      const config = t.app.get(AppConfig);
      const budget = config.ANALYTICS_REPORT_BUDGET_MS;
      const before = await t.snapshot();
      // No report finishes in 0 ms: the budget is checked after the first page of rows.
      config.ANALYTICS_REPORT_BUDGET_MS = 0;
      try {
        const res = await report({ metrics: 'visitors,pageviews', dimensions: 'utm_campaign,time' });
        expectProblem(res, 503, /^The report took longer than its budget of 0 ms; narrow/);
        expect(res.headers['retry-after']).toBe('1');
      } finally {
        config.ANALYTICS_REPORT_BUDGET_MS = budget;
      }
      expect(await t.changedSince(before)).toEqual([]);
      // The budget's 503 is no database fault: the next report and /health are fine.
      await report({ metrics: 'pageviews' }).expect(200);
      await t.http().get('/health').expect(200);
    });
  });
});
