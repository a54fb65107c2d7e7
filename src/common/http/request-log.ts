import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Logger } from 'pino';

/** The longest a log line waits in the buffer before it is written. */
const LOG_FLUSH_MS = 200;
/** Lines are written in batches of at least this many bytes, or every LOG_FLUSH_MS. */
const LOG_BATCH_BYTES = 4096;

/**
 * Standard output, written in batches. One `write` per line (pino's default) was a measurable part
 * of a GET by id's CPU at `info`, most of it in the thread pool (bench/levers.md). A
 * line waits at most LOG_FLUSH_MS; pino writes what is buffered when the process exits, a crash
 * included. Only a SIGKILL loses the lines of its last LOG_FLUSH_MS.
 */
export function logDestination(): ReturnType<typeof pino.destination> {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
}

type LogCall = (...args: unknown[]) => void;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

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
  private write(level: Level, args: unknown[]): void {
    if (this.#child === undefined && this.options.level === undefined) {
      const parent = this.parent as Partial<Pick<Logger, 'isLevelEnabled'>>;
      // A logger without the question (not pino) is asked through its child.
      if (typeof parent.isLevelEnabled === 'function' && !parent.isLevelEnabled(level)) return;
    }
    (this.logger[level] as LogCall)(...args);
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  /** pino's no-op level. */
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the per-request logger, made lazily. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

/** A `t` query parameter (a personalization key) and its value, wherever it sits in the query. */
const PERSONALIZATION_KEY_PARAM = /([?&](?:t|%74)=)[^&#]*/gi;

/**
 * The URL as the request log writes it: a personalization key (`?t=...`, docs/personalization.md) is a
 * bearer secret of one personalized doc and never reaches a log in clear. The common URL (no
 * query) costs one indexOf.
 */
export function loggedUrl(url: string): string {
  // A preview key (`/read/preview/{key}/`, docs/reader.md) opens a doc's drafts: never logged either.
  const masked = url.startsWith('/read/preview/') ? url.replace(PREVIEW_KEY_SEGMENT, '$1***') : url;
  if (masked.indexOf('?') === -1) return masked;
  return masked.replace(PERSONALIZATION_KEY_PARAM, '$1***');
}

/** The key segment of a preview address. */
const PREVIEW_KEY_SEGMENT = /^(\/read\/preview\/)[^/?#]*/;
