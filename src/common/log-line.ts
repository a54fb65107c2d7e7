/** pino's level numbers: the request log's, and so every line's. */
const LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

export type LogLevel = keyof typeof LEVELS;

/**
 * One line of the process's log in the request log's shape (pino's): `level` a number, `time` in
 * epoch milliseconds, `msg`, then the line's own fields. Every line the process writes, on stdout or
 * stderr, has this shape (docs/observability.md): the start-up lines, the first start's credential,
 * a failed start, a configuration error, shutdown, and Nest's own messages.
 */
export function logLine(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ level: LEVELS[level], time: Date.now(), msg, ...fields })}\n`;
}
