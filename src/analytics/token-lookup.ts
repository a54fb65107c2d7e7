/**
 * What analytics needs from personalization (docs/personalization.md and docs/analytics.md), named here so that analytics
 * builds without it: the personalization module provides it under ANALYTICS_TOKEN_LOOKUP, and
 * analytics injects it as optional. Without it every event is recorded with no token.
 * `token-lookup.queries.ts` is an implementation over the `personalization_token` table.
 */
export const ANALYTICS_TOKEN_LOOKUP = Symbol('AnalyticsTokenLookup');

export interface TokenViews {
  views: number;
  lastViewedOn: Date;
}

export interface AnalyticsTokenLookup {
  /**
   * The live tokens of one doc among these keys, by key. An unknown, expired or rotated key, or
   * another doc's, is simply absent: analytics then records no token.
   */
  findTokens(editionId: number, keys: readonly string[]): Promise<Map<string, { tokenId: number }>>;

  /** The workspace of a token (the `/analytics/token/{id}` scope check); null when there is none. */
  describeToken(tokenId: number): Promise<{ workspaceId: number; editionId: number } | null>;

  /** Adds pageviews to tokens (`_computed.views`) and moves their `last_viewed_on` forward. */
  recordViews(views: ReadonlyMap<number, TokenViews>): Promise<void>;
}
