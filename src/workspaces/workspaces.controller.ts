import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestUrl } from '../common/http/request-url.js';
import { UpdateWorkspaceDto } from './dto/update-workspace.dto.js';
import { ACCOUNT_LIST_FIELDS } from './workspace.list-fields.js';
import { WorkspaceCollection, WorkspaceResource } from './workspace.resource.js';
import { WorkspacesService } from './workspaces.service.js';

const AccountId = () => ApiParam({ name: 'account_id', schema: { type: 'integer', minimum: 1 } });

/**
 * Workspaces (accounts), docs/workspaces-and-users.md: Workspaces. A credential sees exactly one: its own. There is no POST:
 * operators create workspaces with the CLI, so `POST /v2/account` is a 405.
 */
@ApiTags('Workspaces')
@Authenticated()
@HalResponses()
@Controller('v2/account')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listAccounts',
    summary: 'List Workspaces',
    description: 'Holds only your own workspace',
  })
  @ApiList(ACCOUNT_LIST_FIELDS, WorkspaceCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'account', WorkspaceResource>> {
    return this.workspaces.list(principal, query, url);
  }

  @Get(':account_id')
  @ApiOperation({
    operationId: 'getAccount',
    summary: 'Retrieve a Workspace',
    description:
      'Your workspace (account) with its settings, counts of projects, docs, users and files, and links to its memberships. Any other workspace id is 404.',
  })
  @ApiRead(WorkspaceResource, AccountId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('account_id', ParseIdPipe) id: number,
  ): Promise<WorkspaceResource> {
    return this.workspaces.get(principal, id);
  }

  @Patch(':account_id')
  @ApiOperation({
    operationId: 'updateAccount',
    summary: 'Update a Workspace',
    description:
      "Change your workspace's settings (name, industry, billing fields, `meta`). Only the listed fields are updatable; any other key is a 422 naming it. Send `If-Match` with the ETag you read to avoid overwriting another client's change (412 when stale).",
  })
  @ApiJsonBody(UpdateWorkspaceDto, { industry: 'Publishing', billing_country: 'DE', meta: { theme: 'dark' } })
  @ApiUpdate(WorkspaceResource, AccountId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('account_id', ParseIdPipe) id: number,
    @Body() dto: UpdateWorkspaceDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<WorkspaceResource> {
    return this.workspaces.update(principal, id, dto, conditions);
  }

  @Delete(':account_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: 'Delete a Workspace (permanent)',
    description:
      'Everything in it goes: projects and their docs, folders, files and their stored bytes, credentials and tokens (the one ' +
      'used included, at once), memberships, and every user left with no other workspace',
  })
  @ApiDelete(AccountId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('account_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.workspaces.remove(principal, id, conditions);
  }
}
