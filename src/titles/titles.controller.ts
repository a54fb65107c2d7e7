import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiCreate, ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import type { LinkPrefix } from '../common/hal/link-prefix.js';
import { type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestLinkPrefix, RequestUrl } from '../common/http/request-url.js';
import type { Prewritten } from '../common/http/shared-representation.js';
import { IdempotencyRecorder, Idempotent } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { CreateTitleDto } from './dto/create-title.dto.js';
import { UpdateTitleDto } from './dto/update-title.dto.js';
import { TITLE_LIST_FIELDS } from './title.list-fields.js';
import { TitleCollection, TitleResource } from './title.resource.js';
import { TitlesService } from './titles.service.js';

const ProjectId = () => ApiParam({ name: 'project_id', schema: { type: 'integer', minimum: 1 } });

@ApiTags('Projects')
@Authenticated()
@HalResponses()
@Controller('v2/magazine/title')
export class TitlesController {
  constructor(private readonly titles: TitlesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listProjects',
    summary: 'List Projects',
    description:
      'The projects (titles) of your workspace, 30 a page by default (`limit` up to 100). Filter with `filter[n][field|type|value]` on the documented fields and order with `order-by[n][field|direction]`; ties break by id so paging is stable.',
  })
  @ApiList(TITLE_LIST_FIELDS, TitleCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'title', TitleResource>> {
    return this.titles.list(principal, query, url);
  }

  @Get(':project_id')
  @ApiOperation({
    operationId: 'getProject',
    summary: 'Retrieve a Project',
    description:
      'One project of your workspace with its vendor settings, its published link and the counts of its docs. An id outside your workspace is 404, exactly as an unknown one.',
  })
  @ApiRead(TitleResource, ProjectId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('project_id', ParseIdPipe) id: number,
    @RequestLinkPrefix() prefix: LinkPrefix,
  ): Promise<Prewritten<TitleResource>> {
    return this.titles.read(principal, id, prefix);
  }

  @Post()
  @ApiOperation({
    operationId: 'createProject',
    summary: 'Create a Project',
    description:
      'A new project in your workspace (`name` and `account.id` required). The `identifier` defaults to a slug of the name, unique in the workspace. Answers 201 with `Location`; send `Idempotency-Key` to make a retry safe.',
  })
  @ApiJsonBody(CreateTitleDto, { name: 'Spring Catalogue', account: { id: 1 } })
  @Idempotent('createProject')
  @ApiCreate(TitleResource, { names: 'the new project' })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateTitleDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<TitleResource>,
  ): Promise<TitleResource> {
    return this.titles.create(principal, dto, recorder);
  }

  @Patch(':project_id')
  @ApiOperation({
    operationId: 'updateProject',
    summary: 'Update a Project',
    description:
      "Change a project's updatable fields; vendor objects merge key by key. A read-only or unknown key is a 422 naming it. `If-Match` guards against lost updates (412 when stale).",
  })
  @ApiJsonBody(UpdateTitleDto, { name: 'Autumn Catalogue', website: 'https://www.example.com' })
  @ApiUpdate(TitleResource, ProjectId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('project_id', ParseIdPipe) id: number,
    @Body() dto: UpdateTitleDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<TitleResource> {
    return this.titles.update(principal, id, dto, conditions);
  }

  @Delete(':project_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteProject',
    summary: 'Delete a Project (permanent)',
    description:
      'Deletes the project for good, with its docs, their pages and their export archives. Answers 204 with no body.',
  })
  @ApiDelete(ProjectId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('project_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.titles.remove(principal, id, conditions);
  }
}
