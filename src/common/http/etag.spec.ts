import { describe, expect, it } from '@jest/globals';

import { entityTag, parseEntityTags, Preconditions, representationTag, strongMatch, weakMatch } from './etag.js';

describe('entityTag', () => {
  it('is a quoted strong tag that follows the bytes', () => {
    expect(entityTag('{"a":1}')).toMatch(/^"[\w-]{22}"$/);
    expect(entityTag('{"a":1}')).toBe(entityTag('{"a":1}'));
    expect(entityTag('{"a":1}')).not.toBe(entityTag('{"a":2}'));
    expect(representationTag({ a: 1 })).toBe(entityTag('{"a":1}'));
  });
});

describe('parseEntityTags', () => {
  it.each([
    ['*', '*'],
    [' * ', '*'],
    ['"a"', [{ weak: false, opaque: '"a"' }]],
    [
      'W/"a", "b,c" ,"d"',
      [
        { weak: true, opaque: '"a"' },
        { weak: false, opaque: '"b,c"' },
        { weak: false, opaque: '"d"' },
      ],
    ],
    ['a', []],
    ['"a", b', []],
    ['"a" "b"', []],
  ])('%p -> %j', (header, expected) => {
    expect(parseEntityTags(header)).toEqual(expected);
  });
});

describe('weakMatch (If-None-Match)', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    [undefined, false],
  ])('%p -> %p', (header, expected) => {
    expect(weakMatch(header, etag)).toBe(expected);
  });
});

describe('strongMatch (If-Match)', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['W/"abc"', false],
    ['"abcd"', false],
    ['abc', false],
    ['', false],
  ])('%p -> %p', (header, expected) => {
    expect(strongMatch(header, etag)).toBe(expected);
  });
});

describe('Preconditions.check', () => {
  const current = { id: 1, name: 'now' };
  const tag = representationTag(current);
  const run = (ifMatch?: string, ifNoneMatch?: string) =>
    new Preconditions(ifMatch, ifNoneMatch)
      .check(() => current)
      .then(
        () => 'pass',
        (error: { getStatus(): number }) => error.getStatus(),
      );

  it('passes with no conditions, a current tag, or *', async () => {
    expect(await run()).toBe('pass');
    expect(await run(tag)).toBe('pass');
    expect(await run(`"old", ${tag}`)).toBe('pass');
    expect(await run('*')).toBe('pass');
    expect(await run(undefined, '"old"')).toBe('pass');
  });

  it('is a 412 when the tag is stale, weak, or If-None-Match matches a write', async () => {
    expect(await run(representationTag({ id: 1, name: 'before' }))).toBe(412);
    expect(await run(`W/${tag}`)).toBe(412);
    expect(await run(undefined, '*')).toBe(412);
    expect(await run(undefined, tag)).toBe(412);
  });

  it('builds the current representation only when a tag is compared', async () => {
    let built = 0;
    const count = () => {
      built++;
      return current;
    };
    await Preconditions.NONE.check(count);
    await new Preconditions('*', undefined).check(count);
    expect(built).toBe(0);
    await new Preconditions(tag, undefined).check(count);
    expect(built).toBe(1);
  });
});
