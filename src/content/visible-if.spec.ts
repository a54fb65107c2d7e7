import { addTested, ruleHolds, type TestedContext, visibleIfErrors } from './visible-if.js';

const errors = (rule: unknown) => Object.fromEntries(visibleIfErrors(rule).map(([path, rule]) => [path, rule]));

describe('visible_if rules', () => {
  it('accepts category and context rules, and all/any of them', () => {
    expect(visibleIfErrors({ context: 'country', in: ['DE', 'AT'] })).toEqual([]);
    expect(
      visibleIfErrors({
        all: [
          { context: 'device', in: ['mobile'] },
          {
            any: [
              { context: 'utm_campaign', in: ['Spring'] },
              { category: 'industry', options: ['finance'] },
            ],
          },
        ],
      }),
    ).toEqual([]);
  });

  it('names the field of an unknown context key, a bad country code, too deep nesting and too many conditions', () => {
    expect(errors({ context: 'city', in: ['Berlin'] })).toEqual({ '.context': 'isIn' });
    expect(errors({ context: 'country', in: ['DE', 'de'] })).toEqual({ '.in.1': 'isIn' });
    expect(errors({ context: 'country', in: ['ZZ'] })).toEqual({ '.in.0': 'isIn' });
    expect(errors({ context: 'language', in: ['de-CH'] })).toEqual({ '.in.0': 'isIn' });
    expect(errors({ context: 'utm_source', in: ['mail', 'MAIL'] })).toEqual({ '.in': 'arrayUnique' });
    expect(errors({ all: [{ any: [{ all: [{ context: 'device', in: ['mobile'] }] }] }] })).toEqual({
      '.all.0.any.0.all': 'maxDepth',
    });
    const many = Array.from({ length: 11 }, () => ({ context: 'device', in: ['mobile'] }));
    expect(errors({ all: [{ any: many }, { any: many }] })).toEqual({ '.all.1.any.9': 'maxConditions' });
    expect(errors({ all: [] })).toEqual({ '.all': 'isArray' });
    expect(errors({ all: [{ context: 'device', in: ['mobile'] }], any: [] })).toEqual({ '.any': 'unknownField' });
  });

  it('holds by the reader context; an unknown value holds no context rule', () => {
    const choices = new Map([['industry', new Set(['finance'])]]);
    const rule = {
      any: [
        { context: 'country' as const, in: ['DE'] },
        { category: 'industry', options: ['retail'] },
      ],
    };
    expect(ruleHolds(rule, choices, { country: 'DE' })).toBe(true);
    expect(ruleHolds(rule, choices, { country: 'FR' })).toBe(false);
    expect(ruleHolds(rule, choices, undefined)).toBe(false);
    expect(ruleHolds({ context: 'utm_campaign', in: ['Spring'] }, choices, { utm_campaign: 'spring' })).toBe(true);
  });

  it('collects the values rules test, normalised', () => {
    const tested: TestedContext = new Map();
    addTested(
      {
        all: [
          { context: 'utm_source', in: ['News'] },
          { category: 'a', options: ['b'] },
        ],
      },
      tested,
    );
    addTested({ context: 'utm_source', in: ['mail'] }, tested);
    expect([...tested]).toEqual([['utm_source', new Set(['news', 'mail'])]]);
  });
});
