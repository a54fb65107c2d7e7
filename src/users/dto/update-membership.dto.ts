import { ApiPropertyOptional } from '@nestjs/swagger';

import { OptionalNullable } from '../../common/dto/optional.js';
import { RoleNames, ROLES_SCHEMA } from './user-validators.js';

/** Update a Membership: the user's roles in your workspace (null restores the default). */
export class UpdateMembershipDto {
  /** Resource fields that exist but are not writable; sending one is a 422 `notUpdatable`. */
  static readonly readOnlyFields = ['id', 'created_on', 'modified_on', 'user', 'account', '_embedded', '_links'];

  @ApiPropertyOptional(ROLES_SCHEMA)
  @OptionalNullable()
  @RoleNames()
  roles?: string[] | null;
}
