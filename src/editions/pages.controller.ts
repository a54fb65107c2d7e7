import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import { Authenticated } from '../auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../auth/principal.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { ApiConditionalWrite, ETAG_HEADER, type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { Idempotent, IdempotencyRecorder } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { CONTENT_PATCHES_SCHEMA, CreatePageDto, UpdatePageDto } from './dto/page.dto.js';
import { PAGE_LIST_FIELDS } from './edition.list-fields.js';
import { PageCollection, PageResource } from './page.resource.js';
import { PagesService } from './pages.service.js';

const PageId = () => ApiParam({ name: 'page_id', schema: { type: 'integer', minimum: 1 } });

@ApiTags('Pages')
@Authenticated()
@HalResponses()
@Controller('v2/magazine/page')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get()
  @ApiOperation({ operationId: 'listPages', summary: 'List Pages (without their content; by position unless ordered)' })
  @ApiList(PAGE_LIST_FIELDS, PageCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
  ): Promise<HalCollection<'page', PageResource>> {
    return this.pages.list(principal, query, request.url);
  }

  @Get(':page_id')
  @ApiOperation({ operationId: 'getPage', summary: 'Retrieve a Page with its content tree' })
  @ApiRead(PageResource, PageId())
  get(@CurrentPrincipal() principal: Principal, @Param('page_id', ParseIdPipe) id: number): Promise<PageResource> {
    return this.pages.get(principal, id);
  }

  @Post()
  @ApiOperation({ operationId: 'createPage', summary: 'Create a Page in a Doc (last, or at a position)' })
  @ApiJsonBody(CreatePageDto, { name: 'Cover', edition: { id: 1 } }, 'The last page of doc 1')
  @ApiCreatedResponse({ type: PageResource, headers: ETAG_HEADER, description: 'Created; Location names the new page' })
  @Idempotent('createPage')
  @ApiProblems(400, 413, 415, 422)
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreatePageDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<PageResource>,
  ): Promise<PageResource> {
    return this.pages.create(principal, dto, recorder);
  }

  @Patch(':page_id')
  @ApiOperation({ operationId: 'updatePage', summary: 'Update or move a Page' })
  @ApiJsonBody(UpdatePageDto, { name: 'Front cover', is_visible: true })
  @ApiUpdate(PageResource, PageId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('page_id', ParseIdPipe) id: number,
    @Body() dto: UpdatePageDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<PageResource> {
    return this.pages.update(principal, id, dto, conditions);
  }

  @Patch(':page_id/content')
  @ApiConditionalWrite()
  @PageId()
  @ApiOperation({
    operationId: 'patchPageContent',
    summary: "Edit a Page's content tree with Immer patches",
    description:
      'The patches are applied in order, as Immer applies them, all or nothing: with the page locked, the resulting tree is ' +
      'validated as a whole (as on create) and only then written. A path that does not exist is a 422 naming the patch ' +
      '(`patches.3.path`); a result that breaks the content rules is a 422 naming the content path ' +
      '(`content.children.0.level`), a tree over 1 MiB one naming `content`. At most 1,000 patches. An empty array changes nothing.',
  })
  @ApiBody({
    schema: CONTENT_PATCHES_SCHEMA,
    examples: {
      example: {
        summary: 'A heading before the first node (works on a new, empty page)',
        value: [{ op: 'add', path: ['children', 0], value: { type: 'heading', level: 1, text: 'Welcome' } }],
      },
      edit: {
        summary: "Two paragraphs in, the first one's text changed, the second one out again",
        value: [
          { op: 'add', path: ['children', 0], value: { type: 'paragraph', text: 'Draft' } },
          { op: 'add', path: ['children', 1], value: { type: 'paragraph', text: 'Second thoughts' } },
          { op: 'replace', path: ['children', 0, 'text'], value: 'Final' },
          { op: 'remove', path: ['children', 1] },
        ],
      },
    },
  })
  @ApiOkResponse({ type: PageResource, headers: ETAG_HEADER, description: 'The page with its new content tree' })
  @ApiProblems(400, 404, 413, 415, 422)
  patchContent(
    @CurrentPrincipal() principal: Principal,
    @Param('page_id', ParseIdPipe) id: number,
    @Body() patches: unknown,
    @RequestPreconditions() conditions: Preconditions,
    // The page's JSON text, made without parsing the tree on the event loop (PagesService.patchContent).
  ): Promise<string> {
    return this.pages.patchContent(principal, id, patches, conditions);
  }

  @Delete(':page_id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deletePage', summary: 'Delete a Page (the pages after it move up)' })
  @ApiDelete(PageId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('page_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.pages.remove(principal, id, conditions);
  }
}
