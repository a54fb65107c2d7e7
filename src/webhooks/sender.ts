import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';

import { refusal } from './addresses.js';

/** At most this much of an answer is read; the rest is cut off. */
const ANSWER_MAX_BYTES = 64 * 1024;

export interface SendOptions {
  timeoutMs: number;
  allowHttp: boolean;
  allowPrivate: boolean;
  /** Cuts the attempt (shutdown). */
  signal?: AbortSignal;
}

export interface SendResult {
  /** The answer's status, when one came. */
  statusCode: number | null;
  durationMs: number;
  /** Why the attempt failed (null on a 2xx). */
  error: string | null;
}

/** A refusal of the address, recorded on the delivery as it is. */
class Refused extends Error {}

/**
 * One POST, by node:http(s) and nothing else (docs/webhooks.md, "Safety"):
 * - the host is resolved at every attempt (no keep-alive, no cache) and every address it
 *   resolves to is checked; the connection is made to one of those, and the address actually
 *   connected to is checked again before a byte of the request is written (DNS rebinding);
 * - no redirect is followed (a 3xx is a failure like any non-2xx);
 * - at most ANSWER_MAX_BYTES of the answer are read, all within `timeoutMs` from the start.
 */
export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const settle = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      resolve({
        statusCode,
        durationMs: Math.round(performance.now() - started),
        error: error?.slice(0, 1000) ?? null,
      });
    };
    const target = allowedTarget(url, options);
    if (typeof target === 'string') return settle(null, target);
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, {
      method: 'POST',
      agent: false,
      lookup: checkedLookup(options.allowPrivate),
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`timed out after ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    options.signal?.addEventListener('abort', () => request.destroy(new Error('stopped')), { once: true });
    request.on('socket', (socket: Socket) => {
      // Nothing is written before the address the socket reached is checked.
      const connected = () => {
        const refused = refusal(socket.remoteAddress ?? '', options.allowPrivate);
        if (refused) request.destroy(new Refused(`refused: connected to ${refused.replace(/^address /, '')}`));
        else request.end(body);
      };
      if (socket.remoteAddress) connected();
      else socket.once('connect', connected);
    });
    request.on('response', (response: IncomingMessage) => {
      readAtMost(response, () => clearTimeout(timer));
      settle(response.statusCode ?? 0, answerError(response));
    });
    request.on('error', (error: Error & { code?: string }) => {
      clearTimeout(timer);
      if (error instanceof Refused) return settle(null, error.message);
      settle(
        null,
        error.code && !error.message.includes(error.code) ? `${error.code}: ${error.message}` : error.message,
      );
    });
    request.on('close', () => {
      if (!settled) {
        clearTimeout(timer);
        settle(null, 'the connection closed without an answer');
      }
    });
  });
}

/** The URL to POST to, or why it is refused before any lookup: its scheme, or an IP literal's range. */
function allowedTarget(url: string, options: SendOptions): URL | string {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return 'the URL does not parse';
  }
  if (target.protocol !== 'https:' && !(target.protocol === 'http:' && options.allowHttp)) {
    return `refused: ${target.protocol} URLs are not allowed (WEBHOOK_ALLOW_HTTP is off)`;
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const refused = isIP(host) !== 0 ? refusal(host, options.allowPrivate) : undefined;
  return refused ? `refused: ${refused}` : target;
}

/** A DNS lookup that fails when any address the name resolves to is refused. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.map((entry) => refusal(entry.address, allowPrivate)).find(Boolean);
      if (refused)
        return callback(new Refused(`refused: ${hostname} resolves to ${refused.replace(/^address /, '')}`), '', 4);
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Reads the answer's body up to ANSWER_MAX_BYTES (then cuts it off), calling `closed` at its end. */
function readAtMost(response: IncomingMessage, closed: () => void): void {
  let read = 0;
  response.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > ANSWER_MAX_BYTES) response.destroy();
  });
  response.on('error', () => undefined);
  response.on('close', closed);
}

/** Null for a 2xx; else what the delivery records. */
function answerError(response: IncomingMessage): string | null {
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return null;
  const location = status >= 300 && status < 400 ? response.headers.location : undefined;
  return location ? `answered ${status} (redirects are not followed)` : `answered ${status}`;
}
