import { appendFileSync } from 'node:fs';

import { afterAll, afterEach, expect } from '@jest/globals';

import { takeViolations, tally } from './openapi-watch.js';

/**
 * Jest's setupFilesAfterEnv for the e2e suite: every reply of every app a test starts through
 * TestApp is checked against openapi.json (openapi-watch.ts), and a test during which the app
 * sent an undocumented response fails, naming the operation and the field.
 */
function failOnViolations(when: string): void {
  const violations = takeViolations();
  if (violations.length > 0) {
    throw new Error(
      `${when}: ${violations.length} response(s) do not match openapi.json:\n${violations.map((v) => `  - ${v}`).join('\n')}`,
    );
  }
}

afterEach(() => failOnViolations('OpenAPI validation'));

afterAll(() => {
  // Requests made in beforeAll/afterAll hooks belong to no test: they fail the file.
  failOnViolations('OpenAPI validation (outside a test)');
  // OPENAPI_VALIDATION_COUNTS=file: one JSON line per test file, summed by docs/openapi-validation.md's command.
  const file = process.env.OPENAPI_VALIDATION_COUNTS;
  if (file) appendFileSync(file, `${JSON.stringify({ file: expect.getState().testPath, ...tally() })}\n`);
});
