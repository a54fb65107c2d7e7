import { describe, expect, it } from '@jest/globals';

import { isAcceptable, requestIdFrom } from './http-hooks.js';
import { loggedUrl } from './request-log.js';
import { RouteTable } from './route-table.js';

describe('loggedUrl', () => {
  it("masks a reader's personalization key in a logged URL, and nothing else", () => {
    expect(loggedUrl('/read/p/d/?t=k3yOfAnna&x=1')).toBe('/read/p/d/?t=***&x=1');
    expect(loggedUrl('/read/p/d/page/?a=1&t=k3y')).toBe('/read/p/d/page/?a=1&t=***');
    expect(loggedUrl('/v2/magazine/title?sort=name&at=1')).toBe('/v2/magazine/title?sort=name&at=1');
  });
});

describe('isAcceptable', () => {
  it.each([
    undefined,
    '',
    '*/*',
    'application/json',
    'application/hal+json',
    'application/vnd.becky.v2+json',
    'text/html, application/*;q=0.8',
  ])('accepts %p', (accept) => expect(isAcceptable(accept)).toBe(true));
  it.each([
    'text/html',
    'application/xml',
    'image/png',
    'application/vnd.ms-excel',
    'application/json;q=0',
    'text/html, */*; q=0.000',
  ])('refuses %p', (accept) => expect(isAcceptable(accept)).toBe(false));

  describe('on a byte route, in the types it produces', () => {
    const gzip = ['application/gzip'];
    const images = ['image/png', 'image/jpeg'];
    it.each([
      [undefined, gzip],
      ['application/gzip', gzip],
      ['*/*', gzip],
      ['application/*', gzip],
      ['text/html, application/gzip;q=0.5', gzip],
      ['image/avif,image/webp,image/*,*/*;q=0.8', images],
      ['image/*', images],
      ['image/png', images],
    ])('accepts %p for %p', (accept, produces) => expect(isAcceptable(accept, produces)).toBe(true));
    it.each([
      ['application/json', gzip],
      ['application/hal+json', gzip],
      ['image/png', gzip],
      ['application/gzip;q=0', gzip],
      ['application/json', images],
      ['video/*', images],
    ])('refuses %p for %p', (accept, produces) => expect(isAcceptable(accept, produces)).toBe(false));
  });
});

describe('requestIdFrom', () => {
  it('keeps a sane incoming id and replaces anything else', () => {
    expect(requestIdFrom({ headers: { 'x-request-id': 'abc-123' } })).toBe('abc-123');
    expect(requestIdFrom({ headers: { 'x-request-id': 'bad id\n' } })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom({ headers: {} })).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('RouteTable', () => {
  it('lists the methods routed for a concrete path', () => {
    const routes = new RouteTable();
    routes.add(['GET', 'HEAD'], '/v2/magazine/title/:project_id');
    routes.add('PATCH', '/v2/magazine/title/:project_id');
    routes.add('GET', '/v2/magazine/title');
    expect(routes.methodsFor('/v2/magazine/title/5?x=1')).toEqual(['GET', 'PATCH']);
    expect(routes.methodsFor('/v2/magazine/title')).toEqual(['GET']);
    expect(routes.methodsFor('/v2/magazine/nothing')).toEqual([]);
  });

  it('tells the fixed routes of a path from the parameter routes that also match it', () => {
    const routes = new RouteTable();
    routes.add(['GET', 'HEAD'], '/topiary/:topiary_id');
    routes.add('POST', '/topiary/file');
    expect(routes.methodsFor('/topiary/file')).toEqual(['GET', 'POST']);
    expect(routes.staticMethodsFor('/topiary/file')).toEqual(['POST']);
    expect(routes.staticMethodsFor('/topiary/7')).toEqual([]);
  });
});
