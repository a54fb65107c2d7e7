import { IsInt, Max, Min } from 'class-validator';

import { NumberOr } from '../validators.js';

/** Access tokens: how long they live, and how long a checked one is trusted from memory. */
export class TokensConfig {
  @NumberOr(3600)
  @IsInt()
  @Min(60)
  @Max(86400)
  TOKEN_TTL_SECONDS = 3600;

  /**
   * How long a token checked against the database is trusted from memory: the bound on how late
   * a revocation made elsewhere (the CLI) takes effect here. 0 checks the database every time.
   */
  @NumberOr(5000)
  @IsInt()
  @Min(0)
  @Max(5000)
  TOKEN_CACHE_TTL_MS = 5000;
}
