import type { PageContent } from '../editions/page-content.js';
import { languageOf, testedContext, variantKey } from './reader-context.js';

describe("the reader's context", () => {
  it('takes the primary tag of the preferred Accept-Language range', () => {
    expect(languageOf('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageOf('en;q=0.5, fr-FR')).toBe('fr');
    expect(languageOf('*')).toBeNull();
    expect(languageOf(undefined)).toBeNull();
  });

  it('keys a page by the values it tests only, others as *', () => {
    const tested = new Map([['country' as const, new Set(['DE', 'AT'])]]);
    expect(variantKey('a', new Map(), { country: 'DE' })).toBe('a');
    expect(variantKey('a', tested, { country: 'DE', utm_source: 'x' })).toBe(
      variantKey('a', tested, { country: 'DE' }),
    );
    expect(variantKey('a', tested, { country: 'FR' })).toBe(variantKey('a', tested, {}));
    expect(variantKey('a', tested, { country: 'FR' })).not.toBe(variantKey('a', tested, { country: 'AT' }));
  });

  it("tests every page's own rule and the sections of the page read", () => {
    const contents = new Map<number, PageContent>([
      [
        1,
        {
          type: 'page',
          children: [{ type: 'section', visible_if: { context: 'device', in: ['mobile'] }, children: [] }],
        },
      ],
      [2, { type: 'page', visible_if: { context: 'country', in: ['DE'] }, children: [] }],
      [
        3,
        {
          type: 'page',
          children: [{ type: 'section', visible_if: { context: 'utm_source', in: ['a'] }, children: [] }],
        },
      ],
    ]);
    const listed = [
      { id: 1, identifier: 'one' },
      { id: 2, identifier: 'two' },
      { id: 3, identifier: 'three' },
    ];
    expect([...testedContext(listed, contents, 'two').keys()]).toEqual(['country']);
    expect([...testedContext(listed, contents, 'three').keys()].sort()).toEqual(['country', 'utm_source']);
    expect([...testedContext(listed, contents, null).keys()].sort()).toEqual(['country', 'device']);
  });
});
