import { ProblemException } from '../problem/problem.js';
import type { ListFieldType } from './list-fields.js';

/**
 * A value ready to be bound as a query parameter. Booleans are already 1/0: SQLite stores them
 * as 0/1 and MySQL as tinyint, so numbers compare the same way on both.
 */
export type BindValue = string | number | Date;

/** A compiled `format` entry: PHP-like tokens, the only ones this service supports. */
export interface DateFormat {
  source: string;
  parts: readonly FormatPart[];
}
type DateToken = 'Y' | 'm' | 'd' | 'H' | 'i' | 's';
type FormatPart = { token: DateToken } | { literal: string };

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Minutes east of UTC; values without an offset are UTC. */
  offsetMinutes: number;
}

const DATE_TOKENS: ReadonlySet<string> = new Set<DateToken>(['Y', 'm', 'd', 'H', 'i', 's']);
/**
 * Other characters PHP reads as format directives. Treating them as literals would silently
 * parse something else than the client meant, so they are refused.
 */
const UNSUPPORTED_FORMAT_CHARACTER = /[A-Za-z?*+#]/;
/** `!` and `|` reset unparsed fields to zero in PHP, which is what this parser always does. */
const RESET_CHARACTERS: ReadonlySet<string> = new Set(['!', '|']);

const DATETIME_FORMAT = compileFormat('Y-m-d H:i:s');
const DATE_FORMAT = compileFormat('Y-m-d');
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

const DETAIL_VALUE_MAX = 64;

/** Quotes a client value for an error detail, shortened so a huge value cannot bloat the body. */
export function describeValue(raw: unknown): string {
  const text = JSON.stringify(raw) ?? String(raw);
  return text.length > DETAIL_VALUE_MAX ? `${text.slice(0, DETAIL_VALUE_MAX)}…` : text;
}

/**
 * Casts one client value to the type of the field it is compared with. `path` names the value
 * in the error detail, for example `filter[0][value]`.
 */
export function castValue(
  type: ListFieldType,
  raw: unknown,
  path: string,
  format: DateFormat | null = null,
): BindValue {
  switch (type) {
    case 'integer':
    case 'relation': // a relation compares by the related id
      return castInteger(raw, path);
    case 'boolean':
      return castBoolean(raw, path);
    case 'datetime':
      return castDateTime(raw, path, format);
    case 'string':
      return castString(raw, path);
  }
}

/** Strings are taken as they are; numbers only arrive from programmatic callers. */
export function castString(raw: unknown, path: string): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  throw ProblemException.badRequest(`${path}: must be a string`);
}

function castInteger(raw: unknown, path: string): number {
  const text = castString(raw, path);
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value)) {
    throw ProblemException.badRequest(`${path}: ${describeValue(raw)} is not a valid integer`);
  }
  return value;
}

function castBoolean(raw: unknown, path: string): number {
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  switch (castString(raw, path).toLowerCase()) {
    case 'true':
    case '1':
      return 1;
    case 'false':
    case '0':
      return 0;
    default:
      throw ProblemException.badRequest(`${path}: ${describeValue(raw)} is not a valid boolean`);
  }
}

function castDateTime(raw: unknown, path: string, format: DateFormat | null): Date {
  const text = castString(raw, path);
  if (format) {
    const parts = matchFormat(format, text);
    if (!parts) {
      throw ProblemException.badRequest(
        `${path}: ${describeValue(raw)} does not match the format ${describeValue(format.source)}`,
      );
    }
    return toDateOrThrow(parts, raw, path);
  }
  const parts = matchFormat(DATETIME_FORMAT, text) ?? matchFormat(DATE_FORMAT, text) ?? matchIso(text);
  if (!parts) {
    throw ProblemException.badRequest(`${path}: ${describeValue(raw)} is not a valid datetime`);
  }
  return toDateOrThrow(parts, raw, path);
}

function toDateOrThrow(parts: DateParts, raw: unknown, path: string): Date {
  const date = toDate(parts);
  if (!date) {
    throw ProblemException.badRequest(`${path}: ${describeValue(raw)} is not a valid datetime`);
  }
  return date;
}

/**
 * Compiles a client's `format` (PHP `DateTime::createFromFormat` syntax, subset Y m d H i s).
 * `\` escapes the next character. The date tokens are required because PHP would fill missing
 * ones with today's date, which would make the same request mean something else every day.
 */
export function parseDateFormat(raw: unknown, path: string): DateFormat {
  if (typeof raw !== 'string' || raw === '') {
    throw ProblemException.badRequest(`${path}: must be a non-empty string`);
  }
  const unsupported = findUnsupportedCharacter(raw);
  if (unsupported !== null) {
    throw ProblemException.badRequest(`${path}: unsupported format character "${unsupported}"`);
  }
  const format = compileFormat(raw);
  const tokens = new Set(format.parts.flatMap((part) => ('token' in part ? [part.token] : [])));
  if (!tokens.has('Y') || !tokens.has('m') || !tokens.has('d')) {
    throw ProblemException.badRequest(`${path}: must contain Y, m and d`);
  }
  return format;
}

function findUnsupportedCharacter(format: string): string | null {
  for (let i = 0; i < format.length; i++) {
    const char = format[i];
    if (char === '\\') i++;
    else if (!DATE_TOKENS.has(char) && UNSUPPORTED_FORMAT_CHARACTER.test(char)) return char;
  }
  return null;
}

function compileFormat(format: string): DateFormat {
  const parts: FormatPart[] = [];
  for (let i = 0; i < format.length; i++) {
    const char = format[i];
    if (char === '\\') {
      if (i + 1 < format.length) parts.push({ literal: format[++i] });
    } else if (DATE_TOKENS.has(char)) {
      parts.push({ token: char as DateToken });
    } else if (!RESET_CHARACTERS.has(char)) {
      parts.push({ literal: char });
    }
  }
  return { source: format, parts };
}

/** Reads `text` against a compiled format; the whole text must be consumed, as in PHP. */
function matchFormat(format: DateFormat, text: string): DateParts | null {
  const parts = emptyParts();
  let position = 0;
  for (const part of format.parts) {
    if ('literal' in part) {
      if (text[position] !== part.literal) return null;
      position++;
      continue;
    }
    // PHP reads a year as four digits and the other fields as one or two.
    const digits = /^\d+/.exec(text.slice(position, position + (part.token === 'Y' ? 4 : 2)));
    if (!digits || (part.token === 'Y' && digits[0].length !== 4)) return null;
    position += digits[0].length;
    assignToken(parts, part.token, Number(digits[0]));
  }
  return position === text.length ? parts : null;
}

function assignToken(parts: DateParts, token: DateToken, value: number): void {
  const field = { Y: 'year', m: 'month', d: 'day', H: 'hour', i: 'minute', s: 'second' } as const;
  parts[field[token]] = value;
}

function matchIso(text: string): DateParts | null {
  const match = ISO_8601.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, , sign, offsetHours, offsetMinutes] = match;
  const offset = sign ? Number(offsetHours) * 60 + Number(offsetMinutes ?? 0) : 0;
  if (sign && (Number(offsetHours) > 23 || Number(offsetMinutes ?? 0) > 59)) return null;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? 0),
    // Columns keep milliseconds at most, so finer digits are dropped.
    millisecond: fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0,
    offsetMinutes: sign === '-' ? -offset : offset,
  };
}

function emptyParts(): DateParts {
  return {
    year: 0,
    month: 0,
    day: 0,
    hour: 0,
    minute: 0,
    second: 0,
    millisecond: 0,
    offsetMinutes: 0,
  };
}

/** Refuses impossible dates (2021-02-30, 25:00) instead of letting them roll over as PHP does. */
function toDate(parts: DateParts): Date | null {
  const { year, month, day, hour, minute, second, millisecond, offsetMinutes } = parts;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  return new Date(date.getTime() - offsetMinutes * 60_000);
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}
