import { applyDecorators, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiCreate, ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { ApiConditionalRead, ETAG_HEADER, type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { OptionalBody } from '../common/http/optional-body.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestUrl } from '../common/http/request-url.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { Created, IdempotencyRecorder, Idempotent } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { CopyEditionDto, CreateEditionDto } from './dto/create-edition.dto.js';
import { UpdateEditionDto } from './dto/update-edition.dto.js';
import { EDITION_LIST_FIELDS } from './edition.list-fields.js';
import { CategoryCollection, type CategoryResource, EditionCollection, EditionResource } from './edition.resource.js';
import { EditionsService } from './editions.service.js';

const EditionId = () => ApiParam({ name: 'edition_id', schema: { type: 'integer', minimum: 1 } });

/** The copy operation, documented once for each of the two paths it answers on. */
const CopyDocOperation = (operationId: string, summary: string) =>
  applyDecorators(
    Post(':edition_id/copy'),
    Created(),
    EditionId(),
    ApiOperation({
      operationId,
      summary,
      description:
        'A new draft doc with copies of all its pages, in the same project or in `title.id` of your workspace. ' +
        'The copy gets a free identifier in its project. Answers 201 with `Location`.',
    }),
    ApiJsonBody(CopyEditionDto, { name: 'Spring issue (copy)' }, 'A copy in the same project', false),
    ApiCreate(EditionResource, { names: 'the copy', more: [404] }),
  );

@ApiTags('Docs')
@Authenticated()
@HalResponses()
@Controller('v2/magazine/edition')
export class EditionsController {
  constructor(private readonly editions: EditionsService) {}

  // Before `:edition_id`, so the catalogue is never read as an id.
  @Get('category')
  @ApiConditionalRead()
  @ApiOperation({
    operationId: 'listDocCategories',
    summary: 'List the Doc categories',
    description:
      "The catalogue of doc categories (the values a doc's `category` accepts), the same for every workspace.",
  })
  @ApiOkResponse({ type: CategoryCollection, headers: ETAG_HEADER })
  categories(@RequestUrl() url: string): HalCollection<'category', CategoryResource> {
    return this.editions.categories(url);
  }

  @Get()
  @ApiOperation({
    operationId: 'listDocs',
    summary: 'List Docs',
    description:
      "The docs (editions) of your workspace's projects, with the list query grammar. Filter by `title` to get one project's docs.",
  })
  @ApiList(EDITION_LIST_FIELDS, EditionCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'edition', EditionResource>> {
    return this.editions.list(principal, query, url);
  }

  @Get(':edition_id')
  @ApiOperation({
    operationId: 'getDoc',
    summary: 'Retrieve a Doc',
    description:
      'A doc with its options, its published and preview links, its screenshot, its page count and a link to its export jobs.',
  })
  @ApiRead(EditionResource, EditionId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
  ): Promise<EditionResource> {
    return this.editions.get(principal, id);
  }

  @Post()
  @ApiOperation({
    operationId: 'createDoc',
    summary: 'Create a Doc in a project',
    description:
      'A new draft doc in a project of your workspace (`name` and `title.id` required). The identifier defaults to a slug of the name, unique in the project. Answers 201 with `Location`.',
  })
  @ApiJsonBody(CreateEditionDto, { name: 'Spring issue', title: { id: 1 } }, 'A draft doc in project 1')
  @Idempotent('createDoc')
  @ApiCreate(EditionResource, { names: 'the new doc' })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateEditionDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<EditionResource>,
  ): Promise<EditionResource> {
    return this.editions.create(principal, dto, recorder);
  }

  @Patch(':edition_id')
  @ApiOperation({
    operationId: 'updateDoc',
    summary: 'Update a Doc (options merge key by key)',
    description:
      "Change a doc's fields; `options` merge key by key and are validated. A read-only or unknown key is a 422 naming it. `If-Match` guards against lost updates.",
  })
  @ApiJsonBody(UpdateEditionDto, {
    name: 'Spring issue 2026',
    category: 'brochure',
    options: { has_search: true, has_personalization: true },
  })
  @ApiUpdate(EditionResource, EditionId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
    @Body() dto: UpdateEditionDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<EditionResource> {
    return this.editions.update(principal, id, dto, conditions);
  }

  @Delete(':edition_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteDoc',
    summary: 'Delete a Doc and its pages (permanent)',
    description: 'Deletes the doc for good with its pages and export archives. Answers 204.',
  })
  @ApiDelete(EditionId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.editions.remove(principal, id, conditions);
  }

  @Post(':edition_id/publish')
  @HttpCode(200)
  @EditionId()
  @ApiOperation({
    operationId: 'publishDoc',
    summary: 'Publish a Doc (again, if it is published)',
    description:
      'Makes the doc readable at its published link and sets its publish date. Publishing a published doc publishes it again.',
  })
  @ApiOkResponse({ type: EditionResource, headers: ETAG_HEADER })
  // No body, but one sent is read as JSON: malformed, it is a 400 (docs/http.md).
  @ApiProblems(400, 404)
  publish(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
  ): Promise<EditionResource> {
    return this.editions.publish(principal, id, true);
  }

  @Post(':edition_id/unpublish')
  @HttpCode(200)
  @EditionId()
  @ApiOperation({
    operationId: 'unpublishDoc',
    summary: 'Unpublish a Doc (back to draft; the dates stay)',
    description: 'Takes the doc back to draft: its published link stops serving it. The dates stay.',
  })
  @ApiOkResponse({ type: EditionResource, headers: ETAG_HEADER })
  // No body, but one sent is read as JSON: malformed, it is a 400 (docs/http.md).
  @ApiProblems(400, 404)
  unpublish(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
  ): Promise<EditionResource> {
    return this.editions.publish(principal, id, false);
  }

  @Post(':edition_id/preview/rotate')
  @HttpCode(200)
  @EditionId()
  @ApiOperation({
    operationId: 'rotateDocPreview',
    summary: "Replace a Doc's preview key",
    description: 'Gives the doc a new preview link; the old one stops at once.',
  })
  @ApiOkResponse({ type: EditionResource, headers: ETAG_HEADER })
  @ApiProblems(400, 404)
  rotatePreview(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
  ): Promise<EditionResource> {
    return this.editions.rotatePreview(principal, id);
  }

  @CopyDocOperation('copyDocV2', 'Copy a Doc with its pages (as /v3/magazine/edition/{id}/copy)')
  copy(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
    @OptionalBody() dto: CopyEditionDto,
  ): Promise<EditionResource> {
    return this.editions.copy(principal, id, dto);
  }
}

/** The platform's copy lives under /v3; the same operation answers under /v2 (above). */
@ApiTags('Docs')
@Authenticated()
@HalResponses()
@Controller('v3/magazine/edition')
export class EditionsV3Controller {
  constructor(private readonly editions: EditionsService) {}

  @CopyDocOperation('copyDoc', 'Copy a Doc with its pages, into the same or another project of the workspace')
  copy(
    @CurrentPrincipal() principal: Principal,
    @Param('edition_id', ParseIdPipe) id: number,
    @OptionalBody() dto: CopyEditionDto,
  ): Promise<EditionResource> {
    return this.editions.copy(principal, id, dto);
  }
}
