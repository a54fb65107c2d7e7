import type { ListFields } from '../common/list-query/list-fields.js';

/** The doc fields a list can filter and order by (docs/docs-and-pages.md, Docs (editions)). */
export const EDITION_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'edition.id' },
  name: { type: 'string', column: 'edition.name' },
  identifier: { type: 'string', column: 'edition.identifier' },
  uid: { type: 'string', column: 'edition.uid' },
  status: { type: 'string', column: 'edition.status' },
  category: { type: 'string', column: 'edition.category' },
  level: { type: 'string', column: "'T2'" },
  is_visible: { type: 'boolean', column: 'edition.is_visible' },
  is_default: { type: 'boolean', column: 'edition.is_default' },
  title: { type: 'relation', column: 'edition.title_id' },
  published_on: { type: 'datetime', column: 'edition.published_on' },
  first_published_on: { type: 'datetime', column: 'edition.first_published_on' },
  affected_on: { type: 'datetime', column: 'edition.affected_on' },
  created_on: { type: 'datetime', column: 'edition.created_on' },
  modified_on: { type: 'datetime', column: 'edition.modified_on' },
};

/** The page fields a list can filter and order by (docs/docs-and-pages.md, Pages). */
export const PAGE_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'page.id' },
  name: { type: 'string', column: 'page.name' },
  identifier: { type: 'string', column: 'page.identifier' },
  position: { type: 'integer', column: 'page.position' },
  is_visible: { type: 'boolean', column: 'page.is_visible' },
  edition: { type: 'relation', column: 'page.edition_id' },
  created_on: { type: 'datetime', column: 'page.created_on' },
  modified_on: { type: 'datetime', column: 'page.modified_on' },
};
