import { connect, type Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

import { UPLOAD_MEMORY_RESERVE } from '../../src/app.factory.js';
import { localStorageRoot } from '../../src/storage/storage.provider.js';
import { until } from '../support/multipart.js';
import { filesUnder, type Tenant, TestApp } from '../support/test-app.js';

/**
 * Issue 29, item 2: 85 uploads sending a byte every 10 s (and one stalled JSON body) held the
 * whole 64 MiB body budget, and every other tenant's uploads and writes got 503 for as long as
 * the attacker liked. Now each credential and each client IP holds at most its share (a 429
 * with Retry-After past it, for that client only), and an upload that drips bytes below the
 * minimum rate is cut like an idle one.
 *
 * Real HTTP on raw sockets; the client IP comes from X-Forwarded-For behind a trusted proxy
 * (127.0.0.1), so one machine plays several addresses.
 */
const KiB = 1024;
const MiB = 1024 * KiB;
const PER_CREDENTIAL = 4 * MiB;
const PER_IP = 8 * MiB;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const BOUNDARY = '----budget';
const PART_HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
);

interface Held {
  socket: Socket;
  answer: string;
  status?: number;
  closed: boolean;
}

/** A raw connection that sends a request head and the first bytes of its body, then whatever the test writes. */
function open(url: string, head: string, first: Buffer): Promise<Held> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const held: Held = { socket, answer: '', closed: false };
    socket.on('connect', () => {
      socket.write(head);
      socket.write(first);
      resolve(held);
    });
    socket.on('data', (chunk: Buffer) => {
      held.answer += chunk.toString('latin1');
      held.status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(held.answer)?.[1]) || undefined;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => (held.closed = true));
    socket.on('error', reject);
  });
}

function uploadHead(token: string, ip: string, length: number): string {
  return (
    `POST /topiary/file HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nX-Forwarded-For: ${ip}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`
  );
}

/** An upload of a PDF that never ends: it stays in flight, holding its reservation, until the test closes it. */
const slowUpload = (t: TestApp, tenant: Tenant, ip: string) =>
  open(t.url, uploadHead(tenant.token, ip, 10 * MiB), Buffer.concat([PART_HEAD, PDF]));

function stalledJson(t: TestApp, tenant: Tenant, ip: string, length: number): Promise<Held> {
  const head =
    `POST /v2/magazine/title HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tenant.token}\r\nX-Forwarded-For: ${ip}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
  return open(t.url, head, Buffer.from('{"name": "'));
}

const statuses = (held: Held[]) => held.map((h) => h.status);
const answered = (held: Held[]) => held.filter((h) => h.status !== undefined);
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('body memory: each credential and each IP holds only its share', () => {
  let t: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await TestApp.start({
      BODY_MEMORY_BUDGET_BYTES: String(16 * MiB),
      BODY_MEMORY_PER_CREDENTIAL_BYTES: String(PER_CREDENTIAL),
      BODY_MEMORY_PER_IP_BYTES: String(PER_IP),
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.stop();
  });

  it("one tenant's slow uploads and stalled JSON get 429 past its share; another tenant's upload and write still succeed", async () => {
    const hog = await t.tenant('Hog');
    const other = await t.tenant('Other');
    const rowsBefore = Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM media_file'))[0].n);

    const jsonLength = 100 * KiB;
    const held = [await stalledJson(t, hog, '198.51.100.1', jsonLength)];
    for (let i = 0; i < 12; i++) held.push(await slowUpload(t, hog, '198.51.100.1'));
    sockets.push(...held.map((h) => h.socket));
    // Whatever order the server reads the connections in, the JSON body fits beside this many uploads.
    const admittedUploads = Math.floor((PER_CREDENTIAL - 2 * jsonLength) / UPLOAD_MEMORY_RESERVE);
    await until(() => answered(held).length === held.length - 1 - admittedUploads, 'the excess uploads to be answered');
    await settle();

    // The JSON body and the uploads within the share are in flight, unanswered.
    expect(held[0].status).toBeUndefined();
    expect(held.length - answered(held).length).toBe(1 + admittedUploads);
    // The rest: 429 with Retry-After, their connections closed, their bodies never read.
    const refused = answered(held);
    expect(statuses(refused)).toEqual(Array(refused.length).fill(429));
    for (const h of refused) {
      expect(h.answer).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(h.answer).toMatch(/\r\ncontent-type: application\/problem\+json/i);
      expect(h.answer).toContain("this credential's request bodies in flight already hold");
    }
    await until(() => refused.every((h) => h.closed), 'the refused connections to close');

    // Another tenant, another address: served at once, no 503.
    const upload = await t
      .http()
      .post('/topiary/file')
      .set(other.auth)
      .set('X-Forwarded-For', '198.51.100.2')
      .attach('file', PDF, 'other.pdf');
    expect(upload.status).toBe(201);
    const title = await t
      .http()
      .post('/v2/magazine/title')
      .set(other.auth)
      .set('X-Forwarded-For', '198.51.100.2')
      .send({ name: 'Still served', account: { id: other.workspaceId } });
    expect(title.status).toBe(201);
    // Another tenant behind the hog's own address too: the IP's share still has room.
    const sameAddress = await t.tenant('Same address');
    const beside = await t
      .http()
      .post('/topiary/file')
      .set(sameAddress.auth)
      .set('X-Forwarded-For', '198.51.100.1')
      .attach('file', PDF, 'beside.pdf');
    expect(beside.status).toBe(201);

    // The hog's refused uploads stored nothing; the two that went through did.
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM media_file'))[0].n)).toBe(rowsBefore + 2);
    for (const h of held) h.socket.destroy();
  });

  it('an address holds only its share too, whatever the credentials: 429 for it, never 503 for the others', async () => {
    const ip = '198.51.100.3';
    const tenants = [await t.tenant('A'), await t.tenant('B'), await t.tenant('C')];
    const perTenant = Math.floor(PER_CREDENTIAL / UPLOAD_MEMORY_RESERVE);
    const admitted = Math.floor(PER_IP / UPLOAD_MEMORY_RESERVE);
    const held: Held[] = [];
    // Each tenant stays within its own share; together they pass the address's.
    for (const tenant of tenants) for (let i = 0; i < perTenant; i++) held.push(await slowUpload(t, tenant, ip));
    sockets.push(...held.map((h) => h.socket));
    expect(held.length).toBeGreaterThan(admitted);
    await until(
      () => answered(held).length === held.length - admitted,
      'the uploads past the address share to be answered',
    );
    await settle();
    const refused = answered(held);
    expect(held.length - refused.length).toBe(admitted);
    expect(statuses(refused)).toEqual(Array(refused.length).fill(429));
    for (const h of refused) expect(h.answer).toContain('the request bodies in flight from this address already hold');

    const elsewhere = await t.tenant('Elsewhere');
    const upload = await t
      .http()
      .post('/topiary/file')
      .set(elsewhere.auth)
      .set('X-Forwarded-For', '198.51.100.4')
      .attach('file', PDF, 'elsewhere.pdf');
    expect(upload.status).toBe(201);
    for (const h of held) h.socket.destroy();
    // Once the bodies are gone, their shares are given back.
    await until(
      async () =>
        (
          await t
            .http()
            .post('/topiary/file')
            .set(tenants[0].auth)
            .set('X-Forwarded-For', ip)
            .attach('file', PDF, 'again.pdf')
        ).status === 201,
      'the share to be given back',
    );
  });
});

describe('uploads under the minimum rate are cut', () => {
  const RATE = 2 * KiB;
  const WINDOW_MS = 2_000;
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await TestApp.start({
      UPLOAD_MIN_BYTES_PER_SECOND: String(RATE),
      UPLOAD_MIN_RATE_WINDOW_MS: String(WINDOW_MS),
    });
    tenant = await t.tenant('Drip');
  });
  afterAll(async () => {
    await t.stop();
  });

  /** Sends `chunk` bytes of PDF padding every `everyMs`, `total` bytes in all, then the end of the body. */
  async function drip(chunk: number, everyMs: number, total: number): Promise<{ held: Held; ms: number }> {
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const length = PART_HEAD.length + PDF.length + total + tail.length;
    const started = Date.now();
    const held = await open(t.url, uploadHead(tenant.token, '127.0.0.1', length), Buffer.concat([PART_HEAD, PDF]));
    for (let sent = 0; sent < total && !held.closed && held.status === undefined; sent += chunk) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      held.socket.write(Buffer.alloc(Math.min(chunk, total - sent), 0x20));
    }
    if (!held.closed && held.status === undefined) held.socket.write(tail);
    await until(() => held.status !== undefined && held.answer.includes('\r\n\r\n{'), 'the answer', 15_000);
    return { held, ms: Date.now() - started };
  }

  it('cuts a slow drip (never idle, far under the rate) with 408 after one window, and keeps nothing', async () => {
    const root = localStorageRoot(t.config);
    const before = filesUnder(root);
    // 64 bytes every 200 ms: 320 B/s, a byte far more often than the idle limit asks.
    const { held, ms } = await drip(64, 200, 64 * KiB);
    held.socket.destroy();
    expect(held.status).toBe(408);
    expect(held.answer).toMatch(/under the minimum of 2048 bytes a second/);
    expect(ms).toBeGreaterThanOrEqual(WINDOW_MS);
    expect(ms).toBeLessThan(WINDOW_MS + 3_000);
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM media_file'))[0].n)).toBe(0);
    await until(() => filesUnder(root).length === before.length, 'the partial file to be removed').catch((e: Error) => {
      throw new Error(`${e.message}: ${JSON.stringify(before)} ${JSON.stringify(filesUnder(root))}`);
    });
  });

  it('lets a slow upload over the rate finish, however many windows it spans', async () => {
    // 2 KiB every 250 ms: 8 KiB/s, for about 3 windows.
    const { held, ms } = await drip(2 * KiB, 250, 48 * KiB);
    held.socket.destroy();
    expect(held.status).toBe(201);
    expect(ms).toBeGreaterThan(2 * WINDOW_MS);
  });
});
