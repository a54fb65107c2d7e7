import type { ListFields } from '../common/list-query/list-fields.js';

/**
 * The user fields a list can filter and order by (docs/list-queries.md, Writing a list query). The list joins the
 * caller's membership as `membership`, so `account` selects by membership.
 */
export const USER_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'user.id' },
  first_name: { type: 'string', column: 'user.first_name' },
  last_name: { type: 'string', column: 'user.last_name' },
  email: { type: 'string', column: 'user.email' },
  phone: { type: 'string', column: 'user.phone' },
  status: { type: 'string', column: 'user.status' },
  country: { type: 'string', column: 'user.country' },
  activated_on: { type: 'datetime', column: 'user.activated_on' },
  verified_on: { type: 'datetime', column: 'user.verified_on' },
  activity_on: { type: 'datetime', column: 'user.activity_on' },
  created_on: { type: 'datetime', column: 'user.created_on' },
  modified_on: { type: 'datetime', column: 'user.modified_on' },
  account: { type: 'relation', column: 'membership.workspace_id' },
};
