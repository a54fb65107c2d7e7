import 'reflect-metadata';

import multipart from '@fastify/multipart';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';

import { EVENT_BODY_BYTES_MAX } from './analytics/event-input.js';
import { AppModule } from './app.module.js';
import { BearerAuth, markPublicRoutes } from './auth/bearer-auth.js';
import { JsonNestLogger } from './boot-log.js';
import { HalLinkPrefixer, registerHalLinkPrefix } from './common/hal/link-prefix.js';
import { BodyLimits } from './common/http/body-limits.js';
import { registerEntityTags } from './common/http/etag.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerHttpHooks,
  requestIdFrom,
} from './common/http/http-hooks.js';
import { ANALYTICS_EVENT_PATH } from './common/http/paths.js';
import { parseQueryString } from './common/http/query-string.js';
import { lazyRequestLogger, logDestination } from './common/http/request-log.js';
import { RouteTable } from './common/http/route-table.js';
import { registerRouteTwins } from './common/http/route-twins.js';
import { registerCors, registerSecurityHeaders } from './common/http/security.js';
import type { AppConfig } from './config/app-config.js';
import { Replicas } from './database/replicas.js';
import { IMAGE_HEAD_BYTES } from './media-library/upload-inspector.js';
import { Metrics } from './observability/metrics.js';
import { registerRequestMetrics } from './observability/request-metrics.js';
import { CustomDomains, registerCustomDomains } from './reader/custom-domains.js';
import { endConnectionsWhenClosing } from './shutdown.js';
import { buildOpenApiDocument, CLUSTER_SERVERS, mountSwagger } from './swagger.js';

export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * What one upload request may hold in memory at a time: the head of an image kept to read its
 * size, plus the stream buffers between the socket, the multipart parser and storage.
 */
export const UPLOAD_MEMORY_RESERVE = IMAGE_HEAD_BYTES + 256 * 1024;

export interface CreateAppOptions {
  withoutDatabase?: boolean;
  /** More modules, as a test adds a controller (to prove a route without @Public() needs a token). */
  imports?: Type[];
}

/**
 * Builds the whole HTTP app (adapter, hooks, parsers, Swagger) without listening, so main.ts,
 * the e2e tests and the OpenAPI writer all run exactly the same thing.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const routes = new RouteTable();
  const logs = config.LOG_LEVEL === 'silent' ? undefined : logDestination();
  const adapter = new FastifyAdapter({
    logger: logs ? { level: config.LOG_LEVEL, stream: logs } : false,
    // One log line per request comes from our onResponse hook, not Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    // Without a logger Fastify hands every request the null logger itself: nothing to make lazily.
    ...(logs ? { childLoggerFactory: lazyRequestLogger } : {}),
    bodyLimit: JSON_BODY_LIMIT,
    // The client IP behind a load balancer, for the per-IP rate limit; off unless configured.
    trustProxy: config.trustProxy,
    genReqId: requestIdFrom,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // While closing, a request on a connection still open is served (with Connection: close)
    // rather than answered with Fastify's own, non-problem 503. See src/shutdown.ts.
    return503OnClosing: false,
    routerOptions: {
      querystringParser: parseQueryString,
    },
  });
  const fastify = adapter.getInstance();
  if (logs) {
    fastify.addHook('onClose', (_instance, done) => {
      logs.flush();
      done();
    });
  }
  // First, so that every request is a span, those answered by an early hook too.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT)
    await (await import('./observability/tracing.js')).registerTracing(fastify, config);
  // Every route also answers under its twin path (with or without /v2), and every link follows
  // the request's prefix.
  registerRouteTwins(fastify, routes);
  markPublicRoutes(fastify);
  registerCors(fastify, config.corsOrigins);
  registerSecurityHeaders(fastify, [config.baseUrl, ...CLUSTER_SERVERS.map((server) => server.url)]);
  // A project's own domain is the reader's, ahead of the API's negotiation and authentication.
  // The service exists once Nest has built the app, below; no request arrives before.
  const customDomains: { service?: CustomDomains } = {};
  registerCustomDomains(fastify, () => customDomains.service);
  registerHttpHooks(fastify);
  registerHalLinkPrefix(fastify, new HalLinkPrefixer(config.baseUrl, routes));
  registerEntityTags(fastify);
  endConnectionsWhenClosing(fastify);
  // JSON with any `+json` suffix (application/vnd.*+json, hal+json) parses as JSON.
  fastify.addContentTypeParser(
    /^application\/[\w.-]+\+json$/,
    { parseAs: 'string' },
    fastify.getDefaultJsonParser('error', 'error'),
  );

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, routes, withoutDatabase: options.withoutDatabase, imports: options.imports }),
    adapter,
    { logger: config.LOG_LEVEL === 'silent' ? false : new JsonNestLogger(), abortOnError: false },
  );
  customDomains.service = app.get(CustomDomains, { strict: false });
  // After the request id, negotiation and CORS hooks; before any body is read.
  app.get(BearerAuth).register(fastify);
  // Once the credential is known: whether this request's reads may go to a replica.
  const replicas = app.get(Replicas);
  replicas.register(fastify);
  const metrics = app.get(Metrics);
  metrics.report({ replicaLag: () => replicas.lags() });
  registerRequestMetrics(fastify, metrics);
  new BodyLimits({
    jsonBytes: JSON_BODY_LIMIT,
    uploadBytes: UPLOAD_MEMORY_RESERVE,
    bodyTimeoutMs: config.BODY_TIMEOUT_MS,
    uploadIdleTimeoutMs: config.UPLOAD_IDLE_TIMEOUT_MS,
    budgetBytes: config.BODY_MEMORY_BUDGET_BYTES,
    onBudgetRefusal: () => metrics.bodyBudgetRefusals.inc(),
    perCredentialBytes: config.BODY_MEMORY_PER_CREDENTIAL_BYTES,
    perIpBytes: config.BODY_MEMORY_PER_IP_BYTES,
    minUploadBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
    minRateWindowMs: config.UPLOAD_MIN_RATE_WINDOW_MS,
    smallerBodies: [{ path: ANALYTICS_EVENT_PATH, bytes: EVENT_BODY_BYTES_MAX }],
  }).register(fastify);
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 50, parts: 100 } });
  mountSwagger(app, await buildOpenApiDocument(app));
  await app.init();
  return app;
}
