import { readFileSync } from 'node:fs';

import { describe, expect, it } from '@jest/globals';

import { READER_SEGMENTS } from '../common/http/public-address.js';

describe("the reader's own first segments", () => {
  it('are every literal first segment of the route table under /read, so no workspace can take one', () => {
    const routes = readFileSync('src/reader/reader.routes.ts', 'utf8');
    const literal = [...routes.matchAll(/'\/read\/([^:'/*][^'/]*)\//g)].map((match) => match[1]);
    expect(literal).toEqual(expect.arrayContaining(['_', 'preview']));
    expect(literal.filter((segment) => !READER_SEGMENTS.has(segment))).toEqual([]);
  });
});
