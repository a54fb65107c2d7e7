import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';
import { SHARE_NETWORKS } from '../edition-options.js';

const LOCALE = /^[A-Za-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$/;

/** 64 KiB: the most a header or UTM snippet may hold. */
const CODE_MAX = 65_536;

export class CookieCheckMessageDto {
  @OptionalNullable()
  @IsString()
  @MaxLength(1024)
  title?: string | null;

  // The plugin cannot read a constant (CODE_MAX); a decorator on a `| null` property names its type,
  // as reflection sees only Object there.
  @ApiPropertyOptional({ type: 'string', maxLength: CODE_MAX })
  @OptionalNullable()
  @IsString()
  @MaxLength(CODE_MAX)
  description?: string | null;
}

export class PasswordParamsDto {
  /** required with a new password; kept when omitted */
  @OptionalNotNull()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  username?: string;

  /** stored as a hash, never echoed; null keeps the stored one */
  @OptionalNullable()
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  password?: string | null;

  /** read-only; accepted (and ignored) so a read options object can be sent back */
  @OptionalNotNull()
  @IsBoolean()
  has_password?: boolean;
}

/**
 * Each item an e-mail address of at most 255 characters. One decorator, so that the Swagger plugin
 * does not take the item rules (`each`) for rules of the array itself.
 */
const EachEmail = () => applyDecorators(MaxLength(255, { each: true }), IsEmail({}, { each: true }));

export class WhitelistParamsDto {
  /** e-mail addresses allowed to read the doc */
  @ApiProperty({ items: { type: 'string', format: 'email', maxLength: 255 } })
  @IsDefined()
  @IsArray()
  @ArrayMaxSize(1000)
  @EachEmail()
  whitelist: string[];
}

export class AuthenticationDto {
  @ApiProperty({ enum: ['password', 'whitelist'] })
  @IsDefined()
  @IsIn(['password', 'whitelist'])
  method: 'password' | 'whitelist';

  /** as `method` says */
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type((help) =>
    (help?.object as { method?: unknown } | undefined)?.method === 'whitelist' ? WhitelistParamsDto : PasswordParamsDto,
  )
  params: PasswordParamsDto & Partial<WhitelistParamsDto>;
}

/** OpenAPI only: the two shapes `authentication` takes, each with its own params (AuthenticationDto validates both). */
class PasswordAuthenticationDoc {
  @ApiProperty({ enum: ['password'] }) method: 'password';
  @ApiProperty({ type: PasswordParamsDto }) params: PasswordParamsDto;
}
class WhitelistAuthenticationDoc {
  @ApiProperty({ enum: ['whitelist'] }) method: 'whitelist';
  @ApiProperty({ type: WhitelistParamsDto }) params: WhitelistParamsDto;
}

/**
 * `AuthenticationDto | null`, named: the Swagger plugin reads a written-out `| null` as `nullable`,
 * which OpenAPI 3.0 refuses beside `oneOf` (see `authentication` below).
 */
type NullableAuthentication = AuthenticationDto | null;

/**
 * The doc's options as a request sends them: every key optional (PATCH merges key by key), each
 * validated on its own; an unknown key is a 422 `unknownField` on `options.<key>`.
 */
@ApiExtraModels(PasswordAuthenticationDoc, WhitelistAuthenticationDoc)
export class EditionOptionsDto {
  /**
   * a locale such as en_gb or nl_nl
   * @example en_gb
   */
  @ApiPropertyOptional({ pattern: LOCALE.source })
  @OptionalNotNull()
  @IsString()
  @MaxLength(35)
  @Matches(LOCALE, { message: 'locale must be a locale such as en_gb' })
  locale?: string;

  @ApiPropertyOptional({ type: 'string', maxLength: CODE_MAX })
  @OptionalNullable()
  @IsString()
  @MaxLength(CODE_MAX)
  help?: string | null;

  @OptionalNotNull() @IsBoolean() has_cookie_check?: boolean;

  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => CookieCheckMessageDto)
  cookie_check_message?: CookieCheckMessageDto;

  @OptionalNotNull() @IsBoolean() has_editions_hidden?: boolean;
  @OptionalNotNull() @IsBoolean() has_personalization?: boolean;
  @OptionalNotNull() @IsBoolean() offline_mode?: boolean;
  @OptionalNotNull() @IsBoolean() has_nofollow?: boolean;
  @OptionalNotNull() @IsBoolean() has_disabled_navigation?: boolean;
  @OptionalNotNull() @IsBoolean() has_page_menu_button?: boolean;
  @OptionalNotNull() @IsBoolean() has_custom_url?: boolean;
  @OptionalNotNull() @IsBoolean() has_page_numbers?: boolean;
  @OptionalNotNull() @IsBoolean() floating_hamburger?: boolean;

  @ApiPropertyOptional({
    // OpenAPI 3.0 allows `nullable` only beside a `type`, which the generator drops beside
    // `oneOf`: null is stated in words.
    oneOf: [{ $ref: getSchemaPath(PasswordAuthenticationDoc) }, { $ref: getSchemaPath(WhitelistAuthenticationDoc) }],
    description:
      'may be null: null removes the protection; a password is required unless one is stored (then null keeps it)',
  })
  @OptionalNullable()
  @IsObject()
  @ValidateNested()
  @Type(() => AuthenticationDto)
  authentication?: NullableAuthentication;

  @OptionalNotNull() @IsBoolean() has_favorites?: boolean;
  @OptionalNotNull() @IsBoolean() has_search?: boolean;
  @OptionalNotNull() @IsBoolean() has_header?: boolean;
  @OptionalNotNull() @IsBoolean() has_cobranding?: boolean;

  @ApiPropertyOptional({ type: 'string', maxLength: CODE_MAX })
  @OptionalNullable()
  @IsString()
  @MaxLength(CODE_MAX)
  header_code?: string | null;

  @ApiPropertyOptional({ type: 'string', maxLength: CODE_MAX })
  @OptionalNullable()
  @IsString()
  @MaxLength(CODE_MAX)
  utm_code?: string | null;

  @ApiPropertyOptional({ items: { type: 'string', enum: [...SHARE_NETWORKS] } })
  @OptionalNotNull()
  @IsArray()
  @ArrayUnique()
  @IsIn(SHARE_NETWORKS, { each: true })
  share?: string[];

  @OptionalNotNull() @IsBoolean() anonymize_ip?: boolean;
  @OptionalNotNull() @IsBoolean() disable_cdn?: boolean;
}
