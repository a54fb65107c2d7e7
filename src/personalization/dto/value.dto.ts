import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

import { IsRowId } from '../../common/dto/identifiers.js';
import { OptionalNotNull } from '../../common/dto/optional.js';
import { READ_ONLY_FIELDS, RequiredId } from './common.js';

/** What PATCH may change on a value: the text of a property's answer. */
export class UpdateValueDto {
  static readonly readOnlyFields = [...READ_ONLY_FIELDS, 'token', 'property', 'option'];

  /** checked against the property: its type (`url`: http(s) or mailto; `image`: an image id of the workspace) and max_length */
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 5000 })
  @Allow()
  value?: unknown;
}

export class CreateValueDto extends UpdateValueDto {
  static override readonly readOnlyFields = READ_ONLY_FIELDS;

  /** a token of the workspace */
  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  @RequiredId()
  token: number;

  /** a property of the workspace (then `value` is its answer); exactly one of property and option */
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @OptionalNotNull()
  @IsRowId()
  property?: number;

  /** an option of the workspace (then `value` is null); exactly one of property and option */
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @OptionalNotNull()
  @IsRowId()
  option?: number;
}
