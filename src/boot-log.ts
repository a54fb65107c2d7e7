import { ConsoleLogger } from '@nestjs/common';

import { maskCredentials } from './config/app-config.js';

/** Where Nest reports a failed start, which main reports itself, once. */
const BOOT_CONTEXTS = new Set(['TypeOrmModule', 'ExceptionHandler', 'NestApplication']);

/**
 * Nest's own messages (few: the app logs requests through Fastify) as JSON lines, like every
 * other log line. A failed start (the database cannot be reached) is not logged here: main
 * reports it once (bootFailureLine).
 */
export class JsonNestLogger extends ConsoleLogger {
  constructor() {
    super({ json: true, logLevels: ['fatal', 'error', 'warn'] });
  }

  override error(message: unknown, ...rest: unknown[]): void {
    if (BOOT_CONTEXTS.has(rest[rest.length - 1] as string)) return;
    super.error(message, ...rest);
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
  return `${JSON.stringify({ level: 'fatal', time: new Date().toISOString(), msg: `The server could not start: ${reason}`, ...(typeof code === 'string' ? { code } : {}) })}\n`;
}
