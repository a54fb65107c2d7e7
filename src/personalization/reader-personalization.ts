import type { ReaderContext } from '../content/visible-if.js';
import type { PageContent } from '../editions/page-content.js';

/**
 * What the reader needs from personalization, named here so the reader and the personalization
 * module are built against one contract (docs/reader.md and docs/personalization.md). PersonalizationModule provides it
 * under READER_PERSONALIZATION; the reader injects it.
 */
export const READER_PERSONALIZATION = Symbol('ReaderPersonalization');

/** The answers one reader sees: a token's, or none (the plain doc). */
export interface PersonalizationContext {
  /** The token the key named; null for the plain doc (no key, or a key that names no live token of this doc). */
  readonly tokenId: number | null;
  /** Property key to the token's value. */
  readonly values: ReadonlyMap<string, string>;
  /** Category key to the option keys the token chose. */
  readonly choices: ReadonlyMap<string, ReadonlySet<string>>;
  /** The workspace's properties by key: their type and default, for fallbacks and `href` rules. */
  readonly properties: ReadonlyMap<string, { readonly type: 'text' | 'url' | 'image'; readonly default: string }>;
  /**
   * The reader's country, device, language and utm values, for context rules: the keys the doc
   * tests, from the request (the reader adds them). Absent (an export): no context rule holds.
   */
  readonly reader?: ReaderContext;
}

export interface ReaderPersonalization {
  /**
   * The context for a doc and the `t` key of the request. An absent, unknown, expired or rotated
   * key, or another doc's, gives the plain context (tokenId null), never an error: no oracle.
   */
  contextFor(
    edition: { readonly id: number; readonly workspaceId: number },
    key: string | undefined,
  ): Promise<PersonalizationContext>;

  /**
   * The page as this reader sees it: placeholders resolved (token value, inline fallback, the
   * property's default, then ""), `href`s only from `url` properties and still http(s)/mailto,
   * sections whose `visible_if` does not hold removed. Null when the page's own `visible_if` does
   * not hold. Text comes out unescaped: the renderer escapes everything it writes.
   */
  apply(content: PageContent, context: PersonalizationContext): PageContent | null;

  /**
   * The key of a live (unexpired) token of this doc, by id; null for any other id. The reader
   * checks a personalized image's proof against it (a proof made from the key, so a rotated key
   * or a deleted token stops its images at once).
   */
  liveKey?(edition: { readonly id: number; readonly workspaceId: number }, tokenId: number): Promise<string | null>;
}
