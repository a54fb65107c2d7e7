import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

import { IsSlug } from '../../common/dto/identifiers.js';
import { IsName } from '../../common/dto/name.js';
import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';
import { VendorBCodeDto, VendorCCodeDto, VendorDCodeDto, VendorEConfigDto } from './vendor-codes.dto.js';

export const SECURITY_PROFILES = ['medium_2019', 'high_2019'] as const;

/** The spec's updatable project attributes: all optional, and the only keys PATCH accepts. */
export class UpdateTitleDto {
  /** Resource fields that exist but are not writable; sending one is a 422 `notUpdatable`. */
  static readonly readOnlyFields = [
    'id',
    'hostname',
    'vendorA_code',
    'license',
    'affected_on',
    'options',
    'certificate',
    'certificate_chain',
    'certificate_key',
    'automated_certificate',
    'created_on',
    'modified_on',
    'logo',
    'icon',
    'splash',
    'rules',
    'account',
    '_embedded',
    '_links',
    '_computed',
  ];

  @OptionalNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @IsName()
  name?: string;

  /** a slug, unique within the workspace */
  @OptionalNotNull()
  @IsSlug()
  identifier?: string;

  @OptionalNotNull()
  @IsBoolean()
  has_secure_socket_layer?: boolean;

  /** @example UA-123456-1 */
  @OptionalNullable()
  @IsString()
  @MaxLength(64)
  @Matches(/^UA-\d+-\d+$/, { message: 'ua_code must look like UA-xxxxxx-yy' })
  ua_code?: string | null;

  @ApiPropertyOptional({ enum: SECURITY_PROFILES })
  @OptionalNullable()
  @IsIn(SECURITY_PROFILES, { message: 'security_profile must be null, medium_2019 or high_2019' })
  security_profile?: string | null;

  @OptionalNullable()
  @IsString()
  @MaxLength(255)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'website must be an http(s) URL' })
  website?: string | null;

  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => VendorEConfigDto)
  vendorE_config?: VendorEConfigDto;

  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => VendorCCodeDto)
  vendorC_code?: VendorCCodeDto;

  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => VendorDCodeDto)
  vendorD_code?: VendorDCodeDto;

  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => VendorBCodeDto)
  vendorB_code?: VendorBCodeDto;
}
