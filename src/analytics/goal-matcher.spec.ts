import { describe, expect, it } from '@jest/globals';

import type { AnalyticsGoal } from './analytics.entities.js';
import { compileGlob, compileLike } from './glob-match.js';
import { type GoalEvent, GoalMatcher } from './goal-matcher.js';

const goal = (id: number, fields: Partial<AnalyticsGoal>): AnalyticsGoal =>
  ({
    id,
    workspace_id: 1,
    name: `Goal ${id}`,
    edition_id: null,
    page_position: null,
    page_identifier: null,
    pattern: null,
    event: null,
    created_on: new Date(0),
    modified_on: null,
    ...fields,
  }) as AnalyticsGoal;

const event = (fields: Partial<GoalEvent>): GoalEvent => ({
  edition_id: 7,
  page_id: null,
  type: 'pageview',
  target: null,
  name: null,
  ...fields,
});

describe('compileGlob', () => {
  it('matches * as any run of characters, everything else literally, case-insensitively', () => {
    const match = compileGlob('*shop.example/buy*');
    expect(match('https://SHOP.example/buy?x=1')).toBe(true);
    expect(match('https://shop.example/bu')).toBe(false);
    expect(compileGlob('a_c')('abc')).toBe(false);
    expect(compileGlob('a_c')('a_c')).toBe(true);
    expect(compileGlob('50%')('50%')).toBe(true);
    expect(compileGlob('50%')('500')).toBe(false);
    expect(compileGlob('*')('')).toBe(true);
    expect(compileGlob('mailto:*')('mailto:sales@example.com')).toBe(true);
    // LIKE keeps its own wildcards.
    expect(compileLike('a_c')('abc')).toBe(true);
  });

  it('stays linear on a hostile pattern against a long target', () => {
    const pattern = `${'*a'.repeat(100)}*b`;
    const target = 'a'.repeat(500);
    const started = performance.now();
    expect(compileGlob(pattern)(target)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('GoalMatcher', () => {
  const lastPages = new Map([[7, 30]]);
  const matcher = new GoalMatcher(
    [
      { goal: goal(1, { type: 'page', edition_id: 7, page_position: 2 }), pageId: 20 },
      { goal: goal(2, { type: 'click', pattern: '*buy*' }), pageId: null },
      { goal: goal(3, { type: 'custom', event: 'signup', edition_id: 8 }), pageId: null },
      { goal: goal(4, { type: 'completion' }), pageId: null },
      { goal: goal(5, { type: 'page', edition_id: 7, page_identifier: 'gone' }), pageId: null },
    ],
    (id) => lastPages.get(id),
  );

  it('finds the goals an event reaches, each on its own kind of event and doc', () => {
    expect(matcher.reached(event({ page_id: 20 }))).toEqual([1]);
    expect(matcher.reached(event({ page_id: 20, edition_id: 8 }))).toEqual([]);
    expect(matcher.reached(event({ page_id: 30 }))).toEqual([4]);
    expect(matcher.reached(event({ type: 'click', target: 'https://x/BUY' }))).toEqual([2]);
    expect(matcher.reached(event({ type: 'click', page_id: 20, target: 'https://x/' }))).toEqual([]);
    expect(matcher.reached(event({ type: 'custom', name: 'signup' }))).toEqual([]);
    expect(matcher.reached(event({ type: 'custom', name: 'signup', edition_id: 8 }))).toEqual([3]);
    expect(matcher.reached(event({ type: 'custom', name: 'Signup', edition_id: 8 }))).toEqual([]);
    expect(matcher.reached(event({ type: 'engagement', page_id: 20 }))).toEqual([]);
    expect(matcher.size).toBe(5);
  });
});
