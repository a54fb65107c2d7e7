import type { ListFields } from '../common/list-query/list-fields.js';

/** The folder fields a list can filter and order by, all indexed behind workspace_id. */
export const FOLDER_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'folder.id' },
  name: { type: 'string', column: 'folder.name' },
  parent: { type: 'relation', column: 'folder.parent_id' },
  created_on: { type: 'datetime', column: 'folder.created_on' },
  modified_on: { type: 'datetime', column: 'folder.modified_on' },
  account: { type: 'relation', column: 'folder.workspace_id' },
};
