import { crc32 } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';

import { sha256 } from '../../src/common/hash.js';
import { MAX_ANIMATION_FRAMES } from '../../src/media-library/image-variants.js';
import { ImageVariantsService, RESIZES_PER_PROCESS } from '../../src/media-library/image-variants.service.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { binary } from '../support/binary.js';
import { multipartBody } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { expectProblem, filesUnder, type Tenant, TestApp } from '../support/test-app.js';

/** A real picture of the given size, in the given format. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

describe('Image variants', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let storageRoot: string;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
  });
  afterAll(async () => {
    await t.stop();
  });

  const upload = async (tenant: Tenant, filename: string, data: Buffer, contentType: string) => {
    const { body, contentType: type } = multipartBody([{ name: 'file', filename, data, contentType }]);
    const res = await t.http().post('/topiary/file').set(tenant.auth).set('Content-Type', type).send(body);
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body._embedded.file[0] as { id: number; checksum: string; size: number };
  };
  const content = (tenant: Tenant, path: string) => t.http().get(path).set(tenant.auth).buffer(true).parse(binary);

  it('serves desktop at most 1280 px and full at most 2560 px wide, same format, made once and stored beside the original', async () => {
    const original = await picture(3000, 600, 'jpeg');
    const file = await upload(a, 'wide.jpg', original, 'image/jpeg');
    const before = filesUnder(storageRoot);

    const desktop = await content(a, `/image/${file.id}/content?variant=desktop`);
    expect(desktop.status).toBe(200);
    expect(desktop.headers['content-type']).toBe('image/jpeg');
    const desktopMeta = await sharp(desktop.body as Buffer).metadata();
    expect([desktopMeta.format, desktopMeta.width, desktopMeta.height]).toEqual(['jpeg', 1280, 256]);
    expect(Number(desktop.headers['content-length'])).toBe((desktop.body as Buffer).length);
    expect(desktop.headers.etag).not.toBe(`"${file.checksum}"`);

    const full = await content(a, `/image/${file.id}/content?variant=full`);
    const fullMeta = await sharp(full.body as Buffer).metadata();
    expect([fullMeta.format, fullMeta.width]).toEqual(['jpeg', 2560]);
    expect(full.headers.etag).not.toBe(desktop.headers.etag);

    // Stored: two new keys beside the original, and a second request reads them, not a new resize.
    const after = filesUnder(storageRoot);
    expect(after.filter((f) => !before.includes(f))).toHaveLength(2);
    const again = await content(a, `/image/${file.id}/content?variant=desktop`);
    expect(sha256(again.body as Buffer)).toBe(sha256(desktop.body as Buffer));
    expect(again.headers.etag).toBe(desktop.headers.etag);
    expect(filesUnder(storageRoot)).toEqual(after);

    // The original, by name or by default, is the stored file.
    for (const query of ['', '?variant=original']) {
      const res = await content(a, `/image/${file.id}/content${query}`);
      expect(sha256(res.body as Buffer)).toBe(file.checksum);
      expect(res.headers.etag).toBe(`"${file.checksum}"`);
    }
    // The same through /topiary/file and /v2.
    const viaFile = await content(a, `/topiary/file/${file.id}/content?variant=desktop`);
    expect(sha256(viaFile.body as Buffer)).toBe(sha256(desktop.body as Buffer));
  });

  it('supports If-None-Match and Range on a variant', async () => {
    const file = await upload(a, 'range.png', await picture(2000, 100, 'png'), 'image/png');
    const whole = await content(a, `/image/${file.id}/content?variant=desktop`);
    const etag = whole.headers.etag;
    const notModified = await t
      .http()
      .get(`/image/${file.id}/content?variant=desktop`)
      .set(a.auth)
      .set('If-None-Match', etag);
    expect(notModified.status).toBe(304);
    const part = await content(a, `/image/${file.id}/content?variant=desktop`).set('Range', 'bytes=10-19');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${(whole.body as Buffer).length}`);
    expect(part.body as Buffer).toEqual((whole.body as Buffer).subarray(10, 20));
    const outside = await t
      .http()
      .get(`/image/${file.id}/content?variant=desktop`)
      .set(a.auth)
      .set('Range', `bytes=${(whole.body as Buffer).length + 5}-`);
    expectProblem(outside, 416);
  });

  it('never upscales, keeps SVG as the original, and serves an undecodable image as the original', async () => {
    const small = await upload(a, 'small.webp', await picture(300, 200, 'webp'), 'image/webp');
    const res = await content(a, `/image/${small.id}/content?variant=full`);
    expect(res.status).toBe(200);
    expect(sha256(res.body as Buffer)).toBe(small.checksum);

    const svg = await upload(
      a,
      'logo.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="10"><rect width="4000" height="10"/></svg>',
      ),
      'image/svg+xml',
    );
    const svgRes = await content(a, `/image/${svg.id}/content?variant=desktop`);
    expect(sha256(svgRes.body as Buffer)).toBe(svg.checksum);
    expect(svgRes.headers['content-security-policy']).toBe('sandbox');

    // A PNG header that claims 5000 px, then garbage: the sniffer accepts it, the decoder cannot.
    const header = (await picture(5000, 10, 'png')).subarray(0, 33);
    const broken = await upload(a, 'broken.png', Buffer.concat([header, Buffer.alloc(200, 7)]), 'image/png');
    const before = filesUnder(storageRoot);
    const brokenRes = await content(a, `/image/${broken.id}/content?variant=desktop`);
    expect(brokenRes.status).toBe(200);
    expect(sha256(brokenRes.body as Buffer)).toBe(broken.checksum);
    expect(filesUnder(storageRoot)).toEqual(before);
  });

  it('answers a variant outside the list with a 400 problem, and a foreign image with a 404, changing nothing', async () => {
    const file = await upload(a, 'x.png', await picture(1500, 10, 'png'), 'image/png');
    const foreign = await upload(b, 'y.png', await picture(1500, 10, 'png'), 'image/png');
    for (const query of ['variant=thumbnail', 'variant=', 'variant[]=desktop', 'variant=DESKTOP']) {
      const res = await t.refusedWithoutChange(
        () => t.http().get(`/image/${file.id}/content?${query}`).set(a.auth),
        [storageRoot],
      );
      expectProblem(res, 400);
    }
    const res = await t.refusedWithoutChange(
      () => t.http().get(`/image/${foreign.id}/content?variant=desktop`).set(a.auth),
      [storageRoot],
    );
    expectProblem(res, 404, 'Entity not found.');
  });

  it('makes one intact variant under concurrent first requests, and deletes it with the original', async () => {
    const file = await upload(a, 'race.jpg', await picture(2600, 400, 'jpeg'), 'image/jpeg');
    const before = filesUnder(storageRoot);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => content(a, `/image/${file.id}/content?variant=full`)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const hashes = new Set(answers.map((r) => sha256(r.body as Buffer)));
    expect(hashes.size).toBe(1);
    expect((await sharp(answers[0].body as Buffer).metadata()).width).toBe(2560);
    const made = filesUnder(storageRoot).filter((f) => !before.includes(f));
    expect(made).toHaveLength(1);
    expect(made[0].endsWith('.part')).toBe(false);

    await t.http().delete(`/image/${file.id}`).set(a.auth).expect(204);
    const left = filesUnder(storageRoot);
    expect(left.some((f) => f.includes(made[0]))).toBe(false);
    expect(left.length).toBe(before.length - 1);
  });

  /** A PNG whose header claims `width` x `height` (its one pixel of data aside): what the upload reads the size from. */
  const claimedPng = (width: number, height: number) => {
    const png = pngImage(1, 1);
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  };

  it('refuses an image above 40 megapixels at upload with a 422, storing nothing', async () => {
    const big = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#345' } })
      .jpeg({ quality: 30 })
      .toBuffer();
    for (const [name, data, type] of [
      ['huge.png', claimedPng(20_000, 20_000), 'image/png'],
      ['big.jpg', big, 'image/jpeg'],
    ] as const) {
      const { body, contentType } = multipartBody([{ name: 'file', filename: name, data, contentType: type }]);
      const res = await t.refusedWithoutChange(
        () => t.http().post('/topiary/file').set(a.auth).set('Content-Type', contentType).send(body),
        [storageRoot],
      );
      expectProblem(res, 422);
      expect(Object.keys(res.body.validation_messages.file)).toEqual(['maxPixels']);
    }
    // 40 MP itself is taken; an SVG's stated size is not pixels and does not count.
    await upload(a, 'edge.png', claimedPng(8000, 5000), 'image/png');
    await upload(
      a,
      'vast.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000"></svg>'),
      'image/svg+xml',
    );
  }, 30_000);

  it('queues concurrent resizes: one at a time per credential, at most the process width in all', async () => {
    const gate = t.app.get(ImageVariantsService).gate;
    const c = await t.tenant('Workspace C');
    const tenants = [a, b, c];
    const files = new Map<Tenant, { id: number }[]>();
    for (const tenant of tenants) {
      const list = [];
      for (let n = 0; n < 3; n++)
        list.push(
          await upload(
            tenant,
            `q${n}.jpg`,
            await sharp({
              create: { width: 3200 + n, height: 2400, channels: 3, background: { r: 30 * n, g: 90, b: 10 } },
            })
              .jpeg()
              .toBuffer(),
            'image/jpeg',
          ),
        );
      files.set(tenant, list);
    }
    // One credential's burst: never two of its resizes at once, the rest waiting.
    gate.resetPeak();
    let queuedSeen = 0;
    const sampler = setInterval(() => (queuedSeen = Math.max(queuedSeen, gate.stats.queued)), 2);
    try {
      const burst = await Promise.all(
        files.get(a)!.map((file) => content(a, `/image/${file.id}/content?variant=desktop`)),
      );
      expect(burst.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(gate.stats.peak).toBe(1);
      expect(queuedSeen).toBeGreaterThanOrEqual(1);

      // Three credentials at once: each runs one, the process at most RESIZES_PER_PROCESS.
      gate.resetPeak();
      queuedSeen = 0;
      const all = await Promise.all(
        tenants.flatMap((tenant) =>
          files.get(tenant)!.map((file) => content(tenant, `/image/${file.id}/content?variant=full`)),
        ),
      );
      expect(all.every((r) => r.status === 200)).toBe(true);
      expect(gate.stats.peak).toBeLessThanOrEqual(RESIZES_PER_PROCESS);
      expect(queuedSeen).toBeGreaterThanOrEqual(3);
      expect(gate.stats).toEqual({ running: 0, queued: 0, peak: gate.stats.peak });
    } finally {
      clearInterval(sampler);
    }
  }, 60_000);

  it(`keeps at most ${MAX_ANIMATION_FRAMES} frames of an animation in its variants`, async () => {
    const frames = MAX_ANIMATION_FRAMES + 5;
    // Each frame its own colour: an encoder merges identical frames.
    const frameBytes = 1400 * 4 * 3;
    const strip = Buffer.alloc(frameBytes * frames);
    for (let n = 0; n < frames; n++)
      strip.fill(Buffer.from([n * 2, 255 - n * 2, (n * 37) & 0xff]), n * frameBytes, (n + 1) * frameBytes);
    const gif = await sharp(strip, { raw: { width: 1400, height: 4 * frames, channels: 3, pageHeight: 4 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(frames);
    const file = await upload(a, 'long.gif', gif, 'image/gif');
    const res = await content(a, `/image/${file.id}/content?variant=desktop`);
    expect(res.status).toBe(200);
    const meta = await sharp(res.body as Buffer, { animated: true }).metadata();
    expect([meta.format, meta.width, meta.pages]).toEqual(['gif', 1280, MAX_ANIMATION_FRAMES]);
  }, 30_000);
});
