import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { likeEscape, literal, sql, type SqlValue, tsvField, tsvValue } from '../../src/analytics/clickhouse/sql.js';
import { type ClickHouseTestServer, startClickHouse } from '../support/clickhouse.js';

/**
 * The literal encoder against a real ClickHouse (Debian's 18.16 here, or CI's): hostile values,
 * many to a query, each read back by `hex()`: a value that escaped its literal would change the
 * query's shape (the column count, the closing sentinel) or its bytes.
 */
const HOSTILE = [
  "'",
  "\\'",
  "\\\\'",
  "''",
  '\\',
  "'; DROP TABLE x; --",
  "') OR 1=1 --",
  '\0',
  'a\0b',
  '\n',
  '\r\n',
  '\t',
  '\u2028',
  '\\x27',
  '\\0',
  '%_',
  '`"',
  'é',
  '😀',
  '\u0000\u0001\u001f\u007f',
  '{name:String}',
  '$1 ?',
];

const runs = Number(process.env.FUZZ_RUNS ?? 200);

describe('ClickHouse literal encoder', () => {
  let ch: ClickHouseTestServer;

  beforeAll(async () => {
    ch = await startClickHouse();
  }, 90_000);

  afterAll(async () => {
    await ch?.stop();
  });

  /** Reads back a batch of byte strings: each column is the hex of what the server parsed. */
  async function roundTrip(values: (string | Uint8Array)[]): Promise<string[]> {
    const columns = values.map((value) => `hex(${literal(value)})`);
    const text = await ch.query(`SELECT ${[...columns, literal('end')].join(', ')} FORMAT TabSeparated`);
    const cells = text.replace(/\n$/, '').split('\t');
    expect(cells).toHaveLength(values.length + 1);
    expect(cells[values.length]).toBe('end');
    return cells.slice(0, values.length).map((cell) => cell.toLowerCase());
  }

  const hexOf = (value: string | Uint8Array) => Buffer.from(value as string).toString('hex');

  it('reads back every hostile string as it was', async () => {
    expect(await roundTrip(HOSTILE)).toEqual(HOSTILE.map(hexOf));
  });

  it('reads back any bytes, invalid UTF-8 included', async () => {
    const bytes = [
      Buffer.from([0xff, 0xfe, 0x27, 0x5c]),
      Buffer.from([0xc3]),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.alloc(0),
    ];
    expect(await roundTrip(bytes)).toEqual(bytes.map(hexOf));
  });

  it('fuzzed strings and bytes never change the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary' }),
            fc.string({ unit: fc.constantFrom("'", '\\', '\0', '\n', 'x', '%', '"', '`', ';') }),
            fc.uint8Array({ maxLength: 40 }),
            fc.constantFrom(...HOSTILE),
          ),
          { minLength: 1, maxLength: 50 },
        ),
        async (values) => {
          expect(await roundTrip(values)).toEqual(values.map(hexOf));
        },
      ),
      { numRuns: runs },
    );
  }, 120_000);

  it('fuzzed strings read back from a TabSeparated answer by tsvValue as they were', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary' }),
            fc.string({ unit: fc.constantFrom("'", '\\', '\0', '\n', '\t', '\r', '\b', '\f', 'N', 'x') }),
            fc.constantFrom(...HOSTILE, '\\N', '\\'),
          ),
          { minLength: 1, maxLength: 30 },
        ),
        async (values) => {
          const text = await ch.query(`SELECT ${values.map((value) => literal(value)).join(', ')} FORMAT TabSeparated`);
          const fields = text.replace(/\n$/, '').split('\t');
          expect(fields.map(tsvValue)).toEqual(values.map((value) => Buffer.from(value).toString()));
        },
      ),
      { numRuns: runs },
    );
  }, 120_000);

  it('inserts hostile strings, NULL and integers as TabSeparated fields, read back as they were', async () => {
    await ch.query('CREATE TABLE tsv_probe (i UInt32, s Nullable(String), n Nullable(UInt32)) ENGINE = Memory');
    const strings = [...HOSTILE, '\\N', 'N', '', 'tab\tin\\t', 'a\\', '\r', '\\\n'];
    const rows: [number, string | null, number | null][] = [
      ...strings.map((value, index): [number, string | null, number | null] => [index, value, index]),
      [strings.length, null, null],
    ];
    const body = rows.map((row) => `${row.map((field) => tsvField(field)).join('\t')}\n`).join('');
    await ch.query(`INSERT INTO tsv_probe (i, s, n) FORMAT TabSeparated\n${body}`);
    const text = await ch.query('SELECT i, hex(s), isNull(s), n FROM tsv_probe ORDER BY i FORMAT TabSeparated');
    expect(text.replace(/\n$/, '').split('\n')).toEqual(
      rows.map(([i, s, n]) =>
        [
          String(i),
          s === null ? '\\N' : hexOf(s).toUpperCase(),
          s === null ? '1' : '0',
          n === null ? '\\N' : String(n),
        ].join('\t'),
      ),
    );
    for (const refused of [1.5, NaN, 2 ** 53, {}]) expect(() => tsvField(refused as number)).toThrow(TypeError);
    // And as the fold reads them (a TabSeparated answer, a line a row, fields by tabs): each
    // string as it was sent (a lone surrogate as U+FFFD, as the UTF-8 body carried it), NULL as null.
    const answer = await ch.query('SELECT i, s, n FROM tsv_probe ORDER BY i FORMAT TabSeparated');
    const lines = answer.replace(/\n$/, '').split('\n');
    expect(lines).toHaveLength(rows.length);
    expect(lines.map((line) => line.split('\t').map(tsvValue))).toEqual(
      rows.map(([i, s, n]) => [
        String(i),
        s === null ? null : Buffer.from(s).toString(),
        n === null ? null : String(n),
      ]),
    );
  });

  it('numbers, dates, arrays and NULL by type', async () => {
    const at = new Date('2026-11-20T10:11:12.345Z');
    const text = await ch.query(
      sql`SELECT ${42}, ${-7}, ${1.5}, ${9007199254740993n}, ${true}, toUnixTimestamp(${at}), ${[1, 2, 3]}, isNull(${null}), ${[
        "a'b",
        'c\\d',
      ]} FORMAT TabSeparated`.text,
    );
    expect(text.trim().split('\t')).toEqual([
      '42',
      '-7',
      '1.5',
      '9007199254740993',
      '1',
      String(Math.floor(at.getTime() / 1000)),
      '[1,2,3]',
      '1',
      "['a\\'b','c\\\\d']",
    ]);
  });

  it('refuses what is not a value', () => {
    const refused: unknown[] = [
      NaN,
      Infinity,
      new Date('x'),
      new Date(-1000),
      undefined,
      {},
      '\uD800',
      'a\uDC00',
      Symbol('x'),
    ];
    for (const value of refused) expect(() => literal(value as SqlValue)).toThrow(TypeError);
    // Big floats still come out as numbers, never as text the parser could split.
    expect(literal(1e21)).toBe('toFloat64(1e+21)');
  });

  it('escapes LIKE patterns so a value matches only itself', async () => {
    const values = ['100%', 'a_b', 'back\\slash', "it's"];
    const probes = values.map((value) => sql`${value} LIKE ${`%${likeEscape(value)}%`}`.text);
    const misses = values.map((value) => sql`${`x${value.replace(/[%_\\']/, 'Q')}`} LIKE ${likeEscape(value)}`.text);
    const text = await ch.query(`SELECT ${[...probes, ...misses].join(', ')} FORMAT TabSeparated`);
    expect(text.trim().split('\t')).toEqual([...values.map(() => '1'), ...values.map(() => '0')]);
  });
});
