import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { AppConfig } from '../config/app-config.js';
import { Metrics } from './metrics.js';

/**
 * `GET /metrics` in Prometheus' text format on a port of its own (METRICS_PORT), never on the
 * API's: the API's port faces clients, this one faces the scraper, and an operator keeps it off
 * the public network. With METRICS_TOKEN set it also asks for `Authorization: Bearer <token>`.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.METRICS_PORT;
    if (port === undefined || !this.config.workers) return;
    const server = createServer((request, response) => {
      void this.answer(request.method ?? 'GET', request.url ?? '/', request.headers.authorization).then(
        ({ status, type, body }) => {
          response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.config.METRICS_HOST, () => resolve());
    });
    this.server = server;
    this.logger.log(`metrics on port ${this.port}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** The port it listens on (METRICS_PORT=0 picks a free one). */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  private async answer(
    method: string,
    url: string,
    authorization: string | undefined,
  ): Promise<{ status: number; type: string; body: string }> {
    const text = 'text/plain; charset=utf-8';
    if (url.split('?', 1)[0] !== '/metrics')
      return { status: 404, type: text, body: 'Not found: the metrics are at /metrics\n' };
    if (method !== 'GET' && method !== 'HEAD') return { status: 405, type: text, body: 'Only GET\n' };
    if (!this.authorized(authorization))
      return { status: 401, type: text, body: 'A bearer token (METRICS_TOKEN) is required\n' };
    try {
      return { status: 200, type: this.metrics.registry.contentType, body: await this.metrics.registry.metrics() };
    } catch (error) {
      this.logger.warn(`a metric could not be collected: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 503, type: text, body: 'A metric could not be collected\n' };
    }
  }

  private authorized(authorization: string | undefined): boolean {
    const token = this.config.METRICS_TOKEN;
    if (!token) return true;
    const given = Buffer.from(authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
