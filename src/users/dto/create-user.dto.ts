import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';

import { OptionalNullable } from '../../common/dto/optional.js';
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

const Required = () => IsDefined({ message: ({ property }) => `${property} is required` });

/** Create a User: the five attributes spec 4.2 marks required must be present. */
export class CreateUserDto {
  static readonly readOnlyFields = USER_READ_ONLY_FIELDS;

  @ApiProperty({ minLength: 1, maxLength: NAME_MAX })
  @Required()
  @UserName()
  first_name: string;

  @ApiProperty({ minLength: 1, maxLength: NAME_MAX })
  @Required()
  @UserName()
  last_name: string;

  @ApiProperty({
    format: 'idn-email',
    maxLength: EMAIL_MAX,
    description: 'unique across the platform; its local part may hold non-ASCII letters (RFC 6531)',
  })
  @Required()
  @UserEmail()
  email: string;

  @ApiProperty({ maxLength: PHONE_MAX, description: 'an empty phone is stored as null' })
  @Required()
  @UserPhone()
  phone: string;

  @ApiProperty({
    pattern: '^[1-9][0-9]*$',
    example: '12',
    description: 'the workspace (account) id, as a string; must be in your scope',
  })
  @Required()
  @WorkspaceIdString()
  account: string;

  @ApiPropertyOptional(OPTIONS_SCHEMA)
  @OptionalNullable()
  @OptionPaths()
  options?: string[] | null;

  @ApiPropertyOptional(ROLES_SCHEMA)
  @OptionalNullable()
  @RoleNames()
  roles?: string[] | null;
}
