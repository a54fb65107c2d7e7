import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';

import { imagesLoaded, launchBrowser } from '../support/browser.js';
import { heading, image, paragraph, png } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { DRIVER, PUBLISH_URL, type Tenant, TestApp } from '../support/test-app.js';

/** Screenshots go here, for a person to look at (gitignored). */
const OUTPUT = join(process.cwd(), 'test-output');

/** Content that would run, were anything of it ever written as HTML: it flags the window and calls home. */
const HOSTILE =
  '<script>window.pwned = true; fetch("/pwned-script")</script><img src=x onerror="window.pwned = true; fetch(\'/pwned-onerror\')">';

/**
 * CONTRACT 14 and 15 in a real browser (headless Chromium): a reader opens a token's personalized
 * link and sees its values (a text, a link, its own `{{logo}}` image), the section conditioned on
 * its industry and not the other one, follows the navigation to page 2 still personalized, and no
 * script of the content (or of a value) ever runs. Every image loads, and a 390 px wide phone
 * needs no sideways scrolling. Screenshots at 1280 and 390 px land in test-output/.
 */
// The page is the same bytes on either database: SQLite's run suffices (reader and personalization specs run both).
const describeOnSqlite = DRIVER === 'sqlite' ? describe : describe.skip;

describeOnSqlite('A personalized link in a browser', () => {
  let t: TestApp;
  let tenant: Tenant;
  let browser: Browser;
  let link: string;
  let logo: number;
  let otherLogo: number;
  let base: string;

  const post = async (path: string, body: object) => {
    const res = await t.http().post(path).set(tenant.auth).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  };

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    t = await TestApp.start();
    tenant = await t.tenant();
    const project = await createProject(t, tenant, 'Partner Letters');
    const cover = await upload(t, tenant, 'harbour.png', png(21, 1600, 640), 'image/png');
    logo = await upload(t, tenant, 'acme-logo.png', png(22, 480, 160), 'image/png');
    otherLogo = await upload(t, tenant, 'globex-logo.png', png(23, 480, 160), 'image/png');
    const chart = await upload(t, tenant, 'chart.png', png(24, 2200, 900), 'image/png');

    await post('/personalization/property', { key: 'first_name', name: 'First name', default: 'reader' });
    await post('/personalization/property', { key: 'company', name: 'Company' });
    await post('/personalization/property', { key: 'website', name: 'Website', type: 'url' });
    await post('/personalization/property', { key: 'logo', name: 'Logo', type: 'image' });
    const industry = await post('/personalization/category', { key: 'industry', name: 'Industry' });
    await post('/personalization/option', { category: industry.id, key: 'finance', label: 'Finance' });
    await post('/personalization/option', { category: industry.id, key: 'retail', label: 'Retail' });

    const doc = await createDocWithPages(t, tenant, project.id, 'Your Quarterly Letter', [
      {
        name: 'Welcome',
        identifier: 'welcome',
        content: {
          type: 'page',
          children: [
            { type: 'image', image: '{{logo}}', alt: 'Your logo' },
            heading('Hello {{first_name}}, welcome back'),
            paragraph('This letter was written for {{company|your team}}.'),
            paragraph(HOSTILE),
            paragraph(
              'The quarter opened quietly and closed with the busiest month of the year. Here is what changed, what it means for you, and what comes next.',
            ),
            image(chart, 'Orders by month'),
            {
              type: 'section',
              visible_if: { category: 'industry', options: ['finance'] },
              children: [heading('For finance teams', 2), paragraph('Settlement now clears in one day.')],
            },
            {
              type: 'section',
              visible_if: { category: 'industry', options: ['retail'] },
              children: [heading('For retail teams', 2), paragraph('Store pickup is live in every region.')],
            },
            { type: 'button', text: 'Visit {{company|your site}}', href: '{{website|https://example.com}}' },
          ],
        },
      },
      {
        name: 'Next steps',
        identifier: 'next-steps',
        content: {
          type: 'page',
          children: [
            heading('Next steps, {{first_name}}', 1),
            paragraph('Your account manager will call {{company}} this month.'),
            { type: 'image', image: '{{logo}}', alt: 'Your logo again' },
          ],
        },
      },
    ]);
    await t
      .http()
      .patch(`/v2/magazine/edition/${doc.id}`)
      .set(tenant.auth)
      .send({ screenshot: cover, options: { has_personalization: true, has_page_numbers: true } })
      .expect(200);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(tenant.auth).expect(200);
    const token = await post('/personalization/token', {
      edition: doc.id,
      name: 'Acme, Anna',
      values: {
        first_name: 'Anna',
        company: 'Acme <Corp> & Sons "Ltd"',
        website: 'https://acme.example/welcome',
        logo: String(logo),
      },
      options: { industry: ['finance'] },
    });
    await post('/personalization/token', {
      edition: doc.id,
      name: 'Globex, Gil',
      values: { first_name: 'Gil', logo: String(otherLogo) },
      options: { industry: ['retail'] },
    });
    // The link the API hands out (PUBLISH_URL/{project}/{doc}?t=...), read where this server reads it.
    link = (token._links.personalized.href as string).replace(PUBLISH_URL, `${t.url}/read`);
    base = `${t.url}/read/${tenant.workspace}/${project.identifier}/${doc.identifier}`;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  /** A page that records what should never happen: script errors, CSP refusals, requests for `pwned`. */
  async function watchedPage(width: number, height: number): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage({ viewport: { width, height } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) problems.push(message.text());
    });
    page.on('request', (request) => {
      if (/pwned/.test(request.url())) problems.push(`request: ${request.url()}`);
    });
    return { page, problems };
  }

  const text = (page: Page) => page.locator('main').innerText();

  it("shows the token's values, its logo and its section, runs nothing of the content, and keeps it on page 2", async () => {
    const { page, problems } = await watchedPage(1280, 900);
    await page.goto(link);
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${base}/?t=${new URL(link).searchParams.get('t')}`);

    expect(await page.locator('h1').first().innerText()).toBe('Hello Anna, welcome back');
    const main = await text(page);
    expect(main).toContain('This letter was written for Acme <Corp> & Sons "Ltd".');
    expect(main).toContain(HOSTILE);
    expect(main).toContain('For finance teams');
    expect(main).not.toContain('For retail teams');
    expect(main).not.toContain('Store pickup');
    const button = page.locator('a.button');
    expect(await button.innerText()).toBe('Visit Acme <Corp> & Sons "Ltd"');
    expect(await button.getAttribute('href')).toBe('https://acme.example/welcome');

    // Cover, the token's logo, the chart: each loaded, the logo being this token's own file.
    expect(await imagesLoaded(page)).toEqual([true, true, true]);
    const logoSrc = await page.locator('img[alt="Your logo"]').getAttribute('src');
    expect(logoSrc).toMatch(new RegExp(`^assets/${logo}-acme-logo\\.png\\?p=\\d+\\.[A-Za-z0-9_-]{22}$`));
    expect(await page.evaluate('document.querySelector(\'img[alt="Your logo"]\').naturalWidth')).toBe(480);
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    await page.screenshot({ path: join(OUTPUT, 'reader-personalized-1280.png'), fullPage: true });

    await page.locator('a[rel~="next"]').click();
    await page.waitForURL(/\/next-steps\/\?t=/);
    await page.waitForLoadState('load');
    expect(await page.locator('h1').innerText()).toBe('Next steps, Anna');
    expect(await text(page)).toContain('Your account manager will call Acme <Corp> & Sons "Ltd" this month.');
    expect(await imagesLoaded(page)).toEqual([true]);
    expect(await page.locator('.page-number').innerText()).toMatch(/2\s*\/\s*2/);
    await page.screenshot({ path: join(OUTPUT, 'reader-personalized-1280-page2.png'), fullPage: true });

    // Back to the first page through the masthead: still the token's copy.
    await page.locator('.masthead .doc-name').click();
    await page.waitForURL(/\?t=/);
    expect(await page.locator('h1').first().innerText()).toBe('Hello Anna, welcome back');
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('fits a 390 px wide phone screen without scrolling sideways', async () => {
    const { page, problems } = await watchedPage(390, 844);
    await page.goto(link);
    await page.waitForLoadState('load');
    expect(await imagesLoaded(page)).toEqual([true, true, true]);
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    const widths = (await page.evaluate(
      '[...document.images].map((img) => img.getBoundingClientRect().width)',
    )) as number[];
    for (const width of widths) expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(OUTPUT, 'reader-personalized-390.png'), fullPage: true });
    await page.locator('a[rel~="next"]').click();
    await page.waitForURL(/\/next-steps\/\?t=/);
    await page.waitForLoadState('load');
    expect(await imagesLoaded(page)).toEqual([true]);
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await page.screenshot({ path: join(OUTPUT, 'reader-personalized-390-page2.png'), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it("serves a token's image only with its page's proof: not to the plain reader, not to another token", async () => {
    const { page } = await watchedPage(1280, 900);
    // The plain doc: the first name's default, no logo, neither conditioned section.
    await page.goto(`${base}/`);
    expect(await page.locator('h1').first().innerText()).toBe('Hello reader, welcome back');
    expect(await text(page)).not.toContain('For finance teams');
    expect(await text(page)).not.toContain('For retail teams');
    expect(await page.locator('img[alt="Your logo"]').count()).toBe(0);
    await page.close();

    const asset = (id: number, name: string, query = '') =>
      t.http().get(`/read/${new URL(base).pathname.split('/').slice(2).join('/')}/assets/${id}-${name}${query}`);
    const personalized = await t
      .http()
      .get(`${new URL(base).pathname}/${new URL(link).search}`)
      .expect(200);
    const proof = /assets\/\d+-acme-logo\.png\?(p=[^"&]+)/.exec(personalized.text)![1];
    expect((await asset(logo, 'acme-logo.png', `?${proof}`)).status).toBe(200);
    // Without the proof, or with this token's proof on the other token's logo: the 404 of any unknown name.
    expect((await asset(logo, 'acme-logo.png')).status).toBe(404);
    expect((await asset(otherLogo, 'globex-logo.png')).status).toBe(404);
    expect((await asset(otherLogo, 'globex-logo.png', `?${proof}`)).status).toBe(404);
    expect(
      (await asset(logo, 'acme-logo.png', `?${proof.slice(0, -1)}${proof.endsWith('A') ? 'B' : 'A'}`)).status,
    ).toBe(404);
    // The key itself is nowhere in the page.
    expect(personalized.text).not.toContain(new URL(link).searchParams.get('t')!);
  });
});
