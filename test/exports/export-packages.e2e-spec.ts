import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';

import { sha256 } from '../../src/common/hash.js';
import { binary } from '../support/binary.js';
import { image, png, settled, unpackPackage } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { PUBLIC_URL, PUBLISH_URL, type Tenant, TestApp } from '../support/test-app.js';

const jpeg = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed * 20, g: 200 - seed * 10, b: 90 } } })
    .jpeg()
    .toBuffer();

/**
 * What an export package holds and says (issue 29, item 10; issue 30, item 6; docs/exports.md):
 * one folder named like the file, images as their desktop variant with the full one beside it,
 * a manifest with only what a host needs, a protected doc's export saying it is not protected,
 * and a job a client can watch (progress as it moves, Retry-After).
 */
describe('Export packages', () => {
  let t: TestApp;
  let a: Tenant;
  let project: { id: number; identifier: string };

  const start = (docId: number) => t.http().post(`/v2/magazine/edition/${docId}/export`).set(a.auth);
  const download = async (jobId: number) =>
    (await t.http().get(`/v2/job/${jobId}/download`).set(a.auth).buffer(true).parse(binary).expect(200)).body as Buffer;

  beforeAll(async () => {
    // A long lease: its heartbeat (every third of it) never comes during a test's export, so any
    // progress seen while one runs was saved as it changed.
    t = await TestApp.start({ EXPORT_POLL_MS: '50', EXPORT_LEASE_MS: '60000' });
    a = await t.tenant('A');
    project = await createProject(t, a, 'Packages');
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  it('packs an image as its desktop variant under its name and its full variant under assets/full/, a small one once', async () => {
    const wide = await jpeg(3000, 1500, 1);
    const wideId = await upload(t, a, 'wide.jpg', wide, 'image/jpeg');
    const small = png(3, 60, 40);
    const smallId = await upload(t, a, 'small.png', small, 'image/png');
    const doc = await createDocWithPages(t, a, project.id, 'Pictures', [
      { name: 'Only', identifier: 'only', content: { type: 'page', children: [image(wideId), image(smallId)] } },
    ]);
    const job = await settled(t, a, (await start(doc.id).expect(202)).body.id);
    expect(job.status).toBe('succeeded');
    const { root, entries } = await unpackPackage(await download(job.id));
    expect(root).toBe(`${project.identifier}-${doc.identifier}`);
    const files = [...entries.keys()].filter((name) => !name.endsWith('/')).sort();
    expect(files).toEqual([
      'assets/full/wide.jpg',
      'assets/small.png',
      'assets/style.css',
      'assets/wide.jpg',
      'index.html',
      'manifest.json',
      'only/index.html',
    ]);
    expect((await sharp(entries.get('assets/wide.jpg')!).metadata()).width).toBe(1280);
    expect((await sharp(entries.get('assets/full/wide.jpg')!).metadata()).width).toBe(2560);
    expect(entries.get('assets/small.png')!.equals(small)).toBe(true);
    // The pages show the desktop variant (the renderer writes the srcset to full).
    expect(entries.get('only/index.html')!.toString()).toContain('<img src="../assets/wide.jpg"');
    // The bytes are the API's own variants.
    const desktop = await t
      .http()
      .get(`/image/${wideId}/content?variant=desktop`)
      .set(a.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(sha256(entries.get('assets/wide.jpg')!)).toBe(sha256(desktop.body as Buffer));
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    expect(manifest.assets.map((asset: { name: string }) => asset.name).sort()).toEqual([
      'full/wide.jpg',
      'small.png',
      'wide.jpg',
    ]);
    for (const asset of manifest.assets as { name: string; size: number; sha256: string }[]) {
      expect([asset.size, asset.sha256]).toEqual([
        entries.get(`assets/${asset.name}`)!.length,
        sha256(entries.get(`assets/${asset.name}`)!),
      ]);
    }
  }, 60_000);

  describe('a protected doc', () => {
    const SECRET_BITS = [
      'reader-name',
      'team@example.com',
      'trackMe()',
      'utm_source=newsletter',
      PUBLISH_URL,
      PUBLIC_URL,
      '/v2/',
      'preview',
    ];

    const exportProtected = async (options: Record<string, unknown>) => {
      const doc = await createDocWithPages(t, a, project.id, `Members ${Object.keys(options).join()}`, [
        { name: 'Inside', content: { type: 'page', children: [] } },
      ]);
      await t
        .http()
        .patch(`/v2/magazine/edition/${doc.id}`)
        .set(a.auth)
        .send({ options: { ...options, header_code: '<script>trackMe()</script>', utm_code: 'utm_source=newsletter' } })
        .expect(200);
      const res = await start(doc.id).expect(202);
      const job = await settled(t, a, res.body.id);
      expect(job.status).toBe('succeeded');
      const { entries } = await unpackPackage(await download(job.id));
      return { accepted: res, job, manifestText: entries.get('manifest.json')!.toString() };
    };

    it('says in the 202 and in the manifest that the package has no protection, and leaks nothing of it', async () => {
      for (const [method, authentication] of [
        ['password', { method: 'password', params: { username: 'reader-name', password: 'a-long-password' } }],
        ['whitelist', { method: 'whitelist', params: { whitelist: ['team@example.com'] } }],
      ] as const) {
        const { accepted, job, manifestText } = await exportProtected({ authentication });
        expect(accepted.body.notes).toEqual([
          expect.stringContaining(`The doc is protected (${method}), but the exported package is not`),
        ]);
        // Only the 202 carries the note; the manifest keeps it with the package.
        expect(job.notes).toBeUndefined();
        const manifest = JSON.parse(manifestText);
        expect(manifest.doc.protection).toBe(method);
        expect(manifest.notes).toEqual(accepted.body.notes);
        for (const bit of SECRET_BITS) expect(manifestText).not.toContain(bit);
        // `token`: the personalization token's id the package was rendered for (null: the plain doc), never its key.
        expect(Object.keys(manifest).sort()).toEqual(['assets', 'doc', 'exported_on', 'notes', 'pages', 'token']);
        expect(manifest.token).toBeNull();
        expect(Object.keys(manifest.doc).sort()).toEqual([
          'category',
          'id',
          'identifier',
          'locale',
          'name',
          'project',
          'protection',
          'published_on',
        ]);
      }
    }, 60_000);

    it('an unprotected doc gets no note, and its manifest carries no tracking code either', async () => {
      const { accepted, manifestText } = await exportProtected({});
      expect(accepted.body.notes).toBeUndefined();
      expect(JSON.parse(manifestText)).toMatchObject({ doc: { protection: null }, notes: [] });
      for (const bit of SECRET_BITS) expect(manifestText).not.toContain(bit);
    }, 30_000);
  });

  it('saves progress as it moves, at most once a second, with Retry-After while the job runs', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 8; n++) ids.push(await upload(t, a, `p${n}.jpg`, await jpeg(3600, 2400, n), 'image/jpeg'));
    const doc = await createDocWithPages(t, a, project.id, 'Slow', [
      { name: 'Many', content: { type: 'page', children: ids.map((id) => image(id)) } },
    ]);
    const accepted = await start(doc.id).expect(202);
    expect(accepted.headers['retry-after']).toBe('1');
    const seen: { at: number; progress: number }[] = [];
    const begun = Date.now();
    let runningSince: number | undefined;
    let ranMs: number;
    for (;;) {
      const res = await t.http().get(`/v2/job/${accepted.body.id}`).set(a.auth).expect(200);
      if (res.body.status === 'running') runningSince ??= Date.now();
      if (res.body.status !== 'running' && res.body.status !== 'queued') {
        ranMs = runningSince === undefined ? 0 : Date.now() - runningSince;
        expect(res.headers['retry-after']).toBeUndefined();
        expect(res.body.status).toBe('succeeded');
        break;
      }
      // Running: progress is saved every second; queued: the worker polls every 50 ms here.
      expect(res.headers['retry-after']).toBe('1');
      if (res.body.status === 'running' && seen.at(-1)?.progress !== res.body.progress)
        seen.push({ at: Date.now(), progress: res.body.progress });
      if (Date.now() - begun > 60_000) throw new Error('the export did not finish in a minute');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const moving = seen.filter(({ progress }) => progress > 0 && progress < 100);
    // With no heartbeat in the window, only the saving as it moves can show these: a job that
    // ran for 2.5 s or more has shown at least two (one save a second); a faster one, one.
    expect(moving.length).toBeGreaterThanOrEqual(ranMs >= 2500 ? 2 : 1);
    expect(moving.map(({ progress }) => progress)).toEqual(
      [...moving.map(({ progress }) => progress)].sort((x, y) => x - y),
    );
    // At most one save a second: changes seen are at least ~1 s apart.
    for (let n = 1; n < moving.length; n++) expect(moving[n].at - moving[n - 1].at).toBeGreaterThanOrEqual(800);
  }, 90_000);

  it('tells a client reading a queued job when to look again', async () => {
    const idle = await TestApp.start({ EXPORT_CONCURRENCY: '0', EXPORT_POLL_MS: '3000' });
    try {
      const tenant = await idle.tenant('Idle');
      const p = await createProject(idle, tenant, 'Queued');
      const doc = await createDocWithPages(idle, tenant, p.id, 'Waiting', [
        { name: 'One', content: { type: 'page', children: [] } },
      ]);
      const accepted = await idle.http().post(`/v2/magazine/edition/${doc.id}/export`).set(tenant.auth).expect(202);
      expect(accepted.headers['retry-after']).toBe('3');
      const read = await idle.http().get(`/v2/job/${accepted.body.id}`).set(tenant.auth).expect(200);
      expect(read.body.status).toBe('queued');
      expect(read.headers['retry-after']).toBe('3');
    } finally {
      await idle.stop();
    }
  }, 30_000);
});
