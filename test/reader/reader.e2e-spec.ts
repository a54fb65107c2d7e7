import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { sha256 } from '../../src/common/hash.js';
import { Edition } from '../../src/editions/edition.entity.js';
import { binary } from '../support/binary.js';
import { heading, image, paragraph, png } from '../support/exports.js';
import { createDocWithPages, createProject, upload } from '../support/fixtures.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/** How long this file's app serves a cached page before it reads its doc's row again. */
const REVALIDATE_MS = 2_000;

/** CONTRACT 14: published docs read here as HTML, with their assets, previews and custom domains. */
describe('The reader', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let project: { id: number; identifier: string };
  let doc: { id: number; identifier: string; uid: string };
  let images: { cover: number; photo: number; svg: number; unreferenced: number; other: number };
  const photo = png(3, 1600, 900);

  const publish = (id: number) => t.http().post(`/v2/magazine/edition/${id}/publish`).set(a.auth).expect(200);
  const unpublish = (id: number) => t.http().post(`/v2/magazine/edition/${id}/unpublish`).set(a.auth).expect(200);
  const read = (path: string) => t.http().get(path).buffer(true);
  const base = () => `/read/${a.workspace}/${project.identifier}/${doc.identifier}`;
  /** The reader's path of a doc's preview (its own key from its `preview` link, not its uid). */
  const previewOf = async (id: number) => {
    const href = (await t.http().get(`/v2/magazine/edition/${id}`).set(a.auth)).body._links.preview.href as string;
    return `/read/preview/${/\/preview\/([0-9A-Za-z]{22})\/$/.exec(href)![1]}`;
  };

  beforeAll(async () => {
    // A shorter re-check than the default 5 s, so the test of what another instance changed waits less.
    t = await TestApp.start({ READER_REVALIDATE_MS: String(REVALIDATE_MS) });
    a = await t.tenant('A');
    b = await t.tenant('B');
    project = await createProject(t, a, 'Reader Test');
    images = {
      cover: await upload(t, a, 'cover.png', png(1, 800, 400), 'image/png'),
      photo: await upload(t, a, 'photo <1>.png', photo, 'image/png'),
      svg: await upload(
        t,
        a,
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ),
      unreferenced: await upload(t, a, 'secret.png', png(4), 'image/png'),
      other: await upload(t, b, 'theirs.png', png(5), 'image/png'),
    };
    const created = await createDocWithPages(t, a, project.id, 'Spring <Issue> & "more"', [
      {
        name: 'Welcome',
        identifier: 'welcome',
        content: {
          type: 'page',
          children: [
            heading('Hello <world>'),
            paragraph('<script>window.pwned = 1</script><img src=x onerror="window.pwned = 1">'),
            image(images.photo, 'A "photo"'),
            image(images.svg, 'Logo'),
          ],
        },
      },
      {
        name: 'Hidden',
        identifier: 'hidden',
        is_visible: false,
        content: { type: 'page', children: [image(images.unreferenced)] },
      },
      {
        name: 'Second',
        identifier: 'second',
        content: {
          type: 'page',
          children: [
            heading('Page two', 2),
            { type: 'button', text: 'Shop', href: 'https://shop.example.com/?a=1&b=2' },
          ],
        },
      },
      { name: 'Third', identifier: 'third', content: { type: 'page', children: [paragraph('The end.')] } },
    ]);
    const patched = await t
      .http()
      .patch(`/v2/magazine/edition/${created.id}`)
      .set(a.auth)
      .send({ screenshot: images.cover });
    expect(patched.status).toBe(200);
    doc = { ...created, uid: patched.body.uid };
    await publish(doc.id);
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  it('serves the first visible page at the doc address, with the reader headers', async () => {
    const res = await read(`${base()}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
    );
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const html = res.text;
    expect(html).toContain('<html lang="en-gb">');
    expect(html).toContain('<meta name="robots" content="nofollow">');
    expect(html).toContain('<h1>Hello &lt;world&gt;</h1>');
    expect(html).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;');
    expect(html).not.toMatch(/<script(?! src="\/read\/_\/reader\.js" defer><\/script>)/);
    expect(html).toContain(`<body data-doc="${doc.uid}" data-page="welcome" data-analytics="on">`);
    // The cover, then the content's images, under the doc's assets/.
    expect(html).toContain(
      `<figure class="cover"><img src="assets/${images.cover}-cover.png" alt="Spring &lt;Issue&gt; &amp; &quot;more&quot;" width="800" height="400"`,
    );
    expect(html).toContain(
      `src="assets/${images.photo}-photo-1.png" alt="A &quot;photo&quot;" width="1600" height="900" srcset="`,
    );
    expect(html).toContain('<a rel="next" href="second/">');
    expect(html).toContain('href="third/"');
    expect(html).not.toContain('hidden/');
    expect(html).not.toContain(`assets/${images.unreferenced}-`);
  });

  it('serves each visible page at its address, and 304 for the tag the client holds', async () => {
    const res = await read(`${base()}/second/`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h2>Page two</h2>');
    expect(res.text).toContain('<a rel="prev" href="../welcome/">');
    expect(res.text).toContain('<a rel="next" href="../third/">');
    expect(res.text).toContain('href="https://shop.example.com/?a=1&amp;b=2"');
    expect(res.text).toContain('2&#8201;/&#8201;3');
    const again = await t.http().get(`${base()}/second/`).set('If-None-Match', res.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it('moves an address without its trailing slash (308), the query kept', async () => {
    const preview = await previewOf(doc.id);
    for (const [from, to] of [
      [base(), `${base()}/`],
      [`${base()}/second?x=1`, `${base()}/second/?x=1`],
      [preview, `${preview}/`],
    ]) {
      const res = await t.http().get(from);
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe(to);
    }
  });

  it('answers the same 404 page for a draft, an unknown doc, an invisible page and any other name', async () => {
    const draft = await createDocWithPages(t, a, project.id, 'Draft', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [paragraph('secret draft')] } },
    ]);
    const answers = await Promise.all(
      [
        `/read/${a.workspace}/${project.identifier}/${draft.identifier}/`,
        `/read/${a.workspace}/${project.identifier}/nope/`,
        `/read/${a.workspace}/nope/${doc.identifier}/`,
        `${base()}/hidden/`,
        `${base()}/nope/`,
        '/read/x/',
        `${base()}/assets/nope.png`,
      ].map(read),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toBe(answers[0].text);
    }
    expect(answers[0].text).toContain('Page not found');
  });

  it('serves only the files a visible page references, with Range, ETag and variants; an SVG sandboxed', async () => {
    const name = `${images.photo}-photo-1.png`;
    const res = await t.http().get(`${base()}/assets/${name}`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(sha256(res.body as Buffer)).toBe(sha256(photo));
    expect(res.headers.etag).toBe(`"${sha256(photo)}"`);
    expect((await t.http().get(`${base()}/assets/${name}`).set('If-None-Match', res.headers.etag)).status).toBe(304);
    const range = await t.http().get(`${base()}/assets/${name}`).set('Range', 'bytes=0-9').buffer(true).parse(binary);
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${photo.length}`);
    const desktop = await t.http().get(`${base()}/assets/${name}?variant=desktop`).buffer(true).parse(binary);
    expect(desktop.status).toBe(200);
    expect((desktop.body as Buffer).readUInt32BE(16)).toBe(1280);
    const svg = await t.http().get(`${base()}/assets/${images.svg}-logo.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-security-policy']).toBe('sandbox');
    expect((await t.http().get(`${base()}/assets/${images.cover}-cover.png`)).status).toBe(200);
    // Not referenced by a visible page (only by the invisible one), another workspace's, a wrong name.
    for (const path of [
      `${images.unreferenced}-secret.png`,
      `${images.other}-theirs.png`,
      `${images.photo}-other-name.png`,
      // An unknown variant of a served file: the reader's 404 page, not an API problem.
      `${name}?variant=huge`,
    ]) {
      const refused = await read(`${base()}/assets/${path}`);
      expect(refused.status).toBe(404);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('serves previews of drafts too, never indexed, never measured', async () => {
    const draft = await createDocWithPages(t, a, project.id, 'Preview me', [
      { name: 'One', identifier: 'one', content: { type: 'page', children: [paragraph('draft text')] } },
      { name: 'Two', identifier: 'two', content: { type: 'page', children: [] } },
    ]);
    const preview = await previewOf(draft.id);
    const res = await read(`${preview}/`);
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('draft text');
    expect(res.text).toContain('data-analytics="off"');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    const two = await read(`${preview}/two/`);
    expect(two.status).toBe(200);
    expect(two.headers['x-robots-tag']).toBe('noindex');
    expect((await read(`/read/preview/nope/`)).status).toBe(404);
  });

  it('stops serving an unpublished doc at once, and shows a page change at once', async () => {
    expect((await read(`${base()}/third/`)).text).toContain('The end.');
    const page = (
      await t
        .http()
        .get(`/v2/magazine/page?filter[0][field]=identifier&filter[0][type]=eq&filter[0][value]=third`)
        .set(a.auth)
    ).body._embedded.page[0];
    await t
      .http()
      .patch(`/v2/magazine/page/${page.id}`)
      .set(a.auth)
      .send({ content: { type: 'page', children: [paragraph('A new end.')] } })
      .expect(200);
    expect((await read(`${base()}/third/`)).text).toContain('A new end.');
    await unpublish(doc.id);
    expect((await read(`${base()}/third/`)).status).toBe(404);
    expect((await read(`${base()}/`)).status).toBe(404);
    await publish(doc.id);
    expect((await read(`${base()}/`)).status).toBe(200);
  });

  it('serves the script and the stylesheet, cacheable', async () => {
    const script = await read('/read/_/reader.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=3600');
    expect(script.text).toContain('sendBeacon');
    expect(Buffer.byteLength(script.text)).toBeLessThan(4096);
    const style = await read('/read/_/style.css');
    expect(style.status).toBe(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('is not an API route: no /v2 twin, no bearer needed, any Accept', async () => {
    expectProblem(await t.http().get(`/v2${base()}/`), 404);
    expect((await t.http().get(`${base()}/`).set('Accept', 'text/html')).status).toBe(200);
  });

  it('serves a project with a hostname at its own domain, by Host, the API untouched there for other hosts', async () => {
    const domain = await createProject(t, a, 'Domain Project');
    // A project's hostname is not writable through the API (it is the platform's, with its certificate).
    await t.dataSource.query('UPDATE title SET hostname = ? WHERE id = ?', ['docs.customer.example', domain.id]);
    const onDomain = await createDocWithPages(t, a, domain.id, 'On Domain', [
      {
        name: 'A',
        identifier: 'a',
        content: { type: 'page', children: [paragraph('domain text'), image(images.photo)] },
      },
      { name: 'B', identifier: 'b', content: { type: 'page', children: [] } },
    ]);
    await publish(onDomain.id);
    const published = (await t.http().get(`/v2/magazine/edition/${onDomain.id}`).set(a.auth)).body._links.published
      .href;
    expect(published).toBe(`https://docs.customer.example/${onDomain.identifier}/`);
    const host = (path: string) => t.http().get(path).set('Host', 'docs.customer.example').buffer(true);
    const index = await host(`/${onDomain.identifier}/`);
    expect(index.status).toBe(200);
    expect(index.text).toContain('domain text');
    expect(index.text).toContain('href="/_/style.css"');
    expect(index.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await host(`/${onDomain.identifier}/b/`)).status).toBe(200);
    expect((await host(`/${onDomain.identifier}/assets/${images.photo}-photo-1.png`)).status).toBe(200);
    expect((await host('/_/reader.js')).status).toBe(200);
    const moved = await host(`/${onDomain.identifier}`);
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe(`/${onDomain.identifier}/`);
    const missing = await host('/v2/magazine/title');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    // Another project's doc is not on this domain.
    expect((await host(`/${doc.identifier}/`)).status).toBe(404);
    // The API answers as usual on its own host.
    expect((await t.http().get('/v2/magazine/title').set(a.auth)).status).toBe(200);
    // Other methods on the domain go to the API (the reader script's POST /analytics/event).
    expect(
      (await t.http().post('/v2/magazine/title').set('Host', 'docs.customer.example').send({})).headers['content-type'],
    ).toMatch(/json/);
  });

  describe('protection', () => {
    let locked: { id: number; identifier: string; path: string };
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

    beforeAll(async () => {
      const created = await createDocWithPages(t, a, project.id, 'Locked "Doc" ü', [
        {
          name: 'In',
          identifier: 'in',
          content: { type: 'page', children: [paragraph('members only'), image(images.photo)] },
        },
      ]);
      await t
        .http()
        .patch(`/v2/magazine/edition/${created.id}`)
        .set(a.auth)
        .send({
          options: { authentication: { method: 'password', params: { username: 'reader', password: 'open sesame' } } },
        })
        .expect(200);
      await publish(created.id);
      locked = { ...created, path: `/read/${a.workspace}/${project.identifier}/${created.identifier}` };
    });

    it('answers 401 with a Basic challenge until the credentials match, then the page, never cached', async () => {
      const challenge = await t.refusedWithoutChange(() => read(`${locked.path}/`));
      expect(challenge.status).toBe(401);
      expect(challenge.headers['www-authenticate']).toBe('Basic realm="Locked \\"Doc\\" ?", charset="UTF-8"');
      expect(challenge.headers['cache-control']).toBe('private, no-store');
      expect(challenge.text).not.toContain('members only');
      const wrong = await read(`${locked.path}/`).set('Authorization', basic('reader', 'wrong'));
      expect(wrong.status).toBe(401);
      expect((await read(`${locked.path}/`).set('Authorization', basic('other', 'open sesame'))).status).toBe(401);
      const right = await read(`${locked.path}/`).set('Authorization', basic('reader', 'open sesame'));
      expect(right.status).toBe(200);
      expect(right.text).toContain('members only');
      expect(right.headers['cache-control']).toBe('private, no-store');
      expect(right.headers.etag).toBeUndefined();
      // Assets of a protected doc want the same credentials.
      expect((await read(`${locked.path}/assets/${images.photo}-photo-1.png`)).status).toBe(401);
      expect(
        (
          await read(`${locked.path}/assets/${images.photo}-photo-1.png`).set(
            'Authorization',
            basic('reader', 'open sesame'),
          )
        ).status,
      ).toBe(200);
    });

    it('refuses a whitelist doc with 403 and a page that says it is restricted', async () => {
      const created = await createDocWithPages(t, a, project.id, 'Invited', [
        { name: 'In', identifier: 'in', content: { type: 'page', children: [paragraph('invited only')] } },
      ]);
      await t
        .http()
        .patch(`/v2/magazine/edition/${created.id}`)
        .set(a.auth)
        .send({ options: { authentication: { method: 'whitelist', params: { whitelist: ['x@example.com'] } } } })
        .expect(200);
      await publish(created.id);
      const res = await t.refusedWithoutChange(() =>
        read(`/read/${a.workspace}/${project.identifier}/${created.identifier}/`),
      );
      expect(res.status).toBe(403);
      expect(res.text).toContain('restricted');
      expect(res.text).not.toContain('invited only');
      expect(res.text).not.toContain('x@example.com');
    });
  });

  it("follows the doc's options: language, menu, navigation, numbers, share links, consent", async () => {
    const created = await createDocWithPages(t, a, project.id, 'Optioned', [
      { name: 'Eins', identifier: 'eins', content: { type: 'page', children: [] } },
      { name: 'Zwei', identifier: 'zwei', content: { type: 'page', children: [] } },
    ]);
    const options = {
      locale: 'de_de',
      has_page_menu_button: false,
      has_disabled_navigation: true,
      has_page_numbers: false,
      has_nofollow: false,
      share: ['mail', 'linkedin'],
      has_cookie_check: true,
      cookie_check_message: { title: 'Cookies?', description: 'Darf <ich>?' },
      header_code: '<script>window.header = 1</script>',
      utm_code: '<script>window.utm = 1</script>',
    };
    await t.http().patch(`/v2/magazine/edition/${created.id}`).set(a.auth).send({ options }).expect(200);
    await publish(created.id);
    const html = (await read(`/read/${a.workspace}/${project.identifier}/${created.identifier}/`)).text;
    expect(html).toContain('<html lang="de-de">');
    expect(html).not.toContain('zwei/');
    expect(html).not.toContain('rel="next"');
    expect(html).not.toContain('1&#8201;/');
    expect(html).not.toContain('name="robots"');
    expect(html).toContain('data-analytics="consent"');
    expect(html).toContain('<p id="consent-title"><strong>Cookies?</strong></p><p>Darf &lt;ich&gt;?</p>');
    expect(html).toContain(
      `href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`https://viewer.test.example/${a.workspace}/${project.identifier}/${created.identifier}/`)}"`,
    );
    expect(html).toContain('href="mailto:?subject=');
    expect(html).not.toContain('window.header');
    expect(html).not.toContain('window.utm');
  });

  it("follows a project's new identifier at once: the old address is gone", async () => {
    const moving = await createProject(t, a, 'Moving Project');
    const created = await createDocWithPages(t, a, moving.id, 'Moving doc', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [image(images.photo)] } },
    ]);
    await publish(created.id);
    const old = `/read/${a.workspace}/${moving.identifier}/${created.identifier}/`;
    expect((await read(old)).status).toBe(200);
    await t
      .http()
      .patch(`/v2/magazine/title/${moving.id}`)
      .set(a.auth)
      .send({ identifier: 'moved-project' })
      .expect(200);
    expect((await read(old)).status).toBe(404);
    expect((await read(`/read/${a.workspace}/moved-project/${created.identifier}/`)).status).toBe(200);
    // A preview's assets are the doc's too.
    const asset = await t.http().get(`${await previewOf(created.id)}/assets/${images.photo}-photo-1.png`);
    expect(asset.status).toBe(200);
    expect(asset.headers['x-robots-tag']).toBe('noindex');
    expect((await t.http().head(`/read/${a.workspace}/moved-project/${created.identifier}/`)).status).toBe(200);
  });

  it('sees within READER_REVALIDATE_MS what another instance changed (no notice here): the cached page is checked against the row', async () => {
    const created = await createDocWithPages(t, a, project.id, 'Elsewhere', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [] } },
    ]);
    await publish(created.id);
    const path = `/read/${a.workspace}/${project.identifier}/${created.identifier}/`;
    expect((await read(path)).status).toBe(200);
    // What an unpublish on another instance leaves in this one's database: the row, and no notice.
    await t.dataSource
      .getRepository(Edition)
      .update({ id: created.id }, { status: 'draft', affected_on: new Date(Date.now() + 1000) });
    expect((await read(path)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, REVALIDATE_MS + 200));
    expect((await read(path)).status).toBe(404);
  }, 20_000);

  it('stops serving a deleted doc at once', async () => {
    const created = await createDocWithPages(t, a, project.id, 'Short lived', [
      { name: 'P', identifier: 'p', content: { type: 'page', children: [] } },
    ]);
    await publish(created.id);
    const path = `/read/${a.workspace}/${project.identifier}/${created.identifier}/`;
    expect((await read(path)).status).toBe(200);
    await t.http().delete(`/v2/magazine/edition/${created.id}`).set(a.auth).expect(204);
    expect((await read(path)).status).toBe(404);
  });
});

// Its own app, with a small reader password budget, started once the other has stopped.
describe('The reader, password attempts', () => {
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  it('counts attempts per IP and doc on a budget of their own: past it 429, even with the right password; /oauth unaffected', async () => {
    const limited = await TestApp.start({ RATE_LIMIT_OAUTH_PER_MINUTE: '2', READER_PASSWORD_ATTEMPTS_PER_MINUTE: '3' });
    try {
      const tenant = await limited.tenant();
      const p = await createProject(limited, tenant, 'Limited');
      const d = await createDocWithPages(limited, tenant, p.id, 'Guarded', [
        { name: 'In', identifier: 'in', content: { type: 'page', children: [paragraph('x')] } },
      ]);
      await limited
        .http()
        .patch(`/v2/magazine/edition/${d.id}`)
        .set(tenant.auth)
        .send({ options: { authentication: { method: 'password', params: { username: 'u', password: 'right' } } } })
        .expect(200);
      await limited.http().post(`/v2/magazine/edition/${d.id}/publish`).set(tenant.auth).expect(200);
      const path = `/read/${tenant.workspace}/${p.identifier}/${d.identifier}/`;
      // The budget of 3 holds the first sign-in and two guesses; remembered credentials are not counted again.
      expect((await limited.http().get(path).set('Authorization', basic('u', 'right'))).status).toBe(200);
      expect((await limited.http().get(path).set('Authorization', basic('u', 'right'))).status).toBe(200);
      for (let n = 0; n < 2; n++)
        expect(
          (
            await limited
              .http()
              .get(path)
              .set('Authorization', basic('u', `guess ${n}`))
          ).status,
        ).toBe(401);
      const blocked = await limited.http().get(path).set('Authorization', basic('u', 'guess 3'));
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(blocked.headers['content-type']).toBe('text/html; charset=utf-8');
      expect((await limited.http().get(path).set('Authorization', basic('u2', 'right'))).status).toBe(429);
      // Without credentials the challenge is not an attempt.
      expect((await limited.http().get(path)).status).toBe(401);
      // The reader's guesses never spend /oauth's budget (2: the tenant's token and this one).
      const credential = tenant.credential;
      await limited
        .http()
        .post('/oauth')
        .send({
          grant_type: 'client_credentials',
          client_id: credential.client_id,
          client_secret: credential.client_secret,
        })
        .expect(200);
    } finally {
      await limited.stop();
    }
  }, 60_000);
});
