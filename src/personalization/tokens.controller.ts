import type { Readable } from 'node:stream';

import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ApiCreate, ApiDelete, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import { HAL_CONTENT_TYPE } from '../common/hal/hal-response.js';
import { AcceptsBody } from '../common/http/content-type.guard.js';
import {
  ApiConditionalRead,
  ApiConditionalWrite,
  ETAG_HEADER,
  type Preconditions,
  RequestPreconditions,
} from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestUrl } from '../common/http/request-url.js';
import { ApiListQuery } from '../common/list-query/api-list-query.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { ApiIdempotencyKey } from '../idempotency/api-idempotency-key.js';
import { IdempotencyRecorder, Idempotent, keyOf } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { CreateTokenDto, UpdateTokenDto } from './dto/token.dto.js';
import { TokenImportService } from './import/token-import.service.js';
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
  constructor(
    private readonly service: TokensService,
    private readonly imports: TokenImportService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listPersonalizationTokens',
    summary:
      'List tokens (personalized docs); with `Accept: text/csv`, every token the filters select, for a mail merge',
    description:
      'CSV columns: id, name, external_id, key, link (the personalized link, empty while the doc is unpublished), views, last_viewed_on, one per property key, one per category key (option keys, `|`-separated). A cell starting with = + - @ (or a tab or CR) gets a leading \'. Paging does not apply to the CSV. See docs/personalization.md, "Campaigns".',
  })
  @ApiConditionalRead()
  @ApiListQuery(TOKEN_LIST_FIELDS)
  @ApiExtraModels(PersonalizationTokenCollection)
  @ApiProduces(HAL_CONTENT_TYPE, 'text/csv')
  @ApiResponse({
    status: 200,
    description: 'The page of tokens; with `Accept: text/csv`, all of them as CSV',
    headers: ETAG_HEADER,
    content: {
      [HAL_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(PersonalizationTokenCollection) } },
      'text/csv': { schema: { type: 'string' } },
    },
  })
  @ApiProblems(400, 409, 416)
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<HalCollection<'token', PersonalizationTokenResource> | Readable> {
    if (/(^|,)\s*text\/csv\s*(;|,|$)/i.test(request.headers.accept ?? '')) {
      const csv = this.service.csv(principal, query);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', 'attachment; filename="tokens.csv"');
      return csv;
    }
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    return this.service.list(principal, query, url);
  }

  @Post('import')
  @AcceptsBody('text/csv', 'application/json')
  @ApiOperation({
    operationId: 'importPersonalizationTokens',
    summary: 'Import tokens from a CRM list (CSV or JSON): up to 1,000 rows at once (201), more as a job (202)',
    description:
      'Columns: `name` (required), `external_id`, `expires_on`, one per property key and one per category key (option keys, `|`-separated). A row whose external_id already has a token on the doc updates it. See docs/personalization.md, "Campaigns".',
  })
  @ApiQuery({ name: 'edition', required: true, schema: { type: 'integer', minimum: 1, example: 1 } })
  @ApiConsumes('text/csv', 'application/json')
  @ApiBody({
    required: true,
    description: 'CSV (UTF-8, comma or semicolon, a header line) or JSON `{"tokens": [{...}, ...]}`',
    schema: {
      oneOf: [
        { type: 'string', example: 'name,external_id,first_name\nAcme Anna,crm-1,Anna\n' },
        { type: 'object', properties: { tokens: { type: 'array', items: { type: 'object' } } }, required: ['tokens'] },
      ],
    },
    examples: {
      example: {
        summary: 'Two tokens on doc 1 (JSON)',
        value: {
          tokens: [
            { name: 'Acme, Anna', external_id: 'crm-1' },
            { name: 'Initech, Bob', external_id: 'crm-2' },
          ],
        },
      },
    },
  })
  @ApiIdempotencyKey()
  @ApiResponse({
    status: 201,
    description:
      'Imported: `{created, updated, errors: [{row, column, rule, message}]}`, the first 200 errors in row order; past them `errors_omitted` counts the rest',
    schema: { type: 'object' },
  })
  @ApiResponse({
    status: 202,
    description:
      'More than 1,000 rows: the import job (the job resource of GET /v2/job/{id}, `type: import`, with `result`)',
    schema: { type: 'object' },
  })
  @ApiProblems(400, 413, 415, 422)
  async import(
    @CurrentPrincipal() principal: Principal,
    @Query('edition') edition: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    const key = keyOf(request);
    const csv = /^text\/csv\b/i.test(request.headers['content-type'] ?? '');
    const answer = await this.imports.import(
      principal,
      edition,
      csv && request.body
        ? { kind: 'csv', stream: request.body as Readable, length: Number(request.headers['content-length'] ?? 0) }
        : { kind: 'json', body: request.body },
      key,
    );
    reply.status(answer.status).headers(answer.headers);
    return answer.body;
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
