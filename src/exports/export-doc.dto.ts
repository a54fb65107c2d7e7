import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

import { OptionalNotNull } from '../common/dto/optional.js';

/** The optional body of POST .../export: without a token, the plain doc. */
export class ExportDocDto {
  /** a personalization token of this doc: the archive is that token's personalized copy */
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  token?: number;
}
