import { describe, expect, it } from '@jest/globals';
import { BadRequestException, NotFoundException } from '@nestjs/common';

import { ProblemException } from './problem.js';
import { toProblem } from './to-problem.js';

describe('toProblem', () => {
  it('passes a ProblemException through with its headers', () => {
    const error = new ProblemException(401, 'nope', { headers: { 'WWW-Authenticate': 'Bearer' } });
    expect(toProblem(error)).toEqual({
      body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'nope' },
      headers: { 'WWW-Authenticate': 'Bearer' },
      unexpected: false,
    });
  });

  it('keeps the message of a framework HttpException', () => {
    expect(toProblem(new BadRequestException('bad thing')).body).toMatchObject({ status: 400, detail: 'bad thing' });
    expect(toProblem(new NotFoundException()).body.status).toBe(404);
  });

  it("words Fastify's body errors, raw or wrapped by Nest", () => {
    const raw = Object.assign(new Error('too big'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(toProblem(raw).body).toMatchObject({
      status: 413,
      detail: 'Request body is larger than the limit of 1 MiB',
    });
    const wrapped = new BadRequestException('Body is not valid JSON', {
      cause: { code: 'FST_ERR_CTP_INVALID_JSON_BODY' },
    });
    expect(toProblem(wrapped).body).toMatchObject({ status: 400, detail: 'Malformed JSON in request body' });
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' })],
    [
      'a lost connection inside a query error',
      { message: 'Query failed', driverError: { code: 'PROTOCOL_CONNECTION_LOST' } },
    ],
    ['a closed pool', new Error('Pool is closed.')],
    ['a destroyed data source', new Error('Connection is not established with mysql database')],
  ])('maps %s to 503 with Retry-After', (_label, error) => {
    expect(toProblem(error)).toMatchObject({
      body: { status: 503 },
      headers: { 'Retry-After': '5' },
      unexpected: false,
    });
  });

  it.each([
    ['MySQL', { message: 'Cannot add or update a child row', driverError: { code: 'ER_NO_REFERENCED_ROW_2' } }],
    ['SQLite', { message: 'FOREIGN KEY constraint failed', driverError: { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' } }],
  ])('maps a %s foreign key refusal (the row went meanwhile) to 404, without the SQL', (_label, error) => {
    expect(toProblem(error)).toEqual({
      body: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Entity not found.' },
      headers: {},
      unexpected: false,
    });
  });

  it('hides anything unexpected behind a bare 500', () => {
    const error = new Error("ER_PARSE_ERROR near 'SELECT * FROM title' at /work/src/x.ts:1");
    const problem = toProblem(error);
    expect(problem).toEqual({
      body: {
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        detail: 'An unexpected error occurred',
      },
      headers: {},
      unexpected: true,
    });
  });
});
