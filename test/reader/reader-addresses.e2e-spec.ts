import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { image, paragraph, png } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { PUBLISH_URL, type Tenant, TestApp } from '../support/test-app.js';

/**
 * docs/reader.md, "Addresses" and "Limits": an address no other workspace can take, a preview key
 * of its own, links that need no redirect, a budget for misses, personalization that stops when
 * it is turned off.
 */
describe('The reader, addresses and secrets', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  const read = (path: string) => t.http().get(path).buffer(true);
  const doc = async (tenant: Tenant, id: number) =>
    (await t.http().get(`/v2/magazine/edition/${id}`).set(tenant.auth).expect(200)).body;
  const publish = (tenant: Tenant, id: number) =>
    t.http().post(`/v2/magazine/edition/${id}/publish`).set(tenant.auth).expect(200);
  /** The reader's path of a link written under PUBLISH_URL (the tests' outside viewer, without a path). */
  const path = (href: string) => {
    expect(href.startsWith(`${PUBLISH_URL}/`)).toBe(true);
    return `/read${new URL(href).pathname}${new URL(href).search}`;
  };

  beforeAll(async () => {
    t = await TestApp.start({ READER_MISSES_PER_MINUTE: '20' });
    a = await t.tenant('Alpha Inc');
    b = await t.tenant('Beta Inc');
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  it("never serves another workspace's doc at a tenant's address, whoever published first", async () => {
    const pa = await createProject(t, a, 'Alpha');
    const pb = await createProject(t, b, 'Alpha');
    expect(pb.identifier).toBe(pa.identifier);
    const theirs = await createDocWithPages(t, b, pb.id, 'Summer 2027', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('taken over')] } },
    ]);
    await publish(b, theirs.id);
    const ours = await createDocWithPages(t, a, pa.id, 'Summer 2027', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('the real one')] } },
    ]);
    expect(ours.identifier).toBe(theirs.identifier);
    // The old form, which both now publish at, is the 404 page: it names no one.
    const legacy = `/read/${pa.identifier}/${ours.identifier}/`;
    expect((await read(legacy)).status).toBe(308);
    await publish(a, ours.id);
    const published = (await doc(a, ours.id))._links.published.href as string;
    expect(path(published)).toBe(`/read/${a.workspace}/${pa.identifier}/${ours.identifier}/`);
    const page = await read(path(published));
    expect(page.status).toBe(200);
    expect(page.text).toContain('the real one');
    expect(page.text).not.toContain('taken over');
    const ambiguous = await read(legacy);
    expect(ambiguous.status).toBe(404);
    // Unpublish and publish again: the address still serves A's doc, never B's.
    await t.http().post(`/v2/magazine/edition/${ours.id}/unpublish`).set(a.auth).expect(200);
    expect((await read(path(published))).status).toBe(404);
    // Only B publishes at the old form now: it moves to B's own address, not A's.
    const moved = await read(legacy);
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe(`/read/${b.workspace}/${pb.identifier}/${theirs.identifier}/`);
    await publish(a, ours.id);
    const again = await read(path(published));
    expect(again.status).toBe(200);
    expect(again.text).toContain('the real one');
  });

  it('opens a preview only with its own key: not the uid every public page carries; rotating stops the old link', async () => {
    const project = await createProject(t, a, 'Previews');
    const created = await createDocWithPages(t, a, project.id, 'Secret plans', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('published text')] } },
    ]);
    await publish(a, created.id);
    const resource = await doc(a, created.id);
    const preview = resource._links.preview.href as string;
    const key = /\/preview\/([0-9A-Za-z]{22})\/$/.exec(preview)![1];
    expect(key).not.toBe(resource.uid);
    const page = await read(path(resource._links.published.href));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`data-doc="${resource.uid}"`);
    expect(page.text).not.toContain(key);
    // The uid, in every public page and beacon, opens nothing.
    expect((await read(`/read/preview/${resource.uid}/`)).status).toBe(404);
    expect((await read(path(preview))).status).toBe(200);
    // A key in another case is another key (MySQL compares ignoring case).
    const swapped = key.replace(/[a-zA-Z]/, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));
    if (swapped !== key) expect((await read(`/read/preview/${swapped}/`)).status).toBe(404);
    const rotated = await t.http().post(`/v2/magazine/edition/${created.id}/preview/rotate`).set(a.auth);
    expect(rotated.status).toBe(200);
    expect(rotated.body.id).toBe(created.id);
    expect(rotated.body._links.preview.href).not.toBe(preview);
    expect((await read(path(preview))).status).toBe(404);
    expect((await read(path(rotated.body._links.preview.href))).status).toBe(200);
    // Another workspace cannot rotate it.
    const before = await doc(a, created.id);
    expect((await t.http().post(`/v2/magazine/edition/${created.id}/preview/rotate`).set(b.auth)).status).toBe(404);
    expect((await doc(a, created.id))._links.preview.href).toBe(before._links.preview.href);
  });

  it('says a preview is one; shows a cover only when it is not the first image; og tags for link previews', async () => {
    const project = await createProject(t, a, 'Covers');
    const picture = await upload(t, a, 'first.png', png(7, 400, 200), 'image/png');
    const created = await createDocWithPages(t, a, project.id, 'Covered', [
      {
        name: 'P',
        identifier: 'p',
        content: { type: 'page', children: [image(picture), paragraph('Opening <line>')] },
      },
    ]);
    await t.http().patch(`/v2/magazine/edition/${created.id}`).set(a.auth).send({ screenshot: picture }).expect(200);
    const draft = await doc(a, created.id);
    const preview = await read(path(draft._links.preview.href));
    expect(preview.text).toContain('<div class="notice-bar" role="status">Preview: not published</div>');
    await publish(a, created.id);
    const published = await doc(a, created.id);
    expect((await read(path(published._links.preview.href))).text).toContain('Preview of the published doc');
    const page = await read(path(published._links.published.href));
    expect(page.text).not.toContain('notice-bar');
    expect(page.text.split(`src="assets/${picture}-first.png"`).length - 1).toBe(1);
    expect(page.text).not.toContain('class="cover"');
    expect(page.text).toContain('<meta property="og:title" content="Covered">');
    expect(page.text).toContain('<meta property="og:description" content="Opening &lt;line&gt;">');
    expect(page.text).toContain(
      `<meta property="og:image" content="${published._links.published.href}assets/${picture}-first.png">`,
    );
  });

  it('writes every link with its trailing slash; the slash 308 keeps the query and the referrer policy', async () => {
    const project = await createProject(t, a, 'Slashes');
    const created = await createDocWithPages(t, a, project.id, 'Linked', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('x')] } },
    ]);
    await publish(a, created.id);
    const resource = await doc(a, created.id);
    expect(resource._links.published.href).toMatch(/\/$/);
    expect(resource._links.preview.href).toMatch(/\/$/);
    const bare = path(resource._links.published.href).replace(/\/$/, '');
    const moved = await t.http().get(`${bare}?utm_source=news&x=1`);
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe(`${bare}/?utm_source=news&x=1`);
    expect(moved.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await read(moved.headers.location)).status).toBe(200);
  });
});

describe("The reader, a project's own address", () => {
  let t: TestApp;
  let a: Tenant;
  const publish = (id: number) => t.http().post(`/v2/magazine/edition/${id}/publish`).set(a.auth).expect(200);

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Gamma');
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  it('lists the published docs newest first, moves to the default doc when there is one, else the 404 page', async () => {
    const project = await createProject(t, a, 'Magazine');
    const resource = (await t.http().get(`/v2/magazine/title/${project.id}`).set(a.auth).expect(200)).body;
    expect(resource._links.published.href).toBe(`${PUBLISH_URL}/${a.workspace}/${project.identifier}/`);
    const address = `/read/${a.workspace}/${project.identifier}/`;
    const empty = await t.http().get(address);
    expect(empty.status).toBe(404);
    const older = await createDocWithPages(t, a, project.id, 'Spring <issue>', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('spring')] } },
    ]);
    const newer = await createDocWithPages(t, a, project.id, 'Summer issue', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('summer')] } },
    ]);
    const draft = await createDocWithPages(t, a, project.id, 'Autumn draft', []);
    await publish(older.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await publish(newer.id);
    const index = await t.http().get(address).buffer(true);
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(index.text).toContain('<h1>Magazine</h1>');
    expect(index.text).toContain('Spring &lt;issue&gt;');
    expect(index.text).not.toContain('Autumn draft');
    expect(index.text).not.toContain(draft.identifier);
    expect(index.text.indexOf('Summer issue')).toBeLessThan(index.text.indexOf('Spring &lt;issue&gt;'));
    // Each tile's link works.
    const href = /<a href="([^"]+)">/.exec(index.text)![1];
    expect(href).toBe(`${newer.identifier}/`);
    expect((await t.http().get(`${address}${href}`)).text).toContain('summer');
    // The same at the root of the project's own domain.
    await t.dataSource.query('UPDATE title SET hostname = ? WHERE id = ?', ['mag.gamma.example', project.id]);
    const onDomain = await t.http().get('/').set('Host', 'mag.gamma.example').buffer(true);
    expect(onDomain.status).toBe(200);
    expect(onDomain.text).toContain('<h1>Magazine</h1>');
    expect(onDomain.text).toContain(`href="${newer.identifier}/"`);
    // A default doc: the address moves to it.
    await t.http().patch(`/v2/magazine/edition/${older.id}`).set(a.auth).send({ is_default: true }).expect(200);
    const moved = await t.http().get(address);
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe(`${older.identifier}/`);
  });
});

describe('The reader, budgets and switches', () => {
  it('answers 429 once an IP spent its budget of misses, while cached pages still serve', async () => {
    const t = await TestApp.start({ READER_MISSES_PER_MINUTE: '5' });
    try {
      const a = await t.tenant();
      const project = await createProject(t, a, 'Flooded');
      const created = await createDocWithPages(t, a, project.id, 'Read me', [
        { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('hello')] } },
      ]);
      await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(a.auth).expect(200);
      const good = `/read/${a.workspace}/${project.identifier}/${created.identifier}/`;
      expect((await t.http().get(good)).status).toBe(200);
      const statuses: number[] = [];
      for (let n = 0; n < 8; n++) statuses.push((await t.http().get(`/read/${a.workspace}/x/nope-${n}/`)).status);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
      const refused = await t.http().get(`/read/${a.workspace}/x/another/`);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      // The cached page costs nothing and still serves.
      expect((await t.http().get(good)).status).toBe(200);
    } finally {
      await t.stop();
    }
  }, 60_000);

  it("stops every token at once when the doc's personalization is turned off", async () => {
    const t = await TestApp.start();
    try {
      const a = await t.tenant();
      const project = await createProject(t, a, 'Personal');
      const created = await createDocWithPages(t, a, project.id, 'Letter', [
        { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('Dear {{first_name|reader}},')] } },
      ]);
      const patch = (on: boolean) =>
        t
          .http()
          .patch(`/v2/magazine/edition/${created.id}`)
          .set(a.auth)
          .send({ options: { has_personalization: on } })
          .expect(200);
      await patch(true);
      await t.http().post(`/v2/magazine/edition/${created.id}/publish`).set(a.auth).expect(200);
      await t
        .http()
        .post('/personalization/property')
        .set(a.auth)
        .send({ key: 'first_name', name: 'First name' })
        .expect(201);
      const token = await t
        .http()
        .post('/personalization/token')
        .set(a.auth)
        .send({ edition: created.id, name: 'Anna', values: { first_name: 'Anna' } })
        .expect(201);
      const personalized = token.body._links.personalized.href as string;
      expect(personalized).toMatch(/\/\?t=[0-9A-Za-z]{22}$/);
      const url = new URL(personalized);
      const read = () => t.http().get(`/read${url.pathname}${url.search}`);
      expect((await read()).text).toContain('Dear Anna,');
      await patch(false);
      const plain = await read();
      expect(plain.status).toBe(200);
      expect(plain.text).toContain('Dear reader,');
      expect(plain.text).not.toContain('Anna');
      // A fresh cached plain page answers the key plain too.
      expect((await read()).text).not.toContain('Anna');
    } finally {
      await t.stop();
    }
  }, 60_000);
});
