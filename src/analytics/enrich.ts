import { UAParser } from 'ua-parser-js';

/** Below 576 px a phone, below 992 px a tablet, else a desktop (docs/analytics.md). */
export function deviceOf(screenWidth: number | null): string | null {
  if (screenWidth === null) return null;
  if (screenWidth < 576) return 'mobile';
  if (screenWidth < 992) return 'tablet';
  return 'desktop';
}

/** The referrer's host name alone (lower case, without `www.`): the path and query may carry PII. */
export function referrerDomain(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return (
      url.hostname
        .toLowerCase()
        .replace(/^www\./, '')
        .slice(0, 255) || null
    );
  } catch {
    return null;
  }
}

export interface Utm {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The `utm_*` parameters of the page's URL; everything else of it is dropped. */
export function utmOf(url: string | null): Utm {
  const none: Utm = { utm_source: null, utm_medium: null, utm_campaign: null };
  if (!url) return none;
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://reader.invalid').searchParams;
  } catch {
    return none;
  }
  const value = (name: string) => {
    // Bidirectional controls (embeddings, overrides, isolates, marks) would make a value display
    // as other text than it holds, in reports, CSV and the dashboard: stripped.
    const text = params.get(name)?.replace(BIDI_CONTROLS, '').trim();
    return text ? text.slice(0, 255) : null;
  };
  return { utm_source: value('utm_source'), utm_medium: value('utm_medium'), utm_campaign: value('utm_campaign') };
}

/**
 * A small least-recently-used cache: readers' user agents repeat a lot, and a flood of distinct
 * ones (a bot rotating its agent) evicts the oldest rather than growing memory or emptying the
 * cache of the common ones.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: moved to the end, it is the newest.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Browser and OS names from the user agent (ua-parser-js), parsed once per agent. */
export class UserAgents {
  private readonly cache = new Lru<string, { browser: string | null; os: string | null }>(1000);

  parse(userAgent: string): { browser: string | null; os: string | null } {
    const cached = this.cache.get(userAgent);
    if (cached) return cached;
    const result = new UAParser(userAgent).getResult();
    const parsed = { browser: result.browser.name?.slice(0, 64) ?? null, os: result.os.name?.slice(0, 64) ?? null };
    this.cache.set(userAgent, parsed);
    return parsed;
  }
}
