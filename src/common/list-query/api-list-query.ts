import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

import type { ListFields } from './list-fields.js';
import { FILTER_ENTRIES_MAX, ORDER_ENTRIES_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './list-fields.js';
import { FILTER_TYPE_NAMES } from './list-query.js';

/**
 * How many `filter[n]` and `order-by[n]` entries are spelled out as parameters. The API takes up
 * to FILTER_ENTRIES_MAX and ORDER_ENTRIES_MAX; these are what a form (Swagger UI) offers.
 */
const DOCUMENTED_FILTER_ENTRIES = 3;
const DOCUMENTED_ORDER_ENTRIES = 2;

/**
 * Documents `page`, `limit`, `filter[n][...]` and `order-by[n][...]` for a list route, as the
 * flat bracket parameters clients send (`filter[0][field]=name`), so a generic client such as
 * Swagger UI sends them the same way. The bracket parameters have no default or example, so an
 * untouched form sends none of them (only `page` and `limit`, whose defaults are harmless).
 */
export function ApiListQuery(fields: ListFields) {
  const names = Object.keys(fields);
  const field = { type: 'string' as const, enum: names };
  const filters = Array.from({ length: DOCUMENTED_FILTER_ENTRIES }, (_, n) => [
    ApiQuery({
      name: `filter[${n}][field]`,
      required: false,
      schema: field,
      description:
        n === 0
          ? `The field entry ${n} compares. Entries are \`filter[n][field]\`, \`filter[n][type]\`, \`filter[n][value]\`, ` +
            'optional `filter[n][where]` (`and` by default, or `or`) and `filter[n][format]` (a date format); `in`/`notin` take ' +
            '`filter[n][values][]`, `between` takes `filter[n][from]` and `filter[n][to]`, `orx`/`andx` take ' +
            `\`filter[n][conditions][]\`. Up to ${FILTER_ENTRIES_MAX} entries; \`query[n][...]\` is an alias. Values are cast to ` +
            "the field's type (booleans `true`, `false`, `1`, `0`; dates `Y-m-d H:i:s`, `Y-m-d` or ISO 8601). A bad entry is a 400 naming it."
          : `The field entry ${n} compares`,
    }),
    ApiQuery({
      name: `filter[${n}][type]`,
      required: false,
      schema: { type: 'string', enum: FILTER_TYPE_NAMES },
      description: 'The comparison (case-insensitive)',
    }),
    ApiQuery({
      name: `filter[${n}][value]`,
      required: false,
      schema: { type: 'string' },
      description:
        'The value compared with (not for isnull, isnotnull, in, notin, between, orx, andx); for like, `%` is the wildcard',
    }),
    ...(n === 0
      ? []
      : [
          ApiQuery({
            name: `filter[${n}][where]`,
            required: false,
            schema: { type: 'string', enum: ['and', 'or'] },
            description: 'How this entry joins the ones before it (default and)',
          }),
        ]),
  ]);
  const orders = Array.from({ length: DOCUMENTED_ORDER_ENTRIES }, (_, n) => [
    ApiQuery({
      name: `order-by[${n}][field]`,
      required: false,
      schema: field,
      description:
        n === 0
          ? `Order by this field first. Entries are \`order-by[n][field]\`, optional \`order-by[n][type]=field\` and ` +
            `\`order-by[n][direction]\`; up to ${ORDER_ENTRIES_MAX}. Ties always break by id ascending.`
          : `Then by this field`,
    }),
    ApiQuery({
      name: `order-by[${n}][direction]`,
      required: false,
      schema: { type: 'string', enum: ['asc', 'desc'] },
      description: 'asc (the default) or desc, any case',
    }),
  ]);
  return applyDecorators(
    ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
    ApiQuery({
      name: 'limit',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
    }),
    ...filters.flat(),
    ...orders.flat(),
  );
}
