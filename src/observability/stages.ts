import type { Stage } from '../common/http/stage.js';
import { PoolGuard } from '../database/pool-guard.js';
import { Replicas } from '../database/replicas.js';
import { Metrics } from './metrics.js';
import { registerRequestMetrics } from './request-metrics.js';

/**
 * Every request a span, when OTEL_EXPORTER_OTLP_ENDPOINT is set: the first stage, so requests
 * answered by an early hook are spans too. The SDK is loaded only then, so tracing off adds no
 * hook and no work per request.
 */
export const tracingStage: Stage = {
  name: 'tracing',
  phase: 'adapter',
  apply: async ({ fastify, config }) => {
    if (config.OTEL_EXPORTER_OTLP_ENDPOINT) await (await import('./tracing.js')).registerTracing(fastify, config);
  },
};

/**
 * The states the metrics read at scrape time (the breaker, the replicas' lag), and, when a
 * scraper can read them (METRICS_PORT), the per-request observations: the duration histogram
 * and the pool wait. Without METRICS_PORT nobody could read those, so nothing is observed.
 */
export const metricsStage: Stage = {
  name: 'metrics',
  phase: 'app',
  apply: ({ fastify, config, get }) => {
    const metrics = get(Metrics);
    const pool = get(PoolGuard);
    const replicas = get(Replicas);
    metrics.report({ breakerOpen: () => pool.isOpen, replicaLag: () => replicas.lags() });
    if (config.METRICS_PORT === undefined) return;
    pool.observeWait = (seconds) => metrics.poolWait.observe(seconds);
    registerRequestMetrics(fastify, metrics);
  },
};
