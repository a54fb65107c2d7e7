import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { localStorageRoot } from '../src/media-library/storage/storage.provider.js';
import { binary } from './support/binary.js';
import { multipartBody } from './support/multipart.js';
import { expectProblem, filesUnder, type Tenant, TestApp } from './support/test-app.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

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
    const notModified = await t.http().get(`/image/${file.id}/content?variant=desktop`).set(a.auth).set('If-None-Match', etag);
    expect(notModified.status).toBe(304);
    const part = await content(a, `/image/${file.id}/content?variant=desktop`).set('Range', 'bytes=10-19');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${(whole.body as Buffer).length}`);
    expect(part.body as Buffer).toEqual((whole.body as Buffer).subarray(10, 20));
    const outside = await t.http().get(`/image/${file.id}/content?variant=desktop`).set(a.auth).set('Range', `bytes=${(whole.body as Buffer).length + 5}-`);
    expectProblem(outside, 416);
  });

  it('never upscales, keeps SVG as the original, and serves an undecodable image as the original', async () => {
    const small = await upload(a, 'small.webp', await picture(300, 200, 'webp'), 'image/webp');
    const res = await content(a, `/image/${small.id}/content?variant=full`);
    expect(res.status).toBe(200);
    expect(sha256(res.body as Buffer)).toBe(small.checksum);

    const svg = await upload(a, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="10"><rect width="4000" height="10"/></svg>'), 'image/svg+xml');
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
      const res = await t.refusedWithoutChange(() => t.http().get(`/image/${file.id}/content?${query}`).set(a.auth), [storageRoot]);
      expectProblem(res, 400);
    }
    const res = await t.refusedWithoutChange(() => t.http().get(`/image/${foreign.id}/content?variant=desktop`).set(a.auth), [storageRoot]);
    expectProblem(res, 404, 'Entity not found.');
  });

  it('makes one intact variant under concurrent first requests, and deletes it with the original', async () => {
    const file = await upload(a, 'race.jpg', await picture(2600, 400, 'jpeg'), 'image/jpeg');
    const before = filesUnder(storageRoot);
    const answers = await Promise.all(Array.from({ length: 6 }, () => content(a, `/image/${file.id}/content?variant=full`)));
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
});
