import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { OptionalNotNull } from '../../common/dto/optional.js';

/** Nested vendor objects merge key by key on update, so every key is optional. */
export class VendorBCodeDto {
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(255)
  hub_id?: string;

  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(255)
  hublet?: string;

  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean()
  is_enabled?: boolean;
}

export class VendorCCodeDto {
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(255)
  piCid?: string;

  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(255)
  piAid?: string;
}

/**
 * The spec documents `piCid`/`piAid` as the update keys while responses carry `site_id` and
 * `custom_tracker_subdomain`; both are accepted and stored under the response keys.
 */
export class VendorDCodeDto {
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(255)
  site_id?: string;

  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(255)
  custom_tracker_subdomain?: string;

  @ApiPropertyOptional({ description: 'stored as site_id' }) @OptionalNotNull() @IsString() @MaxLength(255)
  piCid?: string;

  @ApiPropertyOptional({ description: 'stored as custom_tracker_subdomain' }) @OptionalNotNull() @IsString() @MaxLength(255)
  piAid?: string;
}

export class VendorEConfigDto {
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean()
  has_enabled?: boolean;

  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean()
  has_events_enabled?: boolean;

  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean()
  has_views_enabled?: boolean;

  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(255)
  measurement_id?: string;
}
