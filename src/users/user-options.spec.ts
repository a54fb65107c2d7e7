import { describe, expect, it } from '@jest/globals';

import { ProblemException } from '../common/problem/problem.js';
import { buildOptions, OPTION_PATH } from './user-options.js';

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('buildOptions', () => {
  it('always has tour', () => {
    expect(plain(buildOptions(undefined))).toEqual({ tour: {} });
    expect(plain(buildOptions(null))).toEqual({ tour: {} });
    expect(plain(buildOptions([]))).toEqual({ tour: {} });
  });

  it('turns each dotted path on, merging shared prefixes', () => {
    expect(plain(buildOptions(['tour.dashboard.content', 'tour.dashboard.media', 'tour.editor', 'beta']))).toEqual({
      tour: { dashboard: { content: true, media: true }, editor: true },
      beta: true,
    });
  });

  it('accepts the same path twice', () => {
    expect(plain(buildOptions(['a.b', 'a.b']))).toEqual({ tour: {}, a: { b: true } });
  });

  it('keeps other Object.prototype names as ordinary keys', () => {
    const options = buildOptions(['tour.hasOwnProperty', 'toString.x']);
    expect(plain(options)).toEqual({ tour: { hasOwnProperty: true }, toString: { x: true } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each(['__proto__.x', 'constructor', 'a.prototype.b'])('refuses the reserved segment in %p with a 422', (path) => {
    const problem = (() => {
      try {
        buildOptions([path]);
      } catch (error) {
        return error as ProblemException;
      }
      throw new Error('not refused');
    })();
    expect(problem.getStatus()).toBe(422);
    expect(Object.keys(problem.body.validation_messages as object)).toEqual(['options']);
  });

  it.each([
    [['tour'], '"tour" is a group of options, not an option'],
    [['a.b', 'a.b.c'], '"a.b.c" extends "a.b", which is an option'],
    [['a.b.c', 'a.b'], '"a.b" is a group of options, not an option'],
    [['tour.x', 'tour.x.y'], '"tour.x.y" extends "tour.x", which is an option'],
  ])('refuses %p as a 422 conflict on options', (paths, message) => {
    let thrown: unknown;
    try {
      buildOptions(paths);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProblemException);
    const problem = thrown as ProblemException;
    expect(problem.getStatus()).toBe(422);
    expect(problem.body.validation_messages).toEqual({ options: { conflict: message } });
  });
});

describe('OPTION_PATH', () => {
  it.each(['tour', 'tour.dashboard.content', 'a_b-c.D9', 'a.b.c.d.e.f.g.h'])('accepts %p', (path) => {
    expect(OPTION_PATH.test(path)).toBe(true);
  });

  it.each(['', '.tour', 'tour.', 'tour..x', 'tour x', 'a/b', 'a.b.c.d.e.f.g.h.i', 'tour.\u00e9'])(
    'refuses %p',
    (path) => {
      expect(OPTION_PATH.test(path)).toBe(false);
    },
  );
});
