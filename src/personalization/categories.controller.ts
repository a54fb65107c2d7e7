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
import { CategoriesService } from './categories.service.js';
import { CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto.js';
import { CATEGORY_LIST_FIELDS } from './personalization.list-fields.js';
import { PersonalizationCategoryCollection, PersonalizationCategoryResource } from './personalization.resource.js';

const CategoryId = () => ApiParam({ name: 'category_id', schema: { type: 'integer', minimum: 1 } });

/** `/personalization/category` (and its `/v2` twin, docs/personalization.md). */
@ApiTags('Personalization')
@Authenticated()
@HalResponses()
@Controller('personalization/category')
export class CategoriesController {
  constructor(private readonly service: CategoriesService) {}

  @Get()
  @ApiOperation({ operationId: 'listPersonalizationCategories', summary: 'List personalization categories' })
  @ApiList(CATEGORY_LIST_FIELDS, PersonalizationCategoryCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'category', PersonalizationCategoryResource>> {
    return this.service.list(principal, query, url);
  }

  @Get(':category_id')
  @ApiOperation({ operationId: 'getPersonalizationCategory', summary: 'Retrieve a personalization category' })
  @ApiRead(PersonalizationCategoryResource, CategoryId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('category_id', ParseIdPipe) id: number,
  ): Promise<PersonalizationCategoryResource> {
    return this.service.get(principal, id);
  }

  @Post()
  @ApiOperation({ operationId: 'createPersonalizationCategory', summary: 'Create a personalization category' })
  @ApiJsonBody(CreateCategoryDto, { key: 'industry', name: 'Industry' })
  @Idempotent('createPersonalizationCategory')
  @ApiCreate(PersonalizationCategoryResource)
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateCategoryDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<PersonalizationCategoryResource>,
  ): Promise<PersonalizationCategoryResource> {
    return this.service.create(principal, dto, recorder);
  }

  @Patch(':category_id')
  @ApiOperation({ operationId: 'updatePersonalizationCategory', summary: 'Update a personalization category' })
  @ApiJsonBody(UpdateCategoryDto, { name: 'Industry', is_multiple: true })
  @ApiUpdate(PersonalizationCategoryResource, CategoryId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('category_id', ParseIdPipe) id: number,
    @Body() dto: UpdateCategoryDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<PersonalizationCategoryResource> {
    return this.service.update(principal, id, dto, conditions);
  }

  @Delete(':category_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePersonalizationCategory',
    summary: "Delete a category with its options and the tokens' choices of them (permanent)",
  })
  @ApiDelete(CategoryId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('category_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.service.remove(principal, id, conditions);
  }
}
