import type { ListFields } from '../common/list-query/list-fields.js';

/** The membership fields a list can filter and order by (docs/workspaces-and-users.md, Memberships), each led by an index on workspace_id. */
export const MEMBERSHIP_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'membership.id' },
  user: { type: 'relation', column: 'membership.user_id' },
  account: { type: 'relation', column: 'membership.workspace_id' },
  created_on: { type: 'datetime', column: 'membership.created_on' },
  modified_on: { type: 'datetime', column: 'membership.modified_on' },
};
