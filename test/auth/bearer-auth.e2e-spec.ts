import { request } from 'node:http';
import { connect } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';

import { Public } from '../../src/auth/public.decorator.js';
import { TokenService } from '../../src/auth/token.service.js';
import { RouteTable } from '../../src/common/http/route-table.js';
import { TestOnlyRoutes } from '../support/openapi-watch.js';
import { expectProblem, type Tenant, TestApp } from '../support/test-app.js';

/** A route added with no auth decorator at all: deny by default must cover it. (A probe, not the API: undocumented.) */
@TestOnlyRoutes('bearer-auth probe')
@Controller('probe')
class ProbeController {
  @Post()
  @HttpCode(200)
  echo(@Body() body: Record<string, unknown>) {
    return { received: body };
  }

  @Public()
  @Get('open')
  open() {
    return { open: true };
  }
}

/** A controller marked public as a whole. */
@TestOnlyRoutes('bearer-auth probe')
@Public()
@Controller('public-probe')
class PublicProbeController {
  @Post()
  @HttpCode(200)
  echo(@Body() body: Record<string, unknown>) {
    return { received: body };
  }
}

@Module({ controllers: [ProbeController, PublicProbeController] })
class ProbeModule {}

/** The routes the contract makes public; everything else needs a token. */
// `/media/{id}/content` is opened by its signature (403 without one), the analytics beacon by design,
// a shared dashboard by its signed link (its stylesheet and script are public files, docs/analytics.md).
const PUBLIC =
  /^(?:\/oauth|\/health|\/ready|\/docs.*|\/read(?:\/.*)?|\/media\/1\/content|(?:\/v2)?\/analytics\/event|(?:\/v2)?\/analytics\/shared(?:\/.*)?|(?:\/v2)?\/magazine\/edition\/1\/cover|(?:\/v2)?\/probe\/open|(?:\/v2)?\/public-probe)$/;

/** Sends a request head announcing a body, and never the body: what comes back, and how fast. */
function headOnly(url: string, head: string): Promise<{ status: number; ms: number; closed: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let answer = '';
    let status = 0;
    let ms = 0;
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match && !status) {
        status = Number(match[1]);
        ms = Date.now() - started;
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done({ status, ms, closed: true }));
    setTimeout(() => {
      socket.destroy();
      if (!status) fail(new Error(`no answer to ${head.split('\r\n', 1)[0]}`));
    }, 5_000).unref();
  });
}

interface Lingered {
  status: number;
  /** When the answer came, the server's FIN, and the close, in ms from the connect. */
  answeredAt: number;
  endedAt: number;
  closedAt: number;
  /** What the client's writes after the answer ran into (a reset, a broken pipe). */
  errors: string[];
}

/**
 * Sends `head` (which announces a body) and 64 KiB of that body, and once the answer has come goes
 * on sending 64 KiB every 50 ms, `chunksAfter` times (or until the connection closes), then ends
 * its side. Half-open, so the server's FIN does not end the client's side too.
 */
function sendPastTheAnswer(url: string, head: string, chunksAfter: number): Promise<Lingered> {
  const { hostname, port } = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise((done) => {
    const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    const started = Date.now();
    const result: Lingered = { status: 0, answeredAt: 0, endedAt: 0, closedAt: 0, errors: [] };
    let answer = '';
    const sendMore = (left: number) => {
      if (socket.destroyed) return;
      if (left === 0) return void socket.end();
      socket.write(chunk);
      setTimeout(() => sendMore(left - 1), 50);
    };
    socket.on('connect', () => socket.write(Buffer.concat([Buffer.from(head), chunk])));
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match && !result.status) {
        result.status = Number(match[1]);
        result.answeredAt = Date.now() - started;
        sendMore(chunksAfter);
      }
    });
    socket.on('end', () => (result.endedAt = Date.now() - started));
    socket.on('error', (error: NodeJS.ErrnoException) => result.errors.push(error.code ?? error.message));
    socket.on('close', () => {
      result.closedAt = Date.now() - started;
      done(result);
    });
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

describe('BearerAuth: passport, deny by default, before the body', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await TestApp.start({}, { imports: [ProbeModule] });
    tenant = await t.tenant('Auth');
  });

  afterAll(async () => {
    await t.stop();
  });

  it('protects a new route that carries no decorator', async () => {
    const refused = await t.http().post('/probe').send({ a: 1 });
    expectProblem(refused, 401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="api", error="invalid_token"');
    const served = await t.http().post('/probe').set(tenant.auth).send({ a: 1 }).expect(200);
    expect(served.body).toEqual({ received: { a: 1 } });
  });

  it('lets @Public() open a route or a whole controller, and nothing else', async () => {
    await t.http().get('/probe/open').expect(200);
    await t.http().post('/public-probe').send({ b: 2 }).expect(200);
    for (const route of t.app.get(RouteTable).entries()) {
      const path = route.url.replace(/:[^/]+/g, '1').replace(/\*$/, '');
      if (PUBLIC.test(path) || route.method === 'OPTIONS') continue;
      const response = await t.http()[route.method.toLowerCase() as 'get'](path);
      expect({ route: `${route.method} ${route.url}`, status: response.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
    }
  });

  it('refuses a missing or bad token before any body byte is read, and closes the connection', async () => {
    for (const auth of [
      '',
      'Authorization: Bearer 0000000000000000000000000000000000000000\r\n',
      'Authorization: Basic abc\r\n',
    ]) {
      for (const path of ['/v2/magazine/title', '/topiary/file', '/probe']) {
        const answer = await headOnly(
          t.url,
          `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500000\r\n${auth}\r\n`,
        );
        expect({ path, auth, status: answer.status, closed: answer.closed }).toEqual({
          path,
          auth,
          status: 401,
          closed: true,
        });
        expect(answer.ms).toBeLessThan(2_000);
      }
    }
  });

  it('closes a refused connection in stages: the client may go on sending after its 401, and is not reset', async () => {
    // Closing with the body unread would make the kernel reset the connection, and the client's
    // writes of the rest of its body would fail (RFC 9112, 9.6). The server sends its answer and
    // a FIN, and reads and discards the rest until the client closes its side.
    const head = `POST /v2/magazine/title HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\n\r\n`;
    const polite = await sendPastTheAnswer(t.url, head, 6);
    expect(polite).toMatchObject({ status: 401, errors: [] });
    expect(polite.endedAt).toBeGreaterThanOrEqual(polite.answeredAt);
    // Six more chunks, 50 ms apart, all read: the close comes after the client's own end.
    expect(polite.closedAt - polite.answeredAt).toBeGreaterThanOrEqual(250);

    // Node's own client, sending a 4 MiB body without a token: the 401, and no broken pipe besides
    // (it had both, nearly every time, when the server closed at once).
    for (let i = 0; i < 5; i++) {
      const outcome = await new Promise<{ status?: number; error?: string }>((done) => {
        const seen: { status?: number; error?: string } = {};
        const { hostname, port } = new URL(t.url);
        const sent = request(
          {
            host: hostname,
            port,
            method: 'POST',
            path: '/v2/magazine/title',
            headers: { 'Content-Type': 'application/json' },
          },
          (response) => {
            seen.status = response.statusCode;
            response.resume();
          },
        );
        sent.on('error', (error: NodeJS.ErrnoException) => (seen.error = error.code));
        sent.on('close', () => done(seen));
        sent.end(Buffer.alloc(4 * 1024 * 1024, 0x20));
      });
      expect(outcome).toEqual({ status: 401 });
    }

    // A client that never stops sending is cut once the linger (2 s) is over, not before.
    const endless = await sendPastTheAnswer(t.url, head, 200);
    expect(endless.status).toBe(401);
    expect(endless.closedAt - endless.answeredAt).toBeGreaterThanOrEqual(1_500);
    expect(endless.closedAt - endless.answeredAt).toBeLessThan(5_000);
  });

  it('serves no request pipelined behind a refused body while the connection lingers', async () => {
    const { hostname, port } = new URL(t.url);
    const before = (await t.http().get('/v2/magazine/title').set(tenant.auth).expect(200)).body.total_items;
    const create = JSON.stringify({ name: 'Pipelined', account: { id: tenant.workspaceId } });
    const outcome = await new Promise<{ answers: string[]; closed: boolean }>((done) => {
      const socket = connect(Number(port), hostname);
      let received = '';
      let sentRest = false;
      socket.on('connect', () =>
        socket.write(
          `POST /v2/magazine/title HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n${' '.repeat(50_000)}`,
        ),
      );
      socket.on('data', (data: Buffer) => {
        received += data.toString('latin1');
        if (sentRest || !received.includes('\r\n\r\n')) return;
        sentRest = true;
        // The rest of the refused body, then a request the client should not have sent.
        socket.write(
          `${' '.repeat(50_000)}POST /v2/magazine/title HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
            `Authorization: Bearer ${tenant.token}\r\nContent-Length: ${Buffer.byteLength(create)}\r\n\r\n${create}`,
        );
      });
      socket.on('error', () => undefined);
      socket.on('close', () => done({ answers: received.match(/^HTTP\/1\.1 \d{3}/gm) ?? [], closed: true }));
      setTimeout(() => socket.destroy(), 5_000).unref();
    });
    expect(outcome).toEqual({ answers: ['HTTP/1.1 401'], closed: true });
    const after = (await t.http().get('/v2/magazine/title').set(tenant.auth).expect(200)).body.total_items;
    expect(after).toBe(before);
  });

  it('waits for the body of an authenticated request (the token passed), and answers it once it arrives', async () => {
    const response = await t
      .http()
      .post('/probe')
      .set(tenant.auth)
      .set('Content-Type', 'application/json')
      .send('{"late": true}')
      .expect(200);
    expect(response.body).toEqual({ received: { late: true } });
  });

  it('authenticates once per request: the guard confirms, it does not verify again', async () => {
    const verify = jest.spyOn(t.app.get(TokenService), 'verify');
    try {
      await t.http().get('/v2/magazine/title').set(tenant.auth).expect(200);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('ends the connection of an early refusal whose body has not arrived (a 415 upload)', async () => {
    const boundary = 'b0';
    const answer = await headOnly(
      t.url,
      `POST /topiary/file HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 10000000\r\n` +
        `Authorization: Bearer ${tenant.token}\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n` +
        'x'.repeat(5000),
    );
    expect(answer).toEqual({ status: 415, ms: expect.any(Number), closed: true });
  });
});
