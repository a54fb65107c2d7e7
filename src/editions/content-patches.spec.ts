import { describe, expect, it } from '@jest/globals';

import { ProblemException } from '../common/problem/problem.js';
import {
  applyContentPatches,
  type ContentPatch,
  deepPatchesRefusal,
  MAX_PATCHES,
  MAX_VALUE_DEPTH,
  readPatches,
} from './content-patches.js';

const tree = () => ({
  type: 'page',
  children: [
    { type: 'paragraph', text: 'a' },
    { type: 'section', children: [{ type: 'heading', level: 2, text: 'h' }] },
  ],
});

/** The validation_messages of the 422 `run` throws. */
function refusal(run: () => unknown): Record<string, Record<string, string>> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProblemException);
    const body = (error as ProblemException).body;
    expect(body.status).toBe(422);
    return body.validation_messages as Record<string, Record<string, string>>;
  }
  throw new Error('not refused');
}

describe('readPatches', () => {
  it('takes an array of add, replace and remove patches', () => {
    const patches = [
      { op: 'add', path: ['children', 0], value: { type: 'paragraph', text: 'x' } },
      { op: 'replace', path: [], value: { type: 'page', children: [] } },
      { op: 'remove', path: ['children', 0] },
    ];
    expect(readPatches(patches)).toEqual(patches);
    expect(readPatches([])).toEqual([]);
  });

  it('refuses a body that is not an array, and more than 1,000 patches, naming patches', () => {
    expect(refusal(() => readPatches({ op: 'add' }))).toEqual({ patches: { isArray: expect.any(String) } });
    const many = Array.from({ length: MAX_PATCHES + 1 }, () => ({ op: 'remove', path: ['children', 0] }));
    expect(refusal(() => readPatches(many))).toEqual({ patches: { arrayMaxSize: expect.any(String) } });
    expect(readPatches(many.slice(1))).toHaveLength(MAX_PATCHES);
  });

  it('names each bad field of each patch', () => {
    expect(
      refusal(() =>
        readPatches([
          'add',
          { op: 'move', path: ['children'], from: ['x'] },
          { path: ['children', 0], value: 1 },
          { op: 'add', path: 'children/0', value: 1 },
          { op: 'replace', path: ['children', -1, 1.5, null] },
          { op: 'remove', path: ['children', 0], value: 1 },
          { op: 'add', path: [], value: {} },
          { op: 'replace', path: ['children', 0, '__proto__'], value: 1 },
          { op: 'add', path: ['constructor', 'prototype'], value: 1 },
          { op: 'add', path: ['children', 0], value: JSON.parse('{"a": {"__proto__": {"polluted": true}}}') },
        ]),
      ),
    ).toEqual({
      'patches.0': { isObject: expect.any(String) },
      'patches.1.op': { isIn: expect.any(String) },
      'patches.1.from': { unknownField: expect.any(String) },
      'patches.2.op': { isDefined: expect.any(String) },
      'patches.3.path': { isArray: expect.any(String) },
      'patches.4.path.1': { isKey: expect.any(String) },
      'patches.4.path.2': { isKey: expect.any(String) },
      'patches.4.path.3': { isKey: expect.any(String) },
      'patches.4.value': { isDefined: expect.any(String) },
      'patches.5.value': { unknownField: expect.any(String) },
      'patches.6.path': { arrayNotEmpty: expect.any(String) },
      'patches.7.path.2': { reserved: expect.any(String) },
      'patches.8.path.0': { reserved: expect.any(String) },
      'patches.8.path.1': { reserved: expect.any(String) },
      'patches.9.value': { reserved: expect.any(String) },
    });
  });

  it('refuses a value nested deeper than a body may be, without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refusal(() => readPatches([{ op: 'add', path: ['children', 0], value: deep }]))).toEqual({
      'patches.0.value': { maxDepth: expect.any(String) },
    });
  });
});

describe('deepPatchesRefusal', () => {
  /** `value` inside `levels` objects, each under `key`. */
  const nest = (levels: number, key = 'a', value: unknown = 1) => {
    let deep = value;
    for (let i = 0; i < levels; i++) deep = { [key]: deep };
    return deep;
  };

  it('passes a body within the limits, whatever else is wrong with it (readPatches says that)', () => {
    expect(deepPatchesRefusal([])).toBeNull();
    expect(deepPatchesRefusal([{ op: 'add', path: ['children', 0], value: nest(MAX_VALUE_DEPTH - 1) }])).toBeNull();
    expect(deepPatchesRefusal([{ op: 'nope', extra: nest(MAX_VALUE_DEPTH - 1) }, 7, null, [1]])).toBeNull();
  });

  it('refuses as readPatches does a value one level too deep, and any field of a patch, known or not', () => {
    const value = [{ op: 'add', path: ['children', 0], value: nest(MAX_VALUE_DEPTH + 1) }];
    expect(deepPatchesRefusal(value)).toEqual(refusal(() => readPatches(value)));
    const body = [
      { op: 'remove', path: [0], '2A-gnc': nest(4000) },
      { op: 'add', path: [nest(4000, 'x')], value: 1 },
      [[nest(4000)]],
    ];
    expect(deepPatchesRefusal(body)).toEqual({
      'patches.0.2A-gnc': { maxDepth: `patches.0.2A-gnc is nested more than ${MAX_VALUE_DEPTH} levels deep` },
      'patches.1.path': { maxDepth: expect.any(String) },
      'patches.2.0': { maxDepth: expect.any(String) },
    });
  });

  it('answers a body that is not an array of at most 1,000 patches as readPatches does, however deep', () => {
    for (const body of [nest(100_000), Array.from({ length: MAX_PATCHES + 1 }, () => nest(4000))])
      expect(deepPatchesRefusal(body)).toEqual(refusal(() => readPatches(body)));
  });
});

describe('applyContentPatches', () => {
  const apply = (patches: ContentPatch[], base: unknown = tree()) => applyContentPatches(base, patches);

  it('applies patches in order, as Immer does: add inserts into arrays, remove shifts', () => {
    const base = tree();
    const before = JSON.stringify(base);
    const result = apply(
      [
        { op: 'add', path: ['children', 0], value: { type: 'heading', level: 1, text: 'Top' } },
        { op: 'add', path: ['children', 3], value: { type: 'paragraph', text: 'end' } },
        { op: 'replace', path: ['children', 2, 'children', 0, 'text'], value: 'H' },
        { op: 'remove', path: ['children', 1] },
        { op: 'add', path: ['children', 1, 'children', 1], value: { type: 'paragraph', text: 'inner' } },
      ],
      base,
    );
    expect(result).toEqual({
      type: 'page',
      children: [
        { type: 'heading', level: 1, text: 'Top' },
        {
          type: 'section',
          children: [
            { type: 'heading', level: 2, text: 'H' },
            { type: 'paragraph', text: 'inner' },
          ],
        },
        { type: 'paragraph', text: 'end' },
      ],
    });
    // The stored tree is not touched: a refusal later on leaves nothing half-applied.
    expect(JSON.stringify(base)).toBe(before);
  });

  it('replaces the whole tree with an empty path, and adds a key to an object', () => {
    expect(apply([{ op: 'replace', path: [], value: { type: 'page', children: [] } }])).toEqual({
      type: 'page',
      children: [],
    });
    expect(apply([{ op: 'add', path: ['children', 0, 'extra'], value: 1 }])).toMatchObject({
      children: [{ type: 'paragraph', text: 'a', extra: 1 }, { type: 'section' }],
    });
  });

  it.each<[string, ContentPatch]>([
    ['add past the end of an array', { op: 'add', path: ['children', 4], value: 1 }],
    ['add into a missing parent', { op: 'add', path: ['nope', 'x'], value: 1 }],
    ['add under a string', { op: 'add', path: ['children', 0, 'text', 'x'], value: 1 }],
    ['replace an index past the end', { op: 'replace', path: ['children', 3], value: 1 }],
    ['replace a missing key', { op: 'replace', path: ['children', 0, 'level'], value: 1 }],
    ['remove an index past the end', { op: 'remove', path: ['children', 9] }],
    ['remove a missing key', { op: 'remove', path: ['zzz'] }],
    ['an array indexed by a string', { op: 'replace', path: ['children', '0'], value: 1 }],
    ['an object indexed by a number', { op: 'replace', path: [0], value: 1 }],
    ['a missing middle key', { op: 'replace', path: ['children', 5, 'text'], value: 'x' }],
    ['an inherited key', { op: 'replace', path: ['toString'], value: 1 }],
  ])('refuses a path that does not resolve: %s', (_, patch) => {
    expect(
      refusal(() => apply([{ op: 'add', path: ['children', 0], value: { type: 'paragraph', text: 'ok' } }, patch])),
    ).toEqual({
      'patches.1.path': { pathExists: expect.any(String) },
    });
  });

  it('goes on after a whole-tree replace, on the new tree', () => {
    expect(
      apply([
        { op: 'remove', path: ['children', 0] },
        { op: 'replace', path: [], value: { type: 'page', children: [{ type: 'paragraph', text: 'new' }] } },
        { op: 'add', path: ['children', 1], value: { type: 'paragraph', text: 'after' } },
        { op: 'replace', path: ['children', 0, 'text'], value: 'NEW' },
      ]),
    ).toEqual({
      type: 'page',
      children: [
        { type: 'paragraph', text: 'NEW' },
        { type: 'paragraph', text: 'after' },
      ],
    });
    expect(
      refusal(() =>
        apply([
          { op: 'replace', path: [], value: 'text' },
          { op: 'add', path: ['children'], value: [] },
        ]),
      ),
    ).toEqual({
      'patches.1.path': { pathExists: expect.any(String) },
    });
  });

  it('applies 1,000 inserts into a 10,000-node array in milliseconds', () => {
    const big = {
      type: 'page',
      children: Array.from({ length: 10_000 }, (_, n) => ({ type: 'paragraph', text: `p${n}` })),
    };
    const patches = Array.from({ length: 1000 }, (_, n): ContentPatch => ({
      op: 'add',
      path: ['children', n * 2],
      value: { type: 'paragraph', text: `new${n}` },
    }));
    // CPU time, not wall time: other work on the machine stretches the wall clock, not this
    // process's work. A few ms here; Immer's splices took about 1 s.
    const started = process.cpuUsage();
    const result = apply(patches, big) as typeof big;
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(250);
    expect(result.children).toHaveLength(11_000);
    expect(result.children.slice(0, 4).map((node) => node.text)).toEqual(['new0', 'p0', 'new1', 'p1']);
  });

  describe('bounded work (the 1,000-inserts attack)', () => {
    const paragraphs = (count: number) => ({
      type: 'page',
      children: Array.from({ length: count }, () => ({ type: 'paragraph', text: '' })),
    });
    const headInserts = (count: number) =>
      Array.from({ length: count }, (): ContentPatch => ({
        op: 'add',
        path: ['children', 0],
        value: { type: 'paragraph', text: 'x' },
      }));
    const cpuMs = (run: () => unknown) => {
      const started = process.cpuUsage();
      try {
        run();
      } catch {
        // measured either way
      }
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };

    it('stops at the patch that takes the tree past 1 MiB, naming content and the patch', () => {
      // 33,000 empty paragraphs are 1,023,028 bytes; each insert adds 32 (`{"type":"paragraph","text":"x"},`).
      const full = paragraphs(33_000);
      const size = Buffer.byteLength(JSON.stringify(full));
      const messages = refusal(() => apply(headInserts(1000), full));
      expect(messages).toEqual({ content: { maxSize: expect.stringMatching(/patches\.\d+ takes it past/) } });
      const at = Number(/patches\.(\d+)/.exec(messages.content.maxSize)![1]);
      expect(size + at * 32).toBeLessThanOrEqual(1024 * 1024);
      expect(size + (at + 1) * 32).toBeGreaterThan(1024 * 1024);
      expect(cpuMs(() => apply(headInserts(1000), full))).toBeLessThan(250);
    });

    it('inserts 1,000 nodes at the head of 28,000 in milliseconds, the result in order', () => {
      const base = paragraphs(28_000);
      let result: { children: { text: string }[] } | undefined;
      const patches = headInserts(1000).map((patch, n) => ({ ...patch, value: { type: 'paragraph', text: `n${n}` } }));
      expect(cpuMs(() => (result = apply(patches, base) as typeof result))).toBeLessThan(250);
      expect(result!.children).toHaveLength(29_000);
      expect(result!.children[0].text).toBe('n999');
      expect(result!.children[999].text).toBe('n0');
      expect(result!.children[1000].text).toBe('');
      expect(base.children).toHaveLength(28_000);
    });

    it('counts the work: a tree whose arrays are all converted many times over is refused naming the patch', () => {
      // 1,000 patches each through a fresh 4,000-item array: 4 million items made into chunks.
      const wide = {
        type: 'page',
        children: Array.from({ length: 1000 }, () => ({
          type: 'section',
          children: Array.from({ length: 4000 }, () => 0),
        })),
      };
      const patches = Array.from({ length: 1000 }, (_, n): ContentPatch => ({
        op: 'replace',
        path: ['children', n, 'children', 0],
        value: 1,
      }));
      let messages: Record<string, Record<string, string>> = {};
      expect(cpuMs(() => (messages = refusal(() => apply(patches, wide))))).toBeLessThan(500);
      // 2 million items, 4,000 a patch: the 500th (patches.499) would pass the budget.
      expect(messages).toEqual({ 'patches.498': { maxWork: expect.stringMatching(/more than 2000000 array items/) } });
    });

    it('gives the same trees as applying each patch to a plain copy', () => {
      let seed = 7;
      const random = (n: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed % n;
      };
      for (let round = 0; round < 30; round++) {
        const base = {
          type: 'page',
          children: Array.from({ length: random(1500) }, (_, n) => ({
            type: 'section',
            children: [{ type: 'paragraph', text: `${n}` }],
          })),
        };
        const plain = structuredClone(base) as { children: { children: unknown[] }[] };
        const patches: ContentPatch[] = [];
        for (let n = 0; n < 300; n++) {
          const length = plain.children.length;
          const choice = random(5);
          if (choice <= 1 || length === 0) {
            const at = random(length + 1);
            const value = { type: 'section', children: [{ type: 'paragraph', text: `add${n}` }] };
            patches.push({ op: 'add', path: ['children', at], value: structuredClone(value) });
            plain.children.splice(at, 0, value);
          } else if (choice === 2) {
            const at = random(length);
            patches.push({ op: 'remove', path: ['children', at] });
            plain.children.splice(at, 1);
          } else if (choice === 3) {
            const at = random(length);
            patches.push({ op: 'replace', path: ['children', at, 'children', 0, 'text'], value: `r${n}` });
            (plain.children[at].children[0] as { text: string }).text = `r${n}`;
          } else {
            const at = random(length);
            const inner = plain.children[at].children;
            const where = random(inner.length + 1);
            patches.push({
              op: 'add',
              path: ['children', at, 'children', where],
              value: { type: 'paragraph', text: `in${n}` },
            });
            inner.splice(where, 0, { type: 'paragraph', text: `in${n}` });
          }
        }
        const before = JSON.stringify(base);
        expect(apply(patches, base)).toEqual(plain);
        expect(JSON.stringify(base)).toBe(before);
      }
    });
  });

  it('resolves each path against the tree the patches before it left', () => {
    expect(() =>
      apply([
        { op: 'remove', path: ['children', 1] },
        { op: 'remove', path: ['children', 1] },
      ]),
    ).toThrow(ProblemException);
    expect(
      apply([
        { op: 'remove', path: ['children', 1] },
        { op: 'remove', path: ['children', 0] },
      ]),
    ).toEqual({ type: 'page', children: [] });
  });
});
