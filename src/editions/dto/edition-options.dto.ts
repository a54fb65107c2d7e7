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
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 1024 })
  @OptionalNullable() @IsString() @MaxLength(1024)
  title?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: CODE_MAX })
  @OptionalNullable() @IsString() @MaxLength(CODE_MAX)
  description?: string | null;
}

export class PasswordParamsDto {
  @ApiPropertyOptional({ type: 'string', maxLength: 255, description: 'required with a new password; kept when omitted' })
  @OptionalNotNull() @IsString() @IsNotEmpty() @MaxLength(255)
  username?: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 255, description: 'stored as a hash, never echoed; null keeps the stored one' })
  @OptionalNullable() @IsString() @IsNotEmpty() @MaxLength(255)
  password?: string | null;

  @ApiPropertyOptional({ description: 'read-only; accepted (and ignored) so a read options object can be sent back' })
  @OptionalNotNull() @IsBoolean()
  has_password?: boolean;
}

/**
 * Each item an e-mail address of at most 255 characters. One decorator, so that the Swagger plugin
 * does not take the item rules (`each`) for rules of the array itself.
 */
const EachEmail = () => applyDecorators(MaxLength(255, { each: true }), IsEmail({}, { each: true }));

export class WhitelistParamsDto {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'email', maxLength: 255 }, description: 'e-mail addresses allowed to read the doc', maxItems: 1000 })
  @IsDefined() @IsArray() @ArrayMaxSize(1000) @EachEmail()
  whitelist: string[];
}

export class AuthenticationDto {
  @ApiProperty({ enum: ['password', 'whitelist'] })
  @IsDefined() @IsIn(['password', 'whitelist'])
  method: 'password' | 'whitelist';

  @ApiProperty({ type: Object, description: 'as `method` says' })
  @IsDefined() @IsObject() @ValidateNested()
  @Type((help) => ((help?.object as { method?: unknown } | undefined)?.method === 'whitelist' ? WhitelistParamsDto : PasswordParamsDto))
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
  @ApiPropertyOptional({ example: 'en_gb', maxLength: 35, pattern: LOCALE.source, description: 'a locale such as en_gb or nl_nl' })
  @OptionalNotNull() @IsString() @MaxLength(35)
  @Matches(LOCALE, { message: 'locale must be a locale such as en_gb' })
  locale?: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: CODE_MAX })
  @OptionalNullable() @IsString() @MaxLength(CODE_MAX)
  help?: string | null;

  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_cookie_check?: boolean;

  @ApiPropertyOptional({ type: CookieCheckMessageDto })
  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => CookieCheckMessageDto)
  cookie_check_message?: CookieCheckMessageDto;

  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_editions_hidden?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_personalization?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() offline_mode?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_nofollow?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_disabled_navigation?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_page_menu_button?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_custom_url?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_page_numbers?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() floating_hamburger?: boolean;

  @ApiPropertyOptional({
    // OpenAPI 3.0 allows `nullable` only beside a `type`, which the generator drops beside
    // `oneOf`: null is stated in words.
    oneOf: [{ $ref: getSchemaPath(PasswordAuthenticationDoc) }, { $ref: getSchemaPath(WhitelistAuthenticationDoc) }],
    description: 'may be null: null removes the protection; a password is required unless one is stored (then null keeps it)',
  })
  @OptionalNullable() @IsObject() @ValidateNested() @Type(() => AuthenticationDto)
  authentication?: NullableAuthentication;

  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_favorites?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_search?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_header?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() has_cobranding?: boolean;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: CODE_MAX })
  @OptionalNullable() @IsString() @MaxLength(CODE_MAX)
  header_code?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: CODE_MAX })
  @OptionalNullable() @IsString() @MaxLength(CODE_MAX)
  utm_code?: string | null;

  @ApiPropertyOptional({ type: 'array', items: { type: 'string', enum: [...SHARE_NETWORKS] }, uniqueItems: true })
  @OptionalNotNull() @IsArray() @ArrayUnique() @IsIn(SHARE_NETWORKS, { each: true })
  share?: string[];

  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() anonymize_ip?: boolean;
  @ApiPropertyOptional() @OptionalNotNull() @IsBoolean() disable_cdn?: boolean;
}
