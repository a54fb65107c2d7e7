import { describe, expect, it } from '@jest/globals';

import { renderOptions } from './render-options.js';
import { assetNames, contentRefs, escapeHtml, MissingAsset, type PageView, renderPage, safeHref } from './renderer.js';

const EMPTY = { type: 'page' as const, children: [] };

/** A doc of `n` pages with default options, page `current` rendered as the archive would. */
function view(n: number, current: number, overrides: Partial<PageView> = {}): PageView {
  return {
    docName: 'D',
    options: renderOptions({}),
    pages: Array.from({ length: n }, (_, i) => ({ path: `p${i}`, name: `Page ${i}` })),
    current,
    index: current === 0,
    content: EMPTY,
    assets: () => undefined,
    root: current === 0 ? '' : '../',
    links: 'file',
    stylesheet: 'assets/style.css',
    ...overrides,
  };
}

describe('renderer', () => {
  it('escapes every character HTML gives a meaning', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('keeps only http(s) and mailto links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      'file:///etc/passwd',
      '/relative',
      'vbscript:x',
    ]) {
      expect(safeHref(bad)).toBeUndefined();
    }
  });

  it('names assets uniquely ignoring case, safe on any disk, never style.css', () => {
    const names = assetNames([
      { id: 1, filename: 'photo.png' },
      { id: 2, filename: 'photo.png' },
      { id: 3, filename: 'PHOTO.png' },
      { id: 4, filename: '../../etc/passwd' },
      { id: 5, filename: 'style.css' },
      { id: 6, filename: '...' },
    ]);
    expect([...names.values()]).toEqual([
      'photo.png',
      'photo-2.png',
      'PHOTO-3.png',
      '.._.._etc_passwd'.replace(/^\.+/, ''),
      'style-2.css',
      'file-6',
    ]);
  });

  it('finds references in nested sections, and refuses to render one the archive lacks', () => {
    const content = {
      type: 'page' as const,
      children: [
        { type: 'section' as const, children: [{ type: 'image' as const, image: 7, alt: '' }] },
        { type: 'video' as const, file: 8 },
      ],
    };
    expect(contentRefs(content)).toEqual([
      { kind: 'image', id: 7 },
      { kind: 'video', id: 8 },
    ]);
    const page = view(1, 0, { content, root: '../', index: false });
    expect(() => renderPage(page)).toThrow(MissingAsset);
    const html = renderPage({ ...page, assets: (_kind, id) => ({ name: `f ${id}.png` }) });
    expect(html).toContain('src="../assets/f%207.png"');
    expect(html).toContain('<html lang="en-gb">');
  });

  it('keeps navigation linear: only the index lists every page, the others link to their neighbours', () => {
    const sizes = [100, 1000].map((n) => ({
      index: renderPage(view(n, 0)).length,
      middle: renderPage(view(n, n / 2)).length,
    }));
    // A page in the middle weighs the same in a doc of 100 pages and of 1,000 (its index grows, once).
    expect(Math.abs(sizes[1].middle - sizes[0].middle)).toBeLessThan(20);
    expect(sizes[1].index).toBeGreaterThan(sizes[0].index * 5);
    const middle = renderPage(view(5, 2));
    expect(middle).toContain('<a rel="prev" href="../p1/index.html">');
    expect(middle).toContain('<a rel="next" href="../p3/index.html">');
    expect(middle).not.toContain('p4/index.html');
    expect(middle).toContain('3&#8201;/&#8201;5');
    expect(renderPage(view(5, 0))).toContain('href="p4/index.html"');
  });

  it('follows the doc options: no menu, no pager, no numbers, nofollow, language, share links only with an address', () => {
    const options = renderOptions({
      has_page_menu_button: false,
      has_disabled_navigation: true,
      has_page_numbers: false,
      has_nofollow: true,
      locale: 'de_de',
      share: ['mail', 'facebook', 'evil'],
    });
    const index = renderPage(view(3, 0, { options }));
    expect(index).not.toContain('p2/index.html');
    expect(index).not.toContain('rel="next"');
    expect(index).not.toContain('1&#8201;/');
    expect(index).toContain('<meta name="robots" content="nofollow">');
    expect(index).toContain('<html lang="de-de">');
    expect(index).not.toContain('facebook');
    const shared = renderPage(view(3, 1, { options, links: 'directory', shareUrl: 'https://x.example/a/"b' }));
    expect(shared).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.example%2Fa%2F%22b"');
    expect(shared).toContain('Teilen');
    expect(shared).not.toContain('evil');
  });

  it('escapes hostile names, alt texts and body data, and writes no script but the one it is given', () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(1)>';
    const html = renderPage(
      view(2, 0, {
        docName: hostile,
        pages: [
          { path: 'a', name: hostile },
          { path: 'b', name: hostile },
        ],
        content: {
          type: 'page',
          children: [
            { type: 'paragraph', text: hostile },
            { type: 'image', image: 1, alt: hostile },
            { type: 'button', text: hostile, href: 'javascript:alert(1)' },
          ],
        },
        assets: () => ({ name: hostile }),
        data: { doc: hostile },
      }),
    );
    // No tag of its own: the hostile text is there, escaped, inside the tags the renderer wrote.
    const tags = (html.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'));
    expect(tags.filter((tag) => /^<script|^<img src=x|\son[a-z]+=/i.test(tag))).toEqual([]);
    expect(html).not.toContain('javascript:');
    expect(renderPage(view(1, 0, { script: '/read/_/reader.js' }))).toContain(
      '<script src="/read/_/reader.js" defer></script>',
    );
  });
});
