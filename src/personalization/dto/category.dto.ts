import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';

import { IsKey, KEY } from '../../common/dto/key.js';
import { OptionalNotNull } from '../../common/dto/optional.js';
import { NullableText, OptionalName, OptionalPosition, READ_ONLY_FIELDS, RequiredName } from './common.js';

/** What PATCH may change on a category; `key` is fixed at creation (content names it). */
export class UpdateCategoryDto {
  static readonly readOnlyFields = [...READ_ONLY_FIELDS, 'key'];

  /** @example Industry */
  @OptionalName()
  name?: string;

  @NullableText(1000)
  description?: string | null;

  /** the field of the caller's CRM this category mirrors */
  @NullableText(255)
  external_mapping?: string | null;

  /** whether a token may choose more than one option */
  @OptionalNotNull()
  @IsBoolean()
  is_multiple?: boolean;

  @OptionalPosition()
  position?: number;
}

export class CreateCategoryDto extends OmitType(UpdateCategoryDto, ['name'] as const) {
  static readonly readOnlyFields = READ_ONLY_FIELDS;

  /** unique in the workspace, fixed at creation; `visible_if.category` names it */
  @ApiProperty({ pattern: KEY.source, example: 'industry' })
  @IsDefined()
  @IsKey()
  key: string;

  /** @example Industry */
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @RequiredName()
  name: string;
}
