import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { ListFields } from './list-fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './list-fields.js';
import { FILTER_TYPE_NAMES } from './list-query.js';

/** Documents `page`, `limit`, `filter[n][...]` and `order-by[n][...]` for a list route. */
export function ApiListQuery(fields: ListFields) {
  const names = Object.keys(fields);
  return applyDecorators(
    ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
    ApiQuery({
      name: 'limit',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      style: 'deepObject',
      explode: true,
      description: `filter[n][field], filter[n][type], filter[n][value] (also values[], from, to, where, format, conditions[]). Fields: ${names.join(', ')}. \`query[n][...]\` is an alias.`,
      schema: {
        type: 'array',
        maxItems: 20,
        items: {
          type: 'object',
          properties: {
            field: { type: 'string', enum: names },
            type: { type: 'string', enum: FILTER_TYPE_NAMES },
            value: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
            where: { type: 'string', enum: ['and', 'or'] },
          },
        },
      },
    }),
    ApiQuery({
      name: 'order-by',
      required: false,
      style: 'deepObject',
      explode: true,
      description: 'order-by[n][field], order-by[n][type]=field, order-by[n][direction]=asc|desc. Ties break by id.',
      schema: {
        type: 'array',
        maxItems: 5,
        items: {
          type: 'object',
          properties: {
            field: { type: 'string', enum: names },
            type: { type: 'string', enum: ['field'] },
            direction: { type: 'string', enum: ['asc', 'desc'] },
          },
        },
      },
    }),
  );
}
