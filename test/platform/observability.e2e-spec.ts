import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';

import { MetricsServer } from '../../src/observability/metrics-server.js';
import { OrphanSweeper } from '../../src/storage/orphan-sweeper.js';
import { paragraph, settled } from '../support/exports.js';
import { createDocWithPages, createProject } from '../support/fixtures.js';
import { DRIVER, type Tenant, TestApp } from '../support/test-app.js';

/** The value of one sample in Prometheus' text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics on METRICS_PORT', () => {
  let t: TestApp;
  let tenant: Tenant;
  let metricsUrl: string;

  beforeAll(async () => {
    t = await TestApp.start({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', METRICS_TOKEN: 'scrape-secret' });
    tenant = await t.tenant();
    metricsUrl = `http://127.0.0.1:${t.app.get(MetricsServer).port}/metrics`;
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const scrape = async () => {
    const res = await fetch(metricsUrl, { headers: { Authorization: 'Bearer scrape-secret' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it('is only on its own port, and asks for its bearer when METRICS_TOKEN is set', async () => {
    expect((await t.http().get('/metrics').set(tenant.auth)).status).toBe(404);
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { Authorization: 'Bearer wrong-secret!' } })).status).toBe(401);
  });

  it('after a mixed load shows every family with sane values', async () => {
    const before = await scrape();
    const grew = (text: string, name: string, labels: Record<string, string> = {}) =>
      sample(text, name, labels)! - (sample(before, name, labels) ?? 0);
    const project = await createProject(t, tenant);
    for (let i = 0; i < 5; i++)
      expect((await t.http().get(`/v2/magazine/title/${project.id}`).set(tenant.auth)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await t.http().get('/v2/magazine/title').set('Authorization', 'Bearer null')).status).toBe(401);
    expect((await t.http().get('/no/such/route').set(tenant.auth)).status).toBe(404);
    const doc = await createDocWithPages(t, tenant, project.id, 'Measured', [
      { name: 'One', content: { type: 'page', children: [paragraph('Hello')] } },
    ]);
    const job = await t.http().post(`/v2/magazine/edition/${doc.id}/export`).set(tenant.auth).send({});
    expect(job.status).toBe(202);
    expect((await settled(t, tenant, job.body.id)).status).toBe('succeeded');
    await t.app.get(OrphanSweeper).sweep();

    const text = await scrape();
    // Requests, by route template (never the id) and status.
    expect(
      grew(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/v2/magazine/title/:project_id',
        status: '200',
      }),
    ).toBe(5);
    expect(
      grew(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBe(1);
    expect(text).not.toMatch(new RegExp(`route="[^"]*/${project.id}"`));
    const sum = sample(text, 'http_request_duration_seconds_sum', {
      method: 'GET',
      route: '/v2/magazine/title/:project_id',
      status: '200',
    })!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(30);
    expect(grew(text, 'http_requests_refused_total', { status: '401' })).toBe(3);
    // The database breaker is closed; nothing was refused for want of body memory.
    expect(sample(text, 'db_breaker_open')).toBe(0);
    expect(sample(text, 'http_body_budget_refusals_total')).toBe(0);
    if (DRIVER === 'mysql') expect(sample(text, 'db_pool_acquire_seconds_count')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE db_replica_lag_seconds gauge');
    // Exports: the queue by status, run time and bytes.
    expect(sample(text, 'export_jobs', { status: 'succeeded' })).toBe(1);
    expect(sample(text, 'export_jobs', { status: 'queued' })).toBe(0);
    expect(sample(text, 'export_run_seconds_count', { outcome: 'succeeded' })).toBe(1);
    expect(sample(text, 'export_archive_bytes_total')).toBe(
      Number((await t.http().get(`/v2/job/${job.body.id}`).set(tenant.auth)).body.size),
    );
    // The sweep ran and removed nothing (everything stored has its row).
    expect(sample(text, 'storage_sweep_removed_total', { kind: 'orphan' })).toBe(0);
    // The process's own.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  }, 60_000);
});

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let collector: Server;
  let received: { path: string; body: any }[];
  let t: TestApp | undefined;

  beforeAll(async () => {
    received = [];
    collector = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    await t?.stop();
    t = undefined;
  });
  afterAll(async () => {
    await new Promise((resolve) => collector.close(resolve));
  });

  it('sends one span per request, a child of the incoming traceparent, whose trace id is the request id', async () => {
    const port = (collector.address() as AddressInfo).port;
    t = await TestApp.start({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_SERVICE_NAME: 'api-under-test',
    });
    const tenant = await t.tenant();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const res = await t
      .http()
      .get('/v2/magazine/title?t=secretkey')
      .set(tenant.auth)
      .set('traceparent', `00-${traceId}-${parentId}-01`);
    expect(res.status).toBe(200);
    // No X-Request-Id came: the trace id stands for the request.
    expect(res.headers['x-request-id']).toBe(traceId);
    // An X-Request-Id that came wins.
    const own = await t
      .http()
      .get('/v2/magazine/title')
      .set(tenant.auth)
      .set('X-Request-Id', 'mine-1')
      .set('traceparent', `00-${traceId}-${parentId}-01`);
    expect(own.headers['x-request-id']).toBe('mine-1');
    await t.stop(); // flushes the batch
    t = undefined;

    const spans = received
      .filter((r) => r.path === '/v1/traces')
      .flatMap((r) => r.body.resourceSpans)
      .flatMap((rs: any) =>
        rs.scopeSpans.flatMap((ss: any) => ss.spans.map((span: any) => ({ span, resource: rs.resource }))),
      );
    const ours = spans.filter(({ span }: any) => span.traceId === traceId);
    expect(ours).toHaveLength(2);
    const [{ span, resource }] = ours;
    expect(span.parentSpanId).toBe(parentId);
    expect(span.name).toBe('GET /v2/magazine/title');
    expect(span.kind).toBe(2); // SERVER
    const attributes = Object.fromEntries(span.attributes.map((a: any) => [a.key, Object.values(a.value)[0]]));
    expect(attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/v2/magazine/title',
      'url.path': '/v2/magazine/title',
      'url.query': 't=***',
    });
    expect(Number(attributes['http.response.status_code'])).toBe(200);
    expect(Number(attributes['workspace.id'])).toBe(tenant.workspaceId);
    expect(resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'api-under-test' } });
  }, 60_000);
});
