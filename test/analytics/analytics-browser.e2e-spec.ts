import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';

import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { RollupWorker } from '../../src/analytics/rollup-worker.js';
import { launchBrowser } from '../support/browser.js';
import { heading, paragraph } from '../support/exports.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { PUBLISH_URL, type Tenant, TestApp } from '../support/test-app.js';

/**
 * A desktop Chrome's user agent. Headless Chromium says `HeadlessChrome`, which the bot detector
 * drops (as it should): a reader's browser says what a reader's says.
 */
const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** How long the reader stays on each page: engagement is visible time, and a report counts seconds. */
const READ_MS = 1_500;

/**
 * CONTRACT 16 end to end, in a real browser (headless Chromium): a reader opens a token's
 * personalized link, accepts the doc's consent notice, moves to page 2 and closes the tab.
 * reader.js sends the pageviews on load and the engagement on `pagehide` by `sendBeacon`; the
 * app's own buffer and rollup worker write and fold them; the report then counts one visitor,
 * two pageviews, the time on each page and the token of the link.
 */
describe('analytics of a reader in a browser', () => {
  let t: TestApp;
  let tenant: Tenant;
  let browser: Browser;
  let link: string;
  let tokenId: number;
  let docId: number;

  beforeAll(async () => {
    // The worker folds only when asked (runOnce), so the test sees the report before and after.
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    tenant = await t.tenant('Measured');
    const project = await createProject(t, tenant, 'Measured Letters');
    const long = Array.from({ length: 40 }, (_, n) => paragraph(`Paragraph ${n + 1} of a page worth scrolling.`));
    const doc = await createDocWithPages(t, tenant, project.id, 'Annual Review', [
      {
        name: 'Intro',
        identifier: 'intro',
        content: { type: 'page', children: [heading('Hello {{first_name}}'), ...long] },
      },
      { name: 'Results', identifier: 'results', content: { type: 'page', children: [heading('Results'), ...long] } },
    ]);
    docId = doc.id;
    await t
      .http()
      .post('/personalization/property')
      .set(tenant.auth)
      .send({ key: 'first_name', name: 'First name' })
      .expect(201);
    await t
      .http()
      .patch(`/v2/magazine/edition/${doc.id}`)
      .set(tenant.auth)
      .send({ options: { has_personalization: true, has_cookie_check: true } })
      .expect(200);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(tenant.auth).expect(200);
    const token = await t
      .http()
      .post('/personalization/token')
      .set(tenant.auth)
      .send({ edition: doc.id, name: 'Initech, Ines', values: { first_name: 'Ines' } })
      .expect(201);
    tokenId = token.body.id;
    link = (token.body._links.personalized.href as string).replace(PUBLISH_URL, `${t.url}/read`);
    browser = await launchBrowser({ userAgent: READER_AGENT });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** The events written so far, after the app's buffer is flushed (as its one-second timer would). */
  async function events(): Promise<
    { type: string; page: string; token_id: number | null; engaged_ms: number | null }[]
  > {
    await t.app.get(EventBuffer).flush();
    const rows: { type: string; page: string; token_id: unknown; engaged_ms: unknown }[] = await t.dataSource.query(
      'SELECT e.type AS type, p.identifier AS page, e.token_id AS token_id, e.engaged_ms AS engaged_ms ' +
        'FROM analytics_event e JOIN page p ON p.id = e.page_id ORDER BY e.id',
    );
    return rows.map((row) => ({
      type: row.type,
      page: row.page,
      token_id: row.token_id === null ? null : Number(row.token_id),
      engaged_ms: row.engaged_ms === null ? null : Number(row.engaged_ms),
    }));
  }

  const report = (query: Record<string, string>) =>
    t
      .http()
      .get('/analytics/report')
      .query({ period: 'today', ...query })
      .set(tenant.auth)
      .expect(200);

  async function expectReport(): Promise<void> {
    const byToken = await report({ metrics: 'visitors,visits,pageviews,time_on_page', dimensions: 'token' });
    expect(byToken.body._embedded.row).toHaveLength(1);
    const [row] = byToken.body._embedded.row;
    expect(row).toMatchObject({ token: tokenId, visitors: 1, visits: 1, pageviews: 2 });
    expect(row.time_on_page).toBeGreaterThan(0);
    const byPage = await report({ metrics: 'pageviews,time_on_page', dimensions: 'page' });
    const pages = new Map(
      (byPage.body._embedded.row as { page: string; pageviews: number; time_on_page: number }[]).map((r) => [
        r.page,
        r,
      ]),
    );
    expect([...pages.keys()].sort()).toEqual(['intro', 'results']);
    for (const name of ['intro', 'results']) {
      expect(pages.get(name)!.pageviews).toBe(1);
      // Each page was in view for READ_MS: its engagement says so, to the second.
      expect(pages.get(name)!.time_on_page).toBeGreaterThanOrEqual(1);
    }
    const shortcut = await t
      .http()
      .get(`/analytics/token/${tokenId}`)
      .query({ period: 'today' })
      .set(tenant.auth)
      .expect(200);
    expect(shortcut.body.totals).toMatchObject({ visitors: 1, pageviews: 2 });
  }

  it('counts one visitor, two pageviews, their engagement and the token, after consent, page 2 and closing the tab', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.waitForLoadState('load');
    expect(await page.locator('h1').innerText()).toBe('Hello Ines');
    // Nothing is sent before the reader answers the notice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await events()).toEqual([]);
    await page.locator('#consent [data-consent="yes"]').click();
    expect(await page.locator('#consent').isHidden()).toBe(true);
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight / 2)');
    await new Promise((resolve) => setTimeout(resolve, READ_MS));

    await page.locator('a[rel~="next"]').click();
    await page.waitForURL(/\/results\/\?t=/);
    await page.waitForLoadState('load');
    // The choice was kept: no notice on page 2, and its pageview goes at once.
    expect(await page.locator('#consent').isHidden()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, READ_MS));
    // Closing the tab as a reader does: the page is hidden and unloaded, and its beacon goes.
    await page.close({ runBeforeUnload: true });

    let seen = await events();
    for (let tries = 0; seen.filter((e) => e.type === 'engagement').length < 2 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await events();
    }
    await context.close();
    // The first page's beacon and the second's pageview race each other: compared in any order.
    expect(
      seen
        .filter((e) => e.type !== 'click')
        .map((e) => `${e.type} ${e.page}`)
        .sort(),
    ).toEqual(['engagement intro', 'engagement results', 'pageview intro', 'pageview results']);
    expect(seen.every((e) => e.token_id === tokenId)).toBe(true);
    // One engagement per page, however many of pagehide and visibilitychange the browser fires.
    expect(seen.filter((e) => e.type === 'engagement')).toHaveLength(2);
    for (const engagement of seen.filter((e) => e.type === 'engagement'))
      expect(engagement.engaged_ms).toBeGreaterThanOrEqual(READ_MS - 200);
    // The link's key is nowhere in what was stored.
    const key = new URL(link).searchParams.get('t')!;
    expect(JSON.stringify(await t.dataSource.query('SELECT * FROM analytics_event'))).not.toContain(key);

    // Read from the raw minutes after the watermark, then from the rollups once the worker folds them.
    await expectReport();
    await t.app.get(RollupWorker).runOnce();
    await expectReport();
    const doc = await t.http().get(`/analytics/doc/${docId}`).query({ period: 'today' }).set(tenant.auth).expect(200);
    expect(doc.body.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 2 });
  }, 90_000);

  it('counts a page opened hidden (a background tab, a prerender) only once it is shown', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The reader already said yes; the page starts hidden, as a background tab does.
    await context.addInitScript(`
      try { localStorage.setItem('analytics-consent', 'yes'); } catch (e) {}
      window.__visibility = 'hidden';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => window.__visibility });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => window.__visibility === 'hidden' });
    `);
    const before = (await events()).length;
    const page = await context.newPage();
    await page.goto(link);
    await page.waitForLoadState('load');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await events()).length).toBe(before);
    // Shown: its pageview goes now.
    await page.evaluate(`window.__visibility = 'visible'; document.dispatchEvent(new Event('visibilitychange'));`);
    let seen = await events();
    for (let tries = 0; seen.length === before && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await events();
    }
    expect(seen.slice(before).map((e) => `${e.type} ${e.page}`)).toEqual(['pageview intro']);
    await context.close();
  });
});
