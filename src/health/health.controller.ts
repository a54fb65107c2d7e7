import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Public } from '../auth/public.decorator.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { ProblemException } from '../common/problem/problem.js';
import { selectOne } from '../database/ping.js';

@ApiTags('Operations')
@Public()
@ApiProblems(406)
@Controller()
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get('health')
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'The process is up',
    description: 'Answers 200 while the process runs, without touching the database: for a liveness probe.',
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', example: 'ok' } } } })
  health(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    operationId: 'getReadiness',
    summary: 'The database answers',
    description:
      "Answers 200 when the database answers, else 503: for a readiness probe or a load balancer's health check.",
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', example: 'ready' } } } })
  @ApiProblems(503)
  async ready(): Promise<{ status: string }> {
    try {
      // Well inside the 2 s a load balancer may give us; the pool guard usually answers sooner.
      await withTimeout(selectOne(this.dataSource), 1500);
      return { status: 'ready' };
    } catch {
      throw new ProblemException(503, 'The database does not answer', { headers: { 'Retry-After': '5' } });
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
