import type { ListFields } from '../common/list-query/list-fields.js';

/** The project fields a list can filter and order by (docs/list-queries.md, Writing a list query), all indexed. */
export const TITLE_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'title.id' },
  name: { type: 'string', column: 'title.name' },
  identifier: { type: 'string', column: 'title.identifier' },
  hostname: { type: 'string', column: 'title.hostname' },
  ua_code: { type: 'string', column: 'title.ua_code' },
  security_profile: { type: 'string', column: 'title.security_profile' },
  website: { type: 'string', column: 'title.website' },
  license: { type: 'integer', column: 'title.license' },
  has_secure_socket_layer: { type: 'boolean', column: 'title.has_secure_socket_layer' },
  automated_certificate: { type: 'boolean', column: 'title.automated_certificate' },
  affected_on: { type: 'datetime', column: 'title.affected_on' },
  created_on: { type: 'datetime', column: 'title.created_on' },
  modified_on: { type: 'datetime', column: 'title.modified_on' },
  account: { type: 'relation', column: 'title.workspace_id' },
};
