import { describe, expect, it } from '@jest/globals';

import { canonicalJson, fingerprintDigest, jsonFingerprint, MultipartFingerprint } from './fingerprint.js';

const FILE_FIELDS = new Set(['file', 'files', 'files[]']);

describe('request fingerprints', () => {
  it('ignore key order at every level, and nothing else', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    const one = jsonFingerprint('createProject', { name: 'x', account: { id: 1 } });
    expect(fingerprintDigest(jsonFingerprint('createProject', { account: { id: 1 }, name: 'x' }))).toBe(
      fingerprintDigest(one),
    );
    expect(fingerprintDigest(jsonFingerprint('createProject', { name: 'x', account: { id: '1' } }))).not.toBe(
      fingerprintDigest(one),
    );
    expect(fingerprintDigest(jsonFingerprint('createUser', { name: 'x', account: { id: 1 } }))).not.toBe(
      fingerprintDigest(one),
    );
    expect(Object.keys(one.fields).sort()).toEqual(['account', 'name']);
  });

  it('fingerprint a body that is not an object as a whole', () => {
    expect(Object.keys(jsonFingerprint('createProject', [1, 2]).fields)).toEqual(['body']);
    expect(Object.keys(jsonFingerprint('createProject', undefined).fields)).toEqual(['body']);
  });

  it('treat file, files and files[] alike, and keep the order of the files', () => {
    const build = (entries: [string, string, string][]) => {
      const fingerprint = new MultipartFingerprint(FILE_FIELDS);
      fingerprint.field('folder', '3');
      for (const [field, name, sum] of entries) fingerprint.file(field, name, sum);
      return fingerprintDigest(fingerprint.result('uploadFiles'));
    };
    const first = build([
      ['file', 'a.png', 'aa'],
      ['file', 'b.png', 'bb'],
    ]);
    expect(
      build([
        ['files[]', 'a.png', 'aa'],
        ['files', 'b.png', 'bb'],
      ]),
    ).toBe(first);
    expect(
      build([
        ['file', 'b.png', 'bb'],
        ['file', 'a.png', 'aa'],
      ]),
    ).not.toBe(first);
    expect(
      build([
        ['file', 'a.png', 'aa'],
        ['file', 'b.png', 'cc'],
      ]),
    ).not.toBe(first);
  });
});
