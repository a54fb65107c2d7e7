import { IsBoolean, IsString, MaxLength } from 'class-validator';

import { OptionalNotNull } from '../../common/dto/optional.js';

/** Nested vendor objects merge key by key on update, so every key is optional. */
export class VendorBCodeDto {
  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  hub_id?: string;

  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  hublet?: string;

  @OptionalNotNull()
  @IsBoolean()
  is_enabled?: boolean;
}

export class VendorCCodeDto {
  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  piCid?: string;

  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  piAid?: string;
}

/**
 * The spec documents `piCid`/`piAid` as the update keys while responses carry `site_id` and
 * `custom_tracker_subdomain`; both are accepted and stored under the response keys.
 */
export class VendorDCodeDto {
  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  site_id?: string;

  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  custom_tracker_subdomain?: string;

  /** stored as site_id */
  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  piCid?: string;

  /** stored as custom_tracker_subdomain */
  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  piAid?: string;
}

export class VendorEConfigDto {
  @OptionalNotNull()
  @IsBoolean()
  has_enabled?: boolean;

  @OptionalNotNull()
  @IsBoolean()
  has_events_enabled?: boolean;

  @OptionalNotNull()
  @IsBoolean()
  has_views_enabled?: boolean;

  @OptionalNotNull()
  @IsString()
  @MaxLength(255)
  measurement_id?: string;
}
