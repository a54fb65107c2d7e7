import { setTimeout as sleep } from 'node:timers/promises';

import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { sha256 } from '../../src/common/hash.js';
import { ExportWorker } from '../../src/exports/export-worker.js';
import { JobQueue, MAX_ATTEMPTS } from '../../src/exports/job-queue.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { binary } from '../support/binary.js';
import { heading, image, paragraph, png, settled, unpack, unpackPackage, WEBM } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { expectProblem, filesUnder, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Export jobs (CONTRACT 13) against the real app and database: the job resource, the archive and
 * its download, limits, failures, cancelling, retention, deletes of what holds jobs, and the
 * lease protocol that lets several instances share the queue.
 */
describe('Export jobs', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let storageRoot: string;
  let project: { id: number; identifier: string };
  let doc: { id: number; identifier: string };
  let bDoc: { id: number };
  const images: Record<string, { id: number; data: Buffer }> = {};
  const exportsDir = () => `${storageRoot}/exports`;
  const archivesOnDisk = () => filesUnder(exportsDir());

  const start = (tenant: Tenant, docId: number) =>
    t.http().post(`/v2/magazine/edition/${docId}/export`).set(tenant.auth);
  const download = (tenant: Tenant, jobId: number) =>
    t.http().get(`/v2/job/${jobId}/download`).set(tenant.auth).buffer(true).parse(binary);

  beforeAll(async () => {
    t = await TestApp.start({ EXPORT_POLL_MS: '50', EXPORT_LEASE_MS: '3000' });
    storageRoot = localStorageRoot(t.config);
    a = await t.tenant('A');
    b = await t.tenant('B');
    project = await createProject(t, a, 'Spring Catalogue');
    for (const [key, name, seed] of [
      ['cover', 'photo.png', 1],
      ['twin', 'photo.png', 2],
      ['upper', 'PHOTO.png', 3],
    ] as const) {
      const data = png(seed, 40 + seed, 30);
      images[key] = { id: await upload(t, a, name, data, 'image/png'), data };
    }
    const video = await upload(t, a, 'clip.webm', WEBM, 'video/webm');
    doc = await createDocWithPages(t, a, project.id, 'Spring <Issue> & more', [
      {
        name: 'Cover',
        identifier: 'cover',
        content: {
          type: 'page',
          children: [
            heading('Welcome <home>'),
            image(images.cover.id, 'A "cover" image'),
            paragraph('<script>window.pwned = 1</script>'),
          ],
        },
      },
      {
        name: 'Hidden draft',
        identifier: 'hidden',
        is_visible: false,
        content: { type: 'page', children: [paragraph('not exported')] },
      },
      {
        name: 'Gallery',
        identifier: 'gallery',
        content: {
          type: 'page',
          children: [
            { type: 'section', children: [image(images.twin.id), image(images.upper.id), image(images.cover.id)] },
            { type: 'video', file: video },
            { type: 'button', text: 'Write to us', href: 'mailto:team@example.com' },
            { type: 'button', text: 'Shop', href: 'https://shop.example.com/?a=1&b=<2>' },
          ],
        },
      },
    ]);
    const bProject = await createProject(t, b, 'Other');
    bDoc = await createDocWithPages(t, b, bProject.id, 'Theirs', [
      { name: 'Only', content: { type: 'page', children: [] } },
    ]);
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  describe('an export, start to download', () => {
    let job: Record<string, any>;
    let archive: Buffer;
    let root: string;
    let entries: Map<string, Buffer>;

    beforeAll(async () => {
      const res = await start(a, doc.id);
      expect(res.status).toBe(202);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/v2/job/${res.body.id}`);
      expect(res.body).toMatchObject({
        type: 'export',
        status: 'queued',
        progress: 0,
        error: null,
        size: null,
        checksum: null,
        started_on: null,
        finished_on: null,
        expires_on: null,
      });
      expect(res.body._embedded.edition).toEqual({
        id: doc.id,
        _links: { self: { href: `${PUBLIC_URL}/v2/magazine/edition/${doc.id}` } },
      });
      expect(res.body._links.download).toBeUndefined();
      job = await settled(t, a, res.body.id);
      const got = await download(a, job.id);
      expect(got.status).toBe(200);
      archive = got.body as Buffer;
      ({ root, entries } = await unpackPackage(archive));
    }, 30_000);

    it('succeeds with the archive size, checksum, dates and a download link', () => {
      expect(job).toMatchObject({
        status: 'succeeded',
        progress: 100,
        error: null,
        size: archive.length,
        checksum: sha256(archive),
      });
      const expires = Date.parse(job.expires_on) - Date.parse(job.finished_on);
      expect(expires).toBe(7 * 86_400_000);
      expect(Date.parse(job.started_on)).toBeGreaterThanOrEqual(Date.parse(job.created_on));
      expect(job._links.download).toEqual({ href: `${PUBLIC_URL}/v2/job/${job.id}/download` });
    });

    it('downloads as a gzip attachment named after the project and the doc, tagged with its sha256', async () => {
      const res = await download(a, job.id);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${project.identifier}-${doc.identifier}.tar.gz"`,
      );
      expect(res.headers.etag).toBe(`"${job.checksum}"`);
      expect(res.headers['content-length']).toBe(String(job.size));
      expect(res.headers['accept-ranges']).toBe('bytes');
      const again = await t
        .http()
        .get(`/v2/job/${job.id}/download`)
        .set(a.auth)
        .set('If-None-Match', `"${job.checksum}"`);
      expect(again.status).toBe(304);
      const range = await t
        .http()
        .get(`/v2/job/${job.id}/download`)
        .set(a.auth)
        .set('Range', 'bytes=10-19')
        .buffer(true)
        .parse(binary);
      expect(range.status).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 10-19/${job.size}`);
      expect((range.body as Buffer).equals(archive.subarray(10, 20))).toBe(true);
      expectProblem(
        await t
          .http()
          .get(`/v2/job/${job.id}/download`)
          .set(a.auth)
          .set('Range', `bytes=${job.size + 5}-`),
        416,
      );
      const head = await t.http().head(`/v2/job/${job.id}/download`).set(a.auth);
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(job.size));
      // The unprefixed twin serves the same bytes.
      expect((await t.http().get(`/job/${job.id}/download`).set(a.auth)).headers.etag).toBe(`"${job.checksum}"`);
    });

    it('holds, under one folder named like the file, index.html, one page per visible page, the assets, style.css and the manifest', () => {
      expect(root).toBe(`${project.identifier}-${doc.identifier}`);
      const files = [...entries.keys()].filter((name) => !name.endsWith('/')).sort();
      expect(files).toEqual([
        'assets/PHOTO-3.png',
        'assets/clip.webm',
        'assets/photo-2.png',
        'assets/photo.png',
        'assets/style.css',
        'cover/index.html',
        'gallery/index.html',
        'index.html',
        'manifest.json',
      ]);
      expect(entries.get('assets/photo.png')!.equals(images.cover.data)).toBe(true);
      expect(entries.get('assets/photo-2.png')!.equals(images.twin.data)).toBe(true);
      expect(entries.get('assets/PHOTO-3.png')!.equals(images.upper.data)).toBe(true);
      expect(entries.get('assets/clip.webm')!.equals(WEBM)).toBe(true);
    });

    it('renders every text escaped, with relative links and navigation in position order', () => {
      const cover = entries.get('cover/index.html')!.toString();
      const index = entries.get('index.html')!.toString();
      const gallery = entries.get('gallery/index.html')!.toString();
      expect(cover).toContain('<h1>Welcome &lt;home&gt;</h1>');
      expect(cover).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;');
      expect(cover).not.toMatch(/<script/i);
      expect(cover).toContain('<img src="../assets/photo.png" alt="A &quot;cover&quot; image"');
      expect(cover).toContain('Spring &lt;Issue&gt; &amp; more');
      expect(cover).toContain('Content-Security-Policy');
      expect(cover.indexOf('../cover/index.html')).toBeLessThan(cover.indexOf('../gallery/index.html'));
      expect(cover).toContain('<a rel="next" href="../gallery/index.html">');
      expect(gallery).toContain('<a rel="prev" href="../cover/index.html">');
      expect(gallery).toContain('<video controls preload="metadata" src="../assets/clip.webm">');
      expect(gallery).toContain('href="mailto:team@example.com"');
      expect(gallery).toContain('href="https://shop.example.com/?a=1&amp;b=&lt;2&gt;"');
      expect(index).toContain('<img src="assets/photo.png"');
      expect(index).toContain('href="gallery/index.html"');
      expect(index).toContain('href="assets/style.css"');
      for (const html of [cover, gallery, index]) {
        expect(html).not.toContain('not exported');
        expect(html).not.toMatch(/(?:src|href)="(?:\/|[a-z]+:\/\/(?!shop\.example\.com))/);
      }
    });

    it('lists the doc, the pages and every asset with its size and sha256 in the manifest', () => {
      const manifest = JSON.parse(entries.get('manifest.json')!.toString());
      expect(manifest.doc).toEqual({
        id: doc.id,
        name: 'Spring <Issue> & more',
        identifier: doc.identifier,
        project: project.identifier,
        locale: 'en_gb',
        category: 'other',
        published_on: null,
        protection: null,
      });
      expect(manifest.notes).toEqual([]);
      expect(manifest.pages.map((p: { identifier: string; position: number }) => [p.identifier, p.position])).toEqual([
        ['cover', 0],
        ['gallery', 2],
      ]);
      expect(manifest.assets).toEqual(
        expect.arrayContaining([
          { name: 'photo.png', size: images.cover.data.length, sha256: sha256(images.cover.data) },
          { name: 'photo-2.png', size: images.twin.data.length, sha256: sha256(images.twin.data) },
          { name: 'clip.webm', size: WEBM.length, sha256: sha256(WEBM) },
        ]),
      );
      expect(manifest.assets).toHaveLength(4);
    });

    it('is listed, filterable by edition, type, status and created_on, and linked from the doc', async () => {
      const docRes = await t.http().get(`/v2/magazine/edition/${doc.id}`).set(a.auth).expect(200);
      const href = docRes.body._embedded.jobs._links.self.href as string;
      expect(decodeURI(href)).toBe(
        `${PUBLIC_URL}/v2/job?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${doc.id}`,
      );
      const linked = await t.http().get(href.slice(PUBLIC_URL.length)).set(a.auth).expect(200);
      expect(linked.body._embedded.job.map((j: { id: number }) => j.id)).toContain(job.id);
      const byStatus = await t
        .http()
        .get('/v2/job')
        .query({
          'filter[0][field]': 'status',
          'filter[0][type]': 'eq',
          'filter[0][value]': 'succeeded',
          'filter[1][field]': 'type',
          'filter[1][type]': 'eq',
          'filter[1][value]': 'export',
        })
        .set(a.auth)
        .expect(200);
      expect(byStatus.body._embedded.job.every((j: { status: string }) => j.status === 'succeeded')).toBe(true);
      const future = await t
        .http()
        .get('/v2/job')
        .query({ 'filter[0][field]': 'created_on', 'filter[0][type]': 'gt', 'filter[0][value]': '2999-01-01' })
        .set(a.auth)
        .expect(200);
      expect(future.body.total_items).toBe(0);
      expectProblem(
        await t
          .http()
          .get('/v2/job')
          .query({ 'filter[0][field]': 'archive_key', 'filter[0][type]': 'eq', 'filter[0][value]': 'x' })
          .set(a.auth),
        400,
      );
      // B sees none of A's jobs.
      expect((await t.http().get('/v2/job').set(b.auth).expect(200)).body.total_items).toBe(0);
    });

    it("is another workspace's 404, for every route, and nothing changes", async () => {
      await t.refusedWithoutChange(async () => {
        for (const res of [
          await t.http().get(`/v2/job/${job.id}`).set(b.auth),
          await t.http().get(`/v2/job/${job.id}/download`).set(b.auth),
          await t.http().delete(`/v2/job/${job.id}`).set(b.auth),
          await start(b, doc.id),
          await start(a, bDoc.id),
          await start(a, 999_999),
        ]) {
          expectProblem(res, 404, 'Entity not found.');
        }
      }, [storageRoot]);
    });
  });

  it('fails with a message the caller can act on, and leaves no bytes, when a referenced file is gone', async () => {
    const gone = await upload(t, a, 'gone.png', png(9), 'image/png');
    const broken = await createDocWithPages(t, a, project.id, 'Broken', [
      { name: 'Intro', content: { type: 'page', children: [image(gone)] } },
    ]);
    await t.http().delete(`/topiary/file/${gone}`).set(a.auth).expect(204);
    const before = archivesOnDisk();
    const job = await settled(t, a, (await start(a, broken.id).expect(202)).body.id);
    expect(job).toMatchObject({ status: 'failed', size: null, checksum: null, progress: expect.any(Number) });
    expect(job.error).toBe(
      `Page "Intro" references image ${gone}, which is no longer in the Media Library: remove it from the page (or upload the file again and reference the new id), then export again`,
    );
    expect(job._links.download).toBeUndefined();
    expectProblem(await t.http().get(`/v2/job/${job.id}/download`).set(a.auth), 404);
    expect(archivesOnDisk()).toEqual(before);
  }, 30_000);

  it('ships an SVG as a PNG, so no script an SVG carries reaches the archive (issue 29, item 4)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><script>alert(1)</script><rect width="120" height="80" fill="teal"/></svg>',
    );
    const logo = await upload(t, a, 'logo.svg', svg, 'image/svg+xml');
    const withSvg = await createDocWithPages(t, a, project.id, 'Vector', [
      { name: 'Logo', identifier: 'logo', content: { type: 'page', children: [image(logo, 'Logo')] } },
    ]);
    const job = await settled(t, a, (await start(a, withSvg.id).expect(202)).body.id);
    expect(job.status).toBe('succeeded');
    const entries = await unpack((await download(a, job.id)).body as Buffer);
    expect([...entries.keys()].filter((name) => name.startsWith('assets/') && !name.endsWith('/')).sort()).toEqual([
      'assets/logo.png',
      'assets/style.css',
    ]);
    const png = entries.get('assets/logo.png')!;
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(80);
    expect(entries.get('logo/index.html')!.toString()).toContain('<img src="../assets/logo.png" alt="Logo"');
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    expect(manifest.assets).toEqual([{ name: 'logo.png', size: png.length, sha256: sha256(png) }]);
    await t.http().delete(`/v2/job/${job.id}`).set(a.auth).expect(204);
  }, 30_000);

  it('exports a doc without visible pages as an index that says so', async () => {
    const empty = await createDocWithPages(t, a, project.id, 'Empty', [
      { name: 'Off', is_visible: false, content: { type: 'page', children: [] } },
    ]);
    const job = await settled(t, a, (await start(a, empty.id).expect(202)).body.id);
    expect(job.status).toBe('succeeded');
    const entries = await unpack((await download(a, job.id)).body as Buffer);
    expect(entries.get('index.html')!.toString()).toContain('This doc has no visible pages.');
    await t.http().delete(`/v2/job/${job.id}`).set(a.auth).expect(204);
  }, 30_000);

  it('removes the archive with its job, and sweeps expired jobs with their archives', async () => {
    const one = await settled(t, a, (await start(a, doc.id).expect(202)).body.id);
    const two = await settled(t, a, (await start(a, doc.id).expect(202)).body.id);
    const keyOf = async (id: number) =>
      ((await t.dataSource.query(`SELECT archive_key FROM job WHERE id = ?`, [id])) as { archive_key: string }[])[0]
        .archive_key;
    const [keyOne, keyTwo] = [await keyOf(one.id), await keyOf(two.id)];
    const onDisk = () => archivesOnDisk().map((file) => `exports/${file}`);
    expect(onDisk()).toEqual(expect.arrayContaining([keyOne, keyTwo]));

    await t.http().delete(`/v2/job/${one.id}`).set(a.auth).expect(204);
    expect(onDisk()).not.toContain(keyOne);

    // Past its retention: no download, then the sweep takes the row and the archive.
    await t.dataSource.query('UPDATE job SET expires_on = ? WHERE id = ?', [
      t.dataSource.options.type === 'better-sqlite3' ? '2000-01-01 00:00:00.000' : new Date('2000-01-01T00:00:00Z'),
      two.id,
    ]);
    expectProblem(await t.http().get(`/v2/job/${two.id}/download`).set(a.auth), 404);
    expect((await t.http().get(`/v2/job/${two.id}`).set(a.auth).expect(200)).body._links.download).toBeUndefined();
    expect(await t.app.get(ExportWorker).sweepExpired()).toBeGreaterThanOrEqual(1);
    expectProblem(await t.http().get(`/v2/job/${two.id}`).set(a.auth), 404);
    expect(onDisk()).not.toContain(keyTwo);
  }, 30_000);

  it('removes the jobs and archives of a deleted doc, project and workspace', async () => {
    const tenant = await t.tenant('Doomed');
    const p = await createProject(t, tenant);
    const docs = [];
    for (const name of ['One', 'Two', 'Three'])
      docs.push(
        await createDocWithPages(t, tenant, p.id, name, [
          { name: 'P', content: { type: 'page', children: [paragraph(name)] } },
        ]),
      );
    const jobs = [];
    for (const d of docs) jobs.push(await settled(t, tenant, (await start(tenant, d.id).expect(202)).body.id));
    const keys = await Promise.all(
      jobs.map(
        async (j) =>
          (
            (await t.dataSource.query('SELECT archive_key FROM job WHERE id = ?', [j.id])) as { archive_key: string }[]
          )[0].archive_key,
      ),
    );
    const present = (key: string) => archivesOnDisk().includes(key.slice('exports/'.length));
    expect(keys.every(present)).toBe(true);

    await t.http().delete(`/v2/magazine/edition/${docs[0].id}`).set(tenant.auth).expect(204);
    expectProblem(await t.http().get(`/v2/job/${jobs[0].id}`).set(tenant.auth), 404);
    expect(present(keys[0])).toBe(false);
    expect(present(keys[1])).toBe(true);

    const other = await createProject(t, tenant);
    await t.http().delete(`/v2/magazine/title/${p.id}`).set(tenant.auth).expect(204);
    expect(present(keys[1])).toBe(false);
    expect(present(keys[2])).toBe(false);
    expect(
      Number(
        (await t.dataSource.query('SELECT COUNT(*) AS n FROM job WHERE workspace_id = ?', [tenant.workspaceId]))[0].n,
      ),
    ).toBe(0);

    const d = await createDocWithPages(t, tenant, other.id, 'Last', [
      { name: 'P', content: { type: 'page', children: [] } },
    ]);
    const last = await settled(t, tenant, (await start(tenant, d.id).expect(202)).body.id);
    const lastKey = (
      (await t.dataSource.query('SELECT archive_key FROM job WHERE id = ?', [last.id])) as { archive_key: string }[]
    )[0].archive_key;
    expect(present(lastKey)).toBe(true);
    await t.http().delete(`/v2/account/${tenant.workspaceId}`).set(tenant.auth).expect(204);
    expect(present(lastKey)).toBe(false);
    expect(
      Number(
        (await t.dataSource.query('SELECT COUNT(*) AS n FROM job WHERE workspace_id = ?', [tenant.workspaceId]))[0].n,
      ),
    ).toBe(0);
  }, 60_000);
});

/**
 * The queue and the lease protocol on an instance that runs no jobs (EXPORT_CONCURRENCY=0), so
 * queued jobs stay queued and a test can claim them by hand, as another instance would. (Its own
 * app, started after the one above has stopped: two SQLite apps must not be open in one process.)
 */
describe('Export job queue', () => {
  const LEASE_MS = 1000;
  let queueOnly: TestApp;

  beforeAll(async () => {
    queueOnly = await TestApp.start({ EXPORT_CONCURRENCY: '0', EXPORT_LEASE_MS: String(LEASE_MS) });
  });

  afterAll(async () => {
    await queueOnly?.stop();
  });

  it('refuses a fourth queued or running export of a workspace with 429 and Retry-After, changing nothing', async () => {
    {
      const tenant = await queueOnly.tenant();
      const p = await createProject(queueOnly, tenant);
      const d = await createDocWithPages(queueOnly, tenant, p.id, 'Queued', [
        { name: 'One', content: { type: 'page', children: [] } },
      ]);
      const started: { id: number }[] = [];
      for (let n = 0; n < 3; n++)
        started.push(
          (await queueOnly.http().post(`/v2/magazine/edition/${d.id}/export`).set(tenant.auth).expect(202)).body,
        );
      const root = localStorageRoot(queueOnly.config);
      const refused = await queueOnly.refusedWithoutChange(
        () => queueOnly.http().post(`/v2/magazine/edition/${d.id}/export`).set(tenant.auth),
        [root],
      );
      expectProblem(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Not downloadable before it succeeded.
      expectProblem(
        await queueOnly.refusedWithoutChange(
          () => queueOnly.http().get(`/v2/job/${started[0].id}/download`).set(tenant.auth),
          [root],
        ),
        404,
      );
      // A deleted job frees its slot.
      await queueOnly.http().delete(`/v2/job/${started[0].id}`).set(tenant.auth).expect(204);
      expectProblem(await queueOnly.http().get(`/v2/job/${started[0].id}`).set(tenant.auth), 404);
      await queueOnly.http().post(`/v2/magazine/edition/${d.id}/export`).set(tenant.auth).expect(202);

      // The lease protocol, driven by hand: a claim holds the job; a stale attempt cannot publish.
      const queue = queueOnly.app.get(JobQueue);
      const first = await queue.claim('worker-one', 1);
      expect(first.claimed).toHaveLength(1);
      const held = first.claimed[0];
      expect((await queue.claim('worker-two', 3)).claimed.map((j) => j.id)).not.toContain(held.id);
      expect(await queue.heartbeat(held, 10)).toBe(true);
      await queueOnly.http().delete(`/v2/job/${held.id}`).set(tenant.auth).expect(204);
      expect(await queue.heartbeat(held, 20)).toBe(false);
      expect(await queue.succeed(held, { size: 1, checksum: 'x'.repeat(64) })).toBe(false);
    }
  }, 60_000);

  it('takes a job again once its lease ran out, with a new key, and fails it after too many attempts', async () => {
    {
      // The jobs the test above left queued would be claimed first.
      await queueOnly.dataSource.query('DELETE FROM job');
      const tenant = await queueOnly.tenant();
      const p = await createProject(queueOnly, tenant);
      const d = await createDocWithPages(queueOnly, tenant, p.id, 'Leased', [
        { name: 'One', content: { type: 'page', children: [] } },
      ]);
      const { id } = (await queueOnly.http().post(`/v2/magazine/edition/${d.id}/export`).set(tenant.auth).expect(202))
        .body;
      const queue = queueOnly.app.get(JobQueue);
      let previous = (await queue.claim('dead-1', 1)).claimed[0];
      expect(previous.id).toBe(id);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        expect((await queue.claim('other', 1)).claimed).toHaveLength(0);
        await sleep(LEASE_MS + 100);
        const { claimed, discard } = await queue.claim(`dead-${attempt}`, 1);
        expect(claimed).toHaveLength(1);
        expect(claimed[0].archive_key).not.toBe(previous.archive_key);
        expect(discard).toEqual([previous.archive_key]);
        // The dead attempt's late writes match nothing.
        expect(await queue.heartbeat(previous, 50)).toBe(false);
        expect(await queue.succeed(previous, { size: 1, checksum: 'x'.repeat(64) })).toBe(false);
        previous = claimed[0];
      }
      await sleep(LEASE_MS + 100);
      const last = await queue.claim('anyone', 1);
      expect(last.claimed).toHaveLength(0);
      expect(last.discard).toEqual([previous.archive_key]);
      const failed = (await queueOnly.http().get(`/v2/job/${id}`).set(tenant.auth).expect(200)).body;
      expect(failed).toMatchObject({ status: 'failed', size: null, checksum: null });
      expect(failed.error).toMatch(/interrupted 3 times.*start a new export/);
    }
  }, 60_000);
});

/** The same archive through the S3 driver (s3rver): streamed into the bucket, served from it, removed from it. */
describe('Export jobs on S3 storage', () => {
  const BUCKET = 'exports-e2e';
  let server: S3TestServer;
  let t: TestApp;

  beforeAll(async () => {
    server = await startS3Server(BUCKET);
    t = await TestApp.start({ ...server.env, EXPORT_POLL_MS: '50' });
  }, 30_000);

  afterAll(async () => {
    await t?.stop();
    await server?.stop();
  });

  const archives = async () =>
    ((await server.s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'exports/' }))).Contents ?? []).map((o) =>
      String(o.Key),
    );

  it('streams the archive into the bucket, serves it with its checksum, and removes it with its job', async () => {
    const tenant = await t.tenant();
    const data = png(5, 80, 60);
    const imageId = await upload(t, tenant, 'pic.png', data, 'image/png');
    const p = await createProject(t, tenant, 'On S3');
    const d = await createDocWithPages(t, tenant, p.id, 'Bucket doc', [
      { name: 'Only', content: { type: 'page', children: [image(imageId)] } },
    ]);
    const job = await settled(
      t,
      tenant,
      (await t.http().post(`/v2/magazine/edition/${d.id}/export`).set(tenant.auth).expect(202)).body.id,
    );
    expect(job.status).toBe('succeeded');
    const key = (
      (await t.dataSource.query('SELECT archive_key FROM job WHERE id = ?', [job.id])) as { archive_key: string }[]
    )[0].archive_key;
    expect(await archives()).toEqual([key]);
    const res = await t
      .http()
      .get(`/v2/job/${job.id}/download`)
      .set(tenant.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(sha256(res.body as Buffer)).toBe(job.checksum);
    expect((await unpack(res.body as Buffer)).get('assets/pic.png')!.equals(data)).toBe(true);
    const range = await t
      .http()
      .get(`/v2/job/${job.id}/download`)
      .set(tenant.auth)
      .set('Range', 'bytes=0-1')
      .buffer(true)
      .parse(binary)
      .expect(206);
    expect([...(range.body as Buffer)]).toEqual([0x1f, 0x8b]);
    await t.http().delete(`/v2/job/${job.id}`).set(tenant.auth).expect(204);
    expect(await archives()).toEqual([]);
  }, 30_000);
});
