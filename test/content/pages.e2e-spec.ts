import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { createDocWithPages, createProject, upload as uploadFile } from '../support/fixtures.js';
import { pngImage } from '../support/png.js';
import { expectProblem, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

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
// A minimal WebM header (EBML magic and DocType "webm"), enough for the upload sniffer.
const WEBM = Buffer.concat([
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
    0x81, 0x08, 0x42, 0x82, 0x84,
  ]),
  Buffer.from('webm'),
  Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]),
  Buffer.alloc(64),
]);

describe('Pages', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let docA: number;
  let docB: number;
  let imageA: number;
  let imageB: number;
  let storageRoot: string;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
    docA = await makeDoc(a, 'Doc A');
    docB = await makeDoc(b, 'Doc B');
    imageA = await upload(a, 'a.png', pngImage(8, 8, 1), 'image/png');
    imageB = await upload(b, 'b.png', pngImage(8, 8, 2), 'image/png');
  });
  afterAll(async () => {
    await t.stop();
  });

  async function makeDoc(tenant: Tenant, name: string): Promise<number> {
    const project = await createProject(t, tenant, `${name} project`);
    return (await createDocWithPages(t, tenant, project.id, name, [])).id;
  }
  const upload = (tenant: Tenant, filename: string, data: Buffer, contentType: string) =>
    uploadFile(t, tenant, filename, data, contentType);
  const create = (tenant: Tenant, body: Record<string, unknown>) =>
    t.http().post('/v2/magazine/page').set(tenant.auth).send(body);
  const createOk = async (tenant: Tenant, body: Record<string, unknown>) => {
    const res = await create(tenant, body);
    if (res.status !== 201) throw new Error(`create page: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  };
  const order = async (doc: number, tenant = a) =>
    (
      await t
        .http()
        .get(`/v2/magazine/page?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${doc}&limit=100`)
        .set(tenant.auth)
        .expect(200)
    ).body._embedded.page?.map((p: { name: string; position: number }) => `${p.position}:${p.name}`) ?? [];
  const refused = <R>(run: () => Promise<R>) => t.refusedWithoutChange(run, [storageRoot]);

  it('creates a page with every field, last by default, with an empty tree, and reads it back with its content', async () => {
    const doc = await makeDoc(a, 'Fresh');
    const res = await create(a, { edition: { id: doc }, name: 'Cover Page' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/v2/magazine/page/${res.body.id}`);
    expect(Object.keys(res.body)).toEqual(PAGE_FIELDS);
    expect(res.body).toMatchObject({
      name: 'Cover Page',
      identifier: 'cover-page',
      position: 0,
      is_visible: true,
      content: { type: 'page', children: [] },
    });
    expect(res.body._embedded.edition).toEqual({
      id: doc,
      _links: { self: { href: `${PUBLIC_URL}/v2/magazine/edition/${doc}` } },
    });
    const second = await createOk(a, { edition: doc, name: 'Cover Page' });
    expect(second).toMatchObject({ position: 1, identifier: 'cover-page-2' });
    const read = await t.http().get(`/v2/magazine/page/${res.body.id}`).set(a.auth).expect(200);
    expect(read.body).toEqual(res.body);
    // Collections leave the content out; the doc counts its pages.
    const list = await t
      .http()
      .get(`/v2/magazine/page?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${doc}`)
      .set(a.auth)
      .expect(200);
    expect(list.body._embedded.page).toHaveLength(2);
    expect(list.body._embedded.page[0]).not.toHaveProperty('content');
    expect(Object.keys(list.body._embedded.page[0])).toEqual(PAGE_FIELDS.filter((f) => f !== 'content'));
    expect((await t.http().get(`/v2/magazine/edition/${doc}`).set(a.auth).expect(200)).body._computed.pages_count).toBe(
      2,
    );
  });

  it('accepts every node type, with media of the workspace', async () => {
    const video = await upload(a, 'clip.webm', WEBM, 'video/webm');
    const content = {
      type: 'page',
      children: [
        {
          type: 'section',
          children: [
            { type: 'heading', level: 2, text: 'Hello' },
            { type: 'paragraph', text: 'World' },
          ],
        },
        { type: 'image', image: imageA, alt: 'A picture' },
        { type: 'button', text: 'Write us', href: 'mailto:team@example.com' },
        { type: 'button', text: 'Visit', href: 'https://example.com/x' },
        { type: 'video', file: video },
      ],
    };
    const page = await createOk(a, { edition: { id: docA }, name: 'Rich', content });
    expect(page.content).toEqual(content);
    expect((await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200)).body.content).toEqual(content);
  });

  it('refuses a bad tree with a 422 naming the path, changing nothing', async () => {
    const bad: [unknown, string, string][] = [
      [{ type: 'page', children: [{ type: 'heading', level: 7, text: 'x' }] }, 'content.children.0.level', 'isInt'],
      [{ type: 'page', children: [{ type: 'heading', text: 'x' }] }, 'content.children.0.level', 'isDefined'],
      [
        { type: 'page', children: [{ type: 'paragraph', text: 'x', colour: 'red' }] },
        'content.children.0.colour',
        'unknownField',
      ],
      [{ type: 'page', children: [{ type: 'marquee', text: 'x' }] }, 'content.children.0.type', 'isIn'],
      [
        { type: 'page', children: [{ type: 'section', children: [{ type: 'paragraph', text: 5 }] }] },
        'content.children.0.children.0.text',
        'isString',
      ],
      [
        { type: 'page', children: [{ type: 'paragraph', text: 'x'.repeat(65_537) }] },
        'content.children.0.text',
        'maxLength',
      ],
      [
        { type: 'page', children: [{ type: 'button', text: 'x', href: 'javascript:alert(1)' }] },
        'content.children.0.href',
        'isUrl',
      ],
      [{ type: 'page', children: [{ type: 'image', image: imageB, alt: '' }] }, 'content.children.0.image', 'notFound'],
      [{ type: 'page', children: [{ type: 'image', image: 999999, alt: '' }] }, 'content.children.0.image', 'notFound'],
      [{ type: 'page', children: [{ type: 'video', file: imageA }] }, 'content.children.0.file', 'notFound'],
      [{ type: 'section', children: [] }, 'content.type', 'equals'],
      [{ type: 'page' }, 'content.children', 'isDefined'],
      [{ type: 'page', children: [], extra: true }, 'content.extra', 'unknownField'],
    ];
    for (const [content, path, rule] of bad) {
      const res = await refused(() => create(a, { edition: { id: docA }, name: 'Bad', content }));
      expectProblem(res, 422, 'Failed Validation');
      expect({ path, rules: Object.keys(res.body.validation_messages[path] ?? {}) }).toEqual({
        path,
        rules: expect.arrayContaining([rule]),
      });
    }
    const page = await createOk(a, { edition: { id: docA }, name: 'Patched' });
    const res = await refused(() =>
      t.http().patch(`/v2/magazine/page/${page.id}`).set(a.auth).send({ content: bad[0][0] }),
    );
    expectProblem(res, 422);
    expect(Object.keys(res.body.validation_messages)).toEqual(['content.children.0.level']);
  });

  it('refuses other bad input: foreign or unknown doc, position past the end, read-only fields, a taken identifier', async () => {
    const doc = await makeDoc(a, 'Strict');
    await createOk(a, { edition: { id: doc }, name: 'Only' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ edition: { id: docB }, name: 'x' }, 'edition.id', 'notFound'],
      [{ edition: { id: 999999 }, name: 'x' }, 'edition.id', 'notFound'],
      [{ edition: { id: doc }, name: 'x', position: 5 }, 'position', 'max'],
      [{ edition: { id: doc }, name: 'x', position: -1 }, 'position', 'min'],
      [{ edition: { id: doc }, name: 'x', identifier: 'only' }, 'identifier', 'recordFound'],
      [{ edition: { id: doc }, name: 'x', created_on: '2024-01-01' }, 'created_on', 'notUpdatable'],
      [{ edition: { id: doc } }, 'name', 'isDefined'],
    ];
    for (const [body, field, rule] of cases) {
      const res = await refused(() => create(a, body));
      expectProblem(res, 422);
      expect({ field, rules: Object.keys(res.body.validation_messages[field] ?? {}) }).toEqual({
        field,
        rules: expect.arrayContaining([rule]),
      });
    }
    expect(await order(doc)).toEqual(['0:Only']);
  });

  it('inserts, moves and deletes keeping positions 0..n-1', async () => {
    const doc = await makeDoc(a, 'Ordered');
    const ids: Record<string, number> = {};
    for (const name of ['A', 'B', 'C']) ids[name] = (await createOk(a, { edition: { id: doc }, name })).id;
    ids.X = (await createOk(a, { edition: { id: doc }, name: 'X', position: 1 })).id;
    expect(await order(doc)).toEqual(['0:A', '1:X', '2:B', '3:C']);
    await t.http().patch(`/v2/magazine/page/${ids.A}`).set(a.auth).send({ position: 3 }).expect(200);
    expect(await order(doc)).toEqual(['0:X', '1:B', '2:C', '3:A']);
    await t.http().patch(`/v2/magazine/page/${ids.C}`).set(a.auth).send({ position: 0, name: 'C2' }).expect(200);
    expect(await order(doc)).toEqual(['0:C2', '1:X', '2:B', '3:A']);
    expectProblem(
      await refused(() => t.http().patch(`/v2/magazine/page/${ids.C}`).set(a.auth).send({ position: 4 })),
      422,
    );
    const gone = await t.http().delete(`/v2/magazine/page/${ids.X}`).set(a.auth);
    expect(gone.status).toBe(204);
    expect(await order(doc)).toEqual(['0:C2', '1:B', '2:A']);
    expectProblem(await t.http().get(`/v2/magazine/page/${ids.X}`).set(a.auth), 404);
    // An explicit order wins over the default.
    const byName = await t
      .http()
      .get(
        `/v2/magazine/page?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${doc}&order-by[0][field]=name`,
      )
      .set(a.auth)
      .expect(200);
    expect(byName.body._embedded.page.map((p: { name: string }) => p.name)).toEqual(['A', 'B', 'C2']);
  });

  it('keeps positions dense under concurrent inserts, moves and deletes', async () => {
    const doc = await makeDoc(a, 'Busy');
    const inserted = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        create(a, { edition: { id: doc }, name: `P${n}`, ...(n % 3 === 0 ? { position: 0 } : {}) }),
      ),
    );
    expect(inserted.map((r) => r.status)).toEqual(Array(12).fill(201));
    const positions = async () =>
      (
        (await t.dataSource.query('SELECT position FROM page WHERE edition_id = ? ORDER BY position', [doc])) as {
          position: number;
        }[]
      ).map((r) => Number(r.position));
    expect(await positions()).toEqual([...Array(12).keys()]);
    const ids = inserted.map((r) => r.body.id as number);
    const mixed = await Promise.all([
      ...ids.slice(0, 4).map((id, n) =>
        t
          .http()
          .patch(`/v2/magazine/page/${id}`)
          .set(a.auth)
          .send({ position: (n * 5) % 8 }),
      ),
      ...ids.slice(4, 7).map((id) => t.http().delete(`/v2/magazine/page/${id}`).set(a.auth)),
      ...[0, 1, 2].map((n) => create(a, { edition: { id: doc }, name: `Late ${n}`, position: n })),
    ]);
    expect(mixed.every((r) => r.status < 300)).toBe(true);
    expect(await positions()).toEqual([...Array(12).keys()]);
  });

  it('updates with If-Match, refuses a stale tag, and keeps each workspace to its own pages', async () => {
    const page = await createOk(a, { edition: { id: docA }, name: 'Tagged' });
    const read = await t.http().get(`/v2/magazine/page/${page.id}`).set(a.auth).expect(200);
    const res = await t
      .http()
      .patch(`/v2/magazine/page/${page.id}`)
      .set(a.auth)
      .set('If-Match', read.headers.etag)
      .send({ is_visible: false, identifier: 'tagged-2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_visible: false, identifier: 'tagged-2' });
    expectProblem(
      await refused(() =>
        t
          .http()
          .patch(`/v2/magazine/page/${page.id}`)
          .set(a.auth)
          .set('If-Match', read.headers.etag)
          .send({ name: 'Late' }),
      ),
      412,
    );

    const foreign = await createOk(b, { edition: { id: docB }, name: 'Theirs' });
    for (const run of [
      () => t.http().get(`/v2/magazine/page/${foreign.id}`).set(a.auth),
      () => t.http().patch(`/v2/magazine/page/${foreign.id}`).set(a.auth).send({ name: 'Mine now' }),
      () => t.http().delete(`/v2/magazine/page/${foreign.id}`).set(a.auth),
    ]) {
      expectProblem(await refused(run), 404, 'Entity not found.');
    }
    const list = await t
      .http()
      .get(`/v2/magazine/page?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${docB}`)
      .set(a.auth)
      .expect(200);
    expect(list.body.total_items).toBe(0);
    expectProblem(
      await t
        .http()
        .get('/v2/magazine/page?filter[0][field]=content&filter[0][type]=eq&filter[0][value]=x')
        .set(a.auth),
      400,
    );
  });
});
