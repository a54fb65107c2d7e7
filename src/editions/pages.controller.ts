import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiCreate, ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestUrl } from '../common/http/request-url.js';
import { IdempotencyRecorder, Idempotent } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { CreatePageDto, UpdatePageDto } from './dto/page.dto.js';
import { PAGE_LIST_FIELDS } from './edition.list-fields.js';
import { PageCollection, PageResource } from './page.resource.js';
import { PagesService } from './pages.service.js';

export const PageId = () => ApiParam({ name: 'page_id', schema: { type: 'integer', minimum: 1 } });

@ApiTags('Pages')
@Authenticated()
@HalResponses()
@Controller('v2/magazine/page')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listPages',
    summary: 'List Pages (without their content; by position unless ordered)',
    description:
      "The pages of your workspace's docs, without their content, in position order unless ordered otherwise. Filter by `edition` to get one doc's pages.",
  })
  @ApiList(PAGE_LIST_FIELDS, PageCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'page', PageResource>> {
    return this.pages.list(principal, query, url);
  }

  @Get(':page_id')
  @ApiOperation({
    operationId: 'getPage',
    summary: 'Retrieve a Page with its content tree',
    description: 'A page with its whole content tree (sections, headings, paragraphs, images, buttons, videos).',
  })
  @ApiRead(PageResource, PageId())
  get(@CurrentPrincipal() principal: Principal, @Param('page_id', ParseIdPipe) id: number): Promise<PageResource> {
    return this.pages.get(principal, id);
  }

  @Post()
  @ApiOperation({
    operationId: 'createPage',
    summary: 'Create a Page in a Doc (last, or at a position)',
    description:
      'A new page in a doc, last or at `position` (the pages after it move down). Its content tree is validated; a bad node is a 422 naming its path.',
  })
  @ApiJsonBody(CreatePageDto, { name: 'Cover', edition: { id: 1 } }, 'The last page of doc 1')
  @Idempotent('createPage')
  @ApiCreate(PageResource, { names: 'the new page' })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreatePageDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<PageResource>,
  ): Promise<PageResource> {
    return this.pages.create(principal, dto, recorder);
  }

  @Patch(':page_id')
  @ApiOperation({
    operationId: 'updatePage',
    summary: 'Update or move a Page',
    description:
      'Rename, hide, move (`position`: the others shift so positions stay dense) or replace the content of a page. `If-Match` guards against lost updates.',
  })
  @ApiJsonBody(UpdatePageDto, { name: 'Front cover', is_visible: true })
  @ApiUpdate(PageResource, PageId(), 409)
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('page_id', ParseIdPipe) id: number,
    @Body() dto: UpdatePageDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<PageResource> {
    return this.pages.update(principal, id, dto, conditions);
  }

  @Delete(':page_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePage',
    summary: 'Delete a Page (the pages after it move up)',
    description: 'Deletes a page for good; the pages after it move up so positions stay dense. Answers 204.',
  })
  @ApiDelete(PageId(), 409)
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('page_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.pages.remove(principal, id, conditions);
  }
}
