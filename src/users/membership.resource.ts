import { ApiProperty } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, ResourceStubDto } from '../common/hal/hal.dto.js';
import { ROLE_NAMES, type RoleName } from './roles.js';

/** A membership as it goes on the wire (docs/workspaces-and-users.md, Memberships), for types and OpenAPI. */
class MembershipEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) user: ResourceStubDto;
  @ApiProperty({ type: ResourceStubDto }) account: ResourceStubDto;
}

class MembershipLinksDto {
  @ApiProperty({ type: HalLinkDto }) self: HalLinkDto;
}

export class MembershipResource {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'string', enum: [...ROLE_NAMES] },
    description: "the user's roles in this workspace",
  })
  roles: RoleName[];
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'null until the roles first change',
  })
  modified_on: string | null;
  @ApiProperty({ type: MembershipEmbeddedDto }) _embedded: MembershipEmbeddedDto;
  @ApiProperty({ type: MembershipLinksDto }) _links: MembershipLinksDto;
}

class MembershipListEmbeddedDto {
  @ApiProperty({ type: [MembershipResource] }) membership: MembershipResource[];
}

export class MembershipCollection extends CollectionDto {
  @ApiProperty({ type: MembershipListEmbeddedDto }) _embedded: MembershipListEmbeddedDto;
}
