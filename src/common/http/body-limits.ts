import type { Socket } from 'node:net';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { problemBody } from '../problem/problem.js';
import { sendProblem } from '../problem/send-problem.js';
import { clientAddress } from './client-address.js';

/** Whether the request says a body follows (a length above 0, or chunked). */
export function announcesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

export interface BodyLimitOptions {
  /** The largest JSON (or form) body. */
  jsonBytes: number;
  /** What one upload may hold in memory at a time, whatever its size (it streams to storage). */
  uploadBytes: number;
  /** A JSON body must have arrived this long after its request began. */
  bodyTimeoutMs: number;
  /** An upload may go this long without a byte. */
  uploadIdleTimeoutMs: number;
  /** What all bodies in flight may hold together. */
  budgetBytes: number;
  /** Told of each request refused for want of budget, shared (503) or its own share (429): the metrics count them. */
  onBudgetRefusal?: () => void;
  /** What the bodies in flight of one credential may hold together. */
  perCredentialBytes: number;
  /** What the bodies in flight from one client IP may hold together. */
  perIpBytes: number;
  /** An upload averaging less than this over `minRateWindowMs` is cut; 0 never. */
  minUploadBytesPerSecond: number;
  minRateWindowMs: number;
  /** Routes that take a smaller JSON body than `jsonBytes` (413 past it), by path. */
  smallerBodies?: { path: RegExp; bytes: number }[];
}

interface InFlight {
  request: FastifyRequest;
  reply: FastifyReply;
  upload: boolean;
  started: number;
  /** The socket's byte count when progress was last seen, and when. */
  bytesRead: number;
  progressAt: number;
  /** The socket's byte count when the current rate window opened, and when. */
  windowBytes: number;
  windowStart: number;
}

/**
 * A JSON body is held twice while it is parsed: the chunks as they arrive, then the string
 * they are decoded into.
 */
const JSON_COPIES = 2;
const RETRY_AFTER_SECONDS = '1';
/** A client over its own share waits for its own bodies to finish: longer than a moment. */
const SHARE_RETRY_AFTER_SECONDS = '5';
const MULTIPART = /^multipart\/form-data/i;
/** A CSV body streams too (a token import, docs/personalization.md "Campaigns"). */
const STREAMED = /^text\/csv\b/i;

/**
 * How long a connection answered before its body was read goes on reading (and discarding) that
 * body after the answer: time enough for a client busy sending to read the answer first.
 */
const LINGER_MS = 2_000;
const lingering = new WeakSet<Socket>();

/**
 * Closes in stages (RFC 9112, 9.6) a connection whose answer was given before its request body
 * was read: the answer and a FIN first, then the rest of the body read and thrown away until the
 * client closes its side, for LINGER_MS at most. Node's own close (`destroySoon`) closes at once,
 * and a socket closed with unread bytes makes the kernel reset the connection: the client's
 * writes of the rest of its body fail (Node's HTTP client reports EPIPE beside the 401), and a
 * client that reads only after a failed write never sees the answer. A request that arrives
 * behind the body while the connection lingers is never served (`admit`).
 */
function closeLingering(socket: Socket | null | undefined): void {
  if (!socket || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function destroyAfterLinger(this: Socket) {
    if (this.writable) this.end();
    const cut = setTimeout(() => this.destroy(), LINGER_MS);
    cut.unref();
    this.once('close', () => clearTimeout(cut));
  };
}

/**
 * Bounds what request bodies can cost: time and memory.
 *
 * - Memory: before a body is read, the most it may hold is reserved from one budget shared by
 *   every request in flight (a JSON body its Content-Length, up to the JSON limit, twice; an
 *   upload a fixed amount, since it streams) and given back when its response is done. Each
 *   credential and each client IP may hold only its share of that budget: a body past its
 *   credential's or its IP's share is refused at once with 429 and `Retry-After`, unread, so one
 *   tenant's slow bodies never turn into everyone else's 503. A body that
 *   does not fit the whole budget (many clients at once) is refused with 503, as before.
 * - Time: a JSON body must arrive within `bodyTimeoutMs` of the request's start; an upload may
 *   not pause longer than `uploadIdleTimeoutMs` between bytes, nor average less than
 *   `minUploadBytesPerSecond` over any `minRateWindowMs` window since it began (a client
 *   dripping a byte every few seconds is never idle, yet holds its reservation for ever). Past
 *   any of them, the request is answered 408 and its connection closed; an upload cut this way
 *   keeps nothing (its handler sees the connection end, as for a client that disconnects).
 *
 * One timer sweeps every body in flight (no timer per request); progress is the socket's byte
 * count, so the body's own stream is never touched. It runs after BearerAuth: a request without
 * a valid token never gets here, its body is never read.
 */
export class BodyLimits {
  private reserved = 0;
  /** Bytes reserved per credential (`credential:<id>`) and per client IP (`ip:<address>`); absent at 0. */
  private readonly held = new Map<string, number>();
  private readonly inFlight = new Set<InFlight>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly options: BodyLimitOptions) {}

  register(fastify: FastifyInstance): void {
    const smaller = this.options.smallerBodies ?? [];
    // Both twins of a route come through here (route-twins.ts registers the second).
    fastify.addHook('onRoute', (route) => {
      const limit = smaller.find(({ path }) => path.test(route.url));
      if (limit) route.bodyLimit = limit.bytes;
    });
    fastify.addHook('preParsing', (request, reply, payload, done) => {
      if (this.admit(request, reply)) done(null, payload);
    });
    // An answer given before its body has arrived (a 401, a 413, a 415, any early refusal) ends
    // the connection, in stages: otherwise Node would wait for the rest of the body to discard
    // it, forever.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (!request.raw.complete && announcesBody(request)) {
        reply.header('Connection', 'close');
        closeLingering(request.raw.socket);
      }
      done(null, payload);
    });
    fastify.addHook('onReady', (done) => {
      const every = Math.min(
        1000,
        Math.max(50, Math.floor(Math.min(this.options.bodyTimeoutMs, this.options.uploadIdleTimeoutMs) / 4)),
      );
      this.sweeper = setInterval(() => this.sweep(Date.now()), every);
      this.sweeper.unref();
      done();
    });
    fastify.addHook('onClose', (_instance, done) => {
      clearInterval(this.sweeper);
      done();
    });
  }

  /** Bytes reserved by the bodies in flight (for tests and logs). */
  get reservedBytes(): number {
    return this.reserved;
  }

  private admit(request: FastifyRequest, reply: FastifyReply): boolean {
    // A request read while its connection lingers was sent after a `Connection: close` answer (a
    // client pipelining behind a refused body): it is not served (RFC 9112, 9.6), since its
    // answer could never be delivered, and the connection ends now.
    if (lingering.has(request.raw.socket)) {
      reply.hijack();
      request.raw.socket.destroy();
      return false;
    }
    if (!announcesBody(request)) return true;
    const length = request.headers['content-length'];
    const chunked = request.headers['transfer-encoding'] !== undefined;
    const upload =
      MULTIPART.test(request.headers['content-type'] ?? '') || STREAMED.test(request.headers['content-type'] ?? '');
    // Over the JSON limit, Fastify answers 413 without reading: reserve no more than the limit.
    const announced = chunked ? this.options.jsonBytes : Math.min(Number(length) || 0, this.options.jsonBytes);
    const bytes = upload ? this.options.uploadBytes : announced * JSON_COPIES;
    const credential = request.user ? `credential:${request.user.credentialId}` : undefined;
    const ip = `ip:${clientAddress(request.ip)}`;
    const spent =
      credential !== undefined && this.holding(credential) + bytes > this.options.perCredentialBytes
        ? `this credential's request bodies in flight already hold ${this.holding(credential)} of its ${this.options.perCredentialBytes} bytes`
        : this.holding(ip) + bytes > this.options.perIpBytes
          ? `the request bodies in flight from this address already hold ${this.holding(ip)} of its ${this.options.perIpBytes} bytes`
          : undefined;
    if (spent !== undefined) {
      this.options.onBudgetRefusal?.();
      reply.header('Connection', 'close');
      sendProblem(reply, problemBody(429, `Too many request bodies at once: ${spent}; retry once some are done`), {
        'Retry-After': SHARE_RETRY_AFTER_SECONDS,
      });
      return false;
    }
    if (this.reserved + bytes > this.options.budgetBytes) {
      this.options.onBudgetRefusal?.();
      reply.header('Connection', 'close');
      sendProblem(reply, problemBody(503, 'The server is receiving too many request bodies at once; retry shortly'), {
        'Retry-After': RETRY_AFTER_SECONDS,
      });
      return false;
    }
    const holders = credential === undefined ? [ip] : [credential, ip];
    this.reserved += bytes;
    for (const holder of holders) this.held.set(holder, this.holding(holder) + bytes);
    const now = Date.now();
    const bytesRead = request.raw.socket?.bytesRead ?? 0;
    const entry: InFlight = {
      request,
      reply,
      upload,
      started: now,
      bytesRead,
      progressAt: now,
      windowBytes: bytesRead,
      windowStart: now,
    };
    this.inFlight.add(entry);
    reply.raw.once('close', () => {
      this.reserved -= bytes;
      for (const holder of holders) {
        const left = this.holding(holder) - bytes;
        if (left > 0) this.held.set(holder, left);
        else this.held.delete(holder);
      }
      this.inFlight.delete(entry);
    });
    return true;
  }

  private holding(holder: string): number {
    return this.held.get(holder) ?? 0;
  }

  private sweep(now: number): void {
    for (const entry of this.inFlight) {
      const { request, reply, upload } = entry;
      if (request.raw.complete || reply.sent) {
        this.inFlight.delete(entry);
        continue;
      }
      if (upload) {
        const bytesRead = request.raw.socket?.bytesRead ?? entry.bytesRead;
        if (bytesRead !== entry.bytesRead) {
          entry.bytesRead = bytesRead;
          entry.progressAt = now;
        } else if (now - entry.progressAt >= this.options.uploadIdleTimeoutMs) {
          this.cut(entry, `The upload sent nothing for ${this.options.uploadIdleTimeoutMs} ms`);
          continue;
        }
        this.checkRate(entry, bytesRead, now);
      } else if (now - entry.started >= this.options.bodyTimeoutMs) {
        this.cut(entry, `The request body did not arrive within ${this.options.bodyTimeoutMs} ms`);
      }
    }
  }

  /**
   * Windows follow one another from the upload's start; each must bring its share of bytes
   * (counted on the socket, so multipart framing counts too, as it costs the same to hold).
   */
  private checkRate(entry: InFlight, bytesRead: number, now: number): void {
    const { minUploadBytesPerSecond: rate, minRateWindowMs: window } = this.options;
    if (rate === 0 || now - entry.windowStart < window) return;
    const received = bytesRead - entry.windowBytes;
    const needed = Math.ceil((rate * (now - entry.windowStart)) / 1000);
    if (received < needed) {
      this.cut(
        entry,
        `The upload sent ${received} bytes in ${Math.round((now - entry.windowStart) / 1000)} s, under the minimum of ${rate} bytes a second`,
      );
      return;
    }
    entry.windowBytes = bytesRead;
    entry.windowStart = now;
  }

  /** 408, then the connection ends: the rest of the body will never be read. */
  private cut(entry: InFlight, detail: string): void {
    this.inFlight.delete(entry);
    const socket = entry.request.raw.socket;
    entry.reply.header('Connection', 'close');
    sendProblem(entry.reply, problemBody(408, detail));
    // Node ends a `Connection: close` socket once the answer is written; a client that does not
    // read its answer either is cut a moment later. The request stream is destroyed, not just
    // the socket: once its answer is out, Node detaches the request from the socket, so a
    // socket closing would never reach it, and an upload's handler would wait for the rest of
    // its body for ever, holding its file's unfinished write.
    setTimeout(() => {
      entry.request.raw.destroy();
      socket?.destroy();
    }, 1000).unref();
  }
}
