import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiResponse, ApiTags, type SchemaObject } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { HAL_CONTENT_TYPE } from '../common/hal/hal-response.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { AnalyticsShares } from './shares.service.js';

const LINK: SchemaObject = { type: 'object', properties: { href: { type: 'string' } }, required: ['href'] };
const SHARE: SchemaObject = {
  type: 'object',
  properties: {
    _links: {
      type: 'object',
      properties: { self: LINK, dashboard: { ...LINK, description: 'The signed dashboard page (no bearer)' } },
    },
    created_on: { type: 'string', format: 'date-time' },
    doc: { type: 'integer', nullable: true },
    expires_on: { type: 'string', format: 'date-time' },
    frame_ancestors: { type: 'array', items: { type: 'string' } },
    id: { type: 'integer' },
    project: { type: 'integer', nullable: true },
    token: { type: 'integer', nullable: true },
  },
};

/** Dashboard shares (docs/analytics.md): signed, revocable, listed; scoped to the workspace. */
@ApiTags('Analytics')
@Authenticated()
@Controller('analytics/share')
export class SharesController {
  constructor(private readonly shares: AnalyticsShares) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createAnalyticsShare',
    summary: "Share a doc's, project's or personalized doc's dashboard: a signed link that needs no bearer",
  })
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        doc: { type: 'integer' },
        project: { type: 'integer' },
        token: { type: 'integer' },
        expires_on: { type: 'string', format: 'date-time', description: 'At most 366 days ahead' },
        frame_ancestors: {
          type: 'array',
          maxItems: 10,
          items: { type: 'string', example: 'https://intranet.example.com' },
          description: 'Origins that may show the page in an iframe (none by default)',
        },
      },
      required: ['expires_on'],
    },
    examples: {
      example: {
        summary: "Doc 1's dashboard, shared until the date",
        value: { doc: 1, expires_on: '2027-06-01T00:00:00Z' },
      },
    },
  })
  @ApiResponse({ status: 201, content: { [HAL_CONTENT_TYPE]: { schema: SHARE } } })
  @ApiProblems(400, 413, 415, 422, 429)
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    const share = this.shares.present(await this.shares.create(principal.workspaceId, body));
    reply.header('Content-Type', HAL_CONTENT_TYPE).header('Location', share._links.self.href);
    return share;
  }

  @Get()
  @ApiOperation({ operationId: 'listAnalyticsShares', summary: "The workspace's dashboard shares" })
  @ApiResponse({
    status: 200,
    content: {
      [HAL_CONTENT_TYPE]: {
        schema: {
          type: 'object',
          properties: {
            _links: { $ref: '#/components/schemas/CollectionLinksDto' },
            page_count: { type: 'integer' },
            page_size: { type: 'integer', description: 'the limit' },
            total_items: { type: 'integer' },
            page: { type: 'integer', description: '0 when the collection is empty' },
            count: { type: 'integer', description: 'echoes the page size, as the platform does' },
            total: { type: 'integer', description: 'equals total_items' },
            _embedded: { type: 'object', properties: { share: { type: 'array', items: SHARE } } },
          },
        },
      },
    },
  })
  @ApiProblems(429)
  async list(
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    return this.shares.list(principal.workspaceId, request.url.replace(/^\/v2/, ''));
  }

  @Get(':share_id')
  @ApiOperation({ operationId: 'getAnalyticsShare', summary: 'A dashboard share' })
  @ApiParam({ name: 'share_id', schema: { type: 'integer', minimum: 1 } })
  @ApiResponse({ status: 200, content: { [HAL_CONTENT_TYPE]: { schema: SHARE } } })
  @ApiProblems(404, 429)
  async get(
    @CurrentPrincipal() principal: Principal,
    @Param('share_id', ParseIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    return this.shares.present(await this.shares.get(principal.workspaceId, id));
  }

  @Delete(':share_id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteAnalyticsShare', summary: 'Revoke a dashboard share: its link stops at once' })
  @ApiParam({ name: 'share_id', schema: { type: 'integer', minimum: 1 } })
  @ApiResponse({ status: 204, description: 'Revoked' })
  @ApiProblems(404, 429)
  async remove(@CurrentPrincipal() principal: Principal, @Param('share_id', ParseIdPipe) id: number): Promise<void> {
    await this.shares.remove(principal.workspaceId, id);
  }
}
