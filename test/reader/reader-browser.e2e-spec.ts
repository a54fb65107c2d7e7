import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';

import { imagesLoaded, launchBrowser } from '../support/browser.js';
import { heading, image, paragraph, png } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { DRIVER, TestApp } from '../support/test-app.js';

/** Screenshots go here, for a person to look at (gitignored). */
const OUTPUT = join(process.cwd(), 'test-output');

/**
 * CONTRACT 14: a published doc in a real browser (headless Chromium). The first page shows its
 * cover and text, every image loads, the content's `<script>` and `onerror=` never run, the
 * navigation leads to page 2, and a 390 px wide phone screen needs no sideways scrolling.
 * Screenshots at 1280 and 390 px land in test-output/.
 */
// The page is the same bytes on either database: SQLite's run suffices (reader.e2e-spec.ts runs both).
const describeOnSqlite = DRIVER === 'sqlite' ? describe : describe.skip;

describeOnSqlite('A published doc in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let index: string;

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    t = await TestApp.start();
    const tenant = await t.tenant();
    const project = await createProject(t, tenant, 'Field Notes');
    const cover = await upload(t, tenant, 'cover.png', png(11, 1600, 700), 'image/png');
    const wide = await upload(t, tenant, 'wide.png', png(12, 2400, 1000), 'image/png');
    const small = await upload(t, tenant, 'small.png', png(13, 300, 200), 'image/png');
    const long = 'A'.repeat(300);
    const doc = await createDocWithPages(t, tenant, project.id, 'The Spring Issue: Gardens, Rivers & <Cities>', [
      {
        name: 'Welcome',
        identifier: 'welcome',
        content: {
          type: 'page',
          children: [
            heading('Hello <world>'),
            paragraph('<script>window.pwned = true</script><img src=x onerror="window.pwned = true">'),
            paragraph(
              'Spring arrives in the valley long before it reaches the hills. The first warm week brings the rivers up, and with them the herons, the anglers and the people who walk the banks each evening. This issue follows them.',
            ),
            image(wide, 'A wide river valley'),
            paragraph(`An unbroken word must not push the page sideways: ${long}`),
            {
              type: 'section',
              children: [
                heading('In this issue', 2),
                paragraph('Gardens, rivers and the cities between them.'),
                image(small, 'A small picture'),
              ],
            },
            { type: 'button', text: 'Subscribe', href: 'https://example.com/subscribe' },
          ],
        },
      },
      {
        name: 'Gardens',
        identifier: 'gardens',
        content: {
          type: 'page',
          children: [heading('Gardens', 1), paragraph('The second page.'), image(small, 'Again')],
        },
      },
      {
        name: 'Rivers',
        identifier: 'rivers',
        content: { type: 'page', children: [heading('Rivers', 1), paragraph('The third page.')] },
      },
    ]);
    await t
      .http()
      .patch(`/v2/magazine/edition/${doc.id}`)
      .set(tenant.auth)
      .send({ screenshot: cover, options: { share: ['mail', 'linkedin'] } })
      .expect(200);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(tenant.auth).expect(200);
    index = `${t.url}/read/${tenant.workspace}/${project.identifier}/${doc.identifier}/`;
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('shows the cover and the text, loads every image, runs no content script, and navigates to page 2', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) errors.push(message.text());
    });
    await page.goto(index);
    await page.waitForLoadState('load');
    expect(await page.locator('h1').first().innerText()).toBe('Hello <world>');
    expect(await page.locator('main p').first().innerText()).toBe(
      '<script>window.pwned = true</script><img src=x onerror="window.pwned = true">',
    );
    expect(await imagesLoaded(page)).toEqual([true, true, true]);
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    expect(await page.evaluate('getComputedStyle(document.body).maxWidth')).not.toBe('none');
    await page.screenshot({ path: join(OUTPUT, 'reader-1280.png'), fullPage: true });

    await page.locator('a[rel~="next"]').click();
    await page.waitForURL(/\/gardens\/$/);
    expect(await page.locator('h1').innerText()).toBe('Gardens');
    expect(await imagesLoaded(page)).toEqual([true]);
    await page.screenshot({ path: join(OUTPUT, 'reader-1280-page2.png'), fullPage: true });
    expect(errors).toEqual([]);
  }, 60_000);

  it('fits a 390 px wide phone screen without scrolling sideways', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(index);
    await page.waitForLoadState('load');
    expect(await imagesLoaded(page)).toEqual([true, true, true]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    // The wide picture is sized to the screen, not to its 2,400 px.
    const widths = (await page.evaluate(
      '[...document.images].map((img) => img.getBoundingClientRect().width)',
    )) as number[];
    for (const width of widths) expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(OUTPUT, 'reader-390.png'), fullPage: true });
    await page.goto(`${index}rivers/`);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(OUTPUT, 'reader-390-last.png'), fullPage: true });
    await page.close();
  }, 60_000);
});
