import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

import { Public } from '../auth/public.decorator.js';
import { AcceptsBody } from '../common/http/content-type.guard.js';
import { ApiProblems } from '../common/problem/api-responses.js';
import { ProblemException } from '../common/problem/problem.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { AnalyticsClock } from './analytics-clock.js';
import { Countries } from './countries.js';
import { EventBuffer, type PendingEvent } from './event-buffer.js';
import { EVENTS_PER_BATCH_MAX, parseEvents } from './event-input.js';
import { ApiEventsBody } from './report.schemas.js';

/** Whether the reader asked not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
function optedOut(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/**
 * The reader's beacon (CONTRACT 16). Public, CORS `*` (security.ts), no cookies; JSON sent as
 * `application/json` or as `text/plain` (what `navigator.sendBeacon` sends without a
 * preflight), at most 8 KiB (body-limits.ts). Accepted events go to the buffer; the answer never
 * waits on the database.
 */
@ApiTags('Analytics')
@Controller('analytics/event')
export class IngestController {
  constructor(
    private readonly buffer: EventBuffer,
    private readonly limiter: RateLimiter,
    private readonly countries: Countries,
    private readonly clock: AnalyticsClock,
  ) {}

  @Post()
  @Public()
  @HttpCode(202)
  @AcceptsBody('application/json', 'text/plain')
  @ApiOperation({
    operationId: 'sendAnalyticsEvents',
    summary: 'Send reader events',
    description:
      'One event, or `{"events": [...]}` with at most 20, as `application/json` or `text/plain`. 202 once accepted or deliberately dropped (a bot, `DNT: 1`, `Sec-GPC: 1`, an unpublished doc).',
  })
  @ApiEventsBody()
  @ApiProblems(400, 406, 413, 415, 429)
  async receive(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const body = typeof request.body === 'string' ? parseJson(request.body) : request.body;
    // Counted before validation: a flood of bad batches is limited like a flood of good ones.
    const claimed =
      isRecord(body) && Array.isArray(body.events)
        ? Math.min(Math.max(body.events.length, 1), EVENTS_PER_BATCH_MAX)
        : 1;
    await this.limiter.countAnalyticsEvents(request, reply, claimed);
    const events = parseEvents(body);
    const userAgent = request.headers['user-agent'] ?? '';
    if (optedOut(request) || isbot(userAgent)) return;
    const receivedOn = this.clock.now();
    const country = this.countries.of(request);
    this.buffer.add(events.map((input): PendingEvent => ({ input, receivedOn, ip: request.ip, userAgent, country })));
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw ProblemException.badRequest('Malformed JSON in the request body');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
