import { describe, expect, it } from '@jest/globals';

import { RouteTable } from '../http/route-table.js';
import { twinPath } from '../http/route-twins.js';
import { HalLinkPrefixer, linkPrefixOf } from './link-prefix.js';

const BASE = 'https://api.example.com';

function prefixer(): HalLinkPrefixer {
  const routes = new RouteTable();
  routes.add('GET', '/v2/magazine/title/:project_id');
  routes.add('GET', '/magazine/title/:project_id', '/v2/magazine/title/:project_id');
  routes.add('GET', '/topiary/:topiary_id');
  routes.add('GET', '/v2/topiary/:topiary_id', '/topiary/:topiary_id');
  routes.add('POST', '/oauth');
  return new HalLinkPrefixer(BASE, routes);
}

describe('twinPath', () => {
  it.each([
    ['/v2/magazine/title', '/magazine/title'],
    ['/v2/user/:user_id', '/user/:user_id'],
    ['/topiary/file/:file_id/content', '/v2/topiary/file/:file_id/content'],
    ['/image/:image_id', '/v2/image/:image_id'],
  ])('%s answers at %s too', (url, twin) => expect(twinPath(url)).toBe(twin));

  it.each([
    '/oauth',
    '/health',
    '/ready',
    '/docs',
    '/docs/',
    '/docs-json',
    '/docs/static/x.js',
    '/v3/magazine/edition/:id/copy',
    '*',
    '/',
  ])('%s has no twin', (url) => expect(twinPath(url)).toBeUndefined());
});

describe('linkPrefixOf', () => {
  it.each([
    ['/v2/magazine/title?x=1', '/v2'],
    ['/v2', '/v2'],
    ['/v3/magazine/edition/1/copy', '/v2'],
    ['/magazine/title', ''],
    ['/topiary/1', ''],
    ['/v2x/y', ''],
    ['/v12?x', '/v2'],
    ['/v2#top', '/v2'],
    ['/v/x', ''],
    ['/v', ''],
    ['/', ''],
    ['', ''],
    ['v2/x', ''],
    ['/V2/x', ''],
    ['/v\u0663/x', ''],
  ])('%s links with %p', (url, prefix) => expect(linkPrefixOf(url)).toBe(prefix));

  it('reads a URL as /^\\/v\\d+(?:[/?#]|$)/ does', () => {
    const pattern = /^\/v\d+(?:[/?#]|$)/;
    const pieces = ['/', 'v', 'V', '2', '0', '9', '/', '?', '#', 'x', '\u0663', ''];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces)
          for (const d of pieces) {
            const url = a + b + c + d;
            expect([url, linkPrefixOf(url)]).toEqual([url, pattern.test(url) ? '/v2' : '']);
          }
  });
});

describe('HalLinkPrefixer', () => {
  const p = prefixer();

  it('moves links under PUBLIC_URL to the prefix of the request', () => {
    expect(p.href(`${BASE}/v2/magazine/title/1`, '')).toBe(`${BASE}/magazine/title/1`);
    expect(p.href(`${BASE}/v2/magazine/title/1`, '/v2')).toBe(`${BASE}/v2/magazine/title/1`);
    expect(p.href(`${BASE}/topiary/3`, '/v2')).toBe(`${BASE}/v2/topiary/3`);
    expect(p.href(`${BASE}/topiary?filter%5B0%5D=1`, '/v2')).toBe(`${BASE}/v2/topiary?filter%5B0%5D=1`);
    expect(p.href(`${BASE}/topiary/3`, '')).toBe(`${BASE}/topiary/3`);
    // A versioned link to an area not built yet still follows the request.
    expect(p.href(`${BASE}/v2/account/2`, '')).toBe(`${BASE}/account/2`);
  });

  it('leaves links elsewhere alone: other hosts, other versions, unversioned paths', () => {
    expect(p.href('https://viewer.example.com/v2/x', '')).toBe('https://viewer.example.com/v2/x');
    expect(p.href(`${BASE}.evil.example/v2/x`, '')).toBe(`${BASE}.evil.example/v2/x`);
    expect(p.href(`${BASE}/v3/magazine/edition/1/copy`, '')).toBe(`${BASE}/v3/magazine/edition/1/copy`);
    expect(p.href(`${BASE}/oauth`, '/v2')).toBe(`${BASE}/oauth`);
    expect(p.href(`${BASE}/spring-catalogue`, '/v2')).toBe(`${BASE}/spring-catalogue`);
  });

  it('rewrites _links and _embedded all the way down, and nothing else', () => {
    const resource = {
      id: 1,
      website: `${BASE}/v2/magazine/title/9`,
      options: { _links: 'data', href: `${BASE}/v2/x` },
      _embedded: {
        account: { id: 2, _links: { self: { href: `${BASE}/v2/account/2` } } },
        parent: null,
        files: [{ id: 5, _links: { self: { href: `${BASE}/image/5` }, content: { href: `${BASE}/image/5/content` } } }],
        folders: [{ id: 6, _links: { self: { href: `${BASE}/topiary/6` } } }],
      },
      _links: { self: { href: `${BASE}/v2/magazine/title/1` }, parent: null, many: [{ href: `${BASE}/v2/user/1` }] },
    };
    prefixer().apply(resource, '');
    expect(resource._links.self.href).toBe(`${BASE}/magazine/title/1`);
    expect(resource._links.many[0].href).toBe(`${BASE}/user/1`);
    expect(resource._embedded.account._links.self.href).toBe(`${BASE}/account/2`);
    expect(resource._embedded.files[0]._links.content.href).toBe(`${BASE}/image/5/content`);
    expect(resource.website).toBe(`${BASE}/v2/magazine/title/9`);
    expect(resource.options.href).toBe(`${BASE}/v2/x`);
    prefixer().apply(resource, '/v2');
    expect(resource._embedded.folders[0]._links.self.href).toBe(`${BASE}/v2/topiary/6`);
    expect(resource._links.self.href).toBe(`${BASE}/v2/magazine/title/1`);
  });
});
