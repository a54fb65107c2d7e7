import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public } from '../auth/public.decorator.js';
import { AcceptsBody } from '../common/http/content-type.guard.js';
import { NoRepresentation } from '../common/http/no-representation.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { Beacon, BEACON_BODY_TYPES } from './beacon.js';
import { ApiEventsBody } from './report.schemas.js';

/**
 * The reader's beacon (docs/analytics.md). Public, CORS `*` (security.ts), no cookies; JSON sent as
 * `application/json` or as `text/plain` (what `navigator.sendBeacon` sends without a
 * preflight), at most 8 KiB (body-limits.ts). Accepted events go to the buffer; the answer never
 * waits on the database.
 *
 * This controller declares the route; when the app runs on Fastify, BeaconRoute swaps its
 * handler for Beacon's own (beacon.ts), which does the same without Nest's per-request pipeline.
 */
@ApiTags('Analytics')
@Controller('analytics/event')
export class IngestController {
  constructor(private readonly beacon: Beacon) {}

  @Post()
  @Public()
  @HttpCode(202)
  @AcceptsBody(...BEACON_BODY_TYPES)
  @NoRepresentation()
  @ApiOperation({
    operationId: 'sendAnalyticsEvents',
    summary: 'Send reader events',
    description:
      'One event, or `{"events": [...]}` with at most 20, as `application/json` or `text/plain`. 202 once accepted or deliberately dropped (a bot, `DNT: 1`, `Sec-GPC: 1`, an unpublished doc).',
  })
  @ApiEventsBody()
  @ApiProblems(400, 406, 413, 415, 429)
  receive(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    return this.beacon.receive(request, reply);
  }
}
