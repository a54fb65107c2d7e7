import { ApiPropertyOptional } from '@nestjs/swagger';
import {} from 'class-validator';

import { IsRowId } from '../common/dto/identifiers.js';
import { OptionalNotNull } from '../common/dto/optional.js';

/** The optional body of POST .../export: without a token, the plain doc. */
export class ExportDocDto {
  /** a personalization token of this doc: the archive is that token's personalized copy */
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @OptionalNotNull()
  @IsRowId()
  token?: number;
}
