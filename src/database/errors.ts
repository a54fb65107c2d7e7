/** True when the driver refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * True when the driver refused a write because a row it refers to is gone. Every id a request
 * names is checked in scope before it writes, so this means the row went meanwhile: its
 * workspace was deleted by a concurrent request, for example.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return (
    code === 'ER_NO_REFERENCED_ROW_2' || code === 'ER_NO_REFERENCED_ROW' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  );
}

/**
 * True when MySQL chose this transaction as a deadlock victim or it waited too long for a row
 * lock. The transaction was rolled back (a deadlock) or can be: running it again is safe.
 */
export function isLockConflict(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * A write waited its whole budget for a row another write holds (waitForRowLock). The request is
 * fine and can be sent again: common's toProblem answers it 409 with Retry-After.
 */
export class RowLockTimeout extends Error {
  constructor(
    /** What the row is, for people: "This doc". */
    readonly what: string,
    readonly waitedMs: number,
  ) {
    super(`${what} is being changed by another request that has held it for over ${waitedMs / 1000} s`);
    this.name = 'RowLockTimeout';
  }
}
