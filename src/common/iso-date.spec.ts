import { isoString } from './iso-date.js';

describe('isoString', () => {
  it('writes what toISOString writes', () => {
    const times = [
      0,
      -1,
      1,
      951_782_400_000, // 2000-02-29
      951_868_799_999,
      4_107_542_400_000, // 2100-03-01
      -62_167_219_200_000, // 0000-01-01
      -62_135_596_800_001,
      253_402_300_799_999, // 9999-12-31T23:59:59.999Z
      Date.UTC(1900, 1, 28, 23, 59, 59, 999),
      Date.UTC(1600, 1, 29),
      Date.UTC(999, 11, 31, 12),
      Date.UTC(2024, 11, 31, 23, 59, 59, 1),
    ];
    let seed = 42;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      times.push(Math.round((seed / 2_147_483_648) * 315_569_520_000_000) - 62_167_219_200_000);
    }
    for (const time of times) expect(isoString(new Date(time))).toBe(new Date(time).toISOString());
  });

  it('leaves years outside 0000–9999 and invalid dates to toISOString', () => {
    expect(isoString(new Date(-62_167_219_200_001))).toBe('-000001-12-31T23:59:59.999Z');
    expect(isoString(new Date(253_402_300_800_000))).toBe('+010000-01-01T00:00:00.000Z');
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
