import { IsInt, IsOptional, IsUrl, Max, Min } from 'class-validator';

import { NumberOr } from '../validators.js';

/** The reader (docs/reader.md): where projects are published, how fresh its pages are, its limits. */
export class ReaderConfig {
  /**
   * Where a project without a hostname is published: `PUBLISH_URL/{identifier}`. Unset means this
   * service's own reader, `PUBLIC_URL/read` (docs/reader.md); set, it names an outside viewer, and
   * the reader still answers under `/read`.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLISH_URL?: string;

  /**
   * How long the reader serves a cached page before it reads its doc's row again, and trusts what
   * it knows of a `Host` (a project's custom domain or not): the bound on how late a change made
   * on another instance or by the CLI (which send this one no notice) shows. 0 reads the row on
   * every request. Also how long a shared dashboard page is given again while its numbers stand
   * (analytics/dashboard.ts); 0 makes it anew at every view.
   */
  @NumberOr(5000)
  @IsInt()
  @Min(0)
  @Max(60_000)
  READER_REVALIDATE_MS = 5000;

  /**
   * Reader requests one client IP may make per minute that name nothing (an unknown doc, page,
   * asset or preview key); past it, its requests that are not served from the page cache get 429
   * until the minute ends (docs/reader.md, "Limits").
   */
  @NumberOr(120)
  @IsInt()
  @Min(1)
  READER_MISSES_PER_MINUTE = 120;

  /** Password attempts at one protected doc per client IP per minute; past it, 429 (docs/reader.md). */
  @NumberOr(10)
  @IsInt()
  @Min(1)
  READER_PASSWORD_ATTEMPTS_PER_MINUTE = 10;
}
