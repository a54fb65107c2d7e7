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
import { CreateGoalDto, UpdateGoalDto } from './dto/goal.dto.js';
import { AnalyticsGoalCollection, AnalyticsGoalResource } from './goal.resource.js';
import { AnalyticsGoals, GOAL_LIST_FIELDS } from './goals.service.js';

const GoalId = () => ApiParam({ name: 'goal_id', schema: { type: 'integer', minimum: 1 } });

/** `/analytics/goal` (docs/analytics.md, "Goals"): what a visit converts on; reports count `conversions`. */
@ApiTags('Analytics')
@Authenticated()
@HalResponses()
@Controller('analytics/goal')
export class GoalsController {
  constructor(private readonly goals: AnalyticsGoals) {}

  @Get()
  @ApiOperation({ operationId: 'listAnalyticsGoals', summary: "The workspace's analytics goals" })
  @ApiList(GOAL_LIST_FIELDS, AnalyticsGoalCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'goal', AnalyticsGoalResource>> {
    return this.goals.list(principal, query, url);
  }

  @Get(':goal_id')
  @ApiOperation({ operationId: 'getAnalyticsGoal', summary: 'An analytics goal' })
  @ApiRead(AnalyticsGoalResource, GoalId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('goal_id', ParseIdPipe) id: number,
  ): Promise<AnalyticsGoalResource> {
    return this.goals.get(principal, id);
  }

  @Post()
  @ApiOperation({
    operationId: 'createAnalyticsGoal',
    summary: 'Create an analytics goal: a page reached, a click, a custom event or a doc read to its end',
  })
  @ApiJsonBody(CreateGoalDto, { name: 'Clicked sign-up', type: 'click', pattern: '*signup*' })
  @Idempotent('createAnalyticsGoal')
  @ApiCreate(AnalyticsGoalResource, { names: 'the new goal' })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateGoalDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<AnalyticsGoalResource>,
  ): Promise<AnalyticsGoalResource> {
    return this.goals.create(principal, dto, recorder);
  }

  @Patch(':goal_id')
  @ApiOperation({ operationId: 'updateAnalyticsGoal', summary: 'Update an analytics goal' })
  @ApiJsonBody(UpdateGoalDto, { name: 'Signed up' })
  @ApiUpdate(AnalyticsGoalResource, GoalId())
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('goal_id', ParseIdPipe) id: number,
    @Body() dto: UpdateGoalDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<AnalyticsGoalResource> {
    return this.goals.update(principal, id, dto, conditions);
  }

  @Delete(':goal_id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteAnalyticsGoal', summary: 'Delete an analytics goal (permanent)' })
  @ApiDelete(GoalId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('goal_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.goals.remove(principal, id, conditions);
  }
}
