import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { sha256 } from '../common/hash.js';
import { sameDigest } from './secrets.js';

describe('sameDigest', () => {
  const digest = sha256('client secret');

  it('matches the same digest', () => {
    expect(sameDigest(digest, sha256('client secret'))).toBe(true);
  });

  it('refuses a different digest, even one differing in the last character only', () => {
    expect(sameDigest(digest, sha256('client secreT'))).toBe(false);
    const last = digest.endsWith('0') ? '1' : '0';
    expect(sameDigest(digest, digest.slice(0, -1) + last)).toBe(false);
  });

  it.each([
    ['empty strings', '', ''],
    ['non-hex of equal decoded length', 'zz', 'yy'],
    ['a prefix', digest, digest.slice(0, 32)],
    ['upper-case hex', digest, digest.toUpperCase()],
    ['a digest padded with junk', digest, `${digest}zz`],
  ])('never matches %s', (_label, a, b) => {
    expect(sameDigest(a, b)).toBe(false);
  });
});

/** Every TypeScript source under `dir`, test files excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * `a.secret === b` leaks through its timing how much of the secret matched. A comparison with a
 * literal (null, undefined, a string or number constant) leaks nothing secret and is allowed.
 */
const SECRET = String.raw`[\w.]*(?:secret|token|hash|password)\w*`;
const NOT_LITERAL = String.raw`(?!null\b|undefined\b|['"\`\d])[\w.]+`;
const SECRET_COMPARISON = new RegExp(
  String.raw`\b${SECRET}\s*[!=]==?\s*${NOT_LITERAL}|${NOT_LITERAL}\s*[!=]==?\s*${SECRET}\b`,
  'i',
);

describe('secret comparisons in the source', () => {
  it('recognises a direct comparison of a secret, and not one with a literal', () => {
    expect(SECRET_COMPARISON.test('if (credential.secret_hash === presented) {')).toBe(true);
    expect(SECRET_COMPARISON.test('return given !== row.token_hash;')).toBe(true);
    expect(SECRET_COMPARISON.test('has_password: user.password_hash !== null,')).toBe(false);
    expect(SECRET_COMPARISON.test("if (part.token === 'Y') {")).toBe(false);
  });

  it('finds none in src/: secrets are compared with sameDigest or looked up by their hash', () => {
    const offenders = sources(resolve('src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*') && SECRET_COMPARISON.test(line)),
    );
    expect(offenders).toEqual([]);
  });
});
