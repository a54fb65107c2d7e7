import { ProblemException } from '../common/problem/problem.js';

/** One reader event as the reader sent it (docs/analytics.md), checked field by field. */
export interface EventInput {
  type: 'pageview' | 'engagement' | 'click' | 'custom';
  doc: string;
  page: string | null;
  url: string | null;
  referrer: string | null;
  token: string | null;
  screen_width: number | null;
  engaged_ms: number | null;
  scroll_depth: number | null;
  target: string | null;
  name: string | null;
}

export const EVENTS_PER_BATCH_MAX = 20;
/** The largest body `POST /analytics/event` reads: 413 past it. */
export const EVENT_BODY_BYTES_MAX = 8 * 1024;

const TYPES = new Set(['pageview', 'engagement', 'click', 'custom']);
/** A doc's uid: letters and digits (any other character cannot name a doc). */
const DOC_UID = /^[A-Za-z0-9_-]{1,64}$/;
const FIELDS = new Set([
  'type',
  'doc',
  'page',
  'url',
  'referrer',
  'token',
  'screen_width',
  'engaged_ms',
  'scroll_depth',
  'target',
  'name',
]);
/** Fields only some types may carry. */
const ONLY_ON: readonly (readonly [field: string, type: EventInput['type']])[] = [
  ['engaged_ms', 'engagement'],
  ['scroll_depth', 'engagement'],
  ['target', 'click'],
  ['name', 'custom'],
];

const invalid = (path: string, message: string) => ProblemException.badRequest(`${path}: ${message}`);

/**
 * The events of a body: one event, or `{"events": [...]}` with 1 to 20. The first bad field is a
 * 400 that names it (`events.3.screen_width`), and nothing of the batch is kept.
 */
export function parseEvents(body: unknown): EventInput[] {
  if (!isObject(body)) throw ProblemException.badRequest('The body must be an event object or {"events": [...]}');
  if (!('events' in body)) return [parseEvent(body, '')];
  const extra = Object.keys(body).find((key) => key !== 'events');
  if (extra !== undefined) throw invalid(extra, 'unknown field');
  const events = body.events;
  if (!Array.isArray(events)) throw invalid('events', 'must be an array of events');
  if (events.length === 0 || events.length > EVENTS_PER_BATCH_MAX)
    throw invalid('events', `must hold 1 to ${EVENTS_PER_BATCH_MAX} events`);
  return events.map((event, index) => parseEvent(event, `events.${index}.`));
}

function parseEvent(raw: unknown, prefix: string): EventInput {
  if (!isObject(raw)) throw invalid(prefix.slice(0, -1) || 'body', 'must be an object');
  for (const key of Object.keys(raw)) {
    if (!FIELDS.has(key)) throw invalid(`${prefix}${key}`, 'unknown field');
  }
  const type = raw.type;
  if (typeof type !== 'string' || !TYPES.has(type))
    throw invalid(`${prefix}type`, 'must be pageview, engagement, click or custom');
  for (const [field, onlyType] of ONLY_ON) {
    if (raw[field] !== undefined && raw[field] !== null && type !== onlyType)
      throw invalid(`${prefix}${field}`, `only a ${onlyType} event carries it`);
  }
  const doc = raw.doc;
  if (typeof doc !== 'string' || !DOC_UID.test(doc)) throw invalid(`${prefix}doc`, "is required: the doc's uid");
  const page = optionalString(raw.page, prefix, 'page', 255);
  if (page === null && type !== 'custom') throw invalid(`${prefix}page`, 'is required: a page identifier of the doc');
  const name = optionalString(raw.name, prefix, 'name', 120);
  if (type === 'custom' && (name === null || name === ''))
    throw invalid(`${prefix}name`, 'is required on a custom event');
  return {
    type: type as EventInput['type'],
    doc,
    page,
    url: optionalString(raw.url, prefix, 'url', 2000),
    referrer: optionalString(raw.referrer, prefix, 'referrer', 2000),
    token: optionalString(raw.token, prefix, 'token', 64),
    screen_width: optionalInteger(raw.screen_width, prefix, 'screen_width', 20_000),
    engaged_ms: optionalInteger(raw.engaged_ms, prefix, 'engaged_ms', 86_400_000),
    scroll_depth: optionalInteger(raw.scroll_depth, prefix, 'scroll_depth', 100),
    target: optionalString(raw.target, prefix, 'target', 500),
    name,
  };
}

/** The field's path (`events.3.url`) is put together only for a refusal: most events pass. */
function optionalString(raw: unknown, prefix: string, field: string, max: number): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw invalid(prefix + field, 'must be a string or null');
  if (raw.length > max) throw invalid(prefix + field, `must be at most ${max} characters`);
  return raw;
}

function optionalInteger(raw: unknown, prefix: string, field: string, max: number): number | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > max)
    throw invalid(prefix + field, `must be an integer from 0 to ${max}`);
  return raw;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
