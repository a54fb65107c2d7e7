import { describe, expect, it } from '@jest/globals';

import { PageCache } from './page-cache.js';
import { withTrailingSlash } from './static-files.js';

const page = (bytes: number) => ({ body: Buffer.alloc(bytes), etag: '"x"' });

describe('PageCache', () => {
  it('drops the least recently used pages once the bytes pass the bound', () => {
    const cache = new PageCache(1000);
    cache.set('a', 1, 1, 's', cache.mark(), page(200));
    cache.set('b', 2, 1, 's', cache.mark(), page(200));
    cache.get('a');
    for (const key of ['c', 'd', 'e']) cache.set(key, 3, 1, 's', cache.mark(), page(200));
    expect(cache.size).toEqual({ entries: 5, bytes: 1000 });
    cache.set('f', 4, 1, 's', cache.mark(), page(200));
    // `b` was the least recently used (`a` was read after it).
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
  });

  it("drops a doc's pages when it changes, and refuses a page rendered from before the change", () => {
    const cache = new PageCache(10_000);
    const before = cache.mark();
    cache.set('a', 1, 1, 's', before, page(10));
    cache.set('b', 2, 1, 's', cache.mark(), page(10));
    cache.invalidate(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.set('a', 1, 1, 's', before, page(10));
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1, 1, 's', cache.mark(), page(10));
    expect(cache.get('a')).toBeDefined();
    const all = cache.mark();
    cache.invalidateAll();
    cache.set('b', 2, 1, 's', all, page(10));
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps no page larger than a quarter of the bound', () => {
    const cache = new PageCache(1000);
    cache.set('big', 1, 1, 's', cache.mark(), page(251));
    expect(cache.get('big')).toBeUndefined();
  });
});

describe('withTrailingSlash', () => {
  it.each<[string, '/read' | '', string | null]>([
    ['/read/w/p/d', '/read', '/read/w/p/d/'],
    ['/read/w/p/d/page?t=1', '/read', '/read/w/p/d/page/?t=1'],
    ['/read/preview/key', '/read', '/read/preview/key/'],
    ['/read/p', '/read', null],
    ['/read/w/p/d/page/x', '/read', null],
    ['/read/p/d/', '/read', null],
    ['/read/p//d', '/read', null],
    ['/read/_/x', '/read', null],
    ['/read/../d', '/read', null],
    ['/doc', '', '/doc/'],
    ['/doc/page', '', '/doc/page/'],
    ['/doc/assets/x', '', null],
  ])('%s under %j moves to %s', (url, base, expected) => {
    expect(withTrailingSlash(url, base)).toBe(expected);
  });
});
