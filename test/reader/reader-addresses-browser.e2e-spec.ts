import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';

import { EventBuffer } from '../../src/analytics/event-buffer.js';
import { Transactions } from '../../src/database/transactions.js';
import { setProjectHostname } from '../../src/titles/project-hostname.queries.js';
import { imagesLoaded, launchBrowser } from '../support/browser.js';
import { heading, paragraph, png } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { DRIVER, type Tenant, TestApp } from '../support/test-app.js';

/** Screenshots go here, for a person to look at (gitignored). */
const OUTPUT = join(process.cwd(), 'test-output');

/** A desktop Chrome's user agent: the bot detector drops `HeadlessChrome`, as it should. */
const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The names the browser resolves to the local servers (Chromium's host resolver rules). */
const READER_HOST = 'reader.example';
const PARTNER_HOST = 'partner.example';
const SHOP_HOST = 'shop.example';

/**
 * CONTRACT 14's addresses in a real browser (headless Chromium), each name of another origin
 * resolved to a local server: the doc's `published` link (PUBLISH_URL here is this service under
 * a name of its own) clicked on a partner's page, with and without its slash, counts the partner
 * as the visit's source either way (the 308 keeps the pages' Referrer-Policy); the project's own
 * address and its custom domain show the index of its docs. Screenshots land in test-output/.
 */
// The pages and the redirect are the same on either database: SQLite's run suffices
// (reader-addresses.e2e-spec.ts and project-hostname.e2e-spec.ts run both).
const describeOnSqlite = DRIVER === 'sqlite' ? describe : describe.skip;

describeOnSqlite('Addresses in a browser: links from another origin, the project index, a custom domain', () => {
  let t: TestApp;
  let tenant: Tenant;
  let browser: Browser;
  let partner: Server;
  let partnerPage = '';
  let published: string;
  let project: { id: number; identifier: string };

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    t = await TestApp.start({ PUBLISH_URL: `http://${READER_HOST}/read`, ANALYTICS_ROLLUP_INTERVAL_MS: '0' });
    tenant = await t.tenant('Northwind');
    project = await createProject(t, tenant, 'Northwind Journal');
    const covers = [
      await upload(t, tenant, 'harbour.png', png(21, 1200, 630), 'image/png'),
      await upload(t, tenant, 'orchard.png', png(22, 1200, 630), 'image/png'),
    ];
    const issues = [
      ['Winter Harbour', 'Boats, ice and the people who keep the harbour open.', covers[0]],
      ['Spring Orchard', 'Blossom weeks, bees and the first market of the year.', covers[1]],
      ['Summer Notes', 'Short pieces from the long evenings.', null],
    ] as const;
    let first: { id: number; identifier: string } | undefined;
    for (const [name, text, cover] of issues) {
      const doc = await createDocWithPages(t, tenant, project.id, name, [
        { name: 'Cover', identifier: 'cover', content: { type: 'page', children: [heading(name), paragraph(text)] } },
        { name: 'More', identifier: 'more', content: { type: 'page', children: [heading('More'), paragraph(text)] } },
      ]);
      if (cover !== null)
        await t.http().patch(`/v2/magazine/edition/${doc.id}`).set(tenant.auth).send({ screenshot: cover }).expect(200);
      await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(tenant.auth).expect(200);
      first ??= doc;
    }
    published = (await t.http().get(`/v2/magazine/edition/${first!.id}`).set(tenant.auth).expect(200)).body._links
      .published.href as string;

    // The partner's site: a page with the doc's link as handed out, and the same without its slash.
    partner = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(partnerPage);
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    partnerPage = [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>',
      `<p><a id="with-slash" href="${published}">Read the journal</a></p>`,
      `<p><a id="without-slash" href="${published.replace(/\/$/, '')}">Read it (old link)</a></p>`,
      '</body></html>',
    ].join('');
    const app = `127.0.0.1:${new URL(t.url).port}`;
    browser = await launchBrowser({
      userAgent: READER_AGENT,
      hostResolverRules: [
        `MAP ${READER_HOST} ${app}`,
        `MAP ${SHOP_HOST} ${app}`,
        `MAP ${PARTNER_HOST} 127.0.0.1:${(partner.address() as AddressInfo).port}`,
      ].join(', '),
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => partner?.close(resolve));
    await t?.stop();
  });

  /** Visits by referrer domain, from the report (the app's buffer flushed first). */
  async function visitsBySource(): Promise<Record<string, number>> {
    await t.app.get(EventBuffer).flush();
    const res = await t
      .http()
      .get('/analytics/report')
      .query({ period: 'today', metrics: 'visits,pageviews', dimensions: 'referrer_domain' })
      .set(tenant.auth)
      .expect(200);
    return Object.fromEntries(
      (res.body._embedded.row as { referrer_domain: string | null; pageviews: number }[]).map((row) => [
        row.referrer_domain ?? '(none)',
        row.pageviews,
      ]),
    );
  }

  it("counts the partner's site as the source of a click on the published link, with its slash and without", async () => {
    expect(published).toMatch(
      new RegExp(`^http://${READER_HOST}/read/${tenant.workspace}/${project.identifier}/[^/]+/$`),
    );
    for (const link of ['with-slash', 'without-slash']) {
      // A reader of its own each time (no shared session), as two readers would come.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const hops: { status: number; policy: string | undefined }[] = [];
      page.on('response', (response) => {
        if (
          response.url().startsWith(`http://${READER_HOST}/read/`) &&
          response.request().resourceType() === 'document'
        )
          hops.push({ status: response.status(), policy: response.headers()['referrer-policy'] });
      });
      await page.goto(`http://${PARTNER_HOST}/`);
      await page.locator(`#${link}`).click();
      await page.waitForURL(published);
      await page.waitForLoadState('load');
      expect(await page.locator('h1').first().innerText()).toBe('Winter Harbour');
      expect(await page.evaluate('document.referrer')).toBe(`http://${PARTNER_HOST}/`);
      // The slash-less link costs one 308, which keeps the pages' policy; the other, none.
      const page200 = { status: 200, policy: 'strict-origin-when-cross-origin' };
      expect(hops).toEqual(
        link === 'with-slash' ? [page200] : [{ status: 308, policy: 'strict-origin-when-cross-origin' }, page200],
      );
      await context.close();
    }
    // Both visits are the partner's in the report.
    let sources = await visitsBySource();
    for (let tries = 0; (sources[PARTNER_HOST] ?? 0) < 2 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sources = await visitsBySource();
    }
    expect(sources).toEqual({ [PARTNER_HOST]: 2 });
  }, 90_000);

  it("shows the project's index at its address and on its custom domain, readable, every cover loaded", async () => {
    await setProjectHostname(t.app.get(Transactions), { project: String(project.id) }, SHOP_HOST);
    const addresses = {
      'project-index': `http://${READER_HOST}/read/${tenant.workspace}/${project.identifier}/`,
      'custom-domain-index': `http://${SHOP_HOST}/`,
    };
    for (const [name, address] of Object.entries(addresses)) {
      for (const width of [1280, 390]) {
        const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await page.waitForLoadState('load');
        expect(await page.locator('h1').innerText()).toBe('Northwind Journal');
        // Newest first: the three docs, each a link to its address, the covers loaded.
        expect(await page.locator('main .tile strong').allInnerTexts()).toEqual([
          'Summer Notes',
          'Spring Orchard',
          'Winter Harbour',
        ]);
        // The two set screenshots at least (a doc without one may show a generated cover).
        const loaded = await imagesLoaded(page);
        expect(loaded.length).toBeGreaterThanOrEqual(2);
        expect(loaded.every(Boolean)).toBe(true);
        expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
        await page.screenshot({ path: join(OUTPUT, `${name}-${width}.png`), fullPage: true });
        // A tile leads to its doc, on the same host.
        await page.locator('main a', { hasText: 'Spring Orchard' }).click();
        await page.waitForLoadState('load');
        expect(new URL(page.url()).host).toBe(new URL(address).host);
        expect(await page.locator('h1').first().innerText()).toBe('Spring Orchard');
        await page.close();
      }
    }
  }, 90_000);
});
