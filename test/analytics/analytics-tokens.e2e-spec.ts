import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource, type DataSourceOptions } from 'typeorm';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { dataSourceOptions } from '../../src/database/data-source.js';
import { analyticsEventColumn, analyticsEventsAfterClose, analyticsRows } from '../support/analytics-store.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * Analytics per personalized doc, through personalization's real tokens: the key a reader's
 * beacon sends names a token of that doc, its views are counted on the token, and deleting the
 * token keeps its events with the token cleared.
 */
describe('analytics per personalized doc (the token dimension)', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let uid: string;
  let token: { id: number; key: string };

  beforeAll(async () => {
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    a = await t.tenant('Personalizer');
    b = await t.tenant('Other');
    const project = await createProject(t, a);
    const doc = await createDocWithPages(t, a, project.id, 'Offer', [
      { name: 'Intro', identifier: 'intro', content: { type: 'page', children: [] } },
    ]);
    await t
      .http()
      .patch(`/v2/magazine/edition/${doc.id}`)
      .set(a.auth)
      .send({ options: { has_personalization: true } })
      .expect(200);
    uid = (await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200)).body.uid;
    const created = await t
      .http()
      .post('/personalization/token')
      .set(a.auth)
      .send({ edition: doc.id, name: 'Acme, Anna' })
      .expect(201);
    token = { id: created.body.id, key: created.body.key };
  });
  afterAll(async () => {
    await t?.stop();
  });

  const view = (key: string, agent: string) =>
    t
      .http()
      .post('/analytics/event')
      .set('Content-Type', 'text/plain')
      .set('User-Agent', agent)
      .send(JSON.stringify({ type: 'pageview', doc: uid, page: 'intro', token: key }))
      .expect(202);

  it('records the token id of a known key, nothing for an unknown one, and counts its views on the token', async () => {
    const clock = t.app.get(AnalyticsClock);
    clock.set(new Date('2026-11-20T09:00:00Z'));
    await view(token.key, 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0');
    await view(
      'unknownunknownunknown1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
    );
    await t.app.get(EventBuffer).flush();
    const tokenIds = await analyticsEventColumn(t, 'token_id');
    expect(tokenIds.map((id) => (id === null ? null : Number(id)))).toEqual([token.id, null]);
    expect(JSON.stringify(await analyticsRows(t, 'analytics_event'))).not.toContain(token.key);
    const read = await t.http().get(`/personalization/token/${token.id}`).set(a.auth).expect(200);
    expect(read.body._computed.views).toBe(1);
    expect(read.body.last_viewed_on).toBe('2026-11-20T09:00:00.000Z');

    const byToken = await t
      .http()
      .get('/analytics/report')
      .query({ metrics: 'visitors,pageviews', dimensions: 'token', date_from: '2026-11-20', date_to: '2026-11-20' })
      .set(a.auth)
      .expect(200);
    expect(byToken.body._embedded.row).toEqual([
      { token: null, visitors: 1, pageviews: 1 },
      { token: token.id, visitors: 1, pageviews: 1 },
    ]);
    const shortcut = await t
      .http()
      .get(`/analytics/token/${token.id}`)
      .query({ date_from: '2026-11-20', date_to: '2026-11-20' })
      .set(a.auth)
      .expect(200);
    expect(shortcut.body.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 1, bounce_rate: 100 });
    expect(shortcut.body.pages).toEqual([
      { page: 'intro', pageviews: 1, visits: 1, time_on_page: 0, bounce_rate: 100, exit_rate: 100, scroll_depth: 0 },
    ]);
    await t.http().get(`/analytics/token/${token.id}`).set(b.auth).expect(404);
  });

  it('keeps the events of a deleted token, with the token cleared', async () => {
    await t.http().delete(`/personalization/token/${token.id}`).set(a.auth).expect(204);
    const tokenIds = await analyticsEventColumn(t, 'token_id');
    expect(tokenIds).toHaveLength(2);
    expect(tokenIds.every((id) => id === null)).toBe(true);
    await t.http().get(`/analytics/token/${token.id}`).set(a.auth).expect(404);
  });
});

describe('analytics on shutdown', () => {
  it('writes the buffered events when the app closes', async () => {
    const t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    let observer: DataSource | undefined;
    try {
      const a = await t.tenant('Closing');
      const project = await createProject(t, a);
      const doc = await createDocWithPages(t, a, project.id, 'Last words', [
        { name: 'Intro', identifier: 'intro', content: { type: 'page', children: [] } },
      ]);
      const uid = (await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200)).body.uid;
      await t
        .http()
        .post('/analytics/event')
        .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')
        .send({
          events: [
            { type: 'pageview', doc: uid, page: 'intro' },
            { type: 'click', doc: uid, page: 'intro', target: 'Next' },
          ],
        })
        .expect(202);
      // Still in the buffer (the flush timer runs every second): the close must write them.
      await t.app.close();
      const count = await analyticsEventsAfterClose(t, async () => {
        observer = await new DataSource({
          ...dataSourceOptions(t.config),
          migrationsRun: false,
        } as DataSourceOptions).initialize();
        const [{ count: written }] = await observer.query('SELECT COUNT(*) AS count FROM analytics_event');
        return Number(written);
      });
      expect(count).toBe(2);
    } finally {
      await observer?.destroy();
      await t.stop();
    }
  });
});

describe('the beacon under narrowed CORS', () => {
  it('answers any origin at /analytics/event, and only the listed ones elsewhere', async () => {
    const t = await TestApp.start({ CORS_ORIGINS: 'https://app.example.com', ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    try {
      const preflight = await t
        .http()
        .options('/analytics/event')
        .set('Origin', 'https://reader.example')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      const beacon = await t
        .http()
        .post('/v2/analytics/event')
        .set('Origin', 'https://reader.example')
        .set('Content-Type', 'text/plain')
        .send('{"type":"pageview","doc":"nosuchdoc","page":"x"}');
      expect(beacon.status).toBe(202);
      expect(beacon.headers['access-control-allow-origin']).toBe('*');
      const api = await t.http().get('/health').set('Origin', 'https://reader.example');
      expect(api.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.stop();
    }
  });
});
