import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';

import { IsKey, KEY } from '../../common/dto/key.js';
import { NullableText, OptionalName, OptionalPosition, READ_ONLY_FIELDS, RequiredId, RequiredName } from './common.js';

/** What PATCH may change on an option; its category and key are fixed at creation. */
export class UpdateOptionDto {
  static readonly readOnlyFields = [...READ_ONLY_FIELDS, 'key', 'category'];

  /** @example Finance */
  @OptionalName()
  label?: string;

  /** the value the caller's CRM uses for this answer */
  @NullableText(255)
  external_value?: string | null;

  @OptionalPosition()
  position?: number;
}

export class CreateOptionDto extends OmitType(UpdateOptionDto, ['label'] as const) {
  static readonly readOnlyFields = READ_ONLY_FIELDS;

  /** a category of the workspace */
  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  @RequiredId()
  category: number;

  /** unique in its category, fixed at creation; `visible_if.options` names it */
  @ApiProperty({ pattern: KEY.source, example: 'finance' })
  @IsDefined()
  @IsKey()
  key: string;

  /** @example Finance */
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @RequiredName()
  label: string;
}
