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
