import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';

import { RouteTable } from '../../src/common/http/route-table.js';
import { createProject } from '../support/fixtures.js';
import { multipartBody } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { expectProblem, linksUnder, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Transport rules for every route (issue 11; CONTRACT 1, 2 and 8): unprefixed twins with links
 * that keep the request's prefix, media types without charset, CORS on by default, sparse
 * bracket indexes, and a client that starts from `/magazine/title` and follows its links.
 */

const PNG = pngImage(6, 4, 2);
const VENDOR_JSON = 'application/vnd.becky.v2+json';

/** Every `href` in a body, with where it was. */
function hrefs(body: unknown, at = '$'): [string, string][] {
  if (Array.isArray(body)) return body.flatMap((item, i) => hrefs(item, `${at}[${i}]`));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]): [string, string][] =>
    key === 'href' && typeof value === 'string' ? [[`${at}.href`, value]] : hrefs(value, `${at}.${key}`),
  );
}

/** The links of ours in a body that do not carry `prefix` ('' or '/v2'): [] when all do. */
function offPrefix(body: unknown, prefix: '' | '/v2'): string[] {
  return hrefs(body)
    .filter(([, href]) => href.startsWith(`${PUBLIC_URL}/`))
    .filter(([, href]) =>
      prefix === '/v2' ? !href.startsWith(`${PUBLIC_URL}/v2/`) : href.startsWith(`${PUBLIC_URL}/v2/`),
    )
    .map(([at, href]) => `${at}: ${href}`);
}

describe('transport, on the default configuration', () => {
  let t: TestApp;
  let a: Tenant;
  let titleId: number;
  let userId: number;
  let folderId: number;
  let imageId: number;
  let pdfId: number;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Transport');
    for (const name of ['Sparse one', 'Sparse two', 'Sparse three', 'Other']) {
      const { id } = await createProject(t, a, name);
      titleId ??= id;
    }
    userId = (
      await t
        .http()
        .post('/v2/user')
        .set(a.auth)
        .send({
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada.transport@example.com',
          phone: '',
          account: String(a.workspaceId),
        })
        .expect(201)
    ).body.id;
    folderId = (await t.http().post('/topiary').set(a.auth).send({ name: 'Photos' }).expect(201)).body.id;
    const { body, contentType } = multipartBody([
      { name: 'folder', value: String(folderId) },
      { name: 'files[]', filename: 'a.png', data: PNG },
      { name: 'files[]', filename: 'b.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const upload = await t
      .http()
      .post('/topiary/file')
      .set(a.auth)
      .set('Content-Type', contentType)
      .send(body)
      .expect(201);
    [imageId, pdfId] = upload.body._embedded.file.map((file: { id: number }) => file.id);
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('unprefixed twins', () => {
    const pairs = () => [
      ['a project', `/v2/magazine/title/${titleId}`],
      ['a user', `/v2/user/${userId}`],
      [
        'the project list, filtered and paged',
        '/v2/magazine/title?limit=1&filter[0][field]=name&filter[0][type]=like&filter[0][value]=Sparse%25&order-by[0][field]=name',
      ],
      [
        'the user list',
        '/v2/user?filter[0][field]=email&filter[0][type]=eq&filter[0][value]=ada.transport@example.com',
      ],
      ['a folder with its files', `/v2/topiary/${folderId}`],
      ['the folder list', '/v2/topiary?limit=1'],
      ['an image', `/v2/image/${imageId}`],
      ['a file', `/v2/topiary/file/${pdfId}`],
      ['an image as a file', `/v2/topiary/file/${imageId}`],
    ];

    it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])(
      'answer %s with the same representation, links under the prefix of the request',
      async (n) => {
        const [, v2Path] = pairs()[n];
        const bare = v2Path.slice(3);
        const v2 = await t.http().get(v2Path).set(a.auth);
        const plain = await t.http().get(bare).set(a.auth);
        expect([v2.status, plain.status]).toEqual([200, 200]);
        expect(plain.headers['content-type']).toBe('application/hal+json');
        expect(plain.body).toEqual(linksUnder(v2.body, ''));
        expect(offPrefix(v2.body, '/v2')).toEqual([]);
        expect(offPrefix(plain.body, '')).toEqual([]);
        // Every representation has links, and a twin's ETag is of its own bytes.
        expect(hrefs(plain.body).length).toBeGreaterThan(1);
        expect(plain.headers.etag).toMatch(/^"/);
        expect(plain.headers.etag).not.toBe(v2.headers.etag);
      },
    );

    it('answer HEAD as their GET does', async () => {
      for (const path of [`/magazine/title/${titleId}`, `/v2/topiary/${folderId}`, '/user']) {
        const get = await t.http().get(path).set(a.auth).expect(200);
        const head = await t.http().head(path).set(a.auth).expect(200);
        expect(head.headers.etag).toBe(get.headers.etag);
        expect(head.headers['content-type']).toBe('application/hal+json');
      }
    });

    it('keep _embedded stubs and filtered-list links under the prefix', async () => {
      const title = (await t.http().get(`/magazine/title/${titleId}`).set(a.auth).expect(200)).body;
      expect(title._links.self.href).toBe(`${PUBLIC_URL}/magazine/title/${titleId}`);
      expect(title._embedded.account._links.self.href).toBe(`${PUBLIC_URL}/account/${a.workspaceId}`);
      expect(title._embedded.editions._links.self.href).toBe(
        `${PUBLIC_URL}/magazine/edition?filter%5B0%5D%5Bfield%5D=title&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=${titleId}`,
      );
      const user = (await t.http().get(`/user/${userId}`).set(a.auth).expect(200)).body;
      expect(user._embedded.memberships._links.self.href).toMatch(
        new RegExp(`^${PUBLIC_URL}/membership\\?filter%5B0%5D%5Bfield%5D=user&`),
      );
      const folder = (await t.http().get(`/v2/topiary/${folderId}`).set(a.auth).expect(200)).body;
      expect(folder._embedded.parent._links.self.href).toMatch(new RegExp(`^${PUBLIC_URL}/v2/topiary/\\d+$`));
      expect(
        folder._embedded.files.map((f: { _links: { content: { href: string } } }) => f._links.content.href),
      ).toEqual([`${PUBLIC_URL}/v2/image/${imageId}/content`, `${PUBLIC_URL}/v2/topiary/file/${pdfId}/content`]);
    });

    it('serve the same bytes for media content', async () => {
      for (const [x, y] of [
        [`/image/${imageId}/content`, `/v2/image/${imageId}/content`],
        [`/topiary/file/${pdfId}/content`, `/v2/topiary/file/${pdfId}/content`],
      ]) {
        const one = await t.http().get(x).set(a.auth).buffer(true).expect(200);
        const two = await t.http().get(y).set(a.auth).buffer(true).expect(200);
        expect(Buffer.compare(one.body as Buffer, two.body as Buffer)).toBe(0);
        expect(one.headers.etag).toBe(two.headers.etag);
      }
    });

    it('write through the twin: 201 with Location under the prefix, conditional PATCH with the twin ETag, DELETE', async () => {
      const created = await t
        .http()
        .post('/magazine/title')
        .set(a.auth)
        .send({ name: 'Twin', account: { id: a.workspaceId } })
        .expect(201);
      expect(created.headers.location).toBe(`${PUBLIC_URL}/magazine/title/${created.body.id}`);
      expect(created.headers['content-location']).toBe(created.headers.location);
      expect(offPrefix(created.body, '')).toEqual([]);
      const path = `/magazine/title/${created.body.id}`;
      const read = await t.http().get(path).set(a.auth).expect(200);
      // The tag names the representation this path serves, so a conditional write on it compares the same bytes.
      const patched = await t
        .http()
        .patch(path)
        .set(a.auth)
        .set('If-Match', read.headers.etag)
        .send({ name: 'Twin renamed' })
        .expect(200);
      expect(patched.body.name).toBe('Twin renamed');
      expect(offPrefix(patched.body, '')).toEqual([]);
      const stale = await t.refusedWithoutChange(() =>
        t.http().patch(path).set(a.auth).set('If-Match', read.headers.etag).send({ name: 'Lost' }),
      );
      expectProblem(stale, 412);
      const folder = await t.http().post('/v2/topiary').set(a.auth).send({ name: 'Under v2' }).expect(201);
      expect(folder.headers.location).toBe(`${PUBLIC_URL}/v2/topiary/${folder.body.id}`);
      const current = (await t.http().get(`/v2/topiary/${folder.body.id}`).set(a.auth).expect(200)).headers
        .etag as string;
      await t.http().delete(`/v2/topiary/${folder.body.id}`).set(a.auth).set('If-Match', current).expect(204);
      await t.http().delete(path).set(a.auth).expect(204);
      expectProblem(await t.http().get(`/v2${path}`).set(a.auth), 404);
    });

    it('refuse as the originals do: 405 with the same Allow, 404, 401, and nothing changes', async () => {
      const pairs405: [string, string][] = [
        ['PUT', `/magazine/title/${titleId}`],
        ['DELETE', '/magazine/title'],
        ['PUT', '/user'],
        ['GET', '/topiary/file'],
        ['PATCH', `/image/${imageId}`],
      ];
      for (const [method, bare] of pairs405) {
        const twin = bare.startsWith('/topiary') || bare.startsWith('/image') ? `/v2${bare}` : `/v2${bare}`;
        for (const path of [bare, twin]) {
          const res = await t.refusedWithoutChange(() =>
            t.http()[method.toLowerCase() as 'get'](path).set(a.auth).send(),
          );
          expectProblem(res, 405);
        }
        const allow = async (path: string) =>
          (await t.http()[method.toLowerCase() as 'get'](path).set(a.auth)).headers.allow;
        expect(await allow(bare)).toBe(await allow(twin));
      }
      for (const path of [
        '/magazine/nothing',
        '/v2/magazine/nothing',
        '/magazine/title/999999',
        `/user/999999`,
        '/topiary/999999',
        '/v2/image/999999',
      ]) {
        expectProblem(await t.http().get(path).set(a.auth), 404);
      }
      // Operational routes have no /v2 twin; no route under /v2 is public.
      for (const path of ['/v2/oauth', '/v2/health', '/v2/ready']) expectProblem(await t.http().get(path), 404);
      for (const path of ['/magazine/title', '/user', '/topiary', `/image/${imageId}`])
        expectProblem(await t.http().get(path), 401);
    });

    it('are in the route table beside every declared route, and nothing else is', () => {
      const routes = t.app.get(RouteTable);
      const entries = routes.entries();
      // Operational routes, and routes of another version (`/v3`), have no twin.
      const declared = entries.filter(
        (e) => e.twinOf === undefined && !/^\/(?:oauth|docs|health|ready|read|media|v[3-9])|^\*/.test(e.url),
      );
      expect(declared.length).toBeGreaterThan(10);
      for (const { method, url } of declared) {
        const twin = routes.twinFor(method, url);
        expect(`${method} ${url} -> ${twin}`).toBe(
          `${method} ${url} -> ${url.startsWith('/v2/') ? url.slice(3) : `/v2${url}`}`,
        );
      }
      expect(entries.filter((e) => e.twinOf !== undefined)).toHaveLength(declared.length);
    });

    it('are documented once, under the paths CONTRACT names', async () => {
      const doc = (await t.http().get('/docs-json').expect(200)).body as { paths: Record<string, unknown> };
      const paths = Object.keys(doc.paths);
      expect(paths).toContain('/v2/magazine/title/{project_id}');
      expect(paths).toContain('/topiary/{topiary_id}');
      expect(
        paths.filter(
          (p) =>
            p.startsWith('/magazine/') || p === '/user' || p.startsWith('/v2/topiary') || p.startsWith('/v2/image'),
        ),
      ).toEqual([]);
    });
  });

  describe('media types without charset', () => {
    it('sends application/hal+json and application/problem+json bare, on every kind of answer', async () => {
      const { body, contentType } = multipartBody([{ name: 'file', filename: 'c.png', data: PNG }]);
      const hal: Response[] = [
        await t.http().get(`/v2/magazine/title/${titleId}`).set(a.auth),
        await t.http().get('/magazine/title').set(a.auth),
        await t
          .http()
          .post('/v2/magazine/title')
          .set(a.auth)
          .send({ name: 'Bare', account: { id: a.workspaceId } }),
        await t.http().patch(`/user/${userId}`).set(a.auth).send({ phone: '+1 555' }),
        await t.http().post('/topiary/file').set(a.auth).set('Content-Type', contentType).send(body),
      ];
      for (const res of hal) {
        expect(res.status).toBeLessThan(300);
        expect(res.headers['content-type']).toBe('application/hal+json');
      }
      const problems: Response[] = [
        await t.http().get('/v2/magazine/title/999999').set(a.auth),
        await t.http().get('/magazine/title'),
        await t.http().get('/user').set(a.auth).set('Accept', 'text/html'),
        await t.http().post('/magazine/title').set(a.auth).send({ name: '' }),
        await t.http().put('/v2/user').set(a.auth),
        await t.http().get('/v2/user/%zz').set(a.auth),
        await t.http().get('/magazine/title?limit=0').set(a.auth),
        await t.http().post('/oauth').send({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'y' }),
        await t.http().get('/nothing/here'),
      ];
      expect(problems.map((res) => res.status)).toEqual([404, 401, 406, 422, 405, 400, 416, 400, 404]);
      expect(problems.map((res) => `${res.status} ${res.headers['content-type']}`)).toEqual(
        problems.map((res) => `${res.status} application/problem+json`),
      );
    });
  });

  describe('CORS on by default', () => {
    const preflight = (method: string, path: string, requested = 'GET') =>
      t
        .http()
        .options(path)
        .set('Origin', 'https://reader.example.org')
        .set('Access-Control-Request-Method', requested)
        .set('Access-Control-Request-Headers', 'authorization,content-type,if-match,idempotency-key');

    it('answers a preflight 204 on every route of the table, twins, /oauth and routes behind auth included, without a token', async () => {
      const entries = t.app.get(RouteTable).entries();
      const urls = [...new Set(entries.map((e) => e.url.replace(/:\w+/g, '1')))].filter((url) => url.startsWith('/'));
      expect(urls).toEqual(
        expect.arrayContaining(['/oauth', '/magazine/title/1', '/v2/user/1', '/topiary/file', '/v2/image/1/content']),
      );
      for (const url of urls) {
        const method = entries.find((e) => e.url.replace(/:\w+/g, '1') === url)!.method;
        const res = await preflight(method, url, method);
        expect(`${url} ${res.status}`).toBe(`${url} 204`);
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['access-control-allow-methods']).toContain(method);
        expect(res.headers['access-control-allow-headers']?.toLowerCase()).toContain('authorization');
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    });

    it('answers an OPTIONS that is not a preflight as any other unrouted method: 405, Allow, a problem', async () => {
      for (const res of [
        await t.http().options('/magazine/title'),
        await t.http().options('/magazine/title').set('Origin', 'https://reader.example.org'),
        await t.http().options('/magazine/title').set('Access-Control-Request-Method', 'GET'),
      ]) {
        expectProblem(res, 405);
        expect(res.headers.allow).toBe('GET, POST');
        expect(res.headers['access-control-allow-methods']).toBeUndefined();
        // Still a cross-origin response a script may read.
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
    });

    it('lets any origin read answers and the headers clients need, errors included', async () => {
      const ok = await t
        .http()
        .post('/magazine/title')
        .set(a.auth)
        .set('Origin', 'https://reader.example.org')
        .send({ name: 'Cors', account: { id: a.workspaceId } });
      const refused = await t.http().get('/v2/user').set('Origin', 'https://reader.example.org');
      expect([ok.status, refused.status]).toEqual([201, 401]);
      for (const res of [ok, refused]) {
        expect(res.headers['access-control-allow-origin']).toBe('*');
        const exposed = String(res.headers['access-control-expose-headers']).toLowerCase();
        for (const name of [
          'etag',
          'location',
          'x-request-id',
          'x-ratelimit-limit',
          'x-ratelimit-remaining',
          'x-ratelimit-reset',
          'retry-after',
        ]) {
          expect(exposed).toContain(name);
        }
      }
    });
  });

  describe('list queries as clients build them', () => {
    const names = (res: Response) => res.body._embedded.title.map((x: { name: string }) => x.name);
    const selfQuery = (res: Response) => decodeURIComponent(res.body._links.self.href.split('?')[1]);

    it.each([
      [
        'a lone filter[2]',
        'filter[2][field]=name&filter[2][type]=like&filter[2][value]=Sparse%25&order-by[0][field]=name',
      ],
      ['a lone query[1]', 'query[1][field]=name&query[1][type]=like&query[1][value]=Sparse%25&order-by[0][field]=name'],
      [
        'order-by before filter, sparse both',
        'order-by[3][field]=name&order-by[3][direction]=asc&filter[1][field]=name&filter[1][type]=like&filter[1][value]=Sparse%25',
      ],
      [
        'indexes past the array limit',
        'filter[150][field]=name&filter[150][type]=like&filter[150][value]=Sparse%25&order-by[101][field]=name',
      ],
    ])('takes %s, under both prefixes, and links keep the query as it arrived', async (_, query) => {
      for (const prefix of ['', '/v2']) {
        const res = await t.http().get(`${prefix}/magazine/title?limit=2&${query}`).set(a.auth).expect(200);
        expect(names(res)).toEqual(['Sparse one', 'Sparse three']);
        expect(res.body.total_items).toBe(3);
        const arrived = decodeURIComponent(`limit=2&${query}`);
        expect(res.body._links.self.href.startsWith(`${PUBLIC_URL}${prefix}/magazine/title?`)).toBe(true);
        expect(selfQuery(res)).toBe(arrived);
        expect(decodeURIComponent(res.body._links.next.href.split('?')[1])).toBe(`page=2&${arrived}`);
        expect(decodeURIComponent(res.body._links.first.href.split('?')[1])).toBe(arrived);
        // Brackets go out percent-encoded, as the platform writes them.
        expect(res.body._links.self.href).not.toMatch(/[[\]]/);
        const page2 = await t.http().get(res.body._links.next.href.slice(PUBLIC_URL.length)).set(a.auth).expect(200);
        expect(names(page2)).toEqual(['Sparse two']);
      }
    });

    it('names a bad sparse entry by the index it was sent with, and changes nothing', async () => {
      const res = await t.refusedWithoutChange(() =>
        t
          .http()
          .get('/magazine/title?order-by[0][field]=name&filter[4][field]=nope&filter[4][type]=eq&filter[4][value]=1')
          .set(a.auth),
      );
      expectProblem(res, 400, 'filter[4][field]: unknown field "nope"');
      const order = await t
        .http()
        .get('/v2/magazine/title?order-by[2][field]=name&order-by[2][direction]=sideways')
        .set(a.auth);
      expectProblem(order, 400, /^order-by\[2\]\[direction\]/);
    });
  });

  describe('a client written against the real platform', () => {
    it('starts from /magazine/title with Accept: application/vnd.becky.v2+json, pages by total, and follows every link it gets', async () => {
      const routes = t.app.get(RouteTable);
      const get = (href: string) => {
        expect(href.startsWith(`${PUBLIC_URL}/`)).toBe(true);
        return t.http().get(href.slice(PUBLIC_URL.length)).set(a.auth).set('Accept', VENDOR_JSON);
      };
      // Some clients ask for one item to learn the total, then for all of them.
      const probe = await get(`${PUBLIC_URL}/magazine/title?limit=1`).expect(200);
      expect(probe.headers['content-type']).toBe('application/hal+json');
      const total = probe.body.total as number;
      expect(total).toBeGreaterThan(3);
      const all = await get(`${PUBLIC_URL}/magazine/title?limit=${total}`).expect(200);
      expect(all.body._embedded.title).toHaveLength(total);

      // Then it walks: every link, breadth first, as long as the path is one this app serves.
      const seen = new Set<string>();
      const queue = [probe.body._links.self.href as string];
      let followed = 0;
      let skipped = 0;
      while (queue.length > 0 && followed < 60) {
        const href = queue.shift()!;
        if (seen.has(href)) continue;
        seen.add(href);
        if (routes.methodsFor(href.slice(PUBLIC_URL.length)).length === 0) {
          // Every area a response links to is served: counted, and checked below to be none.
          skipped++;
          continue;
        }
        const res = await get(href);
        followed++;
        expect(`${href} ${res.status}`).toBe(`${href} 200`);
        if (!/json/.test(String(res.headers['content-type']))) continue;
        expect(offPrefix(res.body, '')).toEqual([]);
        for (const [, next] of hrefs(res.body))
          if (next.startsWith(`${PUBLIC_URL}/`) && !seen.has(next)) queue.push(next);
      }
      expect(followed).toBeGreaterThan(5);
      expect(skipped).toBe(0);
    });
  });
});

/** Apps run one after another: each describe starts its own and stops it before the next. */
describe('transport with CORS_ORIGINS narrowed to a list', () => {
  let t: TestApp;
  let a: Tenant;
  beforeAll(async () => {
    t = await TestApp.start({ CORS_ORIGINS: 'https://app.example.com,https://admin.example.com:8443' });
    a = await t.tenant('Narrowed');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers listed origins by name, with Vary: Origin, and gives others nothing to read', async () => {
    for (const path of ['/oauth', '/magazine/title', '/v2/topiary/1']) {
      const listed = await t
        .http()
        .options(path)
        .set('Origin', 'https://admin.example.com:8443')
        .set('Access-Control-Request-Method', 'POST');
      expect(listed.status).toBe(204);
      expect(listed.headers['access-control-allow-origin']).toBe('https://admin.example.com:8443');
      expect(String(listed.headers.vary)).toMatch(/origin/i);
      const other = await t
        .http()
        .options(path)
        .set('Origin', 'https://evil.example.com')
        .set('Access-Control-Request-Method', 'POST');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    }
    const ok = await t.http().get('/magazine/title').set(a.auth).set('Origin', 'https://app.example.com').expect(200);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const evil = await t
      .http()
      .get('/magazine/title')
      .set(a.auth)
      .set('Origin', 'https://evil.example.com')
      .expect(200);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('transport with CORS_ORIGINS=off', () => {
  let t: TestApp;
  let a: Tenant;
  beforeAll(async () => {
    t = await TestApp.start({ CORS_ORIGINS: 'off' });
    a = await t.tenant('Off');
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('sends no Access-Control-* header and answers no preflight', async () => {
    const preflight = await t
      .http()
      .options('/magazine/title')
      .set('Origin', 'https://app.example.com')
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).not.toBe(204);
    expect(preflight.headers['content-type']).toBe('application/problem+json');
    const get = await t.http().get('/magazine/title').set(a.auth).set('Origin', 'https://app.example.com').expect(200);
    for (const res of [preflight, get]) {
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});
