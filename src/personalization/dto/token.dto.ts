import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsISO8601, IsObject, IsString } from 'class-validator';

import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';
import { NullableText, OptionalName, READ_ONLY_FIELDS, RequiredId, RequiredName } from './common.js';

/** What PATCH may change on a token: its doc and key are not (POST .../rotate gives a new key). */
export class UpdateTokenDto {
  static readonly readOnlyFields = [
    ...READ_ONLY_FIELDS,
    'key',
    'edition',
    'last_viewed_on',
    '_computed',
    'values',
    'options',
  ];

  /** @example Acme, Anna */
  @OptionalName()
  name?: string;

  /** after it, the key reads the plain doc; null: never */
  @ApiPropertyOptional({ type: 'string', format: 'date-time', nullable: true })
  @OptionalNullable()
  @IsString()
  @IsISO8601({ strict: true, strictSeparator: true })
  expires_on?: string | null;

  /** the CRM record it was made for */
  @NullableText(255)
  external_id?: string | null;
}

export class CreateTokenDto extends OmitType(UpdateTokenDto, ['name'] as const) {
  static readonly readOnlyFields = [...READ_ONLY_FIELDS, 'key', 'last_viewed_on', '_computed'];

  /** a doc of the workspace whose `options.has_personalization` is true */
  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  @RequiredId()
  edition: number;

  /** @example Acme, Anna */
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @RequiredName()
  name: string;

  /** the answers, by property key, made in the same transaction; when given, every required property must be among them */
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, example: { first_name: 'Anna' } })
  @OptionalNotNull()
  @IsObject()
  values?: Record<string, unknown>;

  /** the chosen options, by category key: a list of option keys (one, unless the category is_multiple) */
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { industry: ['finance'] },
  })
  @OptionalNotNull()
  @IsObject()
  options?: Record<string, unknown>;
}
