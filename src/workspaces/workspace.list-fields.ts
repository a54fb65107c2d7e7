import type { ListFields } from '../common/list-query/list-fields.js';

/**
 * The workspace fields a list can filter and order by. The list holds one row (the caller's
 * workspace), so none needs an index of its own.
 */
export const ACCOUNT_LIST_FIELDS: ListFields = {
  id: { type: 'integer', column: 'workspace.id' },
  name: { type: 'string', column: 'workspace.name' },
  identifier: { type: 'string', column: 'workspace.identifier' },
  status: { type: 'string', column: 'workspace.status' },
  is_trial: { type: 'boolean', column: 'workspace.is_trial' },
  industry: { type: 'string', column: 'workspace.industry' },
  is_company: { type: 'boolean', column: 'workspace.is_company' },
  billing_country: { type: 'string', column: 'workspace.billing_country' },
  created_on: { type: 'datetime', column: 'workspace.created_on' },
  modified_on: { type: 'datetime', column: 'workspace.modified_on' },
};
