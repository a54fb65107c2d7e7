import { ProblemException } from '../common/problem/problem.js';

/** A calendar date, held as midnight UTC of that date (only its year, month and day count). */
export type LocalDate = Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timezone: string): Intl.DateTimeFormat {
  let format = formatters.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a zone, as if it were UTC. */
export function wallClock(instant: Date, timezone: string): Date {
  if (timezone === 'UTC') return instant;
  const parts: Record<string, number> = {};
  for (const part of formatter(timezone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

export function localDate(instant: Date, timezone: string): LocalDate {
  const wall = wallClock(instant, timezone);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** The instant a local date begins in a zone (its first existing minute across a DST gap). */
export function zonedStart(date: LocalDate, timezone: string): Date {
  const guess = date.getTime();
  const offset = wallClock(new Date(guess), timezone).getTime() - guess;
  let instant = guess - offset;
  const corrected = wallClock(new Date(instant), timezone).getTime() - instant;
  if (corrected !== offset) instant = guess - corrected;
  return new Date(instant);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(date.getTime() + days * 86_400_000);
}

export function formatDate(date: LocalDate): string {
  return date.toISOString().slice(0, 10);
}

export function parseLocalDate(raw: unknown, name: string): LocalDate {
  const match = typeof raw === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || formatDate(date) !== raw) throw ProblemException.badRequest(`${name}: a date as YYYY-MM-DD`);
  return date;
}
