import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { PublicationService } from '../../src/publication/publication.service.js';
import { image, paragraph, png, settled } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

/**
 * src/publication: a doc as one reader sees it, shared by the reader and the exports. One policy
 * for a referenced file that is gone: the reader leaves it out of the page and serves nothing
 * under its name; the export, a package that must be whole, fails naming it.
 */
describe('The publication: one view of a doc for the reader and the exports', () => {
  let t: TestApp;
  let a: Tenant;
  let doc: { id: number; identifier: string };
  let base: string;
  let kept: number;
  let gone: number;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant();
    const project = await createProject(t, a, 'Views');
    kept = await upload(t, a, 'kept.png', png(1), 'image/png');
    gone = await upload(t, a, 'gone.png', png(2), 'image/png');
    doc = await createDocWithPages(t, a, project.id, 'Seen', [
      {
        name: 'Hidden',
        identifier: 'hidden',
        is_visible: false,
        content: { type: 'page', children: [paragraph('No')] },
      },
      {
        name: 'Intro',
        identifier: 'intro',
        content: { type: 'page', children: [paragraph('Hello'), image(kept), image(gone)] },
      },
      { name: 'Next', identifier: 'next', content: { type: 'page', children: [paragraph('Bye')] } },
    ]);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
    await t.http().delete(`/topiary/file/${gone}`).set(a.auth).expect(204);
    base = `/read/${a.workspace}/${project.identifier}/${doc.identifier}`;
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  it('gives the first visible page as a reader sees it, in plain values', async () => {
    const publication = t.app.get(PublicationService);
    const ref = { id: doc.id, workspaceId: a.workspaceId, screenshotId: null };
    const first = await publication.firstVisiblePage(ref);
    expect(first).toMatchObject({ identifier: 'intro', name: 'Intro' });
    expect(first!.content.children[0]).toEqual(paragraph('Hello'));
    const view = await publication.docView(ref, await publication.readerFor(ref, undefined));
    expect(view.pages.map((page) => page.identifier)).toEqual(['intro', 'next']);
    expect(view.personalized).toBe(false);
    const media = await publication.media(a.workspaceId, [
      { kind: 'image', id: kept },
      { kind: 'image', id: gone },
    ]);
    expect(media.file('image', kept)?.id).toBe(kept);
    expect(media.missing).toEqual([{ kind: 'image', id: gone }]);
  });

  it('the reader leaves a gone image out of the page and serves nothing under its name', async () => {
    const page = await t.http().get(`${base}/`).expect(200);
    expect(page.text).toContain(`assets/${kept}-kept.png`);
    expect(page.text).not.toContain(`${gone}-gone.png`);
    expect(page.text).toContain('<p>Hello</p>');
    expect((await t.http().get(`${base}/assets/${kept}-kept.png`)).status).toBe(200);
    expect((await t.http().get(`${base}/assets/${gone}-gone.png`)).status).toBe(404);
  });

  it('the export of the same doc fails naming the gone image', async () => {
    const started = await t.http().post(`/v2/magazine/edition/${doc.id}/export`).set(a.auth).expect(202);
    const job = await settled(t, a, started.body.id);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      `Page "Intro" references image ${gone}, which is no longer in the Media Library: remove it from the page (or upload the file again and reference the new id), then export again`,
    );
  }, 30_000);
});
