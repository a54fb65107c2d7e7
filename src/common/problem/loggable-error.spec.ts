import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';

import { loggableError } from './loggable-error.js';

describe('loggableError', () => {
  it('gives a failed query its statement shape and code, never its parameters or quoted values', () => {
    const driverError = Object.assign(
      new Error("Duplicate entry 'bob@example.com' for key 'uq_user_email_normalized'"),
      { code: 'ER_DUP_ENTRY' },
    );
    const error = new QueryFailedError(
      "INSERT INTO `idempotency_key`(`key_hash`, `response`) VALUES (?, ?) /* 'inline' */",
      ['5e88…', '{"access_token":"0123456789abcdef0123456789abcdef01234567"}'],
      driverError,
    );
    const logged = loggableError(error);
    const text = JSON.stringify(logged);
    expect(logged).toMatchObject({
      type: 'QueryFailedError',
      code: 'ER_DUP_ENTRY',
      statement: 'INSERT INTO `idempotency_key`(`key_hash`, `response`) VALUES (?, ?) /* ? */',
    });
    expect(text).not.toContain('bob@example.com');
    expect(text).not.toContain('0123456789abcdef');
    expect(text).not.toContain('5e88');
  });

  it('keeps SQLite identifiers in the statement', () => {
    const error = new QueryFailedError(
      'SELECT "user"."id" FROM "user" WHERE "email" = ?',
      ['x@example.com'],
      new Error('SQLITE_BUSY'),
    );
    expect(loggableError(error).statement).toBe('SELECT "user"."id" FROM "user" WHERE "email" = ?');
  });
});
