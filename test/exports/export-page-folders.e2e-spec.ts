import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import tar from 'tar-stream';

import { binary } from '../support/binary.js';
import { paragraph, settled } from '../support/exports.js';
import { createDocWithPages, createPage, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/** Every entry name of a .tar.gz, in order, repeats included (support/exports.ts `unpack` keeps the last of each). */
async function entryNames(archive: Buffer): Promise<string[]> {
  const names: string[] = [];
  const extract = tar.extract();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      names.push(header.name);
      stream.on('end', next);
      stream.resume();
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  Readable.from([archive]).pipe(createGunzip()).pipe(extract);
  await done;
  return names;
}

/**
 * Export archives (CONTRACT 13): each visible page in a directory of its own. A page whose
 * identifier the archive cannot use as a directory (`assets`) gets a generated one, `page-{id}`,
 * which another page may hold as its identifier.
 */
describe('Export page folders', () => {
  let t: TestApp;
  let a: Tenant;

  beforeAll(async () => {
    t = await TestApp.start({ EXPORT_POLL_MS: '50', EXPORT_LEASE_MS: '3000' });
    a = await t.tenant('A');
  });
  afterAll(async () => {
    await t?.stop();
  });

  const addPage = (doc: number, name: string, identifier: string): Promise<number> =>
    createPage(t, a, doc, { name, identifier, content: { type: 'page', children: [paragraph(name)] } });

  it("never writes two entries with one path when a page identifier is another page's generated folder", async () => {
    const project = await createProject(t, a);
    const doc = (await createDocWithPages(t, a, project.id, 'Folders', [])).id;
    const reserved = await addPage(doc, 'Reserved', 'assets');
    const squatter = await addPage(doc, 'Squatter', `page-${reserved}`);
    const second = await addPage(doc, 'Second squatter', `page-${reserved}-2`);

    const job = (await t.http().post(`/v2/magazine/edition/${doc}/export`).set(a.auth).expect(202)).body;
    expect(await settled(t, a, job.id)).toMatchObject({ status: 'succeeded' });
    const archive = (
      await t.http().get(`/v2/job/${job.id}/download`).set(a.auth).buffer(true).parse(binary).expect(200)
    ).body as Buffer;
    // Every entry under the package's one top-level folder, which is left out of the names below.
    const all = await entryNames(archive);
    const root = all[0];
    expect(all.every((name) => name.startsWith(root))).toBe(true);
    const names = all.map((name) => name.slice(root.length));
    const files = new Map([...(await entryContents(archive))].map(([name, text]) => [name.slice(root.length), text]));

    expect(names.filter((name, n) => names.indexOf(name) !== n)).toEqual([]);
    const manifest = JSON.parse(files.get('manifest.json')!);
    const paths = Object.fromEntries(manifest.pages.map((page: { id: number; path: string }) => [page.id, page.path]));
    expect(paths).toEqual({
      [reserved]: `page-${reserved}-3/index.html`,
      [squatter]: `page-${reserved}/index.html`,
      [second]: `page-${reserved}-2/index.html`,
    });
    for (const path of Object.values(paths)) expect(names).toContain(path);
    // Each page's HTML is its own, and the navigation points at the folders the pages are in.
    expect(files.get(`page-${reserved}-3/index.html`)).toContain('<p>Reserved</p>');
    expect(files.get(`page-${reserved}/index.html`)).toContain('<p>Squatter</p>');
    const hrefs = [...files.get('index.html')!.matchAll(/href="([^"]+\/index\.html)"/g)].map((match) => match[1]);
    expect(new Set(hrefs)).toEqual(new Set(Object.values(paths)));
  }, 60_000);
});

/** Each file's text by name. */
async function entryContents(archive: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const extract = tar.extract();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        files.set(header.name, Buffer.concat(chunks).toString());
        next();
      });
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  Readable.from([archive]).pipe(createGunzip()).pipe(extract);
  await done;
  return files;
}
