import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestUrl } from '../common/http/request-url.js';
import { UpdateMembershipDto } from './dto/update-membership.dto.js';
import { MEMBERSHIP_LIST_FIELDS } from './membership.list-fields.js';
import { MembershipCollection, MembershipResource } from './membership.resource.js';
import { MembershipsService } from './memberships.service.js';

const MembershipId = () => ApiParam({ name: 'membership_id', schema: { type: 'integer', minimum: 1 } });

/**
 * Memberships of your workspace (docs/workspaces-and-users.md, Memberships). They come and go with `POST` and `DELETE /v2/user`
 * (and the CLI); here they are read and their roles changed. Other methods are 405.
 */
@ApiTags('Memberships')
@Authenticated()
@HalResponses()
@Controller('v2/membership')
export class MembershipsController {
  constructor(private readonly memberships: MembershipsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listMemberships',
    summary: 'List Memberships',
    description: 'The memberships of your workspace',
  })
  @ApiList(MEMBERSHIP_LIST_FIELDS, MembershipCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'membership', MembershipResource>> {
    return this.memberships.list(principal, query, url);
  }

  @Get(':membership_id')
  @ApiOperation({
    operationId: 'getMembership',
    summary: 'Retrieve a Membership',
    description: 'One membership of your workspace: the user it belongs to and the roles they hold here.',
  })
  @ApiRead(MembershipResource, MembershipId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('membership_id', ParseIdPipe) id: number,
  ): Promise<MembershipResource> {
    return this.memberships.get(principal, id);
  }

  @Patch(':membership_id')
  @ApiOperation({
    operationId: 'updateMembership',
    summary: "Change a user's roles in your workspace",
    description:
      'Replace the roles a user holds in your workspace, from the catalogue `admin`, `editor`, `viewer`. `If-Match` guards against lost updates.',
  })
  @ApiJsonBody(UpdateMembershipDto, { roles: ['editor'] })
  @ApiUpdate(MembershipResource, MembershipId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('membership_id', ParseIdPipe) id: number,
    @Body() dto: UpdateMembershipDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<MembershipResource> {
    return this.memberships.update(principal, id, dto, conditions);
  }
}
