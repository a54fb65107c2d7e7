import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';

import { ApiCreate, ApiDelete, ApiList, ApiRead, ApiUpdate } from '../common/api-stacks.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentPrincipal, type Principal } from '../common/auth/principal.js';
import { ApiJsonBody } from '../common/dto/api-json-body.js';
import type { HalCollection } from '../common/hal/hal.js';
import { HalResponses } from '../common/hal/hal-response.js';
import type { LinkPrefix } from '../common/hal/link-prefix.js';
import { type Preconditions, RequestPreconditions } from '../common/http/etag.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RequestLinkPrefix, RequestUrl } from '../common/http/request-url.js';
import type { Prewritten } from '../common/http/shared-representation.js';
import { IdempotencyRecorder, Idempotent } from '../idempotency/create.interceptor.js';
import type { CreateRecorder } from '../idempotency/idempotency.service.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { USER_LIST_FIELDS } from './user.list-fields.js';
import { UserCollection, UserResource } from './user.resource.js';
import { UsersService } from './users.service.js';

const UserId = () => ApiParam({ name: 'user_id', schema: { type: 'integer', minimum: 1 } });

@ApiTags('Users')
@Authenticated()
@HalResponses()
@Controller('v2/user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({
    operationId: 'listUsers',
    summary: 'List Users',
    description: 'Users with a membership in your workspace',
  })
  @ApiList(USER_LIST_FIELDS, UserCollection)
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @RequestUrl() url: string,
  ): Promise<HalCollection<'user', UserResource>> {
    return this.users.list(principal, query, url);
  }

  @Get(':user_id')
  @ApiOperation({
    operationId: 'getUser',
    summary: 'Retrieve a User',
    description:
      'A user who has a membership in your workspace, with their roles and memberships. A user of other workspaces only is 404.',
  })
  @ApiRead(UserResource, UserId())
  get(
    @CurrentPrincipal() principal: Principal,
    @Param('user_id', ParseIdPipe) id: number,
    @RequestLinkPrefix() prefix: LinkPrefix,
  ): Promise<Prewritten<UserResource>> {
    return this.users.read(principal, id, prefix);
  }

  @Post()
  @ApiOperation({
    operationId: 'createUser',
    summary: 'Create a User',
    description: 'A new user, a member of your workspace',
  })
  @ApiJsonBody(CreateUserDto, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada.lovelace@example.com',
    phone: '+44 20 7946 0000',
    account: '1',
    options: ['tour.dashboard.content'],
    roles: ['editor'],
  })
  @Idempotent('createUser')
  @ApiCreate(UserResource, { names: 'the new user' })
  create(
    @CurrentPrincipal() principal: Principal,
    @Body() dto: CreateUserDto,
    @IdempotencyRecorder() recorder?: CreateRecorder<UserResource>,
  ): Promise<UserResource> {
    return this.users.create(principal, dto, recorder);
  }

  @Patch(':user_id')
  @ApiOperation({
    operationId: 'updateUser',
    summary: 'Update a User',
    description:
      "Change a user's profile or roles. A user shared with other workspaces can only have their roles changed here (403 otherwise). `If-Match` guards against lost updates.",
  })
  @ApiJsonBody(UpdateUserDto, { phone: '+44 20 7946 0001', roles: ['admin'] })
  @ApiUpdate(UserResource, UserId(), 403)
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('user_id', ParseIdPipe) id: number,
    @Body() dto: UpdateUserDto,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<UserResource> {
    return this.users.update(principal, id, dto, conditions);
  }

  @Delete(':user_id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteUser',
    summary: 'Delete a User',
    description: 'Removes the user from your workspace; the user is deleted for good when no workspace is left',
  })
  @ApiDelete(UserId())
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('user_id', ParseIdPipe) id: number,
    @RequestPreconditions() conditions: Preconditions,
  ): Promise<void> {
    await this.users.remove(principal, id, conditions);
  }
}
