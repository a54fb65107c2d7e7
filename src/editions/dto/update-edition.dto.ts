import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';

import { IsRowId, IsSlug } from '../../common/dto/identifiers.js';
import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';
import { CATEGORY_KEYS } from '../categories.js';
import { EditionOptionsDto } from './edition-options.dto.js';

/** The doc attributes a client may write (docs/docs-and-pages.md, Docs (editions)): all optional, the only keys PATCH accepts. */
export class UpdateEditionDto {
  /** Resource fields that exist but are not writable; sending one is a 422 `notUpdatable`. */
  static readonly readOnlyFields = [
    'id',
    'uid',
    'status',
    'level',
    'published_on',
    'first_published_on',
    'affected_on',
    'created_on',
    'modified_on',
    'screenshot_store',
    'comments',
    'title',
    '_embedded',
    '_links',
    '_computed',
  ];

  @ApiPropertyOptional({ minLength: 1 })
  @OptionalNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  name?: string;

  /** a slug, unique within the project */
  @OptionalNotNull()
  @IsSlug()
  identifier?: string;

  @ApiPropertyOptional({ enum: CATEGORY_KEYS })
  @OptionalNotNull()
  @IsIn(CATEGORY_KEYS, { message: 'category must be a key of the catalogue (GET /v2/magazine/edition/category)' })
  category?: string;

  /** merged key by key into the stored options */
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => EditionOptionsDto)
  options?: EditionOptionsDto;

  @OptionalNotNull()
  @IsBoolean()
  is_visible?: boolean;

  /** at most one default doc per project: setting it clears the others */
  @OptionalNotNull()
  @IsBoolean()
  is_default?: boolean;

  @OptionalNullable()
  @IsBoolean()
  has_header?: boolean | null;

  @OptionalNullable()
  @IsBoolean()
  is_starred?: boolean | null;

  /** an image id of the workspace; null removes it */
  @ApiPropertyOptional({ type: 'integer' })
  @OptionalNullable()
  @IsRowId()
  screenshot?: number | null;
}
