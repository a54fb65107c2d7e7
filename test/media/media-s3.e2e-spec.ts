import { Readable } from 'node:stream';

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';

import { sha256 } from '../../src/common/hash.js';
import { S3Storage } from '../../src/storage/s3.storage.js';
import { binary } from '../support/binary.js';
import { multipartBody, openUpload, type Part, until } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { expectProblem, filesUnder, type Tenant, TestApp } from '../support/test-app.js';

const BUCKET = 'media-e2e';
const MiB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** A PNG padded to `size` bytes: large enough to go up as an S3 multipart upload. */
function bigPng(size: number): Buffer {
  const png = pngImage(16, 16, 7);
  const padding = Buffer.alloc(size - png.length);
  for (let i = 0; i < padding.length; i += 4096) padding[i] = i & 0xff;
  return Buffer.concat([png, padding]);
}

/**
 * The s3 driver against a real S3-compatible server (s3rver, in-process on a loopback port):
 * bytes land in the bucket, are served back with ranges, and a failed upload leaves no object.
 */
describe('Media Library on the s3 storage driver', () => {
  let server: S3TestServer;
  let s3: S3Client;
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    server = await startS3Server(BUCKET);
    ({ s3 } = server);
    const env = { ...server.env, UPLOAD_MAX_FILE_BYTES: String(8 * MiB) };
    t = await TestApp.start(env);
    a = await t.tenant();
  });
  afterAll(async () => {
    await t?.stop();
    await server?.stop();
  });

  const objects = async () => {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? [])
      .map((o) => ({ key: o.Key, size: o.Size }))
      .sort((x, y) => String(x.key).localeCompare(String(y.key)));
  };
  const upload = (parts: Part[]) => {
    const { body, contentType } = multipartBody(parts);
    return t.http().post('/topiary/file').set(a.auth).set('Content-Type', contentType).send(body);
  };
  const storageKey = async (id: number) =>
    (await t.dataSource.query('SELECT storage_key FROM media_file WHERE id = ?', [id]))[0].storage_key;

  it('streams files into the bucket, small ones and multipart ones alike, and serves them back', async () => {
    const large = bigPng(6 * MiB + 123);
    const res = await upload([
      { name: 'file', filename: 'doc.pdf', data: PDF },
      { name: 'file', filename: 'large.png', data: large },
    ]);
    expect(res.status).toBe(201);
    const [pdf, image] = res.body._embedded.file;
    expect(image).toMatchObject({ size: large.length, checksum: sha256(large), width: 16, height: 16 });

    const keys = await Promise.all([storageKey(pdf.id), storageKey(image.id)]);
    expect(await objects()).toEqual(
      [
        { key: keys[0], size: PDF.length },
        { key: keys[1], size: large.length },
      ].sort((x, y) => x.key.localeCompare(y.key)),
    );
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: keys[1] }));
    expect(
      sha256(
        Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()),
      ),
    ).toBe(sha256(large));

    const range = await t
      .http()
      .get(`/image/${image.id}/content`)
      .set(a.auth)
      .set('Range', `bytes=${large.length - 100}-`)
      .buffer(true)
      .parse(binary);
    expect(range.status).toBe(206);
    expect(Buffer.compare(range.body as Buffer, large.subarray(large.length - 100))).toBe(0);
    const whole = await t
      .http()
      .get(`/topiary/file/${pdf.id}/content`)
      .set(a.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(whole.body as Buffer, PDF)).toBe(0);

    await t.http().delete(`/image/${image.id}`).set(a.auth).expect(204);
    await t.http().delete(`/topiary/file/${pdf.id}`).set(a.auth).expect(204);
    expect(await objects()).toEqual([]);
  });

  it.each([
    [
      'a refused type after a stored file',
      () => [
        { name: 'file', filename: 'ok.pdf', data: PDF },
        { name: 'file', filename: 'bad.png', data: Buffer.from('MZ\x90\x00') },
      ],
      415,
    ],
    [
      'a file over the limit after a multipart part went up',
      () => [
        { name: 'file', filename: 'ok.pdf', data: PDF },
        { name: 'file', filename: 'huge.png', data: bigPng(9 * MiB) },
      ],
      413,
    ],
  ])('leaves no object behind for %s', async (_label, parts, status) => {
    await t.refusedWithoutChange(async () => {
      expectProblem(await upload(parts() as Part[]), status as number);
      expect(await objects()).toEqual([]);
    });
  });

  it('rejects a write whose body fails past the first part size, leaving no object', async () => {
    const storage = new S3Storage(s3, BUCKET);
    const body = Readable.from(
      (async function* () {
        for (let i = 0; i < 6; i++) yield Buffer.alloc(MiB, i);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.write('ws-9/broken', body)).rejects.toThrow();
    expect(await objects()).toEqual([]);
  });

  it('leaves no object and no row when the client disconnects while parts are going up', async () => {
    await t.refusedWithoutChange(async () => {
      const { body, contentType } = multipartBody([{ name: 'file', filename: 'cut.png', data: bigPng(7 * MiB) }]);
      const req = openUpload(t.url, a.auth, contentType, body.length);
      req.write(body.subarray(0, 6 * MiB));
      // s3rver keeps multipart parts under uploads/: the first part arrives before the body ends.
      const partStored = () => filesUnder(server.directory).some((path) => /uploads\/[^/]+\/1$/.test(path));
      await until(partStored, 'a multipart part on the S3 server');
      req.destroy();
      // The app's own answer to the abort: the server is still healthy and nothing was kept.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.http().get('/topiary').set(a.auth).expect(200);
      expect(await objects()).toEqual([]);
    });
  });

  it('stores an image variant as its own object beside the original, serves it with ranges, and deletes both', async () => {
    const wide = await sharp({
      create: { width: 1800, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const res = await upload([{ name: 'file', filename: 'wide.png', data: wide, contentType: 'image/png' }]);
    expect(res.status).toBe(201);
    const id = res.body._embedded.file[0].id;
    const key = await storageKey(id);
    const desktop = await t.http().get(`/image/${id}/content?variant=desktop`).set(a.auth).buffer(true).parse(binary);
    expect(desktop.status).toBe(200);
    expect((await sharp(desktop.body as Buffer).metadata()).width).toBe(1280);
    const keys = (await objects()).map((o) => o.key);
    expect(keys).toContain(key);
    expect(keys).toContain(`${key}-desktop`);
    const part = await t
      .http()
      .get(`/image/${id}/content?variant=desktop`)
      .set(a.auth)
      .set('Range', 'bytes=0-9')
      .buffer(true)
      .parse(binary);
    expect(part.status).toBe(206);
    expect(part.body as Buffer).toEqual((desktop.body as Buffer).subarray(0, 10));
    await t.http().delete(`/image/${id}`).set(a.auth).expect(204);
    const left = (await objects()).map((o) => o.key);
    expect(left).not.toContain(key);
    expect(left).not.toContain(`${key}-desktop`);
  });
});
