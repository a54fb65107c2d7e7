import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { GOALS_MAX } from '../../src/analytics/goals.service.js';
import { Rollups } from '../../src/analytics/rollups.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0';
const SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const DAY = '2026-11-20';
const T0 = new Date(`${DAY}T10:00:00.000Z`);
const after = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const page = (identifier: string) => ({
  name: `Page ${identifier}`,
  identifier,
  content: { type: 'page' as const, children: [] },
});

/**
 * Analytics goals (docs/analytics.md, "Goals"): the resource, its refusals (nothing stored),
 * workspace isolation, `conversions` and `conversion_rate` from scripted beacon events, the
 * funnel by goals, and `goal.converted` once per visit and goal, delivered and signed.
 */
describe('analytics goals', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let receiver: WebhookReceiver;
  let doc: { id: number; uid: string };
  let docB: { id: number; uid: string };
  let clock: AnalyticsClock;
  let buffer: EventBuffer;
  let secret: string;
  const goal: Record<string, number> = {};

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await TestApp.start({
      ANALYTICS_ROLLUP_INTERVAL_MS: '0',
      WEBHOOK_ALLOW_HTTP: '1',
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_POLL_MS: '50',
    });
    clock = t.app.get(AnalyticsClock);
    buffer = t.app.get(EventBuffer);
    a = await t.tenant('Goals');
    b = await t.tenant('Other');
    doc = await publishedDoc(a);
    docB = await publishedDoc(b);
    secret = (
      await t
        .http()
        .post('/webhook')
        .set(a.auth)
        .send({ url: `${receiver.url}/goals`, events: ['goal.converted'] })
        .expect(201)
    ).body.secret;
  });
  afterAll(async () => {
    await t?.stop();
    await receiver?.stop();
  });

  async function publishedDoc(tenant: Tenant) {
    const project = await createProject(t, tenant);
    const created = await createDocWithPages(t, tenant, project.id, 'Guide', [
      page('intro'),
      page('middle'),
      page('end'),
    ]);
    const published = await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(tenant.auth).expect(200);
    return { id: created.id, uid: published.body.uid as string };
  }

  async function send(when: Date, userAgent: string, body: Record<string, unknown>, uid = doc.uid) {
    clock.set(when);
    await t
      .http()
      .post('/analytics/event')
      .set('User-Agent', userAgent)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ doc: uid, ...body }))
      .expect(202);
    await buffer.flush();
  }
  const pv = (id: string, width: number) => ({ type: 'pageview', page: id, screen_width: width });

  const create = (tenant: Tenant, body: object) => t.http().post('/analytics/goal').set(tenant.auth).send(body);
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  it('creates every type of goal (201, Location, HAL), reads, lists, updates and deletes them', async () => {
    const bodies: [string, Record<string, unknown>][] = [
      ['middle', { name: 'Reached the middle', type: 'page', doc: doc.id, position: 2 }],
      ['buy', { name: 'Clicked buy', type: 'click', pattern: '*shop.example/buy*' }],
      ['signup', { name: 'Signed up', type: 'custom', event: 'signup' }],
      ['completion', { name: 'Read to the end', type: 'completion' }],
      ['end', { name: 'Saw the end', type: 'page', doc: doc.id, page: 'end' }],
    ];
    for (const [key, body] of bodies) {
      const res = await create(a, body).expect(201);
      expect(res.headers['content-type']).toContain('application/hal+json');
      expect(res.headers.location).toMatch(new RegExp(`/analytics/goal/${res.body.id}$`));
      expect(res.body._links.self.href).toMatch(new RegExp(`/analytics/goal/${res.body.id}$`));
      goal[key] = res.body.id;
    }
    const read = await t.http().get(`/analytics/goal/${goal.middle}`).set(a.auth).expect(200);
    expect(read.body).toEqual({
      _links: { self: { href: expect.stringMatching(new RegExp(`/analytics/goal/${goal.middle}$`)) } },
      created_on: expect.any(String),
      doc: doc.id,
      event: null,
      id: goal.middle,
      modified_on: null,
      name: 'Reached the middle',
      page: null,
      pattern: null,
      position: 2,
      type: 'page',
    });
    const list = await t.http().get('/analytics/goal').set(a.auth).expect(200);
    expect(list.body.total_items).toBe(5);
    expect(list.body._embedded.goal.map((g: { id: number }) => g.id)).toEqual(Object.values(goal));
    expect(list.body._links.self.href).toContain('/analytics/goal');
    const filtered = await t
      .http()
      .get('/analytics/goal')
      .query({ 'filter[0][field]': 'type', 'filter[0][type]': 'eq', 'filter[0][value]': 'page' })
      .set(a.auth)
      .expect(200);
    expect(filtered.body._embedded.goal.map((g: { id: number }) => g.id)).toEqual([goal.middle, goal.end]);

    // PATCH: a page by identifier instead of position clears the position; a new type starts empty.
    const patched = await t
      .http()
      .patch(`/analytics/goal/${goal.middle}`)
      .set(a.auth)
      .send({ page: 'middle' })
      .expect(200);
    expect(patched.body).toMatchObject({ page: 'middle', position: null, modified_on: expect.any(String) });
    const spare = (await create(a, { name: 'Spare', type: 'custom', event: 'x' }).expect(201)).body.id;
    const retyped = await t
      .http()
      .patch(`/analytics/goal/${spare}`)
      .set(a.auth)
      .send({ type: 'click', pattern: 'mailto:*' })
      .expect(200);
    expect(retyped.body).toMatchObject({ type: 'click', pattern: 'mailto:*', event: null });
    await t.http().delete(`/analytics/goal/${spare}`).set(a.auth).expect(204);
    await t.http().get(`/analytics/goal/${spare}`).set(a.auth).expect(404);
  });

  it('refuses bad goals with the 422 naming the field, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'No doc', type: 'page', position: 1 }, 'doc', 'required'],
      [{ name: 'Both', type: 'page', doc: doc.id, position: 1, page: 'intro' }, 'position', 'oneOf'],
      [{ name: 'Neither', type: 'page', doc: doc.id }, 'position', 'oneOf'],
      [{ name: 'No pattern', type: 'click' }, 'pattern', 'required'],
      [{ name: 'No event', type: 'custom' }, 'event', 'required'],
      [{ name: 'Wrong field', type: 'custom', event: 'x', pattern: '*' }, 'pattern', 'type'],
      [{ name: 'Foreign doc', type: 'completion', doc: docB.id }, 'doc', 'notFound'],
      [{ name: 'Unknown doc', type: 'page', doc: 999_999, position: 1 }, 'doc', 'notFound'],
    ];
    for (const [body, field, rule] of cases) {
      const res = await t.refusedWithoutChange(() => create(a, body));
      expectProblem(res, 422);
      expect(res.body.validation_messages[field]).toHaveProperty(rule);
    }
    const shapes: Record<string, unknown>[] = [
      { name: 'Bad type', type: 'visit' },
      { name: 'Long', type: 'click', pattern: `*${'a'.repeat(200)}` },
      { name: 'Position 0', type: 'page', doc: doc.id, position: 0 },
      { name: '', type: 'completion' },
      { type: 'completion' },
      { name: 'Extra', type: 'completion', colour: 'red' },
      { name: 'Id', type: 'completion', id: 5 },
    ];
    for (const body of shapes) {
      const res = await t.refusedWithoutChange(() => create(a, body));
      expectProblem(res, 422);
    }
    // A PATCH that would leave the goal without its target.
    const res = await t.refusedWithoutChange(() =>
      t.http().patch(`/analytics/goal/${goal.buy}`).set(a.auth).send({ type: 'custom' }),
    );
    expectProblem(res, 422);
    expect(res.body.validation_messages.event).toHaveProperty('required');
    const foreignDoc = await t.refusedWithoutChange(() =>
      t.http().patch(`/analytics/goal/${goal.buy}`).set(a.auth).send({ doc: docB.id }),
    );
    expect(foreignDoc.body.validation_messages.doc).toHaveProperty('notFound');
  });

  it(`refuses the goal past ${GOALS_MAX} in a workspace with a clear 422`, async () => {
    const c = await t.tenant('Many goals');
    const rows = Array.from({ length: GOALS_MAX }, (_, n) => ({
      workspace_id: c.workspaceId,
      name: `Goal ${n}`,
      type: 'custom',
      event: `e${n}`,
      created_on: new Date(),
    }));
    // Set-up in bulk (a thousand POSTs would only be slow); the limit is the API's.
    for (let at = 0; at < rows.length; at += 200)
      await t.dataSource.getRepository('analytics_goal').insert(rows.slice(at, at + 200));
    const res = await t.refusedWithoutChange(() => create(c, { name: 'One more', type: 'completion' }));
    expectProblem(res, 422);
    expect(res.body.validation_messages.name.tooMany).toContain(`at most ${GOALS_MAX} goals`);
    await t.dataSource.getRepository('analytics_goal').delete({ workspace_id: c.workspaceId });
  });

  it("keeps each workspace's goals to itself: another workspace's goal is a 404, its list empty", async () => {
    const path = `/analytics/goal/${goal.buy}`;
    for (const call of [
      () => t.http().get(path).set(b.auth),
      () => t.http().patch(path).set(b.auth).send({ name: 'Mine' }),
      () => t.http().delete(path).set(b.auth),
    ])
      expectProblem(await t.refusedWithoutChange(call), 404);
    const list = await t.http().get('/analytics/goal').set(b.auth).expect(200);
    expect(list.body.total_items).toBe(0);
  });

  describe('with scripted visits', () => {
    beforeAll(async () => {
      // Visit 1 (desktop): every page, a buy click, a signup; back to the middle a minute later.
      await send(T0, CHROME, pv('intro', 1280));
      await send(after(20), CHROME, pv('middle', 1280));
      await send(after(50), CHROME, pv('end', 1280));
      await send(after(55), CHROME, { type: 'click', page: 'end', target: 'https://shop.example/buy?x=1' });
      await send(after(56), CHROME, { type: 'custom', name: 'signup' });
      await send(after(90), CHROME, pv('middle', 1280));
      // Visit 2 (mobile): the intro and two clicks, one on the buy link.
      await send(after(60), FIREFOX, pv('intro', 400));
      await send(after(65), FIREFOX, { type: 'click', page: 'intro', target: 'https://SHOP.example/buy' });
      await send(after(66), FIREFOX, { type: 'click', page: 'intro', target: 'mailto:sales@example.com' });
      // Visits 3 and 4 (tablet): the middle, twice, two hours apart.
      await send(after(120), SAFARI, pv('middle', 800));
      await send(after(7320), SAFARI, pv('middle', 800));
      // Workspace B: a visit with a signup, which A's goal (on any doc) must not count.
      await send(after(30), CHROME, pv('intro', 1280), docB.uid);
      await send(after(31), CHROME, { type: 'custom', name: 'signup' }, docB.uid);
      clock.set(new Date(`${DAY}T23:00:00.000Z`));
    });

    const report = (tenant: Tenant, query: Record<string, string>) =>
      t
        .http()
        .get('/analytics/report')
        .query({ date_from: DAY, date_to: DAY, ...query })
        .set(tenant.auth)
        .set('Accept', 'application/json');

    it('counts conversions and conversion_rate by goal from the raw events', async () => {
      const res = await report(a, {
        metrics: 'conversions,conversion_rate',
        dimensions: 'goal',
        'order-by[0][field]': 'goal',
      }).expect(200);
      expect(res.body.totals).toEqual({ conversions: 4, conversion_rate: 100 });
      expect(res.body._embedded.row).toEqual([
        { goal: goal.middle, conversions: 3, conversion_rate: 75 },
        { goal: goal.buy, conversions: 2, conversion_rate: 50 },
        { goal: goal.signup, conversions: 1, conversion_rate: 25 },
        { goal: goal.completion, conversions: 1, conversion_rate: 25 },
        { goal: goal.end, conversions: 1, conversion_rate: 25 },
      ]);
      // By device, one goal (a filter on goal): desktop and mobile bought, the tablets did not.
      const byDevice = await report(a, {
        metrics: 'conversions,conversion_rate',
        dimensions: 'device',
        'filter[0][field]': 'goal',
        'filter[0][type]': 'eq',
        'filter[0][value]': String(goal.buy),
        'order-by[0][field]': 'device',
      }).expect(200);
      expect(byDevice.body.totals).toEqual({ conversions: 2, conversion_rate: 50 });
      expect(byDevice.body._embedded.row).toEqual([
        { device: 'desktop', conversions: 1, conversion_rate: 100 },
        { device: 'mobile', conversions: 1, conversion_rate: 100 },
        { device: 'tablet', conversions: 0, conversion_rate: 0 },
      ]);
      // An hourly series has every hour; the conversions fall in the hours the visits began.
      const series = await report(a, { metrics: 'conversions', dimensions: 'time', granularity: 'hour' }).expect(200);
      expect(series.body._embedded.row).toHaveLength(24);
      expect(series.body._embedded.row.filter((row: { conversions: number }) => row.conversions > 0)).toEqual([
        { time: '2026-11-20T10:00:00.000Z', conversions: 3 },
        { time: '2026-11-20T12:00:00.000Z', conversions: 1 },
      ]);
      // CSV too.
      const csv = await t
        .http()
        .get('/analytics/report')
        .query({ date_from: DAY, metrics: 'conversions', dimensions: 'goal', 'order-by[0][field]': 'goal' })
        .set(a.auth)
        .set('Accept', 'text/csv')
        .expect(200);
      expect(csv.text.split(/\r?\n/).slice(0, 2)).toEqual(['goal,conversions', `${goal.middle},3`]);
      // compare: the day before had none.
      const compared = await report(a, { metrics: 'conversions', compare: 'previous_period' }).expect(200);
      expect(compared.body.totals).toEqual({ conversions: 4, conversions_previous: 0, conversions_change: null });
    });

    it("counts nothing of another workspace's: B's goals, A's goal ids in B's filter", async () => {
      const res = await report(b, {
        metrics: 'conversions',
        dimensions: 'goal',
        'filter[0][field]': 'goal',
        'filter[0][type]': 'eq',
        'filter[0][value]': String(goal.signup),
      }).expect(200);
      expect(res.body.totals).toEqual({ conversions: 0 });
      expect(res.body._embedded.row).toEqual([]);
    });

    it('refuses goals reports it cannot answer with a 400 naming the cause', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ metrics: 'conversions,visits' }, 'metrics: visits does not combine with conversions'],
        [{ metrics: 'visits', dimensions: 'goal' }, 'metrics: visits does not combine with conversions'],
        [{ metrics: 'conversions', dimensions: 'page' }, 'dimensions: page is not on a visit'],
        [{ metrics: 'events', dimensions: 'goal' }, 'dimensions: goal is not on an event'],
        [
          {
            metrics: 'conversions',
            'filter[0][field]': 'goal',
            'filter[0][type]': 'neq',
            'filter[0][value]': '1',
          },
          'filter: goal takes = or in',
        ],
      ];
      for (const [query, detail] of cases) {
        const res = await report(a, query);
        expectProblem(res, 400);
        expect(res.body.detail).toContain(detail);
      }
    });

    it('answers a funnel of goals in order, with the share of the first and the drop-off', async () => {
      const funnel = (tenant: Tenant, goals: string) =>
        t.http().get('/analytics/funnel').query({ goals, date_from: DAY }).set(tenant.auth);
      const res = await funnel(a, `${goal.middle},${goal.buy}`).expect(200);
      expect(res.body).toMatchObject({ goals: [goal.middle, goal.buy], date_from: DAY, date_to: DAY });
      expect(res.body.steps).toEqual([
        {
          step: 1,
          goal: goal.middle,
          name: 'Reached the middle',
          visits: 3,
          share: 100,
          drop_off: 0,
          drop_off_rate: 0,
        },
        { step: 2, goal: goal.buy, name: 'Clicked buy', visits: 1, share: 33.33, drop_off: 2, drop_off_rate: 66.67 },
      ]);
      // The other order: visit 1 came back to the middle after buying; visit 2 never saw it.
      const reversed = await funnel(a, `${goal.buy},${goal.middle},${goal.signup}`).expect(200);
      expect(reversed.body.steps.map((step: { visits: number }) => step.visits)).toEqual([2, 1, 0]);
      // Another workspace's goals are not found; bad lists are 400s naming `goals`.
      expectProblem(await funnel(b, `${goal.middle},${goal.buy}`), 404);
      for (const goals of [`${goal.middle}`, `${goal.middle},${goal.middle}`, 'a,b', Array(21).fill(1).join(',')]) {
        const bad = await funnel(a, goals);
        expectProblem(bad, 400);
        expect(bad.body.detail).toContain('goals:');
      }
      const both = await t.http().get('/analytics/funnel').query({ goals: '1,2', doc: doc.id }).set(a.auth);
      expectProblem(both, 400);
    });

    it('sends goal.converted once per visit and goal, as the fold finds them, across folds', async () => {
      const rollups = t.app.get(Rollups);
      // Minute by minute first: visit 1 goes on over several folds, and reaches the middle twice.
      for (const minute of ['10:01', '10:02', '10:03'])
        while (await rollups.foldNext(new Date(`${DAY}T${minute}:00.000Z`)));
      while (await rollups.foldNext(new Date(`${DAY}T23:00:00.000Z`)));
      // Visit 1: five goals; visit 2: buy; visits 3 and 4: the middle.
      expect(await count('analytics_goal_conversion')).toBe(8);
      await receiver.waitFor('/goals', 8);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const events = receiver.verified('/goals', secret);
      expect(events).toHaveLength(8);
      expect(events.every((event) => event.type === 'goal.converted')).toBe(true);
      const byGoal = (id: number) => events.filter((event) => event.data.goal.id === id);
      expect(byGoal(goal.middle)).toHaveLength(3);
      expect(byGoal(goal.buy)).toHaveLength(2);
      const signup = byGoal(goal.signup);
      expect(signup).toHaveLength(1);
      expect(signup[0]).toMatchObject({
        timestamp: '2026-11-20T10:00:56.000Z',
        data: {
          goal: { id: goal.signup, name: 'Signed up', type: 'custom', event: 'signup' },
          visit: {
            started_on: '2026-11-20T10:00:00.000Z',
            converted_on: '2026-11-20T10:00:56.000Z',
            doc: doc.id,
            device: 'desktop',
          },
        },
      });
      // A fold of nothing new sends nothing more.
      while (await rollups.foldNext(new Date(`${DAY}T23:30:00.000Z`)));
      expect(await count('analytics_goal_conversion')).toBe(8);
      // Folded, the report reads the stored visits and counts the same.
      const folded = await report(a, {
        metrics: 'conversions,conversion_rate',
        dimensions: 'goal',
        'order-by[0][field]': 'goal',
      }).expect(200);
      expect(folded.body.totals).toEqual({ conversions: 4, conversion_rate: 100 });
      expect(folded.body._embedded.row.map((row: { conversions: number }) => row.conversions)).toEqual([3, 2, 1, 1, 1]);
      const funnel = await t
        .http()
        .get('/analytics/funnel')
        .query({ goals: `${goal.buy},${goal.middle},${goal.completion}`, date_from: DAY })
        .set(a.auth)
        .expect(200);
      expect(funnel.body.steps.map((step: { visits: number }) => step.visits)).toEqual([2, 1, 0]);
    });

    it("changes a goals report's ETag when a goal changes, so a changed goal is never a stale 304", async () => {
      const query = { metrics: 'conversions', dimensions: 'goal' };
      const first = await report(a, query).expect(200);
      expect(first.headers.etag).toBeDefined();
      await report(a, query).set('If-None-Match', first.headers.etag).expect(304);
      await t.http().patch(`/analytics/goal/${goal.signup}`).set(a.auth).send({ name: 'Signed up!' }).expect(200);
      const after = await report(a, query).set('If-None-Match', first.headers.etag).expect(200);
      expect(after.headers.etag).not.toBe(first.headers.etag);
      await t.http().patch(`/analytics/goal/${goal.signup}`).set(a.auth).send({ name: 'Signed up' }).expect(200);
    });

    it("shows the goals and their conversions on the doc's shared dashboard, with a CSV", async () => {
      const share = await t
        .http()
        .post('/analytics/share')
        .set(a.auth)
        .send({ doc: doc.id, expires_on: '2026-12-20T00:00:00Z' })
        .expect(201);
      const path = new URL(share.body._links.dashboard.href).pathname;
      const page = await t.http().get(path).query({ period: 'today' }).expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      const section = page.text.slice(page.text.indexOf('id="t-goals"'));
      expect(section).toContain('>Goals</h2>');
      expect(section).toMatch(
        /<th scope="row">Reached the middle<\/th><td>a page<\/td><td class="num">3<\/td><td class="num">75%<\/td>/,
      );
      expect(section).toMatch(
        /<th scope="row">Clicked buy<\/th><td>a click<\/td><td class="num">2<\/td><td class="num">50%<\/td>/,
      );
      const csv = await t.http().get(`${path}csv/goals.csv`).query({ period: 'today' }).expect(200);
      expect(csv.text.split(/\r?\n/)[0]).toBe('name,type,conversions,conversion_rate');
      expect(csv.text).toContain('Reached the middle,a page,3,75');
      // Another workspace's dashboard has no goals section (B has no goals).
      const shareB = await t
        .http()
        .post('/analytics/share')
        .set(b.auth)
        .send({ doc: docB.id, expires_on: '2026-12-20T00:00:00Z' })
        .expect(201);
      const pageB = await t.http().get(new URL(shareB.body._links.dashboard.href).pathname).query({ period: 'today' });
      expect(pageB.status).toBe(200);
      expect(pageB.text).not.toContain('id="t-goals"');
    });

    it("deletes a goal with its recorded conversions, a new target restarts them; another workspace's delete is a 404", async () => {
      expectProblem(
        await t.refusedWithoutChange(() => t.http().delete(`/analytics/goal/${goal.end}`).set(b.auth)),
        404,
      );
      await t.http().delete(`/analytics/goal/${goal.end}`).set(a.auth).expect(204);
      expect(await count('analytics_goal_conversion')).toBe(7);
      // A new name keeps the recorded conversions; a new target starts them afresh.
      await t.http().patch(`/analytics/goal/${goal.buy}`).set(a.auth).send({ name: 'Bought' }).expect(200);
      expect(await count('analytics_goal_conversion')).toBe(7);
      await t.http().patch(`/analytics/goal/${goal.buy}`).set(a.auth).send({ pattern: '*shop.example/*' }).expect(200);
      expect(await count('analytics_goal_conversion')).toBe(5);
    });
  });
});
