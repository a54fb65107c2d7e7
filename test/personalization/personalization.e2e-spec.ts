import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { Category } from '../../src/personalization/category.entity.js';
import { Option } from '../../src/personalization/option.entity.js';
import { Property } from '../../src/personalization/property.entity.js';
import { ReaderPersonalizationService } from '../../src/personalization/reader-personalization.service.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { binary } from '../support/binary.js';
import { settled, unpack } from '../support/exports.js';
import { createDocWithPages, createPage, createProject } from '../support/fixtures.js';
import { multipartBody } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { expectProblem, PUBLIC_URL, PUBLISH_URL, type Tenant, TestApp } from '../support/test-app.js';

/** CONTRACT 15: the five resources, their rules, limits and cascades, on a real database. */

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** The limit of tokens per doc, made small so a test reaches it. */
const TOKENS_PER_DOC = 3;

const sorted = (keys: string[]) => [...keys].sort();

describe('Personalization', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;
  let projectA: number;
  let docA: number;
  let docB: number;
  let storageRoot: string;
  let serial = 0;

  beforeAll(async () => {
    t = await TestApp.start({ PERSONALIZATION_TOKENS_PER_DOC: String(TOKENS_PER_DOC) });
    a = await t.tenant('Workspace A');
    b = await t.tenant('Workspace B');
    storageRoot = localStorageRoot(t.config);
    projectA = await makeProject(a, 'Magazine');
    docA = await makeDoc(a, projectA, true);
    docB = await makeDoc(b, await makeProject(b, 'Foreign'), true);
  });
  afterAll(async () => {
    await t.stop();
  });

  const makeProject = async (tenant: Tenant, name: string) => (await createProject(t, tenant, name)).id;
  const makeDoc = async (tenant: Tenant, project: number, personalized: boolean): Promise<number> =>
    (
      await createDocWithPages(t, tenant, project, `Doc ${serial++}`, [], {
        options: { has_personalization: personalized },
      })
    ).id;
  const post = (tenant: Tenant, path: string, body: object) =>
    t.http().post(`/personalization/${path}`).set(tenant.auth).send(body);
  const ok = async (tenant: Tenant, path: string, body: object) => {
    const res = await post(tenant, path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Record<string, any>;
  };
  const uploadImage = async (tenant: Tenant) => {
    const { body, contentType } = multipartBody([
      { name: 'file', filename: `i${serial++}.png`, data: pngImage(8, 8, serial), contentType: 'image/png' },
    ]);
    const res = await t.http().post('/topiary/file').set(tenant.auth).set('Content-Type', contentType).send(body);
    expect(res.status).toBe(201);
    return res.body._embedded.file[0].id as number;
  };
  const refused = <R>(run: () => Promise<R>) => t.refusedWithoutChange(run, [storageRoot]);
  const expect422 = (
    res: { status: number; headers: Record<string, string>; body: Record<string, any> },
    field: string,
    rule: string,
  ) => {
    expectProblem(res, 422, 'Failed Validation');
    expect(Object.keys(res.body.validation_messages[field] ?? {})).toContain(rule);
  };

  describe('categories', () => {
    it('creates with every field in alphabetical order, Location, modified_on null, position last', async () => {
      const res = await post(a, 'category', { key: 'region', name: 'Region' });
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/personalization/category/${res.body.id}`);
      const keys = Object.keys(res.body);
      expect(keys).toEqual(sorted(keys));
      expect(keys).toEqual([
        '_embedded',
        '_links',
        'created_on',
        'description',
        'external_mapping',
        'id',
        'is_multiple',
        'key',
        'modified_on',
        'name',
        'position',
      ]);
      expect(res.body).toMatchObject({
        key: 'region',
        name: 'Region',
        is_multiple: false,
        description: null,
        external_mapping: null,
        modified_on: null,
      });
      expect(res.body.created_on).toMatch(ISO);
      const second = await ok(a, 'category', { key: 'size', name: 'Size' });
      expect(second.position).toBe(res.body.position + 1);
    });

    it('answers under /v2 with /v2 links, and PATCH moves modified_on', async () => {
      const category = await ok(a, 'category', { key: 'tier', name: 'Tier' });
      const got = await t.http().get(`/v2/personalization/category/${category.id}`).set(a.auth).expect(200);
      expect(got.body._links.self.href).toBe(`${PUBLIC_URL}/v2/personalization/category/${category.id}`);
      const patched = await t
        .http()
        .patch(`/v2/personalization/category/${category.id}`)
        .set(a.auth)
        .set('If-Match', got.headers.etag)
        .send({ name: 'Tiers', is_multiple: true });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ name: 'Tiers', is_multiple: true });
      expect(patched.body.modified_on).toMatch(ISO);
      const stale = await t
        .http()
        .patch(`/v2/personalization/category/${category.id}`)
        .set(a.auth)
        .set('If-Match', got.headers.etag)
        .send({ name: 'Again' });
      expectProblem(stale, 412);
    });

    it('refuses a bad key, a taken key, a key change and unknown fields, changing nothing', async () => {
      await ok(a, 'category', { key: 'industry', name: 'Industry' });
      for (const key of ['Industry', '1abc', 'a-b', 'a'.repeat(65), '']) {
        expect422(await refused(() => post(a, 'category', { key, name: 'X' })), 'key', 'isKey');
      }
      expect422(await refused(() => post(a, 'category', { key: 'industry', name: 'Again' })), 'key', 'recordFound');
      expect422(await refused(() => post(a, 'category', { name: 'No key' })), 'key', 'isDefined');
      expect422(
        await refused(() => post(a, 'category', { key: 'x1', name: 'X', color: 'red' })),
        'color',
        'unknownField',
      );
      const list = await t
        .http()
        .get('/personalization/category?filter[0][field]=key&filter[0][type]=eq&filter[0][value]=industry')
        .set(a.auth)
        .expect(200);
      const id = list.body._embedded.category[0].id;
      expect422(
        await refused(() => t.http().patch(`/personalization/category/${id}`).set(a.auth).send({ key: 'other' })),
        'key',
        'notUpdatable',
      );
      expect422(
        await refused(() =>
          t
            .http()
            .patch(`/personalization/category/${id}`)
            .set(a.auth)
            .send({ description: 'x'.repeat(1001) }),
        ),
        'description',
        'maxLength',
      );
      // The same key in another workspace is another category.
      await ok(b, 'category', { key: 'industry', name: 'Industry' });
    });
  });

  describe('categories: lists, limits, deletes', () => {
    it('lists in position order as _embedded.category, filters by key, and 404s an unknown or foreign id', async () => {
      const list = await t.http().get('/personalization/category').set(a.auth).expect(200);
      const positions = list.body._embedded.category.map((c: { position: number }) => c.position);
      expect(positions).toEqual([...positions].sort((x: number, y: number) => x - y));
      expect(list.body._links.self.href).toBe(`${PUBLIC_URL}/personalization/category`);
      expect(list.body.total_items).toBe(list.body._embedded.category.length);
      const foreign = await ok(b, 'category', { key: 'foreign_only', name: 'Foreign' });
      for (const method of ['get', 'patch', 'delete'] as const) {
        expectProblem(
          await t.http()[method](`/personalization/category/${foreign.id}`).set(a.auth).send({}),
          404,
          'Entity not found.',
        );
      }
      expectProblem(await t.http().get('/personalization/category/999999').set(a.auth), 404);
      const bad = await t
        .http()
        .get('/personalization/category?filter[0][field]=color&filter[0][type]=eq&filter[0][value]=x')
        .set(a.auth);
      expectProblem(bad, 400);
      const theirs = await t
        .http()
        .get('/personalization/category?filter[0][field]=key&filter[0][type]=eq&filter[0][value]=foreign_only')
        .set(a.auth)
        .expect(200);
      expect(theirs.body.total_items).toBe(0);
    });

    it('allows 50 categories per workspace, then 422 tooMany, changing nothing', async () => {
      const tenant = await t.tenant('Category limit');
      const now = new Date();
      await t.dataSource.getRepository(Category).insert(
        Array.from({ length: 49 }, (_, n) => ({
          workspace_id: tenant.workspaceId,
          key: `c${n}`,
          name: `C${n}`,
          description: null,
          external_mapping: null,
          is_multiple: false,
          position: n,
          created_on: now,
          modified_on: null,
        })),
      );
      await ok(tenant, 'category', { key: 'fiftieth', name: 'Fiftieth' });
      expect422(
        await refused(() => post(tenant, 'category', { key: 'too_many', name: 'One more' })),
        'category',
        'tooMany',
      );
    });
  });

  describe('options', () => {
    let industry: Record<string, any>;
    beforeAll(async () => {
      industry = await ok(a, 'category', { key: 'sector', name: 'Sector' });
    });

    it('creates an option of a category with every field in order; key unique in its category only', async () => {
      const finance = await ok(a, 'option', { category: industry.id, key: 'finance', label: 'Finance' });
      expect(Object.keys(finance)).toEqual([
        '_embedded',
        '_links',
        'category',
        'created_on',
        'external_value',
        'id',
        'key',
        'label',
        'modified_on',
        'position',
      ]);
      expect(finance).toMatchObject({
        category: industry.id,
        key: 'finance',
        label: 'Finance',
        position: 0,
        external_value: null,
        modified_on: null,
      });
      expect(finance._embedded.category._links.self.href).toBe(`${PUBLIC_URL}/personalization/category/${industry.id}`);
      expect422(
        await refused(() => post(a, 'option', { category: industry.id, key: 'finance', label: 'Again' })),
        'key',
        'recordFound',
      );
      const other = await ok(a, 'category', { key: 'sector2', name: 'Sector 2' });
      await ok(a, 'option', { category: other.id, key: 'finance', label: 'Finance' });
      const listed = await t
        .http()
        .get(`/personalization/option?filter[0][field]=category&filter[0][type]=eq&filter[0][value]=${industry.id}`)
        .set(a.auth)
        .expect(200);
      expect(listed.body._embedded.option.map((o: { key: string }) => o.key)).toEqual(['finance']);
    });

    it('refuses a foreign or unknown category (422 notFound) and a category change (notUpdatable)', async () => {
      const foreign = await ok(b, 'category', { key: 'b_sector', name: 'B' });
      expect422(
        await refused(() => post(a, 'option', { category: foreign.id, key: 'x', label: 'X' })),
        'category',
        'notFound',
      );
      expect422(
        await refused(() => post(a, 'option', { category: 999999, key: 'x', label: 'X' })),
        'category',
        'notFound',
      );
      expect422(await refused(() => post(a, 'option', { category: '1', key: 'x', label: 'X' })), 'category', 'isInt');
      const option = await ok(a, 'option', { category: industry.id, key: 'retail', label: 'Retail' });
      expect422(
        await refused(() =>
          t.http().patch(`/personalization/option/${option.id}`).set(a.auth).send({ category: foreign.id }),
        ),
        'category',
        'notUpdatable',
      );
      const patched = await t
        .http()
        .patch(`/personalization/option/${option.id}`)
        .set(a.auth)
        .send({ label: 'Retail trade', external_value: 'RT' })
        .expect(200);
      expect(patched.body).toMatchObject({ label: 'Retail trade', external_value: 'RT' });
    });

    it('allows 100 options per category, then 422 tooMany', async () => {
      const category = await ok(a, 'category', { key: 'many', name: 'Many' });
      const now = new Date();
      await t.dataSource.getRepository(Option).insert(
        Array.from({ length: 99 }, (_, n) => ({
          workspace_id: a.workspaceId,
          category_id: category.id,
          key: `o${n}`,
          label: `O${n}`,
          external_value: null,
          position: n,
          created_on: now,
          modified_on: null,
        })),
      );
      await ok(a, 'option', { category: category.id, key: 'hundredth', label: 'Hundredth' });
      expect422(
        await refused(() => post(a, 'option', { category: category.id, key: 'too_many', label: 'One more' })),
        'category',
        'tooMany',
      );
    });
  });

  describe('properties', () => {
    it('creates with defaults and every field in order', async () => {
      const res = await ok(a, 'property', { key: 'nickname', name: 'Nickname' });
      expect(Object.keys(res)).toEqual([
        '_embedded',
        '_links',
        'created_on',
        'default',
        'description',
        'external_mapping',
        'id',
        'is_required',
        'key',
        'max_length',
        'modified_on',
        'name',
        'position',
        'type',
      ]);
      expect(res).toMatchObject({
        default: '',
        is_required: false,
        max_length: 255,
        type: 'text',
        modified_on: null,
        external_mapping: null,
      });
    });

    it('checks the default against the type and max_length, on create and on update', async () => {
      expect422(
        await refused(() =>
          post(a, 'property', { key: 'site', name: 'Site', type: 'url', default: 'javascript:alert(1)' }),
        ),
        'default',
        'isUrl',
      );
      expect422(await refused(() => post(a, 'property', { key: 'site', name: 'Site', type: 'link' })), 'type', 'isIn');
      expect422(
        await refused(() => post(a, 'property', { key: 'short', name: 'Short', max_length: 3, default: 'four' })),
        'default',
        'maxLength',
      );
      expect422(
        await refused(() => post(a, 'property', { key: 'big', name: 'Big', max_length: 5001 })),
        'max_length',
        'max',
      );
      const foreignImage = await uploadImage(b);
      expect422(
        await refused(() =>
          post(a, 'property', { key: 'pic', name: 'Pic', type: 'image', default: String(foreignImage) }),
        ),
        'default',
        'notFound',
      );
      const site = await ok(a, 'property', { key: 'site', name: 'Site', type: 'url', default: 'https://example.com' });
      expect422(
        await refused(() => t.http().patch(`/personalization/property/${site.id}`).set(a.auth).send({ max_length: 5 })),
        'default',
        'maxLength',
      );
      expect422(
        await refused(() => t.http().patch(`/personalization/property/${site.id}`).set(a.auth).send({ type: 'text' })),
        'type',
        'notUpdatable',
      );
      const patched = await t
        .http()
        .patch(`/personalization/property/${site.id}`)
        .set(a.auth)
        .send({ default: 'mailto:hello@example.com', is_required: false })
        .expect(200);
      expect(patched.body.default).toBe('mailto:hello@example.com');
      expect(patched.body.modified_on).toMatch(ISO);
    });

    it('allows 200 properties per workspace, then 422 tooMany', async () => {
      const tenant = await t.tenant('Property limit');
      const now = new Date();
      await t.dataSource.getRepository(Property).insert(
        Array.from({ length: 199 }, (_, n) => ({
          workspace_id: tenant.workspaceId,
          key: `p${n}`,
          name: `P${n}`,
          description: null,
          external_mapping: null,
          type: 'text' as const,
          is_required: false,
          max_length: 255,
          default: '',
          position: n,
          created_on: now,
          modified_on: null,
        })),
      );
      await ok(tenant, 'property', { key: 'two_hundredth', name: 'Last' });
      expect422(
        await refused(() => post(tenant, 'property', { key: 'too_many', name: 'One more' })),
        'property',
        'tooMany',
      );
    });
  });

  describe('tokens and values', () => {
    let tenant: Tenant;
    let project: number;
    let doc: number;
    let firstName: Record<string, any>;
    let website: Record<string, any>;
    let industry: Record<string, any>;
    let topics: Record<string, any>;
    let finance: Record<string, any>;
    let retail: Record<string, any>;
    let news: Record<string, any>;
    let sport: Record<string, any>;
    let image: number;

    beforeAll(async () => {
      tenant = await t.tenant('Tokens');
      project = await makeProject(tenant, 'Tokens magazine');
      doc = await makeDoc(tenant, project, true);
      image = await uploadImage(tenant);
      firstName = await ok(tenant, 'property', {
        key: 'first_name',
        name: 'First name',
        is_required: true,
        max_length: 40,
      });
      website = await ok(tenant, 'property', { key: 'website', name: 'Website', type: 'url' });
      await ok(tenant, 'property', { key: 'logo', name: 'Logo', type: 'image' });
      industry = await ok(tenant, 'category', { key: 'industry', name: 'Industry' });
      topics = await ok(tenant, 'category', { key: 'topics', name: 'Topics', is_multiple: true });
      finance = await ok(tenant, 'option', { category: industry.id, key: 'finance', label: 'Finance' });
      retail = await ok(tenant, 'option', { category: industry.id, key: 'retail', label: 'Retail' });
      news = await ok(tenant, 'option', { category: topics.id, key: 'news', label: 'News' });
      sport = await ok(tenant, 'option', { category: topics.id, key: 'sport', label: 'Sport' });
    });

    const values = async (token: number) =>
      (
        await t
          .http()
          .get(`/personalization/value?filter[0][field]=token&filter[0][type]=eq&filter[0][value]=${token}&limit=100`)
          .set(tenant.auth)
          .expect(200)
      ).body._embedded.value;

    it('creates a token with inline values and options in one go; fields in order; key of 22 base62', async () => {
      const res = await post(tenant, 'token', {
        edition: doc,
        name: 'Acme, Anna',
        external_id: 'crm-1',
        values: { first_name: 'Anna', website: 'https://acme.test', logo: String(image) },
        options: { industry: ['finance'], topics: ['news', 'sport'] },
      });
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/personalization/token/${res.body.id}`);
      expect(Object.keys(res.body)).toEqual([
        '_computed',
        '_embedded',
        '_links',
        'created_on',
        'edition',
        'expires_on',
        'external_id',
        'id',
        'key',
        'last_viewed_on',
        'modified_on',
        'name',
      ]);
      expect(res.body.key).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(res.body).toMatchObject({
        edition: doc,
        name: 'Acme, Anna',
        external_id: 'crm-1',
        expires_on: null,
        last_viewed_on: null,
        modified_on: null,
      });
      expect(res.body._computed).toEqual({ values_count: 6, views: 0 });
      // Not published: no personalized link.
      expect(res.body._links.personalized).toBeUndefined();
      const stored = await values(res.body.id);
      expect(stored).toHaveLength(6);
      expect(stored.find((v: { property: number | null }) => v.property === firstName.id).value).toBe('Anna');
      expect(
        stored
          .filter((v: { option: number | null }) => v.option !== null)
          .map((v: { option: number }) => v.option)
          .sort(),
      ).toEqual([finance.id, news.id, sport.id].sort());
    });

    it('links the personalized copy while the doc is published, and shows it to the reader only with the live key', async () => {
      const token = await ok(tenant, 'token', { edition: doc, name: 'Published', values: { first_name: 'Bo' } });
      const published = await t.http().post(`/v2/magazine/edition/${doc}/publish`).set(tenant.auth).expect(200);
      const got = await t.http().get(`/personalization/token/${token.id}`).set(tenant.auth).expect(200);
      expect(got.body._links.personalized.href).toBe(`${published.body._links.published.href}?t=${token.key}`);
      expect(got.body._links.personalized.href.startsWith(`${PUBLISH_URL}/`)).toBe(true);

      const reader = t.app.get(ReaderPersonalizationService);
      const edition = { id: doc, workspaceId: tenant.workspaceId };
      const live = await reader.contextFor(edition, token.key);
      expect(live.tokenId).toBe(token.id);
      expect(live.values.get('first_name')).toBe('Bo');
      // Every failing key reads the plain doc: absent, malformed, another case, another doc's.
      const otherDoc = await makeDoc(tenant, project, true);
      for (const [key, target] of [
        [undefined, edition],
        ['short', edition],
        [token.key.toLowerCase() === token.key ? token.key.toUpperCase() : token.key.toLowerCase(), edition],
        [token.key, { id: otherDoc, workspaceId: tenant.workspaceId }],
        [token.key, { id: doc, workspaceId: a.workspaceId }],
      ] as const) {
        const plain = await reader.contextFor(target, key);
        expect(plain.tokenId).toBeNull();
        expect(plain.values.size).toBe(0);
      }
      // Rotate: a new key, the old one dead at once.
      const rotated = await t.http().post(`/personalization/token/${token.id}/rotate`).set(tenant.auth).expect(200);
      expect(rotated.body.key).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(rotated.body.key).not.toBe(token.key);
      expect(rotated.body._links.personalized.href.endsWith(`?t=${rotated.body.key}`)).toBe(true);
      expect((await reader.contextFor(edition, token.key)).tokenId).toBeNull();
      expect((await reader.contextFor(edition, rotated.body.key)).tokenId).toBe(token.id);
      // Expired: plain too.
      await t
        .http()
        .patch(`/personalization/token/${token.id}`)
        .set(tenant.auth)
        .send({ expires_on: '2000-01-01T00:00:00Z' })
        .expect(200);
      expect((await reader.contextFor(edition, rotated.body.key)).tokenId).toBeNull();
      await t.http().post(`/v2/magazine/edition/${doc}/unpublish`).set(tenant.auth).expect(200);
      const unpublished = await t.http().get(`/personalization/token/${token.id}`).set(tenant.auth).expect(200);
      expect(unpublished.body._links.personalized).toBeUndefined();
    });

    it('refuses bad inline answers naming each one, and leaves no token behind', async () => {
      const bad = await refused(() =>
        post(tenant, 'token', {
          edition: doc,
          name: 'Bad',
          values: { website: 'javascript:alert(1)', nope: 'x', logo: '999999' },
          options: { industry: ['finance', 'retail'], topics: ['chess'], colour: ['red'] },
        }),
      );
      expectProblem(bad, 422, 'Failed Validation');
      expect(Object.keys(bad.body.validation_messages).sort()).toEqual(
        [
          'options.colour',
          'options.industry',
          'options.topics.0',
          'values.first_name',
          'values.logo',
          'values.nope',
          'values.website',
        ].sort(),
      );
      expect(bad.body.validation_messages['values.first_name']).toHaveProperty('isDefined');
      expect(bad.body.validation_messages['values.website']).toHaveProperty('isUrl');
      expect(bad.body.validation_messages['options.industry']).toHaveProperty('notMultiple');
      // Without `values` at all, a token is made and answered later, required properties included.
      const later = await ok(tenant, 'token', {
        edition: await makeDoc(tenant, project, true),
        name: 'Answered later',
      });
      expect(later._computed.values_count).toBe(0);
      // One failing value among good ones: still no token, no value.
      expect422(
        await refused(() =>
          post(tenant, 'token', { edition: doc, name: 'Long', values: { first_name: 'x'.repeat(41) } }),
        ),
        'values.first_name',
        'maxLength',
      );
    });

    it('refuses a doc without personalization, a foreign doc, and read-only fields', async () => {
      const plainDoc = await makeDoc(tenant, project, false);
      expect422(
        await refused(() => post(tenant, 'token', { edition: plainDoc, name: 'X', values: { first_name: 'A' } })),
        'edition',
        'personalizationDisabled',
      );
      expect422(
        await refused(() => post(tenant, 'token', { edition: docB, name: 'X', values: { first_name: 'A' } })),
        'edition',
        'notFound',
      );
      expect422(
        await refused(() =>
          post(tenant, 'token', { edition: doc, name: 'X', key: 'A'.repeat(22), values: { first_name: 'A' } }),
        ),
        'key',
        'notUpdatable',
      );
      const token = await ok(tenant, 'token', {
        edition: await makeDoc(tenant, project, true),
        name: 'Fixed',
        values: { first_name: 'A' },
      });
      for (const field of ['key', 'edition', 'last_viewed_on', 'values']) {
        expect422(
          await refused(() =>
            t
              .http()
              .patch(`/personalization/token/${token.id}`)
              .set(tenant.auth)
              .send({ [field]: 1 }),
          ),
          field,
          'notUpdatable',
        );
      }
      expect422(
        await refused(() =>
          t.http().patch(`/personalization/token/${token.id}`).set(tenant.auth).send({ expires_on: 'tomorrow' }),
        ),
        'expires_on',
        'isIso8601',
      );
    });

    it('creates values one by one: exactly one of property and option, each checked, each unique', async () => {
      const token = await ok(tenant, 'token', {
        edition: await makeDoc(tenant, project, true),
        name: 'One by one',
        values: { first_name: 'Cy' },
      });
      expect422(await refused(() => post(tenant, 'value', { token: token.id, value: 'x' })), 'property', 'exactlyOne');
      expect422(
        await refused(() => post(tenant, 'value', { token: token.id, property: website.id, option: finance.id })),
        'option',
        'exactlyOne',
      );
      expect422(
        await refused(() =>
          post(tenant, 'value', { token: token.id, property: website.id, value: 'javascript:alert(1)' }),
        ),
        'value',
        'isUrl',
      );
      expect422(
        await refused(() => post(tenant, 'value', { token: token.id, property: firstName.id, value: 'Again' })),
        'property',
        'recordFound',
      );
      expect422(
        await refused(() => post(tenant, 'value', { token: token.id, property: firstName.id + 100000, value: 'x' })),
        'property',
        'notFound',
      );
      const foreignToken = await ok(b, 'property', { key: 'b_prop', name: 'B' });
      expect422(
        await refused(() => post(tenant, 'value', { token: token.id, property: foreignToken.id, value: 'x' })),
        'property',
        'notFound',
      );
      expect422(
        await refused(() => post(b, 'value', { token: token.id, property: foreignToken.id, value: 'x' })),
        'token',
        'notFound',
      );
      expect422(
        await refused(() => post(tenant, 'value', { token: token.id, option: finance.id, value: 'x' })),
        'value',
        'isEmpty',
      );

      const site = await ok(tenant, 'value', { token: token.id, property: website.id, value: 'https://cy.test' });
      expect(Object.keys(site)).toEqual([
        '_embedded',
        '_links',
        'created_on',
        'id',
        'modified_on',
        'option',
        'property',
        'token',
        'value',
      ]);
      expect(site).toMatchObject({
        token: token.id,
        property: website.id,
        option: null,
        value: 'https://cy.test',
        modified_on: null,
      });
      await ok(tenant, 'value', { token: token.id, option: finance.id });
      expect422(
        await refused(() => post(tenant, 'value', { token: token.id, option: finance.id })),
        'option',
        'recordFound',
      );
      expect422(
        await refused(() => post(tenant, 'value', { token: token.id, option: retail.id })),
        'option',
        'notMultiple',
      );
      await ok(tenant, 'value', { token: token.id, option: news.id });
      await ok(tenant, 'value', { token: token.id, option: sport.id });

      const patched = await t
        .http()
        .patch(`/personalization/value/${site.id}`)
        .set(tenant.auth)
        .send({ value: 'mailto:cy@cy.test' })
        .expect(200);
      expect(patched.body.value).toBe('mailto:cy@cy.test');
      expect(patched.body.modified_on).toMatch(ISO);
      expect422(
        await refused(() =>
          t.http().patch(`/personalization/value/${site.id}`).set(tenant.auth).send({ value: 'ftp://x' }),
        ),
        'value',
        'isUrl',
      );
      expect422(
        await refused(() =>
          t.http().patch(`/personalization/value/${site.id}`).set(tenant.auth).send({ property: firstName.id }),
        ),
        'property',
        'notUpdatable',
      );
      // A 5,000-character value where the property allows it, with HTML and an RTL override: stored as given.
      const bio = await ok(tenant, 'property', { key: 'bio', name: 'Bio', max_length: 5000 });
      const hostile = `<img src=x onerror=alert(1)>\u202E${'x'.repeat(4960)}`;
      const long = await ok(tenant, 'value', { token: token.id, property: bio.id, value: hostile });
      expect(long.value).toBe(hostile);
      expect422(
        await refused(() =>
          t
            .http()
            .patch(`/personalization/value/${long.id}`)
            .set(tenant.auth)
            .send({ value: 'x'.repeat(5001) }),
        ),
        'value',
        'maxLength',
      );
      expect422(
        await refused(() =>
          t.http().patch(`/personalization/value/${long.id}`).set(tenant.auth).send({ value: 'a\u0000b' }),
        ),
        'value',
        'noControlCharacters',
      );

      // is_multiple cannot be turned off while a token holds two of its options.
      expect422(
        await refused(() =>
          t.http().patch(`/personalization/category/${topics.id}`).set(tenant.auth).send({ is_multiple: false }),
        ),
        'is_multiple',
        'inUse',
      );

      await t.http().delete(`/personalization/value/${site.id}`).set(tenant.auth).expect(204);
      expectProblem(await t.http().get(`/personalization/value/${site.id}`).set(tenant.auth), 404);
    });

    it('allows the configured number of tokens per doc, then 422 tooMany', async () => {
      const limited = await makeDoc(tenant, project, true);
      for (let n = 0; n < TOKENS_PER_DOC; n++)
        await ok(tenant, 'token', { edition: limited, name: `T${n}`, values: { first_name: 'A' } });
      expect422(
        await refused(() => post(tenant, 'token', { edition: limited, name: 'One more', values: { first_name: 'A' } })),
        'edition',
        'tooMany',
      );
    });

    it('replays a create with the same Idempotency-Key, making one token', async () => {
      const body = { edition: await makeDoc(tenant, project, true), name: 'Once', values: { first_name: 'A' } };
      const first = await t
        .http()
        .post('/personalization/token')
        .set(tenant.auth)
        .set('Idempotency-Key', 'token-once')
        .send(body)
        .expect(201);
      const again = await t
        .http()
        .post('/personalization/token')
        .set(tenant.auth)
        .set('Idempotency-Key', 'token-once')
        .send(body)
        .expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.id).toBe(first.body.id);
      const listed = await t
        .http()
        .get(`/personalization/token?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${body.edition}`)
        .set(tenant.auth)
        .expect(200);
      expect(listed.body.total_items).toBe(1);
    });

    it('cascades: category to options to values; property to values; token to values; doc to tokens', async () => {
      const cascadeDoc = await makeDoc(tenant, project, true);
      const shape = await ok(tenant, 'category', { key: 'shape', name: 'Shape' });
      const round = await ok(tenant, 'option', { category: shape.id, key: 'round', label: 'Round' });
      const colour = await ok(tenant, 'property', { key: 'colour', name: 'Colour' });
      const token = await ok(tenant, 'token', {
        edition: cascadeDoc,
        name: 'Cascade',
        values: { first_name: 'A', colour: 'red' },
        options: { shape: ['round'] },
      });
      expect(await values(token.id)).toHaveLength(3);

      await t.http().delete(`/personalization/category/${shape.id}`).set(tenant.auth).expect(204);
      expectProblem(await t.http().get(`/personalization/option/${round.id}`).set(tenant.auth), 404);
      expect(await values(token.id)).toHaveLength(2);
      await t.http().delete(`/personalization/property/${colour.id}`).set(tenant.auth).expect(204);
      expect(await values(token.id)).toHaveLength(1);
      const got = await t.http().get(`/personalization/token/${token.id}`).set(tenant.auth).expect(200);
      expect(got.body._computed.values_count).toBe(1);

      const second = await ok(tenant, 'token', { edition: cascadeDoc, name: 'Second', values: { first_name: 'B' } });
      await t.http().delete(`/personalization/token/${second.id}`).set(tenant.auth).expect(204);
      expect(await values(second.id)).toHaveLength(0);

      await t.http().delete(`/v2/magazine/edition/${cascadeDoc}`).set(tenant.auth).expect(204);
      expectProblem(await t.http().get(`/personalization/token/${token.id}`).set(tenant.auth), 404);
      expect(await values(token.id)).toHaveLength(0);
    });

    it('keeps another workspace out: 404 by path, nothing in its lists', async () => {
      const token = await ok(tenant, 'token', {
        edition: await makeDoc(tenant, project, true),
        name: 'Private',
        values: { first_name: 'A' },
      });
      const [value] = await values(token.id);
      for (const [path, id] of [
        ['token', token.id],
        ['value', value.id],
        ['property', firstName.id],
        ['category', industry.id],
        ['option', finance.id],
      ] as const) {
        expectProblem(await t.http().get(`/personalization/${path}/${id}`).set(b.auth), 404, 'Entity not found.');
        expectProblem(await t.http().get(`/v2/personalization/${path}/${id}`).set(b.auth), 404, 'Entity not found.');
        expectProblem(await refused(() => t.http().patch(`/personalization/${path}/${id}`).set(b.auth).send({})), 404);
        expectProblem(await refused(() => t.http().delete(`/personalization/${path}/${id}`).set(b.auth)), 404);
        const list = await t
          .http()
          .get(`/personalization/${path}?filter[0][field]=id&filter[0][type]=eq&filter[0][value]=${id}`)
          .set(b.auth)
          .expect(200);
        expect(list.body.total_items).toBe(0);
      }
      expectProblem(await refused(() => t.http().post(`/personalization/token/${token.id}/rotate`).set(b.auth)), 404);
    });

    it("exports a token's personalized copy, and refuses a token of another doc", async () => {
      const exportDoc = await makeDoc(tenant, project, true);
      const page = await t
        .http()
        .post('/v2/magazine/page')
        .set(tenant.auth)
        .send({
          edition: { id: exportDoc },
          name: 'Welcome',
          content: {
            type: 'page',
            children: [
              { type: 'heading', level: 1, text: 'Hello {{first_name|there}}' },
              {
                type: 'section',
                visible_if: { category: 'industry', options: ['finance'] },
                children: [{ type: 'paragraph', text: 'For finance' }],
              },
              {
                type: 'section',
                visible_if: { category: 'industry', options: ['*none'] },
                children: [{ type: 'paragraph', text: 'For everyone else' }],
              },
              { type: 'button', text: 'Visit', href: '{{website|https://fallback.test}}' },
            ],
          },
        });
      expect(page.status).toBe(201);
      const token = await ok(tenant, 'token', {
        edition: exportDoc,
        name: 'Export',
        values: { first_name: 'Dana', website: 'https://dana.test' },
        options: { industry: ['finance'] },
      });
      const otherToken = await ok(tenant, 'token', {
        edition: await makeDoc(tenant, project, true),
        name: 'Other doc',
        values: { first_name: 'E' },
      });
      expect422(
        await refused(() =>
          t.http().post(`/v2/magazine/edition/${exportDoc}/export`).set(tenant.auth).send({ token: otherToken.id }),
        ),
        'token',
        'notFound',
      );
      expect422(
        await refused(() =>
          t.http().post(`/v2/magazine/edition/${exportDoc}/export`).set(tenant.auth).send({ token: 'x' }),
        ),
        'token',
        'isInt',
      );

      const render = async (body?: object) => {
        const started = t.http().post(`/v2/magazine/edition/${exportDoc}/export`).set(tenant.auth);
        const res = body ? await started.send(body) : await started;
        expect(res.status).toBe(202);
        const job = await settled(t, tenant, res.body.id);
        expect(job.status).toBe('succeeded');
        const archive = await t
          .http()
          .get(`/v2/job/${job.id}/download`)
          .set(tenant.auth)
          .buffer(true)
          .parse(binary)
          .expect(200);
        const files = await unpack(archive.body as Buffer);
        return files.get('index.html')!.toString('utf8');
      };
      const personalized = await render({ token: token.id });
      expect(personalized).toContain('Hello Dana');
      expect(personalized).toContain('For finance');
      expect(personalized).not.toContain('For everyone else');
      expect(personalized).toContain('href="https://dana.test"');
      expect(personalized).not.toContain(token.key);
      const plain = await render();
      expect(plain).toContain('Hello there');
      expect(plain).not.toContain('For finance');
      expect(plain).toContain('For everyone else');
      expect(plain).toContain('href="https://fallback.test"');
    });
  });

  describe('content', () => {
    let page: number;
    beforeAll(async () => {
      page = await createPage(t, a, docA, { name: 'Personal' });
    });

    it('accepts placeholders and visible_if on a page write, and keeps them in order', async () => {
      const content = {
        type: 'page',
        visible_if: { category: 'industry', options: ['finance', '*none'] },
        children: [
          { type: 'heading', level: 2, text: 'Hi {{first_name|there}}' },
          {
            type: 'section',
            visible_if: { category: 'industry', options: ['finance'] },
            children: [{ type: 'image', image: '{{logo}}', alt: 'Logo' }],
          },
          { type: 'button', text: '{{cta|Go}}', href: '{{website}}' },
        ],
      };
      const res = await t.http().patch(`/v2/magazine/page/${page}`).set(a.auth).send({ content }).expect(200);
      expect(res.body.content).toEqual(content);
    });

    it('refuses a malformed placeholder or visible_if on a page write and in content patches, naming the path', async () => {
      const bad = await refused(() =>
        t
          .http()
          .patch(`/v2/magazine/page/${page}`)
          .set(a.auth)
          .send({
            content: {
              type: 'page',
              children: [
                { type: 'paragraph', text: 'x' },
                { type: 'paragraph', text: 'Hi {{first name}}' },
                { type: 'section', visible_if: { category: 'industry', options: 'finance' }, children: [] },
              ],
            },
          }),
      );
      expect422(bad, 'content.children.1.text', 'placeholder');
      expect422(bad, 'content.children.2.visible_if.options', 'isArray');
      const patched = await refused(() =>
        t
          .http()
          .patch(`/v2/magazine/page/${page}/content`)
          .set(a.auth)
          .send([
            {
              op: 'add',
              path: ['children', 0],
              value: { type: 'section', visible_if: { category: 'x' }, children: [] },
            },
          ]),
      );
      expect422(patched, 'content.children.0.visible_if.options', 'isDefined');
      const created = await refused(() =>
        t
          .http()
          .post('/v2/magazine/page')
          .set(a.auth)
          .send({
            edition: { id: docA },
            name: 'Bad',
            content: { type: 'page', visible_if: { category: 'x', options: ['Finance'] }, children: [] },
          }),
      );
      expect422(created, 'content.visible_if.options', 'isKey');
    });
  });

  it('deletes everything with the workspace', async () => {
    const tenant = await t.tenant('Doomed');
    const doomedDoc = await makeDoc(tenant, await makeProject(tenant, 'Doomed'), true);
    await ok(tenant, 'category', { key: 'c', name: 'C' });
    await ok(tenant, 'property', { key: 'p', name: 'P' });
    await ok(tenant, 'token', { edition: doomedDoc, name: 'T', values: { p: 'v' } });
    await t.http().delete(`/v2/account/${tenant.workspaceId}`).set(tenant.auth).expect(204);
    for (const table of [
      'personalization_category',
      'personalization_option',
      'personalization_property',
      'personalization_token',
      'personalization_value',
    ]) {
      const rows = (await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE workspace_id = ?`, [
        tenant.workspaceId,
      ])) as { n: number | string }[];
      expect(Number(rows[0].n)).toBe(0);
    }
  });
});
