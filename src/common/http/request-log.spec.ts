import type { IncomingMessage } from 'node:http';

import { describe, expect, it, jest } from '@jest/globals';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';

import { lazyRequestLogger, loggedUrl } from './request-log.js';

/** A root logger like the app's (no timestamps, to compare bytes), and the lines it wrote. */
function rootLogger(level = 'info') {
  const lines: string[] = [];
  const logger = pino(
    { level, timestamp: false, base: { pid: 1, hostname: 'h' } },
    { write: (line: string) => lines.push(line) },
  );
  return { logger, lines };
}

const requestLogger = (logger: pino.Logger, options = {}) =>
  lazyRequestLogger.call(
    {} as FastifyInstance,
    logger as unknown as FastifyBaseLogger,
    { reqId: 'r-1' },
    options,
    {} as IncomingMessage,
  );

describe('the per-request logger', () => {
  it('writes what a pino child with the request id writes, byte for byte', () => {
    const lazy = rootLogger();
    const eager = rootLogger();
    requestLogger(lazy.logger).error({ status: 500 }, 'unexpected error');
    eager.logger.child({ reqId: 'r-1' }).error({ status: 500 }, 'unexpected error');
    expect(lazy.lines).toEqual(eager.lines);
    expect(lazy.lines[0]).toBe(
      '{"level":50,"pid":1,"hostname":"h","reqId":"r-1","status":500,"msg":"unexpected error"}\n',
    );
  });

  it('makes no child until something is logged at an enabled level, and one at most', () => {
    const { logger, lines } = rootLogger('info');
    const child = jest.spyOn(logger, 'child');
    const log = requestLogger(logger);
    log.debug('starting multipart parsing');
    log.trace('busboy options');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    log.warn('one');
    log.info('two');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['one', 'two']);
  });

  it('passes a call through to a logger that cannot say its level (not pino)', () => {
    const calls: unknown[][] = [];
    const plain = { child: () => plain, debug: (...args: unknown[]) => calls.push(args) };
    const log = lazyRequestLogger.call(
      {} as FastifyInstance,
      plain as unknown as FastifyBaseLogger,
      { reqId: 'r-1' },
      {},
      {} as IncomingMessage,
    );
    log.debug('starting multipart parsing');
    expect(calls).toEqual([['starting multipart parsing']]);
  });

  it("keeps a level of its own (a route logLevel) rather than the root logger's", () => {
    const { logger, lines } = rootLogger('info');
    requestLogger(logger, { level: 'debug' }).debug('visible');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['visible']);
  });

  it('matches what the root logger writes with the request id first: the line every request writes', () => {
    const viaRoot = rootLogger();
    const viaChild = rootLogger();
    viaRoot.logger.info({ reqId: 'r-1', method: 'GET', url: '/v2/user/1', status: 200, ms: 1.2 }, 'request');
    viaChild.logger.child({ reqId: 'r-1' }).info({ method: 'GET', url: '/v2/user/1', status: 200, ms: 1.2 }, 'request');
    expect(viaRoot.lines).toEqual(viaChild.lines);
  });
});

describe('loggedUrl', () => {
  it('masks a personalization key (t=) wherever it sits in the query, and nothing else', () => {
    expect(loggedUrl('/read/p/d/?t=AbCdEfGhIjKlMnOpQrStUv')).toBe('/read/p/d/?t=***');
    expect(loggedUrl('/read/p/d/?utm_source=x&t=AbC&page=2')).toBe('/read/p/d/?utm_source=x&t=***&page=2');
    expect(loggedUrl('/read/p/d/?T=AbC#top')).toBe('/read/p/d/?T=***#top');
    expect(loggedUrl('/read/p/d/?%74=AbC')).toBe('/read/p/d/?%74=***');
    expect(loggedUrl('/read/p/d/?tt=1&at=2')).toBe('/read/p/d/?tt=1&at=2');
    expect(loggedUrl('/v2/magazine/title')).toBe('/v2/magazine/title');
  });
});
