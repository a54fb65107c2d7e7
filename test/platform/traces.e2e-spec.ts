import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { pngImage } from '../support/png.js';
import { type S3TestServer, startS3Server } from '../support/s3-server.js';
import { freePort } from '../support/server-process.js';
import { DRIVER, freshDatabase } from '../support/test-app.js';

const MAIN = resolve('dist/src/main.js');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/**
 * Traces below the request, through a real OTLP/HTTP receiver (an HTTP server here that decodes
 * the exporter's JSON): the built server as a process, with the maintained instrumentations
 * registered before the app loads (main.ts), on the database under test, Redis (the rate limit's
 * counters) and S3 (s3rver). An upload's SERVER span has children for the S3 put, a Redis call and,
 * on MySQL, database queries; an export job is a span of its own with its S3 put below it.
 */
describe(`traces below the request (${DRIVER})`, () => {
  let collector: Server;
  const spans: OtlpSpan[] = [];
  let s3: S3TestServer;
  let cleanup: () => Promise<void>;
  let server: ChildProcess;
  let output = '';
  let base: string;

  beforeAll(async () => {
    collector = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
          };
          for (const resource of body.resourceSpans)
            for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        }
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => collector.listen(0, '127.0.0.1', done));
    s3 = await startS3Server(`traces-${randomBytes(4).toString('hex')}`);
    const database = await freshDatabase();
    cleanup = database.cleanup;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [MAIN], {
      cwd: database.dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }),
        ...s3.env,
        REDIS_URL: 'redis://127.0.0.1:6379',
        RATE_LIMIT_REDIS_PREFIX: `traces-${randomBytes(4).toString('hex')}:`,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        EXPORT_POLL_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const end = Date.now() + 60_000;
    while (!output.includes('listening on') && server.exitCode === null && Date.now() < end)
      await new Promise((wait) => setTimeout(wait, 50));
    if (!output.includes('listening on')) throw new Error(`the server did not start:\n${output}`);
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await cleanup?.();
    await s3?.stop();
    await new Promise((done) => collector?.close(done));
  });

  it('an upload has DB, Redis and S3 children under its request span; an export job is a span', async () => {
    const first = JSON.parse(output.split('\n').find((line) => line.includes('client_secret'))!) as {
      client_id: string;
      client_secret: string;
      workspace: { id: number };
    };
    const oauth = await fetch(`${base}/oauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: first.client_id,
        client_secret: first.client_secret,
      }),
    });
    const { access_token: token } = (await oauth.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}` };
    const json = { ...auth, 'content-type': 'application/json' };

    // The upload, under a trace of our own.
    const traceId = randomBytes(16).toString('hex');
    const form = new FormData();
    form.append('file', new Blob([pngImage(16, 16)], { type: 'image/png' }), 'cover.png');
    const upload = await fetch(`${base}/topiary/file?t=secret`, {
      method: 'POST',
      headers: { ...auth, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      body: form,
    });
    expect(upload.status).toBe(201);

    // An export: a project, a doc of one page, the job, until it ends.
    const post = async (path: string, body: unknown) =>
      (await (await fetch(`${base}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) })).json()) as {
        id: number;
        status?: string;
      };
    const project = await post('/v2/magazine/title', { name: 'Traced', account: { id: first.workspace.id } });
    const doc = await post('/v2/magazine/edition', { name: 'Traced doc', title: { id: project.id } });
    await post('/v2/magazine/page', {
      name: 'Cover',
      edition: { id: doc.id },
      content: { type: 'page', children: [{ type: 'paragraph', text: 'Traced' }] },
    });
    const job = (await (
      await fetch(`${base}/v2/magazine/edition/${doc.id}/export`, { method: 'POST', headers: auth })
    ).json()) as { id: number };
    for (let i = 0; i < 100; i++) {
      const state = (await (await fetch(`${base}/v2/job/${job.id}`, { headers: auth })).json()) as { status: string };
      if (state.status !== 'queued' && state.status !== 'running') break;
      await new Promise((wait) => setTimeout(wait, 200));
    }

    // Stopping the server sends what is still batched.
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;

    const attributes = (span: OtlpSpan) =>
      Object.fromEntries(span.attributes.map((a) => [a.key, Object.values(a.value)[0]]));
    const request = spans.find((span) => span.traceId === traceId && span.kind === 2);
    expect(request && { name: request.name, ...attributes(request) }).toMatchObject({
      name: 'POST /topiary/file',
      'url.path': '/topiary/file',
      'url.query': 't=***',
    });
    const below = (parent: OtlpSpan): OtlpSpan[] => {
      const children = spans.filter((span) => span.parentSpanId === parent.spanId);
      return [...children, ...children.flatMap(below)];
    };
    const children = below(request!);
    console.log(
      children.map((s) => s.name),
      below(spans.find((s) => s.name === 'export job')!).map((s) => s.name),
    );
    const s3Put = (span: OtlpSpan) =>
      span.name === 'S3.PutObject' || (attributes(span)['rpc.method'] === 'PutObject' && span.kind === 3);
    const redis = (span: OtlpSpan) =>
      attributes(span)['db.system'] === 'redis' || attributes(span)['db.system.name'] === 'redis';
    const mysql = (span: OtlpSpan) =>
      attributes(span)['db.system'] === 'mysql' || attributes(span)['db.system.name'] === 'mysql';
    expect({
      s3: children.some(s3Put),
      redis: children.some(redis),
      database: children.some(mysql),
      names: children.map((span) => span.name),
    }).toEqual({ s3: true, redis: true, database: DRIVER === 'mysql', names: expect.any(Array) });

    const exportSpan = spans.find(
      (span) => span.name === 'export job' && Number(attributes(span)['job.id']) === job.id,
    );
    expect(exportSpan).toBeDefined();
    expect(attributes(exportSpan!)['export.outcome']).toBe('succeeded');
    expect(below(exportSpan!).some(s3Put)).toBe(true);
  }, 120_000);
});
