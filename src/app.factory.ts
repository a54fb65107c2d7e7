import 'reflect-metadata';

import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';

import { AppModule } from './app.module.js';
import { JsonNestLogger } from './boot-log.js';
import { clientErrorHandler, frameworkErrorHandler, requestIdFrom } from './common/http/http-hooks.js';
import { parseQueryString } from './common/http/query-string.js';
import { lazyRequestLogger, logDestination } from './common/http/request-log.js';
import { RouteTable } from './common/http/route-table.js';
import type { SchemaSerializers } from './common/http/schema-serializers.js';
import type { StageContext } from './common/http/stage.js';
import type { AppConfig } from './config/app-config.js';
import { HANDLER_STAGES, JSON_BODY_LIMIT, PIPELINE } from './pipeline.js';
import { buildOpenApiDocument, mountSwagger } from './swagger.js';

export { UPLOAD_MEMORY_RESERVE } from './pipeline.js';

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
  // The request pipeline (pipeline.ts), in order: the adapter's stages now, the rest once Nest
  // has built the app and its providers exist.
  const built: { app?: NestFastifyApplication } = {};
  const context: StageContext = {
    fastify,
    config,
    routes,
    get: (type) => {
      if (!built.app) throw new Error('a stage asked for a provider before the app was built');
      return built.app.get(type, { strict: false });
    },
  };
  for (const stage of PIPELINE) if (stage.phase === 'adapter') await stage.apply(context);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({
      config,
      routes,
      withoutDatabase: options.withoutDatabase,
      imports: options.imports,
      providers: HANDLER_STAGES,
    }),
    adapter,
    { logger: config.LOG_LEVEL === 'silent' ? false : new JsonNestLogger(), abortOnError: false },
  );
  built.app = app;
  for (const stage of PIPELINE) if (stage.phase === 'app') await stage.apply(context);
  const document = await buildOpenApiDocument(app);
  mountSwagger(app, document);
  // Resources with a compiled serializer (common/http/schema-serializers.ts) get it from the
  // schemas the document holds.
  fastify.schemaSerializers?.load(document as unknown as Parameters<SchemaSerializers['load']>[0]);
  await app.init();
  return app;
}
