import type { LoggerService } from '@nestjs/common';

import { type LogLevel, logLine } from './common/log-line.js';
import { maskCredentials } from './config/app-config.js';

/** Where Nest reports a failed start, which main reports itself, once. */
const BOOT_CONTEXTS = new Set(['TypeOrmModule', 'ExceptionHandler', 'NestApplication']);

/**
 * Nest's own messages (few: the app logs requests through Fastify) as log lines of the one shape
 * (common/log-line.ts): warnings and errors, with their context. A failed start (the database cannot be
 * reached) is not logged here: main reports it once (bootFailureLine).
 */
export class JsonNestLogger implements LoggerService {
  log(): void {}

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    if (BOOT_CONTEXTS.has(rest[rest.length - 1] as string)) return;
    this.write('error', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Nest passes `(message, stack?, context?)`: the context is the last string. */
  private write(level: LogLevel, message: unknown, rest: unknown[]): void {
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? rest[rest.length - 1] : undefined;
    const stack = rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
    const text =
      message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
    process.stderr.write(logLine(level, text, { ...(context ? { context } : {}), ...(stack ? { stack } : {}) }));
  }
}

/** One JSON line saying why the server could not start, with no credential and no stack. */
export function bootFailureLine(error: unknown, port: number, host?: string): string {
  const code = (error as { code?: unknown })?.code;
  const address = error as { address?: string; port?: number };
  const reason =
    code === 'EADDRINUSE'
      ? `port ${port} is already in use`
      : code === 'EACCES'
        ? `no permission to listen on port ${port}`
        : code === 'EADDRNOTAVAIL' && host !== undefined
          ? `HOST ${host} is not an address of this machine`
          : typeof code === 'string' &&
              /^(ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ECONNRESET|EAI_AGAIN)$/.test(code)
            ? `the database cannot be reached${address.address ? ` at ${address.address}:${address.port}` : ''} (${code})`
            : code === 'ER_ACCESS_DENIED_ERROR'
              ? 'the database refused the credentials in DATABASE_URL'
              : code === 'ER_BAD_DB_ERROR'
                ? 'the database named in DATABASE_URL does not exist'
                : maskCredentials(error instanceof Error ? error.message : String(error));
  return logLine('fatal', `The server could not start: ${reason}`, typeof code === 'string' ? { code } : {});
}
