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

  /**
   * How long a token import rests per unit of work, in percent (docs/personalization.md,
   * "Campaigns"): at 50 it rests half as long as each slice of work took, so other workspaces'
   * requests keep most of the machine. 0 runs the import flat out.
   */
  @NumberOr(50)
  @IsInt()
  @Min(0)
  @Max(1000)
  IMPORT_REST_PERCENT = 50;
}
