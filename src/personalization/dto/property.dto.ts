import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

import { IsKey, KEY } from '../../common/dto/key.js';
import { OptionalNotNull } from '../../common/dto/optional.js';
import { PROPERTY_TYPES, type PropertyType } from '../property.entity.js';
import { NullableText, OptionalName, OptionalPosition, READ_ONLY_FIELDS, RequiredName } from './common.js';

/** The longest value a property may allow. */
export const VALUE_MAX = 5000;

/**
 * What PATCH may change on a property. `key` is fixed (content names it), and so is `type`: every
 * stored value was checked against it.
 */
export class UpdatePropertyDto {
  static readonly readOnlyFields = [...READ_ONLY_FIELDS, 'key', 'type'];

  /** @example First name */
  @OptionalName()
  name?: string;

  @NullableText(1000)
  description?: string | null;

  /** the field of the caller's CRM this property mirrors */
  @NullableText(255)
  external_mapping?: string | null;

  /** whether a token must answer it when it is created */
  @OptionalNotNull()
  @IsBoolean()
  is_required?: boolean;

  /** the longest value (and default) allowed */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: VALUE_MAX, default: 255 })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(VALUE_MAX)
  max_length?: number;

  /** shown when a token has no value and the placeholder no fallback; checked as a value (type, max_length) */
  @ApiPropertyOptional({ maxLength: VALUE_MAX, default: '' })
  @OptionalNotNull()
  @IsString()
  @MaxLength(VALUE_MAX)
  default?: string;

  @OptionalPosition()
  position?: number;
}

export class CreatePropertyDto extends OmitType(UpdatePropertyDto, ['name'] as const) {
  static readonly readOnlyFields = READ_ONLY_FIELDS;

  /** unique in the workspace, fixed at creation; content names it as {{key}} */
  @ApiProperty({ pattern: KEY.source, example: 'first_name' })
  @IsDefined()
  @IsKey()
  key: string;

  /** @example First name */
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @RequiredName()
  name: string;

  /** `text`; `url` (http(s) or mailto); `image` (an image id of the workspace); fixed at creation */
  @ApiPropertyOptional({ enum: PROPERTY_TYPES, default: 'text' })
  @OptionalNotNull()
  @IsIn(PROPERTY_TYPES)
  type?: PropertyType;
}
