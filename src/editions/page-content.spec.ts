import { describe, expect, it } from '@jest/globals';

import { checkContent, CONTENT_MAX_BYTES, orderedContent, type PageContent } from './page-content.js';

describe('checkContent', () => {
  it('accepts every node type and collects the media ids with their paths', () => {
    const { messages, refs } = checkContent({
      type: 'page',
      children: [
        { type: 'section', children: [{ type: 'image', image: 4, alt: '' }] },
        { type: 'video', file: 9 },
        { type: 'button', text: 'Go', href: 'https://example.com' },
      ],
    });
    expect(messages).toEqual({});
    expect(refs).toEqual({
      images: [{ id: 4, path: 'content.children.0.children.0.image' }],
      videos: [{ id: 9, path: 'content.children.1.file' }],
    });
  });

  it('names the path of each problem', () => {
    const { messages } = checkContent({
      type: 'page',
      children: [
        { type: 'heading', level: 0, text: 'x', size: 2 },
        'text',
        { type: 'button', text: 'x', href: 'ftp://x' },
      ],
    });
    expect(messages).toEqual({
      'content.children.0.level': { isInt: expect.any(String) },
      'content.children.0.size': { unknownField: expect.any(String) },
      'content.children.1': { isObject: expect.any(String) },
      'content.children.2.href': { isUrl: expect.any(String) },
    });
  });

  it('refuses a tree over 1 MiB as a whole', () => {
    const big = {
      type: 'page',
      children: Array.from({ length: 20 }, () => ({ type: 'paragraph', text: 'x'.repeat(60_000) })),
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(CONTENT_MAX_BYTES);
    expect(checkContent(big).messages).toEqual({ content: { maxSize: expect.any(String) } });
  });

  it('writes keys in the documented order whatever order they were stored in', () => {
    const stored = { children: [{ text: 'Hi', level: 1, type: 'heading' }], type: 'page' } as unknown as PageContent;
    expect(JSON.stringify(orderedContent(stored))).toBe(
      '{"type":"page","children":[{"type":"heading","level":1,"text":"Hi"}]}',
    );
  });
});

describe('checkContent: personalization (docs/personalization.md)', () => {
  const check = (children: unknown[], extra: Record<string, unknown> = {}) =>
    checkContent({ type: 'page', ...extra, children }).messages;

  it('accepts placeholders in texts and hrefs, an image placeholder, and visible_if on sections and the page', () => {
    expect(
      check(
        [
          { type: 'heading', level: 1, text: 'Hello {{first_name}}' },
          { type: 'paragraph', text: 'At {{company|your company}}, {{unknown_key}} is fine' },
          { type: 'button', text: '{{cta|Read on}}', href: '{{website}}' },
          { type: 'button', text: 'Go', href: 'https://example.com/?ref={{ref|x}}' },
          { type: 'image', image: '{{logo}}', alt: 'Logo' },
          { type: 'section', visible_if: { category: 'industry', options: ['finance', '*none'] }, children: [] },
        ],
        { visible_if: { category: 'region', options: ['eu'] } },
      ),
    ).toEqual({});
  });

  it('refuses malformed placeholders and visible_if, naming the path', () => {
    const messages = check([
      { type: 'heading', level: 1, text: 'Hello {{ first_name }}' },
      { type: 'paragraph', text: 'Hello {{first_name' },
      { type: 'button', text: 'Go', href: 'javascript:{{x}}' },
      { type: 'image', image: '{{Logo}}', alt: '' },
      { type: 'section', visible_if: { category: 'industry', options: [] }, children: [] },
      { type: 'section', visible_if: { category: 'Industry', options: ['a', 'a'], extra: 1 }, children: [] },
      { type: 'section', visible_if: 'finance', children: [] },
    ]);
    expect(Object.keys(messages).sort()).toEqual(
      [
        'content.children.0.text',
        'content.children.1.text',
        'content.children.2.href',
        'content.children.3.image',
        'content.children.4.visible_if.options',
        'content.children.5.visible_if.category',
        'content.children.5.visible_if.options',
        'content.children.5.visible_if.extra',
        'content.children.6.visible_if',
      ].sort(),
    );
    expect(messages['content.children.0.text']).toHaveProperty('placeholder');
    expect(messages['content.children.5.visible_if.options']).toHaveProperty('arrayUnique');
    expect(check([], { visible_if: { category: 'industry' } })).toEqual({
      'content.visible_if.options': { isDefined: 'content.visible_if.options is required' },
    });
  });

  it('orders visible_if after type and leaves it out where absent', () => {
    const tree = {
      children: [{ children: [], visible_if: { options: ['a'], category: 'c' }, type: 'section' }],
      visible_if: { options: ['b'], category: 'c' },
      type: 'page',
    };
    expect(JSON.stringify(orderedContent(tree as unknown as PageContent))).toBe(
      '{"type":"page","visible_if":{"category":"c","options":["b"]},"children":[{"type":"section","visible_if":{"category":"c","options":["a"]},"children":[]}]}',
    );
    expect(JSON.stringify(orderedContent({ type: 'page', children: [{ type: 'section', children: [] }] }))).toBe(
      '{"type":"page","children":[{"type":"section","children":[]}]}',
    );
  });
});
