import type { AddressInfo } from 'node:net';

import { logLine } from './common/log-line.js';
import { unsupportedNode } from './node-version.js';

// Before anything else loads: on a Node it does not run on, the server says which it needs and stops.
const refusal = unsupportedNode(process.version);
if (refusal !== undefined) {
  process.stderr.write(logLine('fatal', refusal));
  process.exit(1);
}

async function main(): Promise<void> {
  const { ConfigError, loadConfig, loadDotEnv } = await import('./config/app-config.js');
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(logLine('fatal', error.message));
      process.exit(1);
    }
    throw error;
  }
  // Tracing first, when asked for: the instrumentations patch the drivers as the app loads them.
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) await (await import('./observability/tracing.js')).startTracing(config, true);
  // The app's modules (Nest, TypeORM, the drivers, the S3 client: most of a start's CPU) load
  // only once the configuration holds, so a bad variable is reported at once.
  const [{ createApp }, { bootstrapFirstStart }, { closeOnSignals }, { bootFailureLine }, { MetricsServer }] =
    await Promise.all([
      import('./app.factory.js'),
      import('./first-start.js'),
      import('./shutdown.js'),
      import('./boot-log.js'),
      import('./observability/metrics-server.js'),
    ]);
  let app;
  try {
    app = await createApp(config);
    await bootstrapFirstStart(app, config);
    // Fastify's own "Server listening at" lines (one per address) are left out: the line below says it once.
    const fastify = app.getHttpAdapter().getInstance();
    const level = fastify.log.level;
    fastify.log.level = 'warn';
    await app.listen(config.PORT, config.HOST);
    fastify.log.level = level;
  } catch (error) {
    process.stderr.write(bootFailureLine(error, config.PORT, config.HOST));
    process.exit(1);
  }
  closeOnSignals(app);
  const metricsPort = app.get(MetricsServer, { strict: false }).port;
  const { port } = app.getHttpServer().address() as AddressInfo;
  process.stdout.write(
    logLine('info', `Publishing API listening on ${config.baseUrl}; docs at ${config.baseUrl}/docs`, {
      host: config.HOST,
      port,
      database: config.isMysql ? 'MySQL' : 'SQLite',
    }),
  );
  if (metricsPort !== undefined)
    process.stdout.write(
      logLine('info', `Metrics at http://${config.METRICS_HOST}:${metricsPort}/metrics`, {
        host: config.METRICS_HOST,
        port: metricsPort,
      }),
    );
}

await main();
