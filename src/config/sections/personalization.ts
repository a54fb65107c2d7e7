import { IsInt, Max, Min } from 'class-validator';

import { NumberOr } from '../validators.js';

/** Personalization (docs/personalization.md). */
export class PersonalizationConfig {
  /**
   * Personalization tokens one doc may have (docs/personalization.md: 100,000). A setting so that tests can
   * reach the limit with a few requests.
   */
  @NumberOr(100_000)
  @IsInt()
  @Min(1)
  @Max(10_000_000)
  PERSONALIZATION_TOKENS_PER_DOC = 100_000;
}
