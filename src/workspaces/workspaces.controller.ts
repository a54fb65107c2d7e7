import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../auth/principal.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { ApiConditionalRead, ApiConditionalWrite, ETAG_HEADER, type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { ApiListQuery } from '../common/list-query/api-list-query.js';
import { UpdateWorkspaceDto } from './dto/update-workspace.dto.js';
import { ACCOUNT_LIST_FIELDS } from './workspace.list-fields.js';
import { WorkspaceCollection, WorkspaceResource } from './workspace.resource.js';
import { WorkspacesService } from './workspaces.service.js';

const AccountId = () => ApiParam({ name: 'account_id', schema: { type: 'integer', minimum: 1 } });

/**
 * Workspaces (accounts), README: Workspaces. A credential sees exactly one: its own. There is no POST:
 * operators create workspaces with the CLI, so `POST /v2/account` is a 405.
 */
@ApiTags('Workspaces')
@Authenticated()
@HalResponses()
@Controller('v2/account')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get()
  @ApiConditionalRead()
  @ApiOperation({ operationId: 'listAccounts', summary: 'List Workspaces', description: 'Holds only your own workspace' })
  @ApiListQuery(ACCOUNT_LIST_FIELDS)
  @ApiOkResponse({ type: WorkspaceCollection, headers: ETAG_HEADER })
  @ApiProblems(400, 409, 416)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
  ): Promise<HalCollection<'account', WorkspaceResource>> {
    return this.workspaces.list(principal, query, request.url);
  }

  @Get(':account_id')
  @ApiConditionalRead()
  @AccountId()
  @ApiOperation({ operationId: 'getAccount', summary: 'Retrieve a Workspace' })
  @ApiOkResponse({ type: WorkspaceResource, headers: ETAG_HEADER })
  @ApiProblems(404)
  get(@CurrentPrincipal() principal: Principal, @Param('account_id', ParseIdPipe) id: number): Promise<WorkspaceResource> {
    return this.workspaces.get(principal, id);
  }

  @Patch(':account_id')
  @ApiJsonBody(UpdateWorkspaceDto, { industry: 'Publishing', billing_country: 'DE', meta: { theme: 'dark' } })
  @ApiConditionalWrite()
  @AccountId()
  @ApiOperation({ operationId: 'updateAccount', summary: 'Update a Workspace' })
  @ApiOkResponse({ type: WorkspaceResource, headers: ETAG_HEADER })
  @ApiProblems(400, 404, 413, 415, 422)
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('account_id', ParseIdPipe) id: number,
    @Body() dto: UpdateWorkspaceDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<WorkspaceResource> {
    return this.workspaces.update(principal, id, dto, conditions);
  }

  @Delete(':account_id')
  @ApiConditionalWrite()
  @HttpCode(204)
  @AccountId()
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: 'Delete a Workspace (permanent)',
    description:
      'Everything in it goes: projects and their docs, folders, files and their stored bytes, credentials and tokens (the one ' +
      'used included, at once), memberships, and every user left with no other workspace',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(404)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('account_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.workspaces.remove(principal, id, conditions);
  }
}
