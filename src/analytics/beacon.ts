import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteHandlerMethod } from 'fastify';
import { isbot } from 'isbot';

import { Countries } from '../common/http/countries.js';
import { ANALYTICS_EVENT_PATH } from '../common/http/paths.js';
import { Lru } from '../common/http/user-agents.js';
import { ProblemException } from '../common/problem/problem.js';
import { replyWithProblem } from '../common/problem/send-problem.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { AnalyticsClock } from './analytics-clock.js';
import { EventBuffer, type PendingEvent } from './event-buffer.js';
import { EVENTS_PER_BATCH_MAX, parseEvents } from './event-input.js';

/** The body types the beacon takes: `text/plain` is what `navigator.sendBeacon` sends without a preflight. */
export const BEACON_BODY_TYPES = ['application/json', 'text/plain'];

/** Whether the reader asked not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
function optedOut(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/**
 * What `POST /analytics/event` does with one request (docs/analytics.md): counted per IP, checked field
 * by field, dropped when a bot or an opted-out reader sent it, else handed to the buffer. It
 * never waits on the database. A refusal is thrown as a problem.
 */
@Injectable()
export class Beacon {
  /** Readers' user agents repeat a lot: the bot detector's regular expression runs once per agent. */
  private readonly bots = new Lru<string, boolean>(1000);

  constructor(
    private readonly buffer: EventBuffer,
    private readonly limiter: RateLimiter,
    private readonly countries: Countries,
    private readonly clock: AnalyticsClock,
  ) {}

  async receive(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const body = typeof request.body === 'string' ? parseJson(request.body) : request.body;
    // Counted before validation: a flood of bad batches is limited like a flood of good ones.
    const claimed =
      isRecord(body) && Array.isArray(body.events)
        ? Math.min(Math.max(body.events.length, 1), EVENTS_PER_BATCH_MAX)
        : 1;
    await this.limiter.countAnalyticsEvents(request, reply, claimed);
    const events = parseEvents(body);
    const userAgent = request.headers['user-agent'] ?? '';
    // No user agent at all is no browser (docs/analytics.md): dropped as a bot is.
    if (optedOut(request) || userAgent.trim() === '' || this.isBot(userAgent)) return;
    const receivedOn = this.clock.now();
    const country = this.countries.of(request);
    const ip = request.ip;
    this.buffer.add(events.map((input): PendingEvent => ({ input, receivedOn, ip, userAgent, country })));
  }

  private isBot(userAgent: string): boolean {
    let bot = this.bots.get(userAgent);
    if (bot === undefined) {
      bot = isbot(userAgent);
      this.bots.set(userAgent, bot);
    }
    return bot;
  }

  /**
   * The handler Fastify runs for the beacon's route: the controller declares the route (its
   * path, its `/v2` twin, its OpenAPI operation, its public mark), and this replaces the handler
   * Nest made for it, so a beacon skips Nest's guards, pipes and filter. Each of them had nothing
   * to do here but cost a few hundred microseconds per event: the route is public (no
   * credential to confirm or count), takes no DTO, and its refusals are the same problems,
   * written here by the same `replyWithProblem`. The Fastify hooks (request id, negotiation, CORS,
   * security headers, body limit, the request log and metrics) run as for any route; those that
   * only work on representations return at once (the controller's `@NoRepresentation()`).
   */
  handler(): RouteHandlerMethod {
    return async (request, reply) => {
      try {
        checkBodyType(request);
        await this.receive(request, reply);
        reply.code(202).send();
      } catch (error) {
        replyWithProblem(reply, error, request);
      }
      return reply;
    };
  }
}

/**
 * Swaps the beacon's handler as Nest registers the route (a provider is made before the routes
 * are, so the hook is in place by then). Without an HTTP server (the OpenAPI writer) it does
 * nothing.
 */
@Injectable()
export class BeaconRoute {
  constructor(adapter: HttpAdapterHost, beacon: Beacon) {
    const fastify = adapter.httpAdapter?.getInstance<FastifyInstance>();
    if (typeof fastify?.addHook !== 'function') return;
    const handler = beacon.handler();
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('POST') && ANALYTICS_EVENT_PATH.test(route.url ?? route.path ?? '')) {
        route.handler = handler;
        // A type Fastify has no parser for (application/xml) is refused before parsing, with the
        // beacon's own types named, not the JSON-only answer of the API's other routes.
        const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
        route.onRequest = [...hooks, refuseOtherBodyTypes];
      }
    });
  }
}

const refuseOtherBodyTypes: onRequestHookHandler = (request, reply, done) => {
  try {
    checkBodyType(request);
  } catch (error) {
    replyWithProblem(reply, error, request);
    return;
  }
  done();
};

/** What ContentTypeGuard answers for the controller's `@AcceptsBody(...)`: 415 for another type. */
function checkBodyType(request: FastifyRequest): void {
  const length = request.headers['content-length'];
  const hasBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return;
  const mediaType = (request.headers['content-type'] ?? '').split(';', 1)[0].trim().toLowerCase();
  if (!BEACON_BODY_TYPES.includes(mediaType))
    throw new ProblemException(415, `Unsupported content type "${mediaType}"; send ${BEACON_BODY_TYPES.join(', ')}`);
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
