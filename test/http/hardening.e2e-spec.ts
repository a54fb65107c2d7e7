import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { multipartBody } from '../support/multipart.js';
import { pngImage } from '../support/png.js';
import { expectProblem, filesUnder, type Tenant, TestApp } from '../support/test-app.js';

const TITLES = '/v2/magazine/title';

type Res = { status: number; headers: Record<string, string>; body: Record<string, unknown>; text: string };

/** helmet's headers, with the API's own strict Content-Security-Policy. */
function expectSecurityHeaders(res: Res): void {
  expect(res.headers['content-security-policy']).toBe(
    "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-dns-prefetch-control']).toBe('off');
  expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

/** Nothing internal in the body: no stack frame, no SQL or driver code, no file path. */
function expectNoLeak(res: Res, paths: string[] = []): void {
  const raw = res.text;
  expect(raw).not.toMatch(/\bat \S+ \(|\bat \S+:\d+:\d+|\\n\s+at /);
  expect(raw).not.toMatch(/\b(SELECT|INSERT|UPDATE|DELETE|DROP|FROM|WHERE)\b/);
  expect(raw).not.toMatch(/SQLITE|ER_[A-Z_]+|QueryFailedError|no such table|doesn't exist/i);
  expect(raw).not.toMatch(/E[A-Z]{3,}:|ENOTDIR|EEXIST|EACCES|ENOENT/);
  expect(raw).not.toMatch(/node_modules|\/tmp\/|\/work\/|\.(ts|js):\d+/);
  for (const path of paths) expect(raw).not.toContain(path);
  expect(res.body).not.toHaveProperty('stack');
}

/**
 * Sends only the head of a request (and `sent` bytes of body) on a raw socket and reads what
 * comes back while the rest of the promised body is still unsent.
 */
function partialRequest(
  url: string,
  head: string,
  body: Buffer,
): Promise<{ status: number; raw: string; socket: Socket }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname);
    let raw = '';
    const timer = setTimeout(
      () => fail(new Error(`no answer while the body was unsent; got ${JSON.stringify(raw)}`)),
      5000,
    );
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString('latin1');
      const end = raw.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(raw);
      if (end !== -1 && length && raw.length >= end + 4 + Number(length[1])) {
        clearTimeout(timer);
        done({ status: Number(raw.slice(9, 12)), raw, socket });
      }
    });
    socket.on('error', () => undefined);
    socket.write(head);
    socket.write(body);
  });
}

describe('Hardening', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await TestApp.start({ UPLOAD_MAX_FILE_BYTES: String(64 * 1024) });
    tenant = await t.tenant('Hardening');
  });
  afterAll(async () => {
    await t.stop();
  });

  describe('security headers (helmet)', () => {
    it('come on successes, errors, unrouted paths and early refusals alike', async () => {
      const responses: [number, Res][] = [
        [200, await t.http().get(TITLES).set(tenant.auth)],
        [
          201,
          await t
            .http()
            .post(TITLES)
            .set(tenant.auth)
            .send({ name: 'Helmet', account: { id: tenant.workspaceId } }),
        ],
        [401, await t.http().get(TITLES)],
        [404, await t.http().get('/nowhere')],
        [405, await t.http().put(TITLES).set(tenant.auth)],
        [406, await t.http().get(TITLES).set(tenant.auth).set('Accept', 'text/html')],
        [415, await t.http().post(TITLES).set(tenant.auth).set('Content-Type', 'text/plain').send('x')],
        [422, await t.http().post(TITLES).set(tenant.auth).send({})],
        [
          200,
          await t.http().post('/oauth').send({
            grant_type: 'client_credentials',
            client_id: tenant.credential.client_id,
            client_secret: tenant.credential.client_secret,
          }),
        ],
        [200, await t.http().get('/health')],
      ];
      for (const [status, res] of responses) {
        expect(res.status).toBe(status);
        expectSecurityHeaders(res);
      }
    });

    it('let Swagger UI load at /docs: its own policy, no inline script, every asset from this server', async () => {
      const page = await t.http().get('/docs');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const csp = page.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).not.toContain('unsafe-eval');
      // script-src 'self' blocks inline scripts: the page must have none.
      const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, inline] of scripts) {
        expect(attributes).toMatch(/\bsrc="/);
        expect(inline.trim()).toBe('');
      }
      const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
      expect(assets.length).toBeGreaterThanOrEqual(4);
      for (const asset of assets) {
        // Relative to /docs, so same origin as the page and allowed by 'self'.
        expect(asset).toMatch(/^\.\//);
        const res = await t.http().get(new URL(asset, `${t.url}/docs`).pathname);
        expect([asset, res.status]).toEqual([asset, 200]);
      }
      const init = await t.http().get('/docs/swagger-ui-init.js');
      expect(init.status).toBe(200);
      expect(init.headers['content-type']).toMatch(/javascript/);
      expect((await t.http().get('/docs-json')).status).toBe(200);
    });

    it('let pages on other origins embed media bytes (Cross-Origin-Resource-Policy: cross-origin)', async () => {
      const png = pngImage(4, 4, 3);
      const { body, contentType } = multipartBody([{ name: 'file', filename: 'corp.png', data: png }]);
      const upload = await t.http().post('/topiary/file').set(tenant.auth).set('Content-Type', contentType).send(body);
      expect(upload.status).toBe(201);
      const id = upload.body._embedded.file[0].id;
      for (const path of [`/topiary/file/${id}/content`, `/image/${id}/content`]) {
        const res = await t.http().get(path).set(tenant.auth);
        expect(res.status).toBe(200);
        expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  });

  describe('CORS', () => {
    it('is on by default for any origin (*), never credentialed, on a preflight and a request', async () => {
      const preflight = await t
        .http()
        .options(TITLES)
        .set('Origin', 'https://app.example.com')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type');
      expect(preflight.status).toBe(204);
      const get = await t.http().get(TITLES).set(tenant.auth).set('Origin', 'https://app.example.com');
      expect(get.status).toBe(200);
      for (const res of [preflight, get]) {
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });
  });

  describe('body and upload limits, enforced before buffering', () => {
    it('answers a JSON body announced over 1 MiB with 413 before any of it is sent', async () => {
      await t.refusedWithoutChange(async () => {
        const head =
          `POST ${TITLES} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${tenant.auth.Authorization}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n`;
        const { status, raw, socket } = await partialRequest(t.url, head, Buffer.from('{"name":'));
        socket.destroy();
        expect(status).toBe(413);
        expect(raw).toMatch(/\r\ncontent-type: application\/problem\+json/i);
        expect(raw).toContain('"status":413');
      });
    });

    it('cuts a chunked JSON body as soon as it passes 1 MiB', async () => {
      await t.refusedWithoutChange(async () => {
        const head =
          `POST ${TITLES} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${tenant.auth.Authorization}\r\n` +
          `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
        const piece = Buffer.alloc(256 * 1024, 0x20);
        const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
        // Five chunks (1.25 MiB) of a body that never ends.
        const { status, socket } = await partialRequest(
          t.url,
          head,
          Buffer.concat([chunk, chunk, chunk, chunk, chunk]),
        );
        socket.destroy();
        expect(status).toBe(413);
      });
    });

    it('cuts an upload whose file passes UPLOAD_MAX_FILE_BYTES while it streams, keeping nothing', async () => {
      const storage = localStorageRoot(t.config);
      const files = filesUnder(storage);
      await t.refusedWithoutChange(async () => {
        const png = pngImage(4, 4, 9);
        const { body, contentType } = multipartBody([
          { name: 'file', filename: 'huge.png', data: Buffer.concat([png, Buffer.alloc(64 * 1024 * 1024)]) },
        ]);
        const head =
          `POST /topiary/file HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${tenant.auth.Authorization}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
        // 256 KiB of a 64 MiB file: four times the limit, a fraction of what is announced.
        const { status, raw, socket } = await partialRequest(t.url, head, body.subarray(0, 256 * 1024));
        socket.destroy();
        expect([status, raw]).toEqual([413, expect.stringContaining('larger than the limit of 65536 bytes')]);
        expect(filesUnder(storage)).toEqual(files);
      });
    });
  });

  describe('errors leak nothing', () => {
    it('malformed, oversized and mistyped bodies get plain problems', async () => {
      const responses: Res[] = [
        await t.http().post(TITLES).set(tenant.auth).set('Content-Type', 'application/json').send('{"name": "x",'),
        await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .set('Content-Type', 'application/json')
          .send(`{"name":"${'x'.repeat(1024 * 1024 + 1)}"}`),
        await t
          .http()
          .post(TITLES)
          .set(tenant.auth)
          .send({ name: { $gt: '' }, account: { id: "1' OR '1'='1" } }),
        await t.http().get(`${TITLES}/1e999`).set(tenant.auth),
      ];
      for (const res of responses) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expectNoLeak(res, [t.config.DATA_DIR]);
      }
    });

    it('a storage failure is a bare 500: no errno, no path', async () => {
      const storage = localStorageRoot(t.config);
      rmSync(storage, { recursive: true, force: true });
      // The storage root is now a file: every write under it fails with ENOTDIR.
      writeFileSync(storage, 'not a directory');
      try {
        const { body, contentType } = multipartBody([{ name: 'file', filename: 'x.png', data: pngImage(4, 4, 1) }]);
        const res = await t.http().post('/topiary/file').set(tenant.auth).set('Content-Type', contentType).send(body);
        expectProblem(res, 500, 'An unexpected error occurred');
        expectNoLeak(res, [storage, t.config.DATA_DIR]);
      } finally {
        rmSync(storage, { force: true });
        mkdirSync(storage, { recursive: true });
      }
    });

    it('a database failure is a bare 500: no SQL, no driver message', async () => {
      // Last test of the file: it breaks the schema of this file's own database. Renamed, not
      // dropped: other tables (docs, personalization, analytics) hold foreign keys to it.
      await t.dataSource.query(
        `ALTER TABLE ${t.dataSource.driver.escape('title')} RENAME TO ${t.dataSource.driver.escape('title_gone')}`,
      );
      const list = await t.http().get(TITLES).set(tenant.auth);
      const create = await t
        .http()
        .post(TITLES)
        .set(tenant.auth)
        .send({ name: 'Broken', account: { id: tenant.workspaceId } });
      for (const res of [list, create]) {
        expectProblem(res, 500, 'An unexpected error occurred');
        expectNoLeak(res, [t.config.DATA_DIR]);
        expectSecurityHeaders(res);
      }
    });
  });
});

/**
 * Its own app, started after the main one stopped: passport keeps one global "bearer" strategy,
 * bound to the last app created in the process, so two apps must not overlap in one test file.
 */
describe('Hardening: CORS with CORS_ORIGINS', () => {
  let cors: TestApp;
  let corsTenant: Tenant;

  beforeAll(async () => {
    cors = await TestApp.start({ CORS_ORIGINS: 'https://app.example.com, https://admin.example.com:8443' });
    corsTenant = await cors.tenant('CORS');
  });
  afterAll(async () => {
    await cors.stop();
  });

  it('answers a preflight from a listed origin and allows the bearer header', async () => {
    const res = await cors
      .http()
      .options(TITLES)
      .set('Origin', 'https://admin.example.com:8443')
      .set('Access-Control-Request-Method', 'PATCH')
      .set('Access-Control-Request-Headers', 'authorization,content-type,if-match');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com:8443');
    expect(res.headers['access-control-allow-methods']).toContain('PATCH');
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toContain('authorization');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a listed origin read responses, errors and the rate-limit headers included', async () => {
    const ok = await cors.http().get(TITLES).set(corsTenant.auth).set('Origin', 'https://app.example.com');
    const refused = await cors.http().get(TITLES).set('Origin', 'https://app.example.com');
    expect(ok.status).toBe(200);
    expectProblem(refused, 401);
    for (const res of [ok, refused]) {
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
      const exposed = res.headers['access-control-expose-headers'].toLowerCase();
      for (const name of [
        'x-request-id',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
        'retry-after',
        'location',
        'www-authenticate',
      ]) {
        expect(exposed).toContain(name);
      }
    }
  });

  it('gives an origin not listed nothing to read', async () => {
    const preflight = await cors
      .http()
      .options(TITLES)
      .set('Origin', 'https://evil.example.com')
      .set('Access-Control-Request-Method', 'DELETE');
    const get = await cors.http().get(TITLES).set(corsTenant.auth).set('Origin', 'https://evil.example.com');
    for (const res of [preflight, get]) expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
