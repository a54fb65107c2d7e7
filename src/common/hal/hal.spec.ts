import { describe, expect, it } from '@jest/globals';

import { filteredListHref, halCollection } from './hal.js';

const BASE = 'https://api.example.com';

describe('halCollection', () => {
  it('reproduces the captured platform envelope for page 2 of 7', () => {
    const body = halCollection(BASE, '/v2/magazine/edition?page=2&limit=20', {
      key: 'edition',
      items: [],
      totalItems: 126,
      page: 2,
      limit: 20,
    });
    expect(body._links).toEqual({
      self: { href: `${BASE}/v2/magazine/edition?page=2&limit=20` },
      first: { href: `${BASE}/v2/magazine/edition?limit=20` },
      last: { href: `${BASE}/v2/magazine/edition?page=7&limit=20` },
      prev: { href: `${BASE}/v2/magazine/edition?page=1&limit=20` },
      next: { href: `${BASE}/v2/magazine/edition?page=3&limit=20` },
    });
    expect(body).toMatchObject({ page_count: 7, page_size: 20, total_items: 126, page: 2, count: 20, total: 126 });
  });

  it('percent-encodes brackets and keeps the query order', () => {
    const body = halCollection(BASE, '/v2/x?limit=20&filter[0][field]=title&filter%5B0%5D%5Btype%5D=eq', {
      key: 'x',
      items: [1],
      totalItems: 1,
      page: 1,
      limit: 20,
    });
    expect(body._links.self.href).toBe(
      `${BASE}/v2/x?limit=20&filter%5B0%5D%5Bfield%5D=title&filter%5B0%5D%5Btype%5D=eq`,
    );
    expect(body._links.last.href).toBe(
      `${BASE}/v2/x?page=1&limit=20&filter%5B0%5D%5Bfield%5D=title&filter%5B0%5D%5Btype%5D=eq`,
    );
  });

  it('writes an empty collection with only self and page 0', () => {
    const body = halCollection(BASE, '/v2/x', { key: 'x', items: [], totalItems: 0, page: 1, limit: 30 });
    expect(body._links).toEqual({ self: { href: `${BASE}/v2/x` } });
    expect(body.page).toBe(0);
  });
});

describe('filteredListHref', () => {
  it('matches the platform link to a filtered list', () => {
    expect(filteredListHref(BASE, '/v2/magazine/page', 'edition', 162191)).toBe(
      `${BASE}/v2/magazine/page?filter%5B0%5D%5Bfield%5D=edition&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=162191`,
    );
  });

  it('encodes a value that is not a number whole, so it cannot add a parameter', () => {
    expect(filteredListHref(BASE, '/v2/user', 'email', 'a&b=c d')).toBe(
      `${BASE}/v2/user?filter%5B0%5D%5Bfield%5D=email&filter%5B0%5D%5Btype%5D=eq&filter%5B0%5D%5Bvalue%5D=a%26b%3Dc%20d`,
    );
  });
});
