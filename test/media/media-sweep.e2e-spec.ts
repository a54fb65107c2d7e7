import { randomUUID } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { OrphanSweeper } from '../../src/storage/orphan-sweeper.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { pngImage } from '../support/png.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { filesUnder, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Issue 12 item 4: what a crash leaves in storage (bytes whose rows never committed, unfinished
 * writes) is swept once older than the grace period; what a row points at, and anything
 * younger (an upload in progress), stays.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const HOUR_AGO = new Date(Date.now() - 2 * 3600 * 1000);

const uploadPdf = async (t: TestApp, tenant: Tenant) => {
  const response = await t.http().post('/topiary/file').set(tenant.auth).attach('file', PDF, 'kept.pdf').expect(201);
  return (
    await t.dataSource.query('SELECT storage_key FROM media_file WHERE id = ?', [response.body._embedded.file[0].id])
  )[0].storage_key as string;
};

describe('orphan sweep, local driver', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await TestApp.start();
    tenant = await t.tenant();
    await t.app.get(OrphanSweeper).idle();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('removes old orphans and *.part files, keeps what rows point at and anything young', async () => {
    const root = localStorageRoot(t.config);
    const kept = await uploadPdf(t, tenant);
    const dir = join(root, `ws-${tenant.workspaceId}`);
    mkdirSync(dir, { recursive: true });
    const orphan = `ws-${tenant.workspaceId}/${randomUUID()}`;
    const young = `ws-${tenant.workspaceId}/${randomUUID()}`;
    const part = `ws-${tenant.workspaceId}/${randomUUID()}.0123456789ab.part`;
    const youngPart = `ws-${tenant.workspaceId}/${randomUUID()}.ba9876543210.part`;
    for (const name of [orphan, young, part, youngPart]) writeFileSync(join(root, name), 'bytes');
    for (const name of [kept, orphan, part]) utimesSync(join(root, name), HOUR_AGO, HOUR_AGO);

    expect(await t.app.get(OrphanSweeper).sweep()).toEqual({ orphans: 1, partials: 1 });
    expect(filesUnder(root).sort()).toEqual([kept, young, youngPart].sort());
    // What the row points at is still served.
    const id = (await t.dataSource.query('SELECT id FROM media_file WHERE storage_key = ?', [kept]))[0].id;
    await t.http().get(`/topiary/file/${id}/content`).set(tenant.auth).expect(200);
  });

  it('keeps the variants of a stored image and removes those whose original has no row', async () => {
    const root = localStorageRoot(t.config);
    const uploaded = await t
      .http()
      .post('/topiary/file')
      .set(tenant.auth)
      .attach('file', pngImage(1400, 8, 7), 'wide.png')
      .expect(201);
    const image = uploaded.body._embedded.file[0];
    await t.http().get(`/image/${image.id}/content?variant=desktop`).set(tenant.auth).expect(200);
    const [{ storage_key: key }] = await t.dataSource.query('SELECT storage_key FROM media_file WHERE id = ?', [
      image.id,
    ]);
    const stray = `ws-${tenant.workspaceId}/${randomUUID()}-desktop`;
    writeFileSync(join(root, stray), 'bytes');
    for (const name of [key, `${key}-desktop`, stray]) utimesSync(join(root, name), HOUR_AGO, HOUR_AGO);

    expect(await t.app.get(OrphanSweeper).sweep()).toEqual({ orphans: 1, partials: 0 });
    const left = filesUnder(root);
    expect(left).toEqual(expect.arrayContaining([key, `${key}-desktop`]));
    expect(left).not.toContain(stray);
  });
});

describe('orphan sweep, s3 driver', () => {
  const BUCKET = 'sweep';
  let server: S3TestServer;
  let s3: S3Client;
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    server = await startS3Server(BUCKET);
    ({ s3 } = server);
    t = await TestApp.start(server.env);
    tenant = await t.tenant();
    await t.app.get(OrphanSweeper).idle();
  });
  afterAll(async () => {
    await t?.stop();
    await server?.stop();
  });

  it('removes objects no row points at once they are older than the grace period, and unfinished multipart uploads', async () => {
    const kept = await uploadPdf(t, tenant);
    const orphan = `ws-${tenant.workspaceId}/${randomUUID()}`;
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: orphan, Body: 'bytes' }));
    const unfinished = await s3.send(
      new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: `ws-${tenant.workspaceId}/${randomUUID()}` }),
    );
    const keys = async () =>
      ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key).sort();

    // Young: nothing goes.
    expect(await t.app.get(OrphanSweeper).sweep()).toEqual({ orphans: 0, partials: 0 });
    expect(await keys()).toEqual([kept, orphan].sort());

    // Two hours on, past the grace period.
    const later = new Date(Date.now() + 2 * 3600 * 1000);
    const result = await t.app.get(OrphanSweeper).sweep(later);
    expect(result.orphans).toBe(1);
    expect(await keys()).toEqual([kept]);
    // s3rver may not list multipart uploads; where it does, the unfinished one is aborted.
    const uploads = await s3.send(new ListMultipartUploadsCommand({ Bucket: BUCKET })).catch(() => undefined);
    if (uploads) expect((uploads.Uploads ?? []).map((u) => u.UploadId)).not.toContain(unfinished.UploadId);
  });
});
