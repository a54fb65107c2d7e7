import { IsInt, Max, Min } from 'class-validator';

import { NotAboveBudget, NumberOr } from '../validators.js';

/** Request bodies and uploads (docs/http.md, docs/uploads.md): their sizes, their time, the memory they may hold. */
export class BodiesConfig {
  /** Largest file one upload may carry; over it, 413. */
  @NumberOr(50 * 1024 * 1024)
  @IsInt()
  @Min(1)
  UPLOAD_MAX_FILE_BYTES = 50 * 1024 * 1024;

  /** Most files one upload request may carry; over it, 413. */
  @NumberOr(20)
  @IsInt()
  @Min(1)
  @Max(1000)
  UPLOAD_MAX_FILES = 20;

  /** A JSON (or form) body must have arrived this long after its request began; else 408. */
  @NumberOr(30_000)
  @IsInt()
  @Min(100)
  @Max(600_000)
  BODY_TIMEOUT_MS = 30_000;

  /** An upload that sends no byte for this long is cut (408, nothing kept). */
  @NumberOr(30_000)
  @IsInt()
  @Min(100)
  @Max(600_000)
  UPLOAD_IDLE_TIMEOUT_MS = 30_000;

  /**
   * What all request bodies in flight may hold in memory together; a body that would pass it is
   * refused with 503 and Retry-After before it is read.
   */
  @NumberOr(64 * 1024 * 1024)
  @IsInt()
  @Min(4 * 1024 * 1024)
  BODY_MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;

  /**
   * What the request bodies in flight of one API credential may hold together, out of
   * BODY_MEMORY_BUDGET_BYTES; a body that would pass it gets 429 with Retry-After, unread, so
   * one tenant cannot take the budget from the others. At least 2 MiB: a 1 MiB JSON body
   * reserves that much.
   */
  @NumberOr(8 * 1024 * 1024)
  @IsInt()
  @Min(2 * 1024 * 1024)
  @NotAboveBudget()
  BODY_MEMORY_PER_CREDENTIAL_BYTES = 8 * 1024 * 1024;

  /** The same per client IP (TRUST_PROXY decides what the IP is), whether or not a token came with the body. */
  @NumberOr(16 * 1024 * 1024)
  @IsInt()
  @Min(2 * 1024 * 1024)
  @NotAboveBudget()
  BODY_MEMORY_PER_IP_BYTES = 16 * 1024 * 1024;

  /**
   * An upload that averages fewer bytes a second than this over UPLOAD_MIN_RATE_WINDOW_MS is
   * cut (408, nothing kept), as an idle one is: a client dripping bytes must not hold its share
   * of the memory budget for ever. 0 turns the check off.
   */
  @NumberOr(10 * 1024)
  @IsInt()
  @Min(0)
  UPLOAD_MIN_BYTES_PER_SECOND = 10 * 1024;

  /** The window the minimum upload rate is averaged over. */
  @NumberOr(60_000)
  @IsInt()
  @Min(1_000)
  @Max(600_000)
  UPLOAD_MIN_RATE_WINDOW_MS = 60_000;
}
