import type { Server } from 'node:http';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

import type { Stage } from './common/http/stage.js';
import { type LogLevel, logLine } from './common/log-line.js';

/** In-flight requests get this long to finish before their connections are cut. */
const DRAIN_MS = 8_000;
/** The process is gone by then, whatever still hangs. */
const EXIT_DEADLINE_MS = 9_500;

/**
 * Graceful shutdown on SIGTERM (and SIGINT): stop accepting connections, let in-flight requests
 * finish (an upload in progress included), close the pools (database, Redis), exit 0.
 *
 * `app.close()` does it in that order: Fastify closes the listening socket at once and drops
 * idle keep-alive connections, then waits for the requests in flight; a request that still
 * arrives on an open connection is served with `Connection: close`. Only then do the
 * shutdown hooks close the TypeORM pool and Redis. Nest's own `enableShutdownHooks()` is not
 * used: it re-raises the signal after closing, so the process would end with 143, not 0.
 */
export function closeOnSignals(
  app: NestFastifyApplication,
  log: (line: string, level?: LogLevel) => void = (line, level = 'info') => process.stdout.write(logLine(level, line)),
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`${signal}: no longer accepting connections, finishing requests in flight`);
    const server = app.getHttpServer() as Server;
    const drain = setTimeout(() => {
      log(`requests still running after ${DRAIN_MS} ms; cutting their connections`, 'warn');
      server.closeAllConnections();
    }, DRAIN_MS);
    const deadline = setTimeout(() => {
      log('shutdown did not finish in time; exiting', 'error');
      process.exit(1);
    }, EXIT_DEADLINE_MS);
    drain.unref();
    deadline.unref();
    app.close().then(
      () => {
        log('closed; bye');
        process.exit(0);
      },
      (error: unknown) => {
        log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`, 'error');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/**
 * Once the server is closing, every response ends its connection. Node drops the connections
 * that are idle when `close()` starts; one that was busy (an upload) would otherwise stay open
 * for the keep-alive timeout after its response, and hold the shutdown up that long.
 */
function endConnectionsWhenClosing(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}

/** Connections end with their response once the server is closing. */
export const closingStage: Stage = {
  name: 'closing',
  phase: 'adapter',
  apply: ({ fastify }) => endConnectionsWhenClosing(fastify),
};
