import { applyDecorators } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiQuery, ApiResponse, type SchemaObject } from '@nestjs/swagger';

import { HAL_CONTENT_TYPE } from '../common/hal/hal-response.js';
import { ApiListQuery } from '../common/list-query/api-list-query.js';
import { ALL_DIMENSIONS, ALL_METRICS, COMPARISONS, GRANULARITIES, ORDER_FIELDS, PERIODS } from './report-query.js';

const DATE_OR_TIME: SchemaObject = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
  example: '2026-11-01',
};

/** The range of a report or a shortcut: a period or dates (or date-times), a time zone, a comparison. */
export const ApiRangeQuery = () =>
  applyDecorators(
    ApiQuery({
      name: 'period',
      required: false,
      schema: { type: 'string', enum: [...PERIODS], default: '30d' },
      description:
        '`7d` and `30d` end today, inclusive; `all` starts on the first counted day. Not with date_from/date_to.',
    }),
    ApiQuery({
      name: 'date_from',
      required: false,
      schema: DATE_OR_TIME,
      description:
        'First day (YYYY-MM-DD), or a date-time (an instant with Z or an offset, else wall-clock in `timezone`); date-times count whole hours',
    }),
    ApiQuery({
      name: 'date_to',
      required: false,
      schema: DATE_OR_TIME,
      description: 'Last day, inclusive (default today), or a date-time (exclusive, rounded up to the hour)',
    }),
    ApiQuery({
      name: 'timezone',
      required: false,
      schema: { type: 'string', default: 'UTC', example: 'Europe/Berlin' },
      description: 'IANA time zone the days are counted in',
    }),
    ApiQuery({
      name: 'compare',
      required: false,
      schema: { type: 'string', enum: [...COMPARISONS] },
      description:
        'Adds `{metric}_previous` and `{metric}_change` (percent, null when the previous value is 0) to the totals and rows',
    }),
  );

/** Every parameter of `GET /analytics/report`, the metrics and dimensions as enums. */
export const ApiReportQuery = () =>
  applyDecorators(
    ApiQuery({
      name: 'metrics',
      required: true,
      schema: { type: 'array', items: { type: 'string', enum: [...ALL_METRICS] } },
      style: 'form',
      explode: false,
      description:
        'Comma-separated; `events` stands alone, and `conversions` and `conversion_rate` (visits that reached a goal, and their percent of the visits) go together',
    }),
    ApiQuery({
      name: 'dimensions',
      required: false,
      schema: { type: 'array', items: { type: 'string', enum: [...ALL_DIMENSIONS] }, maxItems: 3 },
      style: 'form',
      explode: false,
      description:
        'Comma-separated, at most 3; event_name and click_target go with the events metric, goal (a goal id) with conversions',
    }),
    ApiRangeQuery(),
    ApiQuery({
      name: 'granularity',
      required: false,
      schema: { type: 'string', enum: [...GRANULARITIES], default: 'day' },
      description: 'The buckets of the `time` dimension',
    }),
    ApiListQuery(ORDER_FIELDS),
  );

/**
 * What the analytics routes answer, for openapi.json: reports are HAL objects whose rows carry
 * the requested dimensions and metrics by name (so a row's keys depend on the query), or CSV.
 */
// A dimension's value (a string, an id, or null) or a metric's number.
const CELL: SchemaObject = { anyOf: [{ type: 'number', nullable: true }, { type: 'string' }] };
const ROW: SchemaObject = {
  type: 'object',
  additionalProperties: CELL,
  description: 'The dimensions asked for, then the metrics, by name',
};
const LINK: SchemaObject = { type: 'object', properties: { href: { type: 'string' } }, required: ['href'] };
const WEAK_ETAG = {
  ETag: {
    description: "Weak tag from the rollups' watermark and the newest event after it; send it back in If-None-Match",
    schema: { type: 'string' },
  },
};

const HEADER_PROPERTIES: Record<string, SchemaObject> = {
  date_from: { type: 'string', format: 'date' },
  date_to: { type: 'string', format: 'date' },
  timezone: { type: 'string', example: 'Europe/Berlin' },
  granularity: { type: 'string', enum: ['hour', 'day', 'week', 'month'] },
  metrics: { type: 'array', items: { type: 'string' } },
  dimensions: { type: 'array', items: { type: 'string' } },
  data_until: { type: 'string', format: 'date-time', description: 'Everything before it is counted' },
  totals: { type: 'object', additionalProperties: CELL, description: 'The metrics over the whole selection' },
};

const REPORT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    ...HEADER_PROPERTIES,
    _links: { type: 'object', additionalProperties: LINK },
    _embedded: { type: 'object', properties: { row: { type: 'array', items: ROW } }, required: ['row'] },
    page_count: { type: 'integer' },
    page_size: { type: 'integer' },
    total_items: { type: 'integer' },
    page: { type: 'integer' },
  },
  required: [
    'date_from',
    'date_to',
    'timezone',
    'metrics',
    'dimensions',
    'totals',
    'data_until',
    '_links',
    '_embedded',
  ],
};

/** `GET /analytics/report`: HAL, or the same rows as CSV. */
export const ApiReportResponse = () =>
  applyDecorators(
    ApiResponse({
      status: 200,
      description:
        "The report; with `Accept: text/csv`, its rows as CSV (a header row; a cell starting with = + - @ gets a leading ')",
      headers: WEAK_ETAG,
      content: { [HAL_CONTENT_TYPE]: { schema: REPORT_SCHEMA }, 'text/csv': { schema: { type: 'string' } } },
    }),
    ApiResponse({ status: 304, description: 'Not Modified: the If-None-Match tag is current' }),
  );

/** The shortcuts: totals, a daily series and a table (a doc's or token's pages, a project's docs). */
export const ApiShortcutResponse = (table: 'pages' | 'docs', subject: 'doc' | 'project' | 'token') =>
  applyDecorators(
    ApiResponse({
      status: 200,
      description: `The ${subject}'s report in the platform report's layout`,
      headers: WEAK_ETAG,
      content: {
        [HAL_CONTENT_TYPE]: {
          schema: {
            type: 'object',
            properties: {
              [subject]: { type: 'integer' },
              ...HEADER_PROPERTIES,
              series: { type: 'array', items: ROW, description: 'One row a day, zeros included' },
              [table]: { type: 'array', items: ROW },
              _links: { type: 'object', additionalProperties: LINK },
            },
            required: [subject, 'date_from', 'date_to', 'totals', 'data_until', 'series', table, '_links'],
          },
        },
      },
    }),
    ApiResponse({ status: 304, description: 'Not Modified: the If-None-Match tag is current' }),
  );

const EVENT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['pageview', 'engagement', 'click', 'custom'] },
    doc: { type: 'string', description: "The doc's uid" },
    page: { type: 'string', description: 'A page identifier of that doc (not needed for custom)' },
    url: { type: 'string', maxLength: 2000, description: 'Only its utm_* parameters are kept' },
    referrer: { type: 'string', maxLength: 2000, nullable: true, description: 'Only its domain is kept' },
    token: { type: 'string', nullable: true, description: 'The personalization key (`t`) the page was read with' },
    screen_width: { type: 'integer', minimum: 0, maximum: 20000 },
    engaged_ms: { type: 'integer', minimum: 0, maximum: 86400000 },
    scroll_depth: { type: 'integer', minimum: 0, maximum: 100 },
    target: { type: 'string', maxLength: 500 },
    name: { type: 'string', maxLength: 120 },
  },
  required: ['type', 'doc'],
};

/** `POST /analytics/event`: one event or a batch, as JSON or text/plain (what sendBeacon sends). */
export const ApiEventsBody = () =>
  applyDecorators(
    ApiConsumes('application/json', 'text/plain'),
    ApiBody({
      schema: {
        oneOf: [
          EVENT_SCHEMA,
          {
            type: 'object',
            properties: { events: { type: 'array', items: EVENT_SCHEMA, maxItems: 20 } },
            required: ['events'],
          },
        ],
      },
      examples: {
        example: {
          summary: 'A pageview (an unknown doc is accepted and dropped)',
          value: { type: 'pageview', doc: 'f1d2d2f924e986ac86fdf7b36c94bcdf', page: 'welcome', screen_width: 1280 },
        },
      },
    }),
    ApiAcceptedResponse({
      description: 'Accepted, or deliberately dropped (a bot, DNT or Sec-GPC, an unpublished doc, a preview); no body',
    }),
  );
