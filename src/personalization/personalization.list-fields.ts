import type { ListFields } from '../common/list-query/list-fields.js';

/** What each personalization list can filter and order by (docs/personalization.md and docs/list-queries.md). */
export const CATEGORY_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'category.id' },
  key: { type: 'string', column: 'category.key' },
  name: { type: 'string', column: 'category.name' },
  external_mapping: { type: 'string', column: 'category.external_mapping' },
  is_multiple: { type: 'boolean', column: 'category.is_multiple' },
  position: { type: 'integer', column: 'category.position' },
  created_on: { type: 'datetime', column: 'category.created_on' },
  modified_on: { type: 'datetime', column: 'category.modified_on' },
};

export const OPTION_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'option.id' },
  category: { type: 'relation', column: 'option.category_id' },
  key: { type: 'string', column: 'option.key' },
  label: { type: 'string', column: 'option.label' },
  external_value: { type: 'string', column: 'option.external_value' },
  position: { type: 'integer', column: 'option.position' },
  created_on: { type: 'datetime', column: 'option.created_on' },
  modified_on: { type: 'datetime', column: 'option.modified_on' },
};

export const PROPERTY_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'property.id' },
  key: { type: 'string', column: 'property.key' },
  name: { type: 'string', column: 'property.name' },
  type: { type: 'string', column: 'property.type' },
  external_mapping: { type: 'string', column: 'property.external_mapping' },
  is_required: { type: 'boolean', column: 'property.is_required' },
  max_length: { type: 'integer', column: 'property.max_length' },
  position: { type: 'integer', column: 'property.position' },
  created_on: { type: 'datetime', column: 'property.created_on' },
  modified_on: { type: 'datetime', column: 'property.modified_on' },
};

/** Not `key`: a list is no way to look a key up. */
export const TOKEN_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'token.id' },
  edition: { type: 'relation', column: 'token.edition_id' },
  name: { type: 'string', column: 'token.name' },
  external_id: { type: 'string', column: 'token.external_id' },
  expires_on: { type: 'datetime', column: 'token.expires_on' },
  last_viewed_on: { type: 'datetime', column: 'token.last_viewed_on' },
  views: { type: 'integer', column: 'token.views' },
  created_on: { type: 'datetime', column: 'token.created_on' },
  modified_on: { type: 'datetime', column: 'token.modified_on' },
};

export const VALUE_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'value.id' },
  token: { type: 'relation', column: 'value.token_id' },
  property: { type: 'relation', column: 'value.property_id' },
  option: { type: 'relation', column: 'value.option_id' },
  created_on: { type: 'datetime', column: 'value.created_on' },
  modified_on: { type: 'datetime', column: 'value.modified_on' },
};
