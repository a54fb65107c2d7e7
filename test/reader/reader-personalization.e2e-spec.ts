import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Module } from '@nestjs/common';

import type { ContentNode, PageContent } from '../../src/editions/page-content.js';
import {
  type PersonalizationContext,
  READER_PERSONALIZATION,
  type ReaderPersonalization,
} from '../../src/personalization/reader-personalization.js';
import { paragraph } from '../support/exports.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { type Tenant, TestApp } from '../support/test-app.js';

const KEY = 'k3yOfAnnaAbcdefghijklm';

/**
 * A stand-in for PersonalizationModule, built to the interface the reader injects
 * (src/personalization/reader-personalization.ts): one live key, `{{first_name}}` resolved in
 * paragraphs, and a page whose first paragraph is `[plain only]` hidden from a token's reader.
 * What is tested is the reader's side of the contract: when it asks, what it caches, what it lists.
 */
class OneTokenPersonalization implements ReaderPersonalization {
  async contextFor(
    _edition: { id: number; workspaceId: number },
    key: string | undefined,
  ): Promise<PersonalizationContext> {
    const known = key === KEY;
    return {
      tokenId: known ? 7 : null,
      values: new Map(known ? [['first_name', 'Anna <b>']] : []),
      choices: new Map(),
      properties: new Map([['first_name', { type: 'text' as const, default: 'reader' }]]),
    };
  }

  apply(content: PageContent, context: PersonalizationContext): PageContent | null {
    const first = content.children[0];
    if (context.tokenId !== null && first?.type === 'paragraph' && first.text === '[plain only]') return null;
    const resolve = (node: ContentNode): ContentNode =>
      node.type === 'paragraph'
        ? {
            ...node,
            text: node.text.replace(
              /\{\{first_name\}\}/g,
              context.values.get('first_name') ?? context.properties.get('first_name')!.default,
            ),
          }
        : node.type === 'section'
          ? { ...node, children: node.children.map(resolve) }
          : node;
    return { ...content, children: content.children.map(resolve) };
  }
}

// Not global, and not imported by ReaderModule: the reader still finds it in the app.
@Module({
  providers: [{ provide: READER_PERSONALIZATION, useClass: OneTokenPersonalization }],
  exports: [READER_PERSONALIZATION],
})
class TestPersonalizationModule {}

describe('The reader, personalized', () => {
  let t: TestApp;
  let a: Tenant;
  let base: string;

  beforeAll(async () => {
    t = await TestApp.start({}, { imports: [TestPersonalizationModule] });
    a = await t.tenant();
    const project = await createProject(t, a, 'Personal');
    const doc = await createDocWithPages(t, a, project.id, 'For you', [
      { name: 'Hello', identifier: 'hello', content: { type: 'page', children: [paragraph('Dear {{first_name}},')] } },
      {
        name: 'Plain only',
        identifier: 'plain-only',
        content: { type: 'page', children: [paragraph('[plain only]')] },
      },
      { name: 'Last', identifier: 'last', content: { type: 'page', children: [paragraph('Bye {{first_name}}.')] } },
    ]);
    await t
      .http()
      .patch(`/v2/magazine/edition/${doc.id}`)
      .set(a.auth)
      .send({ options: { has_personalization: true } })
      .expect(200);
    await t.http().post(`/v2/magazine/edition/${doc.id}/publish`).set(a.auth).expect(200);
    base = `/read/${a.workspace}/${project.identifier}/${doc.identifier}`;
  }, 60_000);

  afterAll(async () => {
    await t?.stop();
  });

  it("renders a token's page per request, never cached, its key nowhere in the page", async () => {
    const res = await t.http().get(`${base}/?t=${KEY}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Nothing may keep it, so it has no tag to revalidate with: a tag sent anyway gets the page again.
    expect(res.headers.etag).toBeUndefined();
    const again = await t.http().get(`${base}/?t=${KEY}`).set('If-None-Match', '"kept-anyway"');
    expect(again.status).toBe(200);
    expect(again.text).toBe(res.text);
    expect(res.text).toContain('<p>Dear Anna &lt;b&gt;,</p>');
    expect(res.text).not.toContain(KEY);
    // The page hidden from this reader is neither listed nor served.
    expect(res.text).not.toContain('plain-only/');
    expect(res.text).toContain('<a rel="next" href="last/">');
    expect((await t.http().get(`${base}/plain-only/?t=${KEY}`)).status).toBe(404);
    expect((await t.http().get(`${base}/last/?t=${KEY}`)).text).toContain('Bye Anna &lt;b&gt;.');
  });

  it('reads the plain doc for no key or an unknown one: the same bytes, cacheable', async () => {
    const plain = await t.http().get(`${base}/`);
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=60');
    expect(plain.text).toContain('<p>Dear reader,</p>');
    expect(plain.text).toContain('plain-only/');
    for (const key of ['unknown', `${KEY}x`, '']) {
      const res = await t.http().get(`${base}/?t=${key}`);
      expect(res.status).toBe(200);
      expect(res.text).toBe(plain.text);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    // A token's page asked for after the plain one was cached is still the token's.
    expect((await t.http().get(`${base}/?t=${KEY}`)).text).toContain('Dear Anna');
    expect((await t.http().get(`${base}/plain-only/`)).status).toBe(200);
  });
});
