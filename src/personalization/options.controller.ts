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
import { CreateOptionDto, UpdateOptionDto } from './dto/option.dto.js';
import { OptionsService } from './options.service.js';
import { OPTION_LIST_FIELDS } from './personalization.list-fields.js';
import { PersonalizationOptionCollection, PersonalizationOptionResource } from './personalization.resource.js';

const OptionId = () => ApiParam({ name: 'option_id', schema: { type: 'integer', minimum: 1 } });

/** `/personalization/option` (and its `/v2` twin, docs/personalization.md). */
@ApiTags('Personalization')
@Authenticated()
@HalResponses()
@Controller('personalization/option')
export class OptionsController {
  constructor(private readonly service: OptionsService) {}

  @Get()
  @ApiOperation({ operationId: 'listPersonalizationOptions', summary: 'List the options of categories' })
  @ApiList(OPTION_LIST_FIELDS, PersonalizationOptionCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'option', PersonalizationOptionResource>> {
    return this.service.list(principal, query, url);
  }

  @Get(':option_id')
  @ApiOperation({ operationId: 'getPersonalizationOption', summary: 'Retrieve an option of a category' })
  @ApiRead(PersonalizationOptionResource, OptionId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('option_id', ParseIdPipe) id: number,
  ): Promise<PersonalizationOptionResource> {
    return this.service.get(principal, id);
  }

  @Post()
  @ApiOperation({ operationId: 'createPersonalizationOption', summary: 'Create an option of a category' })
  @ApiJsonBody(CreateOptionDto, { category: 1, key: 'finance', label: 'Finance' })
  @Idempotent('createPersonalizationOption')
  @ApiCreate(PersonalizationOptionResource)
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateOptionDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<PersonalizationOptionResource>,
  ): Promise<PersonalizationOptionResource> {
    return this.service.create(principal, dto, recorder);
  }

  @Patch(':option_id')
  @ApiOperation({ operationId: 'updatePersonalizationOption', summary: 'Update an option of a category' })
  @ApiJsonBody(UpdateOptionDto, { label: 'Financial services' })
  @ApiUpdate(PersonalizationOptionResource, OptionId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('option_id', ParseIdPipe) id: number,
    @Body() dto: UpdateOptionDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<PersonalizationOptionResource> {
    return this.service.update(principal, id, dto, conditions);
  }

  @Delete(':option_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePersonalizationOption',
    summary: "Delete an option and the tokens' choices of it (permanent)",
  })
  @ApiDelete(OptionId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('option_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.service.remove(principal, id, conditions);
  }
}
