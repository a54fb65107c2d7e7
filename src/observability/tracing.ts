import { defaultTextMapGetter, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { loggedUrl } from '../common/http/request-log.js';
import { routeConfigOf } from '../common/http/route-context.js';
import type { AppConfig } from '../config/app-config.js';

/**
 * OpenTelemetry tracing with the maintained SDK, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set (main.ts imports this file only then, so tracing off costs nothing per request). Each
 * request is one SERVER span, a child of the caller's W3C `traceparent` when it sent one, exported
 * over OTLP/HTTP in batches. Registered first, so requests answered early (401, 406, 413) are
 * spans too.
 */
export async function registerTracing(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, '');
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  const tracer = provider.getTracer('publishing-api');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done) => {
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const route = routeConfigOf(request).url ?? 'unmatched';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'url.path': loggedUrl(request.url),
          'http.request.id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    done();
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
    await provider.shutdown();
  });
}
