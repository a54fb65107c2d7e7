import { describe, expect, it } from '@jest/globals';

import { idsIn } from './hot-reads.js';

describe('idsIn', () => {
  it('pads the ids to a power of two with the first id: eight texts for any page of 1 to 100', () => {
    const texts = new Set<string>();
    for (let count = 1; count <= 100; count++) {
      const ids = Array.from({ length: count }, (_, i) => 1000 + i);
      const { placeholders, values } = idsIn(ids);
      texts.add(placeholders);
      expect(placeholders.split(', ')).toHaveLength(values.length);
      expect(values.slice(0, count)).toEqual(ids);
      expect(new Set(values.slice(count))).toEqual(new Set(count === values.length ? [] : [1000]));
    }
    expect(texts.size).toBe(8);
    expect(idsIn([7])).toEqual({ placeholders: '?', values: [7] });
  });
});
