import {
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

import { loggedUrl } from '../common/http/request-log.js';
import { routeConfigOf } from '../common/http/route-context.js';
import type { AppConfig } from '../config/app-config.js';

let provider: TracerProvider | undefined;

/**
 * The process's tracer provider, made once and registered globally with an AsyncLocalStorage
 * context manager, so spans started anywhere below a request (`trace.getTracer(...)` in the export
 * worker and the rollup fold, the instrumentations) find their parent. main.ts calls it with
 * `instrument` before it imports the app: OpenTelemetry's maintained instrumentations (mysql2,
 * ioredis, the AWS SDK's S3 client, undici) patch modules as they load, through `require` for the
 * CommonJS ones and through import-in-the-middle's loader hook for what `import` loads, limited to
 * those packages. Tests that build the app in-process get the request spans only.
 */
export async function startTracing(config: AppConfig, instrument: boolean): Promise<TracerProvider> {
  if (provider) return provider;
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, '');
  const made = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  provider = made;
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(made);
  if (instrument) {
    const { register } = await import('node:module');
    const instrumented = [
      'mysql2',
      'ioredis',
      '@aws-sdk/client-s3',
      '@smithy/smithy-client',
      '@smithy/middleware-stack',
      'undici',
    ];
    register('import-in-the-middle/hook.mjs', import.meta.url, { data: { include: instrumented } });
    const [{ registerInstrumentations }, mysql2, ioredis, awsSdk, undici] = await Promise.all([
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-mysql2'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@opentelemetry/instrumentation-aws-sdk'),
      import('@opentelemetry/instrumentation-undici'),
    ]);
    registerInstrumentations({
      tracerProvider: made,
      instrumentations: [
        new mysql2.MySQL2Instrumentation(),
        new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
        new awsSdk.AwsInstrumentation({ suppressInternalInstrumentation: true }),
        new undici.UndiciInstrumentation({ requireParentforSpans: true }),
      ],
    });
  }
  return made;
}

/**
 * Each request is one SERVER span, a child of the caller's W3C `traceparent` when it sent one,
 * exported over OTLP/HTTP in batches (loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: stages.ts
 * imports this file only then, so tracing off costs nothing per request). Registered first, so
 * requests answered early (401, 406, 413) are spans too. Every route's handler runs with the span
 * active, so the database, Redis and S3 calls it makes are its children.
 */
export async function registerTracing(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const tracing = await startTracing(config, false);
  const tracer = tracing.getTracer('publishing-api');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done) => {
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const route = routeConfigOf(request).url ?? 'unmatched';
    const url = loggedUrl(request.url);
    const query = url.indexOf('?');
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          // The path without the query (semantic conventions); the query apart, `t=` masked.
          'url.path': query === -1 ? url : url.slice(0, query),
          ...(query === -1 ? {} : { 'url.query': url.slice(query + 1) }),
          'http.request.id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    done();
  });

  // The handler (and what it awaits) runs in the request span's context.
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const span = spans.get(request);
      if (!span) return handler.call(this, request, reply);
      return context.with(trace.setSpan(context.active(), span), () => handler.call(this, request, reply));
    };
  });

  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (request.user) {
        span.setAttribute('workspace.id', request.user.workspaceId);
        span.setAttribute('credential.id', request.user.credentialId);
      }
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });

  // What is still batched goes out before the process ends.
  fastify.addHook('onClose', async () => {
    await tracing.shutdown();
    trace.disable();
    context.disable();
    provider = undefined;
  });
}
