import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { sha256 } from '../../src/common/hash.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { binary } from '../support/binary.js';
import { multipartBody, type Part } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { expectProblem, filesUnder, linksUnder, PUBLIC_URL, type Tenant, TestApp } from '../support/test-app.js';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const FOLDER_FIELDS = [
  'id',
  'name',
  'parent',
  'account',
  'created_on',
  'modified_on',
  '_embedded',
  '_links',
  '_computed',
];
const FILE_FIELDS = [
  'id',
  'name',
  'filename',
  'mime_type',
  'size',
  'checksum',
  'kind',
  'width',
  'height',
  'folder',
  'account',
  'created_on',
  'modified_on',
  '_embedded',
  '_links',
];

const PNG = pngImage(40, 30, 1);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><script>alert(1)</script></svg>',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('Media Library', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let rootA: number;
  let rootB: number;
  let storageRoot: string;

  beforeAll(async () => {
    t = await TestApp.start();
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
    rootA = (await t.http().get('/topiary').set(a.auth).expect(200)).body._embedded.folder[0].id;
    rootB = (await t.http().get('/topiary').set(b.auth).expect(200)).body._embedded.folder[0].id;
  });
  afterAll(async () => {
    await t.stop();
  });

  const upload = (tenant: Tenant, parts: Part[], path = '/topiary/file') => {
    const { body, contentType } = multipartBody(parts);
    return t.http().post(path).set(tenant.auth).set('Content-Type', contentType).send(body);
  };
  const uploadOk = async (tenant: Tenant, parts: Part[]) => {
    const res = await upload(tenant, parts);
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body._embedded.file as Record<string, any>[];
  };
  const createFolder = async (tenant: Tenant, name: string, parent?: number) => {
    const res = await t
      .http()
      .post('/topiary')
      .set(tenant.auth)
      .send(parent === undefined ? { name } : { name, parent });
    expect(res.status).toBe(201);
    return res.body as Record<string, any>;
  };
  const stored = () => filesUnder(storageRoot);

  /** Runs a request that must fail and asserts that no row and no stored byte changed. */
  const refusedWithoutChange = <R>(run: () => Promise<R>) => t.refusedWithoutChange(run, [storageRoot]);

  describe('folders', () => {
    it('gives every new workspace a root folder', async () => {
      const res = await t.http().get(`/topiary/${rootA}`).set(a.auth).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(Object.keys(res.body)).toEqual(FOLDER_FIELDS);
      expect(res.body).toMatchObject({
        id: rootA,
        name: 'Root',
        parent: null,
        account: a.workspaceId,
        _embedded: {
          // An unprefixed request links without /v2 (CONTRACT 1).
          account: { id: a.workspaceId, _links: { self: { href: `${PUBLIC_URL}/account/${a.workspaceId}` } } },
          parent: null,
        },
        _links: { self: { href: `${PUBLIC_URL}/topiary/${rootA}` }, parent: null },
      });
      expect(res.body.created_on).toMatch(ISO);
      expect(res.body.modified_on).toMatch(ISO);
    });

    it('creates a folder under the root by default, or under a given parent, with Location', async () => {
      const photos = await createFolder(a, 'Photos');
      expect(photos).toMatchObject({ name: 'Photos', parent: rootA, account: a.workspaceId });
      expect(photos._embedded.parent).toEqual({
        id: rootA,
        _links: { self: { href: `${PUBLIC_URL}/topiary/${rootA}` } },
      });
      expect(photos._links.parent).toEqual({ href: `${PUBLIC_URL}/topiary/${rootA}` });
      expect(photos._computed).toEqual({ files_count: 0, folders_count: 0, size_bytes: 0 });

      const res = await t.http().post('/topiary').set(a.auth).send({ name: '  Summer 2024  ', parent: photos.id });
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/topiary/${res.body.id}`);
      expect(res.headers['content-location']).toBe(res.headers.location);
      expect(res.body).toMatchObject({ name: 'Summer 2024', parent: photos.id });

      const parent = await t.http().get(`/topiary/${photos.id}`).set(a.auth).expect(200);
      expect(parent.body._embedded.folders).toEqual([
        { id: res.body.id, _links: { self: { href: `${PUBLIC_URL}/topiary/${res.body.id}` } } },
      ]);
      expect(parent.body._computed.folders_count).toBe(1);
    });

    it.each([
      [{}, 'name', 'isDefined'],
      [{ name: '' }, 'name', 'isNotEmpty'],
      [{ name: 'a/b' }, 'name', 'matches'],
      [{ name: 'tab\there' }, 'name', 'isName'],
      [{ name: 'x'.repeat(256) }, 'name', 'maxLength'],
      [{ name: 'ok', parent: 'one' }, 'parent', 'isInt'],
      [{ name: 'ok', parent: null }, 'parent', 'isInt'],
      [{ name: 'ok', colour: 'red' }, 'colour', 'unknownField'],
      [{ name: 'ok', account: 1 }, 'account', 'notUpdatable'],
    ])('refuses create %j with 422 on %s (%s), changing nothing', async (body, field, rule) => {
      const res = await refusedWithoutChange(() => t.http().post('/topiary').set(a.auth).send(body));
      expectProblem(res, 422, 'Failed Validation');
      expect(res.body.validation_messages[field]).toHaveProperty(rule);
    });

    it('refuses a parent in another workspace as 422 notFound, changing nothing', async () => {
      const res = await refusedWithoutChange(() =>
        t.http().post('/topiary').set(a.auth).send({ name: 'x', parent: rootB }),
      );
      expectProblem(res, 422);
      expect(res.body.validation_messages.parent).toHaveProperty('notFound');
    });

    it('renames and moves a folder; a cycle or moving the root is a 422 that changes nothing', async () => {
      const top = await createFolder(a, 'Top');
      const middle = await createFolder(a, 'Middle', top.id);
      const bottom = await createFolder(a, 'Bottom', middle.id);

      const renamed = await t.http().patch(`/topiary/${bottom.id}`).set(a.auth).send({ name: 'Deep' }).expect(200);
      expect(renamed.body).toMatchObject({ name: 'Deep', parent: middle.id });
      expect(Date.parse(renamed.body.modified_on)).toBeGreaterThanOrEqual(Date.parse(bottom.modified_on));

      const moved = await t.http().patch(`/topiary/${bottom.id}`).set(a.auth).send({ parent: top.id }).expect(200);
      expect(moved.body.parent).toBe(top.id);
      expect((await t.http().get(`/topiary/${middle.id}`).set(a.auth)).body._computed.folders_count).toBe(0);

      for (const [id, parent] of [
        [top.id, top.id],
        [top.id, middle.id],
        [top.id, bottom.id],
      ]) {
        const res = await refusedWithoutChange(() => t.http().patch(`/topiary/${id}`).set(a.auth).send({ parent }));
        expectProblem(res, 422);
        expect(res.body.validation_messages.parent).toHaveProperty('cycle');
      }
      const root = await refusedWithoutChange(() =>
        t.http().patch(`/topiary/${rootA}`).set(a.auth).send({ parent: top.id }),
      );
      expect(root.body.validation_messages.parent).toHaveProperty('rootFolder');
      const foreign = await refusedWithoutChange(() =>
        t.http().patch(`/topiary/${middle.id}`).set(a.auth).send({ parent: rootB }),
      );
      expect(foreign.body.validation_messages.parent).toHaveProperty('notFound');
      const readOnly = await refusedWithoutChange(() =>
        t.http().patch(`/topiary/${middle.id}`).set(a.auth).send({ id: 5 }),
      );
      expect(readOnly.body.validation_messages.id).toHaveProperty('notUpdatable');

      // The root can be renamed.
      await t.http().patch(`/topiary/${rootA}`).set(a.auth).send({ name: 'Everything' }).expect(200);
      await t.http().patch(`/topiary/${rootA}`).set(a.auth).send({ name: 'Root' }).expect(200);
    });

    it('deletes only empty folders, never the root', async () => {
      const outer = await createFolder(a, 'Outer');
      const inner = await createFolder(a, 'Inner', outer.id);
      expectProblem(
        await refusedWithoutChange(() => t.http().delete(`/topiary/${outer.id}`).set(a.auth)),
        409,
        /not empty/,
      );
      expectProblem(await refusedWithoutChange(() => t.http().delete(`/topiary/${rootA}`).set(a.auth)), 409, /root/);

      await uploadOk(a, [
        { name: 'folder', value: String(inner.id) },
        { name: 'file', filename: 'x.pdf', data: PDF },
      ]);
      expectProblem(
        await refusedWithoutChange(() => t.http().delete(`/topiary/${inner.id}`).set(a.auth)),
        409,
        /1 file/,
      );

      const file = (await t.http().get(`/topiary/${inner.id}`).set(a.auth)).body._embedded.files[0];
      await t.http().delete(`/topiary/file/${file.id}`).set(a.auth).expect(204);
      await t.http().delete(`/topiary/${inner.id}`).set(a.auth).expect(204);
      await t.http().delete(`/topiary/${outer.id}`).set(a.auth).expect(204);
      expectProblem(await t.http().get(`/topiary/${outer.id}`).set(a.auth), 404, 'Entity not found.');
    });

    it('lists the workspace folders through the shared list query, also under /v2', async () => {
      const list = await t
        .http()
        .get('/topiary')
        .set(a.auth)
        .query({ 'filter[0][field]': 'parent', 'filter[0][type]': 'isnull' })
        .expect(200);
      expect(list.body._embedded.folder.map((f: any) => f.id)).toEqual([rootA]);
      expect(list.body).toMatchObject({ total_items: 1, page: 1, page_size: 30 });

      await createFolder(a, 'Alpha');
      await createFolder(a, 'Beta');
      const ordered = await t
        .http()
        .get('/v2/topiary')
        .set(a.auth)
        .query({
          'filter[0][field]': 'name',
          'filter[0][type]': 'in',
          'filter[0][values][]': ['Alpha', 'Beta'],
          'order-by[0][field]': 'name',
          'order-by[0][direction]': 'desc',
          limit: 1,
        })
        .expect(200);
      expect(ordered.body._embedded.folder.map((f: any) => f.name)).toEqual(['Beta']);
      expect(ordered.body).toMatchObject({ total_items: 2, page_count: 2 });
      expect(ordered.body._links.next.href).toContain(`${PUBLIC_URL}/v2/topiary?page=2`);
      expect(Object.keys(ordered.body._embedded.folder[0])).toEqual(FOLDER_FIELDS);

      expectProblem(
        await t
          .http()
          .get('/topiary')
          .set(a.auth)
          .query({ 'filter[0][field]': 'size', 'filter[0][type]': 'eq', 'filter[0][value]': 1 }),
        400,
        /unknown field "size"/,
      );
      expectProblem(await t.http().get('/topiary').set(a.auth).query({ limit: 101 }), 416);
    });

    it("keeps other workspaces' folders out of sight: 404 everywhere, never listed", async () => {
      const secret = await createFolder(b, 'Secret');
      for (const res of await Promise.all([
        t.http().get(`/topiary/${secret.id}`).set(a.auth),
        t.http().get(`/v2/topiary/${secret.id}`).set(a.auth),
        t.http().patch(`/topiary/${secret.id}`).set(a.auth).send({ name: 'Mine' }),
        t.http().delete(`/topiary/${secret.id}`).set(a.auth),
      ])) {
        expectProblem(res, 404, 'Entity not found.');
      }
      const list = await t.http().get('/topiary').set(a.auth).query({ limit: 100 }).expect(200);
      expect(list.body._embedded.folder.every((f: any) => f.account === a.workspaceId)).toBe(true);
      expect((await t.http().get(`/topiary/${secret.id}`).set(b.auth).expect(200)).body.name).toBe('Secret');
    });
  });

  describe('upload', () => {
    it('stores one image in the root, with checksum, size, sniffed type and dimensions', async () => {
      const before = stored().length;
      const res = await upload(a, [
        { name: 'file', filename: 'Holiday Snap.png', data: PNG, contentType: 'text/plain' },
      ]);
      expect(res.status).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/hal\+json/);
      expect(res.body).toMatchObject({ total_items: 1, page: 1, count: 1 });
      const [file] = res.body._embedded.file;
      expect(Object.keys(file)).toEqual(FILE_FIELDS);
      expect(file).toMatchObject({
        name: 'Holiday Snap.png',
        filename: 'Holiday-Snap.png',
        mime_type: 'image/png',
        size: PNG.length,
        checksum: sha256(PNG),
        kind: 'image',
        width: 40,
        height: 30,
        folder: rootA,
        account: a.workspaceId,
        _links: {
          self: { href: `${PUBLIC_URL}/image/${file.id}` },
          content: { href: `${PUBLIC_URL}/image/${file.id}/content` },
        },
      });
      expect(file.created_on).toMatch(ISO);
      expect(stored().length).toBe(before + 1);
      expect(stored().every((path) => !path.endsWith('.part'))).toBe(true);
    });

    it('takes many files under file, files and files[] into a folder, typed by their bytes', async () => {
      const folder = await createFolder(a, 'Mixed');
      const files = await uploadOk(a, [
        { name: 'folder', value: String(folder.id) },
        { name: 'file', filename: 'report.png', data: PDF, contentType: 'image/png' },
        { name: 'files', filename: 'logo.svg', data: SVG },
        { name: 'files[]', filename: 'tiny.gif', data: gif(3, 2) },
      ]);
      expect(files.map((f) => [f.mime_type, f.kind, f.filename, f.width, f.height, f.folder])).toEqual([
        ['application/pdf', 'file', 'report.pdf', null, null, folder.id],
        ['image/svg+xml', 'image', 'logo.svg', 120, 80, folder.id],
        ['image/gif', 'image', 'tiny.gif', 3, 2, folder.id],
      ]);
      expect(files[0]._links.self.href).toBe(`${PUBLIC_URL}/topiary/file/${files[0].id}`);

      const res = await t.http().get(`/topiary/${folder.id}`).set(a.auth).expect(200);
      expect(res.body._computed).toEqual({
        files_count: 3,
        folders_count: 0,
        size_bytes: PDF.length + SVG.length + gif(3, 2).length,
      });
      expect(res.body._embedded.files.map((f: any) => f.id)).toEqual(files.map((f) => f.id));
      expect(Object.keys(res.body._embedded.files[0])).toEqual(FILE_FIELDS);
    });

    it('embeds the first 100 files of each folder, counting them all, one page of folders at a time', async () => {
      const parent = await createFolder(a, 'Many');
      const full = await createFolder(a, 'Full', parent.id);
      const few = await createFolder(a, 'Few', parent.id);
      const pdfs = (n: number, from: number): Part[] =>
        Array.from({ length: n }, (_, i) => ({
          name: 'files[]',
          filename: `p${from + i}.pdf`,
          data: Buffer.concat([PDF, Buffer.from(String(from + i))]),
        }));
      const ids: number[] = [];
      for (let from = 0; from < 101; from += 20) {
        const files = await uploadOk(a, [
          { name: 'folder', value: String(full.id) },
          ...pdfs(Math.min(20, 101 - from), from),
        ]);
        ids.push(...files.map((f) => f.id));
      }
      const fewFiles = await uploadOk(a, [{ name: 'folder', value: String(few.id) }, ...pdfs(2, 500)]);

      const res = await t
        .http()
        .get('/topiary')
        .set(a.auth)
        .query({ 'filter[0][field]': 'parent', 'filter[0][type]': 'eq', 'filter[0][value]': parent.id })
        .expect(200);
      const [listedFull, listedFew] = res.body._embedded.folder;
      expect(listedFull._embedded.files.map((f: any) => f.id)).toEqual(ids.slice(0, 100));
      expect(listedFull._computed.files_count).toBe(101);
      expect(listedFew._embedded.files.map((f: any) => f.id)).toEqual(fewFiles.map((f) => f.id));
      expect(listedFew._computed).toMatchObject({ files_count: 2, size_bytes: 2 * (PDF.length + 3) });
      const single = await t.http().get(`/topiary/${full.id}`).set(a.auth).expect(200);
      expect(single.body).toEqual(listedFull);
    });

    it('takes the own account as its root folder, also after the file part and under /v2', async () => {
      const [file] = await uploadOk(a, [
        { name: 'file', filename: 'a.pdf', data: PDF },
        { name: 'account', value: String(a.workspaceId) },
      ]);
      expect(file.folder).toBe(rootA);
      const { body, contentType } = multipartBody([{ name: 'file', filename: 'b.pdf', data: PDF }]);
      await t.http().post('/v2/topiary/file').set(b.auth).set('Content-Type', contentType).send(body).expect(201);
    });

    it('treats empty folder and account fields as absent, as a browser form sends them', async () => {
      const blank = [
        { name: 'folder', value: '' },
        { name: 'account', value: ' ' },
      ];
      const [root] = await uploadOk(a, [...blank, { name: 'file', filename: 'blank.pdf', data: PDF }]);
      expect(root.folder).toBe(rootA);
      const folder = await createFolder(a, 'Blank fields');
      const [inFolder] = await uploadOk(a, [
        { name: 'folder', value: String(folder.id) },
        { name: 'file', filename: 'f.pdf', data: PDF },
        { name: 'account', value: '' },
      ]);
      expect(inFolder.folder).toBe(folder.id);
    });

    it('sanitises file names: a path never becomes one', async () => {
      const [traversal, windows, hidden, odd] = await uploadOk(a, [
        { name: 'file', filename: '../../etc/passwd', data: PDF },
        { name: 'file', filename: '..\\..\\boot.ini', data: PDF },
        { name: 'file', filename: '.htaccess', data: PDF },
        { name: 'file', filename: 'Résumé\u202Egnp.exe', data: PDF },
      ]);
      expect([traversal.name, traversal.filename]).toEqual(['passwd', 'passwd.pdf']);
      expect([windows.name, windows.filename]).toEqual(['boot.ini', 'boot.pdf']);
      expect([hidden.name, hidden.filename]).toEqual(['.htaccess', 'htaccess.pdf']);
      expect([odd.name, odd.filename]).toEqual(['Résumégnp.exe', 'Resumegnp.pdf']);
      expect(
        stored().every((path) => path.startsWith(`ws-${a.workspaceId}/`) || path.startsWith(`ws-${b.workspaceId}/`)),
      ).toBe(true);
    });

    it.each([
      [
        'a foreign folder sent first',
        () => [
          { name: 'folder', value: String(rootB) },
          { name: 'file', filename: 'a.png', data: PNG },
        ],
      ],
      [
        'a foreign folder sent after the files',
        () => [
          { name: 'file', filename: 'a.png', data: PNG },
          { name: 'folder', value: String(rootB) },
        ],
      ],
      [
        'a foreign account',
        () => [
          { name: 'account', value: String(b.workspaceId) },
          { name: 'file', filename: 'a.png', data: PNG },
        ],
      ],
      [
        'an unknown folder',
        () => [
          { name: 'file', filename: 'a.png', data: PNG },
          { name: 'folder', value: '999999' },
        ],
      ],
    ])('refuses %s with 404, storing nothing', async (_label, parts) => {
      expectProblem(await refusedWithoutChange(() => upload(a, parts() as Part[])), 404, 'Entity not found.');
    });

    it('refuses the whole request when one file among good ones has a type off the allowlist (415)', async () => {
      const res = await refusedWithoutChange(() =>
        upload(a, [
          { name: 'file', filename: 'good.png', data: PNG },
          { name: 'file', filename: 'good.pdf', data: PDF },
          { name: 'file', filename: 'virus.png', data: EXE, contentType: 'image/png' },
        ]),
      );
      expectProblem(res, 415, /virus\.png.*not of an allowed type/);
    });

    it.each([
      ['an empty file', Buffer.alloc(0), /is empty/],
      ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), /not of an allowed type/],
      [
        'a PNG signature over garbage',
        Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]),
        /header cannot be read/,
      ],
      [
        'Matroska (not WebM)',
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('\x42\x82\x88matroska')]),
        /not of an allowed type/,
      ],
    ])('refuses %s with 415', async (_label, data, detail) => {
      expectProblem(
        await refusedWithoutChange(() => upload(a, [{ name: 'file', filename: 'x.png', data }])),
        415,
        detail,
      );
    });

    const file = (): Part => ({ name: 'file', filename: 'first.png', data: PNG });
    it.each([
      ['no file at all', () => [{ name: 'folder', value: String(rootA) }], 'file', 'isDefined'],
      ['an unknown field', () => [file(), { name: 'colour', value: 'red' }], 'colour', 'unknownField'],
      [
        'a file under an unknown field',
        () => [file(), { name: 'image', filename: 'a.png', data: PNG }],
        'image',
        'unknownField',
      ],
      [
        'folder and account',
        () => [file(), { name: 'folder', value: String(rootA) }, { name: 'account', value: String(a.workspaceId) }],
        'account',
        'exclusive',
      ],
      ['a folder that is not an id', () => [file(), { name: 'folder', value: '1 OR 1=1' }], 'folder', 'isInt'],
    ])('refuses %s with 422, storing nothing', async (_label, parts, field, rule) => {
      const res = await refusedWithoutChange(() => upload(a, parts() as Part[]));
      expectProblem(res, 422, 'Failed Validation');
      expect(res.body.validation_messages[field]).toHaveProperty(rule);
    });

    it('refuses a body that is not multipart (415) or is malformed (400)', async () => {
      expectProblem(
        await refusedWithoutChange(() => t.http().post('/topiary/file').set(a.auth).send({ file: 'x' })),
        415,
      );
      const { body, contentType } = multipartBody([{ name: 'file', filename: 'a.png', data: PNG }]);
      const truncated = body.subarray(0, body.length - 30);
      expectProblem(
        await refusedWithoutChange(() =>
          t.http().post('/topiary/file').set(a.auth).set('Content-Type', contentType).send(truncated),
        ),
        400,
      );
    });
  });

  describe('HTTP and concurrency', () => {
    it('needs a bearer token everywhere and answers 405 with Allow for an unrouted method', async () => {
      for (const res of await Promise.all([
        t.http().get('/topiary'),
        t.http().get(`/topiary/${rootA}`),
        t.http().post('/topiary/file'),
        t.http().get('/image/1/content'),
        t.http().delete('/v2/image/1'),
      ])) {
        expectProblem(res, 401);
      }
      const res = await t.http().put(`/topiary/${rootA}`).set(a.auth).send({ name: 'x' });
      expectProblem(res, 405);
      expect(res.headers.allow).toBe('DELETE, GET, PATCH');
    });

    it('lets only one of two crossing moves through, so no cycle can form', async () => {
      const left = await createFolder(a, 'Left');
      const right = await createFolder(a, 'Right');
      const [first, second] = await Promise.all([
        t.http().patch(`/topiary/${left.id}`).set(a.auth).send({ parent: right.id }),
        t.http().patch(`/topiary/${right.id}`).set(a.auth).send({ parent: left.id }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 422]);
      const parents = await t.dataSource.query('SELECT id, parent_id FROM folder WHERE id IN (?, ?) ORDER BY id', [
        left.id,
        right.id,
      ]);
      const rootIds = parents.filter((row: any) => Number(row.parent_id) === rootA);
      expect(rootIds).toHaveLength(1);
    });

    it('never loses files to a delete racing an upload into the same folder', async () => {
      for (let round = 0; round < 5; round++) {
        const folder = await createFolder(a, `Race ${round}`);
        const [uploaded, deleted] = await Promise.all([
          upload(a, [
            { name: 'folder', value: String(folder.id) },
            { name: 'file', filename: 'r.png', data: pngImage(3, 3, round) },
          ]),
          t.http().delete(`/topiary/${folder.id}`).set(a.auth),
        ]);
        const outcome = `${uploaded.status}/${deleted.status}`;
        expect(['201/409', '404/204']).toContain(outcome);
        const rows = await t.dataSource.query('SELECT storage_key FROM media_file WHERE folder_id = ?', [folder.id]);
        if (uploaded.status === 201) {
          expect(rows).toHaveLength(1);
          expect(stored()).toContain(rows[0].storage_key);
        } else {
          expect(rows).toHaveLength(0);
        }
      }
    });
  });

  describe('files', () => {
    let image: Record<string, any>;
    let pdf: Record<string, any>;
    let svg: Record<string, any>;
    beforeAll(async () => {
      [image, pdf, svg] = await uploadOk(a, [
        { name: 'file', filename: 'photo.png', data: PNG },
        { name: 'file', filename: 'doc.pdf', data: PDF },
        { name: 'file', filename: 'icon.svg', data: SVG },
      ]);
    });

    it('serves an image resource at /image/{id}; any other id there is a 404', async () => {
      const res = await t.http().get(`/image/${image.id}`).set(a.auth).expect(200);
      expect(res.body).toEqual(image);
      expect((await t.http().get(`/v2/image/${image.id}`).set(a.auth).expect(200)).body).toEqual(
        linksUnder(image, '/v2'),
      );
      expectProblem(await t.http().get(`/image/${pdf.id}`).set(a.auth), 404, 'Entity not found.');
      expectProblem(await t.http().get('/image/abc').set(a.auth), 404);
      expect((await t.http().get(`/topiary/file/${pdf.id}`).set(a.auth).expect(200)).body).toEqual(pdf);
    });

    it('serves the bytes with ETag, Content-Length and the sniffed type, whatever the Accept', async () => {
      const res = await t
        .http()
        .get(`/image/${image.id}/content`)
        .set(a.auth)
        .set('Accept', 'image/png')
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(PNG.length),
        etag: `"${sha256(PNG)}"`,
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
      });
      const doc = await t
        .http()
        .get(`/topiary/file/${pdf.id}/content`)
        .set(a.auth)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(doc.body as Buffer, PDF)).toBe(0);
      expectProblem(await t.http().get(`/image/${pdf.id}/content`).set(a.auth), 404);
      await t
        .http()
        .get(`/v2/image/${image.id}/content`)
        .set(a.auth)
        .set('Accept', 'image/avif,image/webp')
        .expect(200);
      // Only the content routes are exempt from JSON negotiation.
      expectProblem(await t.http().get(`/image/${image.id}`).set(a.auth).set('Accept', 'image/png'), 406);
    });

    it('answers HEAD with the headers of the content and no body', async () => {
      const res = await t.http().head(`/image/${image.id}/content`).set(a.auth);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(PNG.length),
        etag: `"${sha256(PNG)}"`,
      });
      expect(res.text ?? '').toBe('');
      const part = await t.http().head(`/image/${image.id}/content`).set(a.auth).set('Range', 'bytes=0-9');
      expect(part.status).toBe(206);
      expect(part.headers['content-length']).toBe('10');
    });

    it('answers If-None-Match with 304 and a Range with 206 or 416', async () => {
      const etag = `"${sha256(PNG)}"`;
      const fresh = await t
        .http()
        .get(`/image/${image.id}/content`)
        .set(a.auth)
        .set('If-None-Match', `"other", W/${etag}`);
      expect(fresh.status).toBe(304);
      expect(fresh.headers.etag).toBe(etag);

      const part = await t
        .http()
        .get(`/image/${image.id}/content`)
        .set(a.auth)
        .set('Range', 'bytes=8-23')
        .buffer(true)
        .parse(binary);
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 8-23/${PNG.length}`);
      expect(part.headers['content-length']).toBe('16');
      expect(Buffer.compare(part.body as Buffer, PNG.subarray(8, 24))).toBe(0);

      const tail = await t
        .http()
        .get(`/image/${image.id}/content`)
        .set(a.auth)
        .set('Range', 'bytes=-12')
        .buffer(true)
        .parse(binary);
      expect(tail.status).toBe(206);
      expect(Buffer.compare(tail.body as Buffer, PNG.subarray(PNG.length - 12))).toBe(0);

      const stale = await t
        .http()
        .get(`/image/${image.id}/content`)
        .set(a.auth)
        .set('Range', 'bytes=0-3')
        .set('If-Range', '"old"');
      expect(stale.status).toBe(200);

      const beyond = await t.http().get(`/image/${image.id}/content`).set(a.auth).set('Range', `bytes=${PNG.length}-`);
      expectProblem(beyond, 416);
      expect(beyond.headers['content-range']).toBe(`bytes */${PNG.length}`);
    });

    it('serves SVG sandboxed, as an attachment', async () => {
      const res = await t.http().get(`/image/${svg.id}/content`).set(a.auth).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['content-security-policy']).toBe('sandbox');
      expect(res.headers['content-disposition']).toBe('attachment; filename="icon.svg"');
      const png = await t.http().get(`/image/${image.id}/content`).set(a.auth);
      expect(png.headers['content-security-policy']).toBeUndefined();
      expect(png.headers['content-disposition']).toBe('inline; filename="photo.png"');
    });

    it("keeps other workspaces' files out of sight", async () => {
      for (const res of await Promise.all([
        t.http().get(`/image/${image.id}`).set(b.auth),
        t.http().get(`/image/${image.id}/content`).set(b.auth),
        t.http().get(`/topiary/file/${pdf.id}`).set(b.auth),
        t.http().get(`/topiary/file/${pdf.id}/content`).set(b.auth),
        t.http().delete(`/image/${image.id}`).set(b.auth),
        t.http().delete(`/topiary/file/${pdf.id}`).set(b.auth),
      ])) {
        expectProblem(res, 404, 'Entity not found.');
      }
      await t.http().get(`/image/${image.id}`).set(a.auth).expect(200);
    });

    it('deletes a file with its bytes: images at /image/{id}, any file at /topiary/file/{id}', async () => {
      const [doomed, paper] = await uploadOk(a, [
        { name: 'file', filename: 'doomed.png', data: pngImage(5, 5, 9) },
        { name: 'file', filename: 'paper.pdf', data: PDF },
      ]);
      const before = stored();
      expectProblem(await refusedWithoutChange(() => t.http().delete(`/image/${paper.id}`).set(a.auth)), 404);

      await t.http().delete(`/image/${doomed.id}`).set(a.auth).expect(204);
      expectProblem(await t.http().get(`/image/${doomed.id}`).set(a.auth), 404);
      expect(stored()).toHaveLength(before.length - 1);

      await t.http().delete(`/topiary/file/${paper.id}`).set(a.auth).expect(204);
      expect(stored()).toHaveLength(before.length - 2);
      expect(await t.dataSource.query('SELECT id FROM media_file WHERE id IN (?, ?)', [doomed.id, paper.id])).toEqual(
        [],
      );
    });
  });
});

/** A GIF header with the given logical screen size; enough for the sniffer and image-size. */
function gif(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'latin1');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return Buffer.concat([header, Buffer.from([0x3b])]);
}

/** supertest buffers unknown types as text; collect raw bytes instead. */
