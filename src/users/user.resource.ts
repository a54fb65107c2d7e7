import { ApiProperty, ApiSchema, type ApiSchemaOptions } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, RelatedListDto, ResourceStubDto, SelfLinksDto } from '../common/hal/hal.dto.js';
import { ROLE_NAMES } from './roles.js';
import type { UserOptions } from './user.entity.js';

/**
 * Always `tour`, plus one group per first segment of the option paths set at create or update
 * (`["a.b"]` gives `{tour: {}, a: {b: true}}`). `@ApiSchema` spreads its options into the schema;
 * its type names only `name` and `description`.
 */
@ApiSchema({ additionalProperties: true } as ApiSchemaOptions)
class UserOptionsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'nested option groups whose leaves are true',
  })
  tour: Record<string, unknown>;
}

export class RoleResource {
  @ApiProperty({ enum: ROLE_NAMES }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'whether the role takes a licensed seat' }) is_license: boolean;
  @ApiProperty({ type: 'integer', description: 'higher outranks lower' }) priority: number;
  @ApiProperty({ type: [String], example: ['title:read'] }) grants: string[];
  @ApiProperty({ type: ResourceStubDto, description: 'the workspace the role is held in' }) account: ResourceStubDto;
}

class UserEmbeddedDto {
  @ApiProperty({ type: RelatedListDto }) memberships: RelatedListDto;
  @ApiProperty({ type: [RoleResource], description: 'the roles held in your workspace' }) roles: RoleResource[];
  @ApiProperty({ type: ResourceStubDto, description: 'your workspace, through which the user is in scope' })
  account: ResourceStubDto;
}

class UserComputedDto {
  @ApiProperty({ description: 'the lower-cased email' }) email: string;
  @ApiProperty() has_password: boolean;
  @ApiProperty({ type: 'integer', description: 'the number of workspaces the user belongs to' }) num_accounts: number;
}

/** The User resource as it goes on the wire (spec 2.2), for types and OpenAPI. */
export class UserResource {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  // idn-email, not email: the service takes a local part with non-ASCII letters (bób@example.com),
  // a valid address under RFC 6531, which `email` (RFC 5321, ASCII) refuses.
  @ApiProperty({ format: 'idn-email' }) email: string;
  @ApiProperty({ type: 'string', nullable: true }) phone: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' }) activated_on: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) verified_on: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) activity_on: string | null;
  @ApiProperty({ example: 'active' }) status: string;
  @ApiProperty({ type: UserOptionsDto }) options: UserOptions;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) modified_on: string | null;
  @ApiProperty({ type: 'string', nullable: true }) country: string | null;
  @ApiProperty({ type: UserEmbeddedDto }) _embedded: UserEmbeddedDto;
  @ApiProperty({ type: SelfLinksDto }) _links: { self: HalLinkDto };
  @ApiProperty({ type: UserComputedDto }) _computed: UserComputedDto;
}

class UserListEmbeddedDto {
  @ApiProperty({ type: [UserResource] }) user: UserResource[];
}

export class UserCollection extends CollectionDto {
  @ApiProperty({ type: UserListEmbeddedDto }) _embedded: UserListEmbeddedDto;
}
