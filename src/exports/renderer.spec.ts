import { describe, expect, it } from '@jest/globals';
import { assetNames, contentRefs, escapeHtml, MissingAsset, renderPage, safeHref } from './renderer.js';

describe('export renderer', () => {
  it('escapes every character HTML gives a meaning', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('keeps only http(s) and mailto links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('mailto:a@example.com')).toBe('mailto:a@example.com');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'file:///etc/passwd', '/relative', 'vbscript:x']) {
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
    expect([...names.values()]).toEqual(['photo.png', 'photo-2.png', 'PHOTO-3.png', '.._.._etc_passwd'.replace(/^\.+/, ''), 'style-2.css', 'file-6']);
  });

  it('finds references in nested sections, and refuses to render one the archive lacks', () => {
    const content = { type: 'page' as const, children: [{ type: 'section' as const, children: [{ type: 'image' as const, image: 7, alt: '' }] }, { type: 'video' as const, file: 8 }] };
    expect(contentRefs(content)).toEqual([{ kind: 'image', id: 7 }, { kind: 'video', id: 8 }]);
    const view = { docName: 'D', locale: 'en_gb', pages: [{ dir: 'p', name: 'P' }], current: 0, content, root: '../' as const };
    expect(() => renderPage({ ...view, assets: () => undefined })).toThrow(MissingAsset);
    const html = renderPage({ ...view, assets: (_kind, id) => `f ${id}.png` });
    expect(html).toContain('src="../assets/f%207.png"');
    expect(html).toContain('<html lang="en-gb">');
  });
});
