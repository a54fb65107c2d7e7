import { ApiPropertyOptional } from '@nestjs/swagger';

import { OptionalNotNull, OptionalNullable } from '../../common/dto/optional.js';
import {
  EMAIL_MAX,
  NAME_MAX,
  OptionPaths,
  OPTIONS_SCHEMA,
  PHONE_MAX,
  RoleNames,
  ROLES_SCHEMA,
  USER_READ_ONLY_FIELDS,
  UserEmail,
  UserName,
  UserPhone,
  WorkspaceIdString,
} from './user-validators.js';

/**
 * Update a User: any subset of the request attributes. `options` replaces the user's options;
 * `roles` replaces their roles in your workspace (null restores the default).
 */
export class UpdateUserDto {
  static readonly readOnlyFields = USER_READ_ONLY_FIELDS;

  @ApiPropertyOptional({ minLength: 1, maxLength: NAME_MAX })
  @OptionalNotNull()
  @UserName()
  first_name?: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: NAME_MAX })
  @OptionalNotNull()
  @UserName()
  last_name?: string;

  @ApiPropertyOptional({
    format: 'idn-email',
    maxLength: EMAIL_MAX,
    description: 'unique across the platform; its local part may hold non-ASCII letters (RFC 6531)',
  })
  @OptionalNotNull()
  @UserEmail()
  email?: string;

  @ApiPropertyOptional({ maxLength: PHONE_MAX, description: 'an empty phone is stored as null' })
  @OptionalNotNull()
  @UserPhone()
  phone?: string;

  @ApiPropertyOptional({ pattern: '^[1-9][0-9]*$', example: '12', description: 'must be your own workspace' })
  @OptionalNotNull()
  @WorkspaceIdString()
  account?: string;

  @ApiPropertyOptional(OPTIONS_SCHEMA)
  @OptionalNullable()
  @OptionPaths()
  options?: string[] | null;

  @ApiPropertyOptional(ROLES_SCHEMA)
  @OptionalNullable()
  @RoleNames()
  roles?: string[] | null;
}
