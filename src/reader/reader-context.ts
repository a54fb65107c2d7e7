import type { FastifyRequest } from 'fastify';

import type { Countries } from '../common/http/countries.js';
import type { UserAgents } from '../common/http/user-agents.js';
import {
  addTested,
  CONTEXT_KEYS,
  type ContextKey,
  normalContextValue,
  type ReaderContext,
  type TestedContext,
} from '../content/visible-if.js';
import type { ContentNode, PageContent } from '../editions/page-content.js';

/**
 * A reader's context for `visible_if` rules (docs/personalization.md, "Rules on the reader's
 * context"), worked out per request and only for the keys a page tests: a page without context
 * rules costs nothing here.
 *
 * - country: as analytics reads it (the trusted proxy header, else the GeoIP database);
 * - device: `Sec-CH-UA-Mobile: ?1` is a phone; otherwise the user agent as analytics parses it;
 * - language: the primary tag of the preferred `Accept-Language` range;
 * - utm_*: the link's query.
 */
export function readerContext(
  request: FastifyRequest,
  keys: Iterable<ContextKey>,
  sources: { countries: Countries; userAgents: UserAgents },
): ReaderContext {
  const context: ReaderContext = {};
  let query: URLSearchParams | undefined;
  for (const key of keys) {
    let value: string | null;
    if (key === 'country') value = sources.countries.of(request);
    else if (key === 'device') value = deviceOf(request, sources.userAgents);
    else if (key === 'language') value = languageOf(header(request, 'accept-language'));
    else {
      query ??= new URL(request.url, 'http://reader.invalid').searchParams;
      value = utmValue(query.get(key));
    }
    if (value !== null) context[key] = normalContextValue(key, value);
  }
  return context;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function deviceOf(request: FastifyRequest, userAgents: UserAgents): string | null {
  const mobileHint = header(request, 'sec-ch-ua-mobile')?.trim();
  if (mobileHint === '?1') return 'mobile';
  const agent = header(request, 'user-agent');
  if (!agent) return mobileHint === '?0' ? 'desktop' : null;
  const device = userAgents.parse(agent.slice(0, 512)).device;
  // `?0` says "not a phone": a tablet's agent still reads as a tablet.
  return mobileHint === '?0' && device === 'mobile' ? 'desktop' : device;
}

/** The primary tag of the range with the highest weight (the first of equals); `*` names no language. */
export function languageOf(acceptLanguage: string | undefined): string | null {
  if (!acceptLanguage) return null;
  let best: string | null = null;
  let bestWeight = 0;
  for (const part of acceptLanguage.slice(0, 1024).split(',')) {
    const [range, ...params] = part.trim().split(';');
    const primary = range.trim().split('-')[0].toLowerCase();
    if (!/^[a-z]{2,3}$/.test(primary)) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

// Bidi controls and other unprintables: stripped as analytics strips them from utm values.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function utmValue(raw: string | null): string | null {
  const value = raw?.replace(UNPRINTABLE, '').trim();
  return value ? value.slice(0, 255) : null;
}

/**
 * The page cache's key for a reader: the page's address, and for each context key the page
 * tests, the reader's value when a rule names it, else `*` (every other value renders alike).
 * So a page that tests only `country` against two codes has at most three entries, whatever
 * utm values or languages its readers bring; a page that tests nothing has the address alone.
 */
export function variantKey(address: string, tested: TestedContext, reader: ReaderContext): string {
  if (tested.size === 0) return address;
  const parts: string[] = [];
  for (const key of CONTEXT_KEYS) {
    const values = tested.get(key);
    if (values === undefined) continue;
    const value = reader[key];
    parts.push(key, value !== undefined && values.has(value) ? value : '*');
  }
  return `${address}\u0000${JSON.stringify(parts)}`;
}

/**
 * What a page of a doc tests of the reader's context: every page's own rule (they decide the
 * doc's page list, which every page shows) and the rules of the page's sections. For the doc's
 * first page (`pageIdentifier` null), which page that is may depend on the reader: the sections
 * of each page up to the first one without a rule of its own count.
 */
export function testedContext(
  listed: readonly { id: number; identifier: string }[],
  contents: ReadonlyMap<number, PageContent>,
  pageIdentifier: string | null,
): TestedContext {
  const tested: TestedContext = new Map();
  for (const page of listed) {
    const rule = contents.get(page.id)?.visible_if;
    if (rule !== undefined) addTested(rule, tested);
  }
  const sections = (nodes: readonly ContentNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'section') continue;
      if (node.visible_if !== undefined) addTested(node.visible_if, tested);
      sections(node.children);
    }
  };
  for (const page of listed) {
    const content = contents.get(page.id);
    if (pageIdentifier !== null && page.identifier !== pageIdentifier) continue;
    if (content !== undefined) sections(content.children);
    if (pageIdentifier !== null || content?.visible_if === undefined) break;
  }
  return tested;
}
