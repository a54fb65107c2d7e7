import { describe, expect, it } from '@jest/globals';

import { newTokenKey, TOKEN_KEY } from '../common/random-key.js';
import type { ContentNode, PageContent } from '../editions/page-content.js';
import { personalize, resolveHref, resolveText } from './personalize.js';
import type { PersonalizationContext } from './reader-personalization.js';

type Props = PersonalizationContext['properties'];

const PROPERTIES: Props = new Map([
  ['first_name', { type: 'text', default: 'reader' }],
  ['company', { type: 'text', default: '' }],
  ['website', { type: 'url', default: 'https://example.com/' }],
  ['logo', { type: 'image', default: '7' }],
  ['banner', { type: 'image', default: '' }],
] as const);

function context(
  values: Record<string, string> = {},
  choices: Record<string, string[]> = {},
  tokenId: number | null = 1,
): PersonalizationContext {
  return {
    tokenId,
    values: new Map(Object.entries(values)),
    choices: new Map(Object.entries(choices).map(([k, v]) => [k, new Set(v)])),
    properties: PROPERTIES,
  };
}
const PLAIN = context({}, {}, null);
const page = (...children: ContentNode[]): PageContent => ({ type: 'page', children });

describe('resolveText', () => {
  it('takes the token value, then the inline fallback, then the default, then ""', () => {
    const ctx = context({ first_name: 'Anna' });
    expect(resolveText('Hi {{first_name}}!', ctx)).toBe('Hi Anna!');
    expect(resolveText('Hi {{company|friend}}!', ctx)).toBe('Hi friend!');
    expect(resolveText('Hi {{first_name|friend}}!', PLAIN)).toBe('Hi friend!');
    expect(resolveText('Hi {{first_name}}!', PLAIN)).toBe('Hi reader!');
    expect(resolveText('Hi {{company}}!', PLAIN)).toBe('Hi !');
    // A key no property has (deleted since the page was written) renders its fallback or nothing.
    expect(resolveText('[{{gone}}][{{gone|x}}]', ctx)).toBe('[][x]');
    // An empty value counts as none.
    expect(resolveText('{{first_name|friend}}', context({ first_name: '' }))).toBe('friend');
  });

  it('returns values unescaped (the renderer escapes) and never re-reads a value as a template', () => {
    const ctx = context({ first_name: '<script>alert(1)</script>{{company|x}}' });
    expect(resolveText('{{first_name}}', ctx)).toBe('<script>alert(1)</script>{{company|x}}');
  });

  it('isolates a value with bidi controls, so an RTL override cannot flip the text after it', () => {
    const ctx = context({ first_name: 'evil\u202Egnp.exe' });
    expect(resolveText('{{first_name}} sent this', ctx)).toBe('\u2068evil\u202Egnp.exe\u2069 sent this');
    expect(resolveText('{{first_name}}', context({ first_name: 'שלום' }))).toBe('שלום');
  });

  it('keeps a 5,000-character value whole', () => {
    const long = 'x'.repeat(5000);
    expect(resolveText('{{first_name}}', context({ first_name: long }))).toBe(long);
  });
});

describe('resolveHref', () => {
  it('counts url properties only, and the result must still be http(s) or mailto', () => {
    expect(resolveHref('{{website}}', context({ website: 'https://acme.test/anna' }))).toBe('https://acme.test/anna');
    expect(resolveHref('{{website}}', PLAIN)).toBe('https://example.com/');
    expect(resolveHref('{{website|https://fallback.test}}', PLAIN)).toBe('https://fallback.test');
    // A text property's value never reaches an href, only the placeholder's fallback does.
    expect(resolveHref('https://x.test/?n={{first_name}}', context({ first_name: 'Anna' }))).toBe('https://x.test/?n=');
    expect(resolveHref('https://x.test/?n={{first_name|a}}', context({ first_name: 'Anna' }))).toBe(
      'https://x.test/?n=a',
    );
  });

  it('gives "" (the button renders without a link) when the result is no link', () => {
    // A text property holding script is never a link; a url value is checked when written, and again here.
    expect(resolveHref('{{first_name}}', context({ first_name: 'javascript:alert(1)' }))).toBe('');
    expect(resolveHref('{{website}}', context({ website: 'javascript:alert(1)' }))).toBe('');
    expect(resolveHref('{{gone}}', PLAIN)).toBe('');
  });
});

describe('personalize', () => {
  it('resolves headings, paragraphs, buttons and image placeholders', () => {
    const out = personalize(
      page(
        { type: 'heading', level: 1, text: 'Hello {{first_name}}' },
        { type: 'paragraph', text: 'At {{company|your company}}' },
        { type: 'button', text: 'Visit {{first_name}}', href: '{{website}}' },
        { type: 'image', image: '{{logo}}', alt: 'Logo' },
        { type: 'image', image: '{{banner}}', alt: 'none' },
        { type: 'image', image: '{{first_name}}', alt: 'not an image property' },
        { type: 'image', image: 3, alt: 'fixed' },
      ),
      context({ first_name: 'Anna', website: 'https://acme.test' }),
    );
    expect(out).toEqual(
      page(
        { type: 'heading', level: 1, text: 'Hello Anna' },
        { type: 'paragraph', text: 'At your company' },
        { type: 'button', text: 'Visit Anna', href: 'https://acme.test' },
        { type: 'image', image: 7, alt: 'Logo' },
        { type: 'image', image: 3, alt: 'fixed' },
      ),
    );
    expect(personalize(page({ type: 'image', image: '{{logo}}', alt: '' }), context({ logo: '12' }))).toEqual(
      page({ type: 'image', image: 12, alt: '' }),
    );
  });

  it('shows a section only to a token that chose one of its options; *none for no choice', () => {
    const content = page(
      {
        type: 'section',
        visible_if: { category: 'industry', options: ['finance'] },
        children: [{ type: 'paragraph', text: 'finance' }],
      },
      {
        type: 'section',
        visible_if: { category: 'industry', options: ['*none'] },
        children: [{ type: 'paragraph', text: 'no industry' }],
      },
      { type: 'section', children: [{ type: 'paragraph', text: 'everyone' }] },
    );
    const texts = (ctx: PersonalizationContext) =>
      personalize(content, ctx)!.children.map(
        (section) => ((section as { children: ContentNode[] }).children[0] as { text: string }).text,
      );
    expect(texts(context({}, { industry: ['finance', 'retail'] }))).toEqual(['finance', 'everyone']);
    expect(texts(context({}, { industry: ['retail'] }))).toEqual(['everyone']);
    expect(texts(context({}, {}))).toEqual(['no industry', 'everyone']);
    expect(texts(PLAIN)).toEqual(['no industry', 'everyone']);
    // The output carries no visible_if: the renderer gets plain nodes.
    expect(JSON.stringify(personalize(content, PLAIN))).not.toContain('visible_if');
  });

  it("is null when the page's own visible_if does not hold", () => {
    const content: PageContent = {
      type: 'page',
      visible_if: { category: 'industry', options: ['finance'] },
      children: [],
    };
    expect(personalize(content, PLAIN)).toBeNull();
    expect(personalize(content, context({}, { industry: ['finance'] }))).toEqual(page());
  });

  it('resolves every one of a page of 10,000 placeholders (its time is npm run bench:personalize)', () => {
    const children: ContentNode[] = [];
    for (let n = 0; n < 2500; n++) {
      children.push({ type: 'paragraph', text: `Dear {{first_name}}, {{company|friend}} and {{gone}} ${n}` });
      children.push({ type: 'button', text: 'Go', href: '{{website}}' });
    }
    const content = page({ type: 'section', children });
    const resolved = personalize(content, context({ first_name: 'Anna', website: 'https://acme.test' }));
    const out = (resolved!.children[0] as { children: ContentNode[] }).children;
    const expected: ContentNode[] = [];
    for (let n = 0; n < 2500; n++) {
      expected.push({ type: 'paragraph', text: `Dear Anna, friend and  ${n}` });
      expected.push({ type: 'button', text: 'Go', href: 'https://acme.test' });
    }
    expect(out).toEqual(expected);
  });
});

describe('newTokenKey', () => {
  it('is 22 base62 characters, different every time, every character in use', () => {
    const keys = new Set(Array.from({ length: 2000 }, newTokenKey));
    expect(keys.size).toBe(2000);
    for (const key of keys) expect(key).toMatch(TOKEN_KEY);
    const seen = new Set([...keys].join(''));
    expect(seen.size).toBe(62);
  });
});
