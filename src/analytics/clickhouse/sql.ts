/**
 * The one way a value reaches ClickHouse (docs/analytics.md, "Running at scale"). Debian's
 * 18.16 has no server-side query parameters, so every value is written into the query as a
 * literal by `literal()` and nowhere else: numbers and dates are checked by type, strings are
 * escaped byte by byte by ClickHouse's rules. Queries are built only with the `sql` tag, whose
 * interpolations are values (encoded) or other `Sql` fragments; identifiers come from
 * `ident()`, which accepts only the names written in this code, never input.
 */
export class Sql {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type SqlValue = string | number | bigint | boolean | Date | Uint8Array | null | readonly SqlValue[];

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const HEX = '0123456789abcdef';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A table, column or database name: letters, digits and `_` only (ours, never a request's). */
export function ident(name: string): Sql {
  if (!IDENTIFIER.test(name)) throw new TypeError(`not an identifier: ${JSON.stringify(name)}`);
  return new Sql(name);
}

/**
 * Bytes as a ClickHouse string literal: printable ASCII as is, except `'` and `\`; every other
 * byte (controls, NUL, newlines, anything past 0x7e, so any UTF-8 and any invalid UTF-8) as
 * `\xHH`. The server reads back exactly these bytes, whatever they are.
 */
function bytesLiteral(bytes: Uint8Array): string {
  let out = "'";
  for (const byte of bytes) {
    if (byte >= 0x20 && byte <= 0x7e && byte !== 0x27 && byte !== 0x5c) out += String.fromCharCode(byte);
    else out += `\\x${HEX[byte >> 4]}${HEX[byte & 15]}`;
  }
  return `${out}'`;
}

/** One value as a literal; anything else (undefined, NaN, an object, an invalid date) throws. */
export function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  switch (typeof value) {
    case 'string':
      // A JS string is UTF-16: a lone surrogate has no UTF-8 form and is refused, not altered.
      if (LONE_SURROGATE.test(value)) throw new TypeError('string with a lone surrogate');
      return bytesLiteral(Buffer.from(value, 'utf8'));
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
      // Integers as integers; other numbers in a form ClickHouse reads as Float64.
      return Number.isInteger(value) && Number.isSafeInteger(value) ? String(value) : `toFloat64(${value.toString()})`;
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? '1' : '0';
    case 'object':
      if (value instanceof Date) {
        const time = value.getTime();
        if (!Number.isFinite(time)) throw new TypeError('invalid date');
        // Seconds since the epoch: no time zone in play. DateTime holds 1970..2105.
        const seconds = Math.floor(time / 1000);
        if (seconds < 0 || seconds > 4_294_967_295)
          throw new TypeError(`date out of DateTime range: ${value.toISOString()}`);
        return `toDateTime(${seconds})`;
      }
      if (value instanceof Uint8Array) return bytesLiteral(value);
      if (Array.isArray(value)) return `[${value.map((item: SqlValue) => literal(item)).join(', ')}]`;
  }
  throw new TypeError(`not a ClickHouse value: ${Object.prototype.toString.call(value)}`);
}

/** A query: `${value}` is encoded by `literal()`, `${Sql}` (from `sql`, `ident`, `join`) is kept. */
export function sql(strings: TemplateStringsArray, ...values: (SqlValue | Sql)[]): Sql {
  let text = strings[0];
  values.forEach((value, index) => {
    text += (value instanceof Sql ? value.text : literal(value)) + strings[index + 1];
  });
  return new Sql(text);
}

/** Fragments joined by a separator (itself code, never input). */
export function join(parts: readonly Sql[], separator = ', '): Sql {
  return new Sql(parts.map((part) => part.text).join(separator));
}

/** `%`, `_` and `\` escaped for a LIKE pattern (the result still goes through `literal()`). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** What a TabSeparated field escapes: its separators, the escape itself, CR and NUL. */
const TSV_SPECIAL = /[\\\t\n\r\0]/;
const TSV_SPECIALS = /[\\\t\n\r\0]/g;
const TSV_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0' };

/**
 * One value as a field of an insert's TabSeparated body (data, never query text: the statement
 * is `INSERT INTO <ident> (<idents>) FORMAT TabSeparated`): NULL as `\N`, integers as digits
 * (checked), strings with the format's escapes. The body is sent as UTF-8, so a lone surrogate
 * arrives as U+FFFD, as it would in JSON. Cheaper than a JSON object per row to make here and
 * for the server to parse (the beacon's batches: docs/benchmarks.md).
 */
export function tsvField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
    return String(value);
  }
  if (typeof value !== 'string') throw new TypeError(`not a TabSeparated value: ${typeof value}`);
  return TSV_SPECIAL.test(value) ? value.replace(TSV_SPECIALS, (character) => TSV_ESCAPES[character]) : value;
}

/** What a TabSeparated answer's escapes stand for (ClickHouse's; any other escaped character is itself). */
const TSV_UNESCAPES: Record<string, string> = { b: '\b', f: '\f', r: '\r', n: '\n', t: '\t', '0': '\0' };

/**
 * One field of a TabSeparated answer as the value it encodes: `\N` is NULL, escapes are undone
 * (the inverse of `tsvField` for strings; numbers stay their digits). A field holds no tab or
 * newline of its own: the server escapes them, so a line splits on tabs exactly.
 */
export function tsvValue(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  let value = '';
  for (let index = 0; index < field.length; index++) {
    const character = field[index];
    if (character !== '\\') {
      value += character;
      continue;
    }
    const escaped = field[++index] ?? '';
    value += TSV_UNESCAPES[escaped] ?? escaped;
  }
  return value;
}
