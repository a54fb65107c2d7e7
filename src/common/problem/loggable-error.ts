import { QueryFailedError } from 'typeorm';

/**
 * What a log line may say about an unexpected error: its kind, the driver's code, and for a
 * failed query the statement's shape (placeholders, never the bound values). Values (emails,
 * stored responses, secrets) are never logged: not the parameters, and not the quoted values a
 * driver copies into its message (`Duplicate entry 'bob@…'`).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const driver = (error as { driverError?: { code?: unknown; errno?: unknown } }).driverError;
  const code = (error as { code?: unknown }).code ?? driver?.code;
  const summary: Record<string, unknown> = { type: error.name, message: withoutQuotedValues(error.message) };
  if (code !== undefined) summary.code = code;
  if (error instanceof QueryFailedError) summary.statement = statementShape(error.query);
  if (error.stack)
    summary.stack = error.stack
      .split('\n')
      .slice(1, 6)
      .map((line) => line.trim());
  return summary;
}

/** The SQL as written (placeholders), whitespace folded and cut to a sane length. */
function statementShape(query: string): string {
  // Only '…' literals: "…" quotes identifiers in SQLite's SQL.
  return query.replace(/\s+/g, ' ').trim().replace(SINGLE_QUOTED, '?').slice(0, 500);
}

const SINGLE_QUOTED = /'(?:[^'\\]|\\.)*'/g;
const DOUBLE_QUOTED = /"(?:[^"\\]|\\.)*"/g;

/** `'…'` and `"…"` in a driver's message become `?`. */
function withoutQuotedValues(text: string): string {
  return text.replace(SINGLE_QUOTED, '?').replace(DOUBLE_QUOTED, '?');
}
