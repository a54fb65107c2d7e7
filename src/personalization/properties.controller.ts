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
import { CreatePropertyDto, UpdatePropertyDto } from './dto/property.dto.js';
import { PROPERTY_LIST_FIELDS } from './personalization.list-fields.js';
import { PersonalizationPropertyCollection, PersonalizationPropertyResource } from './personalization.resource.js';
import { PropertiesService } from './properties.service.js';

const PropertyId = () => ApiParam({ name: 'property_id', schema: { type: 'integer', minimum: 1 } });

/** `/personalization/property` (and its `/v2` twin, docs/personalization.md). */
@ApiTags('Personalization')
@Authenticated()
@HalResponses()
@Controller('personalization/property')
export class PropertiesController {
  constructor(private readonly service: PropertiesService) {}

  @Get()
  @ApiOperation({ operationId: 'listPersonalizationProperties', summary: 'List personalization properties' })
  @ApiList(PROPERTY_LIST_FIELDS, PersonalizationPropertyCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'property', PersonalizationPropertyResource>> {
    return this.service.list(principal, query, url);
  }

  @Get(':property_id')
  @ApiOperation({ operationId: 'getPersonalizationProperty', summary: 'Retrieve a personalization property' })
  @ApiRead(PersonalizationPropertyResource, PropertyId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('property_id', ParseIdPipe) id: number,
  ): Promise<PersonalizationPropertyResource> {
    return this.service.get(principal, id);
  }

  @Post()
  @ApiOperation({ operationId: 'createPersonalizationProperty', summary: 'Create a personalization property' })
  @ApiJsonBody(CreatePropertyDto, { key: 'first_name', name: 'First name' })
  @Idempotent('createPersonalizationProperty')
  @ApiCreate(PersonalizationPropertyResource)
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreatePropertyDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<PersonalizationPropertyResource>,
  ): Promise<PersonalizationPropertyResource> {
    return this.service.create(principal, dto, recorder);
  }

  @Patch(':property_id')
  @ApiOperation({ operationId: 'updatePersonalizationProperty', summary: 'Update a personalization property' })
  @ApiJsonBody(UpdatePropertyDto, { name: 'Given name', max_length: 100 })
  @ApiUpdate(PersonalizationPropertyResource, PropertyId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('property_id', ParseIdPipe) id: number,
    @Body() dto: UpdatePropertyDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<PersonalizationPropertyResource> {
    return this.service.update(principal, id, dto, conditions);
  }

  @Delete(':property_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePersonalizationProperty',
    summary: "Delete a property and the tokens' values of it (permanent)",
  })
  @ApiDelete(PropertyId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('property_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.service.remove(principal, id, conditions);
  }
}
