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
import { CreateValueDto, UpdateValueDto } from './dto/value.dto.js';
import { VALUE_LIST_FIELDS } from './personalization.list-fields.js';
import { PersonalizationValueCollection, PersonalizationValueResource } from './personalization.resource.js';
import { ValuesService } from './values.service.js';

const ValueId = () => ApiParam({ name: 'value_id', schema: { type: 'integer', minimum: 1 } });

/** `/personalization/value` (and its `/v2` twin, docs/personalization.md). */
@ApiTags('Personalization')
@Authenticated()
@HalResponses()
@Controller('personalization/value')
export class ValuesController {
  constructor(private readonly service: ValuesService) {}

  @Get()
  @ApiOperation({ operationId: 'listPersonalizationValues', summary: 'List values (the answers of tokens)' })
  @ApiList(VALUE_LIST_FIELDS, PersonalizationValueCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'value', PersonalizationValueResource>> {
    return this.service.list(principal, query, url);
  }

  @Get(':value_id')
  @ApiOperation({ operationId: 'getPersonalizationValue', summary: 'Retrieve a value (one answer of one token)' })
  @ApiRead(PersonalizationValueResource, ValueId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('value_id', ParseIdPipe) id: number,
  ): Promise<PersonalizationValueResource> {
    return this.service.get(principal, id);
  }

  @Post()
  @ApiOperation({ operationId: 'createPersonalizationValue', summary: 'Create a value (one answer of one token)' })
  @ApiJsonBody(CreateValueDto, { token: 1, property: 1, value: 'Anna' })
  @Idempotent('createPersonalizationValue')
  @ApiCreate(PersonalizationValueResource)
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateValueDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<PersonalizationValueResource>,
  ): Promise<PersonalizationValueResource> {
    return this.service.create(principal, dto, recorder);
  }

  @Patch(':value_id')
  @ApiOperation({ operationId: 'updatePersonalizationValue', summary: 'Update a value (one answer of one token)' })
  @ApiJsonBody(UpdateValueDto, { value: 'Anne' })
  @ApiUpdate(PersonalizationValueResource, ValueId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('value_id', ParseIdPipe) id: number,
    @Body() dto: UpdateValueDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<PersonalizationValueResource> {
    return this.service.update(principal, id, dto, conditions);
  }

  @Delete(':value_id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deletePersonalizationValue', summary: 'Delete a value (permanent)' })
  @ApiDelete(ValueId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('value_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.service.remove(principal, id, conditions);
  }
}
