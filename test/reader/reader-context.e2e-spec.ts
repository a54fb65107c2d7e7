import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { ReaderService } from '../../src/reader/reader.service.js';
import { paragraph } from '../support/exports.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const section = (visible_if: unknown, text: string) => ({ type: 'section', visible_if, children: [paragraph(text)] });

/**
 * `visible_if` on the reader's context (docs/personalization.md, "Rules on the reader's
 * context"): refused on write when malformed, applied by the reader per request (country from
 * the trusted proxy header, device from the client hint or the user agent, language from
 * Accept-Language, utm from the link), and the reader's page cache keyed by the values a page
 * tests only.
 */
describe("visible_if on the reader's context", () => {
  let t: TestApp;
  let a: Tenant;
  let base: string;
  let docId: number;
  let entries: () => number;

  beforeAll(async () => {
    t = await TestApp.start({ ANALYTICS_COUNTRY_HEADER: 'CF-IPCountry' });
    a = await t.tenant();
    const project = await createProject(t, a, 'Context');
    const doc = await createDocWithPages(t, a, project.id, 'Smart', [
      { name: 'Plain', identifier: 'plain', content: { type: 'page', children: [paragraph('For everyone.')] } },
      {
        name: 'By country',
        identifier: 'by-country',
        content: {
          type: 'page',
          children: [
            paragraph('Hello.'),
            section({ context: 'country', in: ['DE', 'AT'] }, 'Hallo DACH.'),
            section(
              {
                all: [
                  { context: 'country', in: ['DE'] },
                  { context: 'device', in: ['mobile'] },
                ],
              },
              'German phone.',
            ),
          ],
        },
      },
      {
        name: 'Campaign',
        identifier: 'campaign',
        content: {
          type: 'page',
          children: [
            section({ context: 'utm_campaign', in: ['Spring'] }, 'Spring offer.'),
            section(
              {
                any: [
                  { context: 'language', in: ['fr'] },
                  { context: 'utm_source', in: ['newsletter'] },
                ],
              },
              'Bonjour or subscriber.',
            ),
            section({ context: 'device', in: ['tablet'] }, 'Tablet layout.'),
          ],
        },
      },
      {
        name: 'Mobile only',
        identifier: 'mobile-only',
        content: {
          type: 'page',
          visible_if: { context: 'device', in: ['mobile'] },
          children: [paragraph('Only on phones.')],
        },
      },
    ]);
    docId = doc.id;
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
    base = `/read/${a.workspace}/${project.identifier}/${doc.identifier}`;
    const reader = t.app.get(ReaderService) as unknown as { cache: { size: { entries: number } } };
    entries = () => reader.cache.size.entries;
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  const read = (path: string, headers: Record<string, string> = {}) =>
    t
      .http()
      .get(`${base}/${path}`)
      .set({ 'User-Agent': DESKTOP, ...headers });

  it('shows a section by country, and by country and device together', async () => {
    const de = await read('by-country/', { 'CF-IPCountry': 'de' });
    expect(de.status).toBe(200);
    expect(de.text).toContain('Hallo DACH.');
    expect(de.text).not.toContain('German phone.');
    const phone = await read('by-country/', { 'CF-IPCountry': 'DE', 'User-Agent': IPHONE });
    expect(phone.text).toContain('German phone.');
    const hinted = await read('by-country/', { 'CF-IPCountry': 'DE', 'Sec-CH-UA-Mobile': '?1' });
    expect(hinted.text).toContain('German phone.');
    for (const country of ['FR', undefined]) {
      const other = await read('by-country/', country === undefined ? {} : { 'CF-IPCountry': country });
      expect(other.text).toContain('Hello.');
      expect(other.text).not.toContain('Hallo DACH.');
    }
  });

  it('shows a section by utm, language and device; a page by device', async () => {
    const spring = await read('campaign/?utm_campaign=SPRING&utm_source=x');
    expect(spring.text).toContain('Spring offer.');
    expect(spring.text).not.toContain('Bonjour or subscriber.');
    expect((await read('campaign/?utm_source=newsletter')).text).toContain('Bonjour or subscriber.');
    const french = await read('campaign/', { 'Accept-Language': 'fr-CH, de;q=0.5' });
    expect(french.text).toContain('Bonjour or subscriber.');
    expect(french.text).not.toContain('Spring offer.');
    expect((await read('campaign/', { 'User-Agent': IPAD })).text).toContain('Tablet layout.');
    expect((await read('campaign/', { 'User-Agent': IPHONE })).text).not.toContain('Tablet layout.');
    // The phone-only page is listed and served to phones, a 404 to others.
    expect((await read('mobile-only/', { 'User-Agent': IPHONE })).text).toContain('Only on phones.');
    // Every page's list depends on the device: a phone reads 1 of 4 pages, others 1 of 3.
    expect((await read('plain/', { 'User-Agent': IPHONE })).text).toContain('1&#8201;/&#8201;4');
    expect((await read('plain/')).text).toContain('1&#8201;/&#8201;3');
    expect((await read('mobile-only/')).status).toBe(404);
  });

  it('caches a page by exactly the context values it tests, never publicly', async () => {
    const project = await createProject(t, a, 'Cached');
    const doc = await createDocWithPages(t, a, project.id, 'Cached', [
      {
        name: 'By country',
        identifier: 'by-country',
        content: {
          type: 'page',
          children: [
            section({ context: 'country', in: ['DE', 'AT'] }, 'Hallo DACH.'),
            section(
              {
                all: [
                  { context: 'country', in: ['DE'] },
                  { context: 'device', in: ['mobile'] },
                ],
              },
              'Handy.',
            ),
          ],
        },
      },
      {
        name: 'Campaign',
        identifier: 'campaign',
        content: { type: 'page', children: [section({ context: 'utm_source', in: ['a', 'b'] }, 'Tagged.')] },
      },
    ]);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
    const get = (query: string, headers: Record<string, string>) =>
      t
        .http()
        .get(`/read/${a.workspace}/${project.identifier}/${doc.identifier}/by-country/${query}`)
        .set({ 'User-Agent': DESKTOP, ...headers });
    const before = entries();
    const plain = await get('', { 'CF-IPCountry': 'FR' });
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    // Other countries, languages and utm values read the same copy: no new entry.
    for (const [country, query] of [
      ['IT', '?utm_source=a'],
      ['US', '?utm_campaign=b'],
      ['FR', '?utm_medium=c'],
    ] as const) {
      const res = await get(query, { 'CF-IPCountry': country, 'Accept-Language': 'it' });
      expect(res.text).toBe(plain.text);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    expect(entries()).toBe(before + 1);
    // DE, AT and phones there each get their own (the device is tested, with DE); utm values
    // do not count on this page.
    await get('', { 'CF-IPCountry': 'DE' });
    await get('?utm_source=a', { 'CF-IPCountry': 'DE' });
    await get('', { 'CF-IPCountry': 'AT' });
    await get('', { 'CF-IPCountry': 'AT', 'User-Agent': IPHONE });
    await get('', { 'CF-IPCountry': 'DE', 'User-Agent': IPHONE });
    expect(entries()).toBe(before + 5);
    // A cached copy is served to its readers only.
    expect((await get('', { 'CF-IPCountry': 'AT' })).text).toContain('Hallo DACH.');
    expect((await get('', { 'CF-IPCountry': 'AT' })).text).not.toContain('Handy.');
    expect((await get('', { 'CF-IPCountry': 'DE', 'User-Agent': IPHONE })).text).toContain('Handy.');
    expect((await get('', { 'CF-IPCountry': 'FR', 'User-Agent': IPHONE })).text).not.toContain('Hallo DACH.');
    expect(entries()).toBe(before + 6);
  });

  it('keeps a doc without context rules one public cached page per address', async () => {
    const project = await createProject(t, a, 'Plain project');
    const doc = await createDocWithPages(t, a, project.id, 'Plain doc', [
      { name: 'One', identifier: 'one', content: { type: 'page', children: [paragraph('One.')] } },
    ]);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
    const before = entries();
    for (const headers of [
      { 'CF-IPCountry': 'DE', 'User-Agent': IPHONE },
      { 'CF-IPCountry': 'FR', 'Accept-Language': 'fr' },
    ]) {
      const res = await t
        .http()
        .get(`/read/${a.workspace}/${project.identifier}/${doc.identifier}/?utm_source=${headers['CF-IPCountry']}`)
        .set(headers);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
    expect(entries()).toBe(before + 1);
  });

  it("combines the token's options and the reader's context; a token's page is never cached", async () => {
    const post = async (path: string, body: object) => {
      const res = await t.http().post(path).set(a.auth).send(body);
      expect(res.status).toBe(201);
      return res.body;
    };
    const industry = await post('/personalization/category', { key: 'industry', name: 'Industry' });
    await post('/personalization/option', { category: industry.id, key: 'finance', label: 'Finance' });
    const project = await createProject(t, a, 'Both');
    const doc = await createDocWithPages(t, a, project.id, 'Both', [
      {
        name: 'Offer',
        identifier: 'offer',
        content: {
          type: 'page',
          children: [
            section(
              {
                any: [
                  { category: 'industry', options: ['finance'] },
                  { context: 'country', in: ['DE'] },
                ],
              },
              'Banks or Germany.',
            ),
          ],
        },
      },
    ]);
    await t
      .http()
      .patch(`/v2/magazine/edition/${doc.id}`)
      .set(a.auth)
      .send({ options: { has_personalization: true } })
      .expect(200);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
    const token = await post('/personalization/token', {
      edition: doc.id,
      name: 'A bank',
      options: { industry: ['finance'] },
    });
    const url = `/read/${a.workspace}/${project.identifier}/${doc.identifier}/offer/`;
    const banker = await t.http().get(`${url}?t=${token.key}`).set({ 'CF-IPCountry': 'FR' });
    expect(banker.text).toContain('Banks or Germany.');
    expect(banker.headers['cache-control']).toBe('private, no-store');
    expect((await t.http().get(url).set({ 'CF-IPCountry': 'FR' })).text).not.toContain('Banks or Germany.');
    expect((await t.http().get(url).set({ 'CF-IPCountry': 'DE' })).text).toContain('Banks or Germany.');
    // The banker's copy was not kept for the plain readers of France.
    expect((await t.http().get(url).set({ 'CF-IPCountry': 'FR' })).text).not.toContain('Banks or Germany.');
  });

  it('refuses malformed context rules on write, naming the field, and stores nothing', async () => {
    const list = await t
      .http()
      .get(`/v2/magazine/page?filter[0][field]=edition&filter[0][type]=eq&filter[0][value]=${docId}`)
      .set(a.auth)
      .expect(200);
    const pages = async () =>
      (await t.http().get(`/v2/magazine/page/${list.body._embedded.page[0].id}`).set(a.auth).expect(200)).body;
    const first = await pages();
    const cases: [unknown, string, string][] = [
      [{ context: 'city', in: ['Berlin'] }, 'content.visible_if.context', 'isIn'],
      [{ context: 'country', in: ['DE', 'Germany'] }, 'content.visible_if.in.1', 'isIn'],
      [
        { all: [{ any: [{ all: [{ context: 'device', in: ['mobile'] }] }] }] },
        'content.visible_if.all.0.any.0.all',
        'maxDepth',
      ],
      [
        { any: Array.from({ length: 21 }, () => ({ context: 'device', in: ['mobile'] })) },
        'content.visible_if.any',
        'isArray',
      ],
      [
        {
          all: [
            { any: Array.from({ length: 15 }, () => ({ context: 'device', in: ['mobile'] })) },
            { any: Array.from({ length: 15 }, () => ({ context: 'language', in: ['de'] })) },
          ],
        },
        'content.visible_if.all.1.any.5',
        'maxConditions',
      ],
    ];
    for (const [rule, field, ruleName] of cases) {
      const res = await t
        .http()
        .patch(`/v2/magazine/page/${first.id}`)
        .set(a.auth)
        .send({ content: { type: 'page', visible_if: rule, children: [] } });
      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(res.body.validation_messages[field] ?? {})).toContain(ruleName);
    }
    const section = await t
      .http()
      .post('/v2/magazine/page')
      .set(a.auth)
      .send({
        edition: { id: docId },
        name: 'Bad',
        content: {
          type: 'page',
          children: [{ type: 'section', visible_if: { context: 'device', in: ['phone'] }, children: [] }],
        },
      });
    expect(section.status).toBe(422);
    expect(Object.keys(section.body.validation_messages['content.children.0.visible_if.in.0'])).toContain('isIn');
    const after = await pages();
    expect(after.content).toEqual(first.content);
    expect(after.modified_on).toBe(first.modified_on);
  });

  it('stores the deepest rule on the deepest section and gives it back in order', async () => {
    let node: Record<string, unknown> = { type: 'paragraph', text: 'Deep.' };
    for (let depth = 0; depth < 12; depth++) {
      node = {
        type: 'section',
        ...(depth === 0 && {
          visible_if: {
            all: [
              {
                any: [
                  { in: ['de'], context: 'language' },
                  { options: ['*none'], category: 'industry' },
                ],
              },
            ],
          },
        }),
        children: [node],
      };
    }
    const res = await t
      .http()
      .post('/v2/magazine/page')
      .set(a.auth)
      .send({ edition: { id: docId }, name: 'Deep', content: { type: 'page', children: [node] } });
    expect(res.status).toBe(201);
    let deepest = res.body.content.children[0];
    while (deepest.children[0].type === 'section') deepest = deepest.children[0];
    expect(JSON.stringify(deepest.visible_if)).toBe(
      '{"all":[{"any":[{"context":"language","in":["de"]},{"category":"industry","options":["*none"]}]}]}',
    );
  });
});
