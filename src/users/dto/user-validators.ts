import { applyDecorators } from '@nestjs/common';
import type { ApiPropertyOptions } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import { IsName } from '../../common/dto/name.js';
import { ROLE_NAMES } from '../roles.js';
import { OPTION_PATH, OPTION_PATHS_MAX } from '../user-options.js';

/**
 * The validation of each writable User attribute, shared by the create and update DTOs. The
 * DTOs differ only in what must be present: everything on create, nothing on update.
 */
export const NAME_MAX = 255;
export const EMAIL_MAX = 255;
export const PHONE_MAX = 64;

export const UserName = () => applyDecorators(IsString(), MinLength(1), MaxLength(NAME_MAX), IsName());

export const UserEmail = () =>
  applyDecorators(IsString(), MaxLength(EMAIL_MAX), IsEmail({}, { message: 'email must be a valid email address' }));

/** An empty phone is allowed and stored as null. */
export const UserPhone = () => applyDecorators(IsString(), MaxLength(PHONE_MAX));

export const WorkspaceIdString = () =>
  applyDecorators(
    IsString(),
    Matches(/^[1-9]\d{0,9}$/, { message: 'account must be a workspace id given as a string, e.g. "12"' }),
  );

export const OptionPaths = () =>
  applyDecorators(
    IsArray(),
    ArrayMaxSize(OPTION_PATHS_MAX),
    IsString({ each: true }),
    Matches(OPTION_PATH, { each: true, message: 'each option must be a dotted path such as tour.dashboard.content' }),
  );

export const RoleNames = () =>
  applyDecorators(
    IsArray(),
    ArrayMaxSize(ROLE_NAMES.length * 2),
    IsIn(ROLE_NAMES, { each: true, message: `each role must be one of ${ROLE_NAMES.join(', ')}` }),
  );

/** Resource fields that exist but are not writable; sending one is a 422 `notUpdatable`. */
export const USER_READ_ONLY_FIELDS = [
  'id',
  'activated_on',
  'verified_on',
  'activity_on',
  'status',
  'created_on',
  'modified_on',
  'country',
  '_embedded',
  '_links',
  '_computed',
];

export const OPTIONS_SCHEMA = {
  type: 'array',
  nullable: true,
  maxItems: OPTION_PATHS_MAX,
  items: { type: 'string', pattern: OPTION_PATH.source },
  description: 'option paths to turn on, e.g. ["tour.dashboard.content"]',
} satisfies ApiPropertyOptions;

export const ROLES_SCHEMA = {
  type: 'array',
  nullable: true,
  items: { type: 'string', enum: [...ROLE_NAMES] },
  description: 'role names from the catalogue; the default is ["viewer"]',
} satisfies ApiPropertyOptions;
