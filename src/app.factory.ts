import 'reflect-metadata';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { AppModule } from './app.module.js';
import { HalLinkPrefixer, registerHalLinkPrefix } from './common/hal/link-prefix.js';
import { registerEntityTags } from './common/http/etag.js';
import { clientErrorHandler, frameworkErrorHandler, registerHttpHooks, requestIdFrom } from './common/http/http-hooks.js';
import { parseQueryString } from './common/http/query-string.js';
import { RouteTable } from './common/http/route-table.js';
import { registerRouteTwins } from './common/http/route-twins.js';
import { enableCors, registerSecurityHeaders } from './common/http/security.js';
import type { AppConfig } from './config/app-config.js';
import { endConnectionsWhenClosing } from './shutdown.js';
import { buildOpenApiDocument, CLUSTER_SERVERS, mountSwagger } from './swagger.js';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface CreateAppOptions {
  withoutDatabase?: boolean;
}

/**
 * Builds the whole HTTP app (adapter, hooks, parsers, Swagger) without listening, so main.ts,
 * the e2e tests and the OpenAPI writer all run exactly the same thing.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const routes = new RouteTable();
  const adapter = new FastifyAdapter({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // One log line per request comes from our onResponse hook, not Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
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
  // Every route also answers under its twin path (with or without /v2), and every link follows
  // the request's prefix.
  registerRouteTwins(fastify, routes);
  await registerSecurityHeaders(fastify, [config.baseUrl, ...CLUSTER_SERVERS.map((server) => server.url)]);
  registerHttpHooks(fastify);
  registerHalLinkPrefix(fastify, new HalLinkPrefixer(config.baseUrl, routes));
  registerEntityTags(fastify);
  endConnectionsWhenClosing(fastify);
  // JSON with any `+json` suffix (application/vnd.*+json, hal+json) parses as JSON.
  fastify.addContentTypeParser(/^application\/[\w.-]+\+json$/, { parseAs: 'string' }, fastify.getDefaultJsonParser('error', 'error'));

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, routes, withoutDatabase: options.withoutDatabase }),
    adapter,
    { logger: config.LOG_LEVEL === 'silent' ? false : ['error', 'warn'], abortOnError: false },
  );
  enableCors(app, config);
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 50, parts: 100 } });
  mountSwagger(app, buildOpenApiDocument(app));
  await app.init();
  return app;
}
