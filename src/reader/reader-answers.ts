import { createHash } from 'node:crypto';

import { renderMessage } from '../rendering/renderer.js';
import type { DocAddress } from './doc-address.js';
import type { RenderedPage } from './page-cache.js';

/** The reader's policy (docs/reader.md): its own script, styles and media, nothing else, never framed. */
const READER_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

/** What every reader page carries. */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': READER_CSP,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

export const PUBLIC_CACHE = 'public, max-age=60';
export const NO_STORE = 'private, no-store';

/**
 * What a request gets: the bytes, and whether a shared cache may keep them. A page that may be kept
 * carries its strong tag; a `no-store` one carries none: nothing may keep it to revalidate it, so
 * its bytes are not hashed per request (bench/levers.md, eighth pass).
 */
export type Answer = {
  status: number;
  headers?: Record<string, string>;
} & (
  | { page: RenderedPage; cache: typeof PUBLIC_CACHE | 'private, no-cache' }
  | { page: UnkeptPage; cache: typeof NO_STORE }
);

/** HTML sent once and never kept (`private, no-store`): its bytes, untagged. */
interface UnkeptPage {
  readonly body: Buffer;
  readonly etag?: undefined;
}

const tagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** HTML as sent: its bytes and their strong tag. */
export function rendered(html: string): RenderedPage {
  const body = Buffer.from(html);
  return { body, etag: tagOf(body) };
}

/** A page that no one may keep (`private, no-store`): a personalized or protected page, a message. */
export function unkept(status: number, html: string, headers?: Record<string, string>): Answer {
  const page = { body: Buffer.from(html) };
  return headers ? { status, cache: NO_STORE, headers, page } : { status, cache: NO_STORE, page };
}

/** Where the reader's stylesheet and script are: under `/read`, or at the root of a custom domain. */
export function staticSetting(address: DocAddress | null): { stylesheet: string; script: string } {
  const base = address?.kind === 'domain' ? '' : '/read';
  return { stylesheet: `${base}/_/style.css`, script: `${base}/_/reader.js` };
}

/** A message page (404, 401, 403, 429): the stylesheet, and no script (nothing there to measure). */
export function messageSetting(address: DocAddress | null): { stylesheet: string; root: ''; links: 'directory' } {
  return { stylesheet: staticSetting(address).stylesheet, root: '', links: 'directory' };
}

/** A message page that is never kept. */
export function message(
  status: number,
  address: DocAddress | null,
  text: { locale: string; title: string; message: string },
  headers?: Record<string, string>,
): Answer {
  return unkept(status, renderMessage({ ...messageSetting(address), ...text }), headers);
}

/** The 404 page, the same bytes for a draft, an unknown doc, an invisible page and any other name. */
export function notFound(address: DocAddress | null): Answer {
  return message(404, address, {
    locale: 'en',
    title: 'Page not found',
    message: 'There is no page at this address. It may have been moved or unpublished.',
  });
}

/** The 429 page for a client IP past its budget of misses. */
export function tooMany(address: DocAddress | null, headers: Record<string, string>): Answer {
  return message(
    429,
    address,
    {
      locale: 'en',
      title: 'Too many requests',
      message: 'Too many requests for pages that do not exist from your address. Wait a minute, then try again.',
    },
    headers,
  );
}
