import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stringify } from 'qs';

import { CATEGORY_KEYS } from '../../src/editions/categories.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { createPage, createProject, upload } from '../support/fixtures.js';
import { pngImage } from '../support/png.js';
import { expectProblem, PUBLIC_URL, PUBLISH_URL, type Tenant, TestApp } from '../support/test-app.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DOC_FIELDS = [
  'name',
  'identifier',
  'uid',
  'published_on',
  'affected_on',
  'first_published_on',
  'status',
  'is_visible',
  'has_header',
  'options',
  'level',
  'category',
  'is_starred',
  'screenshot_store',
  'is_default',
  'id',
  'created_on',
  'modified_on',
  'comments',
];
const OPTION_KEYS = [
  'locale',
  'help',
  'has_cookie_check',
  'cookie_check_message',
  'has_editions_hidden',
  'has_personalization',
  'offline_mode',
  'has_nofollow',
  'has_disabled_navigation',
  'has_page_menu_button',
  'has_custom_url',
  'has_page_numbers',
  'floating_hamburger',
  'authentication',
  'has_favorites',
  'has_search',
  'has_header',
  'has_cobranding',
  'header_code',
  'utm_code',
  'share',
  'anonymize_ip',
  'disable_cdn',
];

describe('Docs (editions)', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let projectA: number;
  let projectA2: number;
  let projectB: number;
  let storageRoot: string;
  let serial = 0;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
    projectA = await makeProject(a, 'Magazine');
    projectA2 = await makeProject(a, 'Other magazine');
    projectB = await makeProject(b, 'Foreign');
  });
  afterAll(async () => {
    await t.stop();
  });

  const makeProject = async (tenant: Tenant, name: string): Promise<number> =>
    (await createProject(t, tenant, name)).id;
  const createDoc = (tenant: Tenant, body: Record<string, unknown>) =>
    t.http().post('/v2/magazine/edition').set(tenant.auth).send(body);
  const createOk = async (tenant: Tenant, body: Record<string, unknown>) => {
    const res = await createDoc(tenant, body);
    if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  };
  const patch = (tenant: Tenant, id: number, body: unknown) =>
    t
      .http()
      .patch(`/v2/magazine/edition/${id}`)
      .set(tenant.auth)
      .send(body as object);
  const uploadImage = (tenant: Tenant) => upload(t, tenant, `s${serial++}.png`, pngImage(16, 12, serial), 'image/png');
  const refused = <R>(run: () => Promise<R>) => t.refusedWithoutChange(run, [storageRoot]);

  describe('create and read', () => {
    it('creates a draft with every field in order, every option with its default, and Location', async () => {
      const res = await createDoc(a, { name: 'Spring Issue 2024', title: { id: projectA } });
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/v2/magazine/edition/${res.body.id}`);
      expect(res.headers['content-location']).toBe(res.headers.location);
      const doc = res.body;
      expect(Object.keys(doc)).toEqual([...DOC_FIELDS, '_embedded', '_links', '_computed']);
      expect(Object.keys(doc.options)).toEqual(OPTION_KEYS);
      // No screenshot: signed links to the cover the service draws of the first page (test/reader/covers.e2e-spec.ts).
      const cover = (variant: string) => ({
        href: expect.stringMatching(
          new RegExp(
            `^${PUBLIC_URL}/v2/magazine/edition/${doc.id}/cover\\?variant=${variant}&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`,
          ),
        ),
      });
      expect(doc).toMatchObject({
        name: 'Spring Issue 2024',
        identifier: 'spring-issue-2024',
        status: 'draft',
        published_on: null,
        first_published_on: null,
        is_visible: true,
        is_default: false,
        has_header: null,
        is_starred: null,
        level: 'T2',
        category: 'other',
        screenshot_store: 'local',
        modified_on: null,
        comments: {},
      });
      expect(doc.uid).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(doc.created_on).toMatch(ISO);
      expect(doc.affected_on).toBe(doc.created_on);
      expect(doc.options).toEqual({
        locale: 'en_gb',
        help: null,
        has_cookie_check: false,
        cookie_check_message: { title: null, description: null },
        has_editions_hidden: false,
        has_personalization: false,
        offline_mode: false,
        has_nofollow: true,
        has_disabled_navigation: false,
        has_page_menu_button: true,
        has_custom_url: false,
        has_page_numbers: true,
        floating_hamburger: false,
        authentication: null,
        has_favorites: false,
        has_search: false,
        has_header: false,
        has_cobranding: true,
        header_code: null,
        utm_code: null,
        share: [],
        anonymize_ip: true,
        disable_cdn: false,
      });
      expect(doc._embedded).toEqual({
        title: { id: projectA, _links: { self: { href: `${PUBLIC_URL}/v2/magazine/title/${projectA}` } } },
        pages: {
          _links: {
            self: {
              href: `${PUBLIC_URL}/v2/magazine/page?filter%5B0%5D%5Bfield%5D=edition&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=${doc.id}`,
            },
          },
        },
        jobs: {
          _links: {
            self: {
              href: `${PUBLIC_URL}/v2/job?filter%5B0%5D%5Bfield%5D=edition&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=${doc.id}`,
            },
          },
        },
        screenshot: {
          id: null,
          generated: true,
          _links: { original: cover('original'), desktop: cover('desktop'), full: cover('full') },
        },
      });
      expect(doc._links).toEqual({
        self: { href: `${PUBLIC_URL}/v2/magazine/edition/${doc.id}` },
        // The preview's own key (22 base62 characters), never the uid public pages carry.
        preview: { href: expect.stringMatching(new RegExp(`^${PUBLISH_URL}/preview/[0-9A-Za-z]{22}/$`)) },
        analytics: { href: `${PUBLIC_URL}/v2/analytics/doc/${doc.id}` },
      });
      expect(doc._computed).toEqual({ pages_count: 0, num_unresolved_comments: 0 });

      const read = await t.http().get(`/v2/magazine/edition/${doc.id}`).set(a.auth).expect(200);
      expect(read.body).toEqual(doc);
      expect(read.headers.etag).toBe(res.headers.etag);
    });

    it('accepts the bare project id, every writable attribute, and suffixes a clashing identifier', async () => {
      const first = await createOk(a, { name: 'Twin', title: projectA });
      const second = await createOk(a, {
        name: 'Twin',
        title: projectA,
        category: 'annual_report',
        is_visible: false,
        has_header: true,
        is_starred: false,
        options: { locale: 'nl_nl', share: ['facebook', 'mail'], cookie_check_message: { title: 'Cookies?' } },
      });
      expect(first.identifier).toBe('twin');
      expect(second.identifier).toBe('twin-2');
      expect(second).toMatchObject({
        category: 'annual_report',
        is_visible: false,
        has_header: true,
        is_starred: false,
      });
      expect(second.options).toMatchObject({
        locale: 'nl_nl',
        share: ['facebook', 'mail'],
        cookie_check_message: { title: 'Cookies?', description: null },
      });
      // The same identifier in another project is free.
      expect((await createOk(a, { name: 'Twin', title: projectA2 })).identifier).toBe('twin');
    });

    it('refuses bad input with a 422 naming the field, changing nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: { id: projectA } }, 'name', 'isDefined'],
        [{ name: '', title: { id: projectA } }, 'name', 'isNotEmpty'],
        [{ name: 'x'.repeat(256), title: { id: projectA } }, 'name', 'maxLength'],
        [{ name: 'No project' }, 'title', 'isDefined'],
        [{ name: 'Foreign', title: { id: projectB } }, 'title.id', 'notFound'],
        [{ name: 'Unknown', title: { id: 999999 } }, 'title.id', 'notFound'],
        [{ name: 'Bad', title: { id: projectA }, category: 'comics' }, 'category', 'isIn'],
        [{ name: 'Bad', title: { id: projectA }, identifier: 'Not A Slug' }, 'identifier', 'matches'],
        [{ name: 'Bad', title: { id: projectA }, status: 'published' }, 'status', 'notUpdatable'],
        [{ name: 'Bad', title: { id: projectA }, uid: 'abcdefabcdef' }, 'uid', 'notUpdatable'],
        [{ name: 'Bad', title: { id: projectA }, nonsense: 1 }, 'nonsense', 'unknownField'],
        [{ name: 'Bad', title: { id: projectA }, options: { colour: 'red' } }, 'options.colour', 'unknownField'],
        [{ name: 'Bad', title: { id: projectA }, options: { has_search: 'yes' } }, 'options.has_search', 'isBoolean'],
        [{ name: 'Bad', title: { id: projectA }, options: { locale: 'english please' } }, 'options.locale', 'matches'],
        [{ name: 'Bad', title: { id: projectA }, options: { share: ['myspace'] } }, 'options.share', 'isIn'],
        [
          { name: 'Bad', title: { id: projectA }, options: { share: ['mail', 'mail'] } },
          'options.share',
          'arrayUnique',
        ],
        [
          { name: 'Bad', title: { id: projectA }, options: { header_code: 'x'.repeat(65_537) } },
          'options.header_code',
          'maxLength',
        ],
        [
          { name: 'Bad', title: { id: projectA }, options: { cookie_check_message: { body: 'x' } } },
          'options.cookie_check_message.body',
          'unknownField',
        ],
        [
          { name: 'Bad', title: { id: projectA }, options: { authentication: { method: 'sms', params: {} } } },
          'options.authentication.method',
          'isIn',
        ],
        [
          {
            name: 'Bad',
            title: { id: projectA },
            options: { authentication: { method: 'password', params: { username: 'u' } } },
          },
          'options.authentication.params.password',
          'isDefined',
        ],
        [
          {
            name: 'Bad',
            title: { id: projectA },
            options: { authentication: { method: 'whitelist', params: { whitelist: ['not-an-email'] } } },
          },
          'options.authentication.params.whitelist',
          'isEmail',
        ],
        [{ name: 'Bad', title: { id: projectA }, screenshot: 999999 }, 'screenshot', 'notFound'],
      ];
      for (const [body, field, rule] of cases) {
        const res = await refused(() => createDoc(a, body));
        expectProblem(res, 422, 'Failed Validation');
        expect({ body, messages: Object.keys(res.body.validation_messages[field] ?? {}) }).toEqual({
          body,
          messages: expect.arrayContaining([rule]),
        });
      }
    });

    it('makes a retried create with the same Idempotency-Key create nothing new', async () => {
      const body = { name: 'Retried', title: { id: projectA2 } };
      const first = await createDoc(a, body).set('Idempotency-Key', 'doc-create-1');
      expect(first.status).toBe(201);
      await t.refusedWithoutChange(
        async () => {
          const again = await createDoc(a, body).set('Idempotency-Key', 'doc-create-1');
          expect(again.status).toBe(201);
          expect(again.headers['idempotent-replayed']).toBe('true');
          expect(again.body).toEqual(first.body);
        },
        [],
        ['edition'],
      );
    });

    it("resolves the project's editions link and the doc's pages link", async () => {
      const project = await makeProject(a, 'Linked');
      const doc = await createOk(a, { name: 'Linked doc', title: project });
      await createPage(t, a, doc.id, { name: 'Only page' });
      const title = (await t.http().get(`/v2/magazine/title/${project}`).set(a.auth).expect(200)).body;
      const editions = await t
        .http()
        .get(title._embedded.editions._links.self.href.slice(PUBLIC_URL.length))
        .set(a.auth)
        .expect(200);
      expect(editions.body._embedded.edition.map((d: { id: number }) => d.id)).toEqual([doc.id]);
      const pages = await t
        .http()
        .get(doc._embedded.pages._links.self.href.slice(PUBLIC_URL.length))
        .set(a.auth)
        .expect(200);
      expect(pages.body._embedded.page.map((p: { name: string }) => p.name)).toEqual(['Only page']);
    });

    it('lists the category catalogue in the platform order, not shadowed by the id route', async () => {
      for (const path of ['/v2/magazine/edition/category']) {
        const res = await t.http().get(path).set(a.auth).expect(200);
        expect(res.body._embedded.category.map((c: { key: string }) => c.key)).toEqual([...CATEGORY_KEYS]);
        expect(res.body._embedded.category[1]).toEqual({ key: 'branded_content', name: 'Branded content' });
        expect(res.body.total_items).toBe(18);
      }
    });
  });

  describe('options and passwords', () => {
    it('stores a doc password as a hash, never echoes it, keeps it on password: null, and removes it with authentication: null', async () => {
      const doc = await createOk(a, {
        name: 'Protected',
        title: projectA,
        options: { authentication: { method: 'password', params: { username: 'reader', password: 's3cret-pass' } } },
      });
      expect(doc.options.authentication).toEqual({
        method: 'password',
        params: { username: 'reader', password: null, has_password: true },
      });
      const [row] = await t.dataSource.query('SELECT options FROM edition WHERE id = ?', [doc.id]);
      const stored = typeof row.options === 'string' ? row.options : JSON.stringify(row.options);
      expect(stored).not.toContain('s3cret-pass');
      expect(stored).toMatch(/scrypt\$/);

      // A client sends back what it read: the hash stays.
      const same = await patch(a, doc.id, {
        options: { authentication: doc.options.authentication, has_search: true },
      }).expect(200);
      expect(same.body.options.authentication.params).toEqual({
        username: 'reader',
        password: null,
        has_password: true,
      });
      expect(same.body.options.has_search).toBe(true);
      const [after] = await t.dataSource.query('SELECT options FROM edition WHERE id = ?', [doc.id]);
      const hashOf = (options: unknown) =>
        (typeof options === 'string' ? JSON.parse(options) : options).authentication.params.password_hash;
      expect(hashOf(after.options)).toBe(hashOf(row.options));

      const removed = await patch(a, doc.id, { options: { authentication: null } }).expect(200);
      expect(removed.body.options.authentication).toBeNull();
      const whitelisted = await patch(a, doc.id, {
        options: { authentication: { method: 'whitelist', params: { whitelist: ['Ann@Example.com'] } } },
      }).expect(200);
      expect(whitelisted.body.options.authentication).toEqual({
        method: 'whitelist',
        params: { whitelist: ['ann@example.com'] },
      });
    });

    it('merges options key by key on PATCH', async () => {
      const doc = await createOk(a, {
        name: 'Merging',
        title: projectA,
        options: { locale: 'de_de', has_search: true },
      });
      const res = await patch(a, doc.id, {
        options: { has_favorites: true, cookie_check_message: { description: 'We use cookies' } },
      }).expect(200);
      expect(res.body.options).toMatchObject({
        locale: 'de_de',
        has_search: true,
        has_favorites: true,
        cookie_check_message: { title: null, description: 'We use cookies' },
      });
      expect(Object.keys(res.body.options)).toEqual(OPTION_KEYS);
    });
  });

  describe('update', () => {
    it('changes the writable attributes, moves modified_on and affected_on, and honours If-Match', async () => {
      const doc = await createOk(a, { name: 'Editable', title: projectA });
      const read = await t.http().get(`/v2/magazine/edition/${doc.id}`).set(a.auth).expect(200);
      const res = await patch(a, doc.id, {
        name: 'Edited',
        identifier: 'edited-doc',
        category: 'ebook',
        is_starred: true,
      }).set('If-Match', read.headers.etag);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Edited',
        identifier: 'edited-doc',
        category: 'ebook',
        is_starred: true,
        uid: doc.uid,
      });
      expect(res.body.modified_on).toMatch(ISO);
      expect(res.body.affected_on).toBe(res.body.modified_on);
      expectProblem(await refused(() => patch(a, doc.id, { name: 'Stale' }).set('If-Match', read.headers.etag)), 412);
    });

    it('refuses read-only fields, a taken identifier, foreign ids, changing nothing', async () => {
      const doc = await createOk(a, { name: 'Guarded', title: projectA });
      await createOk(a, { name: 'Taken', title: projectA });
      const foreignImage = await uploadImage(b);
      const cases: [unknown, string, string][] = [
        [{ status: 'published' }, 'status', 'notUpdatable'],
        [{ level: 'T1' }, 'level', 'notUpdatable'],
        [{ published_on: '2024-01-01' }, 'published_on', 'notUpdatable'],
        [{ title: { id: projectA2 } }, 'title', 'notUpdatable'],
        [{ identifier: 'taken' }, 'identifier', 'recordFound'],
        [{ screenshot: foreignImage }, 'screenshot', 'notFound'],
        [{ name: null }, 'name', 'isString'],
      ];
      for (const [body, field, rule] of cases) {
        const res = await refused(() => patch(a, doc.id, body));
        expectProblem(res, 422);
        expect(Object.keys(res.body.validation_messages[field] ?? {})).toContain(rule);
      }
      expectProblem(await refused(() => patch(b, doc.id, { name: 'Hijack' })), 404, 'Entity not found.');
    });

    it('keeps at most one default doc per project', async () => {
      const project = await makeProject(a, 'Defaults');
      const one = await createOk(a, { name: 'One', title: project, is_default: true });
      const two = await createOk(a, { name: 'Two', title: project, is_default: true });
      const defaults = async () =>
        (
          await t
            .http()
            .get(
              `/v2/magazine/edition?filter[0][field]=title&filter[0][type]=eq&filter[0][value]=${project}&filter[1][field]=is_default&filter[1][type]=eq&filter[1][value]=true`,
            )
            .set(a.auth)
            .expect(200)
        ).body._embedded.edition?.map((d: { id: number }) => d.id) ?? [];
      expect(await defaults()).toEqual([two.id]);
      await patch(a, one.id, { is_default: true }).expect(200);
      expect(await defaults()).toEqual([one.id]);
      // Another project's default is untouched.
      const elsewhere = await createOk(a, { name: 'Elsewhere', title: projectA2, is_default: true });
      expect((await t.http().get(`/v2/magazine/edition/${elsewhere.id}`).set(a.auth).expect(200)).body.is_default).toBe(
        true,
      );
      expect(await defaults()).toEqual([one.id]);
    });

    it('keeps exactly one default doc when several are made default at once', async () => {
      const project = await makeProject(a, 'Racing defaults');
      const docs = [];
      for (let n = 0; n < 6; n++) docs.push(await createOk(a, { name: `Racer ${n}`, title: project }));
      const answers = await Promise.all(docs.map((doc) => patch(a, doc.id, { is_default: true })));
      expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
      const [{ n }] = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM edition WHERE title_id = ? AND is_default = ?',
        [project, true],
      );
      expect(Number(n)).toBe(1);
    });

    it('links a screenshot of the workspace to its original, desktop and full content; null removes it', async () => {
      const image = await uploadImage(a);
      const doc = await createOk(a, { name: 'Pictured', title: projectA, screenshot: image });
      expect(doc).not.toHaveProperty('screenshot');
      // Signed links a browser loads without a bearer (docs/media-urls.md, test/media/media-urls.e2e-spec.ts).
      const signed = (variant: string) => ({
        href: expect.stringMatching(
          new RegExp(`^${PUBLIC_URL}/media/${image}/content\\?variant=${variant}&expires=\\d+&signature=`),
        ),
      });
      expect(doc._embedded.screenshot).toEqual({
        id: image,
        _links: { original: signed('original'), desktop: signed('desktop'), full: signed('full') },
      });
      for (const variant of ['original', 'desktop', 'full']) {
        await t.http().get(doc._embedded.screenshot._links[variant].href.slice(PUBLIC_URL.length)).expect(200);
        await t.http().get(`/image/${image}/content?variant=${variant}`).set(a.auth).expect(200);
      }
      // Without one, the generated cover's links (src/covers): never a top-level `screenshot: null`.
      const generated = { id: null, generated: true };
      const cleared = await patch(a, doc.id, { screenshot: null }).expect(200);
      expect(cleared.body).not.toHaveProperty('screenshot');
      expect(cleared.body._embedded.screenshot).toMatchObject(generated);
      // Deleting the image clears the relation (ON DELETE SET NULL).
      await patch(a, doc.id, { screenshot: image }).expect(200);
      await t.http().delete(`/image/${image}`).set(a.auth).expect(204);
      const read = (await t.http().get(`/v2/magazine/edition/${doc.id}`).set(a.auth).expect(200)).body;
      expect(read._embedded.screenshot).toMatchObject(generated);
    });
  });

  describe('publish, unpublish, copy, delete', () => {
    it('publishes (again), unpublishes keeping the dates, and counts for the project', async () => {
      const project = await makeProject(a, 'Published things');
      const doc = await createOk(a, { name: 'News', title: project });
      const first = await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
      expect(first.body).toMatchObject({ status: 'published' });
      expect(first.body.published_on).toMatch(ISO);
      expect(first.body.first_published_on).toBe(first.body.published_on);
      expect(first.body._links.published).toEqual({ href: `${PUBLISH_URL}/${a.workspace}/published-things/news/` });
      const again = await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
      expect(again.body.first_published_on).toBe(first.body.first_published_on);
      expect(again.body.published_on >= first.body.published_on).toBe(true);
      const counts = (await t.http().get(`/v2/magazine/title/${project}`).set(a.auth).expect(200)).body._computed;
      expect(counts).toMatchObject({ editions_count: 1, editions_published_count: 1 });

      const draft = await t.http().post(`/v2/magazine/edition/${doc.id}/unpublish`).set(a.auth).expect(200);
      expect(draft.body).toMatchObject({
        status: 'draft',
        published_on: again.body.published_on,
        first_published_on: first.body.first_published_on,
      });
      expect(draft.body._links).not.toHaveProperty('published');
      expect(
        (await t.http().get(`/v2/magazine/title/${project}`).set(a.auth).expect(200)).body._computed
          .editions_published_count,
      ).toBe(0);
      expectProblem(await refused(() => t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(b.auth)), 404);
    });

    it('copies a doc with every page, under /v3 and /v2, into the same or another project', async () => {
      const doc = await createOk(a, {
        name: 'Original',
        title: projectA,
        category: 'brochure',
        options: { has_search: true },
      });
      for (const name of ['Cover', 'Inside', 'Back'])
        await createPage(t, a, doc.id, {
          name,
          content: { type: 'page', children: [{ type: 'paragraph', text: name }] },
        });
      await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
      const res = await t.http().post(`/v3/magazine/edition/${doc.id}/copy`).set(a.auth);
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/v2/magazine/edition/${res.body.id}`);
      expect(res.body).toMatchObject({
        name: 'Copy of Original',
        identifier: 'copy-of-original',
        status: 'draft',
        published_on: null,
        category: 'brochure',
        is_default: false,
      });
      expect(res.body.uid).not.toBe(doc.uid);
      expect(res.body.options.has_search).toBe(true);
      expect(res.body._computed.pages_count).toBe(3);
      const pages = await t
        .http()
        .get(`/v2/magazine/page?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${res.body.id}`)
        .set(a.auth)
        .expect(200);
      expect(pages.body._embedded.page.map((p: { name: string; position: number }) => [p.name, p.position])).toEqual([
        ['Cover', 0],
        ['Inside', 1],
        ['Back', 2],
      ]);
      const copied = await t.http().get(`/v2/magazine/page/${pages.body._embedded.page[1].id}`).set(a.auth).expect(200);
      expect(copied.body.content).toEqual({ type: 'page', children: [{ type: 'paragraph', text: 'Inside' }] });

      const moved = await t
        .http()
        .post(`/v2/magazine/edition/${doc.id}/copy`)
        .set(a.auth)
        .send({ name: 'Moved over', title: { id: projectA2 } });
      expect(moved.status).toBe(201);
      expect(moved.body).toMatchObject({ name: 'Moved over', identifier: 'moved-over' });
      expect(moved.body._embedded.title.id).toBe(projectA2);

      expectProblem(
        await refused(() =>
          t
            .http()
            .post(`/v2/magazine/edition/${doc.id}/copy`)
            .set(a.auth)
            .send({ title: { id: projectB } }),
        ),
        422,
      );
      expectProblem(await refused(() => t.http().post(`/v3/magazine/edition/${doc.id}/copy`).set(b.auth)), 404);
      expectProblem(
        await refused(() => t.http().post(`/v3/magazine/edition/${doc.id}/copy`).set(a.auth).send({ uid: 'x' })),
        422,
      );
    });

    it('deletes a doc with its pages (204, permanent), and a project delete takes its docs and pages', async () => {
      const project = await makeProject(a, 'Doomed');
      const doc = await createOk(a, { name: 'Gone soon', title: project });
      const keep = await createOk(a, { name: 'Gone later', title: project });
      for (const d of [doc, keep]) await createPage(t, a, d.id, { name: 'P' });
      expectProblem(await refused(() => t.http().delete(`/v2/magazine/edition/${doc.id}`).set(b.auth)), 404);
      const res = await t.http().delete(`/v2/magazine/edition/${doc.id}`).set(a.auth);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expectProblem(await t.http().get(`/v2/magazine/edition/${doc.id}`).set(a.auth), 404);
      const count = async (sql: string, id: number) => Number((await t.dataSource.query(sql, [id]))[0].n);
      expect(await count('SELECT COUNT(*) AS n FROM page WHERE edition_id = ?', doc.id)).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM page WHERE edition_id = ?', keep.id)).toBe(1);
      await t.http().delete(`/v2/magazine/title/${project}`).set(a.auth).expect(204);
      expect(await count('SELECT COUNT(*) AS n FROM edition WHERE title_id = ?', project)).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM page WHERE edition_id = ?', keep.id)).toBe(0);
    });
  });

  describe('foreign keys', () => {
    it('lets a workspace row go in SQL with its projects, docs (screenshots set) and pages: the cascades the workspace delete relies on', async () => {
      const c = await t.tenant('Workspace C');
      const project = await makeProject(c, 'Soon gone');
      const image = await uploadImage(c);
      const doc = await createOk(c, { name: 'Pictured', title: project, screenshot: image });
      await createPage(t, c, doc.id, {
        name: 'P',
        content: { type: 'page', children: [{ type: 'image', image, alt: '' }] },
      });
      const left = async (sql: string) => Number((await t.dataSource.query(sql, [c.workspaceId]))[0].n);
      expect(await left('SELECT COUNT(*) AS n FROM page WHERE workspace_id = ?')).toBe(1);
      await t.dataSource.query(
        'DELETE FROM access_token WHERE credential_id IN (SELECT id FROM api_credential WHERE workspace_id = ?)',
        [c.workspaceId],
      );
      await t.dataSource.query('DELETE FROM api_credential WHERE workspace_id = ?', [c.workspaceId]);
      await t.dataSource.query('DELETE FROM workspace WHERE id = ?', [c.workspaceId]);
      expect(await left('SELECT COUNT(*) AS n FROM edition WHERE workspace_id = ?')).toBe(0);
      expect(await left('SELECT COUNT(*) AS n FROM page WHERE workspace_id = ?')).toBe(0);
      expect(await left('SELECT COUNT(*) AS n FROM title WHERE workspace_id = ?')).toBe(0);
    });
  });

  describe('lists', () => {
    it("shows only the caller's docs and answers a foreign id as an unknown one", async () => {
      const foreign = await createOk(b, { name: 'Foreign doc', title: projectB });
      const list = await t.http().get('/v2/magazine/edition?limit=100').set(a.auth).expect(200);
      expect(list.body._embedded.edition.some((d: { id: number }) => d.id === foreign.id)).toBe(false);
      const byTitle = await t
        .http()
        .get(`/v2/magazine/edition?filter[0][field]=title&filter[0][type]=eq&filter[0][value]=${projectB}`)
        .set(a.auth)
        .expect(200);
      expect(byTitle.body.total_items).toBe(0);
      const unknown = await t.http().get('/v2/magazine/edition/999999').set(a.auth);
      const theirs = await t.http().get(`/v2/magazine/edition/${foreign.id}`).set(a.auth);
      expectProblem(theirs, 404, 'Entity not found.');
      expect(theirs.body).toEqual(unknown.body);
      expectProblem(
        await t
          .http()
          .get('/v2/magazine/edition?filter[0][field]=workspace_id&filter[0][type]=eq&filter[0][value]=1')
          .set(a.auth),
        400,
      );
    });

    it('works for a client built against the real platform: qs filters on title, name like and category, order by affected_on, paging by total', async () => {
      const project = await makeProject(a, 'Client project');
      const made: number[] = [];
      for (let n = 0; n < 7; n++) {
        const doc = await createOk(a, { name: `Report ${n}`, title: project, category: n % 2 ? 'report' : 'brochure' });
        made.push(doc.id);
      }
      await createOk(a, { name: 'Unrelated', title: project, category: 'report' });
      // The client's query object, as one of them builds it: an array with a hole, order-by first.
      const filter: unknown[] = [];
      filter[0] = { field: 'title', type: 'eq', value: project };
      filter[2] = { field: 'name', type: 'like', value: 'Report%' };
      filter[3] = { field: 'category', type: 'eq', value: 'report' };
      const query = (extra: Record<string, unknown>) =>
        stringify({ 'order-by': [{ field: 'affected_on', type: 'field', direction: 'desc' }], filter, ...extra });
      const first = await t
        .http()
        .get(`/v2/magazine/edition?${query({ limit: 1 })}`)
        .set(a.auth)
        .set('Accept', 'application/vnd.becky.v2+json')
        .expect(200);
      expect(first.body.total).toBe(3);
      expect(first.body.total_items).toBe(3);
      const all = await t
        .http()
        .get(`/v2/magazine/edition?${query({ limit: first.body.total })}`)
        .set(a.auth)
        .expect(200);
      expect(all.body._embedded.edition.map((d: { name: string }) => d.name)).toEqual([
        'Report 5',
        'Report 3',
        'Report 1',
      ]);
      // Paging by page_count walks the same docs in the same order.
      const paged: string[] = [];
      for (let page = 1; page <= first.body.page_count; page++) {
        const res = await t
          .http()
          .get(`/v2/magazine/edition?${query({ limit: 1, page })}`)
          .set(a.auth)
          .expect(200);
        paged.push(res.body._embedded.edition[0].name);
      }
      expect(paged).toEqual(['Report 5', 'Report 3', 'Report 1']);
      expect(all.body._links.self.href).toBe(`${PUBLIC_URL}/v2/magazine/edition?${query({ limit: 3 })}`);
    });

    it('filters and orders by every documented field and refuses the rest with a 400', async () => {
      const fields = [
        'id',
        'name',
        'identifier',
        'uid',
        'status',
        'category',
        'level',
        'is_visible',
        'is_default',
        'title',
        'published_on',
        'first_published_on',
        'affected_on',
        'created_on',
        'modified_on',
      ];
      for (const field of fields) {
        await t
          .http()
          .get(
            `/v2/magazine/edition?filter[0][field]=${field}&filter[0][type]=isnotnull&order-by[0][field]=${field}&order-by[0][direction]=desc`,
          )
          .set(a.auth)
          .expect(200);
      }
      const level = await t
        .http()
        .get('/v2/magazine/edition?filter[0][field]=level&filter[0][type]=eq&filter[0][value]=T2&limit=1')
        .set(a.auth)
        .expect(200);
      expect(level.body.total_items).toBeGreaterThan(0);
      expectProblem(
        await t
          .http()
          .get('/v2/magazine/edition?filter[0][field]=options&filter[0][type]=eq&filter[0][value]=x')
          .set(a.auth),
        400,
      );
    });
  });
});
