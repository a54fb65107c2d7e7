import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsEvent } from '../../src/analytics/analytics.entities.js';
import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { RollupWorker } from '../../src/analytics/rollup-worker.js';
import { AppConfig } from '../../src/config/app-config.js';
import { BulkInsert } from '../../src/database/bulk-insert.js';
import { createDocWithPages, createPage, createProject } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

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
  let doc: { id: number; uid: string; projectId: number };
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
    doc = { id: created.id, uid: published.body.uid, projectId: project.id };
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
      const hostileReports = async () => {
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
      };
      // What the report adds to another client's wait, over what the machine itself adds (it may be
      // running other suites): the same polling for as long again without the report. A shared
      // machine's stall can land in either window, so the test takes up to three attempts and the
      // best one counts. The backtracking RegExp this replaced held the loop for seconds in every
      // attempt (31 s for one attempt), so it fails all three.
      const attempts: { worst: number; quiet: number; polls: number }[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        const loaded = await worstHealthDuring(hostileReports);
        const took = performance.now() - started;
        const quiet = await worstHealthDuring(() => new Promise((resolve) => setTimeout(resolve, Math.max(500, took))));
        attempts.push({ worst: loaded.worst, quiet: quiet.worst, polls: loaded.polls });
        if (loaded.worst - Math.max(0, quiet.worst - 50) < 200) break;
      }
      expect(attempts.every(({ polls }) => polls > 0)).toBe(true);
      const added = Math.min(...attempts.map(({ worst, quiet }) => worst - Math.max(0, quiet - 50)));
      if (added >= 200) console.log('hostile report, /health per attempt (ms):', JSON.stringify(attempts));
      expect(added).toBeLessThan(200);
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

  /** Polls /health every 10 ms while `work` runs; the slowest answer, in ms. */
  async function worstHealthDuring(work: () => Promise<unknown>): Promise<{ worst: number; polls: number }> {
    let polling = true;
    let worst = 0;
    let polls = 0;
    // The client's first request pays for its own set-up (a connection, lazy modules): not timed.
    await (await fetch(`${t.url}/health`)).arrayBuffer();
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
      await work();
    } finally {
      polling = false;
      await poller;
    }
    if (process.env.H36_LOG) console.log('worst /health', worst, 'polls', polls);
    return { worst, polls };
  }

  describe('M2: a beacon flood folded', () => {
    const FLOOD_DAY = '2026-11-21';
    const MINUTE = new Date(`${FLOOD_DAY}T08:00:00.000Z`);
    const EVENTS = 20_000;

    it('folds a busy minute in slices: /health keeps answering meanwhile, every event counted', async () => {
      // The flood as the buffer would have written it: one minute, 20,000 pageviews of 2,000 readers.
      const pages = (await t.dataSource.query(`SELECT id FROM page WHERE edition_id = ${doc.id} ORDER BY id`)) as {
        id: number;
      }[];
      const insert = new BulkInsert(t.dataSource, AnalyticsEvent, 500);
      const rows = Array.from({ length: EVENTS }, (_, index) => ({
        workspace_id: a.workspaceId,
        project_id: doc.projectId,
        edition_id: doc.id,
        page_id: Number(pages[index % pages.length].id),
        token_id: null,
        occurred_on: new Date(MINUTE.getTime() + Math.floor((index * 60_000) / EVENTS)),
        type: 'pageview',
        visitor: (index % 2000).toString(16).padStart(16, '0'),
        device: 'desktop',
      }));
      await t.dataSource.transaction((manager) => insert.run(manager, rows));
      clock.set(new Date(MINUTE.getTime() + 5 * 60_000));
      const worker = t.app.get(RollupWorker);
      const { worst, polls } = await worstHealthDuring(async () => {
        while (await worker.runOnce()) {
          const res = await report({ metrics: 'pageviews', date_from: FLOOD_DAY, date_to: FLOOD_DAY });
          if (res.body.data_until >= new Date(MINUTE.getTime() + 60_000).toISOString()) break;
        }
      });
      expect(polls).toBeGreaterThan(0);
      // One synchronous fold held the loop 2.5 s for this flood on SQLite (on a loaded CI machine,
      // more); in slices, with its writes on a thread of their own, what is left is the machine's.
      expect(worst).toBeLessThan(1000);
      const res = await report({ metrics: 'pageviews,visits', date_from: FLOOD_DAY, date_to: FLOOD_DAY }).expect(200);
      expect(res.body.totals).toEqual({ pageviews: EVENTS, visits: 2000 });
    });
  });

  describe('L4 and Info', () => {
    it('refuses user options with __proto__, constructor or prototype segments (422), the database unchanged', async () => {
      const user = {
        first_name: 'Opt',
        last_name: 'Ions',
        email: `opt-${Date.now()}@example.com`,
        phone: '555',
        account: String(a.workspaceId),
      };
      const created = await t.http().post('/v2/user').set(a.auth).send(user).expect(201);
      const before = await t.snapshot();
      for (const path of ['__proto__.x', 'tour.constructor', 'a.prototype.b']) {
        const post = await t
          .http()
          .post('/v2/user')
          .set(a.auth)
          .send({ ...user, email: `x${path.length}@example.com`, options: [path] });
        expectProblem(post, 422, 'Failed Validation');
        expect(post.body.validation_messages).toEqual({ options: { reserved: expect.stringContaining(path) } });
        const patch = await t
          .http()
          .patch(`/v2/user/${created.body.id}`)
          .set(a.auth)
          .send({ options: ['tour.ok', path] });
        expectProblem(patch, 422, 'Failed Validation');
      }
      expect(await t.changedSince(before)).toEqual([]);
    });

    it('refuses names made only of invisible or format characters (422), the database unchanged', async () => {
      const before = await t.snapshot();
      for (const name of ['\u200b', '\u061c', '\u200b\u200e ', '\ufeff\u2060']) {
        const res = await t
          .http()
          .post('/v2/magazine/title')
          .set(a.auth)
          .send({ name, account: { id: a.workspaceId } });
        expectProblem(res, 422, 'Failed Validation');
        expect(Object.keys(res.body.validation_messages)).toEqual(['name']);
      }
      expect(await t.changedSince(before)).toEqual([]);
      // A right-to-left name with its mark is still a name.
      await t
        .http()
        .post('/v2/magazine/title')
        .set(a.auth)
        .send({ name: 'שלום\u200f', account: { id: a.workspaceId } })
        .expect(201);
    });

    it("the beacon's 413 names its 8 KiB limit, nothing stored", async () => {
      const before = await t.snapshot();
      const res = await t
        .http()
        .post('/analytics/event')
        .set('User-Agent', CHROME)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ type: 'custom', doc: doc.uid, name: 'x', pad: 'x'.repeat(9000) }));
      expectProblem(res, 413, 'Request body is larger than the limit of 8 KiB');
      await buffer.flush();
      expect(await t.changedSince(before)).toEqual([]);
    });

    it('drops events without a user agent, and strips bidi controls from utm values', async () => {
      const DAY2 = '2026-11-22';
      const when = new Date(`${DAY2}T09:00:00.000Z`);
      const before = await t.snapshot(['analytics_event']);
      clock.set(when);
      const anonymous = await t
        .http()
        .post('/analytics/event')
        .set('User-Agent', '')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ type: 'pageview', doc: doc.uid, page: 'intro' }));
      expect(anonymous.status).toBe(202);
      await buffer.flush();
      expect(await t.changedSince(before)).toEqual([]);
      const campaign = encodeURIComponent('\u202elaunch\u202c\u2066x\u2069');
      await send(when, CHROME, {
        type: 'pageview',
        doc: doc.uid,
        page: 'intro',
        url: `https://r.example/?utm_campaign=${campaign}&utm_source=%E2%80%8Fnews`,
      }).then((res) => expect(res.status).toBe(202));
      const res = await report({
        metrics: 'pageviews',
        dimensions: 'utm_campaign,utm_source',
        date_from: DAY2,
        date_to: DAY2,
      }).expect(200);
      expect(res.body._embedded.row).toEqual([{ utm_campaign: 'launchx', utm_source: 'news', pageviews: 1 }]);
    });
  });

  // Last: a second app in this file, stopped before the first (on MySQL, the first's later requests
  // met a closed pool once the second had stopped).
  describe('M3: a write that waits behind another write of the same doc', () => {
    let slow: TestApp;
    let tenant: Tenant;
    const p = (text: string) => ({ type: 'paragraph', text });

    beforeAll(async () => {
      slow = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
      tenant = await slow.tenant('Editors');
    });
    afterAll(async () => {
      await slow?.stop();
    });

    it('waits its turn (200) or answers 409 naming the conflict, never 503, and the breaker stays shut', async () => {
      const project = await createProject(slow, tenant);
      const created = await createDocWithPages(slow, tenant, project.id, 'Big', []);
      const pageId = await createPage(slow, tenant, created.id, {
        name: 'Big',
        content: { type: 'page', children: Array.from({ length: 30_000 }, () => p('')) },
      });
      const patches = (tag: string) =>
        JSON.stringify(
          Array.from({ length: 1000 }, (_, n) => ({ op: 'add', path: ['children', 0], value: p(`${tag}${n}`) })),
        );
      const patch = (tag: string) =>
        fetch(`${slow.url}/v2/magazine/page/${pageId}/content`, {
          method: 'PATCH',
          headers: { ...tenant.auth, 'Content-Type': 'application/json' },
          body: patches(tag),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));
      // The production query timeout (1 s) for the race, so a statement left waiting on the row
      // lock behind the other patch outlives it (set up with the suites' patient one).
      const config = slow.app.get(AppConfig);
      const patient = config.DB_QUERY_TIMEOUT_MS;
      config.DB_QUERY_TIMEOUT_MS = 1000;
      const answers = await Promise.all([patch('a'), patch('b')]).finally(() => {
        config.DB_QUERY_TIMEOUT_MS = patient;
      });
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
      expect(statuses).toContain(200);
      for (const answer of answers.filter((one) => one.status === 409))
        expect(answer.body.detail).toMatch(/^This doc is being changed by another request/);
      // Each 200 added its 1,000 nodes, a 409 none.
      const stored = await slow.http().get(`/v2/magazine/page/${pageId}`).set(tenant.auth).expect(200);
      expect(stored.body.content.children).toHaveLength(30_000 + 1000 * statuses.filter((s) => s === 200).length);
      await slow.http().get('/ready').expect(200);
    }, 120_000);
  });
});
