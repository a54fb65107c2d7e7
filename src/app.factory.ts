import 'reflect-metadata';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import qs from 'qs';
import { AppModule } from './app.module.js';
import { registerEntityTags } from './common/http/etag.js';
import { clientErrorHandler, frameworkErrorHandler, registerHttpHooks, requestIdFrom } from './common/http/http-hooks.js';
import { RouteTable } from './common/http/route-table.js';
import type { AppConfig } from './config/app-config.js';
import { buildOpenApiDocument, mountSwagger } from './swagger.js';

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
    genReqId: requestIdFrom,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // `filter[0][field]=name` must arrive as nested objects; depth 8 allows three levels of orx/andx.
    routerOptions: {
      querystringParser: (query: string) => qs.parse(query, { depth: 8, arrayLimit: 100, parameterLimit: 500 }),
    },
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRoute', (route) => routes.add(route.method, route.url));
  registerHttpHooks(fastify);
  registerEntityTags(fastify);
  // JSON with any `+json` suffix (application/vnd.*+json, hal+json) parses as JSON.
  fastify.addContentTypeParser(/^application\/[\w.-]+\+json$/, { parseAs: 'string' }, fastify.getDefaultJsonParser('error', 'error'));

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, routes, withoutDatabase: options.withoutDatabase }),
    adapter,
    { logger: config.LOG_LEVEL === 'silent' ? false : ['error', 'warn'], abortOnError: false },
  );
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 50, parts: 100 } });
  app.enableShutdownHooks();
  mountSwagger(app, buildOpenApiDocument(app));
  await app.init();
  return app;
}
