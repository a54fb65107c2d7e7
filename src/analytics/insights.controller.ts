import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { HAL_CONTENT_TYPE } from '../common/hal/hal-response.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { AnalyticsInsights } from './analytics-insights.service.js';
import { ApiRangeQuery } from './report.schemas.js';

/** The funnel and realtime (docs/analytics.md), scoped to the credential's workspace. */
@ApiTags('Analytics')
@Authenticated()
@Controller('analytics')
export class InsightsController {
  constructor(private readonly insights: AnalyticsInsights) {}

  @Get('funnel')
  @ApiOperation({
    operationId: 'getAnalyticsFunnel',
    summary: "A doc's funnel, or a funnel of goals: the visits that reached each step, in order, with the drop-off",
  })
  @ApiQuery({
    name: 'doc',
    required: false,
    schema: { type: 'integer', minimum: 1 },
    description: "The doc's id: a step per page position (give doc or goals)",
  })
  @ApiQuery({
    name: 'goals',
    required: false,
    schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){1,19}$', example: '1,2,3' },
    description: 'Goal ids in order, 2 to 20: a step per goal, reached after the ones before within the visit',
  })
  @ApiRangeQuery()
  @ApiProduces(HAL_CONTENT_TYPE)
  @ApiResponse({
    status: 200,
    description:
      'Steps by page position (or by goal): `visits`, `share` (% of step 1), `drop_off` and `drop_off_rate` (% of the step before)',
    content: {
      [HAL_CONTENT_TYPE]: {
        schema: {
          type: 'object',
          properties: {
            doc: { type: 'integer', description: 'A funnel by page position' },
            goals: { type: 'array', items: { type: 'integer' }, description: 'A funnel by goals' },
            date_from: { type: 'string', format: 'date' },
            date_to: { type: 'string', format: 'date' },
            timezone: { type: 'string' },
            data_until: { type: 'string', format: 'date-time' },
            steps: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  step: { type: 'integer' },
                  page: { type: 'string', description: 'By page position' },
                  page_position: { type: 'integer', description: 'By page position' },
                  goal: { type: 'integer', description: 'By goals: the goal id' },
                  name: { type: 'string', description: "By goals: the goal's name" },
                  visits: { type: 'integer' },
                  share: { type: 'number' },
                  drop_off: { type: 'integer' },
                  drop_off_rate: { type: 'number' },
                },
              },
            },
          },
        },
      },
    },
  })
  @ApiProblems(400, 404, 422, 429)
  async funnel(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    return this.insights.funnel(principal.workspaceId, query);
  }

  @Get('realtime')
  @ApiOperation({
    operationId: 'getAnalyticsRealtime',
    summary: 'Reading now: visitors in the last 5 minutes, pageviews per minute for 30, the pages being read',
  })
  @ApiQuery({ name: 'doc', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiQuery({ name: 'project', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiProduces(HAL_CONTENT_TYPE)
  @ApiResponse({
    status: 200,
    description: 'Current within seconds: from the raw events and what this instance has not written yet',
    content: {
      [HAL_CONTENT_TYPE]: {
        schema: {
          type: 'object',
          properties: {
            as_of: { type: 'string', format: 'date-time' },
            visitors: { type: 'integer' },
            pageviews: { type: 'integer', description: 'In the last 5 minutes' },
            per_minute: {
              type: 'array',
              items: {
                type: 'object',
                properties: { minute: { type: 'string', format: 'date-time' }, pageviews: { type: 'integer' } },
              },
            },
            pages: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  doc: { type: 'integer' },
                  page: { type: 'string', nullable: true },
                  page_position: { type: 'integer', nullable: true },
                  visitors: { type: 'integer' },
                },
              },
            },
            truncated: { type: 'boolean' },
          },
        },
      },
    },
  })
  @ApiProblems(400, 404, 429)
  async realtime(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    reply.header('Content-Type', HAL_CONTENT_TYPE);
    reply.header('Cache-Control', 'private, no-store');
    return this.insights.realtime(principal.workspaceId, query);
  }
}
