import { rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';

import { CoverRenderer } from '../../src/covers/cover-renderer.js';
import { CoversService } from '../../src/covers/covers.service.js';
import { MediaUrls } from '../../src/media-library/media-urls.js';
import { Metrics } from '../../src/observability/metrics.js';
import { heading, image, paragraph } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/** A picture with shapes and a gradient, as a photo would be: something to see on a cover. */
async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6b26b"/><stop offset="0.55" stop-color="#e06666"/><stop offset="1" stop-color="#674ea7"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.45}" r="${height * 0.18}" fill="#ffe599"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.25} ${height * 0.6} ${width * 0.5} ${height * 0.72} T ${width} ${height * 0.68} V ${height} H 0 Z" fill="#20124d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The path and query of an absolute link (the test app listens elsewhere). */
const local = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

/**
 * CONTRACT 14, "Every doc has a cover": a doc without a screenshot gets `_embedded.screenshot`
 * with signed links to a 1200x630 PNG of its first visible page, drawn without a browser, kept,
 * drawn again when the page changes (once per burst of changes), a plain card when the page
 * cannot be drawn; a forged or expired link is a 404.
 */
describe('Covers: a generated cover for every doc without a screenshot', () => {
  let t: TestApp;
  let a: Tenant;
  let project: { id: number; identifier: string };
  let picture: number;
  let pictured: { id: number; identifier: string };

  const doc = async (id: number) => (await t.http().get(`/v2/magazine/edition/${id}`).set(a.auth).expect(200)).body;
  const coverRow = async (id: number) =>
    (await t.dataSource.query('SELECT kind, render_ms, content_hash FROM edition_cover WHERE edition_id = ?', [id]))[0];
  const coverCount = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM edition_cover'))[0].n);
  /** The doc's cover by the link its resource gives: 200, a 1200x630 PNG. */
  const loadCover = async (id: number, variant: 'original' | 'desktop' | 'full' = 'original') => {
    const resource = await doc(id);
    const res = await t.http().get(local(resource._embedded.screenshot._links[variant].href)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // An `<img>` on another origin (a client app, a partner's page) may embed it.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    return { bytes: res.body as Buffer, etag: res.headers.etag as string };
  };
  const setContent = (pageId: number, children: unknown[]) =>
    t
      .http()
      .patch(`/v2/magazine/page/${pageId}`)
      .set(a.auth)
      .send({ content: { type: 'page', children } })
      .expect(200);
  /** The doc's first page, by the link its resource gives to its pages. */
  const firstPageId = async (docId: number) => {
    const pages = local((await doc(docId))._embedded.pages._links.self.href);
    return (await t.http().get(pages).set(a.auth).expect(200)).body._embedded.page[0].id as number;
  };

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant();
    project = await createProject(t, a, 'Field Notes');
    picture = await upload(t, a, 'dusk.jpg', await photo(1600, 900), 'image/jpeg');
    pictured = await createDocWithPages(t, a, project.id, 'Summer 2027', [
      {
        name: 'Opening',
        identifier: 'opening',
        content: {
          type: 'page',
          children: [
            heading('A summer by the sea'),
            paragraph(
              'Twelve stories from the coast: the harbour at dawn, the long evenings, and the people who keep the lights on when the season ends.',
            ),
            image(picture, 'Dusk over the bay'),
            paragraph('Below the picture: never on the cover.'),
          ],
        },
      },
      { name: 'Second', identifier: 'second', content: { type: 'page', children: [paragraph('Later')] } },
    ]);
    await mkdir('test-output', { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  it('gives a doc without screenshot `_embedded.screenshot` {id: null, generated: true} and no top-level screenshot', async () => {
    const resource = await doc(pictured.id);
    expect('screenshot' in resource).toBe(false);
    expect(resource._embedded.screenshot.id).toBeNull();
    expect(resource._embedded.screenshot.generated).toBe(true);
    for (const variant of ['original', 'desktop', 'full'])
      expect(resource._embedded.screenshot._links[variant].href).toMatch(
        new RegExp(
          `^https://api\\.test\\.example/v2/magazine/edition/${pictured.id}/cover\\?variant=${variant}&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`,
        ),
      );
    const list = await t.http().get(`/v2/magazine/edition?title=${project.id}`).set(a.auth).expect(200);
    const listed = list.body._embedded.edition.find((e: { id: number }) => e.id === pictured.id);
    expect(listed._embedded.screenshot).toEqual(resource._embedded.screenshot);
  });

  it('serves each link as a 1200x630 PNG of the first page, drawn once and then kept', async () => {
    const renderer = t.app.get(CoverRenderer);
    const before = renderer.rendered;
    const started = performance.now();
    const first = await loadCover(pictured.id);
    const coldMs = performance.now() - started;
    await writeFile(join('test-output', 'cover-page.png'), first.bytes);
    const row = await coverRow(pictured.id);
    expect(row.kind).toBe('page');
    // The photo is in it, below the text (warm sky, not the page's off-white).
    const [r, g, b] = await sharp(first.bytes).extract({ left: 300, top: 420, width: 1, height: 1 }).raw().toBuffer();
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(150);
    expect(r - g).toBeGreaterThan(40);
    for (const variant of ['desktop', 'full'] as const)
      expect((await loadCover(pictured.id, variant)).etag).toBe(first.etag);
    expect(renderer.rendered).toBe(before + 1);
    const warm = performance.now();
    await loadCover(pictured.id);
    console.log(
      `cover: drawn in ${row.render_ms} ms (worker), first request ${Math.round(coldMs)} ms, kept ${Math.round(performance.now() - warm)} ms, ${first.bytes.length} bytes`,
    );
    // A conditional read with its tag: 304, nothing drawn.
    const link = local((await doc(pictured.id))._embedded.screenshot._links.original.href);
    await t.http().get(link).set('If-None-Match', first.etag).expect(304);
    expect(renderer.rendered).toBe(before + 1);
  });

  it('draws a cover once for concurrent first requests (one drawing per doc at a time)', async () => {
    const renderer = t.app.get(CoverRenderer);
    const created = await createDocWithPages(t, a, project.id, 'Popular', [
      {
        name: 'P',
        content: { type: 'page', children: [heading('Everyone at once'), paragraph('Six readers, one drawing.')] },
      },
    ]);
    const link = local((await doc(created.id))._embedded.screenshot._links.original.href);
    const before = renderer.rendered;
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.http().get(link).buffer(true)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
    expect(renderer.rendered).toBe(before + 1);
  });

  it('answers a forged, altered, expired or borrowed link with a 404 and draws nothing', async () => {
    const rows = await coverCount();
    const renderer = t.app.get(CoverRenderer);
    const before = renderer.rendered;
    const href = local((await doc(pictured.id))._embedded.screenshot._links.original.href);
    const url = new URL(href, 'https://x');
    const forged = new URL(url);
    forged.searchParams.set('signature', 'A'.repeat(43));
    expectProblem(await t.http().get(`${forged.pathname}${forged.search}`), 404);
    const otherVariant = new URL(url);
    otherVariant.searchParams.set('variant', 'full');
    expectProblem(await t.http().get(`${otherVariant.pathname}${otherVariant.search}`), 404);
    expectProblem(await t.http().get(url.pathname), 404);
    // A link signed for this doc does not open another doc.
    const other = await createDocWithPages(t, a, project.id, 'Other', []);
    expectProblem(await t.http().get(href.replace(`/edition/${pictured.id}/`, `/edition/${other.id}/`)), 404);
    // Expired: the same link, two hours later.
    const urls = t.app.get(MediaUrls);
    const realNow = urls.now;
    urls.now = () => realNow() + 3 * 3600_000;
    try {
      expectProblem(await t.http().get(href), 404);
    } finally {
      urls.now = realNow;
    }
    expectProblem(await t.http().get(`${url.pathname}?variant=huge&expires=1&signature=${'A'.repeat(43)}`), 400);
    expect(renderer.rendered).toBe(before);
    expect(await coverCount()).toBe(rows);
  });

  it('leaves a set screenshot as it was', async () => {
    const shot = await createDocWithPages(t, a, project.id, 'Shot', [
      { name: 'P', content: { type: 'page', children: [paragraph('x')] } },
    ]);
    await t.http().patch(`/v2/magazine/edition/${shot.id}`).set(a.auth).send({ screenshot: picture }).expect(200);
    const resource = await doc(shot.id);
    expect('screenshot' in resource).toBe(false);
    expect(resource._embedded.screenshot.id).toBe(picture);
    expect('generated' in resource._embedded.screenshot).toBe(false);
    expect(resource._embedded.screenshot._links.original.href).toContain(`/media/${picture}/content?variant=original`);
  });

  it('draws the cover again after the first page changes', async () => {
    const covers = t.app.get(CoversService);
    covers.intervalMs = 0;
    const created = await createDocWithPages(t, a, project.id, 'Changing', [
      { name: 'P', content: { type: 'page', children: [heading('Before'), paragraph('The first text')] } },
    ]);
    const before = await loadCover(created.id);
    await setContent(await firstPageId(created.id), [heading('After'), paragraph('The second text')]);
    const after = await loadCover(created.id);
    expect(after.etag).not.toBe(before.etag);
    expect(after.bytes.equals(before.bytes)).toBe(false);
    // A change of the doc's name (on the cover's masthead) makes it again too.
    await t.http().patch(`/v2/magazine/edition/${created.id}`).set(a.auth).send({ name: 'Renamed' }).expect(200);
    expect((await loadCover(created.id)).etag).not.toBe(after.etag);
  });

  it('draws each cover at most once per burst of changes, then once more for the last change', async () => {
    const covers = t.app.get(CoversService);
    const renderer = t.app.get(CoverRenderer);
    covers.intervalMs = 3_000;
    const created = await createDocWithPages(t, a, project.id, 'Busy', [
      { name: 'P', content: { type: 'page', children: [paragraph('Version 0')] } },
    ]);
    const pageId = await firstPageId(created.id);
    const start = renderer.rendered;
    const first = await loadCover(created.id);
    expect(renderer.rendered).toBe(start + 1);
    // Eight changes, each followed by a read of the cover, within the window.
    const burst = Date.now();
    for (let n = 1; n <= 8; n++) {
      await setContent(pageId, [paragraph(`Version ${n}`)]);
      expect((await loadCover(created.id)).etag).toBe(first.etag);
    }
    expect(Date.now() - burst).toBeLessThan(3_000);
    expect(renderer.rendered).toBe(start + 1);
    // The window ends: one render, of the last version, and no other.
    let last = first;
    for (const until = Date.now() + 10_000; Date.now() < until && last.etag === first.etag;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      last = await loadCover(created.id);
    }
    expect(last.etag).not.toBe(first.etag);
    expect(renderer.rendered).toBe(start + 2);
    await loadCover(created.id);
    expect(renderer.rendered).toBe(start + 2);
    covers.intervalMs = 0;
  }, 30_000);

  it('draws the plain card for a doc with no page, a broken image and a 30,000-node page', async () => {
    t.app.get(CoversService).intervalMs = 0;
    const empty = await createDocWithPages(t, a, project.id, 'Nothing Here Yet', []);
    const noPage = await loadCover(empty.id);
    await writeFile(join('test-output', 'cover-card.png'), noPage.bytes);
    expect((await coverRow(empty.id)).kind).toBe('no-page');

    const broken = await upload(t, a, 'broken.jpg', await photo(640, 360), 'image/jpeg');
    const [{ storage_key: key }] = await t.dataSource.query('SELECT storage_key FROM media_file WHERE id = ?', [
      broken,
    ]);
    rmSync(join(t.config.DATA_DIR, 'media', key), { force: true });
    const withBroken = await createDocWithPages(t, a, project.id, 'Broken Picture', [
      { name: 'P', content: { type: 'page', children: [heading('Look'), image(broken)] } },
    ]);
    await loadCover(withBroken.id);
    expect((await coverRow(withBroken.id)).kind).toBe('broken-image');

    const huge = await createDocWithPages(t, a, project.id, 'Huge', [
      {
        name: 'P',
        content: { type: 'page', children: Array.from({ length: 30_000 }, () => paragraph('x')) },
      },
    ]);
    const started = performance.now();
    await loadCover(huge.id);
    expect((await coverRow(huge.id)).kind).toBe('too-large');
    console.log(`30,000-node page: its card in ${Math.round(performance.now() - started)} ms`);
    // Operators see what was drawn (docs/observability.md).
    const drawn = (await t.app.get(Metrics).registry.getSingleMetric('cover_draw_seconds')!.get()).values as {
      metricName?: string;
      labels: Record<string, string | number>;
      value: number;
    }[];
    const count = (kind: string) =>
      drawn.find((v) => v.metricName === 'cover_draw_seconds_count' && v.labels.kind === kind)?.value ?? 0;
    for (const kind of ['page', 'no-page', 'broken-image', 'too-large']) expect(count(kind)).toBeGreaterThan(0);
  }, 60_000);

  it("puts the cover's signed link in the reader's og:image; the link loads", async () => {
    await t.http().post(`/v2/magazine/edition/${pictured.id}/publish`).set(a.auth).expect(200);
    const resource = await doc(pictured.id);
    const page = await t
      .http()
      .get(`/read${local(resource._links.published.href)}`)
      .expect(200);
    const og = /<meta property="og:image" content="([^"]+)">/.exec(page.text);
    expect(og?.[1]).toMatch(
      new RegExp(`^https://api\\.test\\.example/v2/magazine/edition/${pictured.id}/cover\\?variant=original&`),
    );
    const res = await t
      .http()
      .get(local(og![1].replace(/&amp;/g, '&')))
      .buffer(true);
    expect(res.status).toBe(200);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(1200);
    expect(page.text).toContain('<meta property="og:title" content="Summer 2027">');
  });

  it("shows the cover on the project's index, under the doc's own assets/ (same origin as the page)", async () => {
    // Published already (the test above); a second published doc, with a screenshot, keeps the index an index.
    const shot = await createDocWithPages(t, a, project.id, 'With Screenshot', [
      { name: 'P', content: { type: 'page', children: [paragraph('x')] } },
    ]);
    await t.http().patch(`/v2/magazine/edition/${shot.id}`).set(a.auth).send({ screenshot: picture }).expect(200);
    await t.http().post(`/v2/magazine/edition/${shot.id}/publish`).set(a.auth).expect(200);
    const index = await t.http().get(`/read/${a.workspace}/${project.identifier}/`).expect(200);
    expect(index.text).toContain(`<img src="${pictured.identifier}/assets/cover.png" alt="" width="1200" height="630"`);
    const cover = await t
      .http()
      .get(`/read/${a.workspace}/${project.identifier}/${pictured.identifier}/assets/cover.png`)
      .buffer(true);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.headers['cache-control']).toBe('public, max-age=60');
    expect((await sharp(cover.body as Buffer).metadata()).width).toBe(1200);
    await t
      .http()
      .get(`/read/${a.workspace}/${project.identifier}/${pictured.identifier}/assets/cover.png`)
      .set('If-None-Match', cover.headers.etag)
      .expect(304);
    // Not for a doc with a screenshot (its screenshot is its cover), nor a draft, nor with a variant.
    const read = (doc: string, query = '') =>
      t.http().get(`/read/${a.workspace}/${project.identifier}/${doc}/assets/cover.png${query}`);
    expect((await read(shot.identifier)).status).toBe(404);
    const draft = await createDocWithPages(t, a, project.id, 'Draft', [
      { name: 'P', content: { type: 'page', children: [paragraph('x')] } },
    ]);
    expect((await read(draft.identifier)).status).toBe(404);
    expect((await read(pictured.identifier, '?variant=full')).status).toBe(404);
  });
});
