import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';

import { binary } from '../support/binary.js';
import { launchBrowser } from '../support/browser.js';
import { heading, image, paragraph, png, settled, unpack } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { DRIVER, type Tenant, TestApp } from '../support/test-app.js';

/**
 * CONTRACT 13: an exported archive opens in a browser from disk, with no server. The archive is
 * unpacked into a directory and its index.html loaded from a file:// URL in headless Chromium:
 * the text is there, every image loaded, navigation works, and a script in content text never runs.
 */
// What is proven here is the archive, the same bytes on either database: SQLite's run suffices
// (the MySQL run covers the export itself in exports.e2e-spec.ts).
const describeOnSqlite = DRIVER === 'sqlite' ? describe : describe.skip;

describeOnSqlite('An exported doc in a browser, from disk', () => {
  let t: TestApp;
  let tenant: Tenant;
  let browser: Browser;
  let unpacked: string;

  beforeAll(async () => {
    t = await TestApp.start({ EXPORT_POLL_MS: '50' });
    tenant = await t.tenant();
    const project = await createProject(t, tenant, 'Browser Test');
    const ids = [];
    for (const seed of [1, 2, 3]) ids.push(await upload(t, tenant, 'same name.png', png(seed, 60, 40), 'image/png'));
    const doc = await createDocWithPages(t, tenant, project.id, 'Field Guide', [
      {
        name: 'Start & Welcome',
        identifier: 'start',
        content: {
          type: 'page',
          children: [
            heading('Hello <world>'),
            paragraph('<script>window.pwned = true</script><img src=x onerror="window.pwned = true">'),
            image(ids[0]),
            image(ids[1]),
          ],
        },
      },
      {
        name: 'Second',
        identifier: 'second',
        content: {
          type: 'page',
          children: [heading('The second page', 2), { type: 'section', children: [image(ids[2], 'third')] }],
        },
      },
    ]);
    const job = await settled(
      t,
      tenant,
      (await t.http().post(`/v2/magazine/edition/${doc.id}/export`).set(tenant.auth).expect(202)).body.id,
    );
    expect(job.status).toBe('succeeded');
    const archive = (
      await t.http().get(`/v2/job/${job.id}/download`).set(tenant.auth).buffer(true).parse(binary).expect(200)
    ).body as Buffer;
    unpacked = mkdtempSync(join(tmpdir(), 'export-unpacked-'));
    for (const [name, data] of await unpack(archive)) {
      const path = join(unpacked, name);
      if (name.endsWith('/')) mkdirSync(path, { recursive: true });
      else {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, data);
      }
    }
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    if (unpacked) rmSync(unpacked, { recursive: true, force: true });
  });

  it('shows the first page with its text and every image, runs no script, and navigates to the next', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(join(unpacked, 'index.html')).href);
    await page.waitForLoadState('load');
    expect(await page.locator('h1').innerText()).toBe('Hello <world>');
    expect(await page.locator('main p').first().innerText()).toBe(
      '<script>window.pwned = true</script><img src=x onerror="window.pwned = true">',
    );
    // Evaluated in the page (the project's TypeScript has no DOM types, hence strings).
    const allComplete = '[...document.images].every((img) => img.complete)';
    const loaded = async () => page.evaluate('[...document.images].map((img) => img.complete && img.naturalWidth > 0)');
    // Lazy images below the fold load once scrolled to; the viewport holds these small ones.
    await page.waitForFunction(allComplete);
    expect(await loaded()).toEqual([true, true]);
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    // The stylesheet applied (its max-width), so relative links to assets/ resolve from disk.
    expect(await page.evaluate('getComputedStyle(document.body).maxWidth')).not.toBe('none');

    await page.locator('a[rel="next"]').click();
    await page.waitForURL(/second\/index\.html$/);
    await page.waitForFunction(allComplete);
    expect(await page.locator('h2').innerText()).toBe('The second page');
    expect(await loaded()).toEqual([true]);
    expect(await page.locator('img').getAttribute('src')).toBe('../assets/same-name-3.png');
    expect(errors).toEqual([]);
  }, 30_000);
});
