import { IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';

import { NumberOr } from '../validators.js';

/** The Media Library: the sweep of stored bytes nothing owns, and the key that signs media URLs. */
export class MediaConfig {
  /**
   * Stored media bytes with no row (a crash between storing and the row's commit) and
   * unfinished writes are removed once they are this old, unless an upload still writes them
   * (docs/uploads.md). Its heartbeat beats every quarter of it (1 s to 60 s).
   */
  @NumberOr(3600)
  @IsInt()
  @Min(0)
  MEDIA_SWEEP_GRACE_SECONDS = 3600;

  /** How often the sweep runs (it also runs once at start). */
  @NumberOr(3600)
  @IsInt()
  @Min(10)
  MEDIA_SWEEP_INTERVAL_SECONDS = 3600;

  /**
   * The key that signs media URLs a page embeds (docs/media-urls.md): at least 32 characters.
   * Unset: the server generates one on first start and keeps it in the database, so every
   * instance on that database shares it. Changing it makes every signed link already given out 403.
   */
  @IsOptional()
  @IsString()
  @Matches(/^.{32,256}$/s, { message: 'MEDIA_URL_SECRET must be 32 to 256 characters' })
  MEDIA_URL_SECRET?: string;
}
