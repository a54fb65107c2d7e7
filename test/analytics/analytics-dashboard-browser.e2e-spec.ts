import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';

import { AnalyticsClock } from '../../src/analytics/analytics-clock.js';
import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { RollupWorker } from '../../src/analytics/rollup-worker.js';
import { launchBrowser } from '../support/browser.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0',
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36 Edg/121.0',
];
const TODAY = new Date('2026-11-20T18:00:00.000Z');
const DAY_MS = 86_400_000;

/**
 * The shared dashboard in a real browser (docs/analytics.md): a week of seeded readers, the page
 * at 1280 and 390 px, its controls, a CSV download and an accessibility check (axe-core).
 * Screenshots go to test-output/.
 */
describe('the shared analytics dashboard in a browser', () => {
  let t: TestApp;
  let tenant: Tenant;
  let browser: Browser;
  let dashboard: string;

  beforeAll(async () => {
    t = await TestApp.start({ ANALYTICS_ROLLUP_INTERVAL_MS: '0', TRUST_PROXY: '1' });
    tenant = await t.tenant('Marketing');
    const clock = t.app.get(AnalyticsClock);
    const buffer = t.app.get(EventBuffer);
    const project = await createProject(t, tenant, 'Customer Letters');
    const names = ['welcome', 'our-year', 'results', 'outlook', 'contact'];
    const created = await createDocWithPages(
      t,
      tenant,
      project.id,
      'Annual Review 2026',
      names.map((identifier) => ({
        name: identifier,
        identifier,
        content: { type: 'page' as const, children: [] },
      })),
    );
    const published = await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(tenant.auth).expect(200);
    const uid = published.body.uid as string;
    const sources = [
      { referrer: 'https://www.google.com/', url: 'https://r.example/' },
      { referrer: 'https://www.linkedin.com/feed/', url: 'https://r.example/?utm_source=linkedin&utm_campaign=launch' },
      { referrer: null, url: 'https://r.example/?utm_source=newsletter&utm_medium=email&utm_campaign=november-news' },
    ];
    // A week of readers: more each day, each reading further or not.
    for (let day = 6; day >= 0; day--) {
      const readers = 3 + (6 - day) + (day % 2);
      for (let reader = 0; reader < readers; reader++) {
        const start = TODAY.getTime() - day * DAY_MS - 6 * 3_600_000 + reader * 600_000;
        const source = sources[(reader + day) % sources.length];
        const agent = `${AGENTS[reader % AGENTS.length]} r${reader}d${day}`;
        const width = [1440, 390, 820, 1280][reader % 4];
        const depth = 1 + ((reader * 7 + day) % names.length);
        const events: unknown[] = [];
        for (let p = 0; p < depth; p++)
          events.push({ type: 'pageview', doc: uid, page: names[p], screen_width: width, ...source });
        if (reader % 3 === 0)
          events.push({ type: 'click', doc: uid, page: names[0], target: 'https://shop.example/offer' });
        if (depth === names.length) events.push({ type: 'custom', doc: uid, name: 'contact_form' });
        for (const [index, event] of events.entries()) {
          clock.set(new Date(start + index * 40_000));
          await t
            .http()
            .post('/analytics/event')
            .set('User-Agent', agent)
            // One address a reader (behind the trusted proxy), as real readers have.
            .set('X-Forwarded-For', `203.0.113.${day * 20 + reader + 1}`)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(event))
            .expect(202);
        }
      }
      await buffer.flush();
    }
    clock.set(TODAY);
    await t.app.get(RollupWorker).runOnce();
    const share = await t
      .http()
      .post('/analytics/share')
      .set(tenant.auth)
      .send({ doc: created.id, expires_on: '2026-12-31T00:00:00Z' })
      .expect(201);
    dashboard = new URL(share.body._links.dashboard.href).pathname;
    browser = await launchBrowser();
    await mkdir('test-output', { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  for (const width of [1280, 390]) {
    it(`shows the seeded week at ${width} px, passes axe, downloads CSV and changes the period`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') violations.push(message.text());
      });
      await page.goto(`${t.url}${dashboard}?period=7d`);
      expect(await page.locator('h1').textContent()).toBe('Annual Review 2026');
      // The chart and its table show the seeded days (zeros included, none here).
      expect(await page.locator('svg.chart polyline').count()).toBe(2);
      const days = await page.locator('section[aria-labelledby="t-series"] details tbody tr').count();
      expect(days).toBe(7);
      const visitors = await page.locator('.stat').first().locator('.value').textContent();
      expect(Number(visitors)).toBeGreaterThan(20);
      expect(await page.locator('section[aria-labelledby="t-pages"] table tbody tr').count()).toBe(5);
      // Nothing wider than the screen: the page never scrolls sideways.
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-output/dashboard-${width}.png`, fullPage: true });
      // No script errors, nothing blocked by the CSP.
      expect(violations).toEqual([]);

      // Evaluated through the debugging protocol: the page's CSP rightly refuses an injected script.
      await page.evaluate(AXE);
      const result = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] })')) as {
        violations: { id: string; impact: string; nodes: unknown[] }[];
      };
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('a.csv').filter({ hasText: 'pages' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^pages-2026-11-14-2026-11-20\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toBe('page_position,page,pageviews,visits,time_on_page,exit_rate');
      expect(csv).toContain(',welcome,');

      await page.locator('nav.controls a', { hasText: 'Today' }).click();
      await page.waitForURL(/period=today/);
      expect(await page.locator('.range').textContent()).toContain('2026-11-20 to 2026-11-20');
      expect(await page.locator('section[aria-labelledby="t-series"] details tbody tr').count()).toBe(24);
      await page.screenshot({ path: `test-output/dashboard-${width}-today.png`, fullPage: width === 390 });
      await context.close();
    }, 120_000);
  }
});
