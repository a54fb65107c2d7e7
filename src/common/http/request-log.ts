import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';

/** The longest a log line waits in the buffer before it is written. */
export const LOG_FLUSH_MS = 200;
/** Lines are written in batches of at least this many bytes, or every LOG_FLUSH_MS. */
const LOG_BATCH_BYTES = 4096;

/**
 * Standard output, written in batches. One `write` per line (pino's default) cost about a tenth
 * of a GET by id's CPU at `info`, most of it in the thread pool (bench/levers.md, lever 10). A
 * line waits at most LOG_FLUSH_MS; pino writes what is buffered when the process exits, a crash
 * included. Only a SIGKILL loses the lines of its last LOG_FLUSH_MS.
 */
export function logDestination(): DestinationStream & { flush(cb?: (error?: Error) => void): void } {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}

type LogCall = (...args: unknown[]) => void;

/**
 * A request's logger, made into a pino child (its `reqId` binding serialised) only when something
 * logs through it: an error, a 404's line. The one line every request writes goes through the
 * root logger with `reqId` as its first field, which gives the same bytes (see
 * registerHttpHooks), so most requests never build a child.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  /** A call below the level builds no child (multipart logs at debug on every upload). */
  private enabled(level: string): boolean {
    if (this.#child !== undefined || this.options.level !== undefined) return true;
    const parent = this.parent as Partial<Pick<Logger, 'isLevelEnabled'>>;
    // A logger without the question (not pino) is asked through its child.
    return typeof parent.isLevelEnabled !== 'function' || parent.isLevelEnabled(level);
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    if (this.enabled('fatal')) (this.logger.fatal as LogCall)(...args);
  }

  error(...args: unknown[]): void {
    if (this.enabled('error')) (this.logger.error as LogCall)(...args);
  }

  warn(...args: unknown[]): void {
    if (this.enabled('warn')) (this.logger.warn as LogCall)(...args);
  }

  info(...args: unknown[]): void {
    if (this.enabled('info')) (this.logger.info as LogCall)(...args);
  }

  debug(...args: unknown[]): void {
    if (this.enabled('debug')) (this.logger.debug as LogCall)(...args);
  }

  trace(...args: unknown[]): void {
    if (this.enabled('trace')) (this.logger.trace as LogCall)(...args);
  }

  silent(...args: unknown[]): void {
    (this.logger.silent as LogCall)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the per-request logger, made lazily. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
