import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiCreate, ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { ApiConditionalWrite, ETAG_HEADER, type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestUrl } from '../common/http/request-url.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { IdempotencyRecorder, Idempotent } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { CreateTokenDto, UpdateTokenDto } from './dto/token.dto.js';
import { TOKEN_LIST_FIELDS } from './personalization.list-fields.js';
import { PersonalizationTokenCollection, PersonalizationTokenResource } from './personalization.resource.js';
import { TokensService } from './tokens.service.js';

const TokenId = () => ApiParam({ name: 'token_id', schema: { type: 'integer', minimum: 1 } });

/** `/personalization/token` (and its `/v2` twin, docs/personalization.md). */
@ApiTags('Personalization')
@Authenticated()
@HalResponses()
@Controller('personalization/token')
export class TokensController {
  constructor(private readonly service: TokensService) {}

  @Get()
  @ApiOperation({ operationId: 'listPersonalizationTokens', summary: 'List tokens (personalized docs)' })
  @ApiList(TOKEN_LIST_FIELDS, PersonalizationTokenCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'token', PersonalizationTokenResource>> {
    return this.service.list(principal, query, url);
  }

  @Get(':token_id')
  @ApiOperation({ operationId: 'getPersonalizationToken', summary: 'Retrieve a token (one personalized doc)' })
  @ApiRead(PersonalizationTokenResource, TokenId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('token_id', ParseIdPipe) id: number,
  ): Promise<PersonalizationTokenResource> {
    return this.service.get(principal, id);
  }

  @Post()
  @ApiOperation({ operationId: 'createPersonalizationToken', summary: 'Create a token (one personalized doc)' })
  @ApiJsonBody(CreateTokenDto, { edition: 1, name: 'Acme, Anna' })
  @Idempotent('createPersonalizationToken')
  @ApiCreate(PersonalizationTokenResource)
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateTokenDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<PersonalizationTokenResource>,
  ): Promise<PersonalizationTokenResource> {
    return this.service.create(principal, dto, recorder);
  }

  @Patch(':token_id')
  @ApiOperation({ operationId: 'updatePersonalizationToken', summary: 'Update a token (one personalized doc)' })
  @ApiJsonBody(UpdateTokenDto, { name: 'Acme, Anna B.', expires_on: '2030-01-01T00:00:00Z' })
  @ApiUpdate(PersonalizationTokenResource, TokenId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('token_id', ParseIdPipe) id: number,
    @Body() dto: UpdateTokenDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<PersonalizationTokenResource> {
    return this.service.update(principal, id, dto, conditions);
  }

  @Post(':token_id/rotate')
  @HttpCode(200)
  @ApiConditionalWrite()
  @TokenId()
  @ApiOperation({
    operationId: 'rotatePersonalizationToken',
    summary: 'Give a token a new key: its old link reads the plain doc from now on',
  })
  @ApiOkResponse({
    type: PersonalizationTokenResource,
    headers: ETAG_HEADER,
    description: 'The token with its new key',
  })
  // No body, but one sent is read as JSON: malformed, it is a 400 (docs/http.md).
  @ApiProblems(400, 404)
  rotate(
    @CurrentPrincipal() principal: Principal,
    @Param('token_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<PersonalizationTokenResource> {
    return this.service.rotate(principal, id, conditions);
  }

  @Delete(':token_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePersonalizationToken',
    summary: 'Delete a token and its values (permanent); its link reads the plain doc',
  })
  @ApiDelete(TokenId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('token_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.service.remove(principal, id, conditions);
  }
}
