/** HAL building blocks: every link is absolute, from PUBLIC_URL. */
export interface HalLink {
  href: string;
}

type HalLinks = Record<string, HalLink>;

export function link(href: string): HalLink {
  return { href };
}

/** A stub of a related resource, as the platform embeds it: `{ id, _links: { self } }`. */
export function stub(id: number, href: string): { id: number; _links: { self: HalLink } } {
  return { id, _links: { self: link(href) } };
}

/** The stub every resource embeds for its workspace (the platform calls it an account). */
export function accountStub(base: string, workspaceId: number): { id: number; _links: { self: HalLink } } {
  return stub(workspaceId, `${base}/v2/account/${workspaceId}`);
}

const FIELD_KEY = encodeURIComponent('filter[0][field]');
const TYPE_EQ = `${encodeURIComponent('filter[0][type]')}=eq`;
const VALUE_KEY = encodeURIComponent('filter[0][value]');

/** `base/path?filter[0][field]=field&filter[0][type]=eq&filter[0][value]=value`, brackets encoded. */
export function filteredListHref(base: string, path: string, field: string, value: number | string): string {
  // Written into every resource's links: the keys are encoded once, not per call.
  return `${base}${path}?${FIELD_KEY}=${encodeURIComponent(field)}&${TYPE_EQ}&${VALUE_KEY}=${encodeURIComponent(value)}`;
}

export interface CollectionPage<K extends string, T> {
  /** The key under `_embedded`: `title`, `user`, ... */
  key: K;
  items: T[];
  totalItems: number;
  page: number;
  limit: number;
}

/**
 * The list envelope as captured from the real platform: `count` echoes the page size,
 * `total` equals `total_items`, an empty collection has only `self` and `page: 0`.
 */
export interface HalCollection<K extends string, T> {
  _links: HalLinks;
  _embedded: Record<K, T[]>;
  page_count: number;
  page_size: number;
  total_items: number;
  page: number;
  count: number;
  total: number;
}

export function halCollection<K extends string, T>(
  baseUrl: string,
  requestUrl: string,
  p: CollectionPage<K, T>,
): HalCollection<K, T> {
  const pageCount = Math.ceil(p.totalItems / p.limit);
  const urls = new CollectionUrls(baseUrl, requestUrl);
  const _links: HalLinks = { self: link(urls.self()) };
  if (pageCount > 0) {
    _links.first = link(urls.withoutPage());
    _links.last = link(urls.page(pageCount));
    if (p.page > 1) _links.prev = link(urls.page(Math.min(p.page - 1, pageCount)));
    if (p.page < pageCount) _links.next = link(urls.page(p.page + 1));
  }
  return {
    _links,
    _embedded: { [p.key]: p.items } as Record<K, T[]>,
    page_count: pageCount,
    page_size: p.limit,
    total_items: p.totalItems,
    page: pageCount === 0 ? 0 : p.page,
    count: p.limit,
    total: p.totalItems,
  };
}

/**
 * Rebuilds a list URL keeping the query in the order it arrived, each pair re-encoded so
 * brackets come out as `%5B`/`%5D` the way the platform writes them.
 */
class CollectionUrls {
  private readonly path: string;
  private readonly pairs: { key: string; raw: string }[];

  constructor(
    private readonly baseUrl: string,
    requestUrl: string,
  ) {
    const [path, query = ''] = splitOnce(requestUrl, '?');
    this.path = path;
    this.pairs = query
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const [key, value = ''] = splitOnce(pair, '=');
        const decodedKey = safeDecode(key);
        return { key: decodedKey, raw: `${encodeURIComponent(decodedKey)}=${encodeURIComponent(safeDecode(value))}` };
      });
  }

  self(): string {
    return this.build(this.pairs.map((p) => p.raw));
  }

  withoutPage(): string {
    return this.build(this.rest());
  }

  page(n: number): string {
    return this.build([`page=${n}`, ...this.rest()]);
  }

  private rest(): string[] {
    return this.pairs.filter((p) => p.key !== 'page').map((p) => p.raw);
  }

  private build(pairs: string[]): string {
    return `${this.baseUrl}${this.path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
  }
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at === -1 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
