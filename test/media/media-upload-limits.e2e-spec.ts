import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { multipartBody, openUpload, type Part, until } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { expectProblem, filesUnder, type Tenant, TestApp } from '../support/test-app.js';

const MAX_BYTES = 4096;

/** A real PNG padded with trailing bytes to exactly `size` (decoders ignore what follows IEND). */
function pngOfSize(size: number, seed = 0): Buffer {
  const png = pngImage(4, 4, seed);
  return Buffer.concat([png, Buffer.alloc(size - png.length, seed)]);
}

describe('Media Library upload limits and aborted uploads', () => {
  let t: TestApp;
  let a: Tenant;
  let storageRoot: string;

  beforeAll(async () => {
    t = await TestApp.start({ UPLOAD_MAX_FILE_BYTES: String(MAX_BYTES), UPLOAD_MAX_FILES: '2' });
    a = await t.tenant();
    storageRoot = localStorageRoot(t.config);
  });
  afterAll(async () => {
    await t.stop();
  });

  const upload = (parts: Part[]) => {
    const { body, contentType } = multipartBody(parts);
    return t.http().post('/topiary/file').set(a.auth).set('Content-Type', contentType).send(body);
  };

  const refusedWithoutChange = <R>(run: () => Promise<R>) => t.refusedWithoutChange(run, [storageRoot]);

  it('takes a file of exactly UPLOAD_MAX_FILE_BYTES and as many files as UPLOAD_MAX_FILES', async () => {
    const res = await upload([
      { name: 'file', filename: 'a.png', data: pngOfSize(MAX_BYTES, 1) },
      { name: 'file', filename: 'b.png', data: pngOfSize(100, 2) },
    ]);
    expect(res.status).toBe(201);
    expect(res.body._embedded.file.map((f: any) => f.size)).toEqual([MAX_BYTES, 100]);
  });

  it('refuses a file one byte over the limit with 413, after good files, storing nothing', async () => {
    const res = await refusedWithoutChange(() =>
      upload([
        { name: 'file', filename: 'ok.png', data: pngOfSize(200, 3) },
        { name: 'file', filename: 'big.png', data: pngOfSize(MAX_BYTES + 1, 4) },
      ]),
    );
    expectProblem(res, 413, `A file in the upload is larger than the limit of ${MAX_BYTES} bytes`);
  });

  it('refuses more files than UPLOAD_MAX_FILES with 413, storing nothing', async () => {
    const res = await refusedWithoutChange(() =>
      upload([1, 2, 3].map((n) => ({ name: 'files[]', filename: `${n}.png`, data: pngOfSize(300, n) }))),
    );
    expectProblem(res, 413, 'Too many files in the multipart body');
  });

  it('leaves no row and no bytes when the client disconnects mid-upload', async () => {
    await t.refusedWithoutChange(async () => {
      const files = filesUnder(storageRoot);
      // One file part far larger than what is sent before the socket is destroyed. The limit does
      // not matter here: the server only learns the size as the bytes arrive.
      const { body, contentType } = multipartBody([
        { name: 'file', filename: 'cut.png', data: pngOfSize(MAX_BYTES - 10, 5) },
      ]);
      const req = openUpload(t.url, a.auth, contentType, body.length + 1_000_000);
      req.write(body.subarray(0, body.length - 200));
      // The first bytes reach storage before the body is complete: the upload streams.
      await until(() => filesUnder(storageRoot).some((path) => path.endsWith('.part')), 'a partial file in storage');
      req.destroy();
      await until(() => filesUnder(storageRoot).length === files.length, 'the partial file to be removed');
      expect(filesUnder(storageRoot)).toEqual(files);
    });
  });
});
