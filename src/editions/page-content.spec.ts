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
    expect(refs).toEqual({ images: [{ id: 4, path: 'content.children.0.children.0.image' }], videos: [{ id: 9, path: 'content.children.1.file' }] });
  });

  it('names the path of each problem', () => {
    const { messages } = checkContent({ type: 'page', children: [{ type: 'heading', level: 0, text: 'x', size: 2 }, 'text', { type: 'button', text: 'x', href: 'ftp://x' }] });
    expect(messages).toEqual({
      'content.children.0.level': { isInt: expect.any(String) },
      'content.children.0.size': { unknownField: expect.any(String) },
      'content.children.1': { isObject: expect.any(String) },
      'content.children.2.href': { isUrl: expect.any(String) },
    });
  });

  it('refuses a tree over 1 MiB as a whole', () => {
    const big = { type: 'page', children: Array.from({ length: 20 }, () => ({ type: 'paragraph', text: 'x'.repeat(60_000) })) };
    expect(JSON.stringify(big).length).toBeGreaterThan(CONTENT_MAX_BYTES);
    expect(checkContent(big).messages).toEqual({ content: { maxSize: expect.any(String) } });
  });

  it('writes keys in the documented order whatever order they were stored in', () => {
    const stored = { children: [{ text: 'Hi', level: 1, type: 'heading' }], type: 'page' } as unknown as PageContent;
    expect(JSON.stringify(orderedContent(stored))).toBe('{"type":"page","children":[{"type":"heading","level":1,"text":"Hi"}]}');
  });
});
