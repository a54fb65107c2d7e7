import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { createEmptyDoc, upload as uploadFile } from '../support/fixtures.js';
import { OpenApi, responseSchema } from '../support/openapi.js';
import { pngImage } from '../support/png.js';
import { expectProblem, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

/** Editing Content (CONTRACT 12): PATCH /v2/magazine/page/{id}/content with Immer patches. */
const PAGE_FIELDS = [
  'id',
  'name',
  'identifier',
  'position',
  'is_visible',
  'content',
  'created_on',
  'modified_on',
  '_embedded',
  '_links',
];
const STALE = 'The resource has changed since you read it: read it again and retry with its current ETag';
const openapi = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));

type Node = Record<string, unknown>;
const p = (text: string): Node => ({ type: 'paragraph', text });
const h = (level: number, text: string): Node => ({ type: 'heading', level, text });
const section = (...children: Node[]): Node => ({ type: 'section', children });
const tree = (...children: Node[]) => ({ type: 'page', children });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Editing Content', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let docA: number;
  let imageA: number;
  let imageB: number;
  let pageB: number;
  let storageRoot: string;
  let serial = 0;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
    docA = await makeDoc(a);
    imageA = await upload(a, 'a.png');
    imageB = await upload(b, 'b.png');
    pageB = (await makePage(b, await makeDoc(b), tree(p('B only')))).id;
  });
  afterAll(async () => {
    await t.stop();
  });

  const makeDoc = (tenant: Tenant) => createEmptyDoc(t, tenant);
  const upload = (tenant: Tenant, filename: string) =>
    uploadFile(t, tenant, filename, pngImage(8, 8, serial++), 'image/png');
  async function makePage(tenant: Tenant, doc: number, content?: unknown): Promise<Record<string, any>> {
    const res = await t
      .http()
      .post('/v2/magazine/page')
      .set(tenant.auth)
      .send({ name: `Page ${serial++}`, edition: { id: doc }, ...(content ? { content } : {}) });
    if (res.status !== 201) throw new Error(`page: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  }
  const patch = (id: number, body: unknown, tenant = a, path = `/v2/magazine/page/${id}/content`) =>
    t.http().patch(path).set(tenant.auth).set('Content-Type', 'application/json').send(JSON.stringify(body));
  const contentOf = async (id: number) =>
    (await t.http().get(`/v2/magazine/page/${id}`).set(a.auth).expect(200)).body.content;
  const affectedOn = async (doc: number) =>
    (await t.http().get(`/v2/magazine/edition/${doc}`).set(a.auth).expect(200)).body.affected_on as string;
  const refused = <R>(run: () => Promise<R>) => t.refusedWithoutChange(run, [storageRoot]);

  it('applies add, replace and remove in order, on nested paths, and answers the whole page with its new ETag', async () => {
    const page = await makePage(a, docA, tree(h(1, 'Title'), section(p('one'), p('two')), p('tail')));
    const docBefore = await affectedOn(docA);
    await sleep(20);
    const res = await patch(page.id, [
      // Insert before the first node: everything after it moves one down.
      { op: 'add', path: ['children', 0], value: p('intro') },
      // children: intro, Title, section(one, two), tail
      { op: 'replace', path: ['children', 1, 'text'], value: 'New title' },
      { op: 'replace', path: ['children', 1, 'level'], value: 2 },
      // Insert in the middle of a nested array, and at its end (index = length).
      { op: 'add', path: ['children', 2, 'children', 1], value: p('one and a half') },
      {
        op: 'add',
        path: ['children', 2, 'children', 3],
        value: { type: 'button', text: 'Go', href: 'https://example.com/go' },
      },
      // Remove from the middle: the rest move up.
      { op: 'remove', path: ['children', 2, 'children', 0] },
      { op: 'add', path: ['children', 4], value: { type: 'image', image: imageA, alt: 'A picture' } },
      { op: 'replace', path: ['children', 3], value: section(p('tail, in a section')) },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/hal+json');
    expect(Object.keys(res.body)).toEqual(PAGE_FIELDS);
    expect(res.body.content).toEqual(
      tree(
        p('intro'),
        h(2, 'New title'),
        section(p('one and a half'), p('two'), { type: 'button', text: 'Go', href: 'https://example.com/go' }),
        section(p('tail, in a section')),
        { type: 'image', image: imageA, alt: 'A picture' },
      ),
    );
    expect(res.body._links.self.href).toBe(`${PUBLIC_URL}/v2/magazine/page/${page.id}`);
    // As documented, with no undocumented field.
    const api = new OpenApi(openapi);
    const documented = responseSchema(
      api.operationFor('PATCH', '/v2/magazine/page/:page_id/content')!,
      200,
      res.headers['content-type'],
    );
    expect(documented.documented).toBe(true);
    expect(api.validate(documented.schema, res.body)).toEqual([]);
    // The page moved on, and so did its doc.
    expect(Date.parse(res.body.modified_on)).toBeGreaterThan(Date.parse(page.modified_on));
    expect(res.body.created_on).toBe(page.created_on);
    expect(Date.parse(await affectedOn(docA))).toBeGreaterThan(Date.parse(docBefore));
    // What was answered is what is stored, with the same tag.
    const read = await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200);
    expect(read.body).toEqual(res.body);
    expect(read.headers.etag).toBe(res.headers.etag);
  });

  it('replaces the whole tree with path [], and removes every node down to an empty page', async () => {
    const page = await makePage(a, docA, tree(p('x'), p('y')));
    expect(
      (await patch(page.id, [{ op: 'replace', path: [], value: tree(h(3, 'Fresh')) }]).expect(200)).body.content,
    ).toEqual(tree(h(3, 'Fresh')));
    expect((await patch(page.id, [{ op: 'remove', path: ['children', 0] }]).expect(200)).body.content).toEqual(tree());
  });

  it("runs each of the OpenAPI document's examples as-is on a new page", async () => {
    const examples =
      openapi.paths['/v2/magazine/page/{page_id}/content'].patch.requestBody.content['application/json'].examples;
    expect(Object.keys(examples).length).toBeGreaterThan(0);
    const results: Record<string, unknown> = {};
    for (const [name, example] of Object.entries<{ value: unknown }>(examples)) {
      const page = await makePage(a, docA);
      const res = await patch(page.id, example.value);
      expect(`${name}: ${res.status}`).toBe(`${name}: 200`);
      results[name] = res.body.content;
    }
    expect(results).toEqual({ example: tree(h(1, 'Welcome')), edit: tree(p('Final')) });
  });

  it('answers an empty array with the page as it is, changing nothing', async () => {
    const page = await makePage(a, docA, tree(p('still')));
    const read = await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200);
    const res = await t.refusedWithoutChange(() => patch(page.id, []));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(read.body);
    expect(res.headers.etag).toBe(read.headers.etag);
  });

  it('takes 1,000 patches in one request, and refuses 1,001 naming patches', async () => {
    const page = await makePage(a, docA);
    const adds = Array.from({ length: 1000 }, (_, n) => ({ op: 'add', path: ['children', n], value: p(`n${n}`) }));
    const res = await patch(page.id, adds).expect(200);
    expect(res.body.content.children).toHaveLength(1000);
    expect(res.body.content.children[999]).toEqual(p('n999'));
    const tooMany = await refused(() => patch(page.id, [...adds, { op: 'remove', path: ['children', 0] }]));
    expectProblem(tooMany, 422, 'Failed Validation');
    expect(tooMany.body.validation_messages).toEqual({ patches: { arrayMaxSize: expect.stringContaining('1000') } });
  });

  describe('refusals change nothing', () => {
    let page: Record<string, any>;
    beforeAll(async () => {
      page = await makePage(a, docA, tree(h(1, 'Keep'), section(p('inside')), p('last')));
    });

    it.each<[string, unknown, Record<string, Record<string, unknown>>]>([
      [
        'a body that is not an array',
        { op: 'add', path: ['children', 0], value: { type: 'paragraph', text: 'x' } },
        { patches: { isArray: expect.any(String) } },
      ],
      ['a patch that is not an object', ['remove'], { 'patches.0': { isObject: expect.any(String) } }],
      [
        'an unknown op',
        [{ op: 'move', path: ['children', 0], from: ['children', 1] }],
        { 'patches.0.op': { isIn: expect.any(String) }, 'patches.0.from': { unknownField: expect.any(String) } },
      ],
      ['a missing op', [{ path: ['children', 0] }], { 'patches.0.op': { isDefined: expect.any(String) } }],
      [
        'a path that is a string',
        [{ op: 'remove', path: '/children/0' }],
        { 'patches.0.path': { isArray: expect.any(String) } },
      ],
      [
        'a path key that is neither a key nor an index',
        [{ op: 'remove', path: ['children', -1] }],
        { 'patches.0.path.1': { isKey: expect.any(String) } },
      ],
      [
        'an add without a value',
        [{ op: 'add', path: ['children', 0] }],
        { 'patches.0.value': { isDefined: expect.any(String) } },
      ],
      [
        'a remove of the whole tree',
        [{ op: 'remove', path: [] }],
        { 'patches.0.path': { arrayNotEmpty: expect.any(String) } },
      ],
      [
        '__proto__ in a path',
        [{ op: 'add', path: ['__proto__', 'polluted'], value: true }],
        { 'patches.0.path.0': { reserved: expect.any(String) } },
      ],
      [
        'constructor.prototype in a path',
        [{ op: 'add', path: ['constructor', 'prototype', 'polluted'], value: true }],
        { 'patches.0.path.0': { reserved: expect.any(String) }, 'patches.0.path.1': { reserved: expect.any(String) } },
      ],
      // A path that does not exist, for each way Immer itself would not refuse it.
      [
        'an add past the end of an array',
        [{ op: 'add', path: ['children', 4], value: { type: 'paragraph', text: 'x' } }],
        { 'patches.0.path': { pathExists: expect.any(String) } },
      ],
      [
        'an add into a missing parent',
        [{ op: 'add', path: ['children', 9, 'children', 0], value: { type: 'paragraph', text: 'x' } }],
        { 'patches.0.path': { pathExists: expect.any(String) } },
      ],
      [
        'a replace of an index out of range',
        [{ op: 'replace', path: ['children', 3], value: { type: 'paragraph', text: 'x' } }],
        { 'patches.0.path': { pathExists: expect.any(String) } },
      ],
      [
        'a replace of a missing key',
        [{ op: 'replace', path: ['children', 2, 'level'], value: 2 }],
        { 'patches.0.path': { pathExists: expect.any(String) } },
      ],
      [
        'a remove of an index out of range',
        [{ op: 'remove', path: ['children', 1, 'children', 1] }],
        { 'patches.0.path': { pathExists: expect.any(String) } },
      ],
      [
        'a remove of a missing key',
        [{ op: 'remove', path: ['children', 0, 'size'] }],
        { 'patches.0.path': { pathExists: expect.any(String) } },
      ],
      [
        'an array index given as a string',
        [{ op: 'remove', path: ['children', '0'] }],
        { 'patches.0.path': { pathExists: expect.any(String) } },
      ],
      // The path of a later patch is checked against the tree the earlier ones left.
      [
        'a second remove of what the first removed',
        [
          { op: 'remove', path: ['children', 2] },
          { op: 'remove', path: ['children', 2] },
        ],
        { 'patches.1.path': { pathExists: expect.any(String) } },
      ],
      // The result is validated as a whole: the messages name the content path.
      [
        'a node of an unknown type',
        [{ op: 'add', path: ['children', 0], value: { type: 'marquee', text: 'x' } }],
        { 'content.children.0.type': { isIn: expect.any(String) } },
      ],
      [
        'a heading level out of range',
        [{ op: 'replace', path: ['children', 0, 'level'], value: 9 }],
        { 'content.children.0.level': { isInt: expect.any(String) } },
      ],
      [
        'a node left without a required key',
        [{ op: 'remove', path: ['children', 0, 'text'] }],
        { 'content.children.0.text': { isDefined: expect.any(String) } },
      ],
      [
        'a key a node does not have',
        [{ op: 'add', path: ['children', 1, 'title'], value: 'x' }],
        { 'content.children.1.title': { unknownField: expect.any(String) } },
      ],
      [
        'a script href',
        [{ op: 'add', path: ['children', 3], value: { type: 'button', text: 'x', href: 'javascript:alert(1)' } }],
        { 'content.children.3.href': { isUrl: expect.any(String) } },
      ],
      [
        'a tree that is not a page',
        [{ op: 'replace', path: [], value: [] }],
        { content: { isObject: expect.any(String) } },
      ],
      [
        'an unknown image id',
        [{ op: 'add', path: ['children', 0], value: { type: 'image', image: 999_999, alt: '' } }],
        { 'content.children.0.image': { notFound: expect.any(String) } },
      ],
      [
        'valid patches followed by one that fails: none of them is kept',
        [
          { op: 'replace', path: ['children', 0, 'text'], value: 'Changed' },
          { op: 'remove', path: ['children', 2] },
          { op: 'remove', path: ['children', 5] },
        ],
        { 'patches.2.path': { pathExists: expect.any(String) } },
      ],
    ])('%s: 422', async (_, body, messages) => {
      const before = await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200);
      const res = await refused(() => patch(page.id, body));
      expectProblem(res, 422, 'Failed Validation');
      expect(res.body.validation_messages).toEqual(messages);
      const after = await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200);
      expect(after.headers.etag).toBe(before.headers.etag);
    });

    it('refuses a tree that would pass 1 MiB: 422 naming content, as for a create', async () => {
      // Near 1 MiB stored (the create's body stays under the 1 MiB JSON limit), a small patch tips it over.
      const big = await makePage(a, docA, tree(...Array.from({ length: 17 }, () => p('x'.repeat(60_000)))));
      const res = await refused(() =>
        patch(big.id, [{ op: 'add', path: ['children', 0], value: p('y'.repeat(60_000)) }]),
      );
      expectProblem(res, 422, 'Failed Validation');
      expect(res.body.validation_messages).toEqual({ content: { maxSize: expect.any(String) } });
    });

    it('refuses sections nested past 12, however many requests built them', async () => {
      let deep: Node = p('bottom');
      for (let i = 0; i < 33; i++) deep = section(deep);
      const res = await refused(() => patch(page.id, [{ op: 'add', path: ['children', 0], value: deep }]));
      expectProblem(res, 422);
      expect(Object.keys(res.body.validation_messages)).toEqual([`content${'.children.0'.repeat(13)}`]);
    });

    it('a body over the JSON limit is a 413, malformed JSON a 400, another content type a 415', async () => {
      const huge = JSON.stringify([{ op: 'add', path: ['children', 0], value: p('z'.repeat(1024 * 1024)) }]);
      expectProblem(
        await refused(() =>
          t
            .http()
            .patch(`/v2/magazine/page/${page.id}/content`)
            .set(a.auth)
            .set('Content-Type', 'application/json')
            .send(huge),
        ),
        413,
      );
      expectProblem(
        await refused(() =>
          t
            .http()
            .patch(`/v2/magazine/page/${page.id}/content`)
            .set(a.auth)
            .set('Content-Type', 'application/json')
            .send('[{"op":'),
        ),
        400,
      );
      expectProblem(
        await refused(() =>
          t
            .http()
            .patch(`/v2/magazine/page/${page.id}/content`)
            .set(a.auth)
            .set('Content-Type', 'text/plain')
            .send('[]'),
        ),
        415,
      );
      // A value carrying __proto__ never reaches the service.
      const poisoned =
        '[{"op": "add", "path": ["children", 0], "value": {"type": "paragraph", "text": "x", "__proto__": {"polluted": true}}}]';
      expectProblem(
        await refused(() =>
          t
            .http()
            .patch(`/v2/magazine/page/${page.id}/content`)
            .set(a.auth)
            .set('Content-Type', 'application/json')
            .send(poisoned),
        ),
        400,
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('between workspaces', () => {
    it("answers 404 for another workspace's page, exactly as for an unknown one, changing nothing", async () => {
      const body = [{ op: 'add', path: ['children', 0], value: p('hijack') }];
      const foreign = await refused(() => patch(pageB, body));
      const unknown = await refused(() => patch(999_999, body));
      expectProblem(foreign, 404, 'Entity not found.');
      expect(foreign.body).toEqual(unknown.body);
      // Even with a tag: the 404 comes first, so a tag guess learns nothing.
      expectProblem(await refused(() => patch(pageB, body).set('If-Match', '*')), 404);
      expect((await t.http().get(`/v2/magazine/page/${pageB}`).set(b.auth).expect(200)).body.content).toEqual(
        tree(p('B only')),
      );
    });

    it("refuses another workspace's image in a patch, exactly as an unknown one", async () => {
      const page = await makePage(a, docA);
      const withImage = (image: number) => [
        { op: 'add', path: ['children', 0], value: { type: 'image', image, alt: '' } },
      ];
      const foreign = await refused(() => patch(page.id, withImage(imageB)));
      const unknown = await refused(() => patch(page.id, withImage(999_999)));
      expectProblem(foreign, 422);
      expect(foreign.body).toEqual(unknown.body);
      expect(foreign.body.validation_messages).toEqual({
        'content.children.0.image': { notFound: expect.any(String) },
      });
      expect(await contentOf(page.id)).toEqual(tree());
    });

    it('answers on the path without /v2 too, with links without it', async () => {
      const page = await makePage(a, docA);
      const res = await patch(
        page.id,
        [{ op: 'add', path: ['children', 0], value: p('twin') }],
        a,
        `/magazine/page/${page.id}/content`,
      ).expect(200);
      expect(res.body._links.self.href).toBe(`${PUBLIC_URL}/magazine/page/${page.id}`);
      expect(await contentOf(page.id)).toEqual(tree(p('twin')));
    });
  });

  describe('If-Match', () => {
    it('a current tag, a list holding it, or * passes; a stale or weak one is a 412 that changes nothing', async () => {
      const page = await makePage(a, docA);
      let etag = (await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200)).headers.etag as string;
      const stale = etag;
      for (const [n, header] of [(tag: string) => tag, (tag: string) => `"old", ${tag}`, () => '*'].entries()) {
        const res = await patch(page.id, [{ op: 'add', path: ['children', n], value: p(`edit ${n}`) }]).set(
          'If-Match',
          header(etag),
        );
        expect(res.status).toBe(200);
        etag = res.headers.etag;
      }
      for (const header of [stale, `W/${etag}`, '"nope"']) {
        const res = await refused(() =>
          patch(page.id, [{ op: 'remove', path: ['children', 0] }]).set('If-Match', header),
        );
        expectProblem(res, 412, STALE);
      }
      expectProblem(
        await refused(() => patch(page.id, [{ op: 'remove', path: ['children', 0] }]).set('If-None-Match', '*')),
        412,
      );
      expect((await contentOf(page.id)).children).toHaveLength(3);
    });

    it('two editors holding the same tag patch at once: exactly one wins, the other gets 412, round after round', async () => {
      const page = await makePage(a, docA);
      for (let round = 0; round < 8; round++) {
        const read = await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200);
        const editors = ['left', 'right'].map((who) =>
          patch(page.id, [{ op: 'add', path: ['children', 0], value: p(`${who} ${round}`) }]).set(
            'If-Match',
            read.headers.etag,
          ),
        );
        const answers = await Promise.all(editors);
        const statuses = answers.map((res) => res.status).sort();
        expect(`round ${round}: ${statuses.join(',')}`).toBe(`round ${round}: 200,412`);
        const winner = answers.find((res) => res.status === 200)!;
        expectProblem(
          answers.find((res) => res.status === 412)!,
          412,
          STALE,
        );
        // The winner's edit is there, and only it: nothing was silently overwritten.
        const now = await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200);
        expect(now.headers.etag).toBe(winner.headers.etag);
        expect(now.body.content.children).toHaveLength(round + 1);
        expect(now.body.content.children[0]).toEqual(winner.body.content.children[0]);
      }
    });

    it('editors without a tag all land, one after the other, none lost', async () => {
      const page = await makePage(a, docA);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) => patch(page.id, [{ op: 'add', path: ['children', 0], value: p(`e${n}`) }])),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(6).fill(200));
      const texts = ((await contentOf(page.id)).children as { text: string }[]).map((node) => node.text).sort();
      expect(texts).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5']);
    });
  });
});
