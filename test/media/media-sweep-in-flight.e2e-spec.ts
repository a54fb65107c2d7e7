import type { IncomingMessage } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { createApp } from '../../src/app.factory.js';
import { BlobStorage } from '../../src/storage/blob-storage.js';
import { OrphanSweeper } from '../../src/storage/orphan-sweeper.js';
import { binary } from '../support/binary.js';
import { multipartBody, openUpload, until } from '../support/multipart.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * Issue 29, item 5: the orphan sweep took the files of an upload still in progress. A multi-file
 * upload that outlasts the sweep's grace has its first files stored, older than the grace and
 * with no row yet; the sweep deleted them (and, locally, the `*.part` of the file still
 * arriving), the upload still got its 201, and its content answered 500 from then on.
 *
 * Here the grace is 2 s and a real HTTP upload of two files pauses for longer than that in the
 * middle of its second file, while the sweep runs on this instance (which knows its writes in
 * memory) and on a second instance of the same deployment (which knows them only from their
 * heartbeat rows). Both keep every byte; the upload's 201 serves both files whole.
 */
const GRACE_SECONDS = 2;
const PAUSE_MS = GRACE_SECONDS * 1000 + 1500;
const MiB = 1024 * 1024;

function pdf(size: number, seed: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const body = Buffer.alloc(size - head.length);
  for (let i = 0; i < body.length; i += 997) body[i] = (i + seed) & 0xff;
  return Buffer.concat([head, body]);
}

async function storedKeys(app: NestFastifyApplication): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of app.get(BlobStorage).listOlderThan(new Date(Date.now() + 3600_000)))
    if (!entry.partial) keys.push(entry.key);
  return keys;
}

/** Two files; the second is cut in the middle and the client pauses there, past the grace, then finishes. */
async function slowUpload(t: TestApp, tenant: Tenant, second: Buffer, whilePaused: () => Promise<void>) {
  const first = pdf(64 * 1024, 1);
  const { body, contentType } = multipartBody([
    { name: 'files[]', filename: 'first.pdf', data: first, contentType: 'application/pdf' },
    { name: 'files[]', filename: 'second.pdf', data: second, contentType: 'application/pdf' },
  ]);
  const request = openUpload(t.url, tenant.auth, contentType, body.length);
  const answered = new Promise<IncomingMessage>((resolve) => request.on('response', resolve));
  const cut = body.indexOf(second) + Math.floor(second.length / 2);
  const before = await storedKeys(t.app);
  request.write(body.subarray(0, cut));
  // The first file is stored whole before the second's bytes go on.
  await until(async () => (await storedKeys(t.app)).length > before.length, 'the first file to be stored');
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  await whilePaused();
  request.end(body.subarray(cut));
  const response = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return {
    status: response.statusCode,
    body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, any>,
    files: [first, second],
  };
}

function describeDriver(driver: 'local' | 's3', secondSize: number): void {
  describe(`an upload longer than the sweep's grace, ${driver} driver`, () => {
    let s3: S3TestServer | undefined;
    let t: TestApp;
    let other: NestFastifyApplication;
    let tenant: Tenant;

    beforeAll(async () => {
      if (driver === 's3') s3 = await startS3Server('in-flight');
      t = await TestApp.start({
        ...s3?.env,
        MEDIA_SWEEP_GRACE_SECONDS: String(GRACE_SECONDS),
        UPLOAD_MAX_FILE_BYTES: String(16 * MiB),
      });
      tenant = await t.tenant('Slow uploads');
      // A second instance of the same deployment: same database, same storage, its own memory.
      other = await createApp(t.config);
      await Promise.all([t.app.get(OrphanSweeper).idle(), other.get(OrphanSweeper).idle()]);
    });
    afterAll(async () => {
      await other?.close();
      await t?.stop();
      await s3?.stop();
    });

    it('is never swept, by this instance or another: the 201 serves every file whole', async () => {
      const result = await slowUpload(t, tenant, pdf(secondSize, 2), async () => {
        // The first file has been stored for longer than the grace, and has no row yet.
        await t.app.get(OrphanSweeper).sweep();
        await other.get(OrphanSweeper).sweep();
      });
      expect(result.status).toBe(201);
      const files = result.body._embedded.file as { id: number; size: number }[];
      expect(files).toHaveLength(2);
      for (const [n, file] of files.entries()) {
        const content = await t
          .http()
          .get(`/topiary/file/${file.id}/content`)
          .set(tenant.auth)
          .buffer(true)
          .parse(binary);
        expect(content.status).toBe(200);
        expect(Buffer.compare(content.body as Buffer, result.files[n])).toBe(0);
      }
      // The heartbeat rows went with the upload.
      expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM write_in_flight'))[0].n)).toBe(0);
    }, 60_000);

    it('checks the bytes are in storage before the rows commit: bytes lost mid-upload are a 500 that keeps nothing', async () => {
      const files = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM media_file'))[0].n);
      const rowsBefore = await files();
      const keysBefore = await storedKeys(t.app);
      const result = await slowUpload(t, tenant, pdf(secondSize, 3), async () => {
        // Something outside the sweep (an operator, a bucket rule) removes the first file's bytes.
        for (const key of await storedKeys(t.app))
          if (!keysBefore.includes(key)) await t.app.get(BlobStorage).delete(key);
      });
      expect(result.status).toBe(500);
      expect(result.body).toMatchObject({ status: 500, title: 'Internal Server Error' });
      expect(await files()).toBe(rowsBefore);
      expect((await storedKeys(t.app)).sort()).toEqual(keysBefore.sort());
    }, 60_000);

    it('still sweeps a stored file no upload holds once it is older than the grace', async () => {
      const stray = `ws-${tenant.workspaceId}/00000000-0000-4000-8000-000000000000`;
      await t.app.get(BlobStorage).write(stray, (await import('node:stream')).Readable.from([Buffer.from('orphan')]));
      await new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 + 1100));
      await other.get(OrphanSweeper).sweep();
      expect(await t.app.get(BlobStorage).size(stray)).toBeNull();
    });

    it('keeps a key another instance still beats for, and sweeps it once its heartbeat is stale (a crashed writer)', async () => {
      const key = `ws-${tenant.workspaceId}/11111111-1111-4111-8111-111111111111`;
      const storage = t.app.get(BlobStorage);
      await storage.write(key, (await import('node:stream')).Readable.from([Buffer.from('held elsewhere')]));
      await new Promise((resolve) => setTimeout(resolve, GRACE_SECONDS * 1000 + 1100));
      // A fresh heartbeat from an instance that is neither of these two.
      await t.dataSource.query('INSERT INTO write_in_flight (storage_key, instance, heartbeat_on) VALUES (?, ?, ?)', [
        key,
        'elsewhere',
        sqlNow(new Date()),
      ]);
      await t.app.get(OrphanSweeper).sweep();
      expect(await storage.size(key)).not.toBeNull();
      // That instance died: its heartbeat goes stale (3 beats of 1 s, longer than the 2 s grace).
      await t.dataSource.query('UPDATE write_in_flight SET heartbeat_on = ? WHERE storage_key = ?', [
        sqlNow(new Date(Date.now() - 3_500)),
        key,
      ]);
      await t.app.get(OrphanSweeper).sweep();
      expect(await storage.size(key)).toBeNull();
      expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM write_in_flight'))[0].n)).toBe(0);
    });
  });
}

/** A datetime(3) literal both drivers read as UTC. */
function sqlNow(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

// Locally the second file is mid-write as a `*.part` file; on S3, at 6 MiB, as a multipart upload.
describeDriver('local', 256 * 1024);
describeDriver('s3', 6 * MiB);
