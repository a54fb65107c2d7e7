import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';

import { imagesLoaded, launchBrowser } from '../support/browser.js';
import { heading, image, paragraph } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { DRIVER, type Tenant, TestApp } from '../support/test-app.js';

/** Screenshots go here, for a person to look at (gitignored). */
const OUTPUT = join(process.cwd(), 'test-output');
/** The API's public name and a client app's page on another origin (Chromium's host resolver rules). */
const API_HOST = 'api.example';
const APP_HOST = 'client-app.example';

// The picture and its headers are the same on either database: SQLite's run suffices
// (covers.e2e-spec.ts runs both).
const describeOnSqlite = DRIVER === 'sqlite' ? describe : describe.skip;

/**
 * A client app shows every doc by `_embedded.screenshot._links` in an `<img>`: in a real browser
 * (headless Chromium), on another origin, a doc without a screenshot shows its generated cover
 * (the page's, and the plain card for a doc with no page), without a bearer. Screenshot in
 * test-output/covers-client-app.png.
 */
describeOnSqlite('Covers in a browser: a client app on another origin shows every doc', () => {
  let t: TestApp;
  let tenant: Tenant;
  let browser: Browser;
  let app: Server;
  let appPage = '';

  beforeAll(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    t = await TestApp.start({ PUBLIC_URL: `http://${API_HOST}` });
    tenant = await t.tenant('Northwind');
    const project = await createProject(t, tenant, 'Northwind Journal');
    const sky = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#3d85c6' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><circle cx="1150" cy="330" r="150" fill="#ffd966"/><path d="M0 650 Q 400 520 800 640 T 1600 600 V 900 H 0 Z" fill="#274e13"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const picture = await upload(t, tenant, 'valley.jpg', sky, 'image/jpeg');
    const docs = [
      await createDocWithPages(t, tenant, project.id, 'Spring in the Valley', [
        {
          name: 'Opening',
          content: {
            type: 'page',
            children: [
              heading('Spring in the valley'),
              paragraph('Blossom weeks, bees and the first market of the year, told by the people of the valley.'),
              image(picture, 'The valley in April'),
            ],
          },
        },
      ]),
      await createDocWithPages(t, tenant, project.id, 'Letters from the Editor', [
        {
          name: 'Letters',
          content: {
            type: 'page',
            children: [
              heading('Letters from the editor'),
              paragraph('Every month, a short letter on what we read, what we saw and what comes next.'),
              paragraph('This issue: the long winter, the new printing press, and thanks to our readers.'),
            ],
          },
        },
      ]),
      await createDocWithPages(t, tenant, project.id, 'Autumn Issue (coming soon)', []),
    ];
    const tiles: string[] = [];
    for (const doc of docs) {
      const res = await t.http().get(`/v2/magazine/edition/${doc.id}`).set(tenant.auth).expect(200);
      const src = res.body._embedded.screenshot._links.desktop.href as string;
      tiles.push(
        `<figure><img src="${src.replace(/&/g, '&amp;')}" alt=""><figcaption>${res.body.name}</figcaption></figure>`,
      );
    }
    appPage = [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client app</title>',
      '<style>body{font:16px system-ui;margin:24px;background:#eee}main{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}',
      'figure{margin:0;background:#fff;padding:8px;border-radius:8px}img{width:100%;display:block;border-radius:4px}</style></head>',
      `<body><main>${tiles.join('')}</main></body></html>`,
    ].join('');
    app = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(appPage);
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    browser = await launchBrowser({
      hostResolverRules: [
        `MAP ${API_HOST} 127.0.0.1:${new URL(t.url).port}`,
        `MAP ${APP_HOST} 127.0.0.1:${(app.address() as AddressInfo).port}`,
      ].join(', '),
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => app?.close(resolve));
    await t?.stop();
  });

  it("loads each doc's cover link in an <img> on another origin, 1200x630, without a bearer", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 400 } });
    const response = await page.goto(`http://${APP_HOST}/`);
    expect(response?.status()).toBe(200);
    const loaded = await imagesLoaded(page);
    expect(loaded).toEqual([true, true, true]);
    expect(await page.evaluate('[...document.images].map((img) => [img.naturalWidth, img.naturalHeight])')).toEqual([
      [1200, 630],
      [1200, 630],
      [1200, 630],
    ]);
    await page.screenshot({ path: join(OUTPUT, 'covers-client-app.png'), fullPage: true });
    await page.close();
  }, 60_000);
});
