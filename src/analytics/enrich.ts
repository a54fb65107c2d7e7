import { UAParser } from 'ua-parser-js';

/** Below 576 px a phone, below 992 px a tablet, else a desktop (CONTRACT 16). */
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
    const text = params.get(name)?.trim();
    return text ? text.slice(0, 255) : null;
  };
  return { utm_source: value('utm_source'), utm_medium: value('utm_medium'), utm_campaign: value('utm_campaign') };
}

const UA_CACHE_MAX = 1000;

/**
 * Browser and OS names from the user agent (ua-parser-js). Readers' user agents repeat a lot: a
 * small cache keeps the parser off the hot path.
 */
export class UserAgents {
  private readonly cache = new Map<string, { browser: string | null; os: string | null }>();

  parse(userAgent: string): { browser: string | null; os: string | null } {
    const cached = this.cache.get(userAgent);
    if (cached) return cached;
    const result = new UAParser(userAgent).getResult();
    const parsed = { browser: result.browser.name?.slice(0, 64) ?? null, os: result.os.name?.slice(0, 64) ?? null };
    if (this.cache.size >= UA_CACHE_MAX) this.cache.clear();
    this.cache.set(userAgent, parsed);
    return parsed;
  }
}
