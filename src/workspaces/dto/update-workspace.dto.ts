import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsISO31661Alpha2,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';

import { IsSlug } from '../../common/dto/identifiers.js';
import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';

/** `meta` holds at most this many bytes of JSON, before and after a PATCH merges it. */
export const META_MAX_BYTES = 16 * 1024;

export function metaBytes(meta: object): number {
  return Buffer.byteLength(JSON.stringify(meta), 'utf8');
}

/** A JSON object (not an array) whose JSON text is at most META_MAX_BYTES. */
const MetaObject = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'maxSize',
      validator: {
        validate: (value: unknown) => typeof value !== 'object' || value === null || metaBytes(value) <= META_MAX_BYTES,
        defaultMessage: () => `meta must be at most ${META_MAX_BYTES} bytes of JSON`,
      },
    },
    options,
  );

/**
 * The writable workspace attributes (docs/workspaces-and-users.md, Workspaces): all optional, and the only keys PATCH accepts.
 * `meta` merges key by key; a key set to null is removed.
 */
export class UpdateWorkspaceDto {
  /** Resource fields that exist but are not writable; sending one is a 422 `notUpdatable`. */
  static readonly readOnlyFields = [
    'id',
    'status',
    'is_trial',
    'created_on',
    'modified_on',
    'clients',
    'partners',
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

  /** a slug, unique across the platform */
  @OptionalNotNull()
  @IsSlug()
  identifier?: string;

  @OptionalNullable()
  @IsString()
  @MaxLength(64)
  industry?: string | null;

  @OptionalNotNull()
  @IsBoolean()
  is_company?: boolean;

  /**
   * ISO 3166-1 alpha-2, upper case
   * @example DE
   */
  @OptionalNullable()
  @IsString()
  @Matches(/^[A-Z]{2}$/, { message: 'billing_country must be two upper-case letters' })
  @IsISO31661Alpha2({ message: 'billing_country must be an ISO 3166-1 alpha-2 country code' })
  billing_country?: string | null;

  @ApiPropertyOptional({
    description: `merged key by key into the current meta; a key set to null is removed. At most ${META_MAX_BYTES} bytes of JSON`,
  })
  @OptionalNotNull()
  @IsObject()
  @MetaObject()
  meta?: Record<string, unknown>;
}
