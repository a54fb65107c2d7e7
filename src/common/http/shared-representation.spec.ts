import { describe, expect, it } from '@jest/globals';

import { representationKeyOf } from './etag.js';
import { Prewritten, sendPrewritten, WrittenRepresentations } from './shared-representation.js';

const serialize = (value: unknown) => JSON.stringify(value);

/** An answer of `table` for `key`, written under `prefix`; how many times it was presented. */
function written(table: WrittenRepresentations, key: string, prefix: '' | '/v2', body: object) {
  let presented = 0;
  const answer = table.answer(key, () => {
    presented++;
    return { ...body };
  });
  answer.write(prefix, serialize, undefined);
  return { answer, bytes: sendPrewritten(answer), presented };
}

describe('WrittenRepresentations', () => {
  it('presents a key once per prefix and answers with the held bytes after', () => {
    const table = new WrittenRepresentations(1000);
    expect(written(table, 'k1', '/v2', { a: 1 })).toMatchObject({ bytes: '{"a":1}', presented: 1 });
    // Held: what present() would give now is not asked for.
    expect(written(table, 'k1', '/v2', { a: 2 })).toMatchObject({ bytes: '{"a":1}', presented: 0 });
    expect(written(table, 'k1', '', { a: 3 })).toMatchObject({ bytes: '{"a":3}', presented: 1 });
    expect(table.size).toBe(14);
  });

  it('carries its key for the entity tag, and serialises to nothing of the table', () => {
    const table = new WrittenRepresentations(1000);
    const { answer } = written(table, 'the key', '/v2', { secret: 'x' });
    expect(answer).toBeInstanceOf(Prewritten);
    expect(representationKeyOf(answer)).toBe('the key');
    expect(JSON.stringify(answer)).toBe('{}');
  });

  it('stays within its size, the oldest bytes going first, across both prefixes', () => {
    const table = new WrittenRepresentations(30);
    written(table, 'a', '/v2', { v: 'aaaa' }); // 12 characters
    written(table, 'b', '', { v: 'bbbb' });
    written(table, 'c', '/v2', { v: 'cccc' }); // 36 > 30: a goes
    expect(table.size).toBe(24);
    expect(table.bytes('/v2', 'a')).toBeUndefined();
    expect(table.bytes('', 'b')).toBe('{"v":"bbbb"}');
    written(table, 'd', '/v2', { v: 'dddd' }); // c goes (the oldest of its own prefix first)
    expect(table.bytes('/v2', 'c')).toBeUndefined();
    expect(table.bytes('', 'b')).toBeDefined();
    written(table, 'e', '', { v: 'e'.repeat(20) }); // 28: b and d go
    expect(table.size).toBe(28);
    expect([table.bytes('', 'b'), table.bytes('/v2', 'd'), table.bytes('', 'e')]).toEqual([
      undefined,
      undefined,
      `{"v":"${'e'.repeat(20)}"}`,
    ]);
  });

  it('answers from held bytes picked for a prefix, which stay with the answer when the table lets them go', () => {
    const table = new WrittenRepresentations(20);
    expect(table.held('/v2', 'k')).toBeUndefined();
    written(table, 'k', '/v2', { v: 'kkkk' }); // 12 characters
    expect(table.held('', 'k')).toBeUndefined();
    const held = table.held('/v2', 'k')!;
    expect(held).toBeInstanceOf(Prewritten);
    expect(representationKeyOf(held)).toBe('k');
    written(table, 'other', '/v2', { v: 'oooo' }); // 24 > 20: k goes
    expect(table.bytes('/v2', 'k')).toBeUndefined();
    held.write('/v2', serialize, undefined);
    expect(sendPrewritten(held)).toBe('{"v":"kkkk"}');
    // Picked for /v2 only: it has no resource to present under another prefix.
    expect(() => held.write('', serialize, undefined)).toThrow('picked for another prefix');
  });

  it('reads the whole row only when the version has no bytes held, and presents it under the row read then', async () => {
    const table = new WrittenRepresentations(1000);
    const reads: string[] = [];
    const read = (version: number | null, whole: number | null) =>
      table.read(
        '/v2',
        (v: number) => `v${v}`,
        async () => (reads.push('version'), version),
        async () => (reads.push('whole'), whole),
        (v) => ({ v }),
      );
    expect(await read(null, 1)).toBeNull();
    // A write between the two reads: the bytes are held under the whole row's version.
    const first = (await read(1, 2))!;
    first.write('/v2', serialize, undefined);
    expect([representationKeyOf(first), sendPrewritten(first), table.bytes('/v2', 'v1')]).toEqual([
      'v2',
      '{"v":2}',
      undefined,
    ]);
    reads.length = 0;
    const held = (await read(2, 3))!;
    held.write('/v2', serialize, undefined);
    expect([reads, sendPrewritten(held)]).toEqual([['version'], '{"v":2}']);
    expect(await read(3, null)).toBeNull();
  });

  it('holds a key once when it is written twice', () => {
    const table = new WrittenRepresentations(1000);
    table.hold('/v2', 'k', '{"n":1}');
    table.hold('/v2', 'k', '{"n":2}');
    expect(table.size).toBe(7);
    expect(table.bytes('/v2', 'k')).toBe('{"n":1}');
  });
});

describe('held bytes', () => {
  it('are the text written, lone surrogates included', () => {
    const table = new WrittenRepresentations(1000);
    const rope = (n: number) => {
      let text = '';
      for (let i = 0; i < n; i++) text += `"${i}",`;
      return text;
    };
    const answer = table.answer('k', () => ({}));
    answer.write('', () => rope(50), undefined);
    expect(sendPrewritten(answer)).toBe(rope(50));
    const lone = table.answer('lone', () => ({}));
    lone.write('', () => `${rope(3)}\ud800`, undefined);
    expect(sendPrewritten(lone)).toBe(`${rope(3)}\ud800`);
  });
});
