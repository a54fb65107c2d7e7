import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { problemResponse } from '../common/problem/api-responses.js';
import { ProblemException } from '../common/problem/problem.js';

const NO_USER = 'This token was issued to an API client (client credentials), not to a user: it has no self';

const ApiNoUser = () =>
  ApiResponse({ status: 403, ...problemResponse(403, 'The token is a client-credentials token: it has no user') });

/**
 * `/self` and `/self/privilege` describe the user a token was issued to. Every token this
 * service issues is a client-credentials token, which has none, so both answer 403 as the
 * platform does for such a token, never 404: a client that probes its token
 * there reads the platform's answer (the route exists, the token may not use it).
 */
@ApiTags('Users')
@Authenticated()
@Controller('v2/self')
export class SelfController {
  @Get()
  @HttpCode(403)
  @ApiOperation({ operationId: 'getSelf', summary: 'The user behind the token (none for client credentials: 403)' })
  @ApiNoUser()
  self(): never {
    throw new ProblemException(403, NO_USER);
  }

  @Get('privilege')
  @HttpCode(403)
  @ApiOperation({
    operationId: 'getSelfPrivilege',
    summary: 'The privileges of the user behind the token (none for client credentials: 403)',
  })
  @ApiNoUser()
  privilege(): never {
    throw new ProblemException(403, NO_USER);
  }
}
