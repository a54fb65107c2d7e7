import { IsName } from '../../common/dto/name.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsObject, IsString, IsUrl, Matches, MaxLength, ValidateNested } from 'class-validator';
import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';
import { VendorBCodeDto, VendorCCodeDto, VendorDCodeDto, VendorEConfigDto } from './vendor-codes.dto.js';

export const SECURITY_PROFILES = ['medium_2019', 'high_2019'] as const;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The spec's updatable project attributes: all optional, and the only keys PATCH accepts. */
export class UpdateTitleDto {
  /** Resource fields that exist but are not writable; sending one is a 422 `notUpdatable`. */
  static readonly readOnlyFields = [
    'id', 'hostname', 'vendorA_code', 'license', 'affected_on', 'options', 'certificate', 'certificate_chain',
    'certificate_key', 'automated_certificate', 'created_on', 'modified_on', 'logo', 'icon', 'splash', 'rules',
    'account', '_embedded', '_links', '_computed',
  ];

  @ApiPropertyOptional({ maxLength: 255 })
  @OptionalNotNull() @IsString() @IsNotEmpty() @MaxLength(255) @IsName()
  name?: string;

  @ApiPropertyOptional({ maxLength: 255, pattern: SLUG.source, description: 'a slug, unique within the workspace' })
  @OptionalNotNull() @IsString() @MaxLength(255) @Matches(SLUG, { message: 'identifier must be a slug: lower-case letters, digits and single dashes' })
  identifier?: string;

  @ApiPropertyOptional()
  @OptionalNotNull() @IsBoolean()
  has_secure_socket_layer?: boolean;

  @ApiPropertyOptional({ type: 'string', nullable: true, pattern: '^UA-\\d+-\\d+$', example: 'UA-123456-1' })
  @OptionalNullable() @IsString() @MaxLength(64) @Matches(/^UA-\d+-\d+$/, { message: 'ua_code must look like UA-xxxxxx-yy' })
  ua_code?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, enum: SECURITY_PROFILES })
  @OptionalNullable() @IsIn(SECURITY_PROFILES, { message: 'security_profile must be null, medium_2019 or high_2019' })
  security_profile?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, format: 'uri', maxLength: 255 })
  @OptionalNullable() @IsString() @MaxLength(255)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'website must be an http(s) URL' })
  website?: string | null;

  @ApiPropertyOptional({ type: VendorEConfigDto })
  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => VendorEConfigDto)
  vendorE_config?: VendorEConfigDto;

  @ApiPropertyOptional({ type: VendorCCodeDto })
  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => VendorCCodeDto)
  vendorC_code?: VendorCCodeDto;

  @ApiPropertyOptional({ type: VendorDCodeDto })
  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => VendorDCodeDto)
  vendorD_code?: VendorDCodeDto;

  @ApiPropertyOptional({ type: VendorBCodeDto })
  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => VendorBCodeDto)
  vendorB_code?: VendorBCodeDto;
}
