import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';

import { sha256 } from '../../src/common/hash.js';
import { MediaUrls, SIGNED_URL_BUCKET_SECONDS } from '../../src/media-library/media-urls.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { binary } from '../support/binary.js';
import { image, WEBM } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { expectProblem, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

const HOUR = SIGNED_URL_BUCKET_SECONDS * 1000;

/**
 * Signed media links (issue 29, item 7; docs/media-urls.md): what a doc or a page embeds loads in
 * a browser without a bearer, with the bytes, tags, ranges and headers of the bearer routes; an
 * altered or expired link is a 403 that changes nothing; a doc's ETag moves at most hourly.
 */
describe('Signed media links', () => {
  let t: TestApp;
  let a: Tenant;
  let urls: MediaUrls;
  let storageRoot: string;
  let wide: { id: number; data: Buffer };
  let docId: number;

  /** The path and query of a link under PUBLIC_URL, as the test server answers it. */
  const local = (href: string) => {
    expect(href.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
    return href.slice(PUBLIC_URL.length);
  };
  const fetchBytes = (path: string) => t.http().get(path).buffer(true).parse(binary);
  const readDoc = () => t.http().get(`/v2/magazine/edition/${docId}`).set(a.auth).expect(200);

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('A');
    urls = t.app.get(MediaUrls);
    storageRoot = localStorageRoot(t.config);
    const data = await sharp({
      create: { width: 3000, height: 600, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    wide = { id: await upload(t, a, 'cover.jpg', data, 'image/jpeg'), data };
    const project = await createProject(t, a, 'Covers');
    docId = (await createDocWithPages(t, a, project.id, 'Issue', [], { screenshot: wide.id })).id;
  }, 60_000);

  afterAll(async () => {
    urls.now = Date.now;
    await t?.stop();
  });

  it("gives a doc's cover as signed links a request without a bearer loads, with the bearer route's bytes, ETag, Range and 304", async () => {
    const { screenshot } = (await readDoc()).body._embedded;
    expect(screenshot.id).toBe(wide.id);
    for (const variant of ['original', 'desktop', 'full'] as const) {
      const href = screenshot._links[variant].href as string;
      expect(href).toMatch(
        new RegExp(
          `^${PUBLIC_URL}/media/${wide.id}/content\\?variant=${variant}&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`,
        ),
      );
      const signed = await fetchBytes(local(href));
      expect(signed.status).toBe(200);
      // Same bytes and tag as the bearer form, which still works for API clients.
      const bearer = await t
        .http()
        .get(`/image/${wide.id}/content?variant=${variant}`)
        .set(a.auth)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(sha256(signed.body as Buffer)).toBe(sha256(bearer.body as Buffer));
      expect(signed.headers.etag).toBe(bearer.headers.etag);
      expect(signed.headers['content-type']).toBe('image/jpeg');
      expect(signed.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(signed.headers['accept-ranges']).toBe('bytes');
      // Kept until the link expires (one to two hours), not revalidated every time.
      const expires = Number(new URL(href).searchParams.get('expires'));
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(signed.headers['cache-control'] as string)?.[1]);
      expect(maxAge).toBeGreaterThan(3500);
      expect(Math.abs(maxAge - (expires - Date.now() / 1000))).toBeLessThanOrEqual(2);
      expect(bearer.headers['cache-control']).toBe('private, no-cache');
      const width = (await sharp(signed.body as Buffer).metadata()).width;
      expect(width).toBe({ original: 3000, desktop: 1280, full: 2560 }[variant]);

      const part = await fetchBytes(local(href)).set('Range', 'bytes=2-11');
      expect(part.status).toBe(206);
      expect(part.body as Buffer).toEqual((signed.body as Buffer).subarray(2, 12));
      const again = await t.http().get(local(href)).set('If-None-Match', signed.headers.etag);
      expect(again.status).toBe(304);
    }
    expect(sha256((await fetchBytes(local(screenshot._links.original.href))).body as Buffer)).toBe(sha256(wide.data));
    // The bearer route without a bearer is still a 401.
    expectProblem(await t.http().get(`/image/${wide.id}/content`), 401);
  });

  it('keeps the links unprefixed and valid when the doc is read under /v2 or without it, and signs a list too', async () => {
    const v2 = (await t.http().get(`/v2/magazine/edition/${docId}`).set(a.auth).expect(200)).body._embedded.screenshot
      ._links.desktop.href as string;
    const bare = (await t.http().get(`/magazine/edition/${docId}`).set(a.auth).expect(200)).body._embedded.screenshot
      ._links.desktop.href as string;
    expect(v2).toBe(bare);
    const listed = (await t.http().get('/v2/magazine/edition').set(a.auth).expect(200)).body._embedded.edition.find(
      (d: { id: number }) => d.id === docId,
    );
    expect(listed._embedded.screenshot._links.desktop.href).toBe(v2);
    expect((await fetchBytes(local(v2))).status).toBe(200);
    // The signed route has no /v2 twin: it is operational, like /oauth.
    expectProblem(await t.http().get(`/v2${local(v2)}`), 404);
  });

  it('answers an altered, unsigned or expired link with a 403 problem that makes nothing', async () => {
    const href = local((await readDoc()).body._embedded.screenshot._links.full.href as string);
    const url = new URL(href, PUBLIC_URL);
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const other = await upload(
      t,
      a,
      'other.jpg',
      await sharp({ create: { width: 2700, height: 10, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    const tampered = [
      href.replace(`signature=${signature}`, `signature=${flipped}`),
      href.replace('variant=full', 'variant=desktop'),
      href.replace(`/media/${wide.id}/`, `/media/${other}/`),
      href.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      href.replace(`&signature=${signature}`, ''),
      href.replace(`signature=${signature}`, 'signature=short'),
      `/media/${wide.id}/content`,
    ];
    for (const path of tampered) {
      const res = await t.refusedWithoutChange(() => t.http().get(path), [storageRoot]);
      expectProblem(res, 403);
    }
    // Past its expiry (the server's clock moved on), the intact link is refused too.
    urls.now = () => expires * 1000 + 1;
    try {
      const res = await t.refusedWithoutChange(() => t.http().get(href), [storageRoot]);
      expectProblem(res, 403, /expired/);
    } finally {
      urls.now = Date.now;
    }
    // A bad variant is the bearer route's 400, an unknown id (correctly signed) its 404.
    expectProblem(await t.http().get(href.replace('variant=full', 'variant=huge')), 400);
    expectProblem(await t.http().get(local(urls.href(999_999, 'original'))), 404, 'Entity not found.');
  });

  it("keeps a doc's ETag within the hour and moves it in the next, each link valid for at least an hour", async () => {
    const start = (Math.floor(Date.now() / HOUR) + 1) * HOUR;
    urls.now = () => start + 5_000;
    try {
      const first = await readDoc();
      urls.now = () => start + HOUR - 5_000;
      const later = await readDoc();
      expect(later.headers.etag).toBe(first.headers.etag);
      // A conditional read within the hour is a 304.
      expect(
        (await t.http().get(`/v2/magazine/edition/${docId}`).set(a.auth).set('If-None-Match', first.headers.etag))
          .status,
      ).toBe(304);
      // A write's If-Match compares with the same representation.
      await t
        .http()
        .patch(`/v2/magazine/edition/${docId}`)
        .set(a.auth)
        .set('If-Match', first.headers.etag)
        .send({ is_starred: true })
        .expect(200);
      const changed = await readDoc();
      expect(changed.headers.etag).not.toBe(first.headers.etag);

      urls.now = () => start + HOUR + 5_000;
      const next = await readDoc();
      expect(next.headers.etag).not.toBe(changed.headers.etag);
      expect(next.body._embedded.screenshot._links.desktop.href).not.toBe(
        changed.body._embedded.screenshot._links.desktop.href,
      );
      // The link handed out in the first hour still loads in the second.
      expect((await fetchBytes(local(first.body._embedded.screenshot._links.desktop.href))).status).toBe(200);
    } finally {
      urls.now = Date.now;
    }
  });

  it("gives a page's images and videos as signed links in _embedded.media, once each, in document order", async () => {
    const svg = await upload(
      t,
      a,
      'logo.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="10"><rect width="40" height="10"/></svg>',
      ),
      'image/svg+xml',
    );
    const video = await upload(t, a, 'clip.webm', WEBM, 'video/webm');
    const content = {
      type: 'page',
      children: [
        image(svg),
        { type: 'section', children: [image(wide.id), { type: 'video', file: video }] },
        image(svg),
      ],
    };
    const created = await t
      .http()
      .post('/v2/magazine/page')
      .set(a.auth)
      .send({ edition: { id: docId }, name: 'Media', content })
      .expect(201);
    const read = await t.http().get(`/v2/magazine/page/${created.body.id}`).set(a.auth).expect(200);
    expect(read.headers.etag).toBe(created.headers.etag);
    const media = read.body._embedded.media as { id: number; kind: string; _links: Record<string, { href: string }> }[];
    expect(media.map((m) => [m.id, m.kind, Object.keys(m._links)])).toEqual([
      [svg, 'image', ['original', 'desktop', 'full']],
      [wide.id, 'image', ['original', 'desktop', 'full']],
      [video, 'video', ['original']],
    ]);
    const svgRes = await fetchBytes(local(media[0]._links.desktop.href));
    expect(svgRes.status).toBe(200);
    // An SVG keeps its sandbox and stays an attachment, as on the bearer route.
    expect(svgRes.headers['content-security-policy']).toBe('sandbox');
    expect(svgRes.headers['content-disposition']).toMatch(/^attachment;/);
    const videoRes = await fetchBytes(local(media[2]._links.original.href));
    expect(videoRes.status).toBe(200);
    expect((videoRes.body as Buffer).equals(WEBM)).toBe(true);
    // A collection carries no content, so no media.
    const list = await t.http().get('/v2/magazine/page').set(a.auth).expect(200);
    expect(
      list.body._embedded.page.find((p: { id: number }) => p.id === created.body.id)._embedded.media,
    ).toBeUndefined();
    // If-Match with the read's tag holds: the write compares the same representation.
    await t
      .http()
      .patch(`/v2/magazine/page/${created.body.id}`)
      .set(a.auth)
      .set('If-Match', read.headers.etag)
      .send({ name: 'Media 2' })
      .expect(200);
  });

  it('keeps the generated signing key in the database, so every instance on it shares it', async () => {
    const rows = (await t.dataSource.query("SELECT name, value FROM server_secret WHERE name = 'media_url'")) as {
      value: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0].value).toMatch(/^[0-9a-f]{64}$/);
    const again = new MediaUrls(t.dataSource, t.config);
    await again.onModuleInit();
    expect(again.href(wide.id, 'full')).toBe(urls.href(wide.id, 'full'));
  });
});
